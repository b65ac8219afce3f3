//! The fast move generator agrees with the slow reference (`support/mathable_reference.rs`) on
//! positions from seeded self-play: every single placement of the player's rack, and every full
//! turn (every set of placements some order makes legal, with the best order's points).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::mathable_reference as reference;

use tuffest_core::kit::Strength;
use tuffest_core::mathable::play_out;
use tuffest_core::mathable::{full_turns, single_placements, Board, FirstPlayer, Table};

/// 1,000 positions (board, rack of the player to move) from seeded self-play games of every
/// strength, made once for both tests.
fn positions() -> &'static [(Board, Vec<u8>)] {
    static POSITIONS: std::sync::OnceLock<Vec<(Board, Vec<u8>)>> = std::sync::OnceLock::new();
    POSITIONS.get_or_init(|| make_positions(1000))
}

fn make_positions(wanted: usize) -> Vec<(Board, Vec<u8>)> {
    let mut out = Vec::new();
    let mut seed = 1000u64;
    while out.len() < wanted {
        let players = 2 + (seed % 3) as usize;
        let strengths: Vec<Strength> = (0..players)
            .map(|i| Strength::ALL[(seed as usize + i) % 4])
            .collect();
        let mut t = Table::new(players, seed, FirstPlayer::Random);
        play_out(&mut t, &strengths, seed, 400, |t| {
            out.push((t.board.clone(), t.rack(t.current).to_vec()));
        });
        seed += 1;
    }
    out.truncate(wanted);
    out
}

#[test]
fn single_placements_agree_with_the_reference_on_1000_positions() {
    let ps = positions();
    let mut nonempty = 0;
    for (i, (board, rack)) in ps.iter().enumerate() {
        let fast: Vec<(u8, u8, u8, i64)> = single_placements(board, rack)
            .into_iter()
            .map(|p| (p.cell.row, p.cell.col, p.value, p.points))
            .collect();
        let mut fast = fast;
        fast.sort();
        let slow = reference::single(board, rack);
        assert_eq!(fast, slow, "position {i}\n{board}rack {rack:?}");
        nonempty += usize::from(!slow.is_empty());
    }
    assert!(
        nonempty > 500,
        "most positions have placements ({nonempty})"
    );
}

#[test]
fn full_turns_agree_with_the_reference_on_1000_positions() {
    let ps = positions();
    let mut compared = 0;
    let start = std::time::Instant::now();
    let mut multi = 0;
    for (i, (board, rack)) in ps.iter().enumerate() {
        let Some(slow) = reference::full(board, rack, 200_000) else {
            continue;
        };
        let fast = full_turns(board, rack, 0, 1_000_000);
        assert!(fast.complete);
        let mut got = std::collections::BTreeMap::new();
        for t in &fast.turns {
            let mut key: Vec<(u8, u8, u8)> =
                t.tiles.iter().map(|(c, v)| (c.row, c.col, *v)).collect();
            key.sort();
            assert!(got.insert(key, t.points).is_none(), "one entry per set");
            // The order given is legal and scores what it says.
            let mut b = board.clone();
            let mut sum = 0;
            for &(cell, v) in &t.tiles {
                sum += reference::points(&b, i32::from(cell.row), i32::from(cell.col), v)
                    .expect("legal order");
                b.set(cell, Some(v));
            }
            assert_eq!(sum, t.points);
        }
        assert_eq!(got, slow, "position {i}\n{board}rack {rack:?}");
        compared += 1;
        multi += usize::from(slow.keys().any(|k| k.len() >= 3));
    }
    eprintln!("compared {compared} in {:?}", start.elapsed());
    assert!(compared >= 1000, "compared {compared}");
    assert!(
        multi > 50,
        "positions with turns of 3 tiles or more: {multi}"
    );
}
