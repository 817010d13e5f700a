# Words drawn on the board pictures (tavola-pictures). Short: a picture is
# read at a glance, a third of its size, before anyone opens it. Whole
# words only (no word cut short). Arguments: numbers select plural forms;
# `tiles`, `list` and the like are text already worded. `game` is the
# game's name as the bot's embeds give it (`game-<id>` in data/bot), so
# the picture and the embed never name a game differently.

pic-passed = passed
pic-over = Game over
pic-points-unit = { $points ->
    [one] point
   *[other] points
}

# A part's detail on the web page's board, shown on hover or tap (a line
# each): `seat` is a player, `score` and `unit` the score as their cell
# shows it.
pic-detail-player = { $seat }: { $score } { $unit }

## Ming Dynastie
pic-ming-title = { $game } · Round { $round }
pic-ming-next-scoring = Next scoring after round { $round }: full set { $set } · member in a city { $member }
pic-ming-no-scoring = No scoring left
pic-ming-decks = Deck { $deck } · dragon cards { $dragons }
pic-ming-legend = ♛ prince · ✚ monastery · N neutral
pic-ming-city = city
pic-ming-cards = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
pic-ming-reserve = reserve { $reserve }
pic-ming-tiles = tiles { $tiles }

# Details (web page): `list` is "Ada 2, Bruno 1", `family` a name or the
# neutral family, `colour` and `card` words of the game.
pic-ming-detail-neutral = neutral
pic-ming-detail-prince = Prince: { $seat }
pic-ming-detail-monastery = Monastery: { $family }
pic-ming-detail-members = Members: { $list }
pic-ming-detail-no-members = No members
pic-ming-detail-space = Province space: { $colour }
pic-ming-detail-card = Face-up card: { $card }
pic-ming-detail-waiting = Members waiting: { $list }
pic-ming-detail-no-waiting = No members waiting
pic-ming-detail-city = In the city: { $list }
pic-ming-detail-districts = In the province's districts: { $list }
pic-ming-detail-no-districts = No members in the province's districts
pic-ming-detail-tiles = Province tiles: { $list }

## Attila
pic-attila-title = { $game } · Turn { $turn }
pic-attila-century = Century { $century } · influence +{ $gain } · { $tiles ->
    [one] 1 peace tile left
   *[other] { $tiles } peace tiles left
}
pic-attila-no-century = No peace tile left
pic-attila-deck = Deck { $deck } · discards { $discards }
pic-attila-conflict = Conflict in { $province }
pic-attila-conflict-status = ⚔ Conflict in { $province } ({ $id })
pic-attila-legend-start = ★ starting province
pic-attila-legend-peace = grey: pacified in that century
pic-attila-legend-sea = dashed: by sea
pic-attila-influence = Influence
pic-attila-supply-left = Supply: { $list }
pic-attila-hand = { $hand ->
    [one] 1 card in hand
   *[other] { $hand } cards in hand
}
pic-attila-now = { $now } if scored now
pic-attila-tile-double = double turn
pic-attila-tile-exchange = exchange
pic-attila-tile-influence = influence 2

# Details (web page): `seats` are players, `list` is worded already.
pic-attila-detail-peace = Pacified in century { $century }
pic-attila-detail-tribe = { $tribe }: { $count ->
    [one] 1 token
   *[other] { $count } tokens
}
pic-attila-detail-leader = most influence: { $seats } ({ $influence })
pic-attila-detail-no-leader = nobody has influence yet
pic-attila-detail-empty = No tokens
pic-attila-detail-influence = Influence: { $list }
pic-attila-detail-no-influence = No influence yet
pic-attila-detail-tiles = Action tiles: { $list }
pic-attila-detail-no-tiles = No action tiles left

## Dschunke
pic-junk-grey = Grey
pic-junk-orange = Orange
pic-junk-lilac = Lilac
pic-junk-brown = Brown
pic-junk-white = White
pic-junk-good-fish = fish
pic-junk-good-rice = rice
pic-junk-good-spice = spice
pic-junk-good-vegetables = vegetables
pic-junk-load = load { $count }
pic-junk-sell = sell { $count }
pic-junk-draw = draw { $count }
pic-junk-merchant = merchant
pic-junk-layers = { $count ->
    [one] 1 layer
   *[other] { $count } layers
}
pic-junk-market = Market
pic-junk-yen = { $yen } yen
pic-junk-yen-unit = yen
pic-junk-yen-shown = yen shown
pic-junk-yen-secret = yen, secret
pic-junk-special = special card
pic-junk-assistants = Assistants this round: { $list }
pic-junk-piers = Piers: { $list }
pic-junk-cards = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
pic-junk-strips = { $strips ->
    [one] 1 strip
   *[other] { $strips } strips
}
pic-junk-face-down = { $specials } face down
pic-junk-ready = ✓ ready
# Permanent special cards face up before a player, short.
pic-junk-perm-extra-supply = +1 supply card
pic-junk-perm-tie-breaker = wins ties
pic-junk-perm-exchange = exchange 2 goods

# Details (web page): a junk's goods pile, its layers from the bottom
# (`strips`: whose strip lies in each of the layer's three places), the
# crates showing (`list` is "Ada 3, Bruno 2"), the merchants on it.
pic-junk-detail-junk = { $junk } junk
pic-junk-detail-pile = Goods pile: { $good }, { $count ->
    [one] 1 card
   *[other] { $count } cards
}
pic-junk-detail-pile-hidden = Goods pile: { $good }, hidden in this phase
pic-junk-detail-no-pile = No goods pile
pic-junk-detail-layers = Layers, from the bottom:
pic-junk-detail-no-layers = No strips loaded
pic-junk-detail-layer = Layer { $n }: { $strips }
pic-junk-detail-free = free
pic-junk-detail-crates = Crates showing: { $list }
pic-junk-detail-no-crates = No crates showing
pic-junk-detail-merchant = Merchant: { $work }
pic-junk-detail-hidden-merchant = face down

## Chinesische Mauer
pic-gw-title = { $game } · Turn { $turn }
pic-gw-tokens-left = Fame tokens left: { $count }
pic-gw-final-round = Final round: { $seat } has played every card
pic-gw-checks-only = Final round over: majority checks only
pic-gw-section = Section { $n }
pic-gw-closed = closed
pic-gw-first = on a { $card }
pic-gw-more = { $count ->
    [one] 1 more card
   *[other] { $count } more cards
}
pic-gw-no-cards = No cards yet
pic-gw-fame = fame
pic-gw-tokens-won = { $tokens ->
    [one] token won
   *[other] tokens won
}
pic-gw-hand = hand { $hand }
pic-gw-deck = deck { $deck }
pic-gw-tokens-count = { $tokens ->
    [one] 1 token won
   *[other] { $tokens } tokens won
}
pic-gw-card-wall = wall
pic-gw-card-gate = gate
pic-gw-card-watchtower = tower
pic-gw-card-noble = noble
pic-gw-card-warrior = warrior
pic-gw-card-horseman = horseman
pic-gw-card-dragon = dragon

# Details (web page): `list` is token values, `cards` the player's cards
# there (worded already), `seats` players.
pic-gw-detail-closed = Section { $n }: closed, no fame tokens left
pic-gw-detail-tokens = Fame tokens to win: { $list }
pic-gw-detail-no-tokens = No fame tokens left to win
pic-gw-detail-first = First token: { $value }, { $seat } (card: { $card })
pic-gw-detail-covering = { $card } over { $count ->
    [one] 1 card
   *[other] { $count } cards
}
pic-gw-detail-player = { $seat }: value { $value } · { $cards }
pic-gw-detail-no-cards = no cards
pic-gw-detail-leads = Leading: { $seats }
pic-gw-detail-no-lead = Nobody leads yet

## In the Year of the Dragon
pic-dragon-title = Month { $month } of { $months }: { $event }
pic-dragon-title-draft = { $game } · opening draft
pic-dragon-super = Super event of month 7: { $name }
pic-dragon-groups = Action groups
pic-dragon-track = Person track
pic-dragon-wall = Wall: { $count ->
    [one] 1 section
   *[other] { $count } sections
}
pic-dragon-legend = Palaces: a dark floor has a person living there, a pale one is empty.
pic-dragon-yuan = { $yuan } yuan
pic-dragon-rice = { $rice } rice
pic-dragon-fireworks = { $fireworks ->
    [one] 1 firework
   *[other] { $fireworks } fireworks
}
pic-dragon-privileges = { $privileges ->
    [one] 1 privilege
   *[other] { $privileges } privileges
}
pic-dragon-cards = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
pic-dragon-e-peace = Peace
pic-dragon-e-tribute = Tribute
pic-dragon-e-drought = Drought
pic-dragon-e-festival = Festival
pic-dragon-e-mongols = Mongols
pic-dragon-e-contagion = Contagion
pic-dragon-c-taxes = Taxes
pic-dragon-c-build = Build
pic-dragon-c-harvest = Harvest
pic-dragon-c-fireworks = Fireworks
pic-dragon-c-parade = Parade
pic-dragon-c-research = Research
pic-dragon-c-privilege = Privilege
pic-dragon-c-wall = Wall

# Details (web page): `person` is a type of the game's words, `old` 1 for
# an old tile, `residents` a palace's residents worded already.
pic-dragon-detail-month = Month { $month }: { $event }
pic-dragon-detail-aged = { $person } ({ $old ->
    [1] old
   *[other] young
})
pic-dragon-detail-palaces = { $seat }'s palaces
pic-dragon-detail-palace = { $n }) { $floors ->
    [one] 1 floor
   *[other] { $floors } floors
}: { $residents }
pic-dragon-detail-empty = { $floors ->
    [one] 1 empty floor
   *[other] { $floors } empty floors
}
pic-dragon-detail-track = Person track: space { $space }
pic-dragon-detail-wall-tiles = { $count ->
    [one] 1 wall tile left to build
   *[other] { $count } wall tiles left to build
}

## The results' chart: each player's score over the game

pic-chart-title-month = Points month by month
pic-chart-title-turn = Points turn by turn
pic-chart-title-round = Points round by round
pic-chart-title-yen = Yen round by round
pic-chart-x-month = Month
pic-chart-x-turn = Turn
pic-chart-x-round = Round

## The analysis' chart: each player's chance to win over the game

pic-chances-title = Chance to win, move by move
# The x axis counts the game's own months, turns or rounds (pic-chart-x-*);
# moves only for an analysis stored before decisions kept their round.
pic-chances-x = Move
pic-chances-y = Chance to win
# Two players: the line is the first player's chance, the field below it
# theirs and the field above it their opponent's.
pic-chances-y-two = { $seat }'s chance to win
pic-chances-unit = at the last move

## The details picture (the Details button): what the board has no room for.
pic-details-title = { $game } · { $what }
pic-details-dragon = palaces and residents
pic-details-dragon-persons = { $persons ->
    [one] 1 person
   *[other] { $persons } persons
}
pic-details-dragon-empty = { $empty ->
    [one] 1 empty floor
   *[other] { $empty } empty floors
}
pic-details-dragon-legend = ▲3: a palace of 3 floors, then its residents from the ground floor up, each with the number of symbols on its tile (helmets, mortars, Buddhas…); – an empty floor.
pic-dragon-short-craftsman = Cr
pic-dragon-short-court-lady = CL
pic-dragon-short-tax-collector = TC
pic-dragon-short-pyrotechnist = Py
pic-dragon-short-warrior = Wa
pic-dragon-short-monk = Mo
pic-dragon-short-healer = He
pic-dragon-short-farmer = Fa
pic-dragon-short-scholar = Sc
pic-details-junk = each junk's layers
pic-details-junk-pile = { $good } · { $count ->
    [one] 1 card
   *[other] { $count } cards
}
pic-details-junk-pile-hidden = { $good } · hidden now
pic-details-junk-legend = Layers from the top down, numbered from the bottom: whose strip lies in each of a layer's three places; · an empty place. The crates that show from above score.
pic-details-ming = provinces and districts
pic-details-ming-province = Province: { $colour }
pic-details-ming-space = Space:
pic-details-ming-legend = Space: the province's face-up card and the members waiting there. ♛ the prince, ✚ the monastery and whose member sits in it, then each family's members; N the neutral family.
pic-details-attila = the map
pic-details-attila-tribes = Tribes
pic-details-attila-legend = ★ a tribe's starting province · ☮5 pacified in the 5th century · dashed: a border across the sea.
