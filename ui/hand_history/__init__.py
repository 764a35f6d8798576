"""Hand histories in the console: each table's hand list, a step-by-step replay of any
stored hand, PHH export, and the ruling assistant for the floor.

- :mod:`~ui.hand_history.actions` -- what the menus call (:class:`HandHistoryActions`).
- :mod:`~ui.hand_history.hand_list` -- the hands of a table.
- :mod:`~ui.hand_history.replay_dialog` -- one hand, step by step (Left/Right/Home/End).
- :mod:`~ui.hand_history.ruling_dialog` -- the ruling assistant.
- :mod:`~ui.hand_history.step_words`, :mod:`~ui.hand_history.ruling_words` -- the words.
- :mod:`~ui.hand_history.archive` -- where the stored hands come from (a protocol).
"""
