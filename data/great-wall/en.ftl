# Chinesische Mauer (The Great Wall of China), in English.
# Arguments: `seat`, `owner`, `holder` and `winners` are players (worded as
# their names); `section` is a section's number, kept for the whole game;
# `value`, `first` and `second` are fame token values; `cards` and `card`
# are card kinds, worded by the messages below; `count` selects plurals.

## Card kinds. `count` cards: "a wall", "2 walls".

great-wall-card-wall = { $count ->
    [one] a wall
   *[other] { $count } walls
}
great-wall-card-gate = { $count ->
    [one] a gate
   *[other] { $count } gates
}
great-wall-card-watchtower = { $count ->
    [one] a watchtower
   *[other] { $count } watchtowers
}
great-wall-card-noble = { $count ->
    [one] a noble
   *[other] { $count } nobles
}
great-wall-card-warrior = { $count ->
    [one] a warrior
   *[other] { $count } warriors
}
great-wall-card-horseman = { $count ->
    [one] a horseman
   *[other] { $count } horsemen
}
great-wall-card-dragon = { $count ->
    [one] a dragon
   *[other] { $count } dragons
}

## A card of another player's: "Bruno's wall".

great-wall-owned-wall = { $owner }'s wall
great-wall-owned-gate = { $owner }'s gate
great-wall-owned-watchtower = { $owner }'s watchtower
great-wall-owned-noble = { $owner }'s noble
great-wall-owned-warrior = { $owner }'s warrior
great-wall-owned-horseman = { $owner }'s horseman
great-wall-owned-dragon = { $owner }'s dragon

## A card of the reader's own: "your wall".

great-wall-your-wall = your wall
great-wall-your-gate = your gate
great-wall-your-watchtower = your watchtower
great-wall-your-noble = your noble
great-wall-your-warrior = your warrior
great-wall-your-horseman = your horseman
great-wall-your-dragon = your dragon

## Action labels: verb first, no full stop.

great-wall-take-token = Take the { $value } token of section { $section }
great-wall-mark-card = Put the { $value } token on { $card } in section { $section }
great-wall-draw = Draw a card from your deck
great-wall-play = Place { $cards }
# Horsemen are placed without using up an action.
great-wall-play-free = Place { $cards } (free)
great-wall-place-on = Place { $cards } on section { $section }
great-wall-place-dragon-last = Place the dragon at the end of section { $section }
great-wall-cover = Cover { $card }
great-wall-back = Back
# Only horsemen are left in hand and the deck is empty.
great-wall-pass = Pass this action
# Labels of an action out of its step (a stale panel): only what it holds.
great-wall-take-token-bare = Take the { $value } token
great-wall-mark-card-bare = Put the token on { $card }
great-wall-section = Section { $section }
great-wall-place-dragon-last-bare = Place the dragon at the end

## Events.

great-wall-tokens-revealed = Section { $section } offers the fame tokens { $first } and { $second }.
great-wall-pair-discarded = Section { $section }: two fame tokens of { $value } are discarded (an equal pair with 2 players) and replaced.
great-wall-first-token = { $seat } leads section { $section } and puts the { $value } fame token on { $card }.
great-wall-section-won = { $seat } wins the { $value } fame token of section { $section }; { $holder } takes the { $first } that lay on their card. The section's cards go back in the box.
great-wall-section-won-both = { $seat } wins the { $value } fame token of section { $section } and also takes the { $first } that lay on their card. The section's cards go back in the box.
great-wall-section-closed = No fame tokens are left for section { $section }: the game goes on with one section fewer.
great-wall-placed = { $seat } places { $cards } on section { $section }.
## A card of the player the sentence is about: "their own wall".

great-wall-own-wall = their own wall
great-wall-own-gate = their own gate
great-wall-own-watchtower = their own watchtower
great-wall-own-noble = their own noble
great-wall-own-warrior = their own warrior
great-wall-own-horseman = their own horseman
great-wall-own-dragon = their own dragon

great-wall-covered = { $seat }'s dragon covers { $card } on section { $section }.
great-wall-drew = { $seat } draws a card.
# Only the player who drew reads this.
great-wall-drew-card = You drew { $card }.
great-wall-passed = { $seat } has only horsemen left and passes this action.
great-wall-final-round = { $seat } has played every card: the final round begins.
great-wall-placing-over = The final round is over: no more cards are placed, and turns go on with the checks only.
great-wall-game-over = The game is over: { $count ->
    [one] { $winners } wins
   *[other] { $winners } share the victory
}. Fame: { $scores }.
