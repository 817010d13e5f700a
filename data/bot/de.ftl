# Die eigenen Worte des Bots (Lobby, Spielpläne, Panels, Ablehnungen,
# Erinnerungen, Direktnachrichten, Befehle), auf Deutsch. Jede Nachricht hat
# ihren Zwilling in en.ftl.
# Argumente: `seat` und `players` werden zu den Namen der Spieler; `count`
# wählt die Pluralformen.

## Namen

house-player = Bot { $n }
name = { $name }
language-en = Englisch
language-it = Italienisch
language-de = Deutsch

game-year-of-the-dragon = Im Jahr des Drachen
game-great-wall = Chinesische Mauer
game-attila = Attila
game-ming = Ming Dynastie
game-junk = Dschunke

## Schaltflächen

button-play = Spielen
button-hand = Meine Hand
button-log = Protokoll
button-join = Beitreten
button-leave = Verlassen
button-add-house = Bot hinzufügen
button-start = Starten
button-cancel = Abbrechen
button-confirm = Bestätigen
button-change = Ändern
button-previous = Zurück
button-next = Weiter
button-quiet = Diesen Zug stummschalten
button-undo = Zurücknehmen

## Der Spielplan

board-over = 🏁 Die Partie ist vorbei. { $count ->
    [one] Gewonnen hat { $winners }.
   *[other] Gewonnen haben { $winners }.
}
board-waiting = 👉 Warten auf { $players }.
board-ping-turn = { $pings }, du bist am Zug: { $ask } · Spielen oder `/spielen`
board-ping-secret = { $pings }, { $count ->
    [one] deine geheime Wahl
   *[other] eure geheime Wahl
}: { $ask } · Spielen oder `/spielen`
board-due = · ⏰ fällig { $when }
board-footer = /partie regeln · /partie protokoll
board-players = Spieler
board-key = Legende
board-final-scores = Endstand
board-none = keine
board-nobody = niemand
board-waiting-for = Warten auf { $players }
board-start-player = Startspieler
board-hand = Hand { $count }

## Die Lobby

lobby-title-open = Lobby: tritt der Partie bei
lobby-title-started = Die Partie hat begonnen
lobby-title-closed = Diese Lobby wurde geschlossen
lobby-note-open = Die Plätze werden zu Beginn ausgelost.
lobby-note-started = Der Spielplan folgt unten.
lobby-note-closed = Öffne eine neue mit `/partie neu`.
lobby-seats = Plätze
lobby-players = Spieler
lobby-player-range = { $min } bis { $max }
lobby-options = Optionen
lobby-standard-rules = Standardregeln
lobby-timer = Fristen
lobby-table = Tisch
lobby-table-size = { $count } Plätze; Computerspieler füllen zu Beginn die freien.
lobby-seat = { $n }. { $who }
lobby-seat-no-dms = { $n }. { $who } · keine Direktnachrichten: spielt über Meine Hand und `/spielen`
lobby-footer = Partie #{ $id }
lobby-joined = { $user } ist beigetreten.
lobby-left = { $user } hat die Lobby verlassen.
lobby-house-joined = Ein Computerspieler ist beigetreten.
lobby-cancelled = Die Lobby wurde abgebrochen.
lobby-joined-dms-closed = { $user } ist beigetreten, empfängt aber keine Direktnachrichten und spielt daher über Meine Hand und `/spielen`.
lobby-dms-on = { $user } hat Direktnachrichten eingeschaltet.
lobby-dms-off = { $user } hat Direktnachrichten ausgeschaltet.
lobby-you-left = Du hast die Lobby verlassen.
game-started = Die Partie hat begonnen: die Plätze wurden ausgelost.
game-you-left = Du hast die Partie verlassen; dein Platz gehört jetzt einem Computerspieler.

## Die Optionen der Spiele, in Worten

option-set = { $name }: { $value }
option-on = an
option-off = aus
option-year-of-the-dragon-great-wall = Erweiterung „Die Große Mauer“
option-year-of-the-dragon-great-wall-help = eine achte Aktionskarte, Mauerplättchen und die Mauerwertung.
option-year-of-the-dragon-super-events = Erweiterung „Super-Ereignisse“
option-year-of-the-dragon-super-events-help = in Monat 7 tritt ein zufälliges Super-Ereignis ein.
option-year-of-the-dragon-super-event = Super-Ereignis
option-year-of-the-dragon-super-event-help = dieses Super-Ereignis tritt in Monat 7 ein, statt eines zufälligen.
option-year-of-the-dragon-super-event-lanternfest = Laternenfest
option-year-of-the-dragon-super-event-buddha = Buddha
option-year-of-the-dragon-super-event-earthquake = Erdbeben
option-year-of-the-dragon-super-event-flood = Überschwemmung
option-year-of-the-dragon-super-event-eclipse = Sonnenfinsternis
option-year-of-the-dragon-super-event-volcano = Vulkanausbruch
option-year-of-the-dragon-super-event-tornado = Tornado
option-year-of-the-dragon-super-event-sunrise = Sonnenaufgang
option-year-of-the-dragon-super-event-assassination = Attentat
option-year-of-the-dragon-super-event-charter = Freibrief
option-junk-variant-setup = Aufbauvariante
option-junk-variant-setup-help = die Kaufleute beginnen verdeckt auf gewählten Dschunken, und alle laden die Streifen, die sie von rechts bekommen.
option-junk-opening-hands = Starthand
option-junk-opening-hands-help = gewählt: alle wählen geheim ihre Startkarten, die gemischt und ausgeteilt werden (italienische Regeln); ausgeteilt: von jeder Ware gibt es gleich viele Karten (deutsche Regeln).
option-junk-opening-hands-chosen = geheim gewählt
option-junk-opening-hands-dealt = gleichmäßig ausgeteilt

## Panels

panel-header = **{ $game }** · { $channel } · { $title } · du bist { $player }
panel-nothing-private = In dieser Partie hast du gerade nichts Privates.
panel-over = Die Partie ist vorbei.
panel-waiting = { $count ->
    [one] { $players } ist am Zug.
   *[other] { $players } sind am Zug.
} Du wirst erwähnt, wenn du dran bist.
panel-your-move = Dein Zug
panel-choose = Wähle deinen Zug
panel-choose-page = Wähle deinen Zug (Seite { $page } von { $pages })
panel-confirm = **{ $action }**? Einmal abgegeben, lässt sich das nicht zurücknehmen.
move-done = ✅ { $action }.
move-done-default = Erledigt
undo-you-took-back = ↩️ Du hast deinen Zug zurückgenommen.
undo-took-back = ↩️ { $player } hat einen Zug zurückgenommen.
hand-empty = Deine Hand ist leer.
hand-your-hand = **Deine Hand**: { $items }
since-your-last-move = Seit deinem letzten Zug:
events-more = { $count ->
    [one] +1 weiteres (📜 Protokoll)
   *[other] +{ $count } weitere (📜 Protokoll)
}
since-earlier-turns = { $count ->
    [one] 1 früherer Zug (📜 Protokoll)
   *[other] { $count } frühere Züge (📜 Protokoll)
}
log-empty = Bisher ist nichts passiert.
dm-what-changed = Was sich geändert hat: { $changes }
dm-joined = Du bist der Partie **{ $game }** in { $channel } beigetreten. Deine Zug-Panels und deine private Hand kommen hierher; im Kanal zeigen Meine Hand und `/spielen` sie auch.
dm-on-hello = 🔔 Direktnachrichten von **{ $game }** in { $channel } sind an: deine Zug-Panels, Änderungen deiner Hand und Erinnerungen kommen hierher.

## Ablehnungen und Fehler

refusal-no-session = In diesem Kanal läuft keine Partie. Starte eine mit `/partie neu`.
refusal-channel-busy = In diesem Kanal läuft schon eine Partie. Sie muss erst enden, oder ein Admin bricht sie mit `/admin abbrechen` ab.
refusal-closed = Diese Partie ist beendet oder wurde abgebrochen, die Schaltfläche bewirkt also nichts mehr.
refusal-already-started = Die Partie hat schon begonnen, die Schaltflächen der Lobby gelten also nicht mehr. Nutze `/spielen`, wenn du am Zug bist.
refusal-not-started = Die Partie hat noch nicht begonnen. Drücke Starten in der Lobby oder nutze `/partie starten`.
refusal-already-seated = Du hast schon einen Platz in dieser Partie.
refusal-not-seated = Du spielst in dieser Partie nicht mit; der Spielplan zeigt alles Öffentliche.
refusal-full = Der Tisch ist voll: { $game } hat höchstens { $max } Plätze.
refusal-player-count = { $game } braucht { $min } bis { $max } Spieler, und { $have ->
    [one] 1 sitzt am Tisch
   *[other] { $have } sitzen am Tisch
}. Füge Computerspieler hinzu oder warte, bis mehr beitreten.
refusal-not-your-turn = { $count ->
    [one] { $players } ist am Zug.
   *[other] { $players } sind am Zug.
} Du wirst erwähnt, wenn du dran bist.
refusal-stale = Dieses Panel stammt aus einem früheren Zug; die Partie ist seitdem weitergegangen. Hier sind deine aktuellen Möglichkeiten.
panel-retired = ⌛ Dieses Panel stammt aus einem früheren Zug: Die Partie ist weitergegangen. **Spielen** am Spielplan zeigt deine aktuellen Möglichkeiten.
refusal-forged = Diese Schaltfläche oder dieser Zug steht dir in dieser Partie gerade nicht offen. Öffne ein frisches Panel mit Spielen oder `/spielen`.
refusal-not-creator = Das kann nur, wer die Partie erstellt hat, oder ein Admin.
refusal-nothing-to-undo = Es gibt noch nichts zurückzunehmen.
refusal-not-reversible = Dieser Zug lässt sich nicht mehr zurücknehmen: etwas wurde gezogen oder aufgedeckt, oder ein anderer Spieler war seitdem am Zug.
refusal-bad-setup = Die Partie konnte nicht vorbereitet werden: { $reason }
refusal-no-such-player = Diese Person hat keinen Platz in dieser Partie.
refusal-vacation = Dein Urlaub wurde nicht eingetragen: { $reason }.
refusal-no-clock = Du hast in keiner laufenden Partie auf diesem Server einen Platz, also gibt es keine Zugzeit anzuhalten.
refusal-nothing-to-quiet = Diese Erinnerung galt einer Entscheidung, die du schon getroffen hast (oder deren Zeit abgelaufen ist), also hat sich nichts geändert.
refusal-storage = Die Partie konnte nicht gespeichert werden, also hat sich nichts geändert. Versuch es gleich noch einmal.
error-with-reference = { $text } (Ref. { $reference })
error-discord = Bei der Verbindung mit Discord ist etwas schiefgegangen; womöglich wurde der Vorgang nicht abgeschlossen.
error-arguments = Die Optionen dieses Befehls ließen sich nicht lesen ({ $reason }), also hat sich nichts geändert.
game-unknown = Es gibt kein Spiel namens „{ $name }“. Die Spiele sind: { $games }.
game-option-not-for = { $option } ist eine Option von { $owner }, nicht von { $game }, daher wurde keine Lobby geöffnet.
rules-which-game = In diesem Kanal läuft keine Partie; nenne ein Spiel, zum Beispiel `/partie regeln spiel:great-wall`.
dms-closed = Ich konnte dir keine Direktnachricht schicken, also hat sich nichts geändert. Erlaube in Discords Privatsphäre-Einstellungen Direktnachrichten von Mitgliedern dieses Servers und versuch es dann noch einmal.
admin-needs-permission = Admin-Befehle brauchen die Berechtigung „Server verwalten“, also hat sich nichts geändert.
admin-bot-cannot-sit = Ein Discord-Bot kann keinen Platz einnehmen; gib den Platz mit `/admin entfernen` an einen Computerspieler.

## Zeitdauern

duration = { $parts }
duration-days = { $count ->
    [one] 1 Tag
   *[other] { $count } Tage
}
duration-hours = { $count ->
    [one] 1 Stunde
   *[other] { $count } Stunden
}
duration-minutes = { $count ->
    [one] 1 Minute
   *[other] { $count } Minuten
}
duration-format = gib eine Dauer an wie 2d, 12h, 90m oder 1d12h (d Tage, h Stunden, m Minuten)
duration-zero = eine Dauer muss länger als null sein
duration-too-long = das ist länger als { $max }
timer-not-set = Die Zugzeit wurde nicht eingestellt: { $reason }. Nichts hat sich geändert.
timer-too-short = Eine Zugzeit muss mindestens 10 Minuten lang sein, also hat sich nichts geändert.

## Einstellungen der Spieler

dms-on = 🔔 Direktnachrichten für diese Partie sind an.
dms-off = 🔕 Keine Direktnachrichten mehr aus dieser Partie: Spielen oder `/spielen` öffnet dein Panel, Meine Hand zeigt deine Hand, und Erinnerungen erwähnen dich im Kanal.
digest-hello = 📋 Tägliche Zusammenfassung an: einmal am Tag schicke ich dir per Direktnachricht die Partien dieses Servers, die auf dich warten.
digest-on = 📋 Einmal am Tag, ab { $from }, bekommst du eine Direktnachricht mit deinen Partien hier, an Tagen, an denen eine auf dich wartet. `/partie zusammenfassung zusammenfassung:False` beendet das.
digest-off = 📋 Keine tägliche Zusammenfassung mehr von diesem Server.
digest-title = 📋 Deine Partien, die wartenden zuerst:
digest-stop = `/partie zusammenfassung zusammenfassung:False` auf jenem Server beendet diese tägliche Nachricht.
reminders-every = ⏰ Du bekommst jede Erinnerung: zur Halbzeit per Direktnachricht und kurz vor Ablauf der Frist.
reminders-last = ⏰ Du bekommst nur die letzte Erinnerung, kurz vor Ablauf der Frist.
reminders-off = 🔕 Keine Erinnerungen für dich auf diesem Server. Fristen gelten weiter: `/partien meine:True` zeigt, was auf dich wartet.
vacation-not-taken = Kein Urlaub eingetragen: { $reason }. Nichts hat sich geändert.
vacation-over-allowance = du hast dieses Jahr auf diesem Server noch { $left } Urlaub, weniger als { $asked }
vacation-taken = 🏖️ Die Zugzeit in { $games ->
    [one] deiner Partie
   *[other] deinen { $games } Partien
} auf diesem Server ist bis { $until } pausiert. Du hast dieses Jahr noch { $left } Urlaub.

## Listen von Partien

games-none = Auf diesem Server gibt es noch keine Partien. Öffne eine mit `/partie neu`.
games-mine-none = Du spielst in keiner laufenden Partie auf diesem Server mit. `/partien` listet alle auf.
games-your-move = du bist am Zug
games-waiting-for = wartet auf { $players }
games-due = fällig { $when }
status-lobby = Lobby
status-active = läuft
status-over = beendet
status-cancelled = abgebrochen

## Zugzeiten, Erinnerungen und Fristen

timer-none = ⏰ Keine Zugzeit: die Partie wartet, so lange es dauert.
timer-describe = ⏰ Zugzeit: { $timer } pro Entscheidung, mit Erinnerungen vor Ablauf der Frist. Bei Fristablauf { $policy ->
    [wait] wartet die Partie, und die Admins werden benachrichtigt
   *[house] zieht der Computerspieler für alle, die zu spät sind
}; nach { $max } verpassten Fristen in Folge übernimmt ein Computerspieler den Platz endgültig.
reminder-dm = ⏰ Erinnerung { $number }: dein Zug in { $channel } ist { $due } fällig.
reminder-last-one = Der Tisch wartet nur noch auf dich.
reminder-channel = ⏰ { $user }, dein Zug ist { $due } fällig.
reminder-open-it = Öffne ihn mit Spielen oder `/spielen`.
reminder-quieted = 🔕 Keine Erinnerungen mehr für diese Entscheidung. Sie ist weiterhin { $due } fällig.
deadline-house-moved = ⏰ Zeit abgelaufen für { $player }: der Computerspieler hat stattdessen gezogen ({ $missed ->
    [one] 1 verpasste Frist
   *[other] { $missed } verpasste Fristen
} in Folge; bei { $max } geht der Platz endgültig an den Computerspieler).
deadline-waiting = ⏰ Zeit abgelaufen für { $player } ({ $missed ->
    [one] 1 verpasste Frist
   *[other] { $missed } verpasste Fristen
} in Folge). Die Partie wartet. Admins: `/admin erzwingen` zieht stattdessen, `/admin ersetzen` gibt den Platz jemand anderem.
deadline-replaced = ⏰ { $name } hat { $missed } Fristen in Folge verpasst, also hat ein Computerspieler ({ $house }) den Platz endgültig. Ein Admin kann ihn mit `/admin ersetzen` jemandem geben.

## Admin

admin-cancelled-notice = Diese Partie (#{ $id }) wurde von einem Admin abgebrochen.
admin-cancelled = Abgebrochen.
admin-kicked = Der Platz von { $player } ging an einen Computerspieler.
admin-kicked-notice = 🔁 Ein Admin hat den Platz von { $player } einem Computerspieler gegeben.
admin-replaced = { $by } hat jetzt den Platz von { $player }.
admin-replaced-notice = 🔁 Ein Admin hat den Platz von { $player } an { $by } gegeben.
admin-undo-confirm = ↩️ Diese { $count } Züge zurücknehmen? Die Partie wird neu aufgebaut, indem die { $kept } Züge davor nachgespielt werden.
admin-undo-entry = v{ $version } · { $player }: { $events }
admin-undone = ↩️ Der letzte Zug wurde zurückgenommen (jetzt v{ $version }).
admin-forced = Der Computerspieler hat für den blockierten Platz gezogen.
admin-timer-notice = Ein Admin hat die Zugzeit geändert. { $timer }
admin-notify-on = Du wirst im Kanal einer Partie erwähnt, wenn sie wegen einer verpassten Frist wartet oder ein Platz endgültig an einen Computerspieler geht. `/admin benachrichtigen erwähnungen:False` beendet das.
admin-notify-off = Du wirst nicht mehr wegen blockierter Partien erwähnt. Wer die Partie erstellt hat, wird es weiterhin.
admin-export = Das Protokoll der Partie #{ $id }.
admin-language = Die Sprache dieses Servers ist jetzt { $language }: Spielpläne, Lobbys und Hinweise in seinen Kanälen nutzen sie. Antworten, Panels und Direktnachrichten liest trotzdem jeder in seiner eigenen Discord-Sprache.
admin-images-on = Spielpläne auf diesem Server zeigen jetzt ein Bild der Partie; der Text darunter nennt weiter die Runde, wer am Zug ist und die letzten Züge.
admin-images-off = Spielpläne auf diesem Server sind jetzt nur Text, ohne Bilder.
admin-analysis-on = Jede Partie, die auf diesem Server endet, wird jetzt im Hintergrund analysiert, und ihre Analyse erscheint unter dem Ergebnis.
admin-analysis-off = Partien, die auf diesem Server enden, werden nicht mehr von selbst analysiert; Spieler einer Partie oder ein Admin können sie weiterhin mit `/partie analyse` anfordern.

## Regeln

rules-players = { $min } bis { $max } Spieler
rules-no-options = Keine Optionen: die Regeln passen sich der Spielerzahl an.
rules-options = Optionen (wähle sie mit `/partie neu`):

## Spielpläne: Chinesische Mauer

gw-card-wall = Mauer
gw-card-gate = Tor
gw-card-watchtower = Wachturm
gw-card-noble = Adliger
gw-card-warrior = Kämpfer
gw-card-horseman = Reiter
gw-card-dragon = Drache
gw-phase-take-token = Mehrheitsprüfung: nimm ein Ruhmeskärtchen
gw-phase-mark-card = Mehrheitsprüfung: wähle die Karte für das Plättchen
gw-phase-act = Aktion { $step } von 2
gw-phase-choose-section = Aktion { $step } von 2 · wähle einen Abschnitt
gw-phase-choose-cover = Aktion { $step } von 2 · lege den Drachen
gw-section = Abschnitt { $n } · { $tokens }
gw-section-closed = Abschnitt { $n } · geschlossen
gw-token-on = 🏅{ $value } auf { $card }
gw-no-cards = Noch keine Karten
gw-title = Zug { $turn } · { $phase }
gw-title-over = Zug { $turn } · 🏁 Endstand
gw-title-checks-only = 🏁 nur noch Mehrheitsprüfungen
gw-title-final-round = 🏁 Schlussrunde
gw-player = Hand { $hand } · Stapel { $deck } · 🏅×{ $tokens }
gw-tokens-left = Übrige Ruhmeskärtchen

## Spielpläne: Im Jahr des Drachen

dragon-person-craftsman = Handwerker
dragon-person-court-lady = Hofdame
dragon-person-tax-collector = Steuereintreiber
dragon-person-pyrotechnist = Feuerwerker
dragon-person-warrior = Krieger
dragon-person-monk = Mönch
dragon-person-healer = Heiler
dragon-person-farmer = Bauer
dragon-person-scholar = Gelehrter
dragon-event-peace = Ruhe
dragon-event-tribute = Kaisertribut
dragon-event-drought = Dürre
dragon-event-festival = Drachenfest
dragon-event-mongols = Mongolensturm
dragon-event-contagion = Krankheit
dragon-action-taxes = Steuern
dragon-action-build = Bauen
dragon-action-harvest = Ernte
dragon-action-fireworks = Feuerwerk
dragon-action-parade = Heerschau
dragon-action-research = Studium
dragon-action-privilege = Privileg
dragon-action-wall = Mauerbau
dragon-phase-draft = Auswahl der Startpersonen
dragon-phase-place = platziere { $person } ({ $age ->
    [old] alt
   *[young] jung
})
dragon-phase-choose-group = wähle eine Aktionsgruppe
dragon-phase-choose-action = führe eine Aktion der Gruppe { $group } aus
dragon-phase-build = 🔨 baue ({ $count ->
    [one] noch 1 Etage
   *[other] noch { $count } Etagen
})
dragon-phase-choose-privilege = 📜 wähle ein Privileg
dragon-phase-choose-wall = 🧱 baue an der Großen Mauer
dragon-phase-play-card = spiele eine Personenkarte
dragon-phase-choose-tile = wähle ein Personenplättchen
dragon-phase-drought = 🏜️ Dürre: entlasse { $count ->
    [one] 1 Person
   *[other] { $count } Personen
}
dragon-phase-release = entlasse { $count ->
    [one] 1 Person
   *[other] { $count } Personen
}
dragon-phase-quake = 🌀 Erdbeben: gib 2 Palastetagen ab
dragon-phase-flood = 🌀 Überschwemmung: gib { $count ->
    [one] 1 Ware
   *[other] { $count } Waren
} zurück
dragon-phase-tornado = 🌀 Tornado: wirf { $count ->
    [one] 1 Personenkarte
   *[other] { $count } Personenkarten
} ab
dragon-phase-sunrise = 🌀 Sonnenaufgang: nimm eine junge Person
dragon-phase-charter = 🌀 Freibrief: wähle eine Personenart
dragon-this-month = Diesen Monat: { $event }
dragon-events-over = Alle Ereignisse sind vorbei.
dragon-next-events = Als Nächstes: { $events }
dragon-super-event = 🌀 Super-Ereignis: { $name }, { $when ->
    [past] eingetreten in Monat 7
   *[coming] tritt in Monat 7 ein
}
dragon-wall = 🧱 Große Mauer { $built }/{ $months }
dragon-events = Ereignisse
dragon-groups = Aktionsgruppen
dragon-group-fee = Eine Gruppe, in der schon ein Drache steht, kostet { $fee } 🪙.
dragon-palace-empty = leer
dragon-no-palaces = keine Paläste
dragon-cards-left = Karten { $count }
dragon-wall-tiles-left = 🧱 { $count ->
    [one] noch 1 Plättchen
   *[other] noch { $count } Plättchen
}
dragon-title = Monat { $month }/{ $months } · { $phase }
dragon-title-before = Vor dem Jahr · { $phase }
dragon-order = Reihenfolge (Personenleiste)
dragon-supply = Übrige Personenplättchen (jung/alt)
dragon-key = 🏯3 ⚔️2 = ein Palast mit 3 Etagen und einem Krieger mit 2 Helmen · 📜 +2⭐ = Privilegien pro Monat
dragon-card = { $person }-Karte
dragon-any-card = Jokerkarte
dragon-no-cards = Du hast keine Personenkarten mehr.
dragon-your-cards = **Deine Personenkarten**: { $items }

## Spielpläne: Attila

attila-tribe-franks = Franken
attila-tribe-huns = Hunnen
attila-tribe-goths = Goten
attila-tribe-saxons = Sachsen
attila-tribe-teutons = Teutonen
attila-tribe-vandals = Vandalen
attila-short-franks = Fra
attila-short-huns = Hun
attila-short-goths = Got
attila-short-saxons = Sac
attila-short-teutons = Teu
attila-short-vandals = Van
# Spaltenköpfe der Tabellen: ASCII, höchstens 4 Zeichen.
attila-grid-prov = prov
attila-grid-inf = einf
attila-grid-tok = stn
attila-grid-prv = prov
attila-phase-play-card = spiele eine Karte
attila-phase-place-token = setze einen Spielstein: { $tribe }
attila-phase-gain = { $tribe }: Einfluss oder ein zweiter Spielstein
attila-phase-commit = 💥 Konflikt
attila-phase-finish = nutze ein Aktionsplättchen oder beende den Zug
attila-phase-exchange = 🔄 Karten tauschen
attila-phase-influence2 = ➕ Einfluss 2
attila-ending-peace = das letzte Befriedungsplättchen liegt
attila-ending-blocked = niemand kann einen Spielstein setzen oder ein Plättchen nutzen
attila-ending-last-token = der letzte Spielstein der { $tribe } ist gesetzt
attila-ending-track = die Einflussleiste der { $tribe } ist voll
attila-no-tokens = Noch keine Spielsteine auf der Karte.
attila-provinces-key = `'` befriedet · `!` Konflikt · Zeilen: Spielsteine pro Stamm
attila-provinces = Provinzen
attila-if-scored-now = Wäre jetzt Wertung: { $scores }
attila-two-player-reach = 2 Spieler: der Zweite punktet nur, wenn er höchstens { $reach } Felder hinter dem Ersten liegt.
attila-influence = Einfluss
attila-cards = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
attila-choosing = wählt
attila-conflict-in = 💥 Konflikt in { $province }
attila-century = { $century }. Jahrhundert
attila-century-short = { $century }. Jh.
attila-no-century = kein Jahrhundert mehr
attila-title = Zug { $turn } · { $century } · +{ $gain } Einfluss · { $phase }
attila-title-over = Zug { $turn } · 🏁 Endstand
attila-last-turn = 🏁 letzter Zug: { $reason }
attila-no-tiles = keine Aktionsplättchen
attila-tokens-left = Übrige Spielsteine
attila-peace-left = 🕊️ Übrige Befriedungsplättchen
attila-cards-field = Karten
attila-deck = 🃏 Stapel { $deck } · Ablage { $discards }
attila-committed = **Verdeckt eingesetzt**: { $items }

## Spielpläne: Ming Dynastie

# Die Farben als Namen der Städte: „Stadt Gelb“.
ming-colour-white = Weiß
ming-colour-orange = Orange
ming-colour-green = Grün
ming-colour-pink = Rosa
ming-colour-yellow = Gelb
ming-colour-blue = Blau
# Kürzel in Tabellen: ASCII, höchstens 4 Zeichen.
ming-grid-horse = Pfrd
ming-grid-boat = Boot
ming-grid-sedan = Snft
ming-grid-card = Krte
ming-card-horse = Pferdekarte
ming-card-boat = Bootskarte
ming-card-sedan = Sänftenkarte
ming-card-dragon = Drachenkarte
ming-phase-place-prince = setze die Prinzen
ming-phase-place-neutral = setze die neutralen Mitglieder (noch { $count })
ming-phase-place-members = Phase 1 · setze Familienmitglieder
ming-phase-take-cards = Phase 2 · nimm Bewegungskarten
ming-phase-act = Phase 3 · bewege den Prinzen, bleib oder passe
ming-phase-moving = Phase 3 · der Prinz bewegt sich
ming-phase-stay = Phase 3 · bleiben: wirf eine Karte ab
ming-phase-bring = Phase 3 · bringe Familienmitglieder
ming-phase-return = Phase 4 · Rücksendekarten für die Stadt { $city }
ming-phase-neutral-return = Phase 4 · der Startspieler schickt { $count ->
    [one] 1 neutrales Mitglied
   *[other] { $count } neutrale Mitglieder
} aus der Stadt { $city } nach Hause
ming-phase-choose-start = Phase 5 · wähle den Startspieler
ming-province-spaces = Provinzfelder
ming-districts = Bezirke
ming-districts-key = `*` Prinz · `m` Kloster
ming-districts-key-neutral = `*` Prinz · `m` Kloster · N neutral
ming-city = Stadt { $colour }
ming-in-the-cities = In den Städten
ming-title = Runde { $round }/6 · { $phase }
ming-return-cards = Rücksendekarten
ming-passed = gepasst
ming-next-scoring = nach Runde { $round }: voller Satz ⭐{ $set } · Mitglied in der Stadt ⭐{ $member }
ming-no-scoring-left = keine mehr
ming-next-scoring-field = Nächste Wertung
ming-decks = Stapel
ming-your-return-cards = **Deine Rücksendekarten, verdeckt**: { $cards }

## Spielpläne: Dschunke

junk-good-fish = Fisch
junk-good-rice = Reis
junk-good-spice = Gewürze
junk-good-vegetables = Gemüse
# Warenkarten auf der Hand, gezählt, wie das Protokoll des Spiels sie nennt.
junk-hand-cards = { $count ->
    [one] 1 { $good ->
        [fish] Fischkarte
        [rice] Reiskarte
        [spice] Gewürzkarte
       *[vegetables] Gemüsekarte
    }
   *[other] { $count } { $good ->
        [fish] Fischkarten
        [rice] Reiskarten
        [spice] Gewürzkarten
       *[vegetables] Gemüsekarten
    }
}
# Dschunkes Startkarten kommen in den Stapel, nicht auf die Hand: was
# bisher gewählt ist, und die ganze Starthand vor der Abgabe (`items` in Worten).
junk-opening-so-far = **Deine bisher gewählten Startkarten**: { $items }
junk-opening-none-yet = Du hast noch keine Startkarten gewählt.
junk-opening-hand = Deine Startkarten: { $items }
# Die Farben der Dschunken, gebeugt für „auf der … Dschunke“ (Dativ).
junk-name-grey = grauen
junk-name-orange = orangefarbenen
junk-name-lilac = lila
junk-name-brown = braunen
junk-name-white = weißen
junk-work-load = { $count ->
    [one] 1 Streifen
   *[other] { $count } Streifen
} laden
junk-work-sell = verkaufen{ $least ->
    [0] {""}
   *[other] {" "}(mindestens { $least } 🪙)
}
junk-work-draw = Warenkarten ziehen{ $least ->
    [0] {""}
   *[other] {" "}(mindestens { $least })
}
junk-special-extra-supply = eine Warenkarte mehr bei jedem Nachschub
junk-special-tie-breaker = gewinnt gleich hohe Gebote
junk-special-exchange = zwei Warenkarten tauschen
junk-special-load-any = einen Streifen auf eine beliebige Dschunke laden
junk-special-draw-any = Warenkarten von einer beliebigen Dschunke ziehen
junk-special-move-strip = einen deiner Streifen versetzen
junk-special-sell-on = auf der { $junk } Dschunke verkaufen
junk-special-bonus8 = 8 🪙 für 4 Kisten auf der { $junk } Dschunke
junk-special-bonus12 = 12 🪙 für 5 Kisten auf der { $first } und 2 auf der { $second } Dschunke
junk-phase-opening-picks = Startkarten wählen
junk-phase-place-strip = Streifen legen
junk-phase-exchange = Phase 1 · Karten tauschen
junk-phase-sale = Verkauf der letzten Runde · nimm eine Sonderkarte
junk-phase-event-s = Ereignis S · nimm eine Sonderkarte
junk-phase-act = Phase 2 · Aktionen
junk-phase-choose-junk = Phase 2 · wähle eine Dschunke
junk-phase-move = Phase 2 · versetze einen Streifen
junk-phase-supply = Phase 3 · Nachschub
junk-phase-draw = Phase 2 · Warenkarten ziehen
junk-phase-offers = Phase 4 · Gebote
junk-market-not-drawn = Noch nicht gezogen
junk-sold = verkauft
# Spaltenköpfe der Tabelle: ASCII; Dschunke 4, Kaufmann 6, Karten 5, die
# Arbeiten 4 Zeichen.
junk-grid-junk = dsch
junk-grid-merchant = hndlr
junk-grid-cards = karte
junk-grid-load = lade
junk-grid-sell = verk
junk-grid-draw = zieh
junk-grid-key = `*` in dieser Runde genutzt
junk-junks = Dschunken
junk-title = Runde { $round }/10 · { $phase }
junk-title-setup = Aufbau · { $phase }
junk-last-round = letzte Runde
junk-offers = Gebote
junk-opening-cards = Startkarten
junk-market = Marktkarte
junk-used = genutzt
junk-assistants = Gehilfen
junk-strips = Streifen { $count }
junk-money-shown = Geld bei der letzten Zählung
junk-piers = ✨ Sonderkarten an den Kais
junk-your-money = **Dein Geld**: 🪙 { $money }
junk-your-specials = **Deine verdeckten Sonderkarten**: { $items }
junk-on-this-pier = **An diesem Kai**: { $items }
junk-your-offer = **Dein verdecktes Gebot**: { $offer }
junk-nothing = nichts

## /partie regeln: jedes Spiel in ein paar Zeilen

rules-great-wall =
    Baue die Große Mauer und gewinne die Ruhmeskärtchen des Kaisers.
    - Jeder offene Bauabschnitt zeigt zwei offene Ruhmeskärtchen.
    - Dein Zug: Zuerst nimmst du für jeden Abschnitt, in dem deine Karten echt mehr wert sind als die jedes anderen, ein Plättchen. Das erste Plättchen kommt dort auf eine deiner Karten; übernimmt später jemand anderes die Führung im Abschnitt, nimmt er das andere, und die Karten des Abschnitts verlassen das Spiel.
    - Dann führst du zwei Aktionen aus, jede entweder: eine oder mehrere gleiche Karten aus deiner Hand an einen Abschnitt legen, oder eine Karte ziehen. Reiter kosten keine Aktion.
    - Drachen decken die Karte eines anderen Spielers ab und heben ihren Wert auf.
    - Hat jemand alle Karten gespielt, beginnt die Schlussrunde. Wer den meisten Ruhm hat, gewinnt.
    - Zu zweit wird ein Paar gleicher Plättchen abgelegt und ersetzt.

rules-year-of-the-dragon =
    Bring deinen Hof durch zwölf Monate voller Katastrophen im kaiserlichen China.
    - Jeden Monat werden die Aktionskarten in Gruppen aufgeteilt. In der Reihenfolge der Personenleiste wählst du eine Gruppe (3 Yuan, wenn sie schon jemand gewählt hat) und nimmst eine ihrer Aktionen: Steuern, Bauen, Ernte, Feuerwerk, Heerschau, Studium, Privileg; oder du stockst deine Yuan auf 3 auf. Passende Personen in deinen Palästen erhöhen den Ertrag.
    - Dann spielst du eine Personenkarte: Nimm diese Person und bring sie in einem Palast unter, oder ersetze jemanden (endgültig entlassen). Personen bringen Helme, Reis, Feuerwerk, Mörser, Yuan und Punkte und bringen dich auf der Personenleiste voran.
    - Jeder Monat endet mit seinem Ereignis: Ruhe, Kaisertribut, Dürre, Drachenfest, Mongolensturm, Krankheit. Wer nicht vorgesorgt hat, muss Personen entlassen; unbewohnte Paläste verfallen.
    - Am Ende zählen Personen, Paläste und übrige Waren. Wer die meisten Punkte hat, gewinnt.
    - Optionen: die Erweiterung „Die Große Mauer“ (eine achte Aktion, Mauerplättchen gegen die Mongolen) und die Super-Ereignisse (ein zusätzliches Ereignis verändert das Jahr).

rules-ming =
    Gewinne die Gunst des Ming-Hofes, indem du deine Familie in die Verbotene Stadt schickst.
    - Phase 1: Setze fünf Familienmitglieder auf die sechs Provinzfelder, reihum eins nach dem anderen.
    - Phase 2: Nimm Bewegungskarten neben Provinzfeldern, auf denen du Mitglieder hast, oder gib ein Mitglied ab und nimm eine Drachenkarte (ein Joker), bis du fünf Karten hast.
    - Phase 3: Bewege den Prinzen durch benachbarte Bezirke und bezahle für jede überquerte Grenze eine passende Karte; nimm dann bis zu drei Mitglieder vom passenden Provinzfeld mit. In jedes Kloster passt ein Mitglied.
    - Runden 2, 4 und 6: Mehrheiten in den Bezirken schicken Mitglieder in die Stadt und bringen Provinzplättchen; dann spielen alle für jede Stadt geheim Rücksendekarten, die gleichzeitig aufgedeckt werden, und die in den Städten verbliebenen Mitglieder punkten und bleiben dort.
    - Vollständige Sätze von Provinzplättchen bringen viele Punkte. Wer die meisten Punkte hat, gewinnt. Zu zweit spielt eine neutrale Familie mit.

rules-junk =
    Handle zehn Runden lang mit Waren auf fünf Dschunken in einem chinesischen Hafen.
    - Zuerst wählen alle geheim Warenkarten, die dann gemischt und verteilt werden.
    - Jede Runde hat jeder eine Aktion mit einem Kaufmann oder einem Gehilfen: zwei Ladungsstreifen auf seine Dschunke laden (es zählen nur die Kisten, die sichtbar bleiben), verkaufen (1 Yüan pro eigener sichtbarer Kiste, mindestens 3) oder Warenkarten ziehen (eine pro eigener sichtbarer Kiste, mindestens 3).
    - Dann ziehen alle Nachschubkarten und geben ein verdecktes Gebot aus Karten einer Sorte ab; das höchste Gebot jeder Sorte verkauft zum Preis der Marktkarte, die anderen verlieren ihr Gebot.
    - Sonderkarten erlauben einmalig eine Ausnahme von den Regeln. Das Geld bleibt bis zum Schluss verdeckt; wer am reichsten ist, gewinnt.

rules-attila =
    Du bist kein Stamm: Du unterstützt die sechs Barbarenstämme und profitierst von ihren Eroberungen.
    - Dein Zug: Spiele eine Karte und setze einen Spielstein dieses Stammes (den ersten in eine Startprovinz, spätere neben Provinzen, in denen der Stamm schon steht, Seewege eingeschlossen); gewinne dann so viel Einfluss bei diesem Stamm, wie das Jahrhundert vorgibt, oder setze stattdessen einen zweiten Spielstein.
    - Ein fünfter Spielstein in einer Provinz löst einen Konflikt aus: Die Spieler legen verdeckt Karten dazu, die gleichzeitig aufgedeckt werden; die schwächsten Stämme ziehen ab, und ein Befriedungsplättchen schließt die Provinz.
    - Liegt das letzte Befriedungsplättchen eines Jahrhunderts, wird jeder Stamm gewertet: Wer den meisten Einfluss hat, punktet für seine Spielsteine, der Zweite für seine Provinzen.
    - Drei einmalige Aktionsplättchen: ein Doppelzug, ein Kartentausch, zusätzlicher Einfluss. Die Partie endet mit dem letzten Befriedungsplättchen, dem letzten Spielstein eines Stammes oder einer vollen Einflussleiste. Wer die meisten Punkte hat, gewinnt.

## Slash-Befehle: Namen und Beschreibungen (Discord zeigt jedem die seiner
## eigenen Sprache; Namen: klein, ohne Leerzeichen, höchstens 32 Zeichen;
## Beschreibungen höchstens 100)

cmd-game-name = partie
cmd-game-desc = Brettspiele in diesem Kanal spielen.
cmd-game-new-name = neu
cmd-game-new-desc = Öffnet eine Lobby für eine Partie in diesem Kanal.
cmd-game-new-opt-game-name = spiel
cmd-game-new-opt-game-desc = Das Spiel, das ihr spielen wollt
cmd-game-new-opt-players-name = spieler
cmd-game-new-opt-players-desc = Plätze am Tisch, im Rahmen des Spiels: Computerspieler besetzen die freien Plätze
cmd-game-new-opt-timer-name = zugzeit
cmd-game-new-opt-timer-desc = Zeit pro Entscheidung, etwa 2d oder 12h, oder off (Standard: die des Servers)
cmd-game-new-opt-great-wall-name = große_mauer
cmd-game-new-opt-great-wall-desc = Im Jahr des Drachen: die Erweiterung „Die Große Mauer“
cmd-game-new-opt-super-events-name = super_ereignisse
cmd-game-new-opt-super-events-desc = Im Jahr des Drachen: die Erweiterung „Super-Ereignisse“ (ein zufälliges im 7. Monat)
cmd-game-new-opt-super-event-name = super_ereignis
cmd-game-new-opt-super-event-desc = Im Jahr des Drachen: dieses Super-Ereignis im 7. Monat
cmd-game-new-opt-super-event-choice-0 = Laternenfest
cmd-game-new-opt-super-event-choice-1 = Buddha
cmd-game-new-opt-super-event-choice-2 = Erdbeben
cmd-game-new-opt-super-event-choice-3 = Überschwemmung
cmd-game-new-opt-super-event-choice-4 = Sonnenfinsternis
cmd-game-new-opt-super-event-choice-5 = Vulkanausbruch
cmd-game-new-opt-super-event-choice-6 = Tornado
cmd-game-new-opt-super-event-choice-7 = Sonnenaufgang
cmd-game-new-opt-super-event-choice-8 = Attentat
cmd-game-new-opt-super-event-choice-9 = Freibrief
cmd-game-new-opt-variant-setup-name = variante
cmd-game-new-opt-variant-setup-desc = Dschunke: der Variantenaufbau (Kaufleute verdeckt, Streifen werden weitergereicht)
cmd-game-new-opt-opening-hands-name = starthand
cmd-game-new-opt-opening-hands-desc = Dschunke: wie die Starthände zustande kommen
cmd-game-new-opt-opening-hands-choice-0 = geheim gewählt, dann zusammengelegt und verteilt (italienische Regeln)
cmd-game-new-opt-opening-hands-choice-1 = gleichmäßig verteilt (deutsche Regeln)
cmd-game-start-name = starten
cmd-game-start-desc = Startet die Partie aus der Lobby dieses Kanals.
cmd-game-status-name = status
cmd-game-status-desc = Zeigt den Spielplan der Partie in diesem Kanal (nur für dich).
cmd-game-log-name = protokoll
cmd-game-log-desc = Zeigt das öffentliche Protokoll der Partie in diesem Kanal (nur für dich).
cmd-game-log-opt-n-name = n
cmd-game-log-opt-n-desc = Wie viele Ereignisse (ohne Angabe 15)
cmd-game-rules-name = regeln
cmd-game-rules-desc = Wie ein Spiel gespielt wird, kurz erklärt.
cmd-game-rules-opt-game-name = spiel
cmd-game-rules-opt-game-desc = Das Spiel (ohne Angabe das dieses Kanals)
cmd-game-leave-name = verlassen
cmd-game-leave-desc = Verlässt die Partie in diesem Kanal; läuft sie schon, übernimmt ein Computerspieler deinen Platz.
cmd-game-undo-name = zurücknehmen
cmd-game-undo-desc = Nimmt deinen letzten Zug zurück, solange nichts aufgedeckt wurde und niemand sonst gezogen hat.
cmd-game-hand-name = hand
cmd-game-hand-desc = Zeigt deine geheime Hand in der Partie dieses Kanals (nur für dich).
cmd-game-vacation-name = urlaub
cmd-game-vacation-desc = Hält deine Zugzeiten in den Partien dieses Servers eine Weile an.
cmd-game-vacation-opt-duration-name = dauer
cmd-game-vacation-opt-duration-desc = Wie lange, etwa 3d oder 12h (ein jährliches Kontingent pro Server)
cmd-game-dms-name = dms
cmd-game-dms-desc = Schaltet die Direktnachrichten dieser Partie (Panels, Handänderungen, Erinnerungen) ein oder aus.
cmd-game-dms-opt-dms-name = dms
cmd-game-dms-opt-dms-desc = Wahr: Direktnachrichten dieser Partie an; falsch: aus
cmd-game-digest-name = zusammenfassung
cmd-game-digest-desc = Täglich eine Direktnachricht mit deinen Partien hier, an Tagen, an denen eine auf dich wartet.
cmd-game-digest-opt-digest-name = zusammenfassung
cmd-game-digest-opt-digest-desc = Wahr: tägliche Zusammenfassung an; falsch: aus
cmd-game-reminders-name = erinnerungen
cmd-game-reminders-desc = Legt fest, welche Erinnerungen an deinen Zug du in den Partien dieses Servers bekommst.
cmd-game-reminders-opt-which-name = welche
cmd-game-reminders-opt-which-desc = Welche Erinnerungen
cmd-game-reminders-opt-which-choice-0 = alle Erinnerungen (nach der halben Zeit und kurz vor Ablauf der Frist)
cmd-game-reminders-opt-which-choice-1 = nur die letzte, kurz vor Ablauf der Frist
cmd-game-reminders-opt-which-choice-2 = keine (die Frist gilt trotzdem)
cmd-play-name = spielen
cmd-play-desc = Dein Zug in der Partie dieses Kanals: ein privates Panel, oder tippe den Zug ein.
cmd-play-opt-move-name = zug
cmd-play-opt-move-desc = Dein Zug (tippe los, um die erlaubten zu sehen)
cmd-games-name = partien
cmd-games-desc = Die Partien auf diesem Server oder nur deine (nur für dich).
cmd-games-opt-mine-name = meine
cmd-games-opt-mine-desc = Nur die Partien, in denen du mitspielst, die auf dich wartenden zuerst
cmd-admin-name = admin
cmd-admin-desc = Verwaltet die Partien des Servers.
cmd-admin-cancel-name = abbrechen
cmd-admin-cancel-desc = Bricht die Partie in diesem Kanal ab.
cmd-admin-kick-name = entfernen
cmd-admin-kick-desc = Nimmt einen Spieler aus der Partie dieses Kanals; ein Computerspieler bekommt seinen Platz.
cmd-admin-kick-opt-player-name = spieler
cmd-admin-kick-opt-player-desc = Der Spieler
cmd-admin-replace-name = ersetzen
cmd-admin-replace-desc = Gibt den Platz eines Spielers an ein anderes Mitglied.
cmd-admin-replace-opt-player-name = spieler
cmd-admin-replace-opt-player-desc = Der Spieler, der geht
cmd-admin-replace-opt-by-name = durch
cmd-admin-replace-opt-by-desc = Wer den Platz übernimmt
cmd-admin-undo-name = zurücknehmen
cmd-admin-undo-desc = Nimmt den letzten Zug zurück (aus dem Aktionsprotokoll neu aufgebaut).
cmd-admin-undo-opt-moves-name = züge
cmd-admin-undo-opt-moves-desc = Wie viele Spielerzüge zurückgenommen werden (Standard 1; mehr muss bestätigt werden)
cmd-admin-force-name = erzwingen
cmd-admin-force-desc = Lässt den Computerspieler für jemanden ziehen, der die Partie aufhält.
cmd-admin-timer-name = zugzeit
cmd-admin-timer-desc = Legt die Zugzeit in diesem Kanal fest.
cmd-admin-timer-opt-length-name = dauer
cmd-admin-timer-opt-length-desc = Zeit pro Entscheidung, etwa 2d, 12h oder 1d12h; oder off
cmd-admin-timer-opt-policy-name = regel
cmd-admin-timer-opt-policy-desc = Bei Ablauf der Frist (ohne Angabe: der Computerspieler zieht)
cmd-admin-timer-opt-policy-choice-0 = der Computerspieler zieht stellvertretend
cmd-admin-timer-opt-policy-choice-1 = die Partie wartet, und die Admins werden benachrichtigt
cmd-admin-timer-opt-max-missed-name = max_verpasst
cmd-admin-timer-opt-max-missed-desc = Verpasste Fristen in Folge, bis ein Computerspieler den Platz endgültig übernimmt
cmd-admin-notify-name = benachrichtigen
cmd-admin-notify-desc = Legt fest, ob du erwähnt wirst, wenn eine Partie hier stockt oder einen Spieler verliert.
cmd-admin-notify-opt-pings-name = erwähnungen
cmd-admin-notify-opt-pings-desc = Wahr: erwähne mich, wenn eine Partie hier auf einen Spieler wartet; falsch: nicht mehr
cmd-admin-list-name = liste
cmd-admin-list-desc = Listet die Partien des Servers auf.
cmd-admin-export-name = export
cmd-admin-export-desc = Exportiert Züge und öffentliche Ereignisse einer Partie als JSON (nie Spielstand oder Zufallswert).
cmd-admin-export-opt-game-name = spiel
cmd-admin-export-opt-game-desc = Partienummer aus /admin liste (ohne Angabe die dieses Kanals)
cmd-admin-language-name = sprache
cmd-admin-language-desc = Legt die Sprache von allem fest, was der Bot in den Kanälen dieses Servers postet.
cmd-admin-language-opt-language-name = sprache
cmd-admin-language-opt-language-desc = Die Sprache des Servers
cmd-admin-language-opt-language-choice-0 = English
cmd-admin-language-opt-language-choice-1 = Italiano
cmd-admin-language-opt-language-choice-2 = Deutsch
cmd-admin-images-name = bilder
cmd-admin-images-desc = Zeigt jeden Spielplan auf diesem Server als Bild oder nur als Text.
cmd-admin-images-opt-state-name = zustand
cmd-admin-images-opt-state-desc = an: Spielpläne mit Bild; aus: nur Text
cmd-admin-images-opt-state-choice-0 = an
cmd-admin-images-opt-state-choice-1 = aus
cmd-admin-web-name = web
cmd-admin-web-desc = Gib den Partien dieses Servers eine Webseite zum Lesen, oder keine.
cmd-admin-web-opt-state-name = zustand
cmd-admin-web-opt-state-desc = an: Spielpläne verlinken die Seite der Partie; aus: keine Seiten, Links gehen nicht mehr
cmd-admin-web-opt-state-choice-0 = an
cmd-admin-web-opt-state-choice-1 = aus
admin-web-on = Jede Partie auf diesem Server hat jetzt eine Webseite zum Lesen: Ihr Spielplan trägt einen Link 🌐 Im Browser ansehen. Die Seite zeigt, was der Kanal zeigt, nicht mehr.
admin-web-off = Die Partien dieses Servers haben keine Webseiten mehr: Ihre Links antworten jetzt „Keine solche Partie“. Schalte sie wieder ein, und dieselben Links funktionieren wieder.
admin-web-none = Vermerkt, aber der Betreiber dieses Bots stellt keine Webseiten bereit (TAVOLA_WEB_ADDR und TAVOLA_WEB_URL sind nicht gesetzt), daher verlinkt kein Spielplan eine.
cmd-admin-analysis-name = analyse
cmd-admin-analysis-desc = Analysiert jede beendete Partie dieses Servers im Hintergrund oder nur auf Anfrage.
cmd-admin-analysis-opt-state-name = zustand
cmd-admin-analysis-opt-state-desc = an: Jede beendete Partie wird analysiert; aus: nur auf Anfrage
cmd-admin-analysis-opt-state-choice-0 = an
cmd-admin-analysis-opt-state-choice-1 = aus

## Rhythmus
board-retired = ⬇️ Ein älterer Spielplan: Die Partie geht weiter unten weiter.
scoring-title = 📊 Wertung · { $when }
scoring-title-part = 📊 Wertung · { $when } ({ $part }/{ $parts })
results-title = 🏁 Endergebnis
results-ping = { $pings }: Die Partie ist vorbei, hier ist das Ergebnis.
results-line = { $rank }. { $player } · { $score }
# Ein Endstand in der Einheit des Spiels: Dschunke zählt Yüan.
score-amount = { $game ->
    [junk] { $score } Yüan
   *[other] { $score ->
        [one] 1 Punkt
       *[other] { $score } Punkte
    }
}
results-scoring = { $game ->
    [junk] Wie die Yen zustande kamen
   *[other] Wie die Punkte zustande kamen
}
dm-panel-game-over = 🏁 Diese Partie ist vorbei: Die Ergebnisse stehen in { $channel }.
dm-panel-superseded = -# ⌛ Weiter unten steht ein neueres Panel: Diese Optionen sind vorbei.
results-dm = 🏁 **{ $game }** in { $channel } ist vorbei: Du hast Platz { $rank ->
    [1] 1
    [2] 2
    [3] 3
   *[other] { $rank }
} von { $players } belegt (Endstand: { $score }).{ $won ->
    [yes] { " " }Gut gespielt: Du hast gewonnen!
   *[no] {""}
}

## Panels
# Panels: ein Button, der einen Schritt zurückgeht, die Mehrfachauswahl einer
# geheimen Wahl, der erste Teil einer zweiteiligen Wahl (`part`: die Farbe
# einer Provinz, die Nummer eines Palastes, eine Person) und eine Zeile
# Kontext pro Spiel und Art der Wahl
# (panels-ctx-<Spiel>-<erstes Wort der Aktions-ID>, sonst panels-ctx-<Spiel>).

button-back = Zurück
panels-pick-many = { $count ->
    [one] Wähle deine letzte Karte
   *[other] Wähle deine { $count } Karten (beliebig gemischt)
}
panels-pick-nth = { $n ->
    [1] { $choice }
   *[other] { $choice } ({ $n }.)
}
panels-group-ming-prince = Prinz in die { $part } Provinz
panels-group-ming-neutral = Neutrales Mitglied in die { $part } Provinz
panels-group-ming-neutral-back = Neutrales Mitglied zurück in die { $part } Provinz
panels-group-ming-step = In die { $part } Provinz ziehen
panels-group-year-of-the-dragon-release = Aus Palast { $part } entlassen
panels-group-year-of-the-dragon-replace = In Palast { $part } ersetzen
panels-group-year-of-the-dragon-take = { $part } nehmen

panels-ctx-great-wall = Zwei Aktionen pro Zug: Spiele eine Karte an die Mauer oder ziehe eine; Reiter kosten nichts.
panels-ctx-great-wall-section = Wähle den Bauabschnitt, an den diese Karte kommt.
panels-ctx-great-wall-append = Lege die Karte ans Ende des Abschnitts oder decke mit deinem Drachen eine andere Karte ab: Eine abgedeckte Karte zählt nicht mehr.
panels-ctx-great-wall-cover = Decke mit deinem Drachen eine andere Karte ab: Eine abgedeckte Karte zählt nicht mehr.
panels-ctx-great-wall-token = Abschnitt { $section }: Du führst mit { $lead } – { $tokens ->
    [one] nimm sein letztes Ruhmeskärtchen.
   *[other] nimm eines seiner zwei Ruhmeskärtchen.
}
panels-ctx-great-wall-mark = Abschnitt { $section }: Das Ruhmeskärtchen kommt auf eine deiner Karten dort, und deine Summe dort sinkt um seinen Wert.
panels-ctx-year-of-the-dragon = Jeden Monat: Wähle eine Aktionsgruppe, dann spiele eine Personenkarte; danach folgt das Ereignis des Monats.
panels-ctx-year-of-the-dragon-group = Wähle eine Aktionsgruppe: Eine Gruppe, die schon jemand gewählt hat, kostet 3 Yuan.
panels-ctx-year-of-the-dragon-act = Führe die Aktion deiner Gruppe aus.
panels-ctx-year-of-the-dragon-play = Spiele eine Personenkarte: Du nimmst eine Person dieser Art in einen Palast auf.
panels-ctx-year-of-the-dragon-take = Nimm eine Person der gespielten Art: Sie zieht in einen deiner Paläste ein.
panels-ctx-year-of-the-dragon-house = Wähle den Palast, in dem deine neue Person wohnt.
panels-ctx-year-of-the-dragon-replace = Deine Paläste sind voll: Ein Bewohner macht dem Neuankömmling Platz, oder der Neuankömmling geht.
panels-ctx-year-of-the-dragon-let = Deine Paläste sind voll: Ein Bewohner macht dem Neuankömmling Platz, oder der Neuankömmling geht.
panels-ctx-year-of-the-dragon-release = Ein Ereignis oder eine verlorene Etage kostet dich eine Person: Wen du entlässt, der scheidet aus dem Spiel aus.
panels-ctx-year-of-the-dragon-remove = Ein Ereignis kostet dich eine Palastetage: Wähle den Palast, der sie verliert.
panels-ctx-year-of-the-dragon-give = Zahle, was das Ereignis verlangt: Wähle, was du abgibst.
panels-ctx-year-of-the-dragon-floor = Bauen: Setze eine Etage auf einen Palast oder beginne einen neuen.
panels-ctx-year-of-the-dragon-privilege = Ein Privileg bringt bis zum Spielende jeden Monat Drachen.
panels-ctx-year-of-the-dragon-draft = Wähle die Personen, mit denen du die Partie beginnst.
panels-ctx-attila = In deinem Zug: Spiele eine Stammeskarte, setze diesen Stamm in eine Provinz und gewinne dann Einfluss auf ihn.
panels-ctx-attila-place = Setze den Stamm in eine Provinz: Ein fünfter Stammesstein in einer Provinz löst einen Konflikt aus.
panels-ctx-attila-influence = Gewinne Einfluss auf den Stamm oder setze stattdessen einen zweiten Spielstein von ihm.
panels-ctx-attila-commit = Ein Konflikt: Lege verdeckt Karten dazu; bist du fertig, kannst du keine mehr nachlegen.
panels-ctx-attila-discard = Wirf Karten ab, die du nicht willst, und ziehe ebenso viele nach.
panels-ctx-attila-boost = Erhöhe deinen Einfluss auf einen Stamm.
panels-ctx-attila-tile = Nutze ein Aktionsplättchen: Doppelzug, Kartentausch oder Einfluss.
panels-ctx-ming = Bewege deinen Prinzen durch die Provinzen und bringe deine Familienmitglieder in die Städte.
panels-ctx-ming-prince = Setze deinen Prinzen ein: erst die Provinz, dann ihren Bezirk.
panels-ctx-ming-step = Bewege deinen Prinzen: Jeder Schritt in einen Bezirk kostet eine passende Bewegungskarte.
panels-ctx-ming-bring = Nimm Familienmitglieder aus dem Bezirk mit, in dem dein Prinz steht.
panels-ctx-ming-member = Setze ein Familienmitglied in die Stadt: Mitglieder dort punkten am Ende der Runde.
panels-ctx-ming-return = Rücksendekarten entscheiden, wie viele deiner Mitglieder aus der Stadt heimkehren; die übrigen punkten dort und scheiden aus dem Spiel aus.
panels-ctx-ming-card = Nimm eine Karte aus der Auslage.
panels-ctx-ming-neutral = Setze das neutrale Mitglied.
panels-ctx-junk = Lade, verkaufe und ziehe Waren auf den Dschunken; wer die meisten Yüan hat, gewinnt.
panels-ctx-junk-pick = Wähle geheim deine Startkarten: Die Wahl aller wird zusammengelegt, gemischt und verteilt.
panels-ctx-junk-offer = Verdeckte Gebote: Biete Karten einer Ware; das höchste Gebot jeder Ware verkauft.
panels-ctx-junk-no = Verdeckte Gebote: Biete Karten einer Ware; das höchste Gebot jeder Ware verkauft.
panels-ctx-junk-on = Wähle die Dschunke für diese Aktion.
panels-ctx-junk-to = Wähle die Dschunke, auf die der Streifen kommt.
panels-ctx-junk-from = Wähle die Dschunke, von der dein Streifen weggeht.
panels-ctx-junk-pier = Wähle den Kai, dessen Sonderkarten du durchsehen willst.
panels-ctx-junk-special = Nimm eine der Sonderkarten dieses Kais.
panels-ctx-junk-strip = Aufbau: Lade den Streifen, den dir dein rechter Nachbar weitergibt, auf eine Dschunke.
panels-ctx-junk-merchant = Deine Aktion: Schicke einen Kaufmann oder einen Gehilfen an eine Dschunke oder spiele eine Sonderkarte.
panels-ctx-junk-assistant = Deine Aktion: Schicke einen Gehilfen an eine Dschunke oder spiele eine Sonderkarte.
panels-ctx-junk-play = Deine Aktion: Spiele eine Sonderkarte oder beende deinen Zug.
panels-ctx-junk-draw = Nachschub: Ziehe Warenkarten von den Dschunken, eine nach der anderen.
panels-ctx-junk-give = Tausch: Gib eine Warenkarte aus deiner Hand ab.
panels-ctx-junk-take = Tausch: Nimm dafür eine Warenkarte.
junk-decision-offers = Diese Runde zahlt: { $prices }
junk-pays-yen = { $yen } Yüan
junk-pays-special = eine Sonderkarte
junk-decision-draws = { $count ->
    [one] noch 1 Karte zu ziehen
   *[other] noch { $count } Karten zu ziehen
}
attila-decision-conflict = 💥 Der Konflikt tobt in { $province }, wo { $tribes } stehen.
panels-players-any-game = beliebiges Spiel
panels-players-choice = { $count } Spieler · { $game }: { $min }-{ $max }

## Stufe der Computerspieler
house-level = { $level ->
    [random] zufällig
    [easy] leicht
    [hard] schwer
   *[normal] normal
}
board-house = 🤖 Computerspieler: { $level }
lobby-house = Computerspieler
lobby-house-option = Computerspieler: { $level }
lobby-house-placeholder = Wie gut die Computerspieler spielen
lobby-house-level = { $user } hat eingestellt, wie gut die Computerspieler spielen.
admin-level = Die Computerspieler dieser Partie spielen jetzt auf Stufe { $level }; das gilt ab ihrer nächsten Entscheidung.
cmd-admin-level-name = stufe
cmd-admin-level-desc = Legt fest, wie gut die Computerspieler dieser Partie spielen.
cmd-admin-level-opt-level-name = stufe
cmd-admin-level-opt-level-desc = leicht: kurze Suche; normal: etwa eine Sekunde pro Entscheidung; schwer: länger
cmd-admin-level-opt-level-choice-0 = leicht
cmd-admin-level-opt-level-choice-1 = normal
cmd-admin-level-opt-level-choice-2 = schwer
cmd-game-new-opt-level-name = stufe
cmd-game-new-opt-level-desc = Wie gut die Computerspieler spielen (Standard: normal)
cmd-game-new-opt-level-choice-0 = leicht
cmd-game-new-opt-level-choice-1 = normal
cmd-game-new-opt-level-choice-2 = schwer

## Was beendete Partien hinterlassen: Statistik, Bestenlisten, beendete Partien
stats-house = 🤖 Computerspieler ({ $level })
stats-rating = { $mu } ± { $sigma }
stats-rating-place = Wertung { $rating } (Platz { $place } von { $of })
stats-unrated = noch keine Wertung
stats-title = Statistik · { $player }
stats-none = { $player } hat auf diesem Server noch keine Partie beendet.
stats-record = { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
} · { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
} ({ $share } %) · Platz im Schnitt { $rank } · Punkte im Schnitt { $score } · bestes Ergebnis { $best }
stats-last = Letzte Partien:
stats-last-game = #{ $id }: Platz { $rank ->
    [1] 1
    [2] 2
    [3] 3
   *[other] { $rank }
}, { $score }
stats-overall = Über alle Spiele: { $games } gespielt, { $wins } gewonnen ({ $share } %).
leaderboard-title = Bestenliste · { $game }
leaderboard-line = **{ $place }.** { $player } · **{ $score }** = Wertung { $mu } − { $sigmas } × Unsicherheit { $sigma } · { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}
leaderboard-none = Auf diesem Server hat noch niemand { $min } gewertete Partien { $game } beendet.
leaderboard-unranked = { $count ->
    [one] 1 weiterer Spieler hat
   *[other] { $count } weitere Spieler haben
} weniger als { $min } gewertete Partien.
leaderboard-footer = Sortiert nach Wertung minus { $sigmas } × ihre Unsicherheit · mindestens { $min } gewertete Partien · eine Partie zählt, wenn zwei oder mehr Menschen sie spielen
games-finished-none = Auf diesem Server ist noch keine Partie beendet.
games-finished-line = #{ $id } · { $channel } · { $game } · 🏆 { $winners } · { $players } Spieler · { $ended }
admin-deleted = Partie #{ $id } und ihr Protokoll sind gelöscht; die Wertungen ihres Spiels wurden ohne sie neu berechnet.
cmd-stats-name = statistik
cmd-stats-desc = Partien, Siege und Wertung eines Spielers auf diesem Server.
cmd-stats-opt-player-name = spieler
cmd-stats-opt-player-desc = Wessen Statistik (ohne Angabe deine)
cmd-stats-opt-game-name = spiel
cmd-stats-opt-game-desc = Nur dieses Spiel
cmd-stats-opt-share-name = teilen
cmd-stats-opt-share-desc = Im Kanal für alle posten (Standard: nur für dich)
cmd-leaderboard-name = bestenliste
cmd-leaderboard-desc = Die besten Spieler eines Spiels auf diesem Server, nach Wertung.
cmd-leaderboard-opt-game-name = spiel
cmd-leaderboard-opt-game-desc = Das Spiel
cmd-leaderboard-opt-min-games-name = min_partien
cmd-leaderboard-opt-min-games-desc = Nur Spieler mit mindestens so vielen gewerteten Partien aufführen (Standard 3)
cmd-leaderboard-opt-share-name = teilen
cmd-leaderboard-opt-share-desc = Im Kanal für alle posten (Standard: nur für dich)
cmd-games-opt-finished-name = beendet
cmd-games-opt-finished-desc = Die beendeten Partien, neueste zuerst, mit ihren Siegern
cmd-admin-delete-name = löschen
cmd-admin-delete-desc = Löscht eine beendete oder abgebrochene Partie, ihr Protokoll und ihren Platz in den Wertungen.
cmd-admin-delete-opt-game-name = spiel
cmd-admin-delete-opt-game-desc = Partienummer aus /partien beendet oder /admin liste
refusal-still-open = Diese Partie ist noch offen: Brich sie zuerst mit `/admin abbrechen` ab.
refusal-no-finished-game = In diesem Kanal ist noch keine Partie beendet, es gibt also nichts zu analysieren. Die Analyse einer Partie kommt, sobald sie zu Ende ist.

replay-button = Wiederholung
replay-author = { $game } · Wiederholung
replay-setup = Aufbau, vor dem ersten Zug
replay-position = { $round } von { $last }
replay-by = { $player } hat gezogen
game-round = { $game ->
    [year-of-the-dragon] { $round ->
        [0] Aufbau
       *[other] Monat { $round }
    }
    [ming] { $round ->
        [0] Aufbau
       *[other] Runde { $round }
    }
    [junk] { $round ->
        [0] Aufbau
       *[other] Runde { $round }
    }
   *[other] { $round ->
        [0] Aufbau
       *[other] Zug { $round }
    }
}
replay-jump = Zu einer anderen Stelle der Partie springen
replay-nothing = Bei diesem Schritt ist nichts Öffentliches passiert.
replay-footer = Nur du siehst diese Wiederholung: Sie zeigt, was der Kanal gesehen hat, nie eine Hand oder eine geheime Wahl.
replay-first = Aufbau
replay-prev = Zurück
replay-next = Weiter
replay-last = Ende
replay-not-started = Diese Partie hat noch nicht begonnen, es gibt also nichts zu wiederholen. Starte sie mit `/partie starten`.
replay-nothing-here = In diesem Kanal gibt es keine Partie zum Wiederholen. Öffne eine mit `/partie neu`.
export-not-over = Diese Partie läuft noch, deshalb wurde sie nicht exportiert: Der Export enthält jeden Zug und würde noch geheime Entscheidungen verraten. Versuch es wieder, wenn die Partie vorbei ist; `/partie protokoll` zeigt dir schon jetzt das öffentliche Protokoll.
export-not-seated = Nur die Spieler dieser Partie können sie exportieren, und du hattest keinen Platz darin. `/partie wiederholung` zeigt allen die ganze Partie.
export-nothing = In diesem Kanal gibt es keine beendete Partie zum Exportieren.
export-done = Anbei das öffentliche Protokoll von { $game } in Worten und die ganze Partie als JSON.
export-heading = { $game } · { $players }
cmd-game-replay-name = wiederholung
cmd-game-replay-desc = Spielt die Partie dieses Kanals Zug für Zug noch einmal ab (nur du siehst sie).
cmd-game-export-name = export
cmd-game-export-desc = Lädt Protokoll und Daten der beendeten Partie dieses Kanals herunter (nur für ihre Spieler).

## Die Geschichte des Ergebnisses: die Punkte jedes Spielers nach Art, und das Diagramm

results-part = { $kind } { $points }
results-breakdown = { $player }: { $parts } = { $total }
results-no-points = keine Punkte
story-kind-palaces = Paläste
story-kind-ladies = Hofdamen
story-kind-privileges = Privilegien
story-kind-scholars = Gelehrte
story-kind-festival = Drachenfeste
story-kind-mongols = Mongolen
story-kind-wall = Große Mauer
story-kind-super = Super-Ereignis
story-kind-final = Schlusswertung
story-kind-sections = gewonnene Abschnitte
story-kind-first-tokens = erste Plättchen
story-kind-full-sets = vollständige Sätze
story-kind-cities = Städte
story-kind-monasteries = Klöster
story-kind-tiles = Provinzplättchen
story-kind-junk-sales = Verkäufe von den Dschunken
story-kind-market = Markt
story-kind-yen-instead = Yüan statt Sonderkarte
story-kind-bonus = Schlussbonus
story-kind-centuries = Jahrhunderte
story-kind-other = Sonstiges

## Analyse (`tavola analyze`) und Tipps: Computerspieler, die etwas beibringen.
analysis-heading = { $game }, { $players } Spieler: { $decisions ->
    [one] eine Entscheidung
   *[other] { $decisions } Entscheidungen
  }, jede { $budget }-mal durchsucht, nur aus der Sicht des Spielers, der sie traf.
analysis-decision = { $when } · { $player }: { $played } · Siegchancen { $chances }
analysis-decision-other = { $when } · { $player }: { $played } (die Suche bevorzugte { $preferred }) · Siegchancen { $chances }
analysis-chance = { $player } { $percent } %
analysis-turning-points = Wendepunkte
analysis-turning-point = { $when }: { $player } wählte „{ $played }“, wo „{ $preferred }“ besser war; die Siegchance fiel von { $before } % auf { $after } %.
analysis-no-turning-point = Kein Zug hat seinen Spieler fünf Prozentpunkte Siegchance oder mehr gekostet.
analysis-time = Analysiert in { $seconds } s.
analysis-title = Analyse der Partie #{ $id } · { $game }
analysis-footer = Jeder Zug nur aus der Sicht seines Spielers betrachtet: mit dem, was er damals wissen konnte. /partie analyse postet sie erneut.
analysis-progress = Die Analyse der Partie #{ $id } ist zu { $percent } % fertig; sie wird hier gepostet.
analysis-reposted = Die Analyse der Partie #{ $id } ist erneut in diesem Kanal gepostet.
analysis-not-seated = Nur die Spieler der Partie #{ $id } und die Server-Admins können ihre Analyse anfordern, und du hattest keinen Platz darin.
refusal-hints-off = In dieser Partie sind Tipps ausgeschaltet, deshalb gab es keinen. Sie lassen sich nur beim Öffnen einer Partie einschalten (`/partie neu tipps:True` oder mit der Schaltfläche in der Lobby).
button-hint = Tipp
hint-heading = 💡 Was der Computerspieler auf deinem Platz spielen würde, mit genau dem Wissen, das du hast (nur du siehst das):
hint-move = { $rank }. { $action } · { $share } % der Suche · { $win } % Siegchance
hint-footer = Tipps werden im Ergebnis gezählt, und eine Partie mit Tipps wird nicht gewertet.
hint-none = Es gibt keinen Zug vorzuschlagen: Du musst gerade nichts entscheiden.
results-hints = Tipps (diese Partie wird nicht gewertet): { $used }.
results-hints-used = { $player } { $count ->
    [one] einmal
   *[other] { $count }-mal
  }
results-no-hints = niemand hat einen angefordert
cmd-game-hint-name = tipp
cmd-game-hint-desc = Fragt den Computerspieler auf deinem Platz, was er jetzt spielen würde (nur du siehst es).
cmd-game-analysis-name = analyse
cmd-game-analysis-desc = Postet die Analyse der letzten beendeten Partie dieses Kanals oder zeigt, wie weit sie ist.
cmd-game-new-opt-hints-name = tipps
cmd-game-new-opt-hints-desc = Spieler dürfen den Computerspieler um Tipps bitten (die Partie wird dann nicht gewertet)
lobby-hints = Tipps
lobby-hints-field-on = an: Spieler dürfen den Computerspieler um einen Tipp bitten (die Partie wird nicht gewertet)
lobby-hints-field-off = aus
lobby-hints-on = { $user } hat Tipps eingeschaltet: Diese Partie wird nicht gewertet.
lobby-hints-off = { $user } hat Tipps ausgeschaltet.
button-hints-on = Tipps erlauben
button-hints-off = Keine Tipps

## /hilfe: was der Leser hier und jetzt tun kann (nur für ihn). Befehle
## kommen als `/partie neu` in der Sprache des Lesers; Buttons mit ihren Beschriftungen.

cmd-help-name = hilfe
cmd-help-desc = Was du hier tun kannst: die Partie dieses Kanals, deine Befehle, die Anleitung (nur für dich).
help-title = Was du hier tun kannst
help-no-game = In diesem Kanal ist keine Partie offen. Starte eine in vier Schritten oder sieh nach, was sonst auf diesem Server läuft.
help-lobby = In diesem Kanal ist eine Lobby für **{ $game }** offen.
help-lobby-joined = Du hast einen Platz. Sobald alle Spieler da sind, drück **{ $start }** in der Lobby-Nachricht.
help-lobby-not-joined = Du hast noch keinen Platz: Drück **{ $join }** in der Lobby-Nachricht, um einen zu bekommen.
help-game = In diesem Kanal läuft **{ $game }**. Du spielst als { $seat }.
help-game-your-turn = Du bist am Zug: Drück **{ $play }** auf dem Spielplan oder nutze { $command }.
help-game-not-seated = In diesem Kanal läuft **{ $game }**. Du spielst nicht mit; der Spielplan zeigt alles Öffentliche.
help-start-title = Eine Partie starten
help-start =
    1. { $new } mit dem Spiel (und der Zahl der Plätze) öffnet hier eine Lobby.
    2. Die anderen drücken dort **{ $join }**.
    3. **{ $start }** (oder { $begin }) startet die Partie; Computerspieler besetzen die freien Plätze.
    4. Wenn der Spielplan dich erwähnt, drück **{ $play }** (oder nutze { $command }) und wähle deinen Zug.
help-lobby-title = In der Lobby
help-lobby-commands =
    - **{ $join }** und **{ $leave }** in der Lobby-Nachricht: Platz nehmen oder aufgeben.
    - **{ $start }** oder { $begin }: startet die Partie; Computerspieler besetzen die freien Plätze.
    - { $rules }: wie das Spiel gespielt wird.
    - { $dms }: Direktnachrichten dieser Partie an dich ein- oder ausschalten.
help-moves-title = Deine Züge
help-moves =
    - **{ $play }** auf dem Spielplan oder { $command }: dein Zug, in einem Panel, das nur du siehst; { $command } nimmt auch einen eingetippten Zug an.
    - **{ $hand }** oder { $hand_command }: deine geheime Hand.
    - { $undo }: deinen letzten Zug zurücknehmen, solange niemand sonst gezogen hat und nichts aufgedeckt wurde.
help-moves-hint = - { $hint }: was der Computerspieler auf deinem Platz jetzt spielen würde (diese Partie erlaubt Tipps).
help-table-title = Der Tisch
help-table =
    - **{ $log }** oder { $log_command }: das öffentliche Protokoll.
    - { $status }: der Spielplan, nur für dich.
    - { $rules }: die Regeln und was das Bild des Spielplans zeigt.
    - { $replay }: die Partie bis jetzt, Zug für Zug, nur für dich.
help-settings-title = Deine Einstellungen
help-settings =
    - { $vacation }: deine Zugzeiten eine Weile anhalten.
    - { $dms }: Direktnachrichten dieser Partie an dich ein- oder ausschalten.
    - { $reminders }: welche Erinnerungen an deinen Zug du bekommst.
    - { $leave }: die Partie verlassen; ein Computerspieler übernimmt deinen Platz.
help-server-title = Auf diesem Server
help-server =
    - { $games }: die Partien des Servers oder nur deine.
    - { $stats }: Partien, Siege und Wertung.
    - { $leaderboard }: die besten Spieler eines Spiels.
    - { $rules }: die Regeln jedes Spiels.
help-admin-title = Für Admins (Server verwalten)
help-admin =
    - Die Partie dieses Kanals: { $game_commands }
    - Der Server: { $server_commands }
help-guide-title = 📖 Anleitung für Spieler
help-guide = [Am Tisch spielen, Schritt für Schritt]({ $url })

## /partie regeln: was das Bild des Spielplans bei jedem Spiel zeigt

rules-picture-title = Was das Bild des Spielplans zeigt
rules-picture-common =
    - Die Leiste oben: das Spiel, wie weit es ist, und ▶ wer am Zug ist.
    - Die Zeile unten: ein Feld pro Spieler mit seinem Punktestand (oder was dafür steht) und Details; das Feld dessen, der am Zug ist, ist gerahmt und gelb.
    - Der Marker jedes Spielers hat seine Farbe, eine eigene Form (Kreis, Quadrat, Dreieck, Raute …) und seinen Anfangsbuchstaben, sodass nie die Farbe allein zeigt, wer wer ist.
rules-picture-great-wall =
    - Eine Spalte pro Bauabschnitt: seine offenen Ruhmeskärtchen, goldene Scheiben mit ihrem Wert; eine schmale graue Spalte ist ein geschlossener Abschnitt.
    - Darunter das erste genommene Plättchen: wer es hat und auf welcher Karte es liegt.
    - Die dort gespielten Karten im Marker ihres Besitzers, jede mit ihrem Zeichen: ▤ Mauer, ⌂ Tor, ♜ Turm, ♚ Adliger, ⚔ Krieger, ♞ Reiter, ✹ Drache; +2 zählt die Karten darunter.
    - Am Fuß jeder Spalte der Wert jedes Spielers dort, der des Führenden hervorgehoben.
    - In den Spielerfeldern: gewonnene Plättchen (der Ruhm liegt bis zum Schluss verdeckt), Hand und Nachziehstapel.
rules-picture-year-of-the-dragon =
    - Die oberste Zeile: die Ereignisse des Jahres Monat für Monat (☮ Ruhe, ¥ Kaisertribut, ☀ Dürre, ✦ Drachenfest, ⚔ Mongolensturm, ☣ Krankheit); vergangene Monate sind grau, der laufende Monat ist gerahmt.
    - Aktionsgruppen: die Karten jeder Gruppe und die Marker der Spieler, deren Drache darauf steht (eine orange Gruppe ist schon besetzt).
    - Personenleiste: die Spielreihenfolge, wer zuerst dran ist, vorn, mit dem Feld jedes Spielers; mit der Großen Mauer außerdem, wer ihre Abschnitte gebaut hat.
    - In den Spielerfeldern: Punkte, Yuan, Reis, Feuerwerk, Privilegien und übrige Personenkarten; darunter die Paläste, eine dunkle Etage bewohnt, eine helle leer.
rules-picture-ming =
    - Die sechs Provinzen in zwei Reihen (weiß, orange, grün über rosa, gelb, blau), je drei Bezirke; eine dicke Linie verbindet benachbarte Bezirke, mit der Karte, die sie überquert: ein Kreis für das Pferd, ein Quadrat für das Boot, ein Dreieck für die Sänfte, jeweils mit ihrem Anfangsbuchstaben.
    - In einem Bezirk: sein Name, ♛ mit dem Marker des Spielers, dessen Prinz dort steht, ✚ mit dem Anfangsbuchstaben dessen, der das Kloster besetzt, und die Mitglieder jeder Familie als Marker mit Anzahl (N: die neutrale Familie in Partien zu zweit).
    - Am Rand jeder Provinz ihr Feld: die offene Karte, die dort wartenden Mitglieder und, während einer Wertung, die in ihrer Stadt.
    - Oben: die nächste Wertung und was sie einbringt, die übrigen Stapel. In den Spielerfeldern: Punkte, Karten auf der Hand, Vorrat, Provinzplättchen nach Buchstaben (W1: ein weißes Plättchen; O orange, G grün, P rosa, Y gelb, B blau), gepasst.
rules-picture-junk =
    - Die fünf Dschunken von oben: die sichtbaren Kisten (3 x 3), die wertenden im Marker ihres Besitzers; darüber die Ware der Dschunke und wie viele Warenkarten auf ihrem Stapel liegen (? solange verdeckt), darunter der Kaufmann (⚓) mit seiner Aktion, grau, sobald er in dieser Runde eingesetzt wurde, und wie viele Lagen die Dschunke trägt.
    - Der Markt: was jede Ware in dieser Runde einbringt, ✗ sobald sie verkauft ist.
    - Darunter: die Gehilfen dieser Runde (✓ eingesetzt) und die Kais (■ ● ▲ ★) mit der Zahl ihrer Sonderkarten.
    - In den Spielerfeldern: Geld, ein ?, solange es geheim ist (bis dahin die beim letzten Y-Ereignis gezeigten Yüan), Karten auf der Hand, übrige Streifen, verdeckte Sonderkarten, ✓ bereit für ein verdecktes Gebot, die dauerhaften Sonderkarten.
rules-picture-attila =
    - Links die 25 Provinzen als Karte von West nach Ost: Linien sind Landgrenzen, gestrichelte blaue führen übers Meer; ★ markiert eine Startprovinz; eine graue Provinz ist befriedet, ihre Scheibe zeigt das Jahrhundert ihres Befriedungsplättchens.
    - In jeder Provinz die Spielsteine der Stämme: ein Kreis in der Farbe des Stammes mit Anfangsbuchstaben und Anzahl (die Namen der Stämme stehen im Westen).
    - Rechts die Einflussleiste: eine Spalte pro Spieler, eine Zeile pro Stamm; wer einen Stamm anführt, ist in seiner Farbe hervorgehoben, · heißt niemand. Darunter die übrigen Spielsteine pro Stamm, das Jahrhundert mit seinem Einfluss und den übrigen Befriedungsplättchen, der Nachziehstapel, ein laufender Konflikt.
    - In den Spielerfeldern: Punkte, was der Spieler jetzt bekäme, Karten auf der Hand und seine unbenutzten Aktionsplättchen (×2 Doppelzug, ⇄ Tausch, +2 Einfluss 2).

## Der Tisch im Web (bot/web): die Seite einer Partie, ihre Wiederholung und ihre Ergebnisse.
web-table = Tisch
web-replay = Wiederholung
web-results = Ergebnisse
web-players = Spieler
web-log = Protokoll
web-to-move = am Zug
web-score-secret = geheim
web-deadline = Frist:
web-over = Die Partie ist zu Ende.
web-lobby = Die Partie hat noch nicht begonnen: { $count ->
    [one] 1 Spieler ist beigetreten.
   *[other] { $count } Spieler sind beigetreten.
}
web-lobby-status = In der Lobby
web-step = Schritt { $turn } von { $last }
web-no-public-events = In diesem Schritt hat sich nichts geändert, was der Tisch sieht.
web-first = Erster Schritt (Pos1)
web-prev = Voriger Schritt (←)
web-next = Nächster Schritt (→)
web-last = Letzter Schritt (Ende)
web-total = Summe
web-score-chart = Die Punkte im Lauf der Partie
web-analysis = Analyse
web-no-analysis = Für diese Partie wurde keine Analyse gemacht.
web-footer = Nur zum Lesen: Diese Seite zeigt, was der Discord-Kanal der Partie zeigt, nicht mehr. Tippe auf einen Teil des Spielplans, um Einzelheiten zu sehen.
web-home = Die Seite jeder Partie steht unter dem Link, den ihr Spielplan in Discord gibt (🌐 Im Browser ansehen).
web-not-found-title = Keine solche Partie
web-not-found = Dieser Link führt zu keiner Partie: Vielleicht ist er vertippt, die Partie wurde gelöscht oder ihr Server hat die Webseiten abgeschaltet.
web-not-yet = Noch nicht: Diese Partie hat noch nicht begonnen oder ist noch nicht zu Ende.
web-view = Im Browser ansehen

## Der Knopf 🔍 Details eines Spielplans und der Wiederholung: ein privates
## Bild dessen, wofür das Bild des Spielplans keinen Platz hat.
button-details = Details
details-caption = 🔍 { $game }: die Details des Spielplans, wie ihn der Kanal zeigt, nur für dich.
details-replay-caption = 🔍 { $game }, Wiederholung: die Details dieser Stellung ({ $position }), nur für dich.
details-none = 🔍 Dieser Spielplan zeigt schon alles Öffentliche: die Ruhmesplättchen jedes Abschnitts, jede sichtbare Karte mit der Zahl der Karten darunter, den Wert jedes Spielers dort und für jeden Spieler Hand, Stapel und gewonnene Ruhmesplättchen.
details-unavailable = 🔍 Das Detailbild konnte gerade nicht gezeichnet werden. Versuche es gleich noch einmal; der Spielplan zeigt derweil alles Öffentliche.
