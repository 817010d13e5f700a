# Dschunke (Junk), English. Message ids start with `junk-`.
# Arguments: `seat`, `owner`, `winners` are players (worded as their names);
# `junk`, `good`, `cards`, `card`, `pier` are nested messages worded below;
# numbers select plural forms.

## Junks, goods and piers

junk-name-grey = grey junk
junk-name-orange = orange junk
junk-name-lilac = lilac junk
junk-name-brown = brown junk
junk-name-white = white junk

# A good as a noun: "2 yen for fish".
junk-good-fish = fish
junk-good-rice = rice
junk-good-spice = spice
junk-good-vegetables = vegetables

# Goods cards, counted; a count of 0 names the kind alone ("fish cards").
junk-cards-fish = { $count ->
    [0] fish cards
    [one] a fish card
   *[other] { $count } fish cards
}
junk-cards-rice = { $count ->
    [0] rice cards
    [one] a rice card
   *[other] { $count } rice cards
}
junk-cards-spice = { $count ->
    [0] spice cards
    [one] a spice card
   *[other] { $count } spice cards
}
junk-cards-vegetables = { $count ->
    [0] vegetable cards
    [one] a vegetable card
   *[other] { $count } vegetable cards
}

# The four piers of special cards, by the symbol printed beside each.
junk-pier-square = square pier
junk-pier-circle = circle pier
junk-pier-triangle = triangle pier
junk-pier-star = star pier

## Special cards

junk-special-extra-supply = One more supply card
junk-special-tie-breaker = Wins tied offers
junk-special-exchange = Exchange two goods
junk-special-load-any = Load any junk
junk-special-draw-any = Draw on any junk
junk-special-move-strip = Move one of your strips
junk-special-sell-on = Sell on the { $junk }
junk-special-bonus-8 = { $yen } yen for { $crates } crates on the { $junk }
junk-special-bonus-12 = { $yen } yen for { $crates } crates on the { $junk } and { $crates2 } on the { $junk2 }

## Actions (button labels)

junk-act-pick = Pick { $cards }
junk-act-place-strip = Load { $owner }'s strip on the { $junk }
junk-act-give = Give back { $cards }
junk-act-take = Take { $cards } from the { $junk }
junk-act-exchange-done = Stop exchanging
junk-act-pass = Pass (no worker can act)
junk-act-end-turn = End turn
junk-act-pier = Look through the { $pier } ({ $count ->
    [one] 1 card
   *[other] { $count } cards
})
junk-act-take-yen = Take { $yen } yen instead
junk-act-take-special = Take “{ $card }”
junk-act-load = Load { $strips ->
    [one] 1 strip
   *[other] { $strips } strips
} on the { $junk }
junk-act-sell = Sell on the { $junk } for { $yen } yen
junk-act-draw = Take { $count ->
    [one] 1 card
   *[other] { $count } cards
} from the { $junk }
junk-act-assistant-load = Load { $strips ->
    [one] 1 strip
   *[other] { $strips } strips
} with the assistant
junk-act-assistant-sell = { $yen ->
    [0] Sell with the assistant
   *[other] Sell with the assistant (at least { $yen } yen)
}
junk-act-assistant-draw = { $count ->
    [0] Draw with the assistant
   *[other] Draw with the assistant (at least { $count })
}
junk-act-play = Play “{ $card }”
junk-act-move-from = Move a strip from the { $junk }
junk-act-move-to = Move it to the { $junk }
junk-act-offer = Offer { $cards }
junk-act-offer-count = Offer { $count ->
    [one] 1 card
   *[other] { $count } cards
}
junk-act-no-offer = Offer nothing
junk-act-back = Back

## Events (the log)

junk-ev-opening-picked = { $seat } has picked their opening cards.
junk-ev-dealt = The opening goods cards are shuffled and dealt, { $count } to each player.
junk-ev-strip-placed = { $seat } loads one of { $owner }'s strips on the { $junk }.
# Items of junk-ev-merchants-revealed.
junk-merchant-load = loading on the { $junk }
junk-merchant-sell = selling on the { $junk }
junk-merchant-draw = drawing on the { $junk }
junk-ev-merchants-revealed = The merchants are turned face up: { $merchants }.
# Items of junk-ev-round-begins.
junk-price-yen = { $yen } yen for { $good }
junk-price-special = a special card for { $good }
junk-ev-round-begins = Round { $round } of { $rounds }: the market pays { $prices }.
junk-ev-exchanged = { $seat } exchanges { $gave } for { $took }.
junk-ev-exchange-skipped = { $seat } exchanges no cards.
junk-ev-pier-chosen = { $seat } looks through the { $pier } for a special card.
junk-ev-special-card = You take “{ $card }”.
junk-ev-permanent-shown = { $seat } takes “{ $card }” and lays it face up.
junk-ev-yen-instead = { $seat } takes { $yen } yen instead of a special card.
# Items of junk-ev-money-shown.
junk-money-entry = { $seat } { $yen } yen
junk-ev-money-shown = Event Y: everyone shows their money: { $money }.
junk-ev-loaded = { $seat } loads { $strips ->
    [one] a strip
   *[other] { $strips } strips
} on the { $junk }.
junk-ev-sold = { $seat } sells on the { $junk } for { $yen } yen.
junk-ev-drew = { $seat } takes { $cards } from the { $junk }.
junk-ev-drew-nothing = { $seat } shows no crate on the { $junk } and draws no cards.
junk-ev-lost = The junks hold no more goods cards: { $seat } goes without { $count ->
    [one] a card
   *[other] { $count } cards
}.
junk-ev-moved = { $seat } moves a strip from the { $from } to the { $to }.
junk-ev-passed = { $seat } can use no merchant or assistant and passes.
junk-ev-card-played = { $seat } plays “{ $card }”.
junk-ev-offer-ready = { $seat }'s offer is ready.
# Items of junk-ev-offers.
junk-offer-entry = { $seat } offers { $cards }
junk-offer-none = { $seat } offers nothing
junk-ev-offers = Offers revealed: { $offers }.
junk-ev-offers-none = Offers revealed: nobody offers any cards, so the sale is over.
junk-ev-sale-won = { $winners } wins the offer for { $good } and takes { $yen } yen.
junk-ev-sale-won-special = { $winners } wins the offer for { $good } and picks a special card.
junk-ev-sale-tied = { $winners } tie the offer for { $good } and share the yen: { $yen ->
    [0] rounded down, that leaves nothing for anyone
   *[other] { $yen } yen each
}.
junk-ev-sale-tied-special = { $winners } tie the offer for { $good }: nobody takes the special card.
junk-ev-start-player = { $seat } is the new start player.
# Items of junk-ev-final-scores.
junk-final-entry = { $seat } { $money } + { $bonus } = { $total } yen
junk-ev-final-scores = Final scoring, money + end bonuses: { $scores }.
junk-ev-game-over = The game is over: { $count ->
    [one] { $winners } wins
   *[other] { $winners } share the victory
}. Final money: { $scores }.

## The board's title

junk-title = Round { $round } of { $rounds } · { $phase }
junk-title-opening-picks = Set-up: pick your opening cards
junk-title-place-strips = Set-up: load the strips passed to you
junk-title-over = Game over
junk-phase-exchange = Phase 1: exchange cards
junk-phase-event-special = Event S: special cards
junk-phase-actions = Phase 2: actions
junk-phase-supply = Phase 3: supply
junk-phase-offers = Phase 4: offers
junk-phase-sale-special = Phase 4: a special card for a sale

## Options, for the lobby

junk-option-variant-setup = Variant set-up: merchants face down on random junks, strips passed from the right
junk-option-opening-hands-chosen = Opening hands chosen in secret, pooled and dealt
junk-option-opening-hands-dealt = Opening hands dealt, the same number of each good

# The tie-break named in the results.
junk-tiebreak = most goods cards still in hand

## The results: a tie on yen, parted by the goods cards in hand

junk-tiebreak-ahead = { $tied } have { $score } yen; { $ahead } { $lead ->
    [one] holds
   *[other] hold
} the most goods cards in hand.
