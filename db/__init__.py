"""SQLAlchemy persistence for pokerfloor: models, migrations, unit of work, event log."""
