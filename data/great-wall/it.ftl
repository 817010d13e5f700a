# Chinesische Mauer (La Grande Muraglia Cinese), in italiano, con i termini
# del regolamento italiano (segnalini FAMA, sezioni di muraglia, mazzetto).
# Argomenti: `seat`, `owner`, `holder` e `winners` sono giocatori (diventano
# i loro nomi); `section` è il numero di una sezione, lo stesso per tutta la
# partita; `value`, `first` e `second` sono valori di segnalini FAMA; `cards`
# e `card` sono tipi di carta, detti dai messaggi qui sotto; `count` sceglie
# il plurale.

## Tipi di carta. `count` carte: "un muro", "2 muri".

great-wall-card-wall = { $count ->
    [one] un muro
   *[other] { $count } muri
}
great-wall-card-gate = { $count ->
    [one] una porta
   *[other] { $count } porte
}
# "Torre dell'orologio" è il nome del regolamento italiano.
great-wall-card-watchtower = { $count ->
    [one] una torre dell'orologio
   *[other] { $count } torri dell'orologio
}
great-wall-card-noble = { $count ->
    [one] un nobile
   *[other] { $count } nobili
}
great-wall-card-warrior = { $count ->
    [one] un guerriero
   *[other] { $count } guerrieri
}
great-wall-card-horseman = { $count ->
    [one] un cavaliere
   *[other] { $count } cavalieri
}
great-wall-card-dragon = { $count ->
    [one] un dragone
   *[other] { $count } dragoni
}

## Una carta di un altro giocatore: "il muro di Bruno".

great-wall-owned-wall = il muro di { $owner }
great-wall-owned-gate = la porta di { $owner }
great-wall-owned-watchtower = la torre dell'orologio di { $owner }
great-wall-owned-noble = il nobile di { $owner }
great-wall-owned-warrior = il guerriero di { $owner }
great-wall-owned-horseman = il cavaliere di { $owner }
great-wall-owned-dragon = il dragone di { $owner }

## Una carta di chi legge: "il tuo muro".

great-wall-your-wall = il tuo muro
great-wall-your-gate = la tua porta
great-wall-your-watchtower = la tua torre dell'orologio
great-wall-your-noble = il tuo nobile
great-wall-your-warrior = il tuo guerriero
great-wall-your-horseman = il tuo cavaliere
great-wall-your-dragon = il tuo dragone

## Etichette delle azioni: prima il verbo, senza punto finale.

great-wall-take-token = Prendi il segnalino da { $value } della sezione { $section }
great-wall-mark-card = Metti il segnalino da { $value } su { $card } della sezione { $section }
great-wall-draw = Prendi una carta dal mazzetto
great-wall-play = Piazza { $cards }
# Piazzare un cavaliere non costa un'azione.
great-wall-play-free = Piazza { $cards } (azione extra)
great-wall-place-on = Piazza { $cards } nella sezione { $section }
great-wall-place-dragon-last = Piazza il dragone in fondo alla sezione { $section }
great-wall-cover = Copri { $card }
great-wall-back = Indietro
# In mano restano solo cavalieri e il mazzetto è finito.
great-wall-pass = Salta questa azione
# Etichette di un'azione fuori dal suo passo (un pannello vecchio).
great-wall-take-token-bare = Prendi il segnalino da { $value }
great-wall-mark-card-bare = Metti il segnalino su { $card }
great-wall-section = Sezione { $section }
great-wall-place-dragon-last-bare = Piazza il dragone in fondo alla sezione

## Eventi.

great-wall-tokens-revealed = Nella sezione { $section } vengono scoperti i segnalini FAMA da { $first } e da { $second }.
great-wall-pair-discarded = Sezione { $section }: due segnalini FAMA da { $value } vengono scartati (coppia uguale con 2 giocatori) e sostituiti.
great-wall-first-token = { $seat } ha più punti nella sezione { $section } e mette il segnalino FAMA da { $value } su { $card }.
great-wall-section-won = { $seat } vince il segnalino FAMA da { $value } della sezione { $section }; { $holder } prende quello da { $first } che era sulla sua carta. Le carte della sezione vanno nella scatola.
great-wall-section-won-both = { $seat } vince il segnalino FAMA da { $value } della sezione { $section } e prende anche quello da { $first } che era sulla sua carta. Le carte della sezione vanno nella scatola.
great-wall-section-closed = Non restano segnalini FAMA per la sezione { $section }: si gioca con una sezione di muraglia in meno.
great-wall-placed = { $seat } piazza { $cards } nella sezione { $section }.
## Una carta del giocatore di cui si parla: "il proprio muro".

great-wall-own-wall = il proprio muro
great-wall-own-gate = la propria porta
great-wall-own-watchtower = la propria torre dell'orologio
great-wall-own-noble = il proprio nobile
great-wall-own-warrior = il proprio guerriero
great-wall-own-horseman = il proprio cavaliere
great-wall-own-dragon = il proprio dragone

great-wall-covered = Il dragone di { $seat } copre { $card } nella sezione { $section }.
great-wall-drew = { $seat } prende una carta dal suo mazzetto.
# Lo legge solo chi ha preso la carta.
great-wall-drew-card = Hai preso { $card }.
great-wall-passed = { $seat } ha in mano solo cavalieri e salta l'azione.
great-wall-final-round = { $seat } ha giocato tutte le sue carte: inizia l'ultimo giro.
great-wall-placing-over = L'ultimo giro è finito: non si piazzano più carte e i turni continuano solo con i conteggi.
great-wall-game-over = La partita è finita: { $count ->
    [one] vince { $winners }
   *[other] vincono a pari merito { $winners }
}. Punti FAMA: { $scores }.
