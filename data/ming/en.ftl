# Ming Dynastie in English. Message ids start with `ming-`.
# Arguments: `seat`, `seats`, `other` are players (worded as their names);
# `district`, `colour`, `city`, `card`, `tiles` are nested messages below;
# counts select plural forms.

## Province colours, by their keys in data/ming/board.toml.
## ming-colour-*: for a district or a province space; ming-colour-f-*: for a
## city or a tile (the same words in English); ming-tiles-*: tiles by count.

ming-colour-white = white
ming-colour-orange = orange
ming-colour-green = green
ming-colour-pink = pink
ming-colour-yellow = yellow
ming-colour-blue = blue

ming-colour-f-white = white
ming-colour-f-orange = orange
ming-colour-f-green = green
ming-colour-f-pink = pink
ming-colour-f-yellow = yellow
ming-colour-f-blue = blue

ming-tiles-white = { $count ->
    [one] a white tile
   *[other] { $count } white tiles
}
ming-tiles-orange = { $count ->
    [one] an orange tile
   *[other] { $count } orange tiles
}
ming-tiles-green = { $count ->
    [one] a green tile
   *[other] { $count } green tiles
}
ming-tiles-pink = { $count ->
    [one] a pink tile
   *[other] { $count } pink tiles
}
ming-tiles-yellow = { $count ->
    [one] a yellow tile
   *[other] { $count } yellow tiles
}
ming-tiles-blue = { $count ->
    [one] a blue tile
   *[other] { $count } blue tiles
}

## Card kinds: the three crossing symbols of the movement cards, and dragons.

ming-card-horse = horse
ming-card-boat = boat
ming-card-sedan = sedan chair
ming-card-dragon = dragon

# A district: its province's colour and its number, "white 2".
ming-district = { $colour } { $n }

# The value printed on a return card.
ming-return-value = { $value }

## Action labels (verb first, no full stop).

ming-place-prince = Place your prince in { $district }
ming-place-neutral = Place a neutral member in { $district }
ming-place-member = Place a member on the { $colour } space
ming-take-card = Take the { $card } card ({ $colour } space)
ming-take-dragon = Take a dragon (lose 1 member on { $colour })
ming-step = Move to { $district } ({ $card } card)
ming-stop = Stop in { $district }
ming-stay = Stay in { $district } (discard a card)
ming-discard = Discard a { $card } card
ming-pass = Pass (end phase)
ming-bring-none = Bring no members to { $district }
ming-bring = { $count ->
    [one] Bring 1 member to { $district }
   *[other] Bring { $count } members to { $district }
}
ming-bring-monastery = { $count ->
    [one] Bring 1 onto the { $district } monastery
   *[other] Bring { $count } to { $district }, 1 on the monastery
}
ming-return = { $count ->
    [one] Play return card { $cards }
   *[other] Play return cards { $cards } (total { $total })
}
ming-choose-start-self = Start round { $round } yourself
ming-choose-start = Let { $seat } start round { $round }
ming-return-neutral = Send a neutral member back to { $district }

## Events.

ming-prince-placed = { $seat } places the prince in { $district } and takes { $tiles }.
ming-neutral-placed = { $seat } places a neutral member in { $district }.
ming-member-placed = { $seat } places a member on the { $colour } space.
ming-took-card = { $seat } takes the { $card } card from the { $colour } space; a { $next } card is turned up in its place.
ming-took-card-last = { $seat } takes the { $card } card from the { $colour } space; no card is left to replace it.
ming-took-dragon = { $seat } removes a member from the { $colour } space and takes a dragon card.
ming-stepped = { $seat }'s prince moves to { $district } with a { $card } card.
ming-moved = { $count ->
    [one] { $seat }'s prince stops in { $district } after crossing a border.
   *[other] { $seat }'s prince stops in { $district } after crossing { $count } borders.
}
ming-stayed = { $seat } discards a { $card } card and keeps the prince in { $district }.
ming-brought-none = { $seat } brings no members to { $district }.
ming-brought = { $count ->
    [one] { $seat } brings a member to { $district }.
   *[other] { $seat } brings { $count } members to { $district }.
}
ming-brought-monastery = { $count ->
    [one] { $seat } brings a member onto the monastery of { $district }.
   *[other] { $seat } brings { $count } members to { $district }, one onto the monastery.
}
ming-brought-monastery-displacing = { $count ->
    [one] { $seat } brings a member onto the monastery of { $district }; { $other }'s member there moves to the open space.
   *[other] { $seat } brings { $count } members to { $district }, one onto the monastery; { $other }'s member there moves to the open space.
}
ming-passed = { $seat } passes.
ming-to-city = { $count ->
    [one] { $seat } sends a member from { $district } to the { $city } city and takes { $tiles }.
   *[other] { $seat } sends { $count } members from { $district } to the { $city } city and takes { $tiles }.
}
ming-to-city-no-tile = { $count ->
    [one] { $seat } sends a member from { $district } to the { $city } city; no tile of that colour is left to take.
   *[other] { $seat } sends { $count } members from { $district } to the { $city } city; no tile of that colour is left to take.
}
ming-neutral-to-city = { $count ->
    [one] The neutral player sends a member from { $district } to the { $city } city.
   *[other] The neutral player sends { $count } members from { $district } to the { $city } city.
}
ming-full-set = { $seat } hands back a set of tiles in all six colours for { $points ->
    [one] a point
   *[other] { $points } points
}.
ming-return-chosen = { $seat } has chosen return cards.
ming-returns-shown = The { $city } city: { $seat } { $count ->
    [one] plays return card { $cards }
   *[other] plays return cards { $cards }
}; { $back ->
    [0] no member goes back.
    [one] a member goes back to its district.
   *[other] { $back } members go back to their districts.
}
ming-neutral-kept = The { $city } city: the neutral player keeps { $kept ->
    [one] a member
   *[other] { $kept } members
} there and sends { $back ->
    [one] one back to its district
   *[other] { $back } back to their districts
}.
ming-neutral-keeps-all = The { $city } city: the neutral player keeps { $kept ->
    [one] its only member
   *[other] all { $kept } of its members
} there.
ming-neutral-back-all = The { $city } city: { $back ->
    [one] the neutral player's only member goes back to its district.
   *[other] all { $back } of the neutral player's members go back to their districts.
}
ming-city-scored = Points from the { $city } city: { $scores } ({ $majority }).
ming-city-no-points = No points from the { $city } city ({ $majority }).
ming-majority = majority bonus to { $seats }
ming-majority-neutral = the neutral player holds the majority
ming-majority-none = nobody is left there
ming-monasteries = Points from the monasteries: { $scores }.
ming-monasteries-none = Nobody holds a monastery: no points.
ming-final-tiles = Points from the province tiles: { $scores }.
ming-start-player = { $seat } is the start player.
ming-neutral-returned = { $seat } sends a neutral member back to { $district }.
ming-round-begins = Round { $round } begins.
ming-game-over = The game is over. Final scores: { $scores }. { $count ->
    [one] { $winners } wins.
   *[other] { $winners } share the victory.
}
