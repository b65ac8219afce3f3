//! Computer players at the kit's four strengths.
//!
//! - **Unbeatable**: generates every full turn; weighs the points each opens to the next player
//!   (racks are visible, as the manual says); keeps a useful rack (small tiles late in the
//!   game); exchanges big tiles it cannot place near the end; declines the extra tile when it
//!   would spoil a 7-tile bonus or risk a big tile late; once the bag is empty (no chance left)
//!   it plays the end exactly: a two-player game by alpha-beta over every full turn and the
//!   pass ([`ExactEndgame`], within [`EXACT_BUDGET`] positions), three or four players by max-n
//!   (within [`MAX_N_BUDGET`]), each playing to finish as far ahead of the best of the others as they can
//!   ([`MaxNEndgame`]); past the budget a shallower search (two players) or the look-ahead of
//!   the next player (more).
//! - **Strong**: the best full turn with the rack heuristic, without looking at the opponent.
//! - **Casual**: greedy — the best single tile, again and again; exchanges its biggest tiles
//!   when it cannot place.
//! - **Beginner**: the mistakes the manual's tips warn about — a small tile "just for putting
//!   it", big tiles kept to the end, always the extra tile, never an exchange.
//!
//! Every choice is a function of the table and a seed, so games replay.

use super::board::Board;
use super::movegen::{
    best_turn, can_place, full_turns, single_placements, FullTurn, DEFAULT_BUDGET,
};
use super::scoring::BONUS_TILES;
use super::turn::{Action, Table, TurnEvent};
use crate::kit::grid::Cell;
use crate::kit::Strength;
use crate::rng::GameRng;

/// What a computer player decides to do next in its turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Plan {
    /// Place these tiles in this order (then end the turn).
    Turn(FullTurn),
    /// Exchange these tiles.
    Exchange(Vec<u8>),
    /// End the turn without placing more.
    Pass,
}

/// Tiles this big or bigger are hard to place and cost dearly at the end.
const BIG: u8 = 40;

/// How near the end the game is, from 0 (a full bag) to 1 (an empty bag): the weight of the
/// rack penalty to come.
fn lateness(bag: usize) -> f64 {
    ((30.0 - bag as f64) / 30.0).clamp(0.0, 1.0)
}

/// The value of keeping `leave` on the rack: late in the game every tile left counts against
/// the player (big ones fully); small tiles (0, 1, 2) are a blessing at the end.
pub fn leave_value(leave: &[u8], bag: usize) -> f64 {
    let late = lateness(bag);
    leave
        .iter()
        .map(|&v| {
            let v = f64::from(v);
            if v <= 2.0 {
                1.5 * late
            } else {
                -v * late * 0.6
            }
        })
        .sum()
}

fn rack_after(rack: &[u8], used: &[(Cell, u8)]) -> Vec<u8> {
    let mut left = rack.to_vec();
    for (_, v) in used {
        if let Some(p) = left.iter().position(|t| t == v) {
            left.swap_remove(p);
        }
    }
    left
}

fn board_after(board: &Board, tiles: &[(Cell, u8)]) -> Board {
    let mut b = board.clone();
    for &(cell, v) in tiles {
        b.set(cell, Some(v));
    }
    b
}

/// The next seat that will play after `seat`.
fn next_seat(table: &Table, seat: usize) -> usize {
    (seat + 1) % table.players().max(1)
}

/// What `strength` decides for `seat` now (`seed` makes the choice replayable).
pub fn choose(table: &Table, seat: usize, strength: Strength, seed: u64) -> Plan {
    let rack = table.rack(seat).to_vec();
    let placed = table.turn.placed.len();
    let may_exchange = placed == 0 && table.turn.extras == 0;
    match strength {
        Strength::Beginner => beginner(table, &rack, seed),
        Strength::Casual => greedy(table, &rack, may_exchange),
        Strength::Strong => strong(table, seat, &rack, may_exchange, false),
        Strength::Unbeatable => {
            if table.bag.is_empty() && table.players() == 2 {
                endgame(table, seat, &rack)
            } else if table.bag.is_empty() {
                exact_max_n_choice(table, seat, MAX_N_BUDGET)
                    .unwrap_or_else(|| strong(table, seat, &rack, may_exchange, true))
            } else {
                strong(table, seat, &rack, may_exchange, true)
            }
        }
    }
}

fn beginner(table: &Table, rack: &[u8], seed: u64) -> Plan {
    let options = single_placements(&table.board, rack);
    if options.is_empty() || table.turn.placed.len() >= 2 {
        return Plan::Pass;
    }
    // The smallest tile that goes anywhere, on a square picked at random.
    let small = options.iter().map(|p| p.value).min().unwrap_or(0);
    let mine: Vec<_> = options.iter().filter(|p| p.value == small).collect();
    let mut rng = GameRng::from_seed(seed);
    let pick = mine[rng.below(mine.len() as u32) as usize];
    Plan::Turn(FullTurn {
        tiles: vec![(pick.cell, pick.value)],
        points: pick.points,
        bonus: 0,
    })
}

fn greedy(table: &Table, rack: &[u8], may_exchange: bool) -> Plan {
    let options = single_placements(&table.board, rack);
    let best = options
        .iter()
        .copied()
        .max_by_key(|p| (p.points, std::cmp::Reverse((p.cell, p.value))));
    match best {
        Some(p) => Plan::Turn(FullTurn {
            tiles: vec![(p.cell, p.value)],
            points: p.points,
            bonus: 0,
        }),
        None if may_exchange && !table.bag.is_empty() => {
            let mut big: Vec<u8> = rack.to_vec();
            big.sort_unstable_by(|a, b| b.cmp(a));
            big.truncate(table.bag.len().min(3));
            if big.is_empty() {
                Plan::Pass
            } else {
                Plan::Exchange(big)
            }
        }
        None => Plan::Pass,
    }
}

fn strong(table: &Table, seat: usize, rack: &[u8], may_exchange: bool, careful: bool) -> Plan {
    let placed = table.turn.placed.len();
    let all = full_turns(&table.board, rack, placed, DEFAULT_BUDGET);
    let bag = table.bag.len();
    let mut scored: Vec<(f64, FullTurn)> = all
        .turns
        .into_iter()
        .map(|t| {
            let leave = rack_after(rack, &t.tiles);
            // Tiles drawn to refill are unknown: an average tile (about 17) late in the game.
            let refill = (rack.len() - leave.len()).min(bag) as f64;
            let value = t.total() as f64 + leave_value(&leave, bag)
                - refill * 17.0 * 0.6 * lateness(bag) * 0.3;
            (value, t)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    let opponent = next_seat(table, seat);
    let opp_rack = table.rack(opponent).to_vec();
    let weigh = careful && opponent != seat;
    let opp_now = if weigh {
        best_turn(&table.board, &opp_rack, 0).map_or(0, |t| t.total())
    } else {
        0
    };
    let mut best: Option<(f64, FullTurn)> = None;
    for (value, t) in scored.into_iter().take(if weigh { 8 } else { 1 }) {
        let v = if weigh {
            let b = board_after(&table.board, &t.tiles);
            let opp = best_turn(&b, &opp_rack, 0).map_or(0, |o| o.total());
            // Only what the turn opens beyond what the opponent already has counts.
            value - 0.7 * (opp - opp_now).max(0) as f64
        } else {
            value
        };
        if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
            best = Some((v, t));
        }
    }
    let stay = leave_value(rack, bag);
    match best {
        Some((v, t)) if v > stay || !may_exchange || t.total() >= 10 || !careful => Plan::Turn(t),
        other => {
            if may_exchange && bag > 0 {
                let mut big: Vec<u8> = rack.iter().copied().filter(|&x| x >= BIG).collect();
                if !careful || big.is_empty() {
                    big = rack.iter().copied().filter(|&x| x >= 20).collect();
                }
                big.sort_unstable_by(|a, b| b.cmp(a));
                big.truncate(bag);
                let worth = other.as_ref().is_none_or(|(_, t)| t.total() < 10);
                if !big.is_empty() && worth && (careful || other.is_none()) {
                    return Plan::Exchange(big);
                }
            }
            match other {
                Some((_, t)) => Plan::Turn(t),
                None => Plan::Pass,
            }
        }
    }
}

/// The exact endgame search's budget, in positions expanded.
pub const EXACT_BUDGET: usize = 2_000;

/// The max-n endgame search's budget (three or four players), in positions expanded: no
/// pruning is sound there, so it needs more positions than alpha-beta for the same ending.
pub const MAX_N_BUDGET: usize = 20_000;

/// Beyond any score difference a game can reach (the window of the search).
const INF: i64 = 1_000_000;

/// A budget for the fallback endgame search, in positions expanded.
const ENDGAME_BUDGET: usize = 60;

fn penalty(rack: &[u8]) -> i64 {
    rack.iter().map(|&v| i64::from(v)).sum()
}

/// The end of a two-player game once the bag is empty: everything is known, so the value of a
/// position (the player to move's points to come minus the other's, rack penalties included) is
/// found by alpha-beta search over every full turn and the pass. The game ends when neither
/// player can place, or after two passes in a row (the players would agree to end it).
pub struct ExactEndgame {
    /// Positions expanded so far.
    pub expanded: usize,
    /// The budget; past it the search gives up (`None`).
    pub budget: usize,
}

impl ExactEndgame {
    /// The exact value for the player to move (`racks[0]`), or `None` past the budget.
    pub fn value(
        &mut self,
        board: &Board,
        racks: [&[u8]; 2],
        passes: u32,
        mut alpha: i64,
        beta: i64,
    ) -> Option<i64> {
        if passes >= 2 || !(can_place(board, racks[0]) || can_place(board, racks[1])) {
            return Some(penalty(racks[1]) - penalty(racks[0]));
        }
        if self.expanded >= self.budget {
            return None;
        }
        self.expanded += 1;
        let mut turns = full_turns(board, racks[0], 0, DEFAULT_BUDGET).turns;
        turns.sort_by_key(|t| std::cmp::Reverse(t.total()));
        let mut best = -INF;
        for t in &turns {
            let b = board_after(board, &t.tiles);
            let left = rack_after(racks[0], &t.tiles);
            let gain = t.total();
            let v = gain - self.value(&b, [racks[1], &left], 0, gain - beta, gain - alpha)?;
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                return Some(best);
            }
        }
        let pass = -self.value(board, [racks[1], racks[0]], passes + 1, -beta, -alpha)?;
        Some(best.max(pass))
    }
}

/// Plain minimax without pruning or budget, for checking [`ExactEndgame`] on small endgames.
pub fn endgame_minimax(board: &Board, racks: [&[u8]; 2], passes: u32) -> i64 {
    if passes >= 2 || !(can_place(board, racks[0]) || can_place(board, racks[1])) {
        return penalty(racks[1]) - penalty(racks[0]);
    }
    let mut best = -endgame_minimax(board, [racks[1], racks[0]], passes + 1);
    for t in full_turns(board, racks[0], 0, DEFAULT_BUDGET).turns {
        let b = board_after(board, &t.tiles);
        let left = rack_after(racks[0], &t.tiles);
        best = best.max(t.total() - endgame_minimax(&b, [racks[1], &left], 0));
    }
    best
}

struct Endgame {
    expanded: usize,
}

impl Endgame {
    /// The best score difference (mover minus other) reachable from here, both playing their
    /// best among their strongest turns; `passes` counts the passes in a row.
    fn value(&mut self, board: &Board, racks: [&[u8]; 2], passes: u32, depth: u32) -> i64 {
        if passes >= 2 || !(can_place(board, racks[0]) || can_place(board, racks[1])) {
            return penalty(racks[1]) - penalty(racks[0]);
        }
        if depth == 0 || self.expanded >= ENDGAME_BUDGET {
            return penalty(racks[1]) - penalty(racks[0]);
        }
        self.expanded += 1;
        let mut turns = full_turns(board, racks[0], 0, DEFAULT_BUDGET / 8).turns;
        turns.sort_by_key(|t| std::cmp::Reverse(t.total()));
        turns.truncate(5);
        let mut best = -self.value(board, [racks[1], racks[0]], passes + 1, depth - 1);
        for t in turns {
            let b = board_after(board, &t.tiles);
            let left = rack_after(racks[0], &t.tiles);
            let v = t.total() - self.value(&b, [racks[1], &left], 0, depth - 1);
            best = best.max(v);
        }
        best
    }
}

/// The exact choice at the end of a two-player game (`None` past the budget): the turn (or the
/// end of the turn) with the best exact value.
pub fn exact_endgame_choice(table: &Table, seat: usize, budget: usize) -> Option<Plan> {
    let rack = table.rack(seat).to_vec();
    let other = table.rack(next_seat(table, seat)).to_vec();
    let placed = table.turn.placed.len();
    let mut search = ExactEndgame {
        expanded: 0,
        budget,
    };
    // Ending the turn now: a pass when nothing was placed this turn.
    let passes = u32::from(placed == 0);
    let mut best_value = -search.value(&table.board, [&other, &rack], passes, -INF, INF)?;
    let mut best = Plan::Pass;
    let mut turns = full_turns(&table.board, &rack, placed, DEFAULT_BUDGET).turns;
    turns.sort_by_key(|t| std::cmp::Reverse(t.total()));
    for t in turns {
        let b = board_after(&table.board, &t.tiles);
        let left = rack_after(&rack, &t.tiles);
        let v = t.total() - search.value(&b, [&other, &left], 0, -INF, INF)?;
        if v > best_value {
            best_value = v;
            best = Plan::Turn(t);
        }
    }
    Some(best)
}

/// Points still to come for each seat at the end of a game of three or four players, rack
/// penalties included.
pub type Gains = Vec<i64>;

/// How `seat` ranks an outcome (`gains` added to the `scores` so far): first how far ahead of the
/// best of the others it finishes, then its own points, then the fewest points for the others,
/// then the gains themselves (so that the value of a position never depends on the order in
/// which turns are generated).
fn max_n_key(gains: &[i64], scores: &[i64], seat: usize) -> (i64, i64, i64, Vec<i64>) {
    let total = |i: usize| scores.get(i).copied().unwrap_or(0) + gains[i];
    let others = (0..gains.len()).filter(|&i| i != seat);
    let best_other = others.clone().map(total).max().unwrap_or(0);
    let others_sum: i64 = others.map(|i| gains[i]).sum();
    (
        total(seat) - best_other,
        gains[seat],
        -others_sum,
        gains.to_vec(),
    )
}

/// The end of a game of three or four players once the bag is empty: everything is known, so
/// every player in turn picks, among every full turn and the pass, the one after which they
/// finish furthest ahead of the best of the others (max-n search; ties by [`max_n_key`]). The
/// game ends when nobody can place, or when every player has passed in a row (they would
/// agree to end it).
pub struct MaxNEndgame<'a> {
    /// The scores so far, by seat.
    pub scores: &'a [i64],
    /// Positions expanded so far.
    pub expanded: usize,
    /// The budget; past it the search gives up (`None`).
    pub budget: usize,
}

impl MaxNEndgame<'_> {
    /// The points still to come for each seat with `mover` to play and `passes` passes in a
    /// row behind, or `None` past the budget (or when `mover` or the scores do not fit the
    /// racks).
    pub fn gains(
        &mut self,
        board: &Board,
        racks: &[Vec<u8>],
        mover: usize,
        passes: usize,
    ) -> Option<Gains> {
        let n = racks.len();
        if mover >= n || self.scores.len() < n {
            // Not a position of this game: nothing to search.
            return None;
        }
        if passes >= n || !racks.iter().any(|r| can_place(board, r)) {
            return Some(racks.iter().map(|r| -penalty(r)).collect());
        }
        if self.expanded >= self.budget {
            return None;
        }
        self.expanded += 1;
        let next = (mover + 1) % n;
        let mut best = self.gains(board, racks, next, passes + 1)?;
        let mut best_key = max_n_key(&best, self.scores, mover);
        for t in full_turns(board, &racks[mover], 0, DEFAULT_BUDGET).turns {
            let b = board_after(board, &t.tiles);
            let mut after = racks.to_vec();
            after[mover] = rack_after(&racks[mover], &t.tiles);
            let mut g = self.gains(&b, &after, next, 0)?;
            g[mover] += t.total();
            let key = max_n_key(&g, self.scores, mover);
            if key > best_key {
                best_key = key;
                best = g;
            }
        }
        Some(best)
    }
}

/// The exact choice of `seat` at the end of a game of three or four players (`None` past the
/// budget): the turn (or the end of the turn) after which, everyone playing on by max-n, it
/// finishes furthest ahead of the best of the others.
pub fn exact_max_n_choice(table: &Table, seat: usize, budget: usize) -> Option<Plan> {
    let n = table.players();
    let racks: Vec<Vec<u8>> = (0..n).map(|i| table.rack(i).to_vec()).collect();
    let scores = &table.scores;
    let placed = table.turn.placed.len();
    let mut search = MaxNEndgame {
        scores,
        expanded: 0,
        budget,
    };
    let next = (seat + 1) % n.max(1);
    // Ending the turn now: a pass when nothing was placed this turn.
    let passes = usize::from(placed == 0);
    let stop = search.gains(&table.board, &racks, next, passes)?;
    let mut best_key = max_n_key(&stop, scores, seat);
    let mut best = Plan::Pass;
    for t in full_turns(&table.board, &racks[seat], placed, DEFAULT_BUDGET).turns {
        let b = board_after(&table.board, &t.tiles);
        let mut after = racks.clone();
        after[seat] = rack_after(&racks[seat], &t.tiles);
        let mut g = search.gains(&b, &after, next, 0)?;
        g[seat] += t.total();
        let key = max_n_key(&g, scores, seat);
        if key > best_key {
            best_key = key;
            best = Plan::Turn(t);
        }
    }
    Some(best)
}

fn endgame(table: &Table, seat: usize, rack: &[u8]) -> Plan {
    if let Some(plan) = exact_endgame_choice(table, seat, EXACT_BUDGET) {
        return plan;
    }
    let other = table.rack(next_seat(table, seat)).to_vec();
    let placed = table.turn.placed.len();
    let mut turns = full_turns(&table.board, rack, placed, DEFAULT_BUDGET).turns;
    if turns.is_empty() {
        return Plan::Pass;
    }
    turns.sort_by_key(|t| std::cmp::Reverse(t.total()));
    turns.truncate(6);
    let mut search = Endgame { expanded: 0 };
    let mut best: Option<(i64, FullTurn)> = None;
    let pass_value = -search.value(&table.board, [&other, rack], 1, 3);
    for t in turns {
        let b = board_after(&table.board, &t.tiles);
        let left = rack_after(rack, &t.tiles);
        let v = t.total() - search.value(&b, [&other, &left], 0, 3);
        if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
            best = Some((v, t));
        }
    }
    match best {
        Some((v, t)) if v >= pass_value => Plan::Turn(t),
        _ => Plan::Pass,
    }
}

/// Whether the player takes the extra tile offered after an operation square: always, except
/// that the Strong and Unbeatable players decline it when it would spoil a 7-tile turn in
/// progress or when the bag is nearly empty and full of big tiles.
pub fn wants_extra(table: &Table, seat: usize, strength: Strength, planned_left: usize) -> bool {
    if strength < Strength::Strong {
        return true;
    }
    let placed = table.turn.placed.len();
    if planned_left + placed >= BONUS_TILES && table.rack(seat).len() == planned_left {
        return false;
    }
    let bag = table.bag.contents();
    if bag.len() <= 8 && !bag.is_empty() {
        let avg = bag.iter().map(|&v| u32::from(v)).sum::<u32>() / bag.len() as u32;
        return avg < 20;
    }
    true
}

/// Plays the whole turn of the current seat at `strength`: tiles, the extra-tile answers (and a
/// new plan after an extra tile), then the end of the turn, an exchange or a pass. Returns the
/// events.
pub fn play_turn(table: &mut Table, strength: Strength, seed: u64) -> Vec<TurnEvent> {
    let seat = table.current;
    let mut events = Vec::new();
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..16 {
        if table.is_over() || table.current != seat {
            return events;
        }
        match choose(table, seat, strength, rng.derive_seed()) {
            Plan::Turn(turn) if !turn.tiles.is_empty() => {
                let mut took_extra = false;
                let n = turn.tiles.len();
                for (k, &(cell, value)) in turn.tiles.iter().enumerate() {
                    match table.apply(seat, Action::Place { value, cell }) {
                        Ok(ev) => events.extend(ev),
                        Err(_) => break,
                    }
                    if table.turn.extra_pending {
                        let take = wants_extra(table, seat, strength, n - k - 1);
                        let answer = if take {
                            Action::TakeExtra
                        } else {
                            Action::DeclineExtra
                        };
                        took_extra |= take;
                        if let Ok(ev) = table.apply(seat, answer) {
                            events.extend(ev);
                        }
                    }
                }
                if took_extra || matches!(strength, Strength::Casual | Strength::Beginner) {
                    continue;
                }
                break;
            }
            Plan::Exchange(tiles) => {
                if let Ok(ev) = table.apply(seat, Action::Exchange(tiles)) {
                    events.extend(ev);
                    return events;
                }
                break;
            }
            Plan::Turn(_) | Plan::Pass => break,
        }
    }
    if table.turn.extra_pending {
        if let Ok(ev) = table.apply(seat, Action::DeclineExtra) {
            events.extend(ev);
        }
    }
    if let Ok(ev) = table.apply(seat, Action::Pass) {
        events.extend(ev);
    }
    events
}

/// Turns in a row without a placement after which computer players agree to end the game, per
/// player (they would otherwise exchange and pass for ever on a board that takes nothing).
pub const STALL_ROUNDS: u32 = 3;

/// Whether the computer players at the table agree to end the game now: when nobody has placed
/// a tile for [`STALL_ROUNDS`] rounds.
pub fn stalled(table: &Table) -> bool {
    table.quiet_turns >= STALL_ROUNDS * table.players() as u32
}

/// Plays a game of computer players to its end (or `max_turns` turns): seat `i` plays at
/// `strengths[i]`. `watch` sees the table before every turn. Every turn's seed derives from
/// `seed`, so the same call replays the same game. Returns the turns played.
pub fn play_out(
    table: &mut Table,
    strengths: &[Strength],
    seed: u64,
    max_turns: u32,
    mut watch: impl FnMut(&Table),
) -> u32 {
    let mut rng = GameRng::from_seed(seed);
    let mut turns = 0;
    while !table.is_over() && turns < max_turns {
        if stalled(table) {
            for s in 0..table.players() {
                let _ = table.apply(s, Action::AgreeEnd);
            }
            break;
        }
        watch(table);
        let strength = strengths
            .get(table.current)
            .copied()
            .unwrap_or(Strength::Casual);
        play_turn(table, strength, rng.derive_seed());
        turns += 1;
    }
    turns
}
