//! A player takes back their own move (issue 18), end to end through the
//! Discord double: the Undo button after a quiet move, `/game undo`, and
//! the refusals (after another player moved, after a draw, for someone
//! else), across a kill -9 (the log, not memory, decides).

use crate::harness::{mentions, Route, Table};
use rand::seq::SliceRandom;
use tavola_double::{Message, Slash, UserId};

/// A move on `user`'s panel, preferring one whose id or value contains
/// `prefer`; follows a two-part choice and confirms a secret one. Returns
/// the reply the mover read and whether a preferred move was taken.
async fn make_move(table: &mut Table, user: UserId, prefer: &str) -> (Message, bool) {
    let board = table.wait_board(|_| true).await;
    let mut reply = table.panel(user, Route::BoardButton, &board).await;
    let mut took_preferred = false;
    for _ in 0..3 {
        let moves = Table::panel_moves(&reply);
        let preferred: Vec<_> = moves.iter().filter(|(id, v)| id.contains(prefer) || v.contains(prefer)).collect();
        let pick =
            if preferred.is_empty() { moves.choose(&mut table.rng) } else { preferred.choose(&mut table.rng).copied() };
        let Some((id, value)) = pick.cloned() else { break };
        took_preferred |= !prefer.is_empty() && (id.contains(prefer) || value.contains(prefer));
        reply = table.take(user, reply.id, &id, &value).await;
        if reply.content.starts_with('✅') || reply.custom_ids().iter().any(|id| id.contains(":ok")) {
            break;
        }
    }
    let reply = table.confirm(user, reply).await;
    assert!(reply.content.starts_with('✅'), "the move was refused: {}", reply.content);
    table.settle().await;
    (reply, took_preferred)
}

fn undo_button(reply: &Message) -> Option<String> {
    reply.custom_ids().into_iter().find(|id| id.ends_with(":undo"))
}

/// Starts a game of `game` for two and plays until someone's move
/// (preferring `prefer`) leaves them an Undo button; returns the mover, the
/// reply, and the public face and version from before that move. A game
/// can end first (a Year of the Dragon often does, and in one of forty
/// runs of its test three games in a row did): another is started then,
/// up to eight.
async fn play_until_undoable(
    table: &mut Table,
    game: &str,
    prefer: &str,
) -> (UserId, Message, Option<(serde_json::Value, Vec<u8>)>, u64) {
    for _ in 0..8 {
        table.start_game(game, 2, 2, &[]).await;
        for _ in 0..400 {
            let board = table.wait_board(|_| true).await;
            if board.content.starts_with('🏁') {
                break;
            }
            let user = *mentions(&board.content).first().expect("someone owes a move");
            let (face, v) = (table.public_face(), table.state_version());
            let (reply, preferred) = make_move(table, user, prefer).await;
            if undo_button(&reply).is_some() && preferred {
                return (user, reply, face, v);
            }
        }
    }
    panic!("eight games of {game} and no undoable move");
}

fn channel_says(table: &Table, text: &str) -> usize {
    table.discord.messages_in(table.channel).iter().filter(|m| m.content.contains(text)).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ming_movement_misclick_is_undone_even_after_a_restart_and_only_by_its_player() {
    let mut table = Table::new(2).await;
    let (mover, reply, face, v) = play_until_undoable(&mut table, "ming", "step-").await;
    let other = *table.players.iter().find(|&&p| p != mover).expect("two players");
    assert_eq!(table.state_version(), v + 1);

    // Someone else cannot take it back, by command or by the button.
    let m = table.slash(other, Slash::new("game").subcommand("undo")).await;
    assert!(m.ephemeral && m.content.contains("can no longer be taken back"), "{}", m.content);
    assert_eq!(table.state_version(), v + 1);

    // The bot dies and comes back: the log still says the move may go.
    assert!(undo_button(&reply).is_some(), "an Undo button after the step");
    table.kill_bot().await;
    table.start_bot().await;
    let back = table.slash(mover, Slash::new("game").subcommand("undo")).await;
    assert!(back.ephemeral && back.content.contains("You took your move back"), "{}", back.content);
    table.settle().await;
    assert_eq!(table.state_version(), v, "one move was taken back");
    assert_eq!(table.public_face(), face, "the exact state before the move");
    let name = table.record().unwrap().seats.iter().find(|s| s.user == Some(mover.0)).unwrap().name.clone();
    assert_eq!(channel_says(&table, &format!("{name} took back a move")), 1);
    table.assert_no_leaks();
    table.assert_reads_well();
    assert!(table.violations().is_empty(), "{:#?}", table.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dragon_action_is_taken_back_with_its_button_then_refused_once_another_player_moved() {
    let mut table = Table::new(2).await;
    let (mover, reply, face, v) = play_until_undoable(&mut table, "year-of-the-dragon", "act-").await;
    let undo = undo_button(&reply).expect("an Undo button");
    let m = table.click(mover, reply.id, &undo).await;
    assert!(m.content.contains("You took your move back"), "{}", m.content);
    table.settle().await;
    assert_eq!((table.state_version(), table.public_face()), (v, face));
    // The button is gone with the old panel; a replayed click is stale.
    let forged = table.discord.forge_click(mover, reply.id, &undo).expect("a forged click");
    let again = table.reply(forged).await;
    assert!(!again.content.contains("took your move back"), "{}", again.content);
    assert_eq!(table.state_version(), v);

    // Play on until another player has moved after the mover's last move:
    // then the mover's move is final.
    for _ in 0..400 {
        let board = table.wait_board(|_| true).await;
        let user = *mentions(&board.content).first().expect("someone owes a move");
        make_move(&mut table, user, "").await;
        let last_by_other = user != mover && table.state_version() > v;
        if last_by_other {
            let before = table.state_version();
            let m = table.slash(mover, Slash::new("game").subcommand("undo")).await;
            assert!(m.content.contains("can no longer be taken back"), "{}", m.content);
            assert_eq!(table.state_version(), before, "a refused undo changes nothing");
            assert!(table.violations().is_empty(), "{:#?}", table.violations());
            return;
        }
    }
    panic!("the other player never moved");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_card_drawn_is_final() {
    let mut table = Table::new(2).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    for _ in 0..400 {
        let board = table.wait_board(|_| true).await;
        let user = *mentions(&board.content).first().expect("someone owes a move");
        let v = table.state_version();
        let (reply, drew) = make_move(&mut table, user, "draw").await;
        if drew && table.state_version() == v + 1 {
            assert!(undo_button(&reply).is_none(), "a draw offers no undo: {:?}", reply.custom_ids());
            let m = table.slash(user, Slash::new("game").subcommand("undo")).await;
            assert!(m.content.contains("can no longer be taken back"), "{}", m.content);
            assert_eq!(table.state_version(), v + 1, "a refused undo changes nothing");
            return;
        }
    }
    panic!("nobody drew a card");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_takes_several_moves_back_after_confirming_what_goes() {
    let mut table = Table::new(2).await;
    table.start_game("great-wall", 2, 2, &[]).await;
    table.play(4).await;
    let v = table.state_version();
    let m = table.slash(table.admin, Slash::new("admin").subcommand("undo").opt("moves", 2)).await;
    assert!(m.ephemeral && m.content.contains("Take back these"), "{}", m.content);
    assert_eq!(m.content.lines().filter(|l| l.starts_with('v')).count(), 2, "each move that goes: {}", m.content);
    assert_eq!(table.state_version(), v, "nothing goes before the confirmation");
    let confirm = m.custom_ids().into_iter().find(|id| id.contains(":aundo:2")).expect("a Confirm button");
    let player = table.players[0];
    let refused = table.discord.forge_click(player, m.id, &confirm).expect("a forged click");
    assert!(!table.reply(refused).await.content.contains("undone"), "only admins confirm");
    let done = table.click(table.admin, m.id, &confirm).await;
    assert!(done.content.contains("undone"), "{}", done.content);
    table.settle().await;
    assert_eq!(table.state_version(), v - 2, "two players' moves went (no house players here)");
    table.assert_reads_well();
    assert!(table.violations().is_empty(), "{:#?}", table.violations());
}
