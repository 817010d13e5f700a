# Im Jahr des Drachen, deutsch: die Begriffe der deutschen Ausgabe (alea):
# Personenplättchen (junge und alte Personen), Personenleiste, Palastteile
# und Stockwerke, Reissäcke, Raketen, Ereignisse Ruhe, Kaisertribut, Dürre,
# Drachenfest, Mongolensturm und Krankheit. Argumente wie in en.ftl: `seat`,
# `fewest`, `winners` sind Spieler; `tile`, `person`, `persons`, `card`,
# `event`, `cause`, `gain`, `goods`, `reward` sind verschachtelte Nachrichten
# mit eigenem Artikel; `old` ist 1 für eine alte Person. Plättchen
# (`dragon-a-*`, `dragon-the-*`) stehen immer im Akkusativ.

## Personen: Karte oder Sorte, Plättchen mit Artikel, die Sorte als Gruppe.

dragon-person-craftsman = Handwerker
dragon-person-court-lady = Hofdame
dragon-person-tax-collector = Steuereintreiber
dragon-person-pyrotechnist = Feuerwerker
dragon-person-warrior = Krieger
dragon-person-monk = Mönch
dragon-person-healer = Heiler
dragon-person-farmer = Bauer
dragon-person-scholar = Gelehrter

dragon-a-craftsman = einen Handwerker
dragon-a-court-lady = eine Hofdame
dragon-a-tax-collector = einen Steuereintreiber
dragon-a-pyrotechnist = { $old ->
    [1] einen alten Feuerwerker
   *[other] einen jungen Feuerwerker
}
dragon-a-warrior = { $old ->
    [1] einen alten Krieger
   *[other] einen jungen Krieger
}
dragon-a-monk = { $old ->
    [1] einen alten Mönch
   *[other] einen jungen Mönch
}
dragon-a-healer = { $old ->
    [1] einen alten Heiler
   *[other] einen jungen Heiler
}
dragon-a-farmer = { $old ->
    [1] einen alten Bauern
   *[other] einen jungen Bauern
}
dragon-a-scholar = { $old ->
    [1] einen alten Gelehrten
   *[other] einen jungen Gelehrten
}

dragon-the-craftsman = den Handwerker
dragon-the-court-lady = die Hofdame
dragon-the-tax-collector = den Steuereintreiber
dragon-the-pyrotechnist = { $old ->
    [1] den alten Feuerwerker
   *[other] den jungen Feuerwerker
}
dragon-the-warrior = { $old ->
    [1] den alten Krieger
   *[other] den jungen Krieger
}
dragon-the-monk = { $old ->
    [1] den alten Mönch
   *[other] den jungen Mönch
}
dragon-the-healer = { $old ->
    [1] den alten Heiler
   *[other] den jungen Heiler
}
dragon-the-farmer = { $old ->
    [1] den alten Bauern
   *[other] den jungen Bauern
}
dragon-the-scholar = { $old ->
    [1] den alten Gelehrten
   *[other] den jungen Gelehrten
}

dragon-the-craftsmen = die Handwerker
dragon-the-court-ladies = die Hofdamen
dragon-the-tax-collectors = die Steuereintreiber
dragon-the-pyrotechnists = die Feuerwerker
dragon-the-warriors = die Krieger
dragon-the-monks = die Mönche
dragon-the-healers = die Heiler
dragon-the-farmers = die Bauern
dragon-the-scholars = die Gelehrten

## Aktionskarten, Ereignisse, Super-Ereignisse und warum eine Person gehen muss.

dragon-card-taxes = Steuern
dragon-card-build = Bauen
dragon-card-harvest = Ernte
dragon-card-fireworks = Feuerwerk
dragon-card-parade = Heerschau
dragon-card-research = Studium
dragon-card-privilege = Privileg
dragon-card-wall = Mauerbau

dragon-event-peace = Ruhe
dragon-event-tribute = Kaisertribut
dragon-event-drought = Dürre
dragon-event-festival = Drachenfest
dragon-event-mongols = Mongolensturm
dragon-event-contagion = Krankheit

dragon-effect-peace = es passiert nichts.
dragon-effect-tribute = jeder Spieler zahlt { $yuan } Yuan an den Kaiser und entlässt für jeden fehlenden Yuan eine Person.
dragon-effect-drought = jeder Spieler gibt pro bewohntem Palast 1 Reissack ab und entlässt für jeden unversorgten Palast eine Person.
dragon-effect-festival = wer die meisten Raketen hat, erhält { $first } Punkte, wer die zweitmeisten hat, { $second }; wer punktet, gibt die Hälfte seiner Raketen ab, aufgerundet.
dragon-effect-mongols = jeder Spieler erhält einen Punkt pro Helm seiner Krieger; wer die wenigsten Helme hat, entlässt eine Person.
dragon-effect-contagion = jeder Spieler entlässt { $count } Personen, eine weniger pro Mörser seiner Heiler.

dragon-super-lanternfest = Laternenfest
dragon-super-buddha = Buddha
dragon-super-earthquake = Erdbeben
dragon-super-flood = Überschwemmung
dragon-super-eclipse = Sonnenfinsternis
dragon-super-volcano = Vulkanausbruch
dragon-super-tornado = Tornado
dragon-super-sunrise = Sonnenaufgang
dragon-super-assassination = Attentat
dragon-super-charter = Freibrief

dragon-effect-lanternfest = jeder Spieler erhält { $points } Punkte pro Person in seinen Palästen.
dragon-effect-buddha = jeder Mönch bringt seine Buddhas mal die Stockwerke seines Palastes.
dragon-effect-earthquake = in der Reihenfolge der Personenleiste entfernt jeder Spieler 2 Stockwerke seiner Paläste und entlässt, wer keinen Platz mehr hat.
dragon-effect-flood = jeder Spieler gibt die Hälfte seiner Yuan, Reissäcke und Raketen zusammengezählt ab, abgerundet und beliebig gemischt.
dragon-effect-eclipse = das Ereignis des Monats { $month }, { $event }, tritt ein zweites Mal ein.
dragon-effect-volcano = alle Personenscheiben kehren auf 0 zurück, die Spielreihenfolge bleibt gleich.
dragon-effect-tornado = jeder Spieler wirft 2 Personenkarten ab.
dragon-effect-sunrise = in der Reihenfolge der Personenleiste nimmt sich jeder Spieler ohne Karte eine junge Person einer Sorte, die vor ihm noch niemand genommen hat.
dragon-effect-assassination = alle Privilegien werden ersatzlos abgeworfen.
dragon-effect-charter = jeder Spieler wählt eine Personensorte in seinen Palästen und erhält sofort deren Vorteil.

dragon-cause-tribute = Kaisertribut
dragon-cause-drought = Dürre
dragon-cause-mongols = Mongolensturm
dragon-cause-contagion = Krankheit
dragon-cause-wall = Mauer zu kurz
dragon-cause-earthquake = Erdbeben

## Mengen.

dragon-yuan = { $count } Yuan
dragon-rice = { $count ->
    [one] { $count } Reissack
   *[other] { $count } Reissäcke
}
dragon-fireworks = { $count ->
    [one] { $count } Rakete
   *[other] { $count } Raketen
}
dragon-floors = { $count ->
    [one] { $count } Palastteil
   *[other] { $count } Palastteile
}
dragon-spaces = { $count ->
    [one] { $count } Feld auf der Personenleiste
   *[other] { $count } Felder auf der Personenleiste
}

## Aktionen (Imperativ vorn, ohne Schlusspunkt).

dragon-take = Nimm { $tile }
dragon-take-tile = Nimm { $tile } · Personenwert { $value } · { $symbols ->
    [one] 1 Symbol
   *[other] { $symbols } Symbole
} · noch { $left } übrig
dragon-place = Setze { $tile } in Palast { $palace }
dragon-replace = Ersetze { $tile } in Palast { $palace }
dragon-let-go = Lass { $tile } gehen
dragon-join-group = Wähle Gruppe { $group }: { $cards }
dragon-join-group-paid = Wähle Gruppe { $group } für { $fee } Yuan: { $cards }
dragon-take-yuan = { $yuan ->
    [0] Passe: Du hast schon mindestens { $limit } Yuan
   *[other] Verzichte auf die Aktion und nimm { $yuan } Yuan, um auf { $limit } zu kommen
}
dragon-act = Wähle { $card }: { $gain }
dragon-act-plain = Wähle { $card }
dragon-build-floor = Baue Palast { $palace } auf { $floors ->
    [one] 1 Stockwerk
   *[other] { $floors } Stockwerke
} aus
dragon-build-palace = Baue einen neuen Palast mit 1 Stockwerk
dragon-buy-small-privilege = Kaufe ein kleines Privileg für { $cost } Yuan
dragon-buy-large-privilege = Kaufe ein großes Privileg für { $cost } Yuan
dragon-build-wall = Baue ein Mauerplättchen und erhalte { $reward }
dragon-play = Spiele die Karte „{ $person }“
dragon-play-none-left = Spiele die Karte „{ $person }“ (kein Plättchen mehr übrig)
dragon-play-any = Spiele eine ?-Karte (beliebige Person)
dragon-release = Entlasse { $tile } aus Palast { $palace } ({ $cause })
dragon-remove-floor = Entferne ein Stockwerk von Palast { $palace } ({ $floors ->
    [one] 1 Stockwerk
   *[other] { $floors } Stockwerke
}, { $persons ->
    [0] leer
    [one] 1 Person
   *[other] { $persons } Personen
})
dragon-return = Gib { $goods } ab
dragon-discard = Wirf die Karte „{ $person }“ ab
dragon-discard-any = Wirf eine ?-Karte ab
dragon-charter = Wähle { $persons }: { $gain }
dragon-charter-nothing = Wähle { $persons }: nichts
dragon-back = Zurück

## Ereignisse.

dragon-drafted = { $seat } holt { $tile } an den Hof.
dragon-housed = { $seat } setzt { $tile } in Palast { $palace } und rückt { $spaces ->
    [one] 1 Feld
   *[other] { $spaces } Felder
} auf der Personenleiste vor.
dragon-replaced = { $seat } entlässt { $released } aus Palast { $palace }, setzt dort { $tile } ein und rückt { $spaces ->
    [one] 1 Feld
   *[other] { $spaces } Felder
} auf der Personenleiste vor.
dragon-lets-go = { $seat } hat keinen Platz und lässt { $tile } gehen.
dragon-group = { $group } ({ $cards })
dragon-month-begins = Monat { $month } von { $months }, Ereignis des Monats: { $event }. Aktionsgruppen: { $groups }.
dragon-took-yuan = { $yuan ->
    [0] { $seat } verzichtet auf eine Aktion; mit mindestens { $limit } Yuan gibt es nichts dazu.
   *[other] { $seat } verzichtet auf eine Aktion und stockt um { $yuan } auf { $limit } Yuan auf.
}
dragon-acted = { $seat } wählt in Gruppe { $group } die Aktion { $card }{ $paid ->
    [0] {""}
   *[other] {" "}(für { $paid } Yuan, da die Gruppe schon gewählt war)
} und { $effect }.

dragon-does-taxes = nimmt { $count } Yuan ein
dragon-does-build = erhält { $count ->
    [one] 1 Palastteil
   *[other] { $count } Palastteile
} zum Bauen
dragon-does-harvest = erntet { $count ->
    [one] 1 Reissack
   *[other] { $count } Reissäcke
}
dragon-does-fireworks = erhält { $count ->
    [one] 1 Rakete
   *[other] { $count } Raketen
}
dragon-does-parade = rückt { $count ->
    [one] 1 Feld
   *[other] { $count } Felder
} auf der Personenleiste vor
dragon-does-research = erhält { $count ->
    [one] 1 Punkt
   *[other] { $count } Punkte
}
dragon-does-privilege = darf ein Privileg kaufen
dragon-does-wall = sucht sich ein Mauerplättchen zum Bauen aus

dragon-bought-small-privilege = { $seat } kauft ein kleines Privileg für { $cost } Yuan: { $dragons ->
    [one] 1 Punkt
   *[other] { $dragons } Punkte
} am Ende jedes Monats.
dragon-bought-large-privilege = { $seat } kauft ein großes Privileg für { $cost } Yuan: { $dragons ->
    [one] 1 Punkt
   *[other] { $dragons } Punkte
} am Ende jedes Monats.
dragon-floor-built = { $seat } baut Palast { $palace } auf { $floors ->
    [one] 1 Stockwerk
   *[other] { $floors } Stockwerke
} aus.
dragon-palace-built = { $seat } baut einen neuen Palast mit 1 Stockwerk, Palast { $palace }.
dragon-card-played = { $seat } spielt die Karte „{ $person }“.
dragon-any-card-played = { $seat } spielt eine ?-Karte (beliebige Person).
dragon-no-tile = Es ist kein Plättchen „{ $person }“ mehr übrig: { $seat } bekommt für die Karte nichts.
dragon-no-tile-any = Es ist kein Personenplättchen mehr übrig: { $seat } bekommt für die Karte nichts.
dragon-event = Ereignis des Monats { $month }: { $event }; { $effect }
dragon-tribute-paid = { $paid ->
    [0] { $seat } hat keine Yuan für den Tribut
   *[other] { $seat } zahlt { $paid } Yuan Tribut
}{ $releases ->
    [0] .
    [one] {" "}und muss eine Person entlassen.
   *[other] {" "}und muss { $releases } Personen entlassen.
}
dragon-rice-given = { $rice ->
    [0] { $seat } hat keinen Reis für { $palaces ->
        [one] 1 bewohnten Palast
       *[other] { $palaces } bewohnte Paläste
    }
    [one] { $seat } gibt für { $palaces ->
        [one] 1 bewohnten Palast
       *[other] { $palaces } bewohnte Paläste
    } 1 Reissack ab
   *[other] { $seat } gibt für { $palaces ->
        [one] 1 bewohnten Palast
       *[other] { $palaces } bewohnte Paläste
    } { $rice } Reissäcke ab
}{ $releases ->
    [0] .
    [one] : Ein Palast bleibt ohne Reis, dafür muss eine Person entlassen werden.
   *[other] : { $releases } Paläste bleiben ohne Reis, für jeden muss eine Person entlassen werden.
}
dragon-contagion = { $mortars ->
    [0] { $seat } hat keine Mörser
    [one] { $seat } hat 1 Mörser
   *[other] { $seat } hat { $mortars } Mörser
} { $releases ->
    [0] und entlässt niemanden.
    [one] und muss eine Person entlassen.
   *[other] und muss { $releases } Personen entlassen.
}
dragon-released = { $seat } entlässt { $tile } aus Palast { $palace } ({ $cause }).
dragon-festival = Drachenfest: { $scores }; wer gepunktet hat, gibt die Hälfte seiner Raketen ab.
dragon-festival-nobody = Drachenfest: Niemand hat Raketen, also punktet niemand.
dragon-mongols = Mongolensturm: Die Helme bringen { $scores }. Am wenigsten Helme: { $fewest } { $count ->
    [one] muss eine Person entlassen
   *[other] müssen je eine Person entlassen
}.
dragon-decay = { $count ->
    [one] Ein leerer Palast von { $seat } verfällt und verliert ein Stockwerk.
   *[other] { $count } leere Paläste von { $seat } verfallen und verlieren je ein Stockwerk.
}
dragon-wall-built = { $seat } baut das { $length }. von { $max } Mauerplättchen und erhält { $reward }.
dragon-wall-holds = Die Große Mauer reicht mit { $length ->
    [one] 1 Plättchen
   *[other] { $length } Plättchen
} bis Monat { $month }; ein Punkt pro eigenem Plättchen: { $scores }.
dragon-wall-short = Die Große Mauer { $length ->
    [0] hat noch kein Plättchen
    [one] hat erst 1 Plättchen
   *[other] hat erst { $length } Plättchen
} und reicht nicht bis Monat { $month }: Mit den wenigsten Plättchen { $count ->
    [one] muss { $fewest } eine Person entlassen
   *[other] müssen { $fewest } je eine Person entlassen
}.
dragon-wall-complete = Jahresende: Die Große Mauer ist mit { $max } Plättchen vollständig; ein Punkt pro eigenem Plättchen: { $scores }.
dragon-wall-incomplete = Jahresende: Die Große Mauer hat { $length ->
    [0] kein einziges Plättchen
   *[other] nur { $length } von { $max } Plättchen
}: Mit den wenigsten Plättchen { $count ->
    [one] muss { $fewest } eine Person entlassen
   *[other] müssen { $fewest } je eine Person entlassen
}.
dragon-super-event = Super-Ereignis im Monat { $month }: { $name }; { $effect }
dragon-super-points = { $name }: { $scores }.
dragon-floor-lost = Erdbeben: Palast { $palace } von { $seat } verliert ein Stockwerk und hat noch { $floors ->
    [one] 1 Stockwerk
   *[other] { $floors } Stockwerke
}.
dragon-palace-collapses = Erdbeben: Palast { $palace } von { $seat } verliert sein letztes Stockwerk und stürzt ein.
dragon-gave = Überschwemmung: { $seat } gibt { $goods } ab.
dragon-discarded = Tornado: { $seat } wirft eine Personenkarte ab.
dragon-chartered = Freibrief: { $seat } wählt { $persons } und erhält { $gain }.
dragon-chartered-nothing = Freibrief: { $seat } wählt { $persons }, die nichts einbringen.
dragon-scoring = Monatsende: Paläste, Hofdamen und Privilegien bringen { $scores }.
dragon-final = Schlusswertung für Personen, Mönche und Yuan: { $scores }.
dragon-game-over = Das Jahr des Drachen ist vorbei: { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
}. Punktestand: { $scores }.

# Der Gleichstandsentscheid, wie ihn die Ergebnisse nennen.
dragon-tiebreak = am weitesten vorn auf der Personenleiste (bei einem Stapel zuerst die oberste Scheibe)

## Die Ergebnisse: ein Gleichstand nach Punkten, entschieden durch die Personenleiste

dragon-tiebreak-ahead = { $tied } haben { $score } Punkte; { $ahead } { $lead ->
    [one] steht
   *[other] stehen
} auf der Personenleiste { $count ->
    [2] weiter vorn
   *[other] am weitesten vorn
}.
