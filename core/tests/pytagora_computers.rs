//! Whole computer-against-computer games of Pytagora: every piece accounted for after each
//! move (the save's own check), scores equal to the points laid less the penalties, a winner
//! at or above the target.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::crossword::pytagora::{Detail, FirstPlayer, Pytagora, Settings};
use tuffest_core::kit::{Event, Game, Seat, Strength};

fn whole_game(seed: u64, strengths: &[Strength]) -> Pytagora {
    let seats = strengths
        .iter()
        .enumerate()
        .map(|(i, s)| Seat::computer(format!("CPU {i}"), *s))
        .collect();
    let settings = Settings {
        first: FirstPlayer::Random,
        seed,
        ..Settings::default()
    };
    let mut g = Pytagora::start(settings, seats, 0).unwrap();
    let mut totals = vec![0i64; strengths.len()];
    let mut now = 0;
    for _ in 0..400 {
        if g.outcome().is_some() {
            break;
        }
        now += 1_500;
        for e in g.tick(now) {
            match e {
                Event::Game(Detail::Laid { seat, points, .. }) => totals[seat as usize] += points,
                Event::Game(Detail::Exchanged { seat, penalty }) => {
                    totals[seat as usize] -= penalty
                }
                _ => {}
            }
        }
        // The save's check: board + bag + racks + pool are the 126 pieces.
        assert!(Pytagora::restore(g.snapshot(now)).is_ok(), "seed {seed}");
        assert_eq!(g.table().scores, totals, "seed {seed}");
    }
    let o = g.outcome().expect("the game ends");
    assert!(o.finished);
    for w in &o.winners {
        assert!(o.scores[*w as usize] >= 35 || g.table().idle > 0);
    }
    g
}

#[test]
fn computers_play_whole_games_with_consistent_bags_and_scores() {
    let g = whole_game(1, &[Strength::Unbeatable, Strength::Beginner]);
    assert!(g.table().laid.len() >= 3);
    whole_game(2, &[Strength::Strong, Strength::Casual, Strength::Beginner]);
    whole_game(
        3,
        &[
            Strength::Casual,
            Strength::Strong,
            Strength::Unbeatable,
            Strength::Beginner,
        ],
    );
}

#[test]
fn the_strongest_beats_the_weakest_more_often() {
    let mut wins = 0;
    for seed in 10..14 {
        let g = whole_game(seed, &[Strength::Unbeatable, Strength::Beginner]);
        if g.outcome().unwrap().winners == vec![0] {
            wins += 1;
        }
    }
    assert!(wins >= 3, "Unbeatable won {wins} of 4");
}
