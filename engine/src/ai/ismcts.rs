//! Information-set Monte Carlo tree search, single observer (Cowling, Powley
//! and Whitehouse 2012, "SO-ISMCTS").
//!
//! The searching seat (the observer) cannot see other hands or the order of
//! the decks, so each iteration starts from a fresh [`Game::determinize`]:
//! one full state the observer cannot tell from the true one. One tree is
//! shared by all determinizations; a node is the sequence of actions that
//! led to it, and its edges are the actions seen legal there so far. An edge
//! counts how often it was *available* as well as chosen, and UCB1 uses the
//! availability instead of the parent's visits, so actions that exist only in
//! some worlds are neither starved nor favoured.
//!
//! Every seat's decisions are in the tree; each seat picks the edge best for
//! itself, because the playout's reward is a vector with one entry per seat
//! and each edge accumulates the entry of the seat that chose it. At a
//! simultaneous decision ([`Turn::Simultaneous`]) the seats choose
//! *decoupled*: each from its own edges of the same node, without seeing the
//! others' choices; the child is keyed by the joint choice.
//!
//! Actions that only take back a partial choice are never searched
//! ([`house_actions`]), so the tree has no cycles and the chosen move always
//! makes progress. Playouts run to the end, uniformly random, guided by the
//! game's sense, or by what each move earned so far in this search
//! ([`Playout`]). The move played is the
//! root edge visited most (or, for a weak level, one drawn in proportion to
//! visits). The engine reads no clock: the caller passes `out_of_time`.

use rand::Rng;

use crate::ai::mast::{self, MoveAverages};
use crate::ai::playout::Playout;
use crate::ai::random::house_actions;
use crate::ai::reward::rewards;
use crate::{Game, GameRng, Outcome, Seat, Turn};

/// How a search runs: its budget and its taste.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    /// Iterations (determinize, descend, play out, back up) at most; with a
    /// seed, the same budget gives the same move.
    pub iterations: u32,
    /// UCB1's exploration constant, for rewards in `[0, 1]`. The levels'
    /// 0.7 beat half and twice it for `hard` at the Great Wall's five-seat
    /// table, where every seat's chance is small (docs/figures/house-players.md,
    /// "`hard` against `normal`").
    pub exploration: f64,
    /// The part of the reward that is the score's place rather than the win
    /// (see [`crate::ai::reward`]).
    pub margin_weight: f64,
    pub choice: Choice,
    /// How the search plays out from its leaves.
    pub playout: Playout,
    /// Decisions a playout takes at most; a game still going then is judged
    /// as it stands (its scores now, the top one winning). `None`, every
    /// level's, plays each game to its end.
    pub horizon: Option<u32>,
    /// What the search's worlds show of the hidden cards: only what the seat
    /// knows, for every level.
    pub sight: Sight,
}

impl SearchConfig {
    /// A search of `iterations` with the usual constants.
    pub fn with_iterations(iterations: u32) -> Self {
        SearchConfig {
            iterations,
            exploration: 0.7,
            margin_weight: 0.1,
            choice: Choice::MostVisited,
            playout: Playout::Random,
            horizon: None,
            sight: Sight::Seat,
        }
    }
}

/// Which states a search plays in. Every level searches [`Sight::Seat`];
/// the other two cheat, and the arena uses them as ceilings: how much a
/// search would gain if it guessed the other seats' secrets perfectly
/// (`Present`), and the future as well (`All`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sight {
    /// Worlds the seat cannot tell from the true one ([`Game::determinize`]).
    Seat,
    /// The true state with only what no seat can know yet drawn again
    /// ([`Game::redraw_future`]).
    Present,
    /// The true state itself: every hand and deck order in sight.
    All,
}

/// How the move is picked from the root's statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The edge visited most: the strongest.
    MostVisited,
    /// An edge drawn in proportion to its visits: makes mistakes on purpose.
    Sampled,
}

/// A decision and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct Thought<A> {
    pub action: A,
    /// Iterations run; 0 when the choice was forced or not searched.
    pub iterations: u32,
}

/// The search's choice for `seat`, or `None` if it owes no decision.
/// Runs at most `config.iterations` iterations, and stops early (after at
/// least one) once `out_of_time` says so.
pub fn search<G: Game>(
    game: &G,
    seat: Seat,
    config: &SearchConfig,
    rng: &mut GameRng,
    out_of_time: &mut dyn FnMut() -> bool,
) -> Option<Thought<G::Action>> {
    let legal = house_actions(game, seat);
    if legal.len() <= 1 {
        return legal.into_iter().next().map(|action| Thought { action, iterations: 0 });
    }
    let (tree, iterations) = grow(game, seat, config, rng, out_of_time);
    let action = tree.root_choice(seat, config.choice, rng).unwrap_or_else(|| legal[0].clone());
    Some(Thought { action, iterations })
}

/// What a search saw at its root, from the searching seat's view: for
/// teaching (hints, a played game's analysis), not for playing.
#[derive(Clone, Debug, PartialEq)]
pub struct RootStats<A> {
    /// Iterations run.
    pub iterations: u32,
    /// Per seat, the share of the playouts it won (a shared win counts as a
    /// fraction): each seat's chance to win from here, as the searching seat
    /// sees it. Adds up to 1 over the seats.
    pub win: Vec<f64>,
    /// The searching seat's moves, most visited first (the first is the one
    /// [`Choice::MostVisited`] plays).
    pub moves: Vec<MoveStats<A>>,
}

/// One move of the searching seat at the root.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStats<A> {
    pub action: A,
    pub visits: u32,
    /// Its share of the root's visits by this seat, in `[0, 1]`.
    pub share: f64,
    /// The searching seat's share of the win over the playouts through this
    /// move: its chance to win if it plays it.
    pub win: f64,
}

/// The search's root statistics for `seat`, or `None` if it owes no
/// decision. The same search as [`search`] (same budget, same early stop),
/// but a forced decision is searched too, so the chances to win are known
/// at every decision.
pub fn search_stats<G: Game>(
    game: &G,
    seat: Seat,
    config: &SearchConfig,
    rng: &mut GameRng,
    out_of_time: &mut dyn FnMut() -> bool,
) -> Option<RootStats<G::Action>> {
    if house_actions(game, seat).is_empty() {
        return None;
    }
    let (tree, iterations) = grow(game, seat, config, rng, out_of_time);
    Some(tree.root_stats(seat, iterations, game.players()))
}

/// Each seat's chance to win if `seat` plays `action` now, as `seat` sees
/// it: a search of the positions after the move, each iteration from a
/// fresh determinization of this one, so whatever the move reveals or
/// draws is sampled, never read from the true state. Adds up to 1.
///
/// `action` must be legal for `seat`; a search's statistics of a move it
/// did not prefer rest on few visits, this on the whole budget.
pub fn chances_after<G: Game>(
    game: &G,
    seat: Seat,
    action: &G::Action,
    config: &SearchConfig,
    rng: &mut GameRng,
    out_of_time: &mut dyn FnMut() -> bool,
) -> Vec<f64> {
    let (tree, iterations) = grow_from(game, seat, Some(action), config, rng, out_of_time);
    tree.wins.iter().map(|w| w / f64::from(iterations.max(1))).collect()
}

/// Runs the iterations: at most the budget, at least one.
fn grow<G: Game>(
    game: &G,
    seat: Seat,
    config: &SearchConfig,
    rng: &mut GameRng,
    out_of_time: &mut dyn FnMut() -> bool,
) -> (Tree<G::Action>, u32) {
    grow_from(game, seat, None, config, rng, out_of_time)
}

/// [`grow`], with `seat` playing `first` at the start of every iteration.
fn grow_from<G: Game>(
    game: &G,
    seat: Seat,
    first: Option<&G::Action>,
    config: &SearchConfig,
    rng: &mut GameRng,
    out_of_time: &mut dyn FnMut() -> bool,
) -> (Tree<G::Action>, u32) {
    let mut tree = Tree::new(game.players());
    let mut scratch = Scratch::default();
    let mut iterations = 0;
    while iterations < config.iterations.max(1) && (iterations == 0 || !out_of_time()) {
        iterate(&mut tree, game, seat, first, config, rng, &mut scratch);
        iterations += 1;
    }
    (tree, iterations)
}

/// One action as seen from one node.
#[derive(Debug)]
struct Edge<A> {
    seat: Seat,
    action: A,
    /// Times chosen (and backed up).
    visits: u32,
    /// Times legal when its seat decided at this node.
    available: u32,
    /// Sum of the rewards of `seat` over the visits.
    reward: f64,
}

/// A node: the edges seen here and the children reached by them.
#[derive(Debug)]
struct Node<A> {
    edges: Vec<Edge<A>>,
    /// Child per choice key: the chosen edges' indices, one per deciding
    /// seat (several at a simultaneous decision).
    children: Vec<(u128, u32)>,
}

impl<A> Node<A> {
    fn new() -> Self {
        Node { edges: Vec::new(), children: Vec::new() }
    }
}

/// Bits of a choice key per deciding seat: edge indices stay far below.
const KEY_BITS: u32 = 24;

#[derive(Debug)]
struct Tree<A> {
    nodes: Vec<Node<A>>,
    /// Per seat, the sum of its shares of the win over every playout.
    wins: Vec<f64>,
    /// Per root edge, the sum of its seat's shares of the win over its
    /// visits (the reward less its margin part), for [`RootStats`]. Kept
    /// apart so that the edges every node holds stay small.
    root_wins: Vec<f64>,
    /// What each move earned so far, for [`Playout::Mast`].
    mast: MoveAverages<A>,
}

/// Buffers reused by every iteration, so the loop allocates little.
#[derive(Default)]
struct Scratch {
    path: Vec<(u32, u32)>,
    available: Vec<usize>,
    unvisited: Vec<usize>,
}

fn iterate<G: Game>(
    tree: &mut Tree<G::Action>,
    root: &G,
    observer: Seat,
    first: Option<&G::Action>,
    config: &SearchConfig,
    rng: &mut GameRng,
    scratch: &mut Scratch,
) {
    let mut state = match config.sight {
        Sight::Seat => root.determinize(observer, rng),
        Sight::Present => root.redraw_future(rng),
        Sight::All => root.clone(),
    };
    if let Some(action) = first {
        state.apply_unchecked(observer, action);
    }
    let playout = config.playout.in_game::<G>();
    let mut node = 0u32;
    scratch.path.clear();
    loop {
        let deciders = match state.to_act() {
            Turn::Over => break,
            Turn::Seat(s) => vec![s],
            Turn::Simultaneous(seats) => seats,
        };
        let mut key = 0u128;
        let mut fresh = false;
        for seat in deciders {
            let legal = house_actions(&state, seat);
            let (edge, new) = tree.select(node, seat, &legal, config.exploration, rng, scratch);
            fresh |= new;
            key = (key << KEY_BITS) | (edge as u128 + 1);
            scratch.path.push((node, edge as u32));
            let action = &tree.nodes[node as usize].edges[edge].action;
            if playout == Playout::Mast {
                tree.mast.took(seat, action);
            }
            state.apply_unchecked(seat, action);
        }
        match tree.child(node, key) {
            Some(child) if !fresh => node = child,
            _ => {
                tree.add_child(node, key);
                break;
            }
        }
    }
    let limit = config.horizon.map_or(u64::MAX, u64::from);
    match playout {
        Playout::Mast => mast::play_out(&mut state, limit, &mut tree.mast, rng),
        playout => playout.run_up_to(&mut state, limit, rng),
    };
    let outcome = state.outcome().unwrap_or_else(|| Outcome::ranked(state.scores(), None));
    let rewards = rewards(&outcome, config.margin_weight);
    if playout == Playout::Mast {
        tree.mast.credit(&rewards);
    }
    let share = 1.0 / outcome.winners.len().max(1) as f64;
    for winner in &outcome.winners {
        tree.wins[winner.index()] += share;
    }
    for &(node, edge) in &scratch.path {
        let index = edge as usize;
        let edge = &mut tree.nodes[node as usize].edges[index];
        edge.visits += 1;
        edge.reward += rewards[edge.seat.index()];
        if node == 0 && outcome.winners.contains(&edge.seat) {
            if tree.root_wins.len() <= index {
                tree.root_wins.resize(index + 1, 0.0);
            }
            tree.root_wins[index] += share;
        }
    }
}

impl<A: Clone + PartialEq> Tree<A> {
    fn new(players: usize) -> Self {
        Tree {
            nodes: vec![Node::new()],
            wins: vec![0.0; players],
            root_wins: Vec::new(),
            mast: MoveAverages::default(),
        }
    }

    fn child(&self, node: u32, key: u128) -> Option<u32> {
        self.nodes[node as usize].children.iter().find(|&&(k, _)| k == key).map(|&(_, c)| c)
    }

    fn add_child(&mut self, node: u32, key: u128) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(Node::new());
        self.nodes[node as usize].children.push((key, id));
        id
    }

    /// Marks `legal` available at `node` for `seat` and picks one: an edge
    /// never tried (at random) if any, else the best by UCB1 over
    /// availability. Returns the edge and whether it was never tried.
    fn select(
        &mut self,
        node: u32,
        seat: Seat,
        legal: &[A],
        exploration: f64,
        rng: &mut GameRng,
        scratch: &mut Scratch,
    ) -> (usize, bool) {
        let edges = &mut self.nodes[node as usize].edges;
        scratch.available.clear();
        scratch.unvisited.clear();
        let mut hint = 0;
        for action in legal {
            let index = find_edge(edges, seat, action, hint).unwrap_or_else(|| {
                edges.push(Edge { seat, action: action.clone(), visits: 0, available: 0, reward: 0.0 });
                edges.len() - 1
            });
            hint = index + 1;
            let edge = &mut edges[index];
            edge.available += 1;
            scratch.available.push(index);
            if edge.visits == 0 {
                scratch.unvisited.push(index);
            }
        }
        if !scratch.unvisited.is_empty() {
            return (scratch.unvisited[rng.gen_range(0..scratch.unvisited.len())], true);
        }
        let ucb = |e: &Edge<A>| {
            let visits = f64::from(e.visits);
            e.reward / visits + exploration * (f64::from(e.available).ln() / visits).sqrt()
        };
        let best = scratch.available.iter().copied().max_by(|&a, &b| ucb(&edges[a]).total_cmp(&ucb(&edges[b])));
        (best.expect("a deciding seat has a legal action"), false)
    }

    /// The observer's move from the root's statistics.
    fn root_choice(&self, seat: Seat, choice: Choice, rng: &mut GameRng) -> Option<A> {
        let edges = self.nodes[0].edges.iter().filter(|e| e.seat == seat && e.visits > 0);
        let picked = match choice {
            Choice::MostVisited => edges.max_by(|a, b| a.visits.cmp(&b.visits).then(a.reward.total_cmp(&b.reward))),
            Choice::Sampled => {
                let total: u32 = edges.clone().map(|e| e.visits).sum();
                let mut ticket = rng.gen_range(0..total.max(1));
                edges.clone().find(|e| {
                    let hit = ticket < e.visits;
                    ticket = ticket.saturating_sub(e.visits);
                    hit
                })
            }
        };
        picked.map(|e| e.action.clone())
    }
}

impl<A: Clone> Tree<A> {
    /// The root's statistics for `seat` after `iterations` iterations.
    fn root_stats(&self, seat: Seat, iterations: u32, players: usize) -> RootStats<A> {
        let total = f64::from(iterations.max(1));
        let mut win: Vec<f64> = self.wins.iter().map(|w| w / total).collect();
        win.resize(players, 0.0);
        let mut mine: Vec<(usize, &Edge<A>)> =
            self.nodes[0].edges.iter().enumerate().filter(|(_, e)| e.seat == seat && e.visits > 0).collect();
        // Ordered as `root_choice` picks: visits, then reward.
        mine.sort_by(|(_, a), (_, b)| b.visits.cmp(&a.visits).then(b.reward.total_cmp(&a.reward)));
        let visits: u32 = mine.iter().map(|(_, e)| e.visits).sum();
        let moves = mine
            .into_iter()
            .map(|(i, e)| MoveStats {
                action: e.action.clone(),
                visits: e.visits,
                share: f64::from(e.visits) / f64::from(visits.max(1)),
                win: self.root_wins.get(i).copied().unwrap_or(0.0) / f64::from(e.visits),
            })
            .collect();
        RootStats { iterations, win, moves }
    }
}

/// The edge of `seat` for `action`, trying `hint` first: legal actions tend
/// to come in the same order each time, so the hint usually hits.
fn find_edge<A: PartialEq>(edges: &[Edge<A>], seat: Seat, action: &A, hint: usize) -> Option<usize> {
    let hit = |e: &Edge<A>| e.seat == seat && e.action == *action;
    match edges.get(hint) {
        Some(e) if hit(e) => Some(hint),
        _ => edges.iter().position(hit),
    }
}
