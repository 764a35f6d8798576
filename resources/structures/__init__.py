"""Bundled tournament structures (data only), read with ``tournament.structure_io.load_preset``."""
