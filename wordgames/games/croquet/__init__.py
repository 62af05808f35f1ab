"""Lewis Carroll's Arithmetical Croquet: its nouns and courses (:mod:`.course`), rules (:mod:`.rules`;
the CROQUAR-95 contest's, :mod:`.contest`), perfect play (:mod:`.solver`),
the game at the table (:mod:`.game`), bots (:mod:`.players`), what the referee says (:mod:`.referee`)."""
