"""pokerfloor's pure domain: cards, the hand engine, tables, seating, clock, rotation, money.

Imports the standard library only (no Qt, no SQLAlchemy); enforced by import-linter.
"""
