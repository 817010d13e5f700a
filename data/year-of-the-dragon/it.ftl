# In the Year of the Dragon, italiano: i termini sono quelli del regolamento
# italiano (Artigiani, Cortigiane, Esattori delle tasse, tessere Riso e Fuochi
# d'artificio, percorso delle persone, "liberare" una persona...). Argomenti come in
# en.ftl: `seat`, `fewest`, `winners` sono giocatori; `tile`, `person`,
# `persons`, `card`, `event`, `cause`, `gain`, `goods`, `reward` sono messaggi
# annidati che portano il proprio articolo; `old` vale 1 per un Anziano.

## Tipi di persona: carta o tipo, tessera con articolo, il tipo al plurale.

dragon-person-craftsman = Artigiano
dragon-person-court-lady = Cortigiana
dragon-person-tax-collector = Esattore delle tasse
dragon-person-pyrotechnist = Pirotecnico
dragon-person-warrior = Guerriero
dragon-person-monk = Monaco
dragon-person-healer = Guaritore
dragon-person-farmer = Contadino
dragon-person-scholar = Studioso

dragon-a-craftsman = un Artigiano
dragon-a-court-lady = una Cortigiana
dragon-a-tax-collector = un Esattore delle tasse
dragon-a-pyrotechnist = { $old ->
    [1] un Pirotecnico anziano
   *[other] un Pirotecnico giovane
}
dragon-a-warrior = { $old ->
    [1] un Guerriero anziano
   *[other] un Guerriero giovane
}
dragon-a-monk = { $old ->
    [1] un Monaco anziano
   *[other] un Monaco giovane
}
dragon-a-healer = { $old ->
    [1] un Guaritore anziano
   *[other] un Guaritore giovane
}
dragon-a-farmer = { $old ->
    [1] un Contadino anziano
   *[other] un Contadino giovane
}
dragon-a-scholar = { $old ->
    [1] uno Studioso anziano
   *[other] uno Studioso giovane
}

dragon-the-craftsman = l'Artigiano
dragon-the-court-lady = la Cortigiana
dragon-the-tax-collector = l'Esattore delle tasse
dragon-the-pyrotechnist = { $old ->
    [1] il Pirotecnico anziano
   *[other] il Pirotecnico giovane
}
dragon-the-warrior = { $old ->
    [1] il Guerriero anziano
   *[other] il Guerriero giovane
}
dragon-the-monk = { $old ->
    [1] il Monaco anziano
   *[other] il Monaco giovane
}
dragon-the-healer = { $old ->
    [1] il Guaritore anziano
   *[other] il Guaritore giovane
}
dragon-the-farmer = { $old ->
    [1] il Contadino anziano
   *[other] il Contadino giovane
}
dragon-the-scholar = { $old ->
    [1] lo Studioso anziano
   *[other] lo Studioso giovane
}

dragon-the-craftsmen = gli Artigiani
dragon-the-court-ladies = le Cortigiane
dragon-the-tax-collectors = gli Esattori delle tasse
dragon-the-pyrotechnists = i Pirotecnici
dragon-the-warriors = i Guerrieri
dragon-the-monks = i Monaci
dragon-the-healers = i Guaritori
dragon-the-farmers = i Contadini
dragon-the-scholars = gli Studiosi

## Carte azione, eventi, Super Eventi, e perché una persona viene liberata.

dragon-card-taxes = Tasse
dragon-card-build = Costruire
dragon-card-harvest = Raccolto
dragon-card-fireworks = Spettacolo pirotecnico
dragon-card-parade = Parata militare
dragon-card-research = Ricerca
dragon-card-privilege = Privilegio
dragon-card-wall = Costruzione della Muraglia

dragon-event-peace = Pace
dragon-event-tribute = Tributo Imperiale
dragon-event-drought = Siccità
dragon-event-festival = Festival del Dragone
dragon-event-mongols = Invasione Mongola
dragon-event-contagion = Contagio

dragon-effect-peace = non accade nulla.
dragon-effect-tribute = ogni giocatore paga { $yuan } yuan all'Imperatore e libera una persona per ogni yuan mancante.
dragon-effect-drought = ogni giocatore restituisce 1 tessera Riso per ogni palazzo abitato; ogni palazzo non rifornito libera una persona.
dragon-effect-festival = chi ha più tessere Fuochi d'artificio ottiene { $first } punti, i secondi { $second }; chi ottiene punti restituisce metà delle proprie tessere Fuochi d'artificio, arrotondando per eccesso.
dragon-effect-mongols = ogni giocatore ottiene un punto per ogni Elmo dei propri Guerrieri; chi ha meno Elmi libera una persona.
dragon-effect-contagion = ogni giocatore libera { $count } persone, una in meno per ogni mortaio dei propri Guaritori.

dragon-super-lanternfest = Festival delle Lanterne
dragon-super-buddha = Buddha
dragon-super-earthquake = Terremoto
dragon-super-flood = Alluvione
dragon-super-eclipse = Eclissi solare
dragon-super-volcano = Eruzione vulcanica
dragon-super-tornado = Tornado
dragon-super-sunrise = Alba
dragon-super-assassination = Tentato omicidio
dragon-super-charter = Concessione

dragon-effect-lanternfest = ogni giocatore ottiene { $points } punti vittoria per ogni persona nei propri palazzi.
dragon-effect-buddha = ogni Monaco vale i suoi Buddha moltiplicati per i piani del suo palazzo.
dragon-effect-earthquake = nell'ordine del percorso delle persone, ogni giocatore rimuove 2 piani dei propri palazzi e libera le persone che non vi trovano più posto.
dragon-effect-flood = ogni giocatore restituisce metà del totale di yuan, tessere Riso e Fuochi d'artificio, arrotondando per difetto, nella combinazione che preferisce.
dragon-effect-eclipse = l'evento del mese { $month }, { $event }, viene risolto una seconda volta.
dragon-effect-volcano = tutti i segnalini Persona tornano sullo spazio 0, senza cambiare l'ordine di gioco.
dragon-effect-tornado = ogni giocatore scarta 2 carte Persona.
dragon-effect-sunrise = nell'ordine del percorso delle persone, ogni giocatore sceglie un personaggio giovane di un tipo non ancora scelto e lo piazza senza giocare carte.
dragon-effect-assassination = tutti i giocatori scartano i propri Privilegi, senza alcun compenso.
dragon-effect-charter = ogni giocatore sceglie un tipo di personaggio nei propri palazzi e ne riceve subito i vantaggi.

dragon-cause-tribute = Tributo
dragon-cause-drought = Siccità
dragon-cause-mongols = Mongoli
dragon-cause-contagion = Contagio
dragon-cause-wall = Muraglia incompleta
dragon-cause-earthquake = Terremoto

## Quantità.

dragon-yuan = { $count } yuan
dragon-rice = { $count ->
    [one] 1 tessera Riso
   *[other] { $count } tessere Riso
}
dragon-fireworks = { $count ->
    [one] 1 tessera Fuochi d'artificio
   *[other] { $count } tessere Fuochi d'artificio
}
dragon-floors = { $count ->
    [one] 1 piano di palazzo
   *[other] { $count } piani di palazzo
}
dragon-spaces = { $count ->
    [one] 1 avanzamento sul percorso delle persone
   *[other] { $count } avanzamenti sul percorso delle persone
}

## Azioni (verbo in testa, senza punto finale).

dragon-take = Prendi { $tile }
dragon-take-tile = Prendi { $tile } · valore { $value } · { $symbols ->
    [one] 1 simbolo
   *[other] { $symbols } simboli
} · ne { $left ->
    [one] resta 1
   *[other] restano { $left }
}
dragon-place = Piazza { $tile } nel palazzo { $palace }
dragon-replace = Sostituisci { $tile } nel palazzo { $palace }
dragon-let-go = Libera subito { $tile }
dragon-join-group = Scegli il gruppo { $group }: { $cards }
dragon-join-group-paid = Scegli il gruppo { $group } per { $fee } yuan: { $cards }
dragon-take-yuan = { $yuan ->
    [0] Passa: hai già almeno { $limit } yuan
   *[other] Rinuncia all'azione e prendi { $yuan } yuan, per averne { $limit }
}
dragon-act = Scegli { $card }: { $gain }
dragon-act-plain = Scegli { $card }
dragon-build-floor = Alza il palazzo { $palace } a { $floors } piani
dragon-build-palace = Costruisci un nuovo palazzo di 1 piano
dragon-buy-small-privilege = Compra un Privilegio piccolo per { $cost } yuan
dragon-buy-large-privilege = Compra un Privilegio grande per { $cost } yuan
dragon-build-wall = Costruisci una tessera Muraglia per { $reward }
dragon-play = Gioca la carta { $person }
dragon-play-none-left = Gioca la carta { $person } (nessuna tessera rimasta)
dragon-play-any = Gioca una carta ? (qualsiasi Persona)
dragon-release = Libera { $tile } dal palazzo { $palace } ({ $cause })
dragon-remove-floor = Togli un piano al palazzo { $palace } ({ $floors ->
    [one] 1 piano
   *[other] { $floors } piani
}, { $persons ->
    [0] vuoto
    [one] 1 persona
   *[other] { $persons } persone
})
dragon-return = Restituisci { $goods }
dragon-discard = Scarta la carta { $person }
dragon-discard-any = Scarta una carta ?
dragon-charter = Scegli { $persons }: { $gain }
dragon-charter-nothing = Scegli { $persons }: nulla
dragon-back = Indietro

## Eventi.

dragon-drafted = { $seat } convoca a corte { $tile }.
dragon-housed = { $seat } piazza { $tile } nel palazzo { $palace } e avanza di { $spaces ->
    [one] 1 spazio
   *[other] { $spaces } spazi
} sul percorso delle persone.
dragon-replaced = { $seat } libera { $released } dal palazzo { $palace } per piazzarvi { $tile } e avanza di { $spaces ->
    [one] 1 spazio
   *[other] { $spaces } spazi
} sul percorso delle persone.
dragon-lets-go = { $seat } non ha posto e libera { $tile }.
dragon-group = { $group } ({ $cards })
dragon-month-begins = Mese { $month } di { $months }, evento del mese: { $event }. Gruppi di azioni: { $groups }.
dragon-took-yuan = { $yuan ->
    [0] { $seat } rinuncia all'azione: ha già almeno { $limit } yuan.
   *[other] { $seat } rinuncia all'azione e prende { $yuan } yuan, fino ad averne { $limit }.
}
dragon-acted = { $seat } sceglie l'azione { $card } nel gruppo { $group }{ $paid ->
    [0] {""}
   *[other] {" "}(pagando { $paid } yuan, il gruppo era già scelto)
} e { $effect }.

dragon-does-taxes = incassa { $count } yuan
dragon-does-build = ottiene { $count ->
    [one] 1 piano di palazzo
   *[other] { $count } piani di palazzo
} da costruire
dragon-does-harvest = raccoglie { $count ->
    [one] 1 tessera Riso
   *[other] { $count } tessere Riso
}
dragon-does-fireworks = ottiene { $count ->
    [one] 1 tessera Fuochi d'artificio
   *[other] { $count } tessere Fuochi d'artificio
}
dragon-does-parade = avanza di { $count ->
    [one] 1 spazio
   *[other] { $count } spazi
} sul percorso delle persone
dragon-does-research = guadagna { $count ->
    [one] 1 punto
   *[other] { $count } punti
}
dragon-does-privilege = può comprare un Privilegio
dragon-does-wall = sceglie una tessera Muraglia da costruire

dragon-bought-small-privilege = { $seat } compra un Privilegio piccolo per { $cost } yuan: { $dragons ->
    [one] 1 punto
   *[other] { $dragons } punti
} a ogni fine mese.
dragon-bought-large-privilege = { $seat } compra un Privilegio grande per { $cost } yuan: { $dragons ->
    [one] 1 punto
   *[other] { $dragons } punti
} a ogni fine mese.
dragon-floor-built = { $seat } alza il palazzo { $palace } a { $floors } piani.
dragon-palace-built = { $seat } costruisce un nuovo palazzo di 1 piano, il palazzo { $palace }.
dragon-card-played = { $seat } gioca la carta { $person }.
dragon-any-card-played = { $seat } gioca una carta ? (qualsiasi Persona).
dragon-no-tile = Non resta nessuna tessera { $person }: { $seat } non ottiene nulla per la carta.
dragon-no-tile-any = Non resta nessuna tessera Persona: { $seat } non ottiene nulla per la carta.
dragon-event = Evento del mese { $month }: { $event }; { $effect }
dragon-tribute-paid = { $paid ->
    [0] { $seat } non ha yuan per il tributo
   *[other] { $seat } paga { $paid } yuan di tributo
}{ $releases ->
    [0] .
    [one] {" "}e deve liberare una persona.
   *[other] {" "}e deve liberare { $releases } persone.
}
dragon-rice-given = { $rice ->
    [0] { $seat } non ha riso
    [one] { $seat } consegna 1 tessera Riso
   *[other] { $seat } consegna { $rice } tessere Riso
} per { $palaces ->
    [one] 1 palazzo abitato
   *[other] { $palaces } palazzi abitati
}{ $releases ->
    [0] .
    [one] : uno resta senza riso e libera una persona.
   *[other] : { $releases } restano senza riso e liberano una persona ciascuno.
}
dragon-contagion = { $mortars ->
    [0] { $seat } non ha mortai
    [one] { $seat } ha 1 mortaio
   *[other] { $seat } ha { $mortars } mortai
} e { $releases ->
    [0] non libera nessuno.
    [one] deve liberare una persona.
   *[other] deve liberare { $releases } persone.
}
dragon-released = { $seat } libera { $tile } dal palazzo { $palace } ({ $cause }).
dragon-festival = Festival del Dragone: { $scores }; chi ha ottenuto punti restituisce metà delle proprie tessere Fuochi d'artificio.
dragon-festival-nobody = Festival del Dragone: nessuno ha Fuochi d'artificio, quindi nessuno ottiene punti.
dragon-mongols = Invasione Mongola: gli Elmi valgono { $scores }. Con meno Elmi, { $fewest } { $count ->
    [one] libera una persona
   *[other] liberano una persona ciascuno
}.
dragon-decay = { $count ->
    [one] Un palazzo vuoto di { $seat } decade e perde un piano.
   *[other] { $count } palazzi vuoti di { $seat } decadono e perdono un piano ciascuno.
}
dragon-wall-built = { $seat } costruisce la tessera Muraglia { $length } di { $max } e riceve { $reward }.
dragon-wall-holds = La Grande Muraglia raggiunge il mese { $month } con { $length ->
    [one] 1 tessera
   *[other] { $length } tessere
}; un punto per ogni propria tessera: { $scores }.
dragon-wall-short = La Grande Muraglia si ferma a { $length ->
    [one] 1 tessera
   *[other] { $length } tessere
} e non raggiunge il mese { $month }: con meno tessere, { $fewest } { $count ->
    [one] libera una persona
   *[other] liberano una persona ciascuno
}.
dragon-wall-complete = Fine dell'anno: la Grande Muraglia è completa con { $max } tessere; un punto per ogni propria tessera: { $scores }.
dragon-wall-incomplete = Fine dell'anno: la Grande Muraglia ha solo { $length ->
    [one] 1 tessera
   *[other] { $length } tessere
} su { $max }: con meno tessere, { $fewest } { $count ->
    [one] libera una persona
   *[other] liberano una persona ciascuno
}.
dragon-super-event = Super Evento del mese { $month }: { $name }; { $effect }
dragon-super-points = { $name }: { $scores }.
dragon-floor-lost = Terremoto: il palazzo { $palace } di { $seat } perde un piano e ne ha ancora { $floors }.
dragon-palace-collapses = Terremoto: il palazzo { $palace } di { $seat } perde l'ultimo piano e crolla.
dragon-gave = Alluvione: { $seat } restituisce { $goods }.
dragon-discarded = Tornado: { $seat } scarta una carta Persona.
dragon-chartered = Concessione: { $seat } sceglie { $persons } e ottiene { $gain }.
dragon-chartered-nothing = Concessione: { $seat } sceglie { $persons }, che non portano nulla.
dragon-scoring = Fine del mese: palazzi, Cortigiane e Privilegi valgono { $scores }.
dragon-final = Punteggio finale per persone, Monaci e yuan: { $scores }.
dragon-game-over = L'anno del Dragone è finito: { $count ->
    [one] vince
   *[other] vincono
} { $winners }. Punteggi: { $scores }.

# The tie-break named in the results.
dragon-tiebreak = più avanti sul percorso delle persone (in cima alla pila per primo)

## I risultati: un pareggio ai punti, deciso dal percorso delle persone

dragon-tiebreak-ahead = { $tied } hanno { $score } punti; { $ahead } { $lead ->
    [one] è
   *[other] sono
} più avanti sul percorso delle persone.
