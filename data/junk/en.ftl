# Words of this game (en). Message ids start with the game's prefix.
