# Ming Dynastie in italiano, con i termini del regolamento italiano
# (membri della famiglia, spazio provincia, carte movimento, carta dragone,
# carte ritorno, tessere provincia, giocatore neutrale, primo giocatore).
# Argomenti: `seat`, `seats`, `other` sono giocatori (diventano i loro nomi);
# `district`, `colour`, `city`, `card`, `tiles` sono messaggi qui sotto; i
# numeri scelgono le forme del plurale.

## I colori delle province, con le chiavi di data/ming/board.toml.
## ming-colour-*: maschile (distretto, spazio provincia); ming-colour-f-*:
## femminile (città, tessera); ming-tiles-*: tessere, con il numero.

ming-colour-white = bianco
ming-colour-orange = arancione
ming-colour-green = verde
ming-colour-pink = rosa
ming-colour-yellow = giallo
ming-colour-blue = blu

ming-colour-f-white = bianca
ming-colour-f-orange = arancione
ming-colour-f-green = verde
ming-colour-f-pink = rosa
ming-colour-f-yellow = gialla
ming-colour-f-blue = blu

ming-tiles-white = { $count ->
    [one] una tessera bianca
   *[other] { $count } tessere bianche
}
ming-tiles-orange = { $count ->
    [one] una tessera arancione
   *[other] { $count } tessere arancioni
}
ming-tiles-green = { $count ->
    [one] una tessera verde
   *[other] { $count } tessere verdi
}
ming-tiles-pink = { $count ->
    [one] una tessera rosa
   *[other] { $count } tessere rosa
}
ming-tiles-yellow = { $count ->
    [one] una tessera gialla
   *[other] { $count } tessere gialle
}
ming-tiles-blue = { $count ->
    [one] una tessera blu
   *[other] { $count } tessere blu
}

## I tipi di carta: i tre simboli di attraversamento e il dragone.

ming-card-horse = cavallo
ming-card-boat = barca
ming-card-sedan = portantina
ming-card-dragon = dragone

# Un distretto: il colore della provincia e il numero, "bianco 2".
ming-district = { $colour } { $n }

# Il numero stampato su una carta ritorno.
ming-return-value = { $value }

## Le azioni (prima il verbo, senza punto finale).

ming-place-prince = Piazza il principe in { $district }
ming-place-neutral = Piazza un membro neutro in { $district }
ming-place-member = Piazza un membro sullo spazio { $colour }
ming-take-card = Prendi la carta { $card } (spazio { $colour })
ming-take-dragon = Prendi un dragone (perdi 1 membro, spazio { $colour })
ming-step = Muovi in { $district } (carta { $card })
ming-stop = Fermati in { $district }
ming-stay = Resta in { $district } (scarta una carta)
ming-discard = Scarta una carta { $card }
ming-pass = Passa (fine della fase)
ming-bring-none = Non spostare membri in { $district }
ming-bring = { $count ->
    [one] Sposta 1 membro in { $district }
   *[other] Sposta { $count } membri in { $district }
}
ming-bring-monastery = { $count ->
    [one] Sposta 1 sul monastero di { $district }
   *[other] Sposta { $count } in { $district }, 1 sul monastero
}
ming-return = { $count ->
    [one] Gioca la carta ritorno { $cards }
   *[other] Gioca le carte ritorno { $cards } (totale { $total })
}
ming-choose-start-self = Inizia tu il round { $round }
ming-choose-start = Fai iniziare { $seat } nel round { $round }
ming-return-neutral = Riporta un membro neutro in { $district }

## Gli eventi.

ming-prince-placed = { $seat } piazza il principe in { $district } e prende { $tiles }.
ming-neutral-placed = { $seat } piazza un membro neutro in { $district }.
ming-member-placed = { $seat } piazza un membro sullo spazio { $colour }.
ming-took-card = { $seat } prende la carta { $card } dallo spazio { $colour }; al suo posto viene scoperta una carta { $next }.
ming-took-card-last = { $seat } prende la carta { $card } dallo spazio { $colour }; non restano carte per sostituirla.
ming-took-dragon = { $seat } rimuove un membro dallo spazio { $colour } e prende una carta dragone.
ming-stepped = Il principe di { $seat } va in { $district } con una carta { $card }.
ming-moved = { $count ->
    [one] Il principe di { $seat } si ferma in { $district } dopo aver attraversato un confine.
   *[other] Il principe di { $seat } si ferma in { $district } dopo aver attraversato { $count } confini.
}
ming-stayed = { $seat } scarta una carta { $card } e lascia il principe in { $district }.
ming-brought-none = { $seat } non sposta membri in { $district }.
ming-brought = { $count ->
    [one] { $seat } sposta un membro in { $district }.
   *[other] { $seat } sposta { $count } membri in { $district }.
}
ming-brought-monastery = { $count ->
    [one] { $seat } sposta un membro sul monastero di { $district }.
   *[other] { $seat } sposta { $count } membri in { $district }, uno sul monastero.
}
ming-brought-monastery-displacing = { $count ->
    [one] { $seat } sposta un membro sul monastero di { $district }; il membro di { $other } che lo occupava passa nello spazio aperto.
   *[other] { $seat } sposta { $count } membri in { $district }, uno sul monastero; il membro di { $other } che lo occupava passa nello spazio aperto.
}
ming-passed = { $seat } passa.
ming-to-city = { $count ->
    [one] { $seat } sposta un membro da { $district } nella città { $city } e prende { $tiles }.
   *[other] { $seat } sposta { $count } membri da { $district } nella città { $city } e prende { $tiles }.
}
ming-to-city-no-tile = { $count ->
    [one] { $seat } sposta un membro da { $district } nella città { $city }; le tessere di quel colore sono esaurite.
   *[other] { $seat } sposta { $count } membri da { $district } nella città { $city }; le tessere di quel colore sono esaurite.
}
ming-neutral-to-city = { $count ->
    [one] Il giocatore neutrale sposta un membro da { $district } nella città { $city }.
   *[other] Il giocatore neutrale sposta { $count } membri da { $district } nella città { $city }.
}
ming-full-set = { $seat } restituisce un set di tessere provincia dei 6 colori e guadagna { $points ->
    [one] un punto
   *[other] { $points } punti
}.
ming-return-chosen = { $seat } ha scelto le carte ritorno.
ming-returns-shown = Città { $city }: { $seat } { $count ->
    [one] gioca la carta ritorno { $cards }
   *[other] gioca le carte ritorno { $cards }
}; { $back ->
    [0] nessun membro torna nei distretti.
    [one] un membro torna nel suo distretto.
   *[other] { $back } membri tornano nei loro distretti.
}
ming-neutral-kept = Città { $city }: il giocatore neutrale vi lascia { $kept ->
    [one] un membro
   *[other] { $kept } membri
} e ne riporta { $back ->
    [one] uno nel suo distretto
   *[other] { $back } nei loro distretti
}.
ming-neutral-keeps-all = Città { $city }: il giocatore neutrale vi lascia { $kept ->
    [one] il suo unico membro
   *[other] tutti i suoi { $kept } membri
}.
ming-neutral-back-all = Città { $city }: { $back ->
    [one] l'unico membro del giocatore neutrale torna nel suo distretto.
   *[other] tutti i { $back } membri del giocatore neutrale tornano nei loro distretti.
}
ming-city-scored = Punti della città { $city }: { $scores } ({ $majority }).
ming-city-no-points = Nessun punto dalla città { $city } ({ $majority }).
ming-majority = bonus di maggioranza per { $seats }
ming-majority-neutral = la maggioranza è del giocatore neutrale
ming-majority-none = in città non resta nessuno
ming-monasteries = Punti dei monasteri: { $scores }.
ming-monasteries-none = Nessuno occupa un monastero: nessun punto.
ming-final-tiles = Punti delle tessere provincia: { $scores }.
ming-start-player = { $seat } prende il segnalino primo giocatore.
ming-neutral-returned = { $seat } riporta un membro neutro in { $district }.
ming-round-begins = Inizia il round { $round }.
ming-game-over = La partita è finita. Punteggi finali: { $scores }. { $count ->
    [one] Vince { $winners }.
   *[other] Vincono a pari merito { $winners }.
}
