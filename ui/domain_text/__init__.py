"""The domain's words (refusals, undo labels, game names) in the program's language.

- :mod:`ui.domain_text.catalog`: every text the domain can produce, read from its source.
- :mod:`ui.domain_text.translate`: a text in the program's language, by its template.
"""

from ui.domain_text.translate import DomainWords, domain_text, set_language

__all__ = ["DomainWords", "domain_text", "set_language"]
