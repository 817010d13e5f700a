# Le parole disegnate sulle immagini del tabellone (tavola-pictures), con i
# termini dei regolamenti italiani. Brevi: l'immagine si legge a colpo
# d'occhio, a un terzo della sua grandezza. Parole intere, mai troncate.

pic-passed = passato
pic-over = Partita finita
pic-points-unit = { $points ->
    [one] punto
   *[other] punti
}

pic-detail-player = { $seat }: { $score } { $unit }

## Ming Dynastie
pic-ming-title = { $game } · Round { $round }
pic-ming-next-scoring = Punteggio dopo il round { $round }: set completo { $set } · membro in città { $member }
pic-ming-no-scoring = Nessun punteggio rimasto
pic-ming-decks = Mazzo { $deck } · carte dragone { $dragons }
pic-ming-legend = ♛ principe · ✚ monastero · N neutrale
pic-ming-city = città
pic-ming-cards = { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
}
pic-ming-reserve = riserva { $reserve }
pic-ming-tiles = tessere { $tiles }

pic-ming-detail-neutral = neutrale
pic-ming-detail-prince = Principe: { $seat }
pic-ming-detail-monastery = Monastero: { $family }
pic-ming-detail-members = Membri: { $list }
pic-ming-detail-no-members = Nessun membro
pic-ming-detail-space = Spazio provincia: { $colour }
pic-ming-detail-card = Carta scoperta: { $card }
pic-ming-detail-waiting = Membri in attesa: { $list }
pic-ming-detail-no-waiting = Nessun membro in attesa
pic-ming-detail-city = In città: { $list }
pic-ming-detail-districts = Nei distretti della provincia: { $list }
pic-ming-detail-no-districts = Nessun membro nei distretti della provincia
pic-ming-detail-tiles = Tessere provincia: { $list }

## Attila
pic-attila-title = { $game } · Turno { $turn }
pic-attila-century = Secolo { $century } · influenza +{ $gain } · { $tiles ->
    [one] 1 tessera pace rimasta
   *[other] { $tiles } tessere pace rimaste
}
pic-attila-no-century = Nessuna tessera pace rimasta
pic-attila-deck = Mazzo { $deck } · scarti { $discards }
pic-attila-conflict = Conflitto in { $province }
pic-attila-conflict-status = ⚔ Conflitto in { $province } ({ $id })
pic-attila-legend-start = ★ provincia di partenza
pic-attila-legend-peace = grigio: pacificata in quel secolo
pic-attila-legend-sea = tratteggio: via mare
pic-attila-influence = Influenza
pic-attila-supply-left = Riserva: { $list }
pic-attila-hand = { $hand ->
    [one] 1 carta in mano
   *[other] { $hand } carte in mano
}
pic-attila-now = { $now } contando ora
pic-attila-tile-double = doppio turno
pic-attila-tile-exchange = scambio
pic-attila-tile-influence = influenza 2

pic-attila-detail-peace = Pacificata nel secolo { $century }
pic-attila-detail-tribe = { $tribe }: { $count ->
    [one] 1 segnalino
   *[other] { $count } segnalini
}
pic-attila-detail-leader = più influenza: { $seats } ({ $influence })
pic-attila-detail-no-leader = ancora nessuna influenza
pic-attila-detail-empty = Nessun segnalino
pic-attila-detail-influence = Influenza: { $list }
pic-attila-detail-no-influence = Ancora nessuna influenza
pic-attila-detail-tiles = Tessere azione: { $list }
pic-attila-detail-no-tiles = Nessuna tessera azione rimasta

## Dschunke
pic-junk-grey = Grigia
pic-junk-orange = Arancione
pic-junk-lilac = Lilla
pic-junk-brown = Marrone
pic-junk-white = Bianca
pic-junk-good-fish = pesce
pic-junk-good-rice = riso
pic-junk-good-spice = spezie
pic-junk-good-vegetables = verdure
pic-junk-load = carica { $count }
pic-junk-sell = vendi { $count }
pic-junk-draw = pesca { $count }
pic-junk-merchant = mercante
pic-junk-layers = { $count ->
    [one] 1 strato
   *[other] { $count } strati
}
pic-junk-market = Mercato
pic-junk-yen = { $yen } yen
pic-junk-yen-unit = yen
pic-junk-yen-shown = yen mostrati
pic-junk-yen-secret = yen, segreti
pic-junk-special = carta speciale
pic-junk-assistants = Assistenti di questo round: { $list }
pic-junk-piers = Moli: { $list }
pic-junk-cards = { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
}
pic-junk-strips = { $strips ->
    [one] 1 barra
   *[other] { $strips } barre
}
pic-junk-face-down = { $specials ->
    [one] 1 coperta
   *[other] { $specials } coperte
}
pic-junk-ready = ✓ pronto
# Permanent special cards face up before a player, short.
pic-junk-perm-extra-supply = +1 carta risorsa
pic-junk-perm-tie-breaker = vince i pareggi
pic-junk-perm-exchange = scambio 2 risorse

pic-junk-detail-junk = Giunca { $junk }
pic-junk-detail-pile = Carte risorsa: { $good }, { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
pic-junk-detail-pile-hidden = Carte risorsa: { $good }, nascoste in questa fase
pic-junk-detail-no-pile = Nessuna carta risorsa
pic-junk-detail-layers = Strati, dal basso:
pic-junk-detail-no-layers = Nessuna barra caricata
pic-junk-detail-layer = Strato { $n }: { $strips }
pic-junk-detail-free = libero
pic-junk-detail-crates = Casse visibili: { $list }
pic-junk-detail-no-crates = Nessuna cassa visibile
pic-junk-detail-merchant = Mercante: { $work }
pic-junk-detail-hidden-merchant = coperto

## Chinesische Mauer
pic-gw-title = { $game } · Turno { $turn }
pic-gw-tokens-left = Segnalini fama rimasti: { $count }
pic-gw-final-round = Ultimo giro: { $seat } ha giocato tutte le carte
pic-gw-checks-only = Ultimo giro finito: solo verifiche di maggioranza
pic-gw-section = Sezione { $n }
pic-gw-closed = chiusa
pic-gw-first = su { $card }
pic-gw-more = { $count ->
    [one] 1 altra carta
   *[other] altre { $count } carte
}
pic-gw-no-cards = Ancora nessuna carta
pic-gw-fame = fama
pic-gw-tokens-won = { $tokens ->
    [one] segnalino vinto
   *[other] segnalini vinti
}
pic-gw-hand = mano { $hand }
pic-gw-deck = mazzo { $deck }
pic-gw-tokens-count = { $tokens ->
    [one] 1 segnalino vinto
   *[other] { $tokens } segnalini vinti
}
pic-gw-card-wall = muro
pic-gw-card-gate = porta
pic-gw-card-watchtower = torre
pic-gw-card-noble = nobile
pic-gw-card-warrior = guerriero
pic-gw-card-horseman = cavaliere
pic-gw-card-dragon = dragone

pic-gw-detail-closed = Sezione { $n }: chiusa, nessun segnalino fama rimasto
pic-gw-detail-tokens = Segnalini fama in palio: { $list }
pic-gw-detail-no-tokens = Nessun segnalino fama in palio
pic-gw-detail-first = Primo segnalino: { $value }, { $seat } (carta: { $card })
pic-gw-detail-covering = { $card } sopra { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
pic-gw-detail-player = { $seat }: valore { $value } · { $cards }
pic-gw-detail-no-cards = nessuna carta
pic-gw-detail-leads = In testa: { $seats }
pic-gw-detail-no-lead = Ancora nessuno in testa

## Nell'anno del Dragone
pic-dragon-title = Mese { $month } di { $months }: { $event }
pic-dragon-title-draft = { $game } · scelta iniziale
pic-dragon-super = Super Evento del mese 7: { $name }
pic-dragon-groups = Gruppi di azioni
pic-dragon-track = Percorso persona
pic-dragon-wall = Muraglia: { $count ->
    [one] 1 sezione
   *[other] { $count } sezioni
}
pic-dragon-legend = Palazzi: un piano scuro è abitato da una persona, uno chiaro è vuoto.
pic-dragon-yuan = { $yuan } yuan
pic-dragon-rice = { $rice } riso
pic-dragon-fireworks = { $fireworks ->
    [one] 1 fuoco
   *[other] { $fireworks } fuochi
}
pic-dragon-privileges = { $privileges ->
    [one] 1 privilegio
   *[other] { $privileges } privilegi
}
pic-dragon-cards = { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
}
pic-dragon-e-peace = Pace
pic-dragon-e-tribute = Tributo
pic-dragon-e-drought = Siccità
pic-dragon-e-festival = Festival
pic-dragon-e-mongols = Mongoli
pic-dragon-e-contagion = Contagio
pic-dragon-c-taxes = Tasse
pic-dragon-c-build = Costruire
pic-dragon-c-harvest = Raccolto
pic-dragon-c-fireworks = Fuochi
pic-dragon-c-parade = Parata
pic-dragon-c-research = Ricerca
pic-dragon-c-privilege = Privilegio
pic-dragon-c-wall = Muraglia

pic-dragon-detail-month = Mese { $month }: { $event }
pic-dragon-detail-aged = { $person } ({ $old ->
    [1] anziano
   *[other] giovane
})
pic-dragon-detail-palaces = Palazzi di { $seat }
pic-dragon-detail-palace = { $n }) { $floors ->
    [one] 1 piano
   *[other] { $floors } piani
}: { $residents }
pic-dragon-detail-empty = { $floors ->
    [one] 1 piano vuoto
   *[other] { $floors } piani vuoti
}
pic-dragon-detail-track = Percorso delle persone: casella { $space }
pic-dragon-detail-wall-tiles = { $count ->
    [one] 1 tessera Muraglia ancora da costruire
   *[other] { $count } tessere Muraglia ancora da costruire
}

## Il grafico dei risultati: il punteggio di ogni giocatore lungo la partita

pic-chart-title-month = Punti mese per mese
pic-chart-title-turn = Punti turno per turno
pic-chart-title-round = Punti round per round
pic-chart-title-yen = Yen round dopo round
pic-chart-x-month = Mese
pic-chart-x-turn = Turno
pic-chart-x-round = Round

## Il grafico dell'analisi: la probabilità di vincere di ogni giocatore

pic-chances-title = Probabilità di vincere, mossa per mossa
# The x axis counts the game's own months, turns or rounds (pic-chart-x-*);
# moves only for an analysis stored before decisions kept their round.
pic-chances-x = Mossa
pic-chances-y = Probabilità di vincere
# Two players: the line is the first player's chance, the field below it
# theirs and the field above it their opponent's.
pic-chances-y-two = Probabilità di vincere di { $seat }
pic-chances-unit = all'ultima mossa

## L'immagine dei dettagli (il pulsante Dettagli): ciò per cui il tabellone non ha spazio.
pic-details-title = { $game } · { $what }
pic-details-dragon = palazzi e abitanti
pic-details-dragon-persons = { $persons ->
    [one] 1 persona
   *[other] { $persons } persone
}
pic-details-dragon-empty = { $empty ->
    [one] 1 piano vuoto
   *[other] { $empty } piani vuoti
}
pic-details-dragon-legend = ▲3: un palazzo di 3 piani, poi i suoi abitanti dal pianterreno in su, ciascuno con il numero di simboli della sua tessera (elmi, mortai, Buddha…); – un piano vuoto.
pic-dragon-short-craftsman = Ar
pic-dragon-short-court-lady = Co
pic-dragon-short-tax-collector = Es
pic-dragon-short-pyrotechnist = Pi
pic-dragon-short-warrior = Gu
pic-dragon-short-monk = Mo
pic-dragon-short-healer = Gr
pic-dragon-short-farmer = Cn
pic-dragon-short-scholar = St
pic-details-junk = gli strati di ogni giunca
pic-details-junk-pile = { $good } · { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
pic-details-junk-pile-hidden = { $good } · coperta ora
pic-details-junk-legend = Strati dall'alto in basso, numerati dal fondo: di chi è la striscia in ciascuno dei tre posti di uno strato; · un posto vuoto. Fanno punti le casse visibili dall'alto.
pic-details-ming = province e distretti
pic-details-ming-province = Provincia: { $colour }
pic-details-ming-space = Spazio:
pic-details-ming-legend = Spazio: la carta scoperta della provincia e i membri che vi attendono. ♛ il principe, ✚ il monastero e la famiglia del membro che vi siede, poi i membri di ogni famiglia; N la famiglia neutrale.
pic-details-attila = la mappa
pic-details-attila-tribes = Tribù
pic-details-attila-legend = ★ provincia di partenza di una tribù · ☮5 pacificata nel V secolo · tratteggio: confine via mare.
