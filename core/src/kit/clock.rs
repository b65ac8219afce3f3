//! Game time: the shell's monotonic milliseconds in, the game's own milliseconds out, standing
//! still while the game is paused; and the moment a computer player will move.

use super::events::{Cue, Event};
use crate::rng::GameRng;

/// A game's clock. Time is the shell's monotonic milliseconds; the clock counts only the time
/// the game was running, so a pause (or the time between a save and its restore) costs nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GameClock {
    played_ms: u64,
    running_since: Option<u64>,
}

impl GameClock {
    /// A clock that starts running at `now_ms` from zero.
    pub fn running(now_ms: u64) -> GameClock {
        GameClock {
            played_ms: 0,
            running_since: Some(now_ms),
        }
    }

    /// A clock that has counted `played_ms` and runs on from `now_ms`.
    pub fn running_from(played_ms: u64, now_ms: u64) -> GameClock {
        GameClock {
            played_ms,
            running_since: Some(now_ms),
        }
    }

    /// A stopped clock that has counted `played_ms` (a restored game comes back paused).
    pub fn stopped(played_ms: u64) -> GameClock {
        GameClock {
            played_ms,
            running_since: None,
        }
    }

    /// Game time at `now_ms`.
    pub fn at(&self, now_ms: u64) -> u64 {
        (self.played_ms).saturating_add(self.running_since.map_or(0, |t| now_ms.saturating_sub(t)))
    }

    /// Whether the clock stands still.
    pub fn is_paused(&self) -> bool {
        self.running_since.is_none()
    }

    /// Stops the clock at `now_ms`: the [`Cue::Paused`] event, or nothing when it was stopped.
    pub fn pause<D>(&mut self, now_ms: u64) -> Vec<Event<D>> {
        if self.is_paused() {
            return Vec::new();
        }
        self.played_ms = self.at(now_ms);
        self.running_since = None;
        vec![Event::Cue(Cue::Paused)]
    }

    /// Starts the clock again at `now_ms`: the [`Cue::Resumed`] event, or nothing when it was
    /// running.
    pub fn resume<D>(&mut self, now_ms: u64) -> Vec<Event<D>> {
        if !self.is_paused() {
            return Vec::new();
        }
        self.running_since = Some(now_ms);
        vec![Event::Cue(Cue::Resumed)]
    }
}

/// How long a computer player seems to think before it moves: a seeded delay from `min_ms` to
/// `max_ms` (both included), so that a replay of the same game moves at the same moments.
pub fn thinking_delay(seed: u64, min_ms: u64, max_ms: u64) -> u64 {
    let span = max_ms.saturating_sub(min_ms).saturating_add(1);
    let span = u32::try_from(span).unwrap_or(u32::MAX);
    min_ms + u64::from(GameRng::from_seed(seed).below(span))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_time_stands_still_while_paused() {
        let mut clock = GameClock::running(1_000);
        assert_eq!(clock.at(1_500), 500);
        assert_eq!(clock.pause::<()>(1_700), vec![Event::Cue(Cue::Paused)]);
        assert!(clock.pause::<()>(1_800).is_empty());
        assert_eq!(clock.at(9_000), 700);
        assert_eq!(clock.resume::<()>(10_000), vec![Event::Cue(Cue::Resumed)]);
        assert!(clock.resume::<()>(10_001).is_empty());
        assert_eq!(clock.at(10_300), 1_000);
        assert_eq!(GameClock::stopped(42).at(99), 42);
        assert_eq!(GameClock::running_from(42, 100).at(150), 92);
    }

    #[test]
    fn thinking_delays_are_seeded_and_in_range() {
        for seed in 0..200 {
            let d = thinking_delay(seed, 600, 1_500);
            assert!((600..=1_500).contains(&d));
            assert_eq!(d, thinking_delay(seed, 600, 1_500));
        }
        assert_eq!(thinking_delay(7, 5, 5), 5);
        assert_ne!(
            (0..20).map(|s| thinking_delay(s, 0, 1_000)).min(),
            (0..20).map(|s| thinking_delay(s, 0, 1_000)).max()
        );
    }
}
