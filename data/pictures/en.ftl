# Words drawn on the board pictures (tavola-pictures). Short: a picture is
# read on a phone. Arguments: numbers select plural forms; `tiles`,
# `symbols` and the like are text already worded.

pic-players = Players
pic-passed = passed
pic-over = Game over: final scores

## Ming Dynastie
pic-ming-title = Ming Dynasty · round { $round }
pic-ming-next-scoring = Next scoring after round { $round }: full set { $set } · member in a city { $member }
pic-ming-no-scoring = No scoring left
pic-ming-decks = Deck { $deck } · dragon cards { $dragons }
pic-ming-legend = Borders: { $symbols } · ♛ prince · ✚ monastery · N neutral
pic-ming-provinces = Province spaces and cities
pic-ming-city = city
pic-ming-player = { $points } pts · { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · reserve { $reserve } · tiles { $tiles }

## Attila
pic-attila-title = Attila · turn { $turn }
pic-attila-century = Century { $century } · influence +{ $gain } · peace tiles left { $tiles }
pic-attila-no-century = No peace tile left
pic-attila-deck = Deck { $deck } · discards { $discards }
pic-attila-conflict = Conflict in { $province }
pic-attila-peace = peace { $century }
pic-attila-legend = ★ starting province · grey: pacified · dashed: by sea
pic-attila-influence = Influence
pic-attila-supply = Supply
pic-attila-player = { $points } pts · { $now } if scored now · hand { $hand } · tiles: { $tiles }
pic-attila-tile-double = double turn
pic-attila-tile-exchange = exchange
pic-attila-tile-influence = influence 2

## Dschunke
pic-junk-grey = Grey
pic-junk-orange = Orange
pic-junk-lilac = Lilac
pic-junk-brown = Brown
pic-junk-white = White
pic-junk-good-fish = fish
pic-junk-good-rice = rice
pic-junk-good-spice = spice
pic-junk-good-vegetables = veg.
pic-junk-load = load { $count }
pic-junk-sell = sell { $count }
pic-junk-draw = draw { $count }
pic-junk-merchant = merchant
pic-junk-layers = { $count ->
    [one] 1 layer
   *[other] { $count } layers
}
pic-junk-legend = Each junk from above (the crates that show), then its layers, top first; ⚓ its merchant.
pic-junk-market = Market
pic-junk-yen = { $yen } yen
pic-junk-shown = { $yen } yen shown
pic-junk-special = special card
pic-junk-assistants = Assistants this round: { $list }
pic-junk-piers = Piers: { $list }
pic-junk-player = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · { $strips } strips · { $specials } face down

## Chinesische Mauer
pic-gw-title = Great Wall · turn { $turn }
pic-gw-tokens-left = Fame tokens left: { $count }
pic-gw-final-round = Final round: { $seat } has played every card
pic-gw-checks-only = Final round over: majority checks only
pic-gw-section = Section { $n }
pic-gw-closed = Section { $n }: closed
pic-gw-first = on a { $card }
pic-gw-no-cards = No cards yet
pic-gw-values = Value:
pic-gw-fame = fame { $fame }
pic-gw-player = hand { $hand } · deck { $deck } · { $tokens ->
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

## In the Year of the Dragon
pic-dragon-title = Year of the Dragon · month { $month } of { $months }
pic-dragon-title-draft = Year of the Dragon · opening draft
pic-dragon-events = Events
pic-dragon-super = Super event of month 7: { $name }
pic-dragon-groups = Action groups
pic-dragon-track = Person track
pic-dragon-wall = Great Wall: { $count ->
    [one] 1 section
   *[other] { $count } sections
}
pic-dragon-legend = Palaces floor by floor, ground floor at the bottom; ★ an old person.
pic-dragon-player = { $points } pts · { $yuan } yuan · { $rice } rice · { $fireworks } fireworks · { $privileges ->
    [one] 1 privilege
   *[other] { $privileges } privileges
} · { $cards ->
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
pic-dragon-p-craftsman = Craftsm.
pic-dragon-p-court-lady = Lady
pic-dragon-p-tax-collector = Tax coll.
pic-dragon-p-pyrotechnist = Pyrotech.
pic-dragon-p-warrior = Warrior
pic-dragon-p-monk = Monk
pic-dragon-p-healer = Healer
pic-dragon-p-farmer = Farmer
pic-dragon-p-scholar = Scholar
