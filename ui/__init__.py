"""PySide6 user interface: director console, clock screen; ``ui.app`` wires it all.

A screen sends each director action as one command through the one write path
(:meth:`ui.director_service.ServiceFacade.send` -> the unit of work); after the commit the
store publishes the outcome to its one subscriber, :mod:`ui.bridge`, which tells every
screen what the outcome touched, and each screen reads again only that through its own
small port (:mod:`ui.director_reads` and the reads beside it)."""
