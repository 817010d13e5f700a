# Die Wörter auf den Bildern des Spielplans (tavola-pictures). Kurz: Ein
# Bild wird auf einen Blick gelesen, in einem Drittel seiner Größe, bevor es
# jemand öffnet. Nur ganze Wörter, keine abgeschnittenen.
# Argumente: Zahlen wählen die Pluralform; `tiles`, `list` und ähnliche sind
# schon fertiger Text. `game` ist der Name des Spiels wie in den Embeds des
# Bots (`game-<id>` in data/bot), damit Bild und Embed ein Spiel nie
# verschieden nennen.

pic-passed = gepasst
pic-over = Spielende
pic-points-unit = { $points ->
    [one] Punkt
   *[other] Punkte
}

pic-detail-player = { $seat }: { $score } { $unit }

## Ming Dynastie
pic-ming-title = { $game } · Runde { $round }
pic-ming-next-scoring = Nächste Wertung nach Runde { $round }: voller Satz { $set } · Mitglied in der Stadt { $member }
pic-ming-no-scoring = Keine Wertung mehr
pic-ming-decks = Stapel { $deck } · Drachenkarten { $dragons }
pic-ming-legend = ♛ Prinz · ✚ Kloster · N neutral
pic-ming-city = Stadt
pic-ming-cards = { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}
pic-ming-reserve = Vorrat { $reserve }
pic-ming-tiles = Plättchen { $tiles }

pic-ming-detail-neutral = neutral
pic-ming-detail-prince = Prinz: { $seat }
pic-ming-detail-monastery = Kloster: { $family }
pic-ming-detail-members = Familienmitglieder: { $list }
pic-ming-detail-no-members = Keine Familienmitglieder
pic-ming-detail-space = Provinzfeld: { $colour }
pic-ming-detail-card = Offene Karte: { $card }
pic-ming-detail-waiting = Wartende Familienmitglieder: { $list }
pic-ming-detail-no-waiting = Keine wartenden Familienmitglieder
pic-ming-detail-city = In der Stadt: { $list }
pic-ming-detail-districts = In den Bezirken der Provinz: { $list }
pic-ming-detail-no-districts = Keine Familienmitglieder in den Bezirken der Provinz
pic-ming-detail-tiles = Provinzplättchen: { $list }

## Attila
pic-attila-title = { $game } · Zug { $turn }
pic-attila-century = { $century }. Jahrhundert · Einfluss +{ $gain } · { $tiles ->
    [one] noch 1 Befriedung
   *[other] noch { $tiles } Befriedungen
}
pic-attila-no-century = Keine Befriedung mehr
pic-attila-deck = Stapel { $deck } · Ablage { $discards }
pic-attila-conflict = Konflikt in { $province }
pic-attila-conflict-status = ⚔ Konflikt in { $province } ({ $id })
pic-attila-legend-start = ★ Startprovinz
pic-attila-legend-peace = grau: befriedet in diesem Jahrhundert
pic-attila-legend-sea = gestrichelt: über See
pic-attila-influence = Einfluss
pic-attila-supply-left = Vorrat: { $list }
pic-attila-hand = { $hand ->
    [one] 1 Handkarte
   *[other] { $hand } Handkarten
}
pic-attila-now = jetzt gewertet: { $now }
pic-attila-tile-double = Doppelzug
pic-attila-tile-exchange = Tausch
pic-attila-tile-influence = Einfluss 2

pic-attila-detail-peace = Befriedet im { $century }. Jahrhundert
pic-attila-detail-tribe = { $tribe }: { $count ->
    [one] 1 Spielstein
   *[other] { $count } Spielsteine
}
pic-attila-detail-leader = am meisten Einfluss: { $seats } ({ $influence })
pic-attila-detail-no-leader = noch kein Einfluss
pic-attila-detail-empty = Keine Spielsteine
pic-attila-detail-influence = Einfluss: { $list }
pic-attila-detail-no-influence = Noch kein Einfluss
pic-attila-detail-tiles = Aktionsplättchen: { $list }
pic-attila-detail-no-tiles = Keine Aktionsplättchen mehr

## Dschunke
pic-junk-grey = Grau
pic-junk-orange = Orange
pic-junk-lilac = Lila
pic-junk-brown = Braun
pic-junk-white = Weiß
pic-junk-good-fish = Fisch
pic-junk-good-rice = Reis
pic-junk-good-spice = Gewürze
pic-junk-good-vegetables = Gemüse
pic-junk-load = laden { $count }
pic-junk-sell = verkaufen { $count }
pic-junk-draw = ziehen { $count }
pic-junk-merchant = Kaufmann
pic-junk-layers = { $count ->
    [one] 1 Lage
   *[other] { $count } Lagen
}
pic-junk-market = Markt
pic-junk-yen = { $yen } Yüan
pic-junk-yen-unit = Yüan
pic-junk-yen-shown = Yüan gezeigt
pic-junk-yen-secret = Yüan, geheim
pic-junk-special = Sonderkarte
pic-junk-assistants = Gehilfen in dieser Runde: { $list }
pic-junk-piers = Kais: { $list }
pic-junk-cards = { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}
pic-junk-strips = { $strips ->
    [one] 1 Streifen
   *[other] { $strips } Streifen
}
pic-junk-face-down = { $specials } verdeckt
pic-junk-ready = ✓ bereit
# Dauerhafte Sonderkarten, offen vor einem Spieler, kurz.
pic-junk-perm-extra-supply = +1 Nachschub
pic-junk-perm-tie-breaker = siegt bei Gleichstand
pic-junk-perm-exchange = 2 Waren tauschen

pic-junk-detail-junk = Dschunke { $junk }
pic-junk-detail-pile = Warenkarten: { $good }, { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
pic-junk-detail-pile-hidden = Warenkarten: { $good }, in dieser Phase verdeckt
pic-junk-detail-no-pile = Keine Warenkarten
pic-junk-detail-layers = Lagen, von unten:
pic-junk-detail-no-layers = Noch keine Streifen geladen
pic-junk-detail-layer = Lage { $n }: { $strips }
pic-junk-detail-free = frei
pic-junk-detail-crates = Sichtbare Kisten: { $list }
pic-junk-detail-no-crates = Keine sichtbaren Kisten
pic-junk-detail-merchant = Kaufmann: { $work }
pic-junk-detail-hidden-merchant = verdeckt

## Chinesische Mauer
pic-gw-title = { $game } · Zug { $turn }
pic-gw-tokens-left = Ruhmeskärtchen übrig: { $count }
pic-gw-final-round = Letzte Runde: { $seat } hat alle Karten gespielt
pic-gw-checks-only = Letzte Runde vorbei: nur noch Mehrheiten prüfen
pic-gw-section = Bauabschnitt { $n }
pic-gw-closed = geschlossen
pic-gw-first = auf { $card }
pic-gw-more = { $count ->
    [one] 1 weitere Karte
   *[other] { $count } weitere Karten
}
pic-gw-no-cards = Noch keine Karten
pic-gw-fame = Ruhm
pic-gw-tokens-won = { $tokens ->
    [one] Kärtchen gewonnen
   *[other] Kärtchen gewonnen
}
pic-gw-hand = Hand { $hand }
pic-gw-deck = Stapel { $deck }
pic-gw-tokens-count = { $tokens ->
    [one] 1 Kärtchen gewonnen
   *[other] { $tokens } Kärtchen gewonnen
}
pic-gw-card-wall = Mauer
pic-gw-card-gate = Tor
pic-gw-card-watchtower = Wachturm
pic-gw-card-noble = Adliger
pic-gw-card-warrior = Kämpfer
pic-gw-card-horseman = Reiter
pic-gw-card-dragon = Drache

pic-gw-detail-closed = Bauabschnitt { $n }: geschlossen, keine Ruhmeskärtchen mehr
pic-gw-detail-tokens = Ruhmeskärtchen zu gewinnen: { $list }
pic-gw-detail-no-tokens = Keine Ruhmeskärtchen mehr zu gewinnen
pic-gw-detail-first = Erstes Ruhmeskärtchen: { $value }, { $seat } (Karte: { $card })
pic-gw-detail-covering = { $card } über { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
pic-gw-detail-player = { $seat }: Wert { $value } · { $cards }
pic-gw-detail-no-cards = keine Karten
pic-gw-detail-leads = In Führung: { $seats }
pic-gw-detail-no-lead = Noch führt niemand

## Im Jahr des Drachen
pic-dragon-title = Monat { $month } von { $months }: { $event }
pic-dragon-title-draft = { $game } · Startauswahl
pic-dragon-super = Superereignis im Monat 7: { $name }
pic-dragon-groups = Aktionsgruppen
pic-dragon-track = Personenleiste
pic-dragon-wall = Mauer: { $count ->
    [one] 1 Abschnitt
   *[other] { $count } Abschnitte
}
pic-dragon-legend = Paläste: Eine dunkle Etage ist bewohnt, eine helle ist leer.
pic-dragon-yuan = { $yuan } Yuan
pic-dragon-rice = { $rice } Reis
pic-dragon-fireworks = { $fireworks ->
    [one] 1 Feuerwerk
   *[other] { $fireworks } Feuerwerke
}
pic-dragon-privileges = { $privileges ->
    [one] 1 Privileg
   *[other] { $privileges } Privilegien
}
pic-dragon-cards = { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}
pic-dragon-e-peace = Ruhe
pic-dragon-e-tribute = Kaisertribut
pic-dragon-e-drought = Dürre
pic-dragon-e-festival = Drachenfest
pic-dragon-e-mongols = Mongolensturm
pic-dragon-e-contagion = Krankheit
pic-dragon-c-taxes = Steuern
pic-dragon-c-build = Bauen
pic-dragon-c-harvest = Ernte
pic-dragon-c-fireworks = Feuerwerk
pic-dragon-c-parade = Parade
pic-dragon-c-research = Studium
pic-dragon-c-privilege = Privileg
pic-dragon-c-wall = Mauer

pic-dragon-detail-month = Monat { $month }: { $event }
pic-dragon-detail-aged = { $person } ({ $old ->
    [1] alt
   *[other] jung
})
pic-dragon-detail-palaces = Paläste von { $seat }
pic-dragon-detail-palace = { $n }) { $floors ->
    [one] 1 Stockwerk
   *[other] { $floors } Stockwerke
}: { $residents }
pic-dragon-detail-empty = { $floors ->
    [one] 1 Stockwerk leer
   *[other] { $floors } Stockwerke leer
}
pic-dragon-detail-track = Personenleiste: Feld { $space }
pic-dragon-detail-wall-tiles = { $count ->
    [one] noch 1 Mauerplättchen zu bauen
   *[other] noch { $count } Mauerplättchen zu bauen
}

## Das Diagramm der Ergebnisse: die Punkte jedes Spielers im Spielverlauf

pic-chart-title-month = Punkte Monat für Monat
pic-chart-title-turn = Punkte Zug für Zug
pic-chart-title-round = Punkte Runde für Runde
pic-chart-title-yen = Yüan Runde für Runde
pic-chart-x-month = Monat
pic-chart-x-turn = Zug
pic-chart-x-round = Runde

## Das Diagramm der Analyse: die Siegchance jedes Spielers im Spielverlauf

pic-chances-title = Siegchance, Zug für Zug
# Die x-Achse zählt Monate, Züge oder Runden des Spiels (pic-chart-x-*);
# Züge nur bei einer Analyse, die gespeichert wurde, bevor Entscheidungen
# ihre Runde behielten.
pic-chances-x = Zug
pic-chances-y = Siegchance
# Zwei Spieler: Die Linie ist die Chance des ersten Spielers, die Fläche
# darunter seine, die Fläche darüber die des Gegners.
pic-chances-y-two = Siegchance von { $seat }
pic-chances-unit = beim letzten Zug

## Das Detailbild (der Knopf Details): was auf dem Spielplan keinen Platz hat.
pic-details-title = { $game } · { $what }
pic-details-dragon = Paläste und Bewohner
pic-details-dragon-persons = { $persons ->
    [one] 1 Person
   *[other] { $persons } Personen
}
pic-details-dragon-empty = { $empty ->
    [one] 1 leeres Stockwerk
   *[other] { $empty } leere Stockwerke
}
pic-details-dragon-legend = ▲3: ein Palast mit 3 Stockwerken, dann seine Bewohner vom Erdgeschoss aufwärts, jeder mit der Zahl der Symbole auf seinem Plättchen (Helme, Mörser, Buddhas…); – ein leeres Stockwerk.
pic-dragon-short-craftsman = Ha
pic-dragon-short-court-lady = Ho
pic-dragon-short-tax-collector = St
pic-dragon-short-pyrotechnist = Fe
pic-dragon-short-warrior = Kr
pic-dragon-short-monk = Mö
pic-dragon-short-healer = He
pic-dragon-short-farmer = Ba
pic-dragon-short-scholar = Ge
pic-details-junk = die Lagen jeder Dschunke
pic-details-junk-pile = { $good } · { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
pic-details-junk-pile-hidden = { $good } · jetzt verdeckt
pic-details-junk-legend = Lagen von oben nach unten, von unten gezählt: wessen Streifen auf jedem der drei Plätze einer Lage liegt; · ein leerer Platz. Die von oben sichtbaren Kisten zählen.
pic-details-ming = Provinzen und Bezirke
pic-details-ming-province = Provinz { $colour }
pic-details-ming-space = Feld:
pic-details-ming-legend = Feld: die offene Karte der Provinz und die dort wartenden Mitglieder. ♛ der Prinz, ✚ das Kloster und wessen Mitglied darin sitzt, dann die Mitglieder jeder Familie; N die neutrale Familie.
pic-details-attila = die Karte
pic-details-attila-tribes = Stämme
pic-details-attila-legend = ★ Startprovinz eines Stammes · ☮5 im 5. Jahrhundert befriedet · gestrichelt: Grenze über das Meer.
