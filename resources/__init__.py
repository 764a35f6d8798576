"""Data files (structures, stylesheets, icons, sounds) loaded with importlib.resources."""
