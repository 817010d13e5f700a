# Dschunke (Giunca), italiano, con i termini del regolamento italiano.
# Gli id iniziano con `junk-`. Argomenti: `seat`, `owner`, `winners` sono
# giocatori (diventano i loro nomi); `junk`, `good`, `cards`, `card`, `pier`
# sono messaggi annidati; i numeri scelgono le forme del plurale.

## Giunche, merci e moli

junk-name-grey = giunca grigia
junk-name-orange = giunca arancione
junk-name-lilac = giunca viola
junk-name-brown = giunca marrone
junk-name-white = giunca bianca

# Una merce come nome, con l'articolo: "2 yen per il pesce".
junk-good-fish = il pesce
junk-good-rice = il riso
junk-good-spice = le spezie
junk-good-vegetables = le verdure

# Carte risorsa contate; 0 nomina il tipo ("carte pesce").
junk-cards-fish = { $count ->
    [0] carte pesce
    [one] una carta pesce
   *[other] { $count } carte pesce
}
junk-cards-rice = { $count ->
    [0] carte riso
    [one] una carta riso
   *[other] { $count } carte riso
}
junk-cards-spice = { $count ->
    [0] carte spezie
    [one] una carta spezie
   *[other] { $count } carte spezie
}
junk-cards-vegetables = { $count ->
    [0] carte verdure
    [one] una carta verdure
   *[other] { $count } carte verdure
}

# I quattro moli delle carte speciali, con il loro simbolo.
junk-pier-square = molo del quadrato
junk-pier-circle = molo del cerchio
junk-pier-triangle = molo del triangolo
junk-pier-star = molo della stella

## Carte speciali: i titoli del regolamento, resi in una sola forma (un
## imperativo, come i pulsanti) e con un solo nome per la giunca, che il
## regolamento chiama altrove anche "barca"; il significato non cambia.

junk-special-extra-supply = Prendi una carta risorsa a scelta
junk-special-tie-breaker = Vinci le offerte in pareggio
junk-special-exchange = Scambia due carte risorsa a scelta
junk-special-load-any = Carica una giunca a scelta
junk-special-draw-any = Pesca carte risorsa da una giunca a scelta
junk-special-move-strip = Sposta una tua barra di merce
junk-special-sell-on = Vendi merci sulla { $junk }
junk-special-bonus-8 = Bonus di { $yen } yen: { $crates } casse sulla { $junk }
junk-special-bonus-12 = Bonus di { $yen } yen: { $crates } casse sulla { $junk } e { $crates2 } sulla { $junk2 }

## Azioni (pulsanti)

junk-act-pick = Scegli { $cards }
junk-act-place-strip = Carica la barra di { $owner } sulla { $junk }
junk-act-give = Restituisci { $cards }
junk-act-take = Prendi { $cards } dalla { $junk }
junk-act-exchange-done = Termina lo scambio
junk-act-pass = Passa (nessuna azione possibile)
junk-act-end-turn = Fine turno
junk-act-pier = Esamina il { $pier } ({ $count ->
    [one] 1 carta
   *[other] { $count } carte
})
junk-act-take-yen = Prendi invece { $yen } yen
junk-act-take-special = Prendi «{ $card }»
junk-act-load = Carica { $strips ->
    [one] 1 barra
   *[other] { $strips } barre
} sulla { $junk }
junk-act-sell = Vendi sulla { $junk } per { $yen } yen
junk-act-draw = Prendi { $count ->
    [one] 1 carta
   *[other] { $count } carte
} dalla { $junk }
junk-act-assistant-load = Carica { $strips ->
    [one] 1 barra
   *[other] { $strips } barre
} con l'assistente
junk-act-assistant-sell = { $yen ->
    [0] Vendi con l'assistente
   *[other] Vendi con l'assistente (almeno { $yen } yen)
}
junk-act-assistant-draw = { $count ->
    [0] Pesca con l'assistente
   *[other] Pesca con l'assistente (almeno { $count } carte)
}
junk-act-play = Gioca «{ $card }»
junk-act-move-from = Sposta una barra dalla { $junk }
junk-act-move-to = Spostala sulla { $junk }
junk-act-offer = Offri { $cards }
junk-act-offer-count = Offri { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
junk-act-no-offer = Non offrire nulla
junk-act-back = Indietro

## Eventi (il registro)

junk-ev-opening-picked = { $seat } ha scelto le sue carte iniziali.
junk-ev-dealt = Le carte risorsa iniziali vengono mescolate e distribuite, { $count } a ciascun giocatore.
junk-ev-strip-placed = { $seat } carica una barra di { $owner } sulla { $junk }.
# Voci di junk-ev-merchants-revealed.
junk-merchant-load = carico sulla { $junk }
junk-merchant-sell = vendita sulla { $junk }
junk-merchant-draw = pesca sulla { $junk }
junk-ev-merchants-revealed = I mercanti vengono scoperti: { $merchants }.
# Voci di junk-ev-round-begins.
junk-price-yen = { $yen } yen per { $good }
junk-price-special = una carta speciale per { $good }
junk-ev-round-begins = Round { $round } di { $rounds }: il mercato paga { $prices }.
junk-ev-exchanged = { $seat } scambia { $gave } con { $took }.
junk-ev-exchange-skipped = { $seat } non scambia carte.
junk-ev-pier-chosen = { $seat } esamina il { $pier } e sceglie una carta speciale.
junk-ev-special-card = Prendi «{ $card }».
junk-ev-permanent-shown = { $seat } prende «{ $card }» e la scopre.
junk-ev-yen-instead = { $seat } prende { $yen } yen invece di una carta speciale.
# Voci di junk-ev-money-shown.
junk-money-entry = { $seat } { $yen } yen
junk-ev-money-shown = Evento Y: ognuno rivela il proprio denaro: { $money }.
junk-ev-loaded = { $seat } carica { $strips ->
    [one] una barra
   *[other] { $strips } barre
} sulla { $junk }.
junk-ev-sold = { $seat } vende sulla { $junk } per { $yen } yen.
junk-ev-drew = { $seat } prende { $cards } dalla { $junk }.
junk-ev-drew-nothing = { $seat } non ha casse visibili sulla { $junk } e non pesca carte.
junk-ev-lost = Le giunche non hanno più carte risorsa: { $seat } rinuncia a { $count ->
    [one] una carta
   *[other] { $count } carte
}.
junk-ev-moved = { $seat } sposta una barra dalla { $from } alla { $to }.
junk-ev-passed = { $seat } non può usare né mercanti né assistenti e passa.
junk-ev-card-played = { $seat } gioca «{ $card }».
junk-ev-offer-ready = { $seat } ha preparato la sua offerta.
# Voci di junk-ev-offers.
junk-offer-entry = { $seat } offre { $cards }
junk-offer-none = { $seat } non offre nulla
junk-ev-offers = Offerte scoperte: { $offers }.
junk-ev-offers-none = Offerte scoperte: nessuno offre carte, la vendita è finita.
junk-ev-sale-won = { $winners } vince l'offerta per { $good } e incassa { $yen } yen.
junk-ev-sale-won-special = { $winners } vince l'offerta per { $good } e sceglie una carta speciale.
junk-ev-sale-tied = { $winners } pareggiano l'offerta per { $good }: { $yen ->
    [0] non prendono niente (per arrotondamento)
   *[other] dividono gli yen e ne prendono { $yen } a testa
}.
junk-ev-sale-tied-special = { $winners } pareggiano l'offerta per { $good }: nessuno prende la carta speciale.
junk-ev-start-player = { $seat } è il nuovo primo giocatore.
# Voci di junk-ev-final-scores.
junk-final-entry = { $seat } { $money } + { $bonus } = { $total } yen
junk-ev-final-scores = Punteggio finale, denaro + bonus di fine partita: { $scores }.
junk-ev-game-over = La partita è finita: { $count ->
    [one] vince { $winners }
   *[other] { $winners } condividono la vittoria
}. Denaro finale: { $scores }.

## Il titolo del tabellone

junk-title = Round { $round } di { $rounds } · { $phase }
junk-title-opening-picks = Preparazione: scegli le carte iniziali
junk-title-place-strips = Preparazione: carica le barre ricevute
junk-title-over = Partita finita
junk-phase-exchange = Fase 1: scambio delle merci
junk-phase-event-special = Evento S: carte speciali
junk-phase-actions = Fase 2: azioni dei giocatori
junk-phase-supply = Fase 3: rifornimento delle carte risorsa
junk-phase-offers = Fase 4: vendita delle merci
junk-phase-sale-special = Fase 4: una carta speciale per la vendita

## Opzioni, per la sala d'attesa

junk-option-variant-setup = Variante alla preparazione: mercanti coperti su giunche a caso, barre passate da destra
junk-option-opening-hands-chosen = Carte iniziali scelte in segreto, mescolate e distribuite
junk-option-opening-hands-dealt = Carte iniziali distribuite, lo stesso numero per ogni merce

# The tie-break named in the results.
junk-tiebreak = maggior numero di carte risorse ancora in mano

## I risultati: un pareggio agli yen, deciso dalle carte risorse in mano

junk-tiebreak-ahead = { $tied } hanno { $score } yen; { $ahead } { $lead ->
    [one] ha
   *[other] hanno
} più carte risorse in mano.
