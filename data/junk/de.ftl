# Dschunke auf Deutsch, mit den Begriffen der deutschen Ausgabe (Queen
# Games): Kaufleute, Gehilfen, Ladungsstreifen, Kisten, Warenkarten,
# Nachschubkarten, Sonderkarten, Marktkarte, Yüan. Die ids beginnen mit
# `junk-`. Argumente: `seat`, `owner`, `winners` sind Spieler (als ihre
# Namen); `junk`, `good`, `cards`, `card`, `pier` sind die Meldungen unten;
# Zahlen wählen die Pluralform.

## Dschunken, Waren und Kais

# Eine Dschunke steht in jedem Satz nach "der" oder "zur" ("auf der grauen
# Dschunke", "an Bord der grauen Dschunke", "zur grauen Dschunke"), daher
# die gebeugte Form.
junk-name-grey = grauen Dschunke
junk-name-orange = orangefarbenen Dschunke
junk-name-lilac = lila Dschunke
junk-name-brown = braunen Dschunke
junk-name-white = weißen Dschunke

# Eine Ware als Nomen: "2 Yüan für Fisch".
junk-good-fish = Fisch
junk-good-rice = Reis
junk-good-spice = Gewürze
junk-good-vegetables = Gemüse

# Warenkarten mit Anzahl; 0 nennt nur die Sorte ("Fischkarten").
junk-cards-fish = { $count ->
    [0] Fischkarten
    [one] eine Fischkarte
   *[other] { $count } Fischkarten
}
junk-cards-rice = { $count ->
    [0] Reiskarten
    [one] eine Reiskarte
   *[other] { $count } Reiskarten
}
junk-cards-spice = { $count ->
    [0] Gewürzkarten
    [one] eine Gewürzkarte
   *[other] { $count } Gewürzkarten
}
junk-cards-vegetables = { $count ->
    [0] Gemüsekarten
    [one] eine Gemüsekarte
   *[other] { $count } Gemüsekarten
}

# Die vier Kais mit Sonderkarten, nach ihrem Symbol; im Satz nach "den".
junk-pier-square = Quadrat-Kai
junk-pier-circle = Kreis-Kai
junk-pier-triangle = Dreieck-Kai
junk-pier-star = Stern-Kai

## Sonderkarten

junk-special-extra-supply = Eine Nachschubkarte mehr
junk-special-tie-breaker = Gewinnt gleich hohe Gebote
junk-special-exchange = Zwei Waren tauschen
junk-special-load-any = Beliebige Dschunke beladen
junk-special-draw-any = Warenkarten von beliebiger Dschunke
junk-special-move-strip = Eigenen Streifen verlegen
junk-special-sell-on = Verkaufen auf der { $junk }
junk-special-bonus-8 = { $yen } Yüan für { $crates } Kisten auf der { $junk }
junk-special-bonus-12 = { $yen } Yüan für { $crates } Kisten auf der { $junk } und { $crates2 } auf der { $junk2 }

## Aktionen (Knöpfe)

junk-act-pick = Wähle { $cards }
junk-act-place-strip = Lade einen Streifen von { $owner } an Bord der { $junk }
junk-act-give = Gib { $cards } ab
junk-act-take = Nimm { $cards } von der { $junk }
junk-act-exchange-done = Beende den Tausch
junk-act-pass = Passe (kein Kaufmann, kein Gehilfe frei)
junk-act-end-turn = Beende den Zug
junk-act-pier = Durchsuche den { $pier } ({ $count ->
    [one] 1 Karte
   *[other] { $count } Karten
})
junk-act-take-yen = Nimm stattdessen { $yen } Yüan
junk-act-take-special = Nimm „{ $card }“
junk-act-load = Lade { $strips ->
    [one] 1 Streifen
   *[other] { $strips } Streifen
} an Bord der { $junk }
junk-act-sell = Verkaufe auf der { $junk } für { $yen } Yüan
junk-act-draw = Nimm { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
} von der { $junk }
junk-act-assistant-load = Lade { $strips ->
    [one] 1 Streifen
   *[other] { $strips } Streifen
} mit dem Gehilfen
junk-act-assistant-sell = { $yen ->
    [0] Verkaufe mit dem Gehilfen
   *[other] Verkaufe mit dem Gehilfen (mindestens { $yen } Yüan)
}
junk-act-assistant-draw = { $count ->
    [0] Nimm Warenkarten mit dem Gehilfen
   *[other] Nimm Warenkarten mit dem Gehilfen (mindestens { $count })
}
junk-act-play = Spiele „{ $card }“
junk-act-move-from = Verlege einen Streifen von der { $junk }
junk-act-move-to = Lege ihn an Bord der { $junk }
junk-act-offer = Biete { $cards }
junk-act-offer-count = Biete { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
junk-act-no-offer = Biete nichts
junk-act-back = Zurück

## Ereignisse (das Protokoll)

junk-ev-opening-picked = { $seat } hat die Startkarten gewählt.
junk-ev-dealt = Die Warenkarten für den Start werden gemischt und verteilt, { $count } an jeden.
junk-ev-strip-placed = { $seat } lädt einen Streifen von { $owner } an Bord der { $junk }.
# Einträge von junk-ev-merchants-revealed.
junk-merchant-load = Beladen auf der { $junk }
junk-merchant-sell = Verkaufen auf der { $junk }
junk-merchant-draw = Warenkarten auf der { $junk }
junk-ev-merchants-revealed = Die Kaufleute werden aufgedeckt: { $merchants }.
# Einträge von junk-ev-round-begins.
junk-price-yen = { $yen } Yüan für { $good }
junk-price-special = eine Sonderkarte für { $good }
junk-ev-round-begins = Runde { $round } von { $rounds }: Der Markt zahlt { $prices }.
junk-ev-exchanged = { $seat } tauscht { $gave } gegen { $took }.
junk-ev-exchange-skipped = { $seat } tauscht keine Karten.
junk-ev-pier-chosen = { $seat } durchsucht den { $pier } nach einer Sonderkarte.
junk-ev-special-card = Du nimmst „{ $card }“.
junk-ev-permanent-shown = { $seat } nimmt „{ $card }“ und legt sie offen aus.
junk-ev-yen-instead = { $seat } nimmt { $yen } Yüan statt einer Sonderkarte.
# Einträge von junk-ev-money-shown.
junk-money-entry = { $seat } { $yen } Yüan
junk-ev-money-shown = Ereignis Y: Alle zeigen ihr Geld: { $money }.
junk-ev-loaded = { $seat } lädt { $strips ->
    [one] einen Streifen
   *[other] { $strips } Streifen
} an Bord der { $junk }.
junk-ev-sold = { $seat } verkauft auf der { $junk } für { $yen } Yüan.
junk-ev-drew = { $seat } nimmt { $cards } von der { $junk }.
junk-ev-drew-nothing = { $seat } hat keine sichtbare Kiste auf der { $junk } und bekommt keine Karten.
junk-ev-lost = Die Dschunken haben keine Warenkarten mehr: { $seat } bekommt { $count ->
    [one] eine Karte
   *[other] { $count } Karten
} weniger.
junk-ev-moved = { $seat } verlegt einen Streifen von der { $from } zur { $to }.
junk-ev-passed = { $seat } kann keinen Kaufmann und keinen Gehilfen einsetzen und passt.
junk-ev-card-played = { $seat } spielt „{ $card }“.
junk-ev-offer-ready = Das Gebot von { $seat } steht.
# Einträge von junk-ev-offers.
junk-offer-entry = { $seat } bietet { $cards }
junk-offer-none = { $seat } bietet nichts
junk-ev-offers = Die Gebote werden aufgedeckt: { $offers }.
junk-ev-offers-none = Die Gebote werden aufgedeckt: Niemand bietet Karten, der Verkauf ist vorbei.
junk-ev-sale-won = { $winners } gewinnt das Gebot für { $good } und erhält { $yen } Yüan.
junk-ev-sale-won-special = { $winners } gewinnt das Gebot für { $good } und wählt eine Sonderkarte.
junk-ev-sale-tied = { $winners } bieten gleich viel für { $good } und teilen sich die Yüan: { $yen ->
    [0] abgerundet bleibt für niemanden etwas
   *[other] { $yen } Yüan für jeden
}.
junk-ev-sale-tied-special = { $winners } bieten gleich viel für { $good }: Niemand erhält die Sonderkarte.
junk-ev-start-player = { $seat } erhält die Startspieler-Dschunke.
# Einträge von junk-ev-final-scores.
junk-final-entry = { $seat } { $money } + { $bonus } = { $total } Yüan
junk-ev-final-scores = Schlusswertung, Geld + Boni am Spielende: { $scores }.
junk-ev-game-over = Das Spiel ist aus: { $count ->
    [one] { $winners } gewinnt
   *[other] { $winners } teilen sich den Sieg
}. Geld am Ende: { $scores }.

## Der Titel des Spielplans

junk-title = Runde { $round } von { $rounds } · { $phase }
junk-title-opening-picks = Aufbau: Wähle deine Startkarten
junk-title-place-strips = Aufbau: Lade die dir gereichten Streifen
junk-title-over = Spielende
junk-phase-exchange = Phase 1: Karten tauschen
junk-phase-event-special = Ereignis S: Sonderkarten
junk-phase-actions = Phase 2: Aktionen
junk-phase-supply = Phase 3: Nachschub
junk-phase-offers = Phase 4: Gebote
junk-phase-sale-special = Phase 4: Sonderkarte aus dem Verkauf

## Optionen, für die Lobby

junk-option-variant-setup = Variante beim Aufbau: Kaufleute verdeckt auf zufälligen Dschunken, Streifen von rechts weitergereicht
junk-option-opening-hands-chosen = Starthände geheim gewählt, gemischt und verteilt
junk-option-opening-hands-dealt = Starthände verteilt, von jeder Ware gleich viele

# Der Gleichstandsentscheid in den Ergebnissen.
junk-tiebreak = die meisten Warenkarten auf der Hand

## Die Ergebnisse: Gleichstand bei den Yüan, entschieden durch die Warenkarten auf der Hand

junk-tiebreak-ahead = { $tied } haben { $score } Yüan; { $ahead } { $lead ->
    [one] hat
   *[other] haben
} die meisten Warenkarten auf der Hand.
