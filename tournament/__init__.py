"""pokerfloor's pure domain: cards, the hand engine, tables, seating, clock, rotation, money.

Imports the standard library only (no Qt, no SQLAlchemy); enforced by import-linter.
"""

from tournament import _native

_native.install()  # the mypyc-compiled hand engine, when built and matching the source
