# Words every game shares. Arguments: a `seat` is worded as the player's
# name; numbers select plural forms.

# A seat whose player has no name at this table.
player-n = Player { $n }

# The word before the last item of a list: "Ada, Bruno and Carla".
list-and = and

# One entry of a list of scores: "Ada 6".
score-entry = { $seat }: { $points }

# A whole list of scores: "Ada 6, Bruno 6 and Carla 3".
score-list = { $scores }

# The heading of a turn in a game's log (`tavola log`): "Turn 5: Ada".
log-turn = Turn { $turn }: { $seat }

points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}

# Text logged before the game's words moved to these files (old games' logs).
untranslated = { $text }
