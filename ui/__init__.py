"""PySide6 user interface: director console, clock screen; ``ui.app`` wires it all."""
