# Parole di Attila (it). Gli id dei messaggi cominciano con `attila-`.
# Argomenti: `seat` è il nome di un giocatore; `province` il nome di una
# provincia (map.toml); `tribe` e `the-tribe` sono i messaggi attila-tribe-*,
# attila-of-* o attila-the-* qui sotto, nella forma che la frase richiede; i
# numeri scelgono le forme del plurale. I termini sono quelli del regolamento
# italiano: segnalino tribù, tessera pace, tessera azione, scala
# dell'influenza, conflitto, secolo.

## Le tribù, nelle forme che servono alle frasi.

attila-tribe-franks = Franchi
attila-tribe-huns = Unni
attila-tribe-goths = Goti
attila-tribe-saxons = Sassoni
attila-tribe-teutons = Teutoni
attila-tribe-vandals = Vandali

# Con l'articolo: "i più deboli se ne vanno: i Franchi".
attila-the-franks = i Franchi
attila-the-huns = gli Unni
attila-the-goths = i Goti
attila-the-saxons = i Sassoni
attila-the-teutons = i Teutoni
attila-the-vandals = i Vandali

# Di chi è una carta, un segnalino, una scala: "una carta dei Franchi".
attila-of-franks = dei Franchi
attila-of-huns = degli Unni
attila-of-goths = dei Goti
attila-of-saxons = dei Sassoni
attila-of-teutons = dei Teutoni
attila-of-vandals = dei Vandali

# Carte di una tribù: "2 carte dei Vandali".
attila-tribe-cards = { $count ->
    [one] una carta { $tribe }
   *[other] { $count } carte { $tribe }
}

# Un numero accanto a una tribù: "Franchi 4" (forza, punti, carte).
attila-tribe-count = { $tribe } { $count }

## Le azioni: prima il verbo, senza punto finale.

attila-act-play = Gioca una carta { $tribe }
attila-act-place = Piazza un segnalino { $tribe } in { $province }
attila-act-gain = Avanza di { $count } nella scala { $tribe }
attila-act-second-token = Piazza un secondo segnalino { $tribe }
attila-act-commit = Gioca coperta una carta { $tribe }
attila-act-commit-done = { $count ->
    [0] Non giocare carte
    [one] Fatto: 1 carta coperta
   *[other] Fatto: { $count } carte coperte
}
attila-act-tile-double = Usa doppio turno: una carta in più
attila-act-tile-exchange = Usa scambio: cambia carte
attila-act-tile-influence = Usa influenza 2: +2 d'influenza
attila-act-discard = Scarta una carta { $tribe }
attila-act-discard-done = { $count ->
    [0] Tieni tutte le carte
    [one] Pesca 1 carta nuova
   *[other] Pesca { $count } carte nuove
}
attila-act-end-turn = { $count ->
    [0] Termina il turno
    [one] Termina il turno e pesca 1 carta
   *[other] Termina il turno e pesca { $count } carte
}

## Gli eventi.

attila-placed = { $seat } piazza un segnalino { $tribe } in { $province }.
attila-placed-second = { $seat } piazza un secondo segnalino { $tribe } in { $province } invece di guadagnare influenza.
attila-influence = { $gain ->
    [one] { $seat } avanza di una casella nella scala dell'influenza { $tribe }, ora sulla casella { $space }.
   *[other] { $seat } avanza di { $gain } caselle nella scala dell'influenza { $tribe }, ora sulla casella { $space }.
}
attila-conflict = Conflitto in { $province }: ogni giocatore, a partire da quello attivo, può giocare carte coperte.
attila-committed = { $count ->
    [0] { $seat } non gioca carte.
    [one] { $seat } gioca una carta coperta.
   *[other] { $seat } gioca { $count } carte coperte.
}
attila-committed-yours = Le tue carte coperte: { $cards }.
attila-committed-none-yours = Non giochi carte in questo conflitto.
attila-revealed-play-one = { $seat }: { $cards }
attila-revealed-play = { $seat }: { $count } carte ({ $tribes })
attila-revealed = Carte scoperte in { $province }: { $plays }. Forza: { $strengths }.
attila-revealed-none = Nessuno ha giocato carte in { $province }. Forza: { $strengths }.
attila-left = { $count ->
    [one] In { $province } la tribù più debole lascia la provincia: { $tribes }.
   *[other] In { $province } le tribù più deboli lasciano la provincia: { $tribes }.
}
attila-peace = Torna la pace in { $province }: la chiude una tessera pace del { $century }° secolo.
attila-gain = { $seat } +{ $points } ({ $tribes })
attila-scoring-century = Fine del { $century }° secolo, si assegnano i punti delle tribù: { $gains }.
attila-scoring-century-none = Fine del { $century }° secolo, si assegnano i punti delle tribù: nessuno guadagna punti.
attila-scoring-final = Punteggio finale delle tribù: { $gains }.
attila-scoring-final-none = Punteggio finale delle tribù: nessuno guadagna punti.
attila-tile-double-used = { $seat } usa la tessera doppio turno: una carta in più in questo turno.
attila-tile-exchange-used = { $seat } usa la tessera scambio: scarta carte e ne pesca altrettante.
attila-tile-influence-used = { $seat } usa la tessera influenza 2: 2 caselle d'influenza, su una tribù o su due.
attila-exchanged = { $count ->
    [0] { $seat } tiene tutte le carte.
    [one] { $seat } scarta una carta.
   *[other] { $seat } scarta { $count } carte.
}
attila-drew = { $count ->
    [0] { $seat } non pesca carte.
    [one] { $seat } pesca una carta.
   *[other] { $seat } pesca { $count } carte.
}
attila-drew-yours = Hai pescato { $cards }.
attila-ending-peace = L'ultima tessera pace è sul tavoliere: la partita finisce con questo turno.
attila-ending-token = L'ultimo segnalino { $tribe } è sul tavoliere: la partita finisce con questo turno.
attila-ending-track = Un segnalino ha raggiunto l'ultima casella della scala dell'influenza { $tribe }: la partita finisce con questo turno.
attila-ending-blocked = Un intero giro senza segnalini piazzati né tessere usate, e nessuno ha più una carta da piazzare o una tessera da usare: nulla può più cambiare, la partita finisce.
attila-game-over = { $count ->
    [one] La partita è finita. Punteggi finali: { $scores }. Vince { $winners }.
   *[other] La partita è finita. Punteggi finali: { $scores }. Vincono a pari merito { $winners }.
}
