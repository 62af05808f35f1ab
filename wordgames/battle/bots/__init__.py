"""The computer players of «Словесный бой»: :mod:`.simple` (random, greedy), :mod:`.expert` (plans ahead),
and what they plan by, :mod:`.values` (what a line can still become) and :mod:`.choice`."""
