# Chinesische Mauer, deutsch, mit den Begriffen der Kosmos-Ausgabe
# (Ruhmeskärtchen, Bauabschnitte, Nachziehstapel, Karten anlegen).
# Argumente: `seat`, `owner`, `holder` und `winners` sind Spieler (werden zu
# ihren Namen); `section` ist die Nummer eines Bauabschnitts, dieselbe für
# die ganze Partie; `value`, `first` und `second` sind Werte von
# Ruhmeskärtchen; `cards` und `card` sind Kartenarten, von den Nachrichten
# unten gesagt, immer im Akkusativ; `count` wählt den Plural.

## Kartenarten. `count` Karten: "eine Mauer", "2 Mauern".

great-wall-card-wall = { $count ->
    [one] eine Mauer
   *[other] { $count } Mauern
}
great-wall-card-gate = { $count ->
    [one] ein Tor
   *[other] { $count } Tore
}
great-wall-card-watchtower = { $count ->
    [one] einen Wachturm
   *[other] { $count } Wachtürme
}
great-wall-card-noble = { $count ->
    [one] einen Adligen
   *[other] { $count } Adlige
}
great-wall-card-warrior = { $count ->
    [one] einen Kämpfer
   *[other] { $count } Kämpfer
}
great-wall-card-horseman = { $count ->
    [one] einen Reiter
   *[other] { $count } Reiter
}
great-wall-card-dragon = { $count ->
    [one] einen Drachen
   *[other] { $count } Drachen
}

## Eine Karte eines anderen Spielers: "die Mauer von Bruno".

great-wall-owned-wall = die Mauer von { $owner }
great-wall-owned-gate = das Tor von { $owner }
great-wall-owned-watchtower = den Wachturm von { $owner }
great-wall-owned-noble = den Adligen von { $owner }
great-wall-owned-warrior = den Kämpfer von { $owner }
great-wall-owned-horseman = den Reiter von { $owner }
great-wall-owned-dragon = den Drachen von { $owner }

## Eine Karte des Lesers: "deine Mauer".

great-wall-your-wall = deine Mauer
great-wall-your-gate = dein Tor
great-wall-your-watchtower = deinen Wachturm
great-wall-your-noble = deinen Adligen
great-wall-your-warrior = deinen Kämpfer
great-wall-your-horseman = deinen Reiter
great-wall-your-dragon = deinen Drachen

## Aktionen: Imperativ vorn, ohne Schlusspunkt.

great-wall-take-token = Nimm das { $value }er-Ruhmeskärtchen von Bauabschnitt { $section }
great-wall-mark-card = Lege das { $value }er-Ruhmeskärtchen auf { $card } in Bauabschnitt { $section }
great-wall-draw = Ziehe eine Karte von deinem Nachziehstapel
great-wall-play = Lege { $cards } an
# Reiter werden zusätzlich angelegt, ohne eine Aktion zu verbrauchen.
great-wall-play-free = Lege { $cards } an (kostet keine Aktion)
great-wall-place-on = Lege { $cards } an Bauabschnitt { $section } an
great-wall-place-dragon-last = Lege den Drachen ans Ende von Bauabschnitt { $section }
great-wall-cover = Bedecke { $card }
great-wall-back = Zurück
# Auf der Hand sind nur noch Reiter, und der Nachziehstapel ist leer.
great-wall-pass = Lass diese Aktion aus
# Aktionen außerhalb ihres Schritts (ein altes Bedienfeld): nur was sie enthalten.
great-wall-take-token-bare = Nimm das { $value }er-Ruhmeskärtchen
great-wall-mark-card-bare = Lege das Ruhmeskärtchen auf { $card }
great-wall-section = Bauabschnitt { $section }
great-wall-place-dragon-last-bare = Lege den Drachen ans Ende

## Ereignisse.

great-wall-tokens-revealed = In Bauabschnitt { $section } liegen die Ruhmeskärtchen { $first } und { $second } aus.
great-wall-pair-discarded = Bauabschnitt { $section }: Zwei gleiche Ruhmeskärtchen mit { $value } kommen aus dem Spiel (bei 2 Spielern) und werden ersetzt.
great-wall-first-token = { $seat } führt in Bauabschnitt { $section } und legt das { $value }er-Ruhmeskärtchen auf { $card }.
great-wall-section-won = { $seat } gewinnt das { $value }er-Ruhmeskärtchen von Bauabschnitt { $section }; { $holder } nimmt das { $first }er-Kärtchen, das auf der eigenen Karte lag. Die Karten des Bauabschnitts kommen zurück in die Schachtel.
great-wall-section-won-both = { $seat } gewinnt das { $value }er-Ruhmeskärtchen von Bauabschnitt { $section } und nimmt auch das { $first }er-Kärtchen, das auf der eigenen Karte lag. Die Karten des Bauabschnitts kommen zurück in die Schachtel.
great-wall-section-closed = Für Bauabschnitt { $section } sind keine Ruhmeskärtchen mehr übrig: Das Spiel geht mit einem Bauabschnitt weniger weiter.
great-wall-placed = { $seat } legt { $cards } an Bauabschnitt { $section } an.
## Eine Karte des Spielers, von dem der Satz spricht: "die eigene Mauer".

great-wall-own-wall = die eigene Mauer
great-wall-own-gate = das eigene Tor
great-wall-own-watchtower = den eigenen Wachturm
great-wall-own-noble = den eigenen Adligen
great-wall-own-warrior = den eigenen Kämpfer
great-wall-own-horseman = den eigenen Reiter
great-wall-own-dragon = den eigenen Drachen

great-wall-covered = { $seat } legt den Drachen auf { $card } in Bauabschnitt { $section }.
great-wall-drew = { $seat } zieht eine Karte nach.
# Nur wer gezogen hat, liest das.
great-wall-drew-card = Du hast { $card } gezogen.
great-wall-passed = { $seat } hat nur noch Reiter auf der Hand und lässt diese Aktion aus.
great-wall-final-round = { $seat } hat alle Karten gespielt: Die letzte Runde beginnt.
great-wall-placing-over = Die letzte Runde ist vorbei: Es werden keine Karten mehr angelegt, die Züge gehen nur noch mit den Wertungen weiter.
great-wall-game-over = Das Spiel ist aus: { $count ->
    [one] { $winners } gewinnt
   *[other] { $winners } teilen sich den Sieg
}. Ruhmespunkte: { $scores }.
