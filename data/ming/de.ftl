# Ming Dynastie auf Deutsch, mit den Begriffen der deutschen Ausgabe (Hans im
# Glück): Prinz, Familienmitglieder, Provinzfelder, Bezirke, Kloster, Stadt,
# Bewegungskarten, Drachenkarten, Rücksendekarten, Provinzplättchen,
# Startspielerfigur. Die ids beginnen mit `ming-`.
# Argumente: `seat`, `seats`, `other` sind Spieler (als ihre Namen);
# `district`, `colour`, `city`, `card`, `tiles` sind die Meldungen unten;
# Zahlen wählen die Pluralform.

## Die Farben der Provinzen, nach den Schlüsseln in data/ming/board.toml.
## ming-colour-*: die Farbe als Name (Bezirk "Weiß 2", "Provinzfeld Weiß");
## ming-colour-f-*: die gebeugte Form nach "der"/"zur" ("zur weißen Stadt",
## "aus der weißen Stadt"); ming-tiles-*: Provinzplättchen mit Anzahl.

ming-colour-white = Weiß
ming-colour-orange = Orange
ming-colour-green = Grün
ming-colour-pink = Rosa
ming-colour-yellow = Gelb
ming-colour-blue = Blau

ming-colour-f-white = weißen
ming-colour-f-orange = orangefarbenen
ming-colour-f-green = grünen
ming-colour-f-pink = rosa
ming-colour-f-yellow = gelben
ming-colour-f-blue = blauen

ming-tiles-white = { $count ->
    [one] ein weißes Provinzplättchen
   *[other] { $count } weiße Provinzplättchen
}
ming-tiles-orange = { $count ->
    [one] ein orangefarbenes Provinzplättchen
   *[other] { $count } orangefarbene Provinzplättchen
}
ming-tiles-green = { $count ->
    [one] ein grünes Provinzplättchen
   *[other] { $count } grüne Provinzplättchen
}
ming-tiles-pink = { $count ->
    [one] ein rosa Provinzplättchen
   *[other] { $count } rosa Provinzplättchen
}
ming-tiles-yellow = { $count ->
    [one] ein gelbes Provinzplättchen
   *[other] { $count } gelbe Provinzplättchen
}
ming-tiles-blue = { $count ->
    [one] ein blaues Provinzplättchen
   *[other] { $count } blaue Provinzplättchen
}

## Die Karten: die drei Grenzsymbole der Bewegungskarten und die Drachen.
## Der Anfangsbuchstabe steht im Symbol auf dem Bild (P, B, S).

ming-card-horse = Pferdekarte
ming-card-boat = Bootskarte
ming-card-sedan = Sänftenkarte
ming-card-dragon = Drachenkarte

# Ein Bezirk: die Farbe seiner Provinz und seine Nummer, "Weiß 2".
ming-district = { $colour } { $n }

# Der Wert auf einer Rücksendekarte.
ming-return-value = { $value }

## Aktionen (Verb zuerst, ohne Punkt).

ming-place-prince = Setze deinen Prinzen in { $district } ein
ming-place-neutral = Setze ein neutrales Familienmitglied in { $district } ein
ming-place-member = Setze ein Familienmitglied auf das Provinzfeld { $colour }
ming-take-card = Nimm die { $card } (Provinzfeld { $colour })
ming-take-dragon = Nimm eine Drachenkarte (gib 1 Familienmitglied auf { $colour } ab)
ming-step = Ziehe nach { $district } ({ $card })
ming-stop = Halte in { $district } an
ming-stay = Bleibe in { $district } (wirf eine Karte ab)
ming-discard = Wirf eine { $card } ab
ming-pass = Passe (Phase beenden)
ming-bring-none = Bringe keine Familienmitglieder nach { $district }
ming-bring = { $count ->
    [one] Bringe 1 Familienmitglied nach { $district }
   *[other] Bringe { $count } Familienmitglieder nach { $district }
}
ming-bring-monastery = { $count ->
    [one] Bringe 1 ins Kloster von { $district }
   *[other] Bringe { $count } nach { $district }, 1 davon ins Kloster
}
ming-return = { $count ->
    [one] Spiele die Rücksendekarte { $cards }
   *[other] Spiele die Rücksendekarten { $cards } (zusammen { $total })
}
ming-choose-start-self = Beginne Runde { $round } selbst
ming-choose-start = Lass { $seat } Runde { $round } beginnen
ming-return-neutral = Schicke ein neutrales Familienmitglied zurück nach { $district }

## Ereignisse.

ming-prince-placed = { $seat } setzt den Prinzen in { $district } ein und nimmt { $tiles }.
ming-neutral-placed = { $seat } setzt ein neutrales Familienmitglied in { $district } ein.
ming-member-placed = { $seat } setzt ein Familienmitglied auf das Provinzfeld { $colour }.
ming-took-card = { $seat } nimmt die { $card } vom Provinzfeld { $colour }; an ihre Stelle wird eine { $next } aufgedeckt.
ming-took-card-last = { $seat } nimmt die { $card } vom Provinzfeld { $colour }; es ist keine Karte mehr da, die sie ersetzt.
ming-took-dragon = { $seat } nimmt ein Familienmitglied vom Provinzfeld { $colour } und erhält dafür eine Drachenkarte.
ming-stepped = Der Prinz von { $seat } zieht mit einer { $card } nach { $district }.
ming-moved = { $count ->
    [one] Der Prinz von { $seat } hält nach einer überquerten Grenze in { $district } an.
   *[other] Der Prinz von { $seat } hält nach { $count } überquerten Grenzen in { $district } an.
}
ming-stayed = { $seat } wirft eine { $card } ab und lässt den Prinzen in { $district }.
ming-brought-none = { $seat } bringt keine Familienmitglieder nach { $district }.
ming-brought = { $count ->
    [one] { $seat } bringt ein Familienmitglied nach { $district }.
   *[other] { $seat } bringt { $count } Familienmitglieder nach { $district }.
}
ming-brought-monastery = { $count ->
    [one] { $seat } bringt ein Familienmitglied ins Kloster von { $district }.
   *[other] { $seat } bringt { $count } Familienmitglieder nach { $district }, eines davon ins Kloster.
}
ming-brought-monastery-displacing = { $count ->
    [one] { $seat } bringt ein Familienmitglied ins Kloster von { $district }; das Familienmitglied von { $other }, das dort saß, rückt auf einen freien Platz im Bezirk.
   *[other] { $seat } bringt { $count } Familienmitglieder nach { $district }, eines davon ins Kloster; das Familienmitglied von { $other }, das dort saß, rückt auf einen freien Platz im Bezirk.
}
ming-passed = { $seat } passt.
ming-to-city = { $count ->
    [one] { $seat } schickt ein Familienmitglied aus { $district } zur { $city } Stadt und nimmt { $tiles }.
   *[other] { $seat } schickt { $count } Familienmitglieder aus { $district } zur { $city } Stadt und nimmt { $tiles }.
}
ming-to-city-no-tile = { $count ->
    [one] { $seat } schickt ein Familienmitglied aus { $district } zur { $city } Stadt; Provinzplättchen dieser Farbe sind keine mehr übrig.
   *[other] { $seat } schickt { $count } Familienmitglieder aus { $district } zur { $city } Stadt; Provinzplättchen dieser Farbe sind keine mehr übrig.
}
ming-neutral-to-city = { $count ->
    [one] Der neutrale Spieler schickt ein Familienmitglied aus { $district } zur { $city } Stadt.
   *[other] Der neutrale Spieler schickt { $count } Familienmitglieder aus { $district } zur { $city } Stadt.
}
ming-full-set = { $seat } gibt einen Satz Provinzplättchen in allen sechs Farben ab und erhält { $points ->
    [one] einen Punkt
   *[other] { $points } Punkte
}.
ming-return-chosen = { $seat } hat Rücksendekarten gewählt.
ming-returns-shown = In der { $city } Stadt { $count ->
    [one] spielt { $seat } die Rücksendekarte { $cards }
   *[other] spielt { $seat } die Rücksendekarten { $cards }
}; { $back ->
    [0] kein Familienmitglied kehrt zurück.
    [one] ein Familienmitglied kehrt in seinen Bezirk zurück.
   *[other] { $back } Familienmitglieder kehren in ihre Bezirke zurück.
}
ming-neutral-kept = In der { $city } Stadt behält der neutrale Spieler { $kept ->
    [one] ein Familienmitglied
   *[other] { $kept } Familienmitglieder
} und schickt { $back ->
    [one] eines in seinen Bezirk
   *[other] { $back } in ihre Bezirke
} zurück.
ming-neutral-keeps-all = In der { $city } Stadt behält der neutrale Spieler { $kept ->
    [one] sein einziges Familienmitglied
   *[other] alle { $kept } Familienmitglieder
}.
ming-neutral-back-all = In der { $city } Stadt { $back ->
    [one] kehrt das einzige Familienmitglied des neutralen Spielers in seinen Bezirk zurück.
   *[other] kehren alle { $back } Familienmitglieder des neutralen Spielers in ihre Bezirke zurück.
}
ming-city-scored = Punkte aus der { $city } Stadt: { $scores } ({ $majority }).
ming-city-no-points = Keine Punkte aus der { $city } Stadt ({ $majority }).
ming-majority = Mehrheitsbonus für { $seats }
ming-majority-neutral = der neutrale Spieler hat die Mehrheit
ming-majority-none = dort ist niemand mehr
ming-monasteries = Punkte aus den Klöstern: { $scores }.
ming-monasteries-none = Niemand sitzt in einem Kloster: keine Punkte.
ming-final-tiles = Punkte für die Provinzplättchen: { $scores }.
ming-start-player = { $seat } erhält die Startspielerfigur.
ming-neutral-returned = { $seat } schickt ein neutrales Familienmitglied zurück nach { $district }.
ming-round-begins = Runde { $round } beginnt.
ming-game-over = Das Spiel ist aus. Endstand: { $scores }. { $count ->
    [one] { $winners } gewinnt.
   *[other] { $winners } teilen sich den Sieg.
}
