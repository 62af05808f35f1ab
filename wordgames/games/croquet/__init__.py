"""Lewis Carroll's Arithmetical Croquet: its nouns and courses (:mod:`.course`), rules (:mod:`.rules`;
the CROQUAR-95 contest's, :mod:`.contest`), perfect play (:mod:`.solver`), what it is (:mod:`.about`),
the game at the table (:mod:`.game`), how it is shown (:mod:`.presenter`), bots (:mod:`.players`),
what the referee says (:mod:`.referee`)."""
