# Wörter, die alle Spiele teilen. Argumente: ein `seat` wird zum Namen des
# Spielers; Zahlen wählen die Pluralformen.

# Ein Platz, dessen Spieler an diesem Tisch keinen Namen hat.
player-n = Spieler { $n }

# Das Wort vor dem letzten Glied einer Liste: "Ada, Bruno und Carla".
list-and = und

# Ein Eintrag einer Punkteliste: "Ada: 6".
score-entry = { $seat }: { $points }

# Eine ganze Punkteliste: "Ada: 6, Bruno: 6 und Carla: 3".
score-list = { $scores }

# Die Überschrift eines Zuges im Spielprotokoll (`tavola log`): "Zug 5: Ada".
log-turn = Zug { $turn }: { $seat }

points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}

# Text logged before the game's words moved to these files (old games' logs).
untranslated = { $text }
