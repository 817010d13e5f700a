# Words of this game (it). Message ids start with the game's prefix.
