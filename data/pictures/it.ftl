# Le parole disegnate sulle immagini del tabellone (tavola-pictures), con i
# termini dei regolamenti italiani. Brevi: l'immagine si legge sul telefono.

pic-players = Giocatori
pic-passed = ha passato
pic-over = Partita finita: punteggi finali

## Ming Dynastie
pic-ming-title = Ming Dynastie · round { $round }
pic-ming-next-scoring = Prossimo punteggio dopo il round { $round }: set completo { $set } · membro in città { $member }
pic-ming-no-scoring = Nessun punteggio rimasto
pic-ming-decks = Mazzo { $deck } · carte dragone { $dragons }
pic-ming-legend = Confini: { $symbols } · ♛ principe · ✚ monastero · N neutrale
pic-ming-provinces = Spazi provincia e città
pic-ming-city = città
pic-ming-player = { $points } pt · { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
} · riserva { $reserve } · tessere { $tiles }

## Attila
pic-attila-title = Attila · turno { $turn }
pic-attila-century = Secolo { $century } · influenza +{ $gain } · tessere pace rimaste { $tiles }
pic-attila-no-century = Nessuna tessera pace rimasta
pic-attila-deck = Mazzo { $deck } · scarti { $discards }
pic-attila-conflict = Conflitto in { $province }
pic-attila-peace = pace { $century }
pic-attila-legend = ★ provincia di partenza · grigio: pacificata · tratteggio: via mare
pic-attila-influence = Influenza
pic-attila-supply = Riserva
pic-attila-player = { $points } pt · { $now } se si contasse ora · mano { $hand } · tessere: { $tiles }
pic-attila-tile-double = doppio turno
pic-attila-tile-exchange = scambio
pic-attila-tile-influence = influenza 2

## Dschunke
pic-junk-grey = Grigia
pic-junk-orange = Arancione
pic-junk-lilac = Lilla
pic-junk-brown = Marrone
pic-junk-white = Bianca
pic-junk-good-fish = pesce
pic-junk-good-rice = riso
pic-junk-good-spice = spezie
pic-junk-good-vegetables = verdura
pic-junk-load = carica { $count }
pic-junk-sell = vendi { $count }
pic-junk-draw = pesca { $count }
pic-junk-merchant = mercante
pic-junk-layers = { $count ->
    [one] 1 strato
   *[other] { $count } strati
}
pic-junk-legend = Ogni giunca vista dall'alto (le casse visibili), poi i suoi strati, dall'alto; ⚓ il suo mercante.
pic-junk-market = Mercato
pic-junk-yen = { $yen } yen
pic-junk-shown = { $yen } yen mostrati
pic-junk-special = carta speciale
pic-junk-assistants = Assistenti di questo round: { $list }
pic-junk-piers = Moli: { $list }
pic-junk-player = { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
} · { $strips } barre · { $specials } coperte

## Chinesische Mauer
pic-gw-title = Chinesische Mauer · turno { $turn }
pic-gw-tokens-left = Segnalini fama rimasti: { $count }
pic-gw-final-round = Ultimo giro: { $seat } ha giocato tutte le carte
pic-gw-checks-only = Ultimo giro finito: solo verifiche di maggioranza
pic-gw-section = Sezione { $n }
pic-gw-closed = Sezione { $n }: chiusa
pic-gw-first = su { $card }
pic-gw-no-cards = Ancora nessuna carta
pic-gw-values = Valore:
pic-gw-fame = fama { $fame }
pic-gw-player = mano { $hand } · mazzo { $deck } · { $tokens ->
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

## Nell'anno del Dragone
pic-dragon-title = Nell'anno del Dragone · mese { $month } di { $months }
pic-dragon-title-draft = Nell'anno del Dragone · scelta iniziale
pic-dragon-events = Eventi
pic-dragon-super = Super Evento del mese 7: { $name }
pic-dragon-groups = Gruppi di azioni
pic-dragon-track = Percorso persona
pic-dragon-wall = Muraglia: { $count ->
    [one] 1 sezione
   *[other] { $count } sezioni
}
pic-dragon-legend = Palazzi piano per piano, il piano terra in basso; ★ una persona anziana.
pic-dragon-player = { $points } pt · { $yuan } yuan · { $rice } riso · { $fireworks } fuochi · { $privileges ->
    [one] 1 privilegio
   *[other] { $privileges } privilegi
} · { $cards ->
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
pic-dragon-p-craftsman = Artigiano
pic-dragon-p-court-lady = Cortig.
pic-dragon-p-tax-collector = Esattore
pic-dragon-p-pyrotechnist = Pirotec.
pic-dragon-p-warrior = Guerriero
pic-dragon-p-monk = Monaco
pic-dragon-p-healer = Guaritore
pic-dragon-p-farmer = Contadino
pic-dragon-p-scholar = Studioso
