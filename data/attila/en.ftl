# Words of Attila (en). Message ids start with `attila-`.
# Arguments: `seat` is a player's name; `province` is a province's name from
# map.toml; `tribe` and `the-tribe` are the attila-tribe-*, attila-of-* or
# attila-the-* messages below, as each sentence needs them; counts select
# plural forms.

## Tribes, in the forms the sentences need.

attila-tribe-franks = Franks
attila-tribe-huns = Huns
attila-tribe-goths = Goths
attila-tribe-saxons = Saxons
attila-tribe-teutons = Teutons
attila-tribe-vandals = Vandals

# With the article: "the weakest leave: the Franks".
attila-the-franks = the Franks
attila-the-huns = the Huns
attila-the-goths = the Goths
attila-the-saxons = the Saxons
attila-the-teutons = the Teutons
attila-the-vandals = the Vandals

# Owning a card, a token or a track: "a Franks card".
attila-of-franks = Franks
attila-of-huns = Huns
attila-of-goths = Goths
attila-of-saxons = Saxons
attila-of-teutons = Teutons
attila-of-vandals = Vandals

# Cards of one tribe: "2 Vandals cards".
attila-tribe-cards = { $count ->
    [one] 1 { $tribe } card
   *[other] { $count } { $tribe } cards
}

# A count beside a tribe: "Franks 4" (strength, points, cards).
attila-tribe-count = { $tribe } { $count }

## Action labels: verb first, no full stop.

attila-act-play = Play a { $tribe } card
attila-act-place = Place a { $tribe } token in { $province }
attila-act-gain = Gain { $count } influence on { $the-tribe }
attila-act-second-token = Place a second { $tribe } token instead
attila-act-commit = Play a { $tribe } card face down
attila-act-commit-done = { $count ->
    [0] Play no cards
    [one] Done: 1 card face down
   *[other] Done: { $count } cards face down
}
attila-act-tile-double = Use double turn: one more card
attila-act-tile-exchange = Use exchange: swap cards
attila-act-tile-influence = Use influence 2: +2 influence
attila-act-discard = Discard a { $tribe } card
attila-act-discard-done = { $count ->
    [0] Keep every card
    [one] Draw 1 new card
   *[other] Draw { $count } new cards
}
attila-act-end-turn = { $count ->
    [0] End turn
    [one] End turn, draw 1 card
   *[other] End turn, draw { $count } cards
}

## Events.

attila-placed = { $seat } places a { $tribe } token in { $province }.
attila-placed-second = { $seat } places a second { $tribe } token in { $province } instead of gaining influence.
attila-influence = { $seat } gains { $gain } influence on { $the-tribe }, now on space { $space }.
attila-conflict = Conflict in { $province }: each player, the active one first, may play cards face down.
attila-committed = { $count ->
    [0] { $seat } plays no cards.
    [one] { $seat } plays a card face down.
   *[other] { $seat } plays { $count } cards face down.
}
attila-committed-yours = Your cards face down: { $cards }.
attila-committed-none-yours = You play no cards in this conflict.
attila-revealed-play-one = { $seat }: { $cards }
attila-revealed-play = { $seat }: { $count } cards ({ $tribes })
attila-revealed = Cards revealed in { $province }: { $plays }. Strength: { $strengths }.
attila-revealed-none = Nobody played a card in { $province }. Strength: { $strengths }.
attila-left = In { $province } the weakest leave: { $tribes }.
attila-peace = Peace returns to { $province }: a peace tile of the { $century }th century closes it.
attila-gain = { $seat } +{ $points } ({ $tribes })
attila-scoring-century = End of the { $century }th century, the tribes are scored: { $gains }.
attila-scoring-century-none = End of the { $century }th century, the tribes are scored: nobody gains a point.
attila-scoring-final = Final scoring of the tribes: { $gains }.
attila-scoring-final-none = Final scoring of the tribes: nobody gains a point.
attila-tile-double-used = { $seat } uses the double turn tile: one more card this turn.
attila-tile-exchange-used = { $seat } uses the exchange tile: discard cards, draw as many.
attila-tile-influence-used = { $seat } uses the influence 2 tile: 2 spaces of influence, on one tribe or two.
attila-exchanged = { $count ->
    [0] { $seat } keeps every card.
    [one] { $seat } discards a card.
   *[other] { $seat } discards { $count } cards.
}
attila-drew = { $count ->
    [0] { $seat } draws no cards.
    [one] { $seat } draws a card.
   *[other] { $seat } draws { $count } cards.
}
attila-drew-yours = You drew { $cards }.
attila-ending-peace = The last peace tile is on the board: the game ends with this turn.
attila-ending-token = The last { $tribe } token is on the board: the game ends with this turn.
attila-ending-track = An influence marker reached the last space of the { $tribe } track: the game ends with this turn.
attila-ending-blocked = A whole round without a token placed or a tile used, and nobody holds a card to place or a tile to use: nothing can change any more, the game ends.
attila-game-over = { $count ->
    [one] The game is over. Final scores: { $scores }. { $winners } wins.
   *[other] The game is over. Final scores: { $scores }. { $winners } share the victory.
}
