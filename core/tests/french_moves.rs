//! The French game's move generator against a slow, obviously correct reference: every
//! stretch of every line, every arrangement of the rack's tiles in its empty squares, each
//! judged by the rules' own `check_lay`. They must find the same plays with the same points.
//! The transformations' generator: every one it finds passes `check_transform`, its budget
//! holds, and the strong computers take a transformation when it is the best play.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::crossword_reference::windows;
use std::collections::BTreeMap;
use tuffest_core::crossword::board::{Board, Direction, Placement};
use tuffest_core::crossword::french::{
    any_lay, any_transformation, check_lay, check_transform, choose_play, french_set, gains_tiles,
    generate, keep_value, lays_for, transformations, transformations_for, worth, Choice, Lay,
    Layout, Transformation, BONUS, KEEP_MOST,
};
use tuffest_core::crossword::pieces::{parse_pieces, text_of, Piece};
use tuffest_core::kit::grid::Cell;
use tuffest_core::kit::Strength;
use tuffest_core::rng::GameRng;

type Plays = BTreeMap<Vec<(Cell, Piece)>, i64>;

fn arrangements(
    rack: &[Piece],
    k: usize,
    out: &mut Vec<Vec<Piece>>,
    cur: &mut Vec<Piece>,
    used: &mut Vec<bool>,
) {
    if cur.len() == k {
        out.push(cur.clone());
        return;
    }
    for i in 0..rack.len() {
        if used[i] {
            continue;
        }
        used[i] = true;
        cur.push(rack[i]);
        arrangements(rack, k, out, cur, used);
        cur.pop();
        used[i] = false;
    }
}

fn reference(board: &Board, rack: &[Piece]) -> Plays {
    let mut plays = Plays::new();
    let mut by_k: Vec<Vec<Vec<Piece>>> = Vec::new();
    for k in 0..=rack.len() {
        let mut out = Vec::new();
        arrangements(
            rack,
            k,
            &mut out,
            &mut Vec::new(),
            &mut vec![false; rack.len()],
        );
        by_k.push(out);
    }
    for (start, dir, cells) in windows(board) {
        let len = cells.len();
        let empties: Vec<usize> = (0..len)
            .filter(|i| board.piece(cells[*i]).is_none())
            .collect();
        if empties.is_empty() || empties.len() > rack.len() {
            continue;
        }
        for arr in &by_k[empties.len()] {
            let mut pieces: Vec<Piece> = cells
                .iter()
                .map(|c| board.piece(*c).unwrap_or(Piece::Equals))
                .collect();
            for (slot, p) in empties.iter().zip(arr) {
                pieces[*slot] = *p;
            }
            let placement = Placement { start, dir, pieces };
            if let Ok(c) = check_lay(board, Layout::Plain, &placement) {
                let mut key = c.new.clone();
                key.sort();
                plays.insert(key, c.points);
            }
        }
    }
    plays
}

fn fast(board: &Board, rack: &[Piece]) -> Plays {
    let g = generate(board, Layout::Plain, rack, u64::MAX);
    assert!(!g.truncated);
    let mut plays = Plays::new();
    for l in g.lays {
        let mut key = l.new.clone();
        key.sort();
        assert!(plays.insert(key, l.points).is_none(), "each play once");
    }
    plays
}

fn draw(rng: &mut GameRng, tiles: &[Piece], n: usize) -> Vec<Piece> {
    (0..n)
        .map(|_| tiles[rng.below(tiles.len() as u32) as usize])
        .collect()
}

/// Positions from seeded play on a small board; returns how many were compared.
fn compare(size: u8, rack_len: usize, positions: usize, seed: u64, home_made: bool) -> usize {
    let tiles = french_set(0, home_made).tiles();
    let mut rng = GameRng::from_seed(seed);
    let mut compared = 0;
    let mut found_any = 0;
    while compared < positions {
        let mut board = Board::new(size, size);
        for _ in 0..12 {
            // Racks that can often play: an =, small digits, and one more tile of any kind.
            let mut rack = draw(&mut rng, &tiles, rack_len);
            if rng.below(4) != 0 {
                rack[0] = Piece::Equals;
            }
            for slot in rack.iter_mut().skip(1).take(rack_len.saturating_sub(2)) {
                if rng.below(2) == 0 {
                    *slot = Piece::Digit(rng.below(4) as u8);
                }
            }
            if rng.below(2) == 0 {
                rack[rack_len - 1] = rack[1];
            }
            let want = reference(&board, &rack);
            let got = fast(&board, &rack);
            assert_eq!(got, want, "board {board:?} rack {rack:?}");
            // "Can I play?" stops at the first lay: one of these, or none when there is none.
            let any = any_lay(&board, Layout::Plain, &rack, u64::MAX);
            assert!(!any.truncated);
            assert_eq!(any.lays.is_empty(), want.is_empty());
            compared += 1;
            if !got.is_empty() {
                found_any += 1;
                let keys: Vec<&Vec<(Cell, Piece)>> = got.keys().collect();
                let pick = keys[rng.below(keys.len() as u32) as usize];
                for (c, p) in pick {
                    board.set(*c, Some(*p));
                }
            }
            if compared >= positions {
                break;
            }
        }
    }
    assert!(
        found_any * 4 >= positions,
        "enough positions with plays: {found_any}"
    );
    compared
}

#[test]
fn the_generator_agrees_with_the_reference_on_small_boards() {
    let n = compare(7, 4, 700, 1, false) + compare(9, 3, 400, 2, false);
    assert!(n >= 1000);
}

/// Variant 5: brackets, powers and roots in the racks; the generator's early cuts (what may
/// start, follow and end a line) must not lose a play the rules' own check accepts.
#[test]
fn the_generator_agrees_with_the_reference_with_variant_5s_tiles() {
    assert_eq!(compare(7, 4, 300, 11, true), 300);
    // A rack that can only play with its brackets and power.
    let rack: Vec<Piece> = parse_pieces("(1+2)^2=9", true).expect("pieces");
    let found = generate(&Board::new(15, 15), Layout::Plain, &rack, u64::MAX);
    let texts: Vec<String> = found
        .lays
        .iter()
        .map(|l| text_of(&l.placement.pieces))
        .collect();
    assert!(texts.iter().any(|t| t == "(1+2)^2=9"), "{texts:?}");
    assert!(texts.iter().any(|t| t == "9=(1+2)^2"), "{texts:?}");
}

#[test]
fn every_play_on_the_full_board_is_legal() {
    let tiles = french_set(0, false).tiles();
    let mut rng = GameRng::from_seed(9);
    let mut board = Board::new(15, 15);
    for _ in 0..8 {
        let mut rack = draw(&mut rng, &tiles, 10);
        rack[0] = Piece::Equals;
        let g = generate(&board, Layout::Standard, &rack, 2_000_000);
        for l in &g.lays {
            let c = check_lay(&board, Layout::Standard, &l.placement).expect("legal");
            assert_eq!(c.points, l.points);
        }
        if let Some(l) = g.lays.iter().max_by_key(|l| l.points) {
            for (c, p) in &l.new {
                board.set(*c, Some(*p));
            }
        }
    }
    assert!(board.laid() > 10);
}

/// Visits 24 positions of seeded play on the 15 × 15 board with premiums (three games of eight
/// turns, the board growing by the best lay of a 7-tile rack), with the generator to draw the
/// rack to try there.
fn seeded_boards(seed: u64, mut visit: impl FnMut(&Board, &mut GameRng)) {
    let tiles = french_set(0, false).tiles();
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..3 {
        let mut board = Board::new(15, 15);
        for _ in 0..8 {
            visit(&board, &mut rng);
            let mut rack = draw(&mut rng, &tiles, 7);
            rack[0] = Piece::Equals;
            let lays = generate(&board, Layout::Standard, &rack, 300_000).lays;
            if let Some(l) = lays.iter().max_by_key(|l| l.points) {
                for (c, p) in &l.new {
                    board.set(*c, Some(*p));
                }
            }
        }
    }
}

/// The computers' search for the best lay (stretches that cannot reach the best found so far
/// skipped) finds every lay of the best worth that the search for every lay finds, for the
/// Strong computer (points) and the Unbeatable one (twice the points and the tiles kept), on
/// boards of seeded play with premiums; and it skips enough to try fewer tiles.
#[test]
fn the_computers_search_finds_every_best_lay_and_tries_fewer_tiles() {
    let tiles = french_set(0, false).tiles();
    let (mut every_nodes, mut aimed_nodes, mut compared) = (0, 0, 0);
    seeded_boards(21, |board, rng| {
        let mut rack = draw(rng, &tiles, 7);
        rack[0] = Piece::Equals;
        let every = generate(board, Layout::Standard, &rack, u64::MAX);
        every_nodes += every.nodes;
        for strength in [Strength::Strong, Strength::Unbeatable] {
            let value = |l: &Lay| worth(strength, &rack, l.points, &l.new);
            let best_of = |lays: &[Lay]| {
                let top = lays.iter().map(value).max();
                let mut best: Vec<_> = lays
                    .iter()
                    .filter(|l| Some(value(l)) == top)
                    .map(|l| (l.placement.clone(), l.points))
                    .collect();
                best.sort_by_key(|(p, _)| (p.start, p.dir == Direction::Down, p.pieces.clone()));
                best
            };
            let aimed = lays_for(board, Layout::Standard, &rack, strength, u64::MAX);
            assert!(!aimed.truncated);
            aimed_nodes += aimed.nodes;
            assert_eq!(
                best_of(&aimed.lays),
                best_of(&every.lays),
                "{strength:?} {rack:?}"
            );
            compared += 1;
        }
    });
    assert_eq!(compared, 48);
    // Each position was searched once for every lay and once for each computer.
    let every_twice = 2 * every_nodes;
    assert!(
        aimed_nodes * 2 < every_twice,
        "tiles tried: aimed {aimed_nodes}, every lay {every_twice}"
    );
}

/// The computers' search for the best transformation (members that cannot reach the best lay
/// or the best transformation found so far skipped) keeps every transformation of the best
/// worth that a search of every transformation finds, when it is worth at least the best lay,
/// for Strong and Unbeatable, on boards of seeded play with premiums; and it tries fewer tiles.
#[test]
fn the_computers_search_finds_every_best_transformation_and_tries_fewer_tiles() {
    let tiles = french_set(0, false).tiles();
    let (mut every_nodes, mut aimed_nodes, mut transformed) = (0, 0, 0);
    seeded_boards(33, |board, rng| {
        let rack = draw(rng, &tiles, 3);
        let lays = generate(board, Layout::Standard, &rack, u64::MAX).lays;
        let every = transformations(board, Layout::Standard, &rack, u64::MAX);
        every_nodes += every.nodes;
        for strength in [Strength::Strong, Strength::Unbeatable] {
            let value = |points: i64, new: &[(Cell, Piece)]| worth(strength, &rack, points, new);
            let floor = lays.iter().map(|l| value(l.points, &l.new)).max();
            // The transformations a computer would make that are worth the most, if that is at
            // least the best lay's worth.
            let best_of = |found: &[Transformation]| {
                let gaining = || found.iter().filter(|t| gains_tiles(t));
                let top = gaining().map(|t| value(t.points, &t.new)).max();
                let mut best: Vec<_> = gaining()
                    .filter(|t| Some(value(t.points, &t.new)) == top && top >= floor)
                    .map(|t| (t.transform.clone(), t.points))
                    .collect();
                best.sort_by_key(|(t, _)| (t.cell, t.member, t.pieces.clone()));
                best
            };
            let aimed =
                transformations_for(board, Layout::Standard, &rack, strength, u64::MAX, &lays);
            assert!(!aimed.truncated);
            aimed_nodes += aimed.nodes;
            let want = best_of(&every.found);
            assert_eq!(best_of(&aimed.found), want, "{strength:?} {rack:?}");
            transformed += usize::from(!want.is_empty());
        }
    });
    assert!(
        transformed >= 5,
        "positions where a transformation is best: {transformed}"
    );
    let every_twice = 2 * every_nodes;
    assert!(
        aimed_nodes * 10 < every_twice * 9,
        "tiles tried: aimed {aimed_nodes}, every transformation {every_twice}"
    );
}

/// The Unbeatable computer's value of the tiles kept never passes [`KEEP_MOST`] (the aimed
/// search's bound relies on it), and reaches it.
#[test]
fn the_tiles_kept_are_worth_at_most_keep_most() {
    let kinds = [Piece::Equals, Piece::Digit(3), Piece::Plus];
    let mut most = i64::MIN;
    // `keep_value` counts `=`, digits and the other grey tiles: every kept set of up to 12
    // tiles, by how many of each.
    for eq in 0..=12usize {
        for digits in 0..=12 - eq {
            for signs in 0..=12 - eq - digits {
                let kept: Vec<Piece> = [(kinds[0], eq), (kinds[1], digits), (kinds[2], signs)]
                    .iter()
                    .flat_map(|(p, n)| std::iter::repeat_n(*p, *n))
                    .collect();
                most = most.max(keep_value(&kept));
            }
        }
    }
    assert_eq!(most, KEEP_MOST);
}

fn across(text: &str, row: u8, col: u8) -> Placement {
    Placement {
        start: Cell::new(row, col),
        dir: Direction::Across,
        pieces: parse_pieces(text, true).expect("pieces"),
    }
}

#[test]
fn when_only_a_transformation_scores_the_strong_computers_find_it() {
    let mut board = Board::new(15, 15);
    board.place(&across("3+4=7", 7, 5)).expect("fits");
    let rack = parse_pieces("52+", true).expect("rack");
    // No `=` in hand and none to cross usefully: nothing can be laid.
    let lays = generate(&board, Layout::Standard, &rack, u64::MAX).lays;
    assert!(lays.is_empty(), "{lays:?}");
    assert!(any_lay(&board, Layout::Standard, &rack, u64::MAX)
        .lays
        .is_empty());
    let found = transformations(&board, Layout::Standard, &rack, u64::MAX);
    assert!(!found.truncated);
    // "Can I play?" says yes: not by a lay, by a transformation.
    let any = any_transformation(&board, Layout::Standard, &rack, u64::MAX);
    assert_eq!(any.found.len(), 1);
    assert!(!any.truncated);
    let texts: Vec<(usize, String)> = found
        .found
        .iter()
        .map(|t| (t.transform.member, text_of(&t.transform.pieces)))
        .collect();
    for want in [(0, "5+2"), (0, "2+5"), (1, "5+2"), (1, "2+5")] {
        assert!(
            texts.contains(&(want.0, want.1.to_string())),
            "{want:?} in {texts:?}"
        );
    }
    for strength in [Strength::Strong, Strength::Unbeatable] {
        let mut rng = GameRng::from_seed(3);
        let Some(Choice::Transform(i)) =
            choose_play(&lays, &found.found, &rack, strength, &mut rng)
        else {
            panic!("{strength:?} transforms");
        };
        // The best of those that leave more tiles on the board (so that games end).
        let best = found
            .found
            .iter()
            .filter(|t| gains_tiles(t))
            .map(|t| t.points)
            .max();
        assert!(gains_tiles(&found.found[i]));
        assert_eq!(Some(found.found[i].points), best);
        let c =
            check_transform(&board, Layout::Standard, &found.found[i].transform).expect("legal");
        assert!(c.points >= BONUS);
    }
    // The weaker computers only lay: with nothing to lay they pass or exchange.
    let mut rng = GameRng::from_seed(3);
    assert_eq!(
        choose_play(&lays, &found.found, &rack, Strength::Casual, &mut rng),
        None
    );
    // A transformation scores more than a lay: the strong computer prefers it.
    let mut rack = rack;
    rack.push(Piece::Equals);
    let lays = generate(&board, Layout::Standard, &rack, u64::MAX).lays;
    let found = transformations(&board, Layout::Standard, &rack, u64::MAX).found;
    let best_lay = lays.iter().map(|l| l.points).max().unwrap_or(0);
    let best_change = found
        .iter()
        .filter(|t| gains_tiles(t))
        .map(|t| t.points)
        .max()
        .unwrap_or(0);
    let mut rng = GameRng::from_seed(5);
    let choice = choose_play(&lays, &found, &rack, Strength::Strong, &mut rng);
    match best_change.cmp(&best_lay) {
        std::cmp::Ordering::Greater => assert!(matches!(choice, Some(Choice::Transform(_)))),
        std::cmp::Ordering::Less => assert!(matches!(choice, Some(Choice::Lay(_)))),
        // A tie: either is the best score.
        std::cmp::Ordering::Equal => assert!(choice.is_some()),
    }
    let picked = match choice {
        Some(Choice::Transform(i)) => found[i].points,
        Some(Choice::Lay(i)) => lays[i].points,
        None => 0,
    };
    assert_eq!(
        picked,
        best_change.max(best_lay),
        "the strong computer takes the best score"
    );
}

#[test]
fn every_transformation_found_is_legal_and_the_budget_holds() {
    let tiles = french_set(0, false).tiles();
    let mut rng = GameRng::from_seed(11);
    let mut board = Board::new(15, 15);
    let mut total = 0;
    for turn in 0..10 {
        let mut rack = draw(&mut rng, &tiles, 10);
        rack[0] = Piece::Equals;
        let found = transformations(&board, Layout::Standard, &rack, 300_000);
        assert!(found.nodes <= 300_000 + 64, "{}", found.nodes);
        for t in &found.found {
            let c = check_transform(&board, Layout::Standard, &t.transform).expect("legal");
            assert_eq!(c.points, t.points);
            assert_eq!(c.new, t.new);
            assert_eq!(c.removed, t.removed);
            let mut left = rack.clone();
            for (_, p) in &t.new {
                let i = left.iter().position(|q| q == p).expect("from the rack");
                left.remove(i);
            }
        }
        total += found.found.len();
        // A small budget is cut short and says so.
        let small = transformations(&board, Layout::Standard, &rack, 50);
        assert!(small.nodes <= 50 + 64);
        if turn > 0 {
            assert!(small.truncated);
        }
        let g = generate(&board, Layout::Standard, &rack, 2_000_000);
        if let Some(l) = g.lays.iter().max_by_key(|l| l.points) {
            for (c, p) in &l.new {
                board.set(*c, Some(*p));
            }
        }
    }
    assert!(total > 0, "some transformation was found");
}

/// Every transformation of `rack` on `board` the slow way: every equation, every member, every
/// new member of every length from 1 to the old one's plus the rack's, each square any tile of
/// the rack or of the old member, judged by `check_transform` itself and kept when its new tiles
/// come from the rack. Keyed by (equation start, direction, member, new tiles).
type Changes = BTreeMap<(Cell, u8, usize, Vec<Piece>), i64>;

fn reference_transformations(board: &Board, rack: &[Piece]) -> Changes {
    let mut out = Changes::new();
    for dir in Direction::BOTH {
        for r in 0..board.rows() {
            for c in 0..board.cols() {
                let start = Cell::new(r, c);
                if board.piece(start).is_none()
                    || board
                        .step(start, dir, -1)
                        .and_then(|b| board.piece(b))
                        .is_some()
                {
                    continue;
                }
                let mut line = Vec::new();
                let mut at = Some(start);
                while let Some(p) = at.and_then(|x| board.piece(x)) {
                    line.push(p);
                    at = at.and_then(|x| board.step(x, dir, 1));
                }
                if line.len() < 2 {
                    continue;
                }
                let members: Vec<&[Piece]> = line.split(|p| *p == Piece::Equals).collect();
                for (m, old) in members.iter().enumerate() {
                    let mut alphabet: Vec<Piece> = rack.iter().chain(old.iter()).copied().collect();
                    alphabet.sort();
                    alphabet.dedup();
                    for len in 1..=old.len() + rack.len() {
                        let mut idx = vec![0usize; len];
                        loop {
                            let pieces: Vec<Piece> = idx.iter().map(|i| alphabet[*i]).collect();
                            let t = tuffest_core::crossword::french::Transform {
                                cell: start,
                                dir,
                                member: m,
                                pieces: pieces.clone(),
                            };
                            if let Ok(ch) = check_transform(board, Layout::Plain, &t) {
                                let mut left = rack.to_vec();
                                let from_rack = ch.new.iter().all(|(_, p)| {
                                    left.iter()
                                        .position(|q| q == p)
                                        .map(|i| left.remove(i))
                                        .is_some()
                                });
                                if from_rack {
                                    out.insert((start, dir as u8, m, pieces), ch.points);
                                }
                            }
                            // The next sequence, like an odometer.
                            let mut k = 0;
                            while k < len {
                                idx[k] += 1;
                                if idx[k] < alphabet.len() {
                                    break;
                                }
                                idx[k] = 0;
                                k += 1;
                            }
                            if k == len {
                                break;
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

#[test]
fn the_transformations_agree_with_the_slow_reference_on_small_boards() {
    let tiles = french_set(0, false).tiles();
    let mut rng = GameRng::from_seed(5);
    let (mut compared, mut with_changes, mut games) = (0, 0, 0);
    while compared < 150 && games < 200 {
        games += 1;
        let mut board = Board::new(7, 7);
        for _ in 0..6 {
            // Lay the best play of a rack that can often play, to build up equations.
            let mut lay_rack = draw(&mut rng, &tiles, 4);
            lay_rack[0] = Piece::Equals;
            for slot in lay_rack.iter_mut().skip(1) {
                if rng.below(2) == 0 {
                    *slot = Piece::Digit(rng.below(5) as u8);
                }
            }
            let g = generate(&board, Layout::Plain, &lay_rack, u64::MAX);
            let Some(l) = g.lays.iter().max_by_key(|l| (l.points, l.new.clone())) else {
                continue;
            };
            for (c, p) in &l.new {
                board.set(*c, Some(*p));
            }
            // A 2-tile rack of small digits and operators, the kind that transforms.
            let rack: Vec<Piece> = (0..2)
                .map(|_| match rng.below(3) {
                    0 => Piece::Digit(rng.below(10) as u8),
                    1 => Piece::Digit(rng.below(4) as u8),
                    _ => [Piece::Plus, Piece::Minus, Piece::Times, Piece::Equals]
                        [rng.below(4) as usize],
                })
                .collect();
            let want = reference_transformations(&board, &rack);
            let found = transformations(&board, Layout::Plain, &rack, u64::MAX);
            assert!(!found.truncated);
            let mut got = Changes::new();
            for t in &found.found {
                // The same transformation named from its equation's first square.
                let key_of = want
                    .keys()
                    .find(|(s, d, m, p)| {
                        *m == t.transform.member
                            && *d == t.transform.dir as u8
                            && *p == t.transform.pieces
                            && check_transform(
                                &board,
                                Layout::Plain,
                                &tuffest_core::crossword::french::Transform {
                                    cell: *s,
                                    ..t.transform.clone()
                                },
                            )
                            .is_ok_and(|c| c.new == t.new && c.removed == t.removed)
                    })
                    .cloned();
                let key = key_of.unwrap_or_else(|| {
                    panic!("{t:?} is not in the reference on {board:?} with {rack:?}")
                });
                assert!(got.insert(key, t.points).is_none(), "each once");
            }
            assert_eq!(got, want, "board {board:?} rack {rack:?}");
            // "Can I play?" stops at the first transformation: one of these, or none when
            // there is none.
            let any = any_transformation(&board, Layout::Plain, &rack, u64::MAX);
            assert!(!any.truncated);
            assert_eq!(any.found.len(), usize::from(!want.is_empty()));
            if let Some(t) = any.found.first() {
                assert!(found.found.iter().any(|f| f.transform == t.transform));
                assert!(any.nodes <= found.nodes);
            }
            compared += 1;
            if !want.is_empty() {
                with_changes += 1;
            }
        }
    }
    assert!(compared >= 150, "{compared} positions");
    assert!(
        with_changes * 5 >= compared,
        "enough positions with transformations: {with_changes}"
    );
}

/// A member with more than five empty squares is not tabled whole: its terms are looked up by
/// value (a number's digits from the value it must have, a term split at its last `×` or `÷`).
/// Plays that need such a member are still found, the looked-up side first or last.
#[test]
fn plays_with_long_members_looked_up_by_value_are_found() {
    let rack: Vec<Piece> = parse_pieces("2×3.05=6.1", true).expect("pieces");
    let found = generate(&Board::new(15, 15), Layout::Plain, &rack, u64::MAX);
    assert!(!found.truncated);
    let lines: Vec<Vec<Piece>> = found
        .lays
        .iter()
        .map(|l| l.placement.pieces.clone())
        .collect();
    for want in ["2×3.05=6.1", "6.1=2×3.05", "3.05×2=6.1", "6.1=3.05×2"] {
        let want = parse_pieces(want, true).expect("pieces");
        assert!(lines.contains(&want), "{}", text_of(&want));
    }
    for l in &found.lays {
        let c = check_lay(&Board::new(15, 15), Layout::Plain, &l.placement).expect("legal");
        assert_eq!(c.points, l.points);
    }
}
