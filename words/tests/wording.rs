//! Named tests for words a read of whole games' logs (`tavola log`) found
//! unnatural, each in English and in Italian: how the corrected sentence
//! reads, with the players named.

use tavola_engine::{GameKind, Msg, Seat};
use tavola_words::{Domain, Lang, Names, Words};

fn say(kind: GameKind, lang: Lang, msg: &Msg) -> String {
    let names = Names::new(["Ada", "Bruno", "Carla"].map(String::from).to_vec());
    Words::embedded().try_render(lang, Domain::Game(kind), msg, &names).unwrap_or_else(|p| panic!("{p:?}"))
}

fn both(kind: GameKind, msg: &Msg) -> [String; 2] {
    [say(kind, Lang::En, msg), say(kind, Lang::It, msg)]
}

fn score(seat: u8, points: i32) -> Msg {
    Msg::new("score-entry").seat("seat", Seat(seat)).num("points", points)
}

#[test]
fn ming_the_end_of_the_game_names_its_winner() {
    let end = Msg::new("ming-game-over")
        .list("scores", [score(0, 40), score(1, 52), score(2, 47)])
        .num("count", 1)
        .seats("winners", [Seat(1)]);
    assert_eq!(
        both(GameKind::Ming, &end),
        [
            "The game is over. Final scores: Ada: 40, Bruno: 52 and Carla: 47. Bruno wins.",
            "La partita è finita. Punteggi finali: Ada: 40, Bruno: 52 e Carla: 47. Vince Bruno.",
        ]
    );
}

#[test]
fn ming_one_member_is_a_member_not_1_member() {
    let green = |n| Msg::new("ming-district").msg("colour", Msg::new("ming-colour-green")).num("n", n);
    let brought = Msg::new("ming-brought").seat("seat", Seat(0)).num("count", 1).msg("district", green(2));
    assert_eq!(both(GameKind::Ming, &brought), ["Ada brings a member to green 2.", "Ada sposta un membro in verde 2."]);
    let sent = Msg::new("ming-to-city")
        .seat("seat", Seat(2))
        .num("count", 1)
        .msg("district", green(3))
        .msg("city", Msg::new("ming-colour-f-green"))
        .msg("tiles", Msg::new("ming-tiles-green").num("count", 1));
    let [en, it] = both(GameKind::Ming, &sent);
    assert_eq!(en, "Carla sends a member from green 3 to the green city and takes a green tile.");
    assert_eq!(it, "Carla sposta un membro da verde 3 nella città verde e prende una tessera verde.");
}

#[test]
fn junk_a_tie_that_rounds_to_nothing_says_so_as_the_rulebook_does() {
    let tie = Msg::new("junk-ev-sale-tied")
        .seats("winners", [Seat(1), Seat(2)])
        .num("yen", 0)
        .msg("good", Msg::new("junk-good-rice"));
    let [en, it] = both(GameKind::Junk, &tie);
    assert_eq!(
        en,
        "Bruno and Carla tie the offer for rice and share the yen: rounded down, that leaves nothing for anyone."
    );
    assert_eq!(it, "Bruno e Carla pareggiano l'offerta per il riso: non prendono niente (per arrotondamento).");
    let paid = Msg::new("junk-ev-sale-tied")
        .seats("winners", [Seat(0), Seat(1)])
        .num("yen", 2)
        .msg("good", Msg::new("junk-good-rice"));
    assert_eq!(
        say(GameKind::Junk, Lang::It, &paid),
        "Ada e Bruno pareggiano l'offerta per il riso: dividono gli yen e ne prendono 2 a testa."
    );
}

#[test]
fn attila_one_card_is_a_card() {
    let drew = Msg::new("attila-drew").seat("seat", Seat(0)).num("count", 1);
    assert_eq!(both(GameKind::Attila, &drew), ["Ada draws a card.", "Ada pesca una carta."]);
    let committed = Msg::new("attila-committed").seat("seat", Seat(1)).num("count", 1);
    assert_eq!(both(GameKind::Attila, &committed), ["Bruno plays a card face down.", "Bruno gioca una carta coperta."]);
}

#[test]
fn great_wall_a_dragon_on_its_players_own_card_reads_their_own() {
    let covered = Msg::new("great-wall-covered")
        .seat("seat", Seat(1))
        .msg("card", Msg::new("great-wall-own-gate"))
        .num("section", 2);
    assert_eq!(
        both(GameKind::GreatWall, &covered),
        [
            "Bruno's dragon covers their own gate on section 2.",
            "Il dragone di Bruno copre la propria porta nella sezione 2.",
        ]
    );
}

#[test]
fn a_turn_heading_names_its_player() {
    let words = Words::embedded();
    let names = Names::new(vec!["Ada".into()]);
    let heading = Msg::new("log-turn").num("turn", 5).seat("seat", Seat(0));
    assert_eq!(words.try_render(Lang::En, Domain::Common, &heading, &names).unwrap(), "Turn 5: Ada");
    assert_eq!(words.try_render(Lang::It, Domain::Common, &heading, &names).unwrap(), "Turno 5: Ada");
}
