# Parole comuni a tutti i giochi. Argomenti: un `seat` diventa il nome del
# giocatore; i numeri scelgono le forme del plurale.

player-n = Giocatore { $n }

list-and = e

score-entry = { $seat }: { $points }

score-list = { $scores }

log-turn = Turno { $turn }: { $seat }

points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
}

# Text logged before the game's words moved to these files (old games' logs).
untranslated = { $text }
