# Attila auf Deutsch (de), mit den Begriffen der deutschen Ausgabe (Hans im
# Glück): Stämme (Völker), Spielsteine, Einflussleiste, Aktionsplättchen (Doppelzug,
# Tausch, Einfluss 2), Befriedungsplättchen, Jahrhundert, Wertung.
# Die ids beginnen mit `attila-`.
# Argumente: `seat` ist der Name eines Spielers; `province` ist der Name
# einer Provinz aus map.toml; `tribe` und `the-tribe` sind die Meldungen
# attila-tribe-*, attila-of-* oder attila-the-* unten, in der Form, die der
# Satz braucht; Zahlen wählen die Pluralform.

## Die Stämme, in den Formen, die die Sätze brauchen.

attila-tribe-franks = Franken
attila-tribe-huns = Hunnen
attila-tribe-goths = Goten
attila-tribe-saxons = Sachsen
attila-tribe-teutons = Teutonen
attila-tribe-vandals = Vandalen

# Mit Artikel: "die Schwächsten ziehen ab: die Franken".
attila-the-franks = die Franken
attila-the-huns = die Hunnen
attila-the-goths = die Goten
attila-the-saxons = die Sachsen
attila-the-teutons = die Teutonen
attila-the-vandals = die Vandalen

# Wem eine Karte, ein Spielstein oder eine Leiste gehört, im Genitiv:
# "eine Karte der Franken".
attila-of-franks = der Franken
attila-of-huns = der Hunnen
attila-of-goths = der Goten
attila-of-saxons = der Sachsen
attila-of-teutons = der Teutonen
attila-of-vandals = der Vandalen

# Karten eines Stammes: "2 Karten der Vandalen".
attila-tribe-cards = { $count ->
    [one] 1 Karte { $tribe }
   *[other] { $count } Karten { $tribe }
}

# Eine Zahl neben einem Stamm: "Franken 4" (Stärke, Punkte, Karten).
attila-tribe-count = { $tribe } { $count }

## Aktionen: Verb zuerst, ohne Punkt.

attila-act-play = Spiele eine Karte { $tribe }
attila-act-place = Setze einen Spielstein { $tribe } in { $province } ein
attila-act-gain = { $count ->
    [one] Rücke auf der Einflussleiste { $tribe } 1 Feld vor
   *[other] Rücke auf der Einflussleiste { $tribe } { $count } Felder vor
}
attila-act-second-token = Setze stattdessen einen zweiten Spielstein { $tribe }
attila-act-commit = Spiele verdeckt eine Karte { $tribe }
attila-act-commit-done = { $count ->
    [0] Spiele keine Karten
    [one] Fertig: 1 Karte verdeckt
   *[other] Fertig: { $count } Karten verdeckt
}
attila-act-tile-double = Nutze Doppelzug: eine Karte mehr
attila-act-tile-exchange = Nutze Tausch: Karten austauschen
attila-act-tile-influence = Nutze Einfluss 2: +2 Einfluss
attila-act-discard = Wirf eine Karte { $tribe } ab
attila-act-discard-done = { $count ->
    [0] Behalte alle Karten
    [one] Ziehe 1 neue Karte
   *[other] Ziehe { $count } neue Karten
}
attila-act-end-turn = { $count ->
    [0] Beende den Zug
    [one] Beende den Zug und ziehe 1 Karte
   *[other] Beende den Zug und ziehe { $count } Karten
}

## Ereignisse.

attila-placed = { $seat } setzt einen Spielstein { $tribe } in { $province } ein.
attila-placed-second = { $seat } setzt einen zweiten Spielstein { $tribe } in { $province } ein, statt Einfluss zu nehmen.
attila-influence = { $gain ->
    [one] { $seat } rückt auf der Einflussleiste { $tribe } 1 Feld vor, jetzt auf Feld { $space }.
   *[other] { $seat } rückt auf der Einflussleiste { $tribe } { $gain } Felder vor, jetzt auf Feld { $space }.
}
attila-conflict = Konflikt in { $province }: Alle dürfen, beginnend beim aktiven Spieler, Karten verdeckt spielen.
attila-committed = { $count ->
    [0] { $seat } spielt keine Karten.
    [one] { $seat } spielt eine Karte verdeckt.
   *[other] { $seat } spielt { $count } Karten verdeckt.
}
attila-committed-yours = Deine verdeckten Karten: { $cards }.
attila-committed-none-yours = Du spielst in diesem Konflikt keine Karten.
attila-revealed-play-one = { $seat }: { $cards }
attila-revealed-play = { $seat }: { $count } Karten ({ $tribes })
attila-revealed = Aufgedeckte Karten in { $province }: { $plays }. Stärke: { $strengths }.
attila-revealed-none = In { $province } hat niemand eine Karte gespielt. Stärke: { $strengths }.
attila-left = { $count ->
    [one] In { $province } muss der schwächste Stamm abziehen: { $tribes }.
   *[other] In { $province } müssen die schwächsten Stämme abziehen: { $tribes }.
}
attila-peace = In { $province } kehrt Frieden ein: Ein Befriedungsplättchen des { $century }. Jahrhunderts schließt die Provinz.
attila-gain = { $seat } +{ $points } ({ $tribes })
attila-scoring-century = Ende des { $century }. Jahrhunderts, die Stämme werden gewertet: { $gains }.
attila-scoring-century-none = Ende des { $century }. Jahrhunderts, die Stämme werden gewertet: Niemand erhält einen Punkt.
attila-scoring-final = Schlusswertung der Stämme: { $gains }.
attila-scoring-final-none = Schlusswertung der Stämme: Niemand erhält einen Punkt.
attila-tile-double-used = { $seat } nutzt das Aktionsplättchen Doppelzug: eine Karte mehr in diesem Zug.
attila-tile-exchange-used = { $seat } nutzt das Aktionsplättchen Tausch: Karten abwerfen und ebenso viele nachziehen.
attila-tile-influence-used = { $seat } nutzt das Aktionsplättchen Einfluss 2: 2 Felder Einfluss, bei einem Stamm oder bei zweien.
attila-exchanged = { $count ->
    [0] { $seat } behält alle Karten.
    [one] { $seat } wirft eine Karte ab.
   *[other] { $seat } wirft { $count } Karten ab.
}
attila-drew = { $count ->
    [0] { $seat } zieht keine Karten.
    [one] { $seat } zieht eine Karte.
   *[other] { $seat } zieht { $count } Karten.
}
attila-drew-yours = Du hast { $cards } gezogen.
attila-ending-peace = Das letzte Befriedungsplättchen liegt auf dem Plan: Das Spiel endet mit diesem Zug.
attila-ending-token = Der letzte Spielstein { $tribe } steht auf dem Plan: Das Spiel endet mit diesem Zug.
attila-ending-track = Ein Einflussstein hat das letzte Feld der Einflussleiste { $tribe } erreicht: Das Spiel endet mit diesem Zug.
attila-ending-blocked = Eine ganze Runde ohne gesetzten Spielstein und ohne genutztes Plättchen, und niemand hat noch eine Karte zum Setzen oder ein Plättchen zum Nutzen: Nichts kann sich mehr ändern, das Spiel endet.
attila-game-over = { $count ->
    [one] Das Spiel ist aus. Endstand: { $scores }. { $winners } gewinnt.
   *[other] Das Spiel ist aus. Endstand: { $scores }. { $winners } teilen sich den Sieg.
}
