# In the Year of the Dragon, English. Arguments: `seat`, `fewest`, `winners`
# are players (worded as names); `tile`, `person`, `persons`, `card`, `event`,
# `cause`, `gain`, `goods`, `reward` are nested messages; `scores` is a list
# of `score-entry`; `old` is 1 for an old tile, 0 for a young one; palaces
# and action groups are numbered from 1.

## Person types: a card or a type, a tile with its article, the type as a group.

dragon-person-craftsman = craftsman
dragon-person-court-lady = court lady
dragon-person-tax-collector = tax collector
dragon-person-pyrotechnist = pyrotechnist
dragon-person-warrior = warrior
dragon-person-monk = monk
dragon-person-healer = healer
dragon-person-farmer = farmer
dragon-person-scholar = scholar

dragon-a-craftsman = a craftsman
dragon-a-court-lady = a court lady
dragon-a-tax-collector = a tax collector
dragon-a-pyrotechnist = { $old ->
    [1] an old pyrotechnist
   *[other] a young pyrotechnist
}
dragon-a-warrior = { $old ->
    [1] an old warrior
   *[other] a young warrior
}
dragon-a-monk = { $old ->
    [1] an old monk
   *[other] a young monk
}
dragon-a-healer = { $old ->
    [1] an old healer
   *[other] a young healer
}
dragon-a-farmer = { $old ->
    [1] an old farmer
   *[other] a young farmer
}
dragon-a-scholar = { $old ->
    [1] an old scholar
   *[other] a young scholar
}

dragon-the-craftsman = the craftsman
dragon-the-court-lady = the court lady
dragon-the-tax-collector = the tax collector
dragon-the-pyrotechnist = { $old ->
    [1] the old pyrotechnist
   *[other] the young pyrotechnist
}
dragon-the-warrior = { $old ->
    [1] the old warrior
   *[other] the young warrior
}
dragon-the-monk = { $old ->
    [1] the old monk
   *[other] the young monk
}
dragon-the-healer = { $old ->
    [1] the old healer
   *[other] the young healer
}
dragon-the-farmer = { $old ->
    [1] the old farmer
   *[other] the young farmer
}
dragon-the-scholar = { $old ->
    [1] the old scholar
   *[other] the young scholar
}

dragon-the-craftsmen = the craftsmen
dragon-the-court-ladies = the court ladies
dragon-the-tax-collectors = the tax collectors
dragon-the-pyrotechnists = the pyrotechnists
dragon-the-warriors = the warriors
dragon-the-monks = the monks
dragon-the-healers = the healers
dragon-the-farmers = the farmers
dragon-the-scholars = the scholars

## Action cards, events, super events, and why a person is released.

dragon-card-taxes = Taxes
dragon-card-build = Build
dragon-card-harvest = Harvest
dragon-card-fireworks = Fireworks
dragon-card-parade = Military parade
dragon-card-research = Research
dragon-card-privilege = Privilege
dragon-card-wall = Great Wall

dragon-event-peace = Peace
dragon-event-tribute = Imperial tribute
dragon-event-drought = Drought
dragon-event-festival = Dragon festival
dragon-event-mongols = Mongol invasion
dragon-event-contagion = Contagion

dragon-effect-peace = nothing happens.
dragon-effect-tribute = each player pays { $yuan } yuan to the Emperor and releases a person for each yuan short.
dragon-effect-drought = each player hands over 1 rice per inhabited palace; each palace left without releases a person.
dragon-effect-festival = the most fireworks score { $first } points, the next most { $second }; the scorers hand back half their fireworks, rounded up.
dragon-effect-mongols = each player scores a point per helmet on their warriors; the fewest helmets release a person.
dragon-effect-contagion = each player releases { $count } persons, one fewer per mortar on their healers.

dragon-super-lanternfest = Lantern festival
dragon-super-buddha = Buddha
dragon-super-earthquake = Earthquake
dragon-super-flood = Flood
dragon-super-eclipse = Solar eclipse
dragon-super-volcano = Volcanic eruption
dragon-super-tornado = Tornado
dragon-super-sunrise = Sunrise
dragon-super-assassination = Assassination attempt
dragon-super-charter = Charter

dragon-effect-lanternfest = every player scores { $points } points per person in their palaces.
dragon-effect-buddha = every monk scores its Buddhas times the floors of its palace.
dragon-effect-earthquake = in person-track order, each player removes 2 palace floors and releases whoever no longer fits.
dragon-effect-flood = each player returns half their yuan, rice and fireworks taken together, rounded down, in any mix.
dragon-effect-eclipse = the event of month { $month }, { $event }, strikes a second time.
dragon-effect-volcano = every person marker goes back to 0, the order of play unchanged.
dragon-effect-tornado = each player discards 2 person cards.
dragon-effect-sunrise = in person-track order, each player takes a young person of a type nobody took before them, without a card.
dragon-effect-assassination = every privilege is discarded, without compensation.
dragon-effect-charter = each player chooses a type of person in their palaces and gains its benefit at once.

dragon-cause-tribute = tribute
dragon-cause-drought = drought
dragon-cause-mongols = Mongols
dragon-cause-contagion = contagion
dragon-cause-wall = wall too short
dragon-cause-earthquake = earthquake

## Quantities.

dragon-yuan = { $count } yuan
dragon-rice = { $count } rice
dragon-fireworks = { $count ->
    [one] { $count } firework
   *[other] { $count } fireworks
}
dragon-floors = { $count ->
    [one] { $count } palace floor
   *[other] { $count } palace floors
}
dragon-spaces = { $count ->
    [one] { $count } space on the person track
   *[other] { $count } spaces on the person track
}

## Action labels (verb first, sentence case, no full stop).

dragon-take = Take { $tile }
dragon-take-tile = Take { $tile } · person value { $value } · { $symbols ->
    [one] 1 symbol
   *[other] { $symbols } symbols
} · { $left } left
dragon-place = Place { $tile } in palace { $palace }
dragon-replace = Replace { $tile } in palace { $palace }
dragon-let-go = Let { $tile } go
dragon-join-group = Join group { $group }: { $cards }
dragon-join-group-paid = Join group { $group } for { $fee } yuan: { $cards }
dragon-take-yuan = { $yuan ->
    [0] Pass: you have { $limit } yuan or more
   *[other] Skip the action and take { $yuan } yuan, to have { $limit }
}
dragon-act = Take { $card }: { $gain }
dragon-act-plain = Take { $card }
dragon-build-floor = Build palace { $palace } up to { $floors } floors
dragon-build-palace = Build a new palace of 1 floor
dragon-buy-small-privilege = Buy a small privilege for { $cost } yuan
dragon-buy-large-privilege = Buy a large privilege for { $cost } yuan
dragon-build-wall = Build a wall tile for { $reward }
dragon-play = Play the { $person } card
dragon-play-none-left = Play the { $person } card (no tile left)
dragon-play-any = Play a ? card (any person)
dragon-release = Release { $tile } in palace { $palace } ({ $cause })
dragon-remove-floor = Remove a floor of palace { $palace } ({ $floors ->
    [one] 1 floor
   *[other] { $floors } floors
}, { $persons ->
    [0] empty
    [one] 1 person
   *[other] { $persons } persons
})
dragon-return = Return { $goods }
dragon-discard = Discard the { $person } card
dragon-discard-any = Discard a ? card
dragon-charter = Choose { $persons }: { $gain }
dragon-charter-nothing = Choose { $persons }: nothing
dragon-back = Back

## Events.

dragon-drafted = { $seat } calls { $tile } to court.
dragon-housed = { $seat } places { $tile } in palace { $palace } and moves { $spaces ->
    [one] 1 space
   *[other] { $spaces } spaces
} on the person track.
dragon-replaced = { $seat } releases { $released } from palace { $palace } to place { $tile } there, moving { $spaces ->
    [one] 1 space
   *[other] { $spaces } spaces
} on the person track.
dragon-lets-go = { $seat } has no room and lets { $tile } go.
dragon-group = { $group } ({ $cards })
dragon-month-begins = Month { $month } of { $months }, this month's event: { $event }. Action groups: { $groups }.
dragon-took-yuan = { $yuan ->
    [0] { $seat } forgoes an action, already holding { $limit } yuan or more.
   *[other] { $seat } forgoes an action and takes { $yuan } yuan, up to { $limit }.
}
dragon-acted = { $seat } takes { $card } in group { $group }{ $paid ->
    [0] {""}
   *[other] {" "}(paying { $paid } yuan, as the group was taken)
} and { $effect }.

dragon-does-taxes = collects { $count } yuan
dragon-does-build = gets { $count ->
    [one] 1 palace floor
   *[other] { $count } palace floors
} to build
dragon-does-harvest = harvests { $count } rice
dragon-does-fireworks = gets { $count ->
    [one] 1 firework
   *[other] { $count } fireworks
}
dragon-does-parade = moves { $count ->
    [one] 1 space
   *[other] { $count } spaces
} on the person track
dragon-does-research = scores { $count ->
    [one] 1 point
   *[other] { $count } points
}
dragon-does-privilege = may buy a privilege
dragon-does-wall = chooses a wall tile to build

dragon-bought-small-privilege = { $seat } buys a small privilege for { $cost } yuan: { $dragons ->
    [one] 1 point
   *[other] { $dragons } points
} at the end of every month.
dragon-bought-large-privilege = { $seat } buys a large privilege for { $cost } yuan: { $dragons ->
    [one] 1 point
   *[other] { $dragons } points
} at the end of every month.
dragon-floor-built = { $seat } builds palace { $palace } up to { $floors } floors.
dragon-palace-built = { $seat } builds a new palace of 1 floor, palace { $palace }.
dragon-card-played = { $seat } plays the { $person } card.
dragon-any-card-played = { $seat } plays a ? card (any person).
dragon-no-tile = No { $person } tile is left: { $seat } gains nothing for the card.
dragon-no-tile-any = No person tile is left: { $seat } gains nothing for the card.
dragon-event = Event of month { $month }: { $event }; { $effect }
dragon-tribute-paid = { $paid ->
    [0] { $seat } has no yuan for the tribute
   *[other] { $seat } pays { $paid } yuan of tribute
}{ $releases ->
    [0] .
    [one] {" "}and must release a person.
   *[other] {" "}and must release { $releases } persons.
}
dragon-rice-given = { $rice ->
    [0] { $seat } has no rice
   *[other] { $seat } hands over { $rice } rice
} for { $palaces ->
    [one] 1 inhabited palace
   *[other] { $palaces } inhabited palaces
}{ $releases ->
    [0] .
    [one] : one goes without rice and releases a person.
   *[other] : { $releases } go without rice and each releases a person.
}
dragon-contagion = { $mortars ->
    [0] { $seat } has no mortars
    [one] { $seat } has 1 mortar
   *[other] { $seat } has { $mortars } mortars
} { $releases ->
    [0] and releases nobody.
    [one] and must release a person.
   *[other] and must release { $releases } persons.
}
dragon-released = { $seat } releases { $tile } from palace { $palace } ({ $cause }).
dragon-festival = Dragon festival: { $scores }; the scorers hand back half their fireworks.
dragon-festival-nobody = Dragon festival: nobody has fireworks, so nobody scores.
dragon-mongols = Mongol invasion: helmets score { $scores }. Fewest helmets: { $fewest } { $count ->
    [one] releases
   *[other] each release
} a person.
dragon-decay = { $count ->
    [one] An empty palace of { $seat } decays and loses a floor.
   *[other] { $count } empty palaces of { $seat } decay and lose a floor each.
}
dragon-wall-built = { $seat } builds wall tile { $length } of { $max } and takes { $reward }.
dragon-wall-holds = The Great Wall reaches month { $month } with { $length ->
    [one] 1 tile
   *[other] { $length } tiles
}; a point per own tile: { $scores }.
dragon-wall-short = The Great Wall stops at { $length ->
    [one] 1 tile
   *[other] { $length } tiles
}, short of month { $month }: with the fewest tiles, { $fewest } { $count ->
    [one] releases
   *[other] each release
} a person.
dragon-wall-complete = End of the year: the Great Wall is complete with { $max } tiles; a point per own tile: { $scores }.
dragon-wall-incomplete = End of the year: the Great Wall has only { $length } of { $max } tiles: with the fewest tiles, { $fewest } { $count ->
    [one] releases
   *[other] each release
} a person.
dragon-super-event = Super event of month { $month }: { $name }; { $effect }
dragon-super-points = { $name }: { $scores }.
dragon-floor-lost = Earthquake: palace { $palace } of { $seat } loses a floor and has { $floors ->
    [one] 1 floor
   *[other] { $floors } floors
} left.
dragon-palace-collapses = Earthquake: palace { $palace } of { $seat } loses its last floor and collapses.
dragon-gave = { $seat } returns { $goods } to the flood.
dragon-discarded = { $seat } discards a person card to the tornado.
dragon-chartered = Charter: { $seat } chooses { $persons } and gains { $gain }.
dragon-chartered-nothing = Charter: { $seat } chooses { $persons }, who bring nothing.
dragon-scoring = End of the month: palaces, court ladies and privileges score { $scores }.
dragon-final = Final scoring for persons, monks and yuan: { $scores }.
dragon-game-over = The Year of the Dragon is over: { $winners } { $count ->
    [one] wins
   *[other] win
}. Scores: { $scores }.

# The tie-break named in the results.
dragon-tiebreak = furthest on the person track (top of a stack first)

## The results: a tie on points, parted by the person track

dragon-tiebreak-ahead = { $tied } have { $score } points; { $ahead } { $lead ->
    [one] is
   *[other] are
} { $count ->
    [2] further
   *[other] furthest
} on the person track.
