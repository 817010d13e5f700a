# Le parole del bot (lobby, tabelloni, pannelli, rifiuti, promemoria, DM,
# comandi), in italiano. Ogni messaggio ha il suo gemello in en.ftl.
# Argomenti: `seat` e `players` diventano i nomi dei giocatori; `count`
# sceglie le forme del plurale. I termini di gioco sono quelli dei
# regolamenti italiani.

## Nomi

house-player = Bot { $n }
name = { $name }
language-en = inglese
language-it = italiano
language-de = tedesco

game-year-of-the-dragon = In the Year of the Dragon
game-great-wall = Chinesische Mauer (La Grande Muraglia Cinese)
game-attila = Attila
game-ming = Ming Dynastie
game-junk = Dschunke (Giunca)

## Pulsanti

button-play = Gioca
button-hand = La mia mano
button-log = Registro
button-join = Partecipa
button-leave = Esci
button-add-house = Aggiungi giocatore automatico
button-start = Inizia
button-cancel = Annulla
button-confirm = Conferma
button-change = Cambia
button-previous = Indietro
button-next = Avanti
button-quiet = Niente promemoria per questo turno
button-undo = Annulla mossa

## Il tabellone

board-over = 🏁 La partita è finita. { $count ->
    [one] Vince { $winners }.
   *[other] Vincono { $winners }.
}
board-waiting = 👉 Si attende { $players }.
board-ping-turn = { $pings }, tocca a te: { $ask } · Gioca o `/gioca` (`/play` in inglese)
board-ping-secret = { $pings }, { $count ->
    [one] la tua scelta segreta
   *[other] le vostre scelte segrete
}: { $ask } · Gioca o `/gioca` (`/play` in inglese)
board-due = · ⏰ scade { $when }
board-footer = /partita regole · /partita registro (in inglese /game rules · /game log)
board-players = Giocatori
board-key = Legenda
board-final-scores = Punteggio finale
board-none = nessuno
board-nobody = nessuno
board-waiting-for = Si attende { $players }
board-start-player = primo giocatore
board-hand = mano { $count }

## La lobby

lobby-title-open = Lobby: unisciti alla partita
lobby-title-started = La partita è cominciata
lobby-title-closed = Questa lobby è chiusa
lobby-note-open = I posti vengono sorteggiati all'inizio.
lobby-note-started = Il tabellone segue qui sotto.
lobby-note-closed = Aprine una nuova con `/partita nuova`.
lobby-seats = Posti
lobby-players = Giocatori
lobby-player-range = da { $min } a { $max }
lobby-options = Opzioni
lobby-standard-rules = Regole standard
lobby-timer = Scadenze
lobby-table = Tavolo
lobby-table-size = { $count } posti; all'inizio i giocatori automatici occupano quelli liberi.
lobby-seat = { $n }. { $who }
lobby-seat-no-dms = { $n }. { $who } · niente DM: gioca con La mia mano e `/gioca`
lobby-footer = Partita n. { $id }
lobby-joined = { $user } partecipa alla partita.
lobby-left = { $user } ha lasciato la lobby.
lobby-house-joined = Si è aggiunto un giocatore automatico.
lobby-cancelled = La lobby è stata annullata.
lobby-joined-dms-closed = { $user } partecipa alla partita. I suoi DM sono chiusi, quindi giocherà con La mia mano e `/gioca`.
lobby-dms-on = { $user } ha attivato i DM.
lobby-dms-off = { $user } ha disattivato i DM.
lobby-you-left = Hai lasciato la lobby.
game-started = La partita è cominciata: i posti sono stati sorteggiati.
game-you-left = Hai lasciato la partita; ora il tuo posto è di un giocatore automatico.

## Le opzioni dei giochi, a parole

option-set = { $name }: { $value }
option-on = sì
option-off = no
option-year-of-the-dragon-great-wall = Espansione La Grande Muraglia Cinese
option-year-of-the-dragon-great-wall-help = un'ottava carta azione, le tessere Muraglia e il loro conteggio.
option-year-of-the-dragon-super-events = Espansione I Super Eventi
option-year-of-the-dragon-super-events-help = nel 7° mese si verifica un Super Evento estratto a caso.
option-year-of-the-dragon-super-event = Super Evento
option-year-of-the-dragon-super-event-help = nel 7° mese si verifica questo Super Evento invece di uno a caso.
option-year-of-the-dragon-super-event-lanternfest = Festival delle Lanterne
option-year-of-the-dragon-super-event-buddha = Buddha
option-year-of-the-dragon-super-event-earthquake = Terremoto
option-year-of-the-dragon-super-event-flood = Alluvione
option-year-of-the-dragon-super-event-eclipse = Eclissi solare
option-year-of-the-dragon-super-event-volcano = Eruzione vulcanica
option-year-of-the-dragon-super-event-tornado = Tornado
option-year-of-the-dragon-super-event-sunrise = Alba
option-year-of-the-dragon-super-event-assassination = Tentato omicidio
option-year-of-the-dragon-super-event-charter = Concessione
option-junk-variant-setup = Variante alla preparazione
option-junk-variant-setup-help = i mercanti partono coperti su giunche scelte, e ognuno carica le barre delle merci ricevute dal vicino.
option-junk-opening-hands = Carte risorsa iniziali
option-junk-opening-hands-help = scelte: ognuno sceglie in segreto le sue carte, che vengono mescolate e distribuite (regole italiane); distribuite: ognuno riceve lo stesso numero di carte di ogni merce (regole tedesche).
option-junk-opening-hands-chosen = scelte in segreto
option-junk-opening-hands-dealt = distribuite in parti uguali

## Pannelli

panel-header = **{ $game }** · { $channel } · { $title } · sei { $player }
panel-nothing-private = In questa partita non hai nulla di privato, per ora.
panel-over = La partita è finita.
panel-waiting = Tocca a { $players }. Riceverai una menzione quando sarà il tuo turno.
panel-your-move = Tocca a te
panel-choose = Scegli la tua mossa
panel-choose-page = Scegli la tua mossa (pagina { $page } di { $pages })
panel-confirm = **{ $action }**? Una volta data, la scelta non si può ritirare.
move-done = ✅ { $action }.
move-done-default = Fatto
undo-you-took-back = ↩️ Hai ritirato la tua mossa.
undo-took-back = ↩️ { $player } ha ritirato una mossa.
hand-empty = Non hai carte in mano.
hand-your-hand = **La tua mano**: { $items }
since-your-last-move = Dalla tua ultima mossa:
events-more = { $count ->
    [one] +1 altro (📜 Registro)
   *[other] +{ $count } altri (📜 Registro)
}
since-earlier-turns = { $count ->
    [one] 1 turno precedente (📜 Registro)
   *[other] { $count } turni precedenti (📜 Registro)
}
log-empty = Non è ancora successo nulla.
dm-what-changed = Cos'è cambiato: { $changes }
dm-joined = Partecipi a **{ $game }** in { $channel }. I pannelli dei tuoi turni e la tua mano privata arriveranno qui; nel canale li mostrano anche La mia mano e `/gioca`.
dm-on-hello = 🔔 DM attivi per **{ $game }** in { $channel }: qui arriveranno i pannelli dei tuoi turni, i cambi della tua mano e i promemoria.

## Rifiuti ed errori

refusal-no-session = In questo canale non c'è nessuna partita. Aprine una con `/partita nuova`.
refusal-channel-busy = In questo canale c'è già una partita. Finitela, oppure chiedete a un admin di annullarla con `/admin annulla`.
refusal-closed = Questa partita è finita o è stata annullata, quindi il pulsante non fa più nulla.
refusal-already-started = La partita è già cominciata, quindi i pulsanti della lobby non servono più. Usa `/gioca` quando tocca a te.
refusal-not-started = La partita non è ancora cominciata. Premi Inizia nella lobby, oppure usa `/partita inizia`.
refusal-already-seated = Hai già un posto in questa partita.
refusal-not-seated = Non giochi in questa partita; il tabellone mostra tutto ciò che è pubblico.
refusal-full = Il tavolo è pieno: { $game } si gioca al massimo in { $max }.
refusal-player-count = { $game } si gioca da { $min } a { $max }, e { $have ->
    [one] c'è 1 giocatore seduto
   *[other] ci sono { $have } giocatori seduti
}. Aggiungi giocatori automatici, o aspetta che se ne uniscano altri.
refusal-not-your-turn = Tocca a { $players }. Riceverai una menzione quando sarà il tuo turno.
refusal-stale = Questo pannello è di un turno precedente; nel frattempo la partita è andata avanti. Ecco le tue opzioni di adesso.
panel-retired = ⌛ Questo pannello è di un turno precedente: la partita è andata avanti. **Gioca** sul tabellone mostra le tue opzioni di adesso.
refusal-forged = Questo pulsante o questa mossa non è tra quelle che la partita ti offre ora. Apri un pannello nuovo con Gioca o `/gioca`.
refusal-not-creator = Solo chi ha aperto la partita o un admin può farlo.
refusal-nothing-to-undo = Non c'è ancora nulla da annullare.
refusal-not-reversible = Quella mossa non si può più ritirare: nel frattempo è stato pescato o svelato qualcosa, o un altro giocatore ha mosso.
refusal-bad-setup = Non è stato possibile preparare la partita: { $reason }
refusal-no-such-player = Questo utente non ha un posto in questa partita.
refusal-vacation = La vacanza non è stata registrata: { $reason }.
refusal-no-clock = Non hai un posto in nessuna partita in corso su questo server, quindi non c'è nessun tempo da sospendere.
refusal-nothing-to-quiet = Quel promemoria riguardava una scelta che hai già fatto (o il cui tempo è scaduto), quindi non è cambiato nulla.
refusal-storage = Non è stato possibile salvare la partita, quindi non è cambiato nulla. Riprova tra un momento.
error-with-reference = { $text } (rif. { $reference })
error-discord = Qualcosa è andato storto nel parlare con Discord, quindi l'operazione potrebbe non essere conclusa.
error-arguments = Non è stato possibile leggere le opzioni del comando ({ $reason }), quindi non è cambiato nulla.
game-unknown = Non esiste un gioco chiamato “{ $name }”. I giochi sono: { $games }.
game-option-not-for = { $option } è un'opzione di { $owner }, non di { $game }, quindi non è stata aperta nessuna lobby.
rules-which-game = In questo canale non c'è nessuna partita; indica un gioco, per esempio `/partita regole gioco:great-wall`.
dms-closed = Non sono riuscito a mandarti un DM, quindi non è cambiato nulla. Consenti i messaggi diretti dai membri di questo server nelle impostazioni della privacy di Discord, poi riprova.
admin-needs-permission = I comandi admin richiedono il permesso Gestisci server, quindi non è cambiato nulla.
admin-bot-cannot-sit = Un bot non può occupare un posto; usa `/admin espelli` per affidarlo a un giocatore automatico.

## Durate

duration = { $parts }
duration-days = { $count ->
    [one] 1 giorno
   *[other] { $count } giorni
}
duration-hours = { $count ->
    [one] 1 ora
   *[other] { $count } ore
}
duration-minutes = { $count ->
    [one] 1 minuto
   *[other] { $count } minuti
}
duration-format = scrivi una durata come 2d, 12h, 90m o 1d12h (d giorni, h ore, m minuti)
duration-zero = una durata deve essere maggiore di zero
duration-too-long = supera { $max }
timer-not-set = Il tempo per turno non è stato impostato: { $reason }. Non è cambiato nulla.
timer-too-short = Il tempo per turno deve essere di almeno 10 minuti, quindi non è cambiato nulla.

## Impostazioni di ogni giocatore

dms-on = 🔔 I DM di questa partita sono attivi.
dms-off = 🔕 Niente più DM da questa partita: Gioca o `/gioca` aprono il tuo pannello, La mia mano mostra la tua mano, e i promemoria ti menzionano nel canale.
digest-hello = 📋 Riepilogo giornaliero attivo: una volta al giorno ti manderò in DM le partite di questo server che aspettano te.
digest-on = 📋 Una volta al giorno (la prima: { $from }) riceverai un DM con le tue partite su questo server, nei giorni in cui una aspetta te. `/partita riepilogo riepilogo:False` lo ferma.
digest-off = 📋 Niente più riepilogo giornaliero da questo server.
digest-title = 📋 Le tue partite, prima quelle che aspettano te:
digest-stop = `/partita riepilogo riepilogo:False` su quel server ferma questo messaggio giornaliero.
reminders-every = ⏰ Riceverai tutti i promemoria: a metà del tempo in DM, e poco prima della scadenza.
reminders-last = ⏰ Riceverai solo l'ultimo promemoria, poco prima della scadenza.
reminders-off = 🔕 Nessun promemoria per te su questo server. Le scadenze restano: `/partite mie:True` mostra cosa aspetta te.
vacation-not-taken = La vacanza non è stata registrata: { $reason }. Non è cambiato nulla.
vacation-over-allowance = su questo server quest'anno ti restano { $left } di vacanza, meno di { $asked }
vacation-taken = 🏖️ Il tempo dei tuoi turni { $games ->
    [one] nella tua partita
   *[other] nelle tue { $games } partite
} su questo server è sospeso fino a: { $until }. Quest'anno ti restano { $left } di vacanza.

## Elenchi di partite

games-none = Su questo server non ci sono ancora partite. Aprine una con `/partita nuova`.
games-mine-none = Non giochi in nessuna partita in corso su questo server. `/partite` le elenca tutte.
games-your-move = tocca a te
games-waiting-for = si attende { $players }
games-due = scade { $when }
status-lobby = lobby
status-active = in corso
status-over = finita
status-cancelled = annullata

## Tempi, promemoria e scadenze

timer-none = ⏰ Nessun limite di tempo: la partita aspetta quanto serve.
timer-describe = ⏰ Tempo per turno: { $timer } per ogni scelta, con promemoria prima della scadenza. Alla scadenza { $policy ->
    [wait] la partita aspetta e gli admin vengono avvisati
   *[house] il giocatore automatico muove per chi è in ritardo
}; dopo { $max } scadenze mancate di fila il posto passa definitivamente a un giocatore automatico.
reminder-dm = ⏰ Promemoria { $number }: la tua mossa in { $channel } scade { $due }.
reminder-last-one = Il tavolo aspetta solo te.
reminder-channel = ⏰ { $user }, la tua mossa scade { $due }.
reminder-open-it = Aprila con Gioca o `/gioca`.
reminder-quieted = 🔕 Niente più promemoria per questa scelta. La scadenza resta { $due }.
deadline-house-moved = ⏰ Il tempo di { $player } è scaduto: il giocatore automatico ha mosso al suo posto ({ $missed ->
    [one] 1 scadenza mancata
   *[other] { $missed } scadenze mancate
} di fila; alla { $max }ª il posto passa definitivamente alla casa).
deadline-waiting = ⏰ Il tempo di { $player } è scaduto ({ $missed ->
    [one] 1 scadenza mancata
   *[other] { $missed } scadenze mancate
} di fila). La partita resta in attesa. Admin: `/admin forza` muove al suo posto, `/admin sostituisci` dà il posto a qualcun altro.
deadline-replaced = ⏰ { $name } ha mancato { $missed } scadenze di fila, quindi il posto passa definitivamente a un giocatore automatico ({ $house }). Un admin può darlo a qualcuno con `/admin sostituisci`.

## Admin

admin-cancelled-notice = Questa partita (n. { $id }) è stata annullata da un admin.
admin-cancelled = Annullata.
admin-kicked = Il posto di { $player } è passato a un giocatore automatico.
admin-kicked-notice = 🔁 Un admin ha dato il posto di { $player } a un giocatore automatico.
admin-replaced = Ora il posto di { $player } è di { $by }.
admin-replaced-notice = 🔁 Un admin ha dato il posto di { $player } a { $by }.
admin-undo-confirm = ↩️ Annullare queste { $count } mosse? La partita viene ricostruita rigiocando le { $kept } mosse precedenti.
admin-undo-entry = v{ $version } · { $player }: { $events }
admin-undone = ↩️ L'ultima mossa è stata annullata (ora v{ $version }).
admin-forced = Il giocatore automatico ha mosso per il posto bloccato.
admin-timer-notice = Un admin ha cambiato il tempo per turno. { $timer }
admin-notify-on = Riceverai una menzione nel canale di una partita quando aspetta una scadenza mancata o quando un posto passa definitivamente a un giocatore automatico. `/admin avvisi no` lo ferma.
admin-notify-off = Non riceverai più menzioni per le partite bloccate. Chi ha aperto la partita le riceve ancora.
admin-export = Il registro della partita n. { $id }.
admin-language = Ora la lingua di questo server è l'{ $language }: la usano i tabelloni, le lobby e gli avvisi nei suoi canali. Risposte, pannelli e DM restano nella lingua di Discord di ciascuno.
admin-images-on = Ora i tabelloni di questo server mostrano un'immagine della partita; il testo sotto riporta il round, di chi è il turno e le ultime mosse.
admin-images-off = Ora i tabelloni di questo server sono solo testo, senza immagini.
admin-analysis-on = Ora ogni partita che finisce su questo server viene analizzata in sottofondo, e la sua Analisi compare sotto i risultati.
admin-analysis-off = Le partite che finiscono su questo server non vengono più analizzate da sole; un giocatore della partita, o un admin, può ancora chiederlo con `/partita analisi`.

## Regole

rules-players = da { $min } a { $max } giocatori
rules-no-options = Nessuna opzione: le regole si adattano al numero di giocatori.
rules-options = Opzioni (si scelgono con `/partita nuova`):

## Tabelloni: Chinesische Mauer

gw-card-wall = muro
gw-card-gate = porta
gw-card-watchtower = torre dell'orologio
gw-card-noble = nobile
gw-card-warrior = guerriero
gw-card-horseman = cavaliere
gw-card-dragon = dragone
gw-phase-take-token = Verifica delle maggioranze: prendi un segnalino FAMA
gw-phase-mark-card = Verifica delle maggioranze: scegli la carta per il segnalino
gw-phase-act = Azione { $step } di 2
gw-phase-choose-section = Azione { $step } di 2 · scegli una sezione
gw-phase-choose-cover = Azione { $step } di 2 · piazza il dragone
gw-section = Sezione { $n } · { $tokens }
gw-section-closed = Sezione { $n } · chiusa
gw-token-on = 🏅{ $value } su { $card }
gw-no-cards = Ancora nessuna carta
gw-title = Turno { $turn } · { $phase }
gw-title-over = Turno { $turn } · 🏁 punteggio finale
gw-title-checks-only = 🏁 solo verifiche delle maggioranze
gw-title-final-round = 🏁 ultimo giro
gw-player = mano { $hand } · mazzetto { $deck } · 🏅×{ $tokens }
gw-tokens-left = Segnalini FAMA rimasti

## Tabelloni: In the Year of the Dragon

dragon-person-craftsman = Artigiano
dragon-person-court-lady = Cortigiana
dragon-person-tax-collector = Esattore delle tasse
dragon-person-pyrotechnist = Pirotecnico
dragon-person-warrior = Guerriero
dragon-person-monk = Monaco
dragon-person-healer = Guaritore
dragon-person-farmer = Contadino
dragon-person-scholar = Studioso
dragon-event-peace = Pace
dragon-event-tribute = Tributo Imperiale
dragon-event-drought = Siccità
dragon-event-festival = Festival del Dragone
dragon-event-mongols = Invasione Mongola
dragon-event-contagion = Contagio
dragon-action-taxes = Tasse
dragon-action-build = Costruire
dragon-action-harvest = Raccolto
dragon-action-fireworks = Spettacolo pirotecnico
dragon-action-parade = Parata Militare
dragon-action-research = Ricerca
dragon-action-privilege = Privilegio
dragon-action-wall = Costruzione della Grande Muraglia
dragon-phase-draft = scelta delle persone iniziali
dragon-phase-place = sistema la tessera { $person } { $age ->
    [old] Anziano
   *[young] Giovane
}
dragon-phase-choose-group = scegli un gruppo di carte azione
dragon-phase-choose-action = esegui un'azione del gruppo { $group }
dragon-phase-build = 🔨 costruisci ({ $count ->
    [one] resta 1 piano
   *[other] restano { $count } piani
})
dragon-phase-choose-privilege = 📜 scegli un privilegio
dragon-phase-choose-wall = 🧱 costruisci la Grande Muraglia
dragon-phase-play-card = gioca una carta Persona
dragon-phase-choose-tile = scegli una tessera Persona
dragon-phase-drought = 🏜️ Siccità: libera { $count ->
    [one] 1 persona
   *[other] { $count } persone
}
dragon-phase-release = libera { $count ->
    [one] 1 persona
   *[other] { $count } persone
}
dragon-phase-quake = 🌀 Terremoto: rimuovi 2 piani dei palazzi
dragon-phase-flood = 🌀 Alluvione: restituisci { $count ->
    [one] 1 risorsa
   *[other] { $count } risorse
}
dragon-phase-tornado = 🌀 Tornado: scarta { $count ->
    [one] 1 carta Persona
   *[other] { $count } carte Persona
}
dragon-phase-sunrise = 🌀 Alba: prendi una persona Giovane
dragon-phase-charter = 🌀 Concessione: scegli un tipo di persona
dragon-this-month = Questo mese: { $event }
dragon-events-over = Gli eventi sono finiti.
dragon-next-events = Prossimi: { $events }
dragon-super-event = 🌀 Super Evento: { $name }, { $when ->
    [past] si è verificato nel 7° mese
   *[coming] si verifica nel 7° mese
}
dragon-wall = 🧱 Grande Muraglia { $built }/{ $months }
dragon-events = Eventi
dragon-groups = Gruppi di carte azione
dragon-group-fee = Scegliere un gruppo che ha già un Dragone costa { $fee } 🪙.
dragon-palace-empty = vuoto
dragon-no-palaces = nessun palazzo
dragon-cards-left = carte { $count }
dragon-wall-tiles-left = 🧱 { $count ->
    [one] resta 1 tessera
   *[other] restano { $count } tessere
}
dragon-title = Mese { $month }/{ $months } · { $phase }
dragon-title-before = Preparazione · { $phase }
dragon-order = Ordine (percorso delle persone)
dragon-supply = Tessere Persona rimaste (Giovani/Anziani)
dragon-key = 🏯3 ⚔️2 = un palazzo di 3 piani con un Guerriero da 2 elmi · 📜 +2⭐ = privilegi a ogni mese
dragon-card = carta { $person }
dragon-any-card = carta con il punto interrogativo
dragon-no-cards = Non ti restano carte Persona.
dragon-your-cards = **Le tue carte Persona**: { $items }

## Tabelloni: Attila

attila-tribe-franks = Franchi
attila-tribe-huns = Unni
attila-tribe-goths = Goti
attila-tribe-saxons = Sassoni
attila-tribe-teutons = Teutoni
attila-tribe-vandals = Vandali
attila-short-franks = Fra
attila-short-huns = Unn
attila-short-goths = Got
attila-short-saxons = Sas
attila-short-teutons = Teu
attila-short-vandals = Van
attila-grid-prov = prov
attila-grid-inf = inf
attila-grid-tok = seg
attila-grid-prv = prv
attila-phase-play-card = gioca una carta
attila-phase-place-token = piazza un segnalino: { $tribe }
attila-phase-gain = { $tribe }: influenza o un secondo segnalino
attila-phase-commit = 💥 conflitto
attila-phase-finish = usa una tessera azione o termina il turno
attila-phase-exchange = 🔄 scambio di carte
attila-phase-influence2 = ➕ Influenza 2
attila-ending-peace = l'ultima tessera pace è stata piazzata
attila-ending-blocked = nessuno può piazzare un segnalino né usare una tessera
attila-ending-last-token = è uscito l'ultimo segnalino dei { $tribe }
attila-ending-track = la scala dell'influenza dei { $tribe } è piena
attila-no-tokens = Ancora nessun segnalino sul tavoliere.
attila-provinces-key = `'` pacificata · `!` conflitto · righe: segnalini per tribù
attila-provinces = Province
attila-if-scored-now = Se si contasse ora: { $scores }
attila-two-player-reach = In 2 giocatori il secondo fa punti solo entro { $reach } caselle dal primo.
attila-influence = Influenza
attila-cards = { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
attila-choosing = sta scegliendo
attila-conflict-in = 💥 Conflitto in { $province }
attila-century = { $century }° secolo
attila-century-short = { $century }°
attila-no-century = nessun secolo rimasto
attila-title = Turno { $turn } · { $century } · +{ $gain } influenza · { $phase }
attila-title-over = Turno { $turn } · 🏁 punteggio finale
attila-last-turn = 🏁 ultimo turno: { $reason }
attila-no-tiles = nessuna tessera azione
attila-tokens-left = Segnalini rimasti
attila-peace-left = 🕊️ Tessere pace rimaste
attila-cards-field = Carte
attila-deck = 🃏 mazzo { $deck } · scarti { $discards }
attila-committed = **Carte giocate coperte**: { $items }

## Tabelloni: Ming Dynastie

ming-colour-white = bianca
ming-colour-orange = arancione
ming-colour-green = verde
ming-colour-pink = rosa
ming-colour-yellow = gialla
ming-colour-blue = blu
ming-grid-horse = cavl
ming-grid-boat = barc
ming-grid-sedan = port
ming-grid-card = cart
ming-card-horse = carta cavallo
ming-card-boat = carta barca
ming-card-sedan = carta portantina
ming-card-dragon = carta dragone
ming-phase-place-prince = piazza i principi
ming-phase-place-neutral = piazza i membri neutrali (ne { $count ->
    [one] resta 1
   *[other] restano { $count }
})
ming-phase-place-members = Fase 1 · posiziona i membri della famiglia
ming-phase-take-cards = Fase 2 · scegli le carte movimento
ming-phase-act = Fase 3 · muovi il principe, resta o passa
ming-phase-moving = Fase 3 · il principe si sta muovendo
ming-phase-stay = Fase 3 · resta: scarta una carta
ming-phase-bring = Fase 3 · sposta i membri della famiglia
ming-phase-return = Fase 4 · carte ritorno per la città { $city }
ming-phase-neutral-return = Fase 4 · il primo giocatore fa rientrare { $count ->
    [one] 1 membro neutrale
   *[other] { $count } membri neutrali
} dalla città { $city }
ming-phase-choose-start = Fase 5 · scegli il primo giocatore
ming-province-spaces = Spazi provincia
ming-districts = Distretti
ming-districts-key = `*` principe · `m` monastero
ming-districts-key-neutral = `*` principe · `m` monastero · N neutrale
ming-city = città { $colour }
ming-in-the-cities = Nelle città
ming-title = Round { $round }/6 · { $phase }
ming-return-cards = Carte ritorno
ming-passed = ha passato
ming-next-scoring = dopo il round { $round }: set completo ⭐{ $set } · membro in città ⭐{ $member }
ming-no-scoring-left = nessuno
ming-next-scoring-field = Prossimo punteggio
ming-decks = Mazzi
ming-your-return-cards = **Le tue carte ritorno, coperte**: { $cards }

## Tabelloni: Dschunke

junk-good-fish = pesce
junk-good-rice = riso
junk-good-spice = spezie
junk-good-vegetables = verdure
# Le carte merce in mano, contate, come le dice il registro del gioco.
junk-hand-cards = { $count ->
    [one] 1 carta { $good ->
        [fish] pesce
        [rice] riso
        [spice] spezie
       *[vegetables] verdure
    }
   *[other] { $count } carte { $good ->
        [fish] pesce
        [rice] riso
        [spice] spezie
       *[vegetables] verdure
    }
}
# Le carte iniziali di Dschunke vanno nel mazzo comune, non in mano: quelle
# scelte finora e l'intera mano iniziale prima della consegna (`items` in parole).
junk-opening-so-far = **Le carte iniziali scelte finora**: { $items }
junk-opening-none-yet = Non hai ancora scelto carte iniziali.
junk-opening-hand = Le tue carte iniziali: { $items }
junk-name-grey = grigia
junk-name-orange = arancione
junk-name-lilac = lilla
junk-name-brown = marrone
junk-name-white = bianca
junk-work-load = carica { $count ->
    [one] 1 barra
   *[other] { $count } barre
}
junk-work-sell = vendi{ $least ->
    [0] {""}
   *[other] {" "}(almeno { $least } 🪙)
}
junk-work-draw = pesca carte risorsa{ $least ->
    [0] {""}
   *[other] {" "}(almeno { $least })
}
junk-special-extra-supply = una carta risorsa in più a ogni rifornimento
junk-special-tie-breaker = vince le offerte in parità
junk-special-exchange = scambio di due carte risorsa
junk-special-load-any = carica una barra su una giunca qualsiasi
junk-special-draw-any = pesca carte risorsa da una giunca qualsiasi
junk-special-move-strip = sposta una delle tue barre
junk-special-sell-on = vendi sulla giunca { $junk }
junk-special-bonus8 = 8 🪙 per 4 casse sulla giunca { $junk }
junk-special-bonus12 = 12 🪙 per 5 casse sulla giunca { $first } e 2 sulla giunca { $second }
junk-phase-opening-picks = scelta delle carte risorsa iniziali
junk-phase-place-strip = piazzamento delle barre
junk-phase-exchange = Fase 1 · scambio delle merci
junk-phase-sale = vendita dell'ultimo round · prendi una carta speciale
junk-phase-event-s = evento S · prendi una carta speciale
junk-phase-act = Fase 2 · azioni dei giocatori
junk-phase-choose-junk = Fase 2 · scegli una giunca
junk-phase-move = Fase 2 · sposta una barra
junk-phase-supply = Fase 3 · rifornimento
junk-phase-draw = Fase 2 · pesca delle carte risorsa
junk-phase-offers = Fase 4 · vendita delle merci
junk-market-not-drawn = Non ancora scoperta
junk-sold = venduta
junk-grid-junk = giun
junk-grid-merchant = merc.
junk-grid-cards = carte
junk-grid-load = cari
junk-grid-sell = vend
junk-grid-draw = pesc
junk-grid-key = `*` usato in questo round
junk-junks = Giunche
junk-title = Round { $round }/10 · { $phase }
junk-title-setup = Preparazione · { $phase }
junk-last-round = ultimo round
junk-offers = Offerte
junk-opening-cards = Carte iniziali
junk-market = Carta mercato
junk-used = usato
junk-assistants = Assistenti
junk-strips = barre { $count }
junk-money-shown = Denaro all'ultimo conteggio
junk-piers = ✨ Carte speciali sui moli
junk-your-money = **Il tuo denaro**: 🪙 { $money }
junk-your-specials = **Le tue carte speciali coperte**: { $items }
junk-on-this-pier = **Su questo molo**: { $items }
junk-your-offer = **La tua offerta sigillata**: { $offer }
junk-nothing = niente

## /partita regole: ogni gioco in poche righe

rules-great-wall =
    Costruite la Grande Muraglia e conquistate i segnalini FAMA dell'imperatore.
    - Ogni sezione aperta della muraglia mostra due segnalini FAMA scoperti.
    - Al tuo turno, prima, per ogni sezione in cui le tue carte valgono più di quelle di chiunque altro, prendi un segnalino. Il primo segnalino va su una delle tue carte di quella sezione; quando un altro giocatore conquista di nuovo la maggioranza, prende l'altro segnalino e le carte della sezione escono dal gioco.
    - Poi svolgi due azioni, ognuna a scelta: piazza una o più carte uguali dalla mano su una sezione, oppure prendi una carta dal tuo mazzetto. I cavalieri si piazzano senza spendere un'azione.
    - Il dragone copre la carta di un altro giocatore e ne annulla il valore.
    - Quando qualcuno ha giocato tutte le sue carte comincia l'ultimo giro. Vince chi ha più punti FAMA.
    - In 2 giocatori, una coppia di segnalini uguali viene scartata e sostituita.

rules-year-of-the-dragon =
    Mantenete in vita la vostra corte per dodici mesi di disgrazie nella Cina imperiale.
    - Ogni mese le carte azione vengono divise in gruppi. Nell'ordine del percorso delle persone, scegli un gruppo (costa 3 yuan se un altro Dragone è già lì) ed esegui una delle sue azioni: Tasse, Costruire, Raccolto, Spettacolo pirotecnico, Parata Militare, Ricerca, Privilegio; oppure riporta i tuoi yuan a 3. Le persone corrispondenti nei tuoi palazzi aumentano il guadagno.
    - Poi gioca una carta Persona: prendi quella persona e sistemala in un palazzo, oppure sostituisci qualcuno (liberato per sempre). Le persone portano elmi, riso, fuochi d'artificio, mortai, yuan e punti, e ti fanno avanzare sul percorso delle persone.
    - Ogni mese finisce con il suo evento: Pace, Tributo Imperiale, Siccità, Festival del Dragone, Invasione Mongola, Contagio. Chi non riesce a farvi fronte libera persone; i palazzi disabitati decadono.
    - Alla fine contano le persone, i palazzi e le risorse rimaste. Vince chi ha più punti.
    - Opzioni: l'espansione La Grande Muraglia Cinese (un'ottava azione, la muraglia contro i Mongoli) e I Super Eventi (un evento in più cambia l'anno).

rules-ming =
    Conquistate il favore della corte Ming mandando la vostra famiglia nella Città Proibita.
    - Fase 1: posiziona cinque membri della famiglia, uno alla volta, nei sei spazi provincia.
    - Fase 2: prendi carte movimento accanto agli spazi provincia dove hai membri, oppure una carta dragone (jolly) rinunciando a un membro, finché non ne hai cinque.
    - Fase 3: muovi il principe attraverso distretti adiacenti, pagando per ogni confine attraversato una carta con il simbolo corrispondente, poi sposta fino a tre membri dallo spazio provincia corrispondente; ogni monastero ospita un solo membro.
    - Round 2, 4 e 6: le maggioranze nei distretti mandano membri in città e fanno guadagnare tessere provincia; poi ognuno gioca in segreto le carte ritorno per ogni città, rivelate insieme, e i membri rimasti in città fanno punti e restano lì.
    - I set completi di tessere provincia valgono molto. Vince chi ha più punti. In 2 giocatori partecipa una famiglia neutrale.

rules-junk =
    Commerciate merci su cinque giunche in un porto cinese, per dieci round.
    - All'inizio ognuno sceglie in segreto le sue carte risorsa, che poi vengono mescolate e distribuite.
    - A ogni round ognuno compie un'azione con un mercante o un assistente: caricare due barre delle merci sulla sua giunca (contano solo le casse rimaste visibili), vendere (1 yen per ogni tua cassa visibile, almeno 3) o pescare carte risorsa (una per ogni tua cassa visibile, almeno 3).
    - Poi ognuno prende carte rifornimento e fa un'offerta segreta di carte di un solo tipo; per ogni tipo vende l'offerta più alta, al prezzo della carta mercato, e chi perde perde la sua offerta.
    - Le carte speciali piegano le regole una volta. Il denaro resta nascosto fino alla fine; vince il commerciante più ricco.

rules-attila =
    Non siete una tribù: sostenete le sei tribù barbare e approfittate delle loro conquiste.
    - Al tuo turno: gioca una carta e piazza un segnalino di quella tribù (il primo in una provincia iniziale, poi vicino a dove la tribù si trova già, collegamenti via mare compresi); poi guadagna influenza su quella tribù quanto vale il secolo, oppure piazza invece un secondo segnalino.
    - Un quinto segnalino in una provincia provoca un conflitto: i giocatori giocano carte coperte, rivelate insieme; le tribù più deboli se ne vanno e una tessera pace chiude la provincia.
    - Quando viene piazzata l'ultima tessera pace di un secolo, ogni tribù assegna punti: chi ha più influenza prende punti per i suoi segnalini, il secondo per le sue province.
    - Tre tessere azione da usare una volta: doppio turno, scambio di carte, Influenza 2. La partita finisce con l'ultima tessera pace, l'ultimo segnalino di una tribù o una scala dell'influenza piena. Vince chi ha più punti.

## Comandi slash: nomi e descrizioni (Discord mostra a ciascuno quelli
## della sua lingua; nomi: minuscoli, senza spazi, al massimo 32
## caratteri; descrizioni al massimo 100)

cmd-game-name = partita
cmd-game-desc = Gioca a un gioco da tavolo in questo canale.
cmd-game-new-name = nuova
cmd-game-new-desc = Apri una lobby per un gioco in questo canale.
cmd-game-new-opt-game-name = gioco
cmd-game-new-opt-game-desc = Il gioco
cmd-game-new-opt-players-name = giocatori
cmd-game-new-opt-players-desc = Posti al tavolo, nei limiti del gioco: i giocatori automatici occupano quelli liberi
cmd-game-new-opt-timer-name = tempo
cmd-game-new-opt-timer-desc = Tempo per ogni scelta, come 2d o 12h, oppure off (se omesso: quello del server)
cmd-game-new-opt-great-wall-name = grande_muraglia
cmd-game-new-opt-great-wall-desc = In the Year of the Dragon: l'espansione La Grande Muraglia Cinese
cmd-game-new-opt-super-events-name = super_eventi
cmd-game-new-opt-super-events-desc = In the Year of the Dragon: l'espansione I Super Eventi (uno a caso nel 7° mese)
cmd-game-new-opt-super-event-name = super_evento
cmd-game-new-opt-super-event-desc = In the Year of the Dragon: questo Super Evento nel 7° mese
cmd-game-new-opt-super-event-choice-0 = Festival delle Lanterne
cmd-game-new-opt-super-event-choice-1 = Buddha
cmd-game-new-opt-super-event-choice-2 = Terremoto
cmd-game-new-opt-super-event-choice-3 = Alluvione
cmd-game-new-opt-super-event-choice-4 = Eclissi solare
cmd-game-new-opt-super-event-choice-5 = Eruzione vulcanica
cmd-game-new-opt-super-event-choice-6 = Tornado
cmd-game-new-opt-super-event-choice-7 = Alba
cmd-game-new-opt-super-event-choice-8 = Tentato omicidio
cmd-game-new-opt-super-event-choice-9 = Concessione
cmd-game-new-opt-variant-setup-name = variante
cmd-game-new-opt-variant-setup-desc = Dschunke: la variante alla preparazione (mercanti coperti, barre passate al vicino)
cmd-game-new-opt-opening-hands-name = carte_iniziali
cmd-game-new-opt-opening-hands-desc = Dschunke: come si formano le mani iniziali
cmd-game-new-opt-opening-hands-choice-0 = scelte in segreto, poi mescolate e distribuite (regole italiane)
cmd-game-new-opt-opening-hands-choice-1 = distribuite in parti uguali (regole tedesche)
cmd-game-start-name = inizia
cmd-game-start-desc = Fai cominciare la partita della lobby di questo canale.
cmd-game-status-name = stato
cmd-game-status-desc = Mostra il tabellone della partita di questo canale (solo a te).
cmd-game-log-name = registro
cmd-game-log-desc = Mostra il registro pubblico della partita di questo canale (solo a te).
cmd-game-log-opt-n-name = n
cmd-game-log-opt-n-desc = Quanti eventi (15 se omesso)
cmd-game-rules-name = regole
cmd-game-rules-desc = Come si gioca, in breve.
cmd-game-rules-opt-game-name = gioco
cmd-game-rules-opt-game-desc = Il gioco (quello di questo canale se omesso)
cmd-game-leave-name = esci
cmd-game-leave-desc = Lascia la partita di questo canale; se è già cominciata, il tuo posto va alla casa.
cmd-game-undo-name = ritira
cmd-game-undo-desc = Ritira la tua ultima mossa, se nulla è stato svelato e nessun altro ha mosso.
cmd-game-hand-name = mano
cmd-game-hand-desc = Mostra la tua mano privata nella partita di questo canale (solo a te).
cmd-game-vacation-name = vacanza
cmd-game-vacation-desc = Sospendi per un po' il tempo dei tuoi turni nelle partite di questo server.
cmd-game-vacation-opt-duration-name = durata
cmd-game-vacation-opt-duration-desc = Per quanto, come 3d o 12h (c'è un limite annuale per server)
cmd-game-dms-name = messaggi
cmd-game-dms-desc = Attiva o disattiva i DM di questa partita (pannelli, cambi della mano, promemoria).
cmd-game-dms-opt-dms-name = messaggi
cmd-game-dms-opt-dms-desc = Vero: DM di questa partita attivi; falso: spenti
cmd-game-digest-name = riepilogo
cmd-game-digest-desc = Un DM al giorno con le tue partite su questo server, nei giorni in cui una aspetta te.
cmd-game-digest-opt-digest-name = riepilogo
cmd-game-digest-opt-digest-desc = Vero: riepilogo quotidiano attivo; falso: spento
cmd-game-reminders-name = promemoria
cmd-game-reminders-desc = Scegli quali promemoria ricevere nelle partite di questo server.
cmd-game-reminders-opt-which-name = quali
cmd-game-reminders-opt-which-desc = Quali promemoria
cmd-game-reminders-opt-which-choice-0 = tutti (a metà del tempo e poco prima della scadenza)
cmd-game-reminders-opt-which-choice-1 = solo l'ultimo, poco prima della scadenza
cmd-game-reminders-opt-which-choice-2 = nessuno (la scadenza resta)
cmd-play-name = gioca
cmd-play-desc = La tua mossa nella partita di questo canale: un pannello privato, o scrivi la mossa.
cmd-play-opt-move-name = mossa
cmd-play-opt-move-desc = La tua mossa (inizia a scrivere per vedere quelle possibili)
cmd-games-name = partite
cmd-games-desc = Le partite di questo server, o solo le tue (solo a te).
cmd-games-opt-mine-name = mie
cmd-games-opt-mine-desc = Solo le partite in cui giochi, prima quelle che aspettano te
cmd-admin-name = admin
cmd-admin-desc = Gestisci le partite del server.
cmd-admin-cancel-name = annulla
cmd-admin-cancel-desc = Annulla la partita di questo canale.
cmd-admin-kick-name = espelli
cmd-admin-kick-desc = Togli un giocatore dalla partita di questo canale; il suo posto va alla casa.
cmd-admin-kick-opt-player-name = giocatore
cmd-admin-kick-opt-player-desc = Il giocatore
cmd-admin-replace-name = sostituisci
cmd-admin-replace-desc = Dai il posto di un giocatore a un altro membro.
cmd-admin-replace-opt-player-name = giocatore
cmd-admin-replace-opt-player-desc = Il giocatore che lascia
cmd-admin-replace-opt-by-name = sostituto
cmd-admin-replace-opt-by-desc = Chi prende il posto
cmd-admin-undo-name = indietro
cmd-admin-undo-desc = Annulla l'ultima mossa (ricostruita dal registro delle azioni).
cmd-admin-undo-opt-moves-name = mosse
cmd-admin-undo-opt-moves-desc = Quante mosse di giocatori annullare (di norma 1; di più chiede conferma)
cmd-admin-force-name = forza
cmd-admin-force-desc = Fai muovere il giocatore automatico al posto di chi è bloccato.
cmd-admin-timer-name = tempo
cmd-admin-timer-desc = Imposta il tempo per turno della partita di questo canale.
cmd-admin-timer-opt-length-name = durata
cmd-admin-timer-opt-length-desc = Tempo per ogni scelta, come 2d, 12h o 1d12h; oppure off
cmd-admin-timer-opt-policy-name = regola
cmd-admin-timer-opt-policy-desc = Alla scadenza (se omesso: muove il giocatore automatico)
cmd-admin-timer-opt-policy-choice-0 = il giocatore automatico muove al suo posto
cmd-admin-timer-opt-policy-choice-1 = la partita aspetta e gli admin vengono avvisati
cmd-admin-timer-opt-max-missed-name = max_mancate
cmd-admin-timer-opt-max-missed-desc = Scadenze mancate di fila prima che il posto passi per sempre alla casa
cmd-admin-notify-name = avvisi
cmd-admin-notify-desc = Ricevi o no una menzione quando una partita del server si blocca o perde un giocatore.
cmd-admin-notify-opt-pings-name = menzioni
cmd-admin-notify-opt-pings-desc = Vero: menzionami quando una partita aspetta un giocatore; falso: smetti
cmd-admin-list-name = elenco
cmd-admin-list-desc = Elenca le partite del server.
cmd-admin-export-name = esporta
cmd-admin-export-desc = Esporta in JSON le azioni e gli eventi pubblici di una partita (mai stato o seme).
cmd-admin-export-opt-game-name = partita
cmd-admin-export-opt-game-desc = Numero della partita da /admin elenco (quella di questo canale se omesso)
cmd-admin-language-name = lingua
cmd-admin-language-desc = Imposta la lingua di tutto ciò che il bot scrive nei canali di questo server.
cmd-admin-language-opt-language-name = lingua
cmd-admin-language-opt-language-desc = La lingua del server
cmd-admin-language-opt-language-choice-0 = English
cmd-admin-language-opt-language-choice-1 = Italiano
cmd-admin-language-opt-language-choice-2 = Deutsch
cmd-admin-images-name = immagini
cmd-admin-images-desc = Mostra i tabelloni di questo server come immagini, o solo come testo.
cmd-admin-images-opt-state-name = stato
cmd-admin-images-opt-state-desc = sì: i tabelloni hanno un'immagine; no: solo testo
cmd-admin-images-opt-state-choice-0 = sì
cmd-admin-images-opt-state-choice-1 = no
cmd-admin-web-name = web
cmd-admin-web-desc = Dai alle partite di questo server una pagina web in sola lettura, o nessuna.
cmd-admin-web-opt-state-name = stato
cmd-admin-web-opt-state-desc = sì: i tabelloni portano alla pagina della partita; no: nessuna pagina, i link non vanno più
cmd-admin-web-opt-state-choice-0 = sì
cmd-admin-web-opt-state-choice-1 = no
admin-web-on = Ogni partita di questo server ora ha una pagina web in sola lettura: il suo tabellone ha un link 🌐 Apri nel browser. La pagina mostra ciò che mostra il canale, niente di più.
admin-web-off = Le partite di questo server non hanno più pagine web: i loro link ora rispondono "partita inesistente". Riattivale e gli stessi link tornano a funzionare.
admin-web-none = Fatto, ma chi ospita questo bot non serve pagine web (TAVOLA_WEB_ADDR e TAVOLA_WEB_URL non sono impostate), quindi nessun tabellone vi porta.
cmd-admin-analysis-name = analisi
cmd-admin-analysis-desc = Analizza in sottofondo ogni partita finita di questo server, o solo su richiesta.
cmd-admin-analysis-opt-state-name = stato
cmd-admin-analysis-opt-state-desc = sì: ogni partita finita viene analizzata; no: solo su richiesta
cmd-admin-analysis-opt-state-choice-0 = sì
cmd-admin-analysis-opt-state-choice-1 = no

## rhythm
board-retired = ⬇️ Un tabellone precedente: la partita continua più in basso.
scoring-title = 📊 Punteggio · { $when }
scoring-title-part = 📊 Punteggio · { $when } ({ $part }/{ $parts })
results-title = 🏁 Risultati finali
results-ping = { $pings }: la partita è finita, ecco i risultati.
results-line = { $rank }. { $player } · { $score }
# Un punteggio finale nell'unità del gioco: Dschunke conta in yen.
score-amount = { $game ->
    [junk] { $score } yen
   *[other] { $score ->
        [one] 1 punto
       *[other] { $score } punti
    }
}
results-scoring = { $game ->
    [junk] Da dove vengono gli yen
   *[other] Da dove vengono i punti
}
dm-panel-game-over = 🏁 Questa partita è finita: i risultati sono in { $channel }.
dm-panel-superseded = -# ⌛ Più sotto c'è un pannello più recente: queste opzioni sono superate.
results-dm = 🏁 **{ $game }** in { $channel } è finita: hai chiuso al { $rank }° posto su { $players } con { $score }.{ $won ->
    [yes] { " " }Ben giocato: hai vinto!
   *[no] {""}
}

## panels
# Pannelli: il pulsante per tornare indietro, la scelta multipla di un
# insieme segreto, la prima parte di una scelta in due passi (`part`: il
# colore di una provincia, il numero di un palazzo, una persona) e una riga
# di contesto per gioco e tipo di scelta.

button-back = Indietro
panels-pick-many = { $count ->
    [one] Scegli la tua ultima carta
   *[other] Scegli le tue { $count } carte (come vuoi)
}
panels-pick-nth = { $n ->
    [1] { $choice }
   *[other] { $choice } ({ $n }ª)
}
panels-group-ming-prince = Principe nella provincia { $part }
panels-group-ming-neutral = Membro neutrale nella provincia { $part }
panels-group-ming-neutral-back = Membro neutrale di nuovo nella provincia { $part }
panels-group-ming-step = Muovi nella provincia { $part }
panels-group-year-of-the-dragon-release = Libera dal palazzo { $part }
panels-group-year-of-the-dragon-replace = Sostituisci nel palazzo { $part }
panels-group-year-of-the-dragon-take = Prendi: { $part }

panels-ctx-great-wall = Due azioni a turno: gioca una carta sulla muraglia o pescane una; i cavalieri sono gratuiti.
panels-ctx-great-wall-section = Scegli la sezione della muraglia per questa carta.
panels-ctx-great-wall-append = Metti la carta in fondo alla sezione, o copri un'altra carta col tuo dragone: la carta coperta non vale più.
panels-ctx-great-wall-cover = Copri un'altra carta col tuo dragone: la carta coperta non vale più.
panels-ctx-great-wall-token = Sezione { $section }: sei in testa con { $lead } - { $tokens ->
    [one] prendi il suo ultimo segnalino fama.
   *[other] prendi uno dei suoi due segnalini fama.
}
panels-ctx-great-wall-mark = Sezione { $section }: il segnalino fama va su una tua carta lì, e il tuo totale lì cala del suo valore.
panels-ctx-year-of-the-dragon = Ogni mese: scegli un gruppo di azioni, poi gioca una carta persona; segue l'evento del mese.
panels-ctx-year-of-the-dragon-group = Scegli un gruppo di azioni: unirsi a un gruppo già scelto da altri costa 3 yuan.
panels-ctx-year-of-the-dragon-act = Esegui l'azione del tuo gruppo.
panels-ctx-year-of-the-dragon-play = Gioca una carta persona: prendi una persona di quel tipo in un palazzo.
panels-ctx-year-of-the-dragon-take = Prendi una persona del tipo giocato: andrà in uno dei tuoi palazzi.
panels-ctx-year-of-the-dragon-house = Scegli il palazzo in cui abiterà la nuova persona.
panels-ctx-year-of-the-dragon-replace = I tuoi palazzi sono pieni: un residente fa posto al nuovo arrivato, o il nuovo arrivato se ne va.
panels-ctx-year-of-the-dragon-let = I tuoi palazzi sono pieni: un residente fa posto al nuovo arrivato, o il nuovo arrivato se ne va.
panels-ctx-year-of-the-dragon-release = Un evento o un piano perso ti costa una persona: chi liberi lascia il gioco.
panels-ctx-year-of-the-dragon-remove = Un evento ti costa un piano: scegli il palazzo che lo perde.
panels-ctx-year-of-the-dragon-give = Paga ciò che l'evento chiede: scegli cosa dare.
panels-ctx-year-of-the-dragon-floor = Costruisci: aggiungi un piano a un palazzo o iniziane uno nuovo.
panels-ctx-year-of-the-dragon-privilege = Un privilegio frutta dragoni ogni mese fino alla fine della partita.
panels-ctx-year-of-the-dragon-draft = Scegli le persone con cui inizi la partita.
panels-ctx-attila = Nel tuo turno: gioca una carta tribù e piazza quella tribù in una provincia, poi guadagna influenza su di essa.
panels-ctx-attila-place = Piazza la tribù in una provincia: il quinto segnalino tribù in una provincia scatena un conflitto.
panels-ctx-attila-influence = Guadagna influenza sulla tribù, o piazza invece un secondo segnalino di essa.
panels-ctx-attila-commit = Un conflitto: gioca carte coperte; quando hai finito non puoi aggiungerne altre.
panels-ctx-attila-discard = Scarta le carte che non vuoi, poi pescane altrettante.
panels-ctx-attila-boost = Aumenta la tua influenza su una tribù.
panels-ctx-attila-tile = Usa una tessera azione: doppio turno, scambio di carte o influenza.
panels-ctx-ming = Muovi il tuo principe tra le province e porta i membri della tua famiglia nelle città.
panels-ctx-ming-prince = Piazza il tuo principe: prima la provincia, poi il distretto.
panels-ctx-ming-step = Muovi il principe: ogni passo in un distretto costa una carta movimento corrispondente.
panels-ctx-ming-bring = Porta con te membri della famiglia dal distretto in cui sta il principe.
panels-ctx-ming-member = Piazza un membro della famiglia nella città: lì farà punti alla fine del round.
panels-ctx-ming-return = Le carte ritorno decidono quanti tuoi membri tornano a casa dalla città; gli altri fanno punti lì e lasciano il gioco.
panels-ctx-ming-card = Prendi una carta dall'esposizione.
panels-ctx-ming-neutral = Piazza il membro neutrale.
panels-ctx-junk = Carica, vendi e pesca merci sulle giunche; vince chi ha più yen.
panels-ctx-junk-pick = Scegli in segreto le tue carte iniziali: le scelte di tutti vengono riunite, mescolate e distribuite.
panels-ctx-junk-offer = Offerte segrete: offri carte di una merce; l'offerta più alta di ogni merce vende.
panels-ctx-junk-no = Offerte segrete: offri carte di una merce; l'offerta più alta di ogni merce vende.
panels-ctx-junk-on = Scegli la giunca per questa azione.
panels-ctx-junk-to = Scegli la giunca su cui va la barra.
panels-ctx-junk-from = Scegli la giunca da cui parte la tua barra.
panels-ctx-junk-pier = Scegli il molo di cui guardi le carte speciali.
panels-ctx-junk-strip = Preparazione: carica su una giunca la striscia che ti passa chi siede alla tua destra.
panels-ctx-junk-merchant = La tua azione: manda un mercante o un assistente a lavorare su una giunca, oppure gioca una carta speciale.
panels-ctx-junk-assistant = La tua azione: manda un assistente a lavorare su una giunca, oppure gioca una carta speciale.
panels-ctx-junk-play = La tua azione: gioca una carta speciale, oppure termina il turno.
panels-ctx-junk-draw = Rifornimento: pesca carte risorsa dalle giunche, una alla volta.
panels-ctx-junk-give = Scambio: dai una carta risorsa dalla tua mano.
panels-ctx-junk-take = Scambio: prendi in cambio una carta risorsa.
junk-decision-offers = Questo round paga: { $prices }
junk-pays-yen = { $yen } yen
junk-pays-special = una carta speciale
junk-decision-draws = { $count ->
    [one] puoi pescare ancora 1 carta
   *[other] puoi pescare ancora { $count } carte
}
attila-decision-conflict = 💥 Il conflitto è in { $province }, dove si trovano { $tribes }.
panels-ctx-junk-special = Prendi una delle carte speciali del molo.
panels-players-any-game = qualsiasi gioco
panels-players-choice = { $count } giocatori · { $game }: { $min }-{ $max }

## House players' level
house-level = { $level ->
    [random] casuale
    [easy] facile
    [hard] difficile
   *[normal] normale
}
board-house = 🤖 giocatori automatici: { $level }
lobby-house = Giocatori automatici
lobby-house-option = Giocatori automatici: { $level }
lobby-house-placeholder = Quanto bene giocano i giocatori automatici
lobby-house-level = { $user } ha scelto quanto bene giocano i giocatori automatici.
admin-level = Ora i giocatori automatici di questa partita giocano a livello { $level }, dalla loro prossima decisione.
cmd-admin-level-name = livello
cmd-admin-level-desc = Scegli quanto bene giocano i giocatori automatici di questa partita.
cmd-admin-level-opt-level-name = livello
cmd-admin-level-opt-level-desc = facile: una ricerca breve; normale: circa un secondo a decisione; difficile: più a lungo
cmd-admin-level-opt-level-choice-0 = facile
cmd-admin-level-opt-level-choice-1 = normale
cmd-admin-level-opt-level-choice-2 = difficile
cmd-game-new-opt-level-name = livello
cmd-game-new-opt-level-desc = Quanto bene giocano i giocatori automatici (di solito: normale)
cmd-game-new-opt-level-choice-0 = facile
cmd-game-new-opt-level-choice-1 = normale
cmd-game-new-opt-level-choice-2 = difficile

## Ciò che lasciano le partite finite: statistiche, classifiche, partite finite
stats-house = 🤖 casa ({ $level })
stats-rating = { $mu } ± { $sigma }
stats-rating-place = valutazione { $rating } ({ $place }º su { $of })
stats-unrated = non ancora valutato
stats-title = Statistiche · { $player }
stats-none = { $player } non ha ancora finito una partita su questo server.
stats-record = { $games ->
    [one] 1 partita
   *[other] { $games } partite
} · { $wins ->
    [one] 1 vittoria
   *[other] { $wins } vittorie
} ({ $share } %) · posizione media { $rank } · punteggio medio { $score } · migliore { $best }
stats-last = Ultime partite:
stats-last-game = #{ $id }: { $rank }º, { $score }
stats-overall = Tutte le partite: { $games } giocate, { $wins } vinte ({ $share } %).
leaderboard-title = Classifica · { $game }
leaderboard-line = **{ $place }.** { $player } · **{ $score }** = valutazione { $mu } − { $sigmas } × incertezza { $sigma } · { $games ->
    [one] 1 partita
   *[other] { $games } partite
}
leaderboard-none = Nessuno ha ancora finito { $min } partite classificate di { $game } su questo server.
leaderboard-unranked = { $count ->
    [one] Un altro giocatore ha
   *[other] Altri { $count } giocatori hanno
} meno di { $min } partite classificate.
leaderboard-footer = Ordinata per valutazione meno { $sigmas } × la sua incertezza · almeno { $min } partite classificate · una partita conta quando la giocano due o più persone
games-finished-none = Su questo server non è ancora finita nessuna partita.
games-finished-line = #{ $id } · { $channel } · { $game } · 🏆 { $winners } · { $players } giocatori · { $ended }
admin-deleted = La partita #{ $id } e il suo registro sono cancellati; le valutazioni del suo gioco sono state ricalcolate senza di essa.
cmd-stats-name = statistiche
cmd-stats-desc = Partite, vittorie e valutazione di un giocatore su questo server.
cmd-stats-opt-player-name = giocatore
cmd-stats-opt-player-desc = Di chi (tue se lo ometti)
cmd-stats-opt-game-name = gioco
cmd-stats-opt-game-desc = Solo questo gioco
cmd-stats-opt-share-name = condividi
cmd-stats-opt-share-desc = Pubblicale nel canale per tutti (di norma: solo a te)
cmd-leaderboard-name = classifica
cmd-leaderboard-desc = I migliori giocatori di un gioco su questo server, per valutazione.
cmd-leaderboard-opt-game-name = gioco
cmd-leaderboard-opt-game-desc = Il gioco
cmd-leaderboard-opt-min-games-name = partite_minime
cmd-leaderboard-opt-min-games-desc = Classifica solo chi ha almeno tante partite classificate (di norma 3)
cmd-leaderboard-opt-share-name = condividi
cmd-leaderboard-opt-share-desc = Pubblicala nel canale per tutti (di norma: solo a te)
cmd-games-opt-finished-name = finite
cmd-games-opt-finished-desc = Le partite finite, dalla più recente, con i vincitori
cmd-admin-delete-name = cancella
cmd-admin-delete-desc = Cancella una partita finita o annullata, il suo registro e il suo peso nelle valutazioni.
cmd-admin-delete-opt-game-name = partita
cmd-admin-delete-opt-game-desc = Numero della partita da /partite finite o /admin elenco
refusal-still-open = Quella partita è ancora aperta: annullala prima con `/admin annulla`.
refusal-no-finished-game = In questo canale non è ancora finita nessuna partita, quindi non c'è niente da analizzare. L'analisi di una partita arriva quando è finita.

replay-button = Rivedi
replay-author = { $game } · rivedi la partita
replay-setup = Preparazione, prima della prima mossa
replay-position = { $round } di { $last }
replay-by = Ha mosso { $player }
game-round = { $game ->
    [year-of-the-dragon] { $round ->
        [0] Preparazione
       *[other] Mese { $round }
    }
    [ming] { $round ->
        [0] Preparazione
       *[other] Round { $round }
    }
    [junk] { $round ->
        [0] Preparazione
       *[other] Round { $round }
    }
   *[other] { $round ->
        [0] Preparazione
       *[other] Turno { $round }
    }
}
replay-jump = Vai a un'altra parte della partita
replay-nothing = In questo passo non è successo nulla di pubblico.
replay-footer = Solo tu vedi questa schermata: mostra ciò che ha visto il canale, mai una mano o una scelta segreta.
replay-first = Inizio
replay-prev = Indietro
replay-next = Avanti
replay-last = Fine
replay-not-started = Questa partita non è ancora iniziata, quindi non c'è nulla da rivedere. Avviala con `/partita inizia`.
replay-nothing-here = In questo canale non c'è nessuna partita da rivedere. Aprine una con `/partita nuova`.
export-not-over = Questa partita è ancora in corso, quindi non è stata esportata: l'esportazione contiene ogni mossa e svelerebbe scelte ancora segrete. Riprova a partita finita; `/partita registro` mostra ora il registro pubblico.
export-not-seated = Solo chi ha giocato questa partita può esportarla, e tu non avevi un posto. `/partita rivedi` mostra l'intera partita a chiunque.
export-nothing = In questo canale non c'è nessuna partita finita da esportare.
export-done = In allegato il registro pubblico di { $game } a parole e l'intera partita in JSON.
export-heading = { $game } · { $players }
cmd-game-replay-name = rivedi
cmd-game-replay-desc = Rivedi la partita di questo canale, mossa per mossa (solo tu la vedi).
cmd-game-export-name = esporta
cmd-game-export-desc = Scarica il registro e i dati della partita finita di questo canale (solo per chi ha giocato).

## La storia dei risultati: i punti di ogni giocatore per tipo, e il grafico

results-part = { $kind } { $points }
results-breakdown = { $player }: { $parts } = { $total }
results-no-points = nessun punto
story-kind-palaces = palazzi
story-kind-ladies = cortigiane
story-kind-privileges = privilegi
story-kind-scholars = studiosi
story-kind-festival = feste
story-kind-mongols = Mongoli
story-kind-wall = Grande Muraglia
story-kind-super = super evento
story-kind-final = conteggio finale
story-kind-sections = sezioni vinte
story-kind-first-tokens = primi segnalini
story-kind-full-sets = serie complete
story-kind-cities = città
story-kind-monasteries = monasteri
story-kind-tiles = tessere provincia
story-kind-junk-sales = vendite dalle giunche
story-kind-market = mercato
story-kind-yen-instead = yen al posto della carta speciale
story-kind-bonus = bonus finale
story-kind-centuries = secoli
story-kind-other = altro

## Analysis (`tavola analyze`) and hints: house players that teach.
analysis-heading = { $game }, { $players } giocatori: { $decisions ->
    [one] una decisione
   *[other] { $decisions } decisioni
  }, ciascuna cercata { $budget } volte dal solo punto di vista di chi la prende.
analysis-decision = { $when } · { $player }: { $played } · probabilità di vincere { $chances }
analysis-decision-other = { $when } · { $player }: { $played } (la ricerca preferiva { $preferred }) · probabilità di vincere { $chances }
analysis-chance = { $player } { $percent } %
analysis-turning-points = Momenti decisivi
# Before a number the article elides as an Italian writes it: dall'80 %, allo 0 %, dal 50 %.
analysis-turning-point = { $when }: { $player } ha scelto “{ $played }” quando “{ $preferred }” era meglio; la sua probabilità di vincere è scesa { $before ->
        [0] dallo 0
        [1] dall'1
        [8] dall'8
        [11] dall'11
        [80] dall'80
        [81] dall'81
        [82] dall'82
        [83] dall'83
        [84] dall'84
        [85] dall'85
        [86] dall'86
        [87] dall'87
        [88] dall'88
        [89] dall'89
       *[other] dal { $before }
    } % { $after ->
        [0] allo 0
        [1] all'1
        [8] all'8
        [11] all'11
        [80] all'80
        [81] all'81
        [82] all'82
        [83] all'83
        [84] all'84
        [85] all'85
        [86] all'86
        [87] all'87
        [88] all'88
        [89] all'89
       *[other] al { $after }
    } %.
analysis-no-turning-point = Nessuna mossa è costata al suo giocatore cinque punti o più di probabilità di vincere.
analysis-time = Analisi in { $seconds } s.
analysis-title = Analisi della partita #{ $id } · { $game }
analysis-footer = Ogni mossa vista dal solo punto di vista di chi l'ha giocata: quello che poteva sapere allora. /partita analisi la ripubblica.
analysis-progress = L'analisi della partita #{ $id } è { $percent ->
        [0] allo 0
        [1] all'1
        [8] all'8
        [11] all'11
        [80] all'80
        [81] all'81
        [82] all'82
        [83] all'83
        [84] all'84
        [85] all'85
        [86] all'86
        [87] all'87
        [88] all'88
        [89] all'89
       *[other] al { $percent }
    } %; sarà pubblicata qui.
analysis-reposted = L'analisi della partita #{ $id } è di nuovo pubblicata in questo canale.
analysis-not-seated = Solo i giocatori della partita #{ $id } e gli admin del server possono chiederne l'analisi, e tu non avevi un posto.
refusal-hints-off = In questa partita i suggerimenti sono spenti, quindi non ne è stato dato nessuno. Si possono accendere solo quando si apre una partita (`/partita nuova suggerimenti:True` o il pulsante della lobby).
button-hint = Suggerimento
hint-heading = 💡 Cosa giocherebbe il giocatore automatico al tuo posto, sapendo solo quello che sai tu (lo vedi solo tu):
hint-move = { $rank }. { $action } · { $share } % della ricerca · { $win } % di probabilità di vincere
hint-footer = I suggerimenti sono contati nei risultati, e una partita con i suggerimenti non vale per la classifica.
hint-none = Non c'è nessuna mossa da suggerire: ora non devi decidere nulla.
results-hints = Suggerimenti (questa partita non vale per la classifica): { $used }.
results-hints-used = { $player } { $count ->
    [one] una volta
   *[other] { $count } volte
  }
results-no-hints = nessuno ne ha chiesti
cmd-game-hint-name = suggerimento
cmd-game-hint-desc = Chiedi al giocatore automatico al tuo posto cosa giocherebbe ora (lo vedi solo tu).
cmd-game-analysis-name = analisi
cmd-game-analysis-desc = Pubblica l'analisi dell'ultima partita finita qui, o vedi a che punto è.
cmd-game-new-opt-hints-name = suggerimenti
cmd-game-new-opt-hints-desc = I giocatori possono chiedere suggerimenti alla casa (la partita allora non vale per la classifica)
lobby-hints = Suggerimenti
lobby-hints-field-on = sì: i giocatori possono chiedere un suggerimento alla casa (la partita non vale per la classifica)
lobby-hints-field-off = no
lobby-hints-on = { $user } ha acceso i suggerimenti: questa partita non varrà per la classifica.
lobby-hints-off = { $user } ha spento i suggerimenti.
button-hints-on = Permetti i suggerimenti
button-hints-off = Niente suggerimenti

## /help: cosa può fare chi legge, qui e ora (solo per lui). I comandi
## arrivano come `/partita nuova` nella lingua di chi legge; i pulsanti
## con le loro etichette.

cmd-help-name = aiuto
cmd-help-desc = Cosa puoi fare qui: la partita di questo canale, i tuoi comandi, la guida (solo per te).
help-title = Cosa puoi fare qui
help-no-game = In questo canale non c'è nessuna partita aperta. Iniziane una in quattro passi, o guarda cosa si gioca altrove su questo server.
help-lobby = In questo canale è aperta una lobby di **{ $game }**.
help-lobby-joined = Hai un posto. Quando i giocatori ci sono tutti, premi **{ $start }** sul messaggio della lobby.
help-lobby-not-joined = Non hai ancora un posto: premi **{ $join }** sul messaggio della lobby per prenderne uno.
help-game = In questo canale si gioca a **{ $game }**. Giochi come { $seat }.
help-game-your-turn = Tocca a te: premi **{ $play }** sul tabellone, o usa { $command }.
help-game-not-seated = In questo canale si gioca a **{ $game }**. Tu non giochi in questa partita; il tabellone mostra tutto ciò che è pubblico.
help-start-title = Iniziare una partita
help-start =
    1. { $new } con il gioco (e il numero di posti) apre una lobby qui.
    2. Gli altri premono **{ $join }** sulla lobby.
    3. **{ $start }** (o { $begin }) fa iniziare la partita; i giocatori automatici occupano i posti vuoti.
    4. Quando il tabellone ti menziona, premi **{ $play }** (o usa { $command }) e scegli la tua mossa.
help-lobby-title = Nella lobby
help-lobby-commands =
    - **{ $join }** ed **{ $leave }** sul messaggio della lobby: prendi il tuo posto o lascialo.
    - **{ $start }** o { $begin }: fa iniziare la partita; i giocatori automatici occupano i posti vuoti.
    - { $rules }: come si gioca.
    - { $dms }: i messaggi privati di questa partita, accesi o spenti.
help-moves-title = Le tue mosse
help-moves =
    - **{ $play }** sul tabellone, o { $command }: la tua mossa, in un pannello che vedi solo tu; { $command } accetta anche una mossa scritta.
    - **{ $hand }** o { $hand_command }: la tua mano, privata.
    - { $undo }: ritira la tua ultima mossa, finché nessun altro ha mosso e niente è stato rivelato.
help-moves-hint = - { $hint }: cosa giocherebbe ora il giocatore automatico al tuo posto (questa partita permette i suggerimenti).
help-table-title = Il tavolo
help-table =
    - **{ $log }** o { $log_command }: il registro pubblico.
    - { $status }: il tabellone, solo per te.
    - { $rules }: le regole, e cosa mostra l'immagine del tabellone.
    - { $replay }: la partita fin qui, mossa per mossa, solo per te.
help-settings-title = Le tue impostazioni
help-settings =
    - { $vacation }: ferma per un po' i tuoi orologi di turno.
    - { $dms }: i messaggi privati di questa partita, accesi o spenti.
    - { $reminders }: quali promemoria di turno ricevi.
    - { $leave }: lascia la partita; un giocatore automatico prende il tuo posto.
help-server-title = Su questo server
help-server =
    - { $games }: le partite del server, o solo le tue.
    - { $stats }: partite, vittorie e punteggio.
    - { $leaderboard }: i migliori giocatori di un gioco.
    - { $rules }: le regole di ogni gioco.
help-admin-title = Per gli amministratori (Gestisci server)
help-admin =
    - La partita di questo canale: { $game_commands }
    - Il server: { $server_commands }
help-guide-title = 📖 Guida per i giocatori
help-guide = [Giocare al tavolo, passo per passo]({ $url })

## /partita regole: cosa mostra l'immagine del tabellone di ogni gioco

rules-picture-title = Cosa mostra l'immagine del tabellone
rules-picture-common =
    - La striscia in alto: il gioco, a che punto è, e ▶ di chi è il turno.
    - La riga in basso: una casella per giocatore con il punteggio (o ciò che ne fa le veci) e i dettagli; la casella di chi è di turno è incorniciata e gialla.
    - Il segnalino di ogni giocatore ha il suo colore, una forma tutta sua (cerchio, quadrato, triangolo, rombo…) e la sua iniziale, così il colore da solo non serve mai a capire chi è chi.
rules-picture-great-wall =
    - Una colonna per sezione della muraglia: i segnalini fama scoperti, dischi dorati con il loro valore; una colonna stretta e grigia è una sezione chiusa.
    - Sotto, il primo segnalino preso: chi lo tiene e la carta su cui sta.
    - Le carte giocate lì, nei segnalini dei loro proprietari, ciascuna con il suo simbolo: ▤ muro, ⌂ porta, ♜ torre, ♚ nobile, ⚔ guerriero, ♞ cavaliere, ✹ dragone; +2 conta le carte che ne stanno sotto.
    - Ai piedi di ogni colonna, il valore di ogni giocatore lì, evidenziato quello di chi comanda.
    - Nelle caselle dei giocatori: segnalini vinti (la fama resta coperta fino alla fine), mano e mazzo.
rules-picture-year-of-the-dragon =
    - La riga in alto: gli eventi dell'anno mese per mese (☮ pace, ¥ tributo, ☀ siccità, ✦ festival, ⚔ Mongoli, ☣ contagio); i mesi passati sono grigi, il mese in corso è incorniciato.
    - Gruppi di azioni: le carte di ogni gruppo e i segnalini dei giocatori il cui drago ci sta sopra (un gruppo arancione ne ha già uno).
    - Percorso persona: l'ordine di gioco, dal primo a muovere, con la casella di ogni giocatore; con la Grande Muraglia, chi ne ha costruito le sezioni.
    - Nelle caselle dei giocatori: punti, yuan, riso, fuochi, privilegi e carte persona rimaste; sotto, i palazzi, un piano scuro abitato, uno chiaro vuoto.
rules-picture-ming =
    - Le sei province su due righe (bianca, arancione, verde sopra rosa, gialla, blu), tre distretti ciascuna; una linea spessa unisce due distretti vicini, con la carta che la attraversa: un cerchio per il cavallo, un quadrato per la barca, un triangolo per la portantina, ciascuno con la sua iniziale.
    - In un distretto: il suo nome, ♛ con il segnalino del giocatore di cui è il principe, ✚ con l'iniziale di chi occupa il monastero, e i membri di ogni famiglia come segnalino con un numero (N: la famiglia neutrale delle partite a 2).
    - Lungo il bordo di ogni provincia, il suo spazio: la carta scoperta, i membri che aspettano lì e, durante un punteggio, quelli nella sua città.
    - In alto: il prossimo punteggio e quanto vale, i mazzi rimasti. Nelle caselle dei giocatori: punti, carte in mano, riserva, tessere provincia per lettera (W1: una tessera bianca; O arancione, G verde, P rosa, Y gialla, B blu), passato.
rules-picture-junk =
    - Le cinque giunche viste dall'alto: le 3 x 3 casse che si vedono, quelle che contano, nei segnalini dei loro proprietari; sopra, la merce della giunca e quante carte risorsa ha la sua pila (? finché è nascosta), sotto, il mercante (⚓) con la sua azione, grigio una volta usato in questo round, e quanti strati contiene.
    - Il mercato: quanto paga ogni merce in questo round, ✗ una volta venduta.
    - Sotto: gli assistenti di questo round (✓ usati) e i moli (■ ● ▲ ★) con quante carte speciali ha ciascuno.
    - Nelle caselle dei giocatori: i soldi, un ? finché sono segreti (nel frattempo gli yen mostrati all'ultimo evento Y), carte in mano, strisce rimaste, carte speciali coperte, ✓ pronto per un'offerta segreta, le carte speciali permanenti.
rules-picture-attila =
    - A sinistra, le 25 province come una mappa da ovest a est: le linee sono confini di terra, quelle blu tratteggiate vanno per mare; ★ segna una provincia di partenza; una provincia grigia è pacificata, il suo disco mostra il secolo della sua tessera pace.
    - In ogni provincia i segnalini delle tribù: un gettone nel colore della tribù con la sua iniziale e il numero (le tribù hanno i loro nomi a ovest).
    - A destra, il percorso dell'influenza: una colonna per giocatore, una riga per tribù; chi comanda ogni tribù è evidenziato nel suo colore, · vuol dire nessuna. Sotto, i segnalini rimasti per tribù, il secolo con la sua influenza e le tessere pace rimaste, il mazzo, un conflitto in corso.
    - Nelle caselle dei giocatori: punti, cosa segnerebbero ora, carte in mano e le loro tessere azione non usate (×2 doppio turno, ⇄ scambio, +2 influenza 2).

## Il tavolo sul web (bot/web): la pagina di una partita, il suo replay e i risultati.
web-table = Tavolo
web-replay = Rivedi la partita
web-results = Risultati
web-players = Giocatori
web-log = Registro
web-to-move = di turno
web-score-secret = segreto
web-deadline = Scadenza:
web-over = Partita finita.
web-lobby = In attesa che la partita cominci: { $count ->
    [one] si è unito 1 giocatore.
   *[other] si sono uniti { $count } giocatori.
}
web-lobby-status = Nella sala d'attesa
web-step = Passo { $turn } di { $last }
web-no-public-events = In questo passo non è cambiato nulla di ciò che il tavolo vede.
web-first = Primo passo (Home)
web-prev = Passo precedente (←)
web-next = Passo successivo (→)
web-last = Ultimo passo (Fine)
web-total = Totale
web-score-chart = I punteggi lungo la partita
web-analysis = Analisi
web-no-analysis = Di questa partita non è stata fatta un'analisi.
web-footer = Solo lettura: questa pagina mostra ciò che mostra il canale Discord della partita, niente di più. Tocca una parte del tabellone per i dettagli.
web-home = La pagina di ogni partita è al link che il suo tabellone dà su Discord (🌐 Apri nel browser).
web-not-found-title = Partita inesistente
web-not-found = Questo link non porta a nessuna partita: forse è scritto male, la partita è stata cancellata o il suo server ha spento le pagine web.
web-not-yet = Non ancora: questa partita non è cominciata o non è ancora finita.
web-view = Apri nel browser

## Il pulsante 🔍 Dettagli di un tabellone e del replay: un'immagine privata
## di ciò per cui l'immagine del tabellone non ha spazio.
button-details = Dettagli
details-caption = 🔍 { $game }: i dettagli del tabellone come lo mostra il canale, solo per te.
details-replay-caption = 🔍 { $game }, rivista mossa per mossa: i dettagli di questa posizione ({ $position }), solo per te.
details-none = 🔍 Questo tabellone mostra già tutto ciò che è pubblico: i gettoni fama di ogni sezione, ogni carta visibile con quante ne stanno sotto, il valore di ogni giocatore lì, e per ogni giocatore mano, mazzo e gettoni fama vinti.
details-unavailable = 🔍 Non è stato possibile disegnare l'immagine dei dettagli. Riprova tra un momento; intanto il tabellone mostra tutto ciò che è pubblico.
