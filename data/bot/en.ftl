# The bot's own words (lobby, boards, panels, refusals, reminders, DMs,
# commands), English. Every message here has its twin in it.ftl.
# Arguments: a `seat` or `players` is worded as the players' names; a
# `count` selects plural forms.

## Names

house-player = House { $n }
name = { $name }
language-en = English
language-it = Italian
language-de = German

game-year-of-the-dragon = In the Year of the Dragon
game-great-wall = Chinesische Mauer (The Great Wall of China)
game-attila = Attila
game-ming = Ming Dynastie
game-junk = Dschunke (Junk)

## Buttons

button-play = Play
button-hand = My hand
button-log = Log
button-join = Join
button-leave = Leave
button-add-house = Add house player
button-start = Start
button-cancel = Cancel
button-confirm = Confirm
button-change = Change
button-previous = Previous
button-next = Next
button-quiet = Quiet this turn
button-undo = Undo

## The board

board-over = 🏁 The game is over. { $count ->
    [one] The winner is { $winners }.
   *[other] The winners are { $winners }.
}
board-waiting = 👉 Waiting for { $players }.
board-ping-turn = { $pings }, your turn: { $ask } · Play or `/play`
board-ping-secret = { $pings }, { $count ->
    [one] your secret choice
   *[other] your secret choices
}: { $ask } · Play or `/play`
board-due = · ⏰ due { $when }
board-footer = /game rules · /game log
board-players = Players
board-key = Key
board-final-scores = Final scores
board-none = none
board-nobody = nobody
board-waiting-for = Waiting for { $players }
board-start-player = start player
board-hand = hand { $count }

## The lobby

lobby-title-open = Lobby: join the game
lobby-title-started = The game has started
lobby-title-closed = This lobby was closed
lobby-note-open = Seats are drawn at random at the start.
lobby-note-started = The board follows below.
lobby-note-closed = Open a new one with `/game new`.
lobby-seats = Seats
lobby-players = Players
lobby-player-range = { $min } to { $max }
lobby-options = Options
lobby-standard-rules = Standard rules
lobby-timer = Deadlines
lobby-table = Table
lobby-table-size = { $count } seats; house players fill the empty ones at the start.
lobby-seat = { $n }. { $who }
lobby-seat-no-dms = { $n }. { $who } · no DMs: plays through My hand and `/play`
lobby-footer = Game #{ $id }
lobby-joined = { $user } joined.
lobby-left = { $user } left.
lobby-house-joined = A house player joined.
lobby-cancelled = The lobby was cancelled.
lobby-joined-dms-closed = { $user } joined. Their DMs are closed, so they'll play through My hand and `/play`.
lobby-dms-on = { $user } turned their DMs on.
lobby-dms-off = { $user } turned their DMs off.
lobby-you-left = You left the lobby.
game-started = The game has started: seats were drawn at random.
game-you-left = You left the game; a house player has your seat now.

## Game options, in words

option-set = { $name }: { $value }
option-on = on
option-off = off
option-year-of-the-dragon-great-wall = Great Wall expansion
option-year-of-the-dragon-great-wall-help = an eighth action card, wall tiles and wall scoring.
option-year-of-the-dragon-super-events = Super Events expansion
option-year-of-the-dragon-super-events-help = a random super event strikes in month 7.
option-year-of-the-dragon-super-event = Super event
option-year-of-the-dragon-super-event-help = this super event strikes in month 7, instead of a random one.
option-year-of-the-dragon-super-event-lanternfest = Lantern Festival
option-year-of-the-dragon-super-event-buddha = Buddha
option-year-of-the-dragon-super-event-earthquake = Earthquake
option-year-of-the-dragon-super-event-flood = Flood
option-year-of-the-dragon-super-event-eclipse = Solar eclipse
option-year-of-the-dragon-super-event-volcano = Volcanic eruption
option-year-of-the-dragon-super-event-tornado = Tornado
option-year-of-the-dragon-super-event-sunrise = Sunrise
option-year-of-the-dragon-super-event-assassination = Assassination attempt
option-year-of-the-dragon-super-event-charter = Charter
option-junk-variant-setup = Variant set-up
option-junk-variant-setup-help = the merchants start face down on chosen junks, and each player loads the strips passed from their right.
option-junk-opening-hands = Opening hands
option-junk-opening-hands-help = chosen: everyone secretly picks their opening cards, which are pooled and dealt (the Italian rules); dealt: equal numbers of each good are dealt (the German rules).
option-junk-opening-hands-chosen = chosen in secret
option-junk-opening-hands-dealt = dealt evenly

## Panels

panel-header = **{ $game }** · { $channel } · { $title } · you are { $player }
panel-nothing-private = Nothing in this game is private to you right now.
panel-over = The game is over.
panel-waiting = { $count ->
    [one] It's { $players }'s turn.
   *[other] It's the turn of { $players }.
} You'll be pinged when it's yours.
panel-your-move = Your move
panel-choose = Choose your move
panel-choose-page = Choose your move (page { $page } of { $pages })
panel-confirm = **{ $action }**? This can't be taken back once it is in.
move-done = ✅ { $action }.
move-done-default = Done
undo-you-took-back = ↩️ You took your move back.
undo-took-back = ↩️ { $player } took back a move.
hand-empty = Your hand is empty.
hand-your-hand = **Your hand**: { $items }
since-your-last-move = Since your last move:
events-more = { $count ->
    [one] +1 more (📜 Log)
   *[other] +{ $count } more (📜 Log)
}
since-earlier-turns = { $count ->
    [one] 1 earlier turn (📜 Log)
   *[other] { $count } earlier turns (📜 Log)
}
log-empty = Nothing has happened yet.
dm-what-changed = What changed: { $changes }
dm-joined = You joined **{ $game }** in { $channel }. Your turn panels and your private hand will come here; My hand and `/play` in the channel show them too.
dm-on-hello = 🔔 DMs from **{ $game }** in { $channel } are on: your turn panels, hand changes and reminders come here.

## Refusals and errors

refusal-no-session = There is no game in this channel. Start one with `/game new`.
refusal-channel-busy = This channel already has a game. Finish it, or ask an admin to `/admin cancel` it.
refusal-closed = That game has ended or was cancelled, so this button does nothing now.
refusal-already-started = The game has already started, so the lobby buttons no longer apply. Use `/play` when it's your turn.
refusal-not-started = The game hasn't started yet. Press Start in the lobby, or use `/game start`.
refusal-already-seated = You're already seated in this game.
refusal-not-seated = You're not playing in this game; the board shows everything public.
refusal-full = The table is full: { $game } seats at most { $max } players.
refusal-player-count = { $game } needs { $min } to { $max } players, and { $have ->
    [one] 1 is seated
   *[other] { $have } are seated
}. Add house players, or wait for more to join.
refusal-not-your-turn = { $count ->
    [one] It's { $players }'s turn.
   *[other] It's the turn of { $players }.
} You'll be pinged when it's yours.
refusal-stale = This panel is from an earlier turn; the game has moved on since. Here are your options now.
panel-retired = ⌛ This panel is from an earlier turn: the game has moved on. **Play** on the board shows your options now.
refusal-forged = That button or move isn't one this game offers you now. Open a fresh panel with Play or `/play`.
refusal-not-creator = Only the game's creator or an admin can do that.
refusal-nothing-to-undo = There is nothing to undo yet.
refusal-not-reversible = That move can no longer be taken back: something was drawn or revealed, or another player has moved since.
refusal-bad-setup = That game could not be set up: { $reason }
refusal-no-such-player = That user isn't seated in this game.
refusal-vacation = Your vacation wasn't taken: { $reason }.
refusal-no-clock = You aren't seated in any running game on this server, so there is no clock to pause.
refusal-nothing-to-quiet = That reminder was for a decision you have already made (or that has timed out), so nothing changed.
refusal-storage = The game could not be saved, so nothing changed. Please try again in a moment.
error-with-reference = { $text } (ref { $reference })
error-discord = Something went wrong talking to Discord, so this may not have finished.
error-arguments = That command's options could not be read ({ $reason }), so nothing changed.
game-unknown = There is no game called “{ $name }”. The games are: { $games }.
game-option-not-for = { $option } is an option of { $owner }, not of { $game }, so no lobby was opened.
rules-which-game = There is no game in this channel; name one, for example `/game rules game:great-wall`.
dms-closed = I couldn't send you a DM, so nothing changed. Allow direct messages from this server's members in Discord's privacy settings, then try again.
admin-needs-permission = Admin commands need the Manage Server permission, so nothing changed.
admin-bot-cannot-sit = A bot can't take a seat; use `/admin kick` to hand it to a house player.

## Durations

duration = { $parts }
duration-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
duration-hours = { $count ->
    [one] 1 hour
   *[other] { $count } hours
}
duration-minutes = { $count ->
    [one] 1 minute
   *[other] { $count } minutes
}
duration-format = write a duration like 2d, 12h, 90m or 1d12h
duration-zero = a duration must be longer than zero
duration-too-long = that is longer than { $max }
timer-not-set = That timer wasn't set: { $reason }. Nothing changed.
timer-too-short = A turn timer must be at least 10 minutes, so nothing changed.

## Settings a player chooses

dms-on = 🔔 DMs are on for this game.
dms-off = 🔕 No more DMs from this game: Play or `/play` opens your panel, My hand shows your hand, and reminders mention you in the channel.
digest-hello = 📋 Daily digest on: once a day I'll DM you this server's games that wait on you.
digest-on = 📋 Once a day, from { $from }, you'll get a DM listing your games here, on days when one waits on you. `/game digest digest:False` stops it.
digest-off = 📋 No more daily digest from this server.
digest-title = 📋 Your games, those waiting on you first:
digest-stop = `/game digest digest:False` on that server stops this daily message.
reminders-every = ⏰ You'll get every reminder: at half time by DM, and shortly before the deadline.
reminders-last = ⏰ You'll get only the last reminder, shortly before the deadline.
reminders-off = 🔕 No reminders for you on this server. Deadlines still apply: `/games mine:True` shows what waits on you.
vacation-not-taken = No vacation was taken: { $reason }. Nothing changed.
vacation-over-allowance = you have { $left } of vacation left this year on this server, less than { $asked }
vacation-taken = 🏖️ Your turn clocks in { $games ->
    [one] your game
   *[other] your { $games } games
} on this server are paused until { $until }. You have { $left } of vacation left this year.

## Game lists

games-none = No games on this server yet. Open one with `/game new`.
games-mine-none = You aren't playing in any running game on this server. `/games` lists them all.
games-your-move = your move
games-waiting-for = waiting for { $players }
games-due = due { $when }
status-lobby = lobby
status-active = playing
status-over = over
status-cancelled = cancelled

## Timers, reminders and deadlines

timer-none = ⏰ No turn timer: the game waits as long as it takes.
timer-describe = ⏰ Turn timer: { $timer } per decision, with reminders before the deadline. At the deadline { $policy ->
    [wait] the game waits and the admins are told
   *[house] the house player moves for whoever is late
}; after { $max } missed deadlines in a row a house player takes the seat for good.
reminder-dm = ⏰ Reminder { $number }: your move in { $channel } is due { $due }.
reminder-last-one = You're the last one the table is waiting for.
reminder-channel = ⏰ { $user }, your move is due { $due }.
reminder-open-it = Open it with Play or `/play`.
reminder-quieted = 🔕 No more reminders for this decision. It's still due { $due }.
deadline-house-moved = ⏰ Time ran out for { $player }: the house player moved for them ({ $missed ->
    [one] 1 missed deadline
   *[other] { $missed } missed deadlines
} in a row; the seat goes to the house for good at { $max }).
deadline-waiting = ⏰ Time ran out for { $player } ({ $missed ->
    [one] 1 missed deadline
   *[other] { $missed } missed deadlines
} in a row). The game waits for them. Admins: `/admin force` moves for them, `/admin replace` gives the seat to someone else.
deadline-replaced = ⏰ { $name } missed { $missed } deadlines in a row, so a house player ({ $house }) has the seat for good. An admin can give it to someone with `/admin replace`.

## Admin

admin-cancelled-notice = This game (#{ $id }) was cancelled by an admin.
admin-cancelled = Cancelled.
admin-kicked = { $player }'s seat went to a house player.
admin-kicked-notice = 🔁 An admin gave { $player }'s seat to a house player.
admin-replaced = { $by } now has { $player }'s seat.
admin-replaced-notice = 🔁 An admin gave { $player }'s seat to { $by }.
admin-undo-confirm = ↩️ Take back these { $count } moves? The game is rebuilt by replaying the { $kept } moves before them.
admin-undo-entry = v{ $version } · { $player }: { $events }
admin-undone = ↩️ The last move was undone (now v{ $version }).
admin-forced = The house player moved for the stalled seat.
admin-timer-notice = An admin changed the turn timer. { $timer }
admin-notify-on = You'll be pinged in a game's channel when it waits on a missed deadline or a seat goes to a house player for good. `/admin notify off` stops it.
admin-notify-off = You won't be pinged about stalled games any more. The game's creator still is.
admin-export = The log of game #{ $id }.
admin-language = This server's language is now { $language }: boards, lobbies and notices in its channels use it. Everyone still reads their own replies, panels and DMs in their own Discord language.
admin-images-on = Boards on this server now carry a picture of the game; the text under it keeps the round, whose turn it is and the last moves.
admin-images-off = Boards on this server are now text only, without pictures.
admin-analysis-on = Every game that ends on this server is now analysed in the background, and its Analysis is posted under the results.
admin-analysis-off = Games that end on this server are no longer analysed by themselves; a player of a game, or an admin, can still ask with `/game analysis`.

## Rules

rules-players = { $min } to { $max } players
rules-no-options = No options: the rules adapt to the player count.
rules-options = Options (choose them with `/game new`):

## Boards: Chinesische Mauer

gw-card-wall = wall
gw-card-gate = gate
gw-card-watchtower = watchtower
gw-card-noble = noble
gw-card-warrior = warrior
gw-card-horseman = horseman
gw-card-dragon = dragon
gw-phase-take-token = Majority check: take a fame token
gw-phase-mark-card = Majority check: choose the card for the token
gw-phase-act = Action { $step } of 2
gw-phase-choose-section = Action { $step } of 2 · choose a section
gw-phase-choose-cover = Action { $step } of 2 · place the dragon
gw-section = Section { $n } · { $tokens }
gw-section-closed = Section { $n } · closed
gw-token-on = 🏅{ $value } on { $card }
gw-no-cards = No cards yet
gw-title = Turn { $turn } · { $phase }
gw-title-over = Turn { $turn } · 🏁 final scores
gw-title-checks-only = 🏁 majority checks only
gw-title-final-round = 🏁 final round
gw-player = hand { $hand } · deck { $deck } · 🏅×{ $tokens }
gw-tokens-left = Fame tokens left

## Boards: In the Year of the Dragon

dragon-person-craftsman = craftsman
dragon-person-court-lady = court lady
dragon-person-tax-collector = tax collector
dragon-person-pyrotechnist = pyrotechnist
dragon-person-warrior = warrior
dragon-person-monk = monk
dragon-person-healer = healer
dragon-person-farmer = farmer
dragon-person-scholar = scholar
dragon-event-peace = peace
dragon-event-tribute = imperial tribute
dragon-event-drought = drought
dragon-event-festival = dragon festival
dragon-event-mongols = Mongol invasion
dragon-event-contagion = contagion
dragon-action-taxes = Taxes
dragon-action-build = Build
dragon-action-harvest = Harvest
dragon-action-fireworks = Fireworks
dragon-action-parade = Military parade
dragon-action-research = Research
dragon-action-privilege = Privilege
dragon-action-wall = Great Wall
dragon-phase-draft = opening draft
dragon-phase-place = place { $age ->
    [old] an old
   *[young] a young
} { $person }
dragon-phase-choose-group = choose an action group
dragon-phase-choose-action = take an action of group { $group }
dragon-phase-build = 🔨 build ({ $count ->
    [one] 1 floor left
   *[other] { $count } floors left
})
dragon-phase-choose-privilege = 📜 choose a privilege
dragon-phase-choose-wall = 🧱 build the Great Wall
dragon-phase-play-card = play a person card
dragon-phase-choose-tile = choose a person tile
dragon-phase-drought = 🏜️ drought: release { $count ->
    [one] 1 person
   *[other] { $count } persons
}
dragon-phase-release = release { $count ->
    [one] 1 person
   *[other] { $count } persons
}
dragon-phase-quake = 🌀 earthquake: give up 2 palace floors
dragon-phase-flood = 🌀 flood: give back { $count ->
    [one] 1 good
   *[other] { $count } goods
}
dragon-phase-tornado = 🌀 tornado: discard { $count ->
    [one] 1 person card
   *[other] { $count } person cards
}
dragon-phase-sunrise = 🌀 sunrise: take a young person
dragon-phase-charter = 🌀 charter: choose a type of person
dragon-this-month = This month: { $event }
dragon-events-over = All the events are over.
dragon-next-events = Next: { $events }
dragon-super-event = 🌀 Super event: { $name }, { $when ->
    [past] struck in month 7
   *[coming] strikes in month 7
}
dragon-wall = 🧱 Great Wall { $built }/{ $months }
dragon-events = Events
dragon-groups = Action groups
dragon-group-fee = Joining a group that already has a dragon costs { $fee } 🪙.
dragon-palace-empty = empty
dragon-no-palaces = no palaces
dragon-cards-left = cards { $count }
dragon-wall-tiles-left = 🧱 { $count ->
    [one] 1 tile left
   *[other] { $count } tiles left
}
dragon-title = Month { $month }/{ $months } · { $phase }
dragon-title-before = Before the year · { $phase }
dragon-order = Order (person track)
dragon-supply = Person tiles left (young/old)
dragon-key = 🏯3 ⚔️2 = a 3-floor palace with a warrior of 2 helmets · 📜 +2⭐ = privileges per month
dragon-card = { $person } card
dragon-any-card = any-person card
dragon-no-cards = You have no person cards left.
dragon-your-cards = **Your person cards**: { $items }

## Boards: Attila

attila-tribe-franks = Franks
attila-tribe-huns = Huns
attila-tribe-goths = Goths
attila-tribe-saxons = Saxons
attila-tribe-teutons = Teutons
attila-tribe-vandals = Vandals
attila-short-franks = Fra
attila-short-huns = Hun
attila-short-goths = Got
attila-short-saxons = Sax
attila-short-teutons = Teu
attila-short-vandals = Van
attila-grid-prov = prov
attila-grid-inf = inf
attila-grid-tok = tok
attila-grid-prv = prv
attila-phase-play-card = play a card
attila-phase-place-token = place a token: { $tribe }
attila-phase-gain = { $tribe }: influence or a second token
attila-phase-commit = 💥 conflict
attila-phase-finish = use an action tile or end the turn
attila-phase-exchange = 🔄 exchange cards
attila-phase-influence2 = ➕ influence 2
attila-ending-peace = the last peace tile is down
attila-ending-blocked = nobody can place a token or use a tile
attila-ending-last-token = the last token of the { $tribe } is out
attila-ending-track = the { $tribe } influence track is full
attila-no-tokens = No tokens on the map yet.
attila-provinces-key = `'` pacified · `!` conflict · rows: tokens per tribe
attila-provinces = Provinces
attila-if-scored-now = If scored now: { $scores }
attila-two-player-reach = 2 players: the second scores only within { $reach } spaces of the first.
attila-influence = Influence
attila-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
attila-choosing = choosing
attila-conflict-in = 💥 Conflict in { $province }
attila-century = { $century }th century
attila-century-short = { $century }th
attila-no-century = no century left
attila-title = Turn { $turn } · { $century } · +{ $gain } influence · { $phase }
attila-title-over = Turn { $turn } · 🏁 final scores
attila-last-turn = 🏁 last turn: { $reason }
attila-no-tiles = no action tiles
attila-tokens-left = Tokens left
attila-peace-left = 🕊️ Peace tiles left
attila-cards-field = Cards
attila-deck = 🃏 deck { $deck } · discards { $discards }
attila-committed = **Committed face down**: { $items }

## Boards: Ming Dynastie

ming-colour-white = white
ming-colour-orange = orange
ming-colour-green = green
ming-colour-pink = pink
ming-colour-yellow = yellow
ming-colour-blue = blue
ming-grid-horse = hrse
ming-grid-boat = boat
ming-grid-sedan = sedn
ming-grid-card = card
ming-card-horse = horse card
ming-card-boat = boat card
ming-card-sedan = sedan chair card
ming-card-dragon = dragon card
ming-phase-place-prince = place the princes
ming-phase-place-neutral = place the neutral members ({ $count } left)
ming-phase-place-members = Phase 1 · place family members
ming-phase-take-cards = Phase 2 · take movement cards
ming-phase-act = Phase 3 · move the prince, stay or pass
ming-phase-moving = Phase 3 · the prince is moving
ming-phase-stay = Phase 3 · stay: discard a card
ming-phase-bring = Phase 3 · bring family members
ming-phase-return = Phase 4 · return cards for the { $city } city
ming-phase-neutral-return = Phase 4 · the start player sends { $count ->
    [one] 1 neutral member
   *[other] { $count } neutral members
} home from the { $city } city
ming-phase-choose-start = Phase 5 · choose the start player
ming-province-spaces = Province spaces
ming-districts = Districts
ming-districts-key = `*` prince · `m` monastery
ming-districts-key-neutral = `*` prince · `m` monastery · N neutral
ming-city = { $colour } city
ming-in-the-cities = In the cities
ming-title = Round { $round }/6 · { $phase }
ming-return-cards = Return cards
ming-passed = passed
ming-next-scoring = after round { $round }: full set ⭐{ $set } · city member ⭐{ $member }
ming-no-scoring-left = none left
ming-next-scoring-field = Next scoring
ming-decks = Decks
ming-your-return-cards = **Your return cards, face down**: { $cards }

## Boards: Dschunke

junk-good-fish = fish
junk-good-rice = rice
junk-good-spice = spice
junk-good-vegetables = vegetables
# Goods cards in a hand, counted, as the game's log words them.
junk-hand-cards = { $count ->
    [one] 1 { $good ->
        [fish] fish card
        [rice] rice card
        [spice] spice card
       *[vegetables] vegetable card
    }
   *[other] { $count } { $good ->
        [fish] fish cards
        [rice] rice cards
        [spice] spice cards
       *[vegetables] vegetable cards
    }
}
# Dschunke's opening picks go to the pool, not the hand: what was picked so
# far, and the whole opening hand about to be handed in (`items` worded).
junk-opening-so-far = **Your opening picks so far**: { $items }
junk-opening-none-yet = You have not picked any opening cards yet.
junk-opening-hand = Your opening cards: { $items }
junk-name-grey = grey
junk-name-orange = orange
junk-name-lilac = lilac
junk-name-brown = brown
junk-name-white = white
junk-work-load = load { $count ->
    [one] 1 strip
   *[other] { $count } strips
}
junk-work-sell = sell{ $least ->
    [0] {""}
   *[other] {" "}(at least { $least } 🪙)
}
junk-work-draw = draw goods cards{ $least ->
    [0] {""}
   *[other] {" "}(at least { $least })
}
junk-special-extra-supply = one more goods card at each supply
junk-special-tie-breaker = wins tied offers
junk-special-exchange = exchange two goods cards
junk-special-load-any = load a strip on any junk
junk-special-draw-any = draw goods cards on any junk
junk-special-move-strip = move one of your strips
junk-special-sell-on = sell on the { $junk } junk
junk-special-bonus8 = 8 🪙 for 4 crates on the { $junk } junk
junk-special-bonus12 = 12 🪙 for 5 crates on the { $first } junk and 2 on the { $second } junk
junk-phase-opening-picks = pick opening cards
junk-phase-place-strip = place strips
junk-phase-exchange = Phase 1 · exchange cards
junk-phase-sale = last-round sale · take a special card
junk-phase-event-s = event S · take a special card
junk-phase-act = Phase 2 · actions
junk-phase-choose-junk = Phase 2 · choose a junk
junk-phase-move = Phase 2 · move a strip
junk-phase-supply = Phase 3 · supply
junk-phase-draw = Phase 2 · drawing goods cards
junk-phase-offers = Phase 4 · offers
junk-market-not-drawn = Not drawn yet
junk-sold = sold
junk-grid-junk = junk
junk-grid-merchant = merch
junk-grid-cards = cards
junk-grid-load = load
junk-grid-sell = sell
junk-grid-draw = draw
junk-grid-key = `*` used this round
junk-junks = Junks
junk-title = Round { $round }/10 · { $phase }
junk-title-setup = Set-up · { $phase }
junk-last-round = last round
junk-offers = Offers
junk-opening-cards = Opening cards
junk-market = Market
junk-used = used
junk-assistants = Assistants
junk-strips = strips { $count }
junk-money-shown = Money at the last count
junk-piers = ✨ Special cards on the piers
junk-your-money = **Your money**: 🪙 { $money }
junk-your-specials = **Your hidden special cards**: { $items }
junk-on-this-pier = **On this pier**: { $items }
junk-your-offer = **Your sealed offer**: { $offer }
junk-nothing = nothing

## /game rules: each game in a few lines

rules-great-wall =
    Build the Great Wall and win the emperor's fame tokens.
    - Each open section of the wall shows two face-up fame tokens.
    - Your turn: first, for every section where your cards are worth strictly more than anyone else's, take a token. The first token lies on one of your cards there; when someone later leads the section again, they take the other one and the section's cards leave the game.
    - Then take two actions, each either: place one or more identical cards from your hand on one section, or draw a card. Horsemen are placed for free.
    - Dragons cover another player's card and cancel its value.
    - When someone has played every card the final round begins. Most fame wins.
    - With 2 players, a pair of equal tokens is discarded and replaced.

rules-year-of-the-dragon =
    Keep your court alive through twelve months of disasters in imperial China.
    - Each month the action cards are split into groups. In person-track order, choose a group (3 yuan if someone chose it already) and take one of its actions: taxes, build, harvest, fireworks, military parade, research, privilege; or take yuan up to 3. Matching persons in your palaces increase the yield.
    - Then play a person card: take that person and place them in a palace, or replace someone (released for good). Persons bring helmets, rice, fireworks, mortars, yuan and points, and move you on the person track.
    - Every month ends with its event: peace, imperial tribute, drought, dragon festival, Mongol invasion, contagion. Families that cannot cope release persons; uninhabited palaces decay.
    - At the end, persons, palaces and remaining goods score. Most points wins.
    - Options: the Great Wall expansion (an eighth action, wall sections against the Mongols) and the Super Events (one extra event changes the year).

rules-ming =
    Win favour at the Ming court by sending your family into the Forbidden City.
    - Phase 1: place five family members, one at a time, on the six province spaces.
    - Phase 2: take movement cards beside province spaces where you have members, or a dragon card (a wild card) by giving up a member, until you hold five.
    - Phase 3: move the prince through adjacent districts, paying a card that matches each border crossed, then bring up to three members from the matching province space; monasteries hold one member each.
    - Rounds 2, 4 and 6: district majorities send members to the city and earn province tiles; then everyone secretly plays return cards per city, revealed together, and members left in cities score and stay there.
    - Full sets of province tiles score big. Most points wins. With 2 players a neutral family plays along.

rules-junk =
    Trade goods on five junks in a Chinese harbour over ten rounds.
    - First everyone secretly picks resource cards, which are then shuffled and dealt out.
    - Each round: one action each with a merchant or an assistant: load two goods bars on its junk (only the crates left visible count), sell (1 yen per visible crate of yours, at least 3), or draw resource cards (one per visible crate of yours, at least 3).
    - Then everyone takes supply cards and makes a sealed offer of cards of one type; highest offer per type sells at the market card's price, the losers lose their offer.
    - Special cards bend the rules once. Money stays hidden until the end; the richest trader wins.

rules-attila =
    You are not a tribe: you back the six barbarian tribes and profit from their conquests.
    - Your turn: play a card and place that tribe's token (first in a starting province, later next to where the tribe already is, sea links included); then gain influence with that tribe by the century's amount, or place a second token instead.
    - A fifth token in a province starts a conflict: players commit cards face down, revealed together; the weakest tribes leave and a peace tile closes the province.
    - When a century's last peace tile is placed, each tribe scores: the most influential player scores its tokens, the second its provinces.
    - Three one-off action tiles: a double turn, a card exchange, extra influence. The game ends with the last peace tile, a tribe's last token, or a full influence track. Most points wins.

## Slash commands: names and descriptions (Discord shows each user those
## of their own language; names: lowercase, no spaces, at most 32
## characters; descriptions at most 100)

cmd-game-name = game
cmd-game-desc = Play a board game in this channel.
cmd-game-new-name = new
cmd-game-new-desc = Open a lobby for a game in this channel.
cmd-game-new-opt-game-name = game
cmd-game-new-opt-game-desc = The game to play
cmd-game-new-opt-players-name = players
cmd-game-new-opt-players-desc = Table size, within the game's own range: house players fill the empty seats
cmd-game-new-opt-timer-name = timer
cmd-game-new-opt-timer-desc = Time per decision, such as 2d or 12h, or off (default: the server's)
cmd-game-new-opt-great-wall-name = great_wall
cmd-game-new-opt-great-wall-desc = In the Year of the Dragon: the Great Wall expansion
cmd-game-new-opt-super-events-name = super_events
cmd-game-new-opt-super-events-desc = In the Year of the Dragon: the Super Events expansion (a random one in month 7)
cmd-game-new-opt-super-event-name = super_event
cmd-game-new-opt-super-event-desc = In the Year of the Dragon: this super event in month 7
cmd-game-new-opt-super-event-choice-0 = Lantern Festival
cmd-game-new-opt-super-event-choice-1 = Buddha
cmd-game-new-opt-super-event-choice-2 = Earthquake
cmd-game-new-opt-super-event-choice-3 = Flood
cmd-game-new-opt-super-event-choice-4 = Solar eclipse
cmd-game-new-opt-super-event-choice-5 = Volcanic eruption
cmd-game-new-opt-super-event-choice-6 = Tornado
cmd-game-new-opt-super-event-choice-7 = Sunrise
cmd-game-new-opt-super-event-choice-8 = Assassination attempt
cmd-game-new-opt-super-event-choice-9 = Charter
cmd-game-new-opt-variant-setup-name = variant_setup
cmd-game-new-opt-variant-setup-desc = Dschunke: the variant set-up (merchants face down, strips passed on)
cmd-game-new-opt-opening-hands-name = opening_hands
cmd-game-new-opt-opening-hands-desc = Dschunke: how the opening hands are made
cmd-game-new-opt-opening-hands-choice-0 = chosen in secret, then pooled and dealt (Italian rules)
cmd-game-new-opt-opening-hands-choice-1 = dealt evenly (German rules)
cmd-game-start-name = start
cmd-game-start-desc = Start the game in this channel's lobby.
cmd-game-status-name = status
cmd-game-status-desc = Show the board of this channel's game (only to you).
cmd-game-log-name = log
cmd-game-log-desc = Show the public log of this channel's game (only to you).
cmd-game-log-opt-n-name = n
cmd-game-log-opt-n-desc = How many events (15 if you leave it out)
cmd-game-rules-name = rules
cmd-game-rules-desc = How a game is played, in short.
cmd-game-rules-opt-game-name = game
cmd-game-rules-opt-game-desc = The game (this channel's if you leave it out)
cmd-game-leave-name = leave
cmd-game-leave-desc = Leave this channel's game; once it has started, a house player takes your seat.
cmd-game-undo-name = undo
cmd-game-undo-desc = Take back your latest move, while nothing was revealed and nobody else has moved.
cmd-game-hand-name = hand
cmd-game-hand-desc = Show your private hand in this channel's game (only to you).
cmd-game-vacation-name = vacation
cmd-game-vacation-desc = Pause your turn clocks in this server's games for a while.
cmd-game-vacation-opt-duration-name = duration
cmd-game-vacation-opt-duration-desc = How long, such as 3d or 12h (a yearly allowance per server)
cmd-game-dms-name = dms
cmd-game-dms-desc = Turn this game's DMs to you (turn panels, hand changes, reminders) on or off.
cmd-game-dms-opt-dms-name = dms
cmd-game-dms-opt-dms-desc = True: this game's DMs on; false: off
cmd-game-digest-name = digest
cmd-game-digest-desc = A daily DM listing your games on this server, on days when one waits on you.
cmd-game-digest-opt-digest-name = digest
cmd-game-digest-opt-digest-desc = True: the daily digest on; false: off
cmd-game-reminders-name = reminders
cmd-game-reminders-desc = Choose which turn reminders you get in this server's games.
cmd-game-reminders-opt-which-name = which
cmd-game-reminders-opt-which-desc = Which reminders
cmd-game-reminders-opt-which-choice-0 = every reminder (half time, and shortly before the deadline)
cmd-game-reminders-opt-which-choice-1 = only the last one, shortly before the deadline
cmd-game-reminders-opt-which-choice-2 = none (the deadline still applies)
cmd-play-name = play
cmd-play-desc = Your move in this channel's game: a private panel, or type the move.
cmd-play-opt-move-name = move
cmd-play-opt-move-desc = Your move (start typing to see the legal ones)
cmd-games-name = games
cmd-games-desc = The games on this server, or only yours (only to you).
cmd-games-opt-mine-name = mine
cmd-games-opt-mine-desc = Only the games you play in, those waiting on you first
cmd-admin-name = admin
cmd-admin-desc = Manage the server's games.
cmd-admin-cancel-name = cancel
cmd-admin-cancel-desc = Cancel this channel's game.
cmd-admin-kick-name = kick
cmd-admin-kick-desc = Take a player out of this channel's game; a house player gets the seat.
cmd-admin-kick-opt-player-name = player
cmd-admin-kick-opt-player-desc = The player
cmd-admin-replace-name = replace
cmd-admin-replace-desc = Give a player's seat to another member.
cmd-admin-replace-opt-player-name = player
cmd-admin-replace-opt-player-desc = The player leaving
cmd-admin-replace-opt-by-name = by
cmd-admin-replace-opt-by-desc = Who takes the seat
cmd-admin-undo-name = undo
cmd-admin-undo-desc = Undo the last move (rebuilt from the action log).
cmd-admin-undo-opt-moves-name = moves
cmd-admin-undo-opt-moves-desc = How many players' moves to take back (default 1; more asks to confirm)
cmd-admin-force-name = force
cmd-admin-force-desc = Let the house player move for whoever is stalling.
cmd-admin-timer-name = timer
cmd-admin-timer-desc = Set this channel's turn timer.
cmd-admin-timer-opt-length-name = length
cmd-admin-timer-opt-length-desc = Time per decision, such as 2d, 12h or 1d12h; or off
cmd-admin-timer-opt-policy-name = policy
cmd-admin-timer-opt-policy-desc = At the deadline (if you leave it out: the house player moves)
cmd-admin-timer-opt-policy-choice-0 = the house player moves for them
cmd-admin-timer-opt-policy-choice-1 = the game waits and the admins are told
cmd-admin-timer-opt-max-missed-name = max_missed
cmd-admin-timer-opt-max-missed-desc = Missed deadlines in a row before a house player takes the seat for good
cmd-admin-notify-name = notify
cmd-admin-notify-desc = Be pinged, or not, when a game on this server stalls or loses a player.
cmd-admin-notify-opt-pings-name = pings
cmd-admin-notify-opt-pings-desc = True: ping me when a game here waits on a player; false: stop
cmd-admin-list-name = list
cmd-admin-list-desc = List the server's games.
cmd-admin-export-name = export
cmd-admin-export-desc = Export a game's actions and public events as JSON (never its state or seed).
cmd-admin-export-opt-game-name = game
cmd-admin-export-opt-game-desc = Game number from /admin list (this channel's if you leave it out)
cmd-admin-language-name = language
cmd-admin-language-desc = Set the language of everything the bot posts in this server's channels.
cmd-admin-language-opt-language-name = language
cmd-admin-language-opt-language-desc = The server's language
cmd-admin-language-opt-language-choice-0 = English
cmd-admin-language-opt-language-choice-1 = Italiano
cmd-admin-language-opt-language-choice-2 = Deutsch
cmd-admin-images-name = images
cmd-admin-images-desc = Show each board as a picture, or as text only, on this server.
cmd-admin-images-opt-state-name = state
cmd-admin-images-opt-state-desc = on: boards carry a picture; off: text only
cmd-admin-images-opt-state-choice-0 = on
cmd-admin-images-opt-state-choice-1 = off
cmd-admin-web-name = web
cmd-admin-web-desc = Give this server's games a read-only web page, or none.
cmd-admin-web-opt-state-name = state
cmd-admin-web-opt-state-desc = on: boards link to the game's web page; off: no pages, their links stop working
cmd-admin-web-opt-state-choice-0 = on
cmd-admin-web-opt-state-choice-1 = off
admin-web-on = Each game on this server now has a read-only web page: its board carries a 🌐 View in browser link. The page shows what the channel shows, nothing more.
admin-web-off = This server's games have no web pages any more: their links now answer "no such game". Turn them on again and the same links work again.
admin-web-none = Noted, but this bot's host serves no web pages (TAVOLA_WEB_ADDR and TAVOLA_WEB_URL are not set), so no board links to one.
cmd-admin-analysis-name = analysis
cmd-admin-analysis-desc = Analyse every finished game of this server in the background, or only on request.
cmd-admin-analysis-opt-state-name = state
cmd-admin-analysis-opt-state-desc = on: every finished game is analysed; off: only on request
cmd-admin-analysis-opt-state-choice-0 = on
cmd-admin-analysis-opt-state-choice-1 = off

## rhythm
board-retired = ⬇️ An earlier board: the game goes on below.
scoring-title = 📊 Scoring · { $when }
scoring-title-part = 📊 Scoring · { $when } ({ $part }/{ $parts })
results-title = 🏁 Final results
results-ping = { $pings }: the game is over, here are the results.
results-line = { $rank }. { $player } · { $score }
# A final score in the game's own unit: Dschunke counts yen.
score-amount = { $game ->
    [junk] { $score } yen
   *[other] { $score ->
        [one] 1 point
       *[other] { $score } points
    }
}
results-scoring = { $game ->
    [junk] How the yen came
   *[other] How the points came
}
dm-panel-game-over = 🏁 This game is over: the results are in { $channel }.
dm-panel-superseded = -# ⌛ A newer panel is below: these options have passed.
results-dm = 🏁 **{ $game }** in { $channel } is over: you finished { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
} of { $players } with { $score }.{ $won ->
    [yes] { " " }Well played: you won!
   *[no] {""}
}

## panels
# Panels: a button that steps back, the multi-select of a secret set, the
# first part of a two-part choice (`part`: a province's colour, a palace's
# number, a person), and one line of context per game and kind of choice
# (panels-ctx-<game>-<first word of the action id>, else panels-ctx-<game>).

button-back = Back
panels-pick-many = { $count ->
    [one] Pick your last card
   *[other] Pick your { $count } cards (any mix)
}
panels-pick-nth = { $n ->
    [1] { $choice }
   *[other] { $choice } ({ $n ->
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    })
}
panels-group-ming-prince = Prince to the { $part } province
panels-group-ming-neutral = Neutral member to the { $part } province
panels-group-ming-neutral-back = Neutral member back to the { $part } province
panels-group-ming-step = Move into the { $part } province
panels-group-year-of-the-dragon-release = Release from palace { $part }
panels-group-year-of-the-dragon-replace = Replace in palace { $part }
panels-group-year-of-the-dragon-take = Take a { $part }

panels-ctx-great-wall = Two actions a turn: play a card onto the wall or draw one; horsemen are free.
panels-ctx-great-wall-section = Choose the section of the wall this card goes to.
panels-ctx-great-wall-append = Add the card at the end of the section, or cover another card with your dragon: a covered card no longer counts.
panels-ctx-great-wall-cover = Cover another card with your dragon: a covered card no longer counts.
panels-ctx-great-wall-token = Section { $section }: you lead with { $lead } - { $tokens ->
    [one] take its last fame token.
   *[other] take one of its two fame tokens.
}
panels-ctx-great-wall-mark = Section { $section }: the fame token goes on one of your cards there, and your total there drops by its value.
panels-ctx-year-of-the-dragon = Each month: choose an action group, then play a person card; the month's event follows.
panels-ctx-year-of-the-dragon-group = Choose an action group: joining a group someone already chose costs 3 yuan.
panels-ctx-year-of-the-dragon-act = Take your group's action.
panels-ctx-year-of-the-dragon-play = Play a person card: you take a person of that type into a palace.
panels-ctx-year-of-the-dragon-take = Take a person of the type you played: they move into one of your palaces.
panels-ctx-year-of-the-dragon-house = Choose the palace your new person lives in.
panels-ctx-year-of-the-dragon-replace = Your palaces are full: a resident makes room for the newcomer, or the newcomer goes.
panels-ctx-year-of-the-dragon-let = Your palaces are full: a resident makes room for the newcomer, or the newcomer goes.
panels-ctx-year-of-the-dragon-release = An event or a lost floor costs you a person: whoever you release leaves the game.
panels-ctx-year-of-the-dragon-remove = An event costs you a palace floor: choose the palace that loses it.
panels-ctx-year-of-the-dragon-give = Pay what the event asks: choose what to give.
panels-ctx-year-of-the-dragon-floor = Build: add a floor to a palace, or start a new one.
panels-ctx-year-of-the-dragon-privilege = A privilege scores dragons every month to the end of the game.
panels-ctx-year-of-the-dragon-draft = Choose the persons you start the game with.
panels-ctx-attila = On your turn: play a tribe card and place that tribe in a province, then gain influence over it.
panels-ctx-attila-place = Place the tribe in a province: a fifth tribe token in a province starts a conflict.
panels-ctx-attila-influence = Gain influence over the tribe, or place a second token of it instead.
panels-ctx-attila-commit = A conflict: commit cards face down to it; once you are done you cannot add more.
panels-ctx-attila-discard = Discard cards you do not want, then draw as many.
panels-ctx-attila-boost = Raise your influence over a tribe.
panels-ctx-attila-tile = Use an action tile: a double turn, an exchange of cards, or influence.
panels-ctx-ming = Move your prince through the provinces and bring your family members to the cities.
panels-ctx-ming-prince = Place your prince: first the province, then its district.
panels-ctx-ming-step = Move your prince: each step into a district costs a matching movement card.
panels-ctx-ming-bring = Bring family members along from the district your prince stands in.
panels-ctx-ming-member = Place a family member in the city: members there score at the end of the round.
panels-ctx-ming-return = Return cards decide how many of your members come home from the city; the rest score there and leave the game.
panels-ctx-ming-card = Take a card from the display.
panels-ctx-ming-neutral = Place the neutral member.
panels-ctx-junk = Load, sell and draw goods on the junks; the most yen wins.
panels-ctx-junk-pick = Choose your opening cards in secret: everyone's picks are pooled, shuffled and dealt.
panels-ctx-junk-offer = Sealed offers: offer cards of one good; the highest offer of each good sells.
panels-ctx-junk-no = Sealed offers: offer cards of one good; the highest offer of each good sells.
panels-ctx-junk-on = Choose the junk for this action.
panels-ctx-junk-to = Choose the junk the strip moves to.
panels-ctx-junk-from = Choose the junk your strip leaves.
panels-ctx-junk-pier = Choose the pier whose special cards you look through.
panels-ctx-junk-special = Take one of the pier's special cards.
panels-ctx-junk-strip = Set-up: load the strip passed to you from your right onto a junk.
panels-ctx-junk-merchant = Your action: send a merchant or an assistant to work a junk, or play a special card.
panels-ctx-junk-assistant = Your action: send an assistant to work a junk, or play a special card.
panels-ctx-junk-play = Your action: play a special card, or end your turn.
panels-ctx-junk-draw = Supply: draw goods cards from the junks, one at a time.
panels-ctx-junk-give = Exchange: give a goods card from your hand.
panels-ctx-junk-take = Exchange: take a goods card in return.
junk-decision-offers = This round pays: { $prices }
junk-pays-yen = { $yen } yen
junk-pays-special = a special card
junk-decision-draws = { $count ->
    [one] 1 draw left
   *[other] { $count } draws left
}
attila-decision-conflict = 💥 The conflict is in { $province }, where stand { $tribes }.
panels-players-any-game = any game
panels-players-choice = { $count } players · { $game }: { $min }-{ $max }

## House players' level
house-level = { $level ->
    [random] random
    [easy] easy
    [hard] hard
   *[normal] normal
}
board-house = 🤖 house players: { $level }
lobby-house = House players
lobby-house-option = House players: { $level }
lobby-house-placeholder = How well the house players play
lobby-house-level = { $user } set how well the house players play.
admin-level = The house players of this game now play at level { $level }; it applies from their next decision.
cmd-admin-level-name = level
cmd-admin-level-desc = Set how well this game's house players play.
cmd-admin-level-opt-level-name = level
cmd-admin-level-opt-level-desc = easy: a short search; normal: about a second a decision; hard: longer
cmd-admin-level-opt-level-choice-0 = easy
cmd-admin-level-opt-level-choice-1 = normal
cmd-admin-level-opt-level-choice-2 = hard
cmd-game-new-opt-level-name = level
cmd-game-new-opt-level-desc = How well house players play (default: normal)
cmd-game-new-opt-level-choice-0 = easy
cmd-game-new-opt-level-choice-1 = normal
cmd-game-new-opt-level-choice-2 = hard

## What finished games leave: stats, leaderboards, finished games
stats-house = 🤖 house ({ $level })
stats-rating = { $mu } ± { $sigma }
stats-rating-place = rating { $rating } (#{ $place } of { $of })
stats-unrated = not rated yet
stats-title = Stats · { $player }
stats-none = { $player } has not finished a game on this server yet.
stats-record = { $games ->
    [one] 1 game
   *[other] { $games } games
} · { $wins ->
    [one] 1 win
   *[other] { $wins } wins
} ({ $share }%) · average place { $rank } · average score { $score } · best { $best }
stats-last = Last games:
stats-last-game = #{ $id }: { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
}, { $score }
stats-overall = All games: { $games } played, { $wins } won ({ $share }%).
leaderboard-title = Leaderboard · { $game }
leaderboard-line = **{ $place }.** { $player } · **{ $score }** = rating { $mu } − { $sigmas } × { $sigma } uncertainty · { $games ->
    [one] 1 game
   *[other] { $games } games
}
leaderboard-none = Nobody has finished { $min } rated games of { $game } on this server yet.
leaderboard-unranked = { $count ->
    [one] 1 more player has
   *[other] { $count } more players have
} fewer than { $min } rated games.
leaderboard-footer = Ranked by rating minus { $sigmas } × its uncertainty · at least { $min } rated games · a game counts when two or more people play it
games-finished-none = No game has finished on this server yet.
games-finished-line = #{ $id } · { $channel } · { $game } · 🏆 { $winners } · { $players } players · { $ended }
admin-deleted = Game #{ $id } and its log are deleted; the ratings of its game were computed again without it.
cmd-stats-name = stats
cmd-stats-desc = A player's games, wins and rating on this server.
cmd-stats-opt-player-name = player
cmd-stats-opt-player-desc = Whose stats (yours if you leave it out)
cmd-stats-opt-game-name = game
cmd-stats-opt-game-desc = Only this game
cmd-stats-opt-share-name = share
cmd-stats-opt-share-desc = Post them in the channel for everyone (default: only to you)
cmd-leaderboard-name = leaderboard
cmd-leaderboard-desc = The server's best players of a game, by rating.
cmd-leaderboard-opt-game-name = game
cmd-leaderboard-opt-game-desc = The game
cmd-leaderboard-opt-min-games-name = min_games
cmd-leaderboard-opt-min-games-desc = Rank only players with at least this many rated games (default 3)
cmd-leaderboard-opt-share-name = share
cmd-leaderboard-opt-share-desc = Post it in the channel for everyone (default: only to you)
cmd-games-opt-finished-name = finished
cmd-games-opt-finished-desc = The finished games, newest first, with their winners
cmd-admin-delete-name = delete
cmd-admin-delete-desc = Delete a finished or cancelled game, its log and its place in the ratings.
cmd-admin-delete-opt-game-name = game
cmd-admin-delete-opt-game-desc = Game number from /games finished or /admin list
refusal-still-open = That game is still open: cancel it first with `/admin cancel`.
refusal-no-finished-game = No game has finished in this channel yet, so there is nothing to analyse. The analysis of a game comes once it has ended.

replay-button = Replay
replay-author = { $game } · replay
replay-setup = Set-up, before the first move
replay-position = { $round } of { $last }
replay-by = { $player } moved
game-round = { $game ->
    [year-of-the-dragon] { $round ->
        [0] Set-up
       *[other] Month { $round }
    }
    [ming] { $round ->
        [0] Set-up
       *[other] Round { $round }
    }
    [junk] { $round ->
        [0] Set-up
       *[other] Round { $round }
    }
   *[other] { $round ->
        [0] Set-up
       *[other] Turn { $round }
    }
}
replay-jump = Jump to another part of the game
replay-nothing = Nothing public happened at this step.
replay-footer = Only you see this replay: it shows what the channel saw, never a hand or a sealed choice.
replay-first = Set-up
replay-prev = Back
replay-next = Next
replay-last = End
replay-not-started = This game has not started yet, so there is nothing to replay. Start it with `/game start`.
replay-nothing-here = There is no game in this channel to replay. Open one with `/game new`.
export-not-over = This game is still running, so it was not exported: the export holds every move, which would reveal choices still sealed. Try again once the game is over; `/game log` shows the public log now.
export-not-seated = Only the players of this game can export it, and you had no seat in it. `/game replay` shows the whole game to anyone.
export-nothing = There is no finished game in this channel to export.
export-done = The public log of { $game } in words, and the whole game as JSON, are attached.
export-heading = { $game } · { $players }
cmd-game-replay-name = replay
cmd-game-replay-desc = Replay this channel's game, move by move (only you see it).
cmd-game-export-name = export
cmd-game-export-desc = Download the log and data of this channel's finished game (players only).

## The results' story: each player's points by kind, and the chart

results-part = { $kind } { $points }
results-breakdown = { $player }: { $parts } = { $total }
results-no-points = no points
story-kind-palaces = palaces
story-kind-ladies = court ladies
story-kind-privileges = privileges
story-kind-scholars = scholars
story-kind-festival = festivals
story-kind-mongols = Mongols
story-kind-wall = Great Wall
story-kind-super = super event
story-kind-final = final scoring
story-kind-sections = sections won
story-kind-first-tokens = first tokens
story-kind-full-sets = full sets
story-kind-cities = cities
story-kind-monasteries = monasteries
story-kind-tiles = province tiles
story-kind-junk-sales = sales from junks
story-kind-market = market
story-kind-yen-instead = yen for a special card
story-kind-bonus = final bonus
story-kind-centuries = centuries
story-kind-other = other

## Analysis (`tavola analyze`) and hints: house players that teach.
analysis-heading = { $game }, { $players } players: { $decisions ->
    [one] one decision
   *[other] { $decisions } decisions
  }, each searched { $budget } times from its player's view only.
analysis-decision = { $when } · { $player }: { $played } · chances to win { $chances }
analysis-decision-other = { $when } · { $player }: { $played } (the search preferred { $preferred }) · chances to win { $chances }
analysis-chance = { $player } { $percent }%
analysis-turning-points = Turning points
analysis-turning-point = { $when }: { $player } chose “{ $played }” where “{ $preferred }” was better; their chance to win fell from { $before }% to { $after }%.
analysis-no-turning-point = No move cost its player five points or more of their chance to win.
analysis-time = Analysed in { $seconds } s.
analysis-title = Analysis of game #{ $id } · { $game }
analysis-footer = Each move looked at from its player's view only: what they could know then. /game analysis posts it again.
analysis-progress = Analysis of game #{ $id } is { $percent }% done; it will be posted here.
analysis-reposted = The analysis of game #{ $id } is posted again in this channel.
analysis-not-seated = Only the players of game #{ $id } and the server's admins can ask for its analysis, and you had no seat in it.
refusal-hints-off = Hints are off in this game, so none was given. They can only be switched on when a game is opened (`/game new hints:True` or the lobby's button).
button-hint = Hint
hint-heading = 💡 What the house player in your seat would play, knowing only what you know (only you see this):
hint-move = { $rank }. { $action } · { $share }% of the search · { $win }% chance to win
hint-footer = Hints are counted in the results, and a game with hints is not rated.
hint-none = There is no move to suggest: you owe no decision now.
results-hints = Hints (this game is not rated): { $used }.
results-hints-used = { $player } { $count ->
    [one] once
   *[other] { $count } times
  }
results-no-hints = nobody asked for one
cmd-game-hint-name = hint
cmd-game-hint-desc = Ask the house player in your seat what it would play now (only you see it).
cmd-game-analysis-name = analysis
cmd-game-analysis-desc = Post the analysis of this channel's last finished game, or see how far it is.
cmd-game-new-opt-hints-name = hints
cmd-game-new-opt-hints-desc = Players may ask the house player for hints (the game is then not rated)
lobby-hints = Hints
lobby-hints-field-on = on: players may ask the house player for a hint (the game is not rated)
lobby-hints-field-off = off
lobby-hints-on = { $user } switched hints on: this game will not be rated.
lobby-hints-off = { $user } switched hints off.
button-hints-on = Allow hints
button-hints-off = No hints

## /help: what the reader can do here and now (only to them). Commands
## come as `/game new` in the reader's own language; buttons as their labels.

cmd-help-name = help
cmd-help-desc = What you can do here: this channel's game, your commands, the players' guide (only to you).
help-title = What you can do here
help-no-game = No game is open in this channel. Start one in four steps, or see what runs elsewhere on this server.
help-lobby = A lobby for **{ $game }** is open in this channel.
help-lobby-joined = You have a seat. Once the players are in, press **{ $start }** on the lobby message.
help-lobby-not-joined = You have no seat yet: press **{ $join }** on the lobby message to take one.
help-game = **{ $game }** is running in this channel. You play as { $seat }.
help-game-your-turn = It's your turn: press **{ $play }** on the board, or use { $command }.
help-game-not-seated = **{ $game }** is running in this channel. You're not playing in it; the board shows everything public.
help-start-title = Start a game
help-start =
    1. { $new } with the game (and the table size) opens a lobby here.
    2. The others press **{ $join }** on it.
    3. **{ $start }** (or { $begin }) starts the game; house players fill the empty seats.
    4. When the board pings you, press **{ $play }** (or use { $command }) and choose your move.
help-lobby-title = In the lobby
help-lobby-commands =
    - **{ $join }** and **{ $leave }** on the lobby message: take your seat or give it up.
    - **{ $start }** or { $begin }: start the game; house players fill the empty seats.
    - { $rules }: how the game is played.
    - { $dms }: this game's DMs to you on or off.
help-moves-title = Your moves
help-moves =
    - **{ $play }** on the board, or { $command }: your move, in a panel only you see; { $command } also takes a typed move.
    - **{ $hand }** or { $hand_command }: your private hand.
    - { $undo }: take back your latest move, while nobody else has moved and nothing was revealed.
help-moves-hint = - { $hint }: what the house player in your seat would play now (this game allows hints).
help-table-title = The table
help-table =
    - **{ $log }** or { $log_command }: the public log.
    - { $status }: the board, only to you.
    - { $rules }: the rules, and what the board picture shows.
    - { $replay }: the game so far, move by move, only to you.
help-settings-title = Your settings
help-settings =
    - { $vacation }: pause your turn clocks for a while.
    - { $dms }: this game's DMs to you on or off.
    - { $reminders }: which turn reminders you get.
    - { $leave }: leave the game; a house player takes your seat.
help-server-title = On this server
help-server =
    - { $games }: the server's games, or only yours.
    - { $stats }: games, wins and rating.
    - { $leaderboard }: the best players of a game.
    - { $rules }: any game's rules.
help-admin-title = For admins (Manage Server)
help-admin =
    - This channel's game: { $game_commands }
    - The server: { $server_commands }
help-guide-title = 📖 Players' guide
help-guide = [Playing at the table, step by step]({ $url })

## /game rules: what each game's board picture shows

rules-picture-title = What the board picture shows
rules-picture-common =
    - The strip on top: the game, where it stands, and ▶ whose turn it is.
    - The row at the bottom: a cell per player with their score (or what stands for it) and details; the cell of whose turn it is is framed and yellow.
    - Each player's marker has their colour, a shape of their own (circle, square, triangle, diamond…) and their initial, so colour alone never tells who is who.
rules-picture-great-wall =
    - A column per wall section: its face-up fame tokens, gold discs with their value; a narrow grey column is a closed section.
    - Under them, the first token taken: who holds it and the card it lies on.
    - The cards played there in their owners' markers, each with its sign: ▤ wall, ⌂ gate, ♜ tower, ♚ noble, ⚔ warrior, ♞ horseman, ✹ dragon; +2 counts the cards under one.
    - At each column's foot, every player's value there, the leader's highlighted.
    - In the players' cells: tokens won (fame lies face down until the end), hand and deck.
rules-picture-year-of-the-dragon =
    - The top row: the year's events month by month (☮ peace, ¥ tribute, ☀ drought, ✦ festival, ⚔ Mongols, ☣ contagion); past months are grey, this month is framed.
    - Action groups: each group's cards, and the markers of the players whose dragon stands on it (an orange group already has one).
    - Person track: the order of play, first to act first, with each player's space; with the Great Wall, who built its sections.
    - In the players' cells: points, yuan, rice, fireworks, privileges and person cards left; under them the palaces, a dark floor lived in, a pale one empty.
rules-picture-ming =
    - The six provinces in two rows (white, orange, green over pink, yellow, blue), three districts each; a thick line joins neighbouring districts, with the card that crosses it: a circle for the horse, a square for the boat, a triangle for the sedan chair, each with its initial.
    - In a district: its name, ♛ with a marker for that player's prince, ✚ with the initial of who holds the monastery, and each family's members as a marker with a count (N: the neutral family of 2-player games).
    - Along each province's edge, its space: the face-up card, the members waiting there and, during a scoring, those in its city.
    - On top: the next scoring and what it pays, the decks left. In the players' cells: points, cards in hand, reserve, province tiles by letter (W1: one white tile; O orange, G green, P pink, Y yellow, B blue), passed.
rules-picture-junk =
    - The five junks seen from above: the 3 x 3 crates that show, the ones that score, in their owners' markers; over them the junk's good and how many goods cards lie on its pile (? while hidden), under them the merchant (⚓) with its action, grey once used this round, and how many layers it holds.
    - The market: what each good pays this round, ✗ once sold.
    - Under it: this round's assistants (✓ used) and the piers (■ ● ▲ ★) with how many special cards each holds.
    - In the players' cells: money, a ? while it is secret (the yen shown at the last Y event meanwhile), cards in hand, strips left, special cards face down, ✓ ready for a sealed offer, the permanent special cards.
rules-picture-attila =
    - On the left, the 25 provinces as a map from west to east: lines are land borders, dashed blue ones go by sea; ★ marks a starting province; a grey province is pacified, its disc showing the century of its peace tile.
    - In each province the tribes' tokens: a chip in the tribe's colour with its initial and count (the tribes are named in the west).
    - On the right, the influence track: a column per player, a row per tribe; each tribe's leader is highlighted in their colour, · is none. Under it, the tokens left per tribe, the century with its influence and peace tiles left, the deck, a conflict under way.
    - In the players' cells: points, what they would score now, hand size and their unused action tiles (×2 double turn, ⇄ exchange, +2 influence 2).

## The web table (bot/web): a game's page, its replay and its results.
web-table = Table
web-replay = Replay
web-results = Results
web-players = Players
web-log = Log
web-to-move = to move
web-score-secret = secret
web-deadline = Deadline:
web-over = Game over.
web-lobby = Waiting for the game to start: { $count ->
    [one] 1 player has joined.
   *[other] { $count } players have joined.
}
web-lobby-status = In the lobby
web-step = Step { $turn } of { $last }
web-no-public-events = Nothing the table saw changed at this step.
web-first = First step (Home)
web-prev = Previous step (←)
web-next = Next step (→)
web-last = Last step (End)
web-total = Total
web-score-chart = Scores through the game
web-analysis = Analysis
web-no-analysis = No analysis of this game was made.
web-footer = Read-only: this page shows what the game's Discord channel shows, nothing more. Tap a part of the board for its details.
web-home = Each game's page is at the link its board gives in Discord (🌐 View in browser).
web-not-found-title = No such game
web-not-found = This link names no game: it may be mistyped, the game may have been deleted, or its server turned its web pages off.
web-not-yet = Not yet: this game has not started or is not over yet.
web-view = View in browser

## The 🔍 Details button of a board and of the replay: a private picture of
## what the board's picture has no room for.
button-details = Details
details-caption = 🔍 { $game }: the details of the board as the channel shows it, only for you.
details-replay-caption = 🔍 { $game }, replay: the details of this position ({ $position }), only for you.
details-none = 🔍 This board already shows everything public: each section's fame tokens, every visible card with how many lie under it, each player's value there, and each player's hand, deck and fame tokens won.
details-unavailable = 🔍 The details picture could not be drawn just now. Try again in a moment; the board shows everything public meanwhile.
