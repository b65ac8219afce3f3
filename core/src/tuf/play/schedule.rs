//! The timers of a TUF round and which one each declaration sets.
//!
//! The rulebook: red (3 min) for TUF, yellow (2 min) for TUFFER, blue (1 min) for TUFFEST and
//! after; for faster games yellow for TUF and blue for the rest, or blue for all; timers may be
//! combined for longer intervals. When a declaration re-uses the timer that is still running
//! (blue after blue), "the fractional remaining time is allowed to run" and then a full turn:
//! the window is what remains plus the full length. A different timer starts afresh.
//!
//! [`RoundClock`] wraps the shared [`Countdown`] (which it does not change) with that rule and
//! with the kind of timer running, so the view can show its colour.

use crate::timer::{Countdown, TimerEvent};
use serde::{Deserialize, Serialize};

/// One minute in milliseconds.
pub const MINUTE_MS: u64 = 60_000;

/// Which timer runs (its colour on screen).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TimerKind {
    /// The red timer, 3 minutes.
    Red,
    /// The yellow timer, 2 minutes.
    Yellow,
    /// The blue timer, 1 minute.
    Blue,
    /// Several timers combined into one longer window (the schedule says which).
    Combined,
    /// The round's own limit (solitaire, a pass-and-play turn, or the opening limit before
    /// anyone declares).
    Limit,
}

impl TimerKind {
    /// The length of a single red, yellow or blue timer (0 for the others, whose length
    /// comes from the schedule or the round).
    pub fn standard_ms(self) -> u64 {
        match self {
            TimerKind::Red => 3 * MINUTE_MS,
            TimerKind::Yellow => 2 * MINUTE_MS,
            TimerKind::Blue => MINUTE_MS,
            TimerKind::Combined | TimerKind::Limit => 0,
        }
    }

    /// A lowercase name for the view (`red`, `yellow`, `blue`, `combined`, `limit`).
    pub fn name(self) -> &'static str {
        match self {
            TimerKind::Red => "red",
            TimerKind::Yellow => "yellow",
            TimerKind::Blue => "blue",
            TimerKind::Combined => "combined",
            TimerKind::Limit => "limit",
        }
    }
}

/// Which timer each declaration sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufTimerSchedule"))]
pub enum TimerSchedule {
    /// Red for TUF, yellow for TUFFER, blue for TUFFEST and after (the rulebook's suggestion).
    Standard,
    /// Yellow for TUF, blue for TUFFER and after.
    Faster,
    /// Blue for every declaration.
    BlueOnly,
    /// The chosen timers run one after the other as one window for every declaration
    /// (red + yellow = 5 minutes).
    Combined {
        /// Include the red timer (3 min).
        red: bool,
        /// Include the yellow timer (2 min).
        yellow: bool,
        /// Include the blue timer (1 min).
        blue: bool,
    },
}

impl TimerSchedule {
    /// The timer the declaration numbered `index` sets (0 = TUF, 1 = TUFFER, …).
    pub fn timer_for(self, index: usize) -> TimerKind {
        match self {
            TimerSchedule::Standard => match index {
                0 => TimerKind::Red,
                1 => TimerKind::Yellow,
                _ => TimerKind::Blue,
            },
            TimerSchedule::Faster => {
                if index == 0 {
                    TimerKind::Yellow
                } else {
                    TimerKind::Blue
                }
            }
            TimerSchedule::BlueOnly => TimerKind::Blue,
            TimerSchedule::Combined { .. } => TimerKind::Combined,
        }
    }

    /// The full length of `kind` under this schedule (a combined window is the sum of its
    /// timers; an empty combination counts as blue, so no window is ever zero).
    pub fn length_ms(self, kind: TimerKind) -> u64 {
        match (self, kind) {
            (TimerSchedule::Combined { red, yellow, blue }, TimerKind::Combined) => {
                let sum = [
                    (red, TimerKind::Red),
                    (yellow, TimerKind::Yellow),
                    (blue, TimerKind::Blue),
                ]
                .iter()
                .filter(|(on, _)| *on)
                .map(|(_, k)| k.standard_ms())
                .sum::<u64>();
                if sum == 0 {
                    MINUTE_MS
                } else {
                    sum
                }
            }
            (_, kind) => kind.standard_ms().max(MINUTE_MS),
        }
    }
}

/// The one clock of a round: which timer runs and its countdown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundClock {
    kind: Option<TimerKind>,
    countdown: Option<Countdown>,
}

impl Default for RoundClock {
    fn default() -> Self {
        RoundClock::new()
    }
}

impl RoundClock {
    /// No timer running (before anyone declares).
    pub fn new() -> RoundClock {
        RoundClock {
            kind: None,
            countdown: None,
        }
    }

    /// Sets timer `kind` of `length_ms` at `now_ms` and returns the window it gives: when the
    /// same kind is still running, the rest of it plus a full turn; otherwise the full length.
    pub fn set(&mut self, now_ms: u64, kind: TimerKind, length_ms: u64) -> u64 {
        match (&mut self.countdown, self.kind) {
            (Some(c), Some(k)) if k == kind && c.is_started() && !c.is_expired(now_ms) => {
                c.extend(now_ms, length_ms);
                c.remaining_ms(now_ms)
            }
            _ => {
                let mut c = Countdown::new(length_ms);
                c.start(now_ms);
                self.countdown = Some(c);
                self.kind = Some(kind);
                length_ms
            }
        }
    }

    /// Stops and forgets the timer.
    pub fn clear(&mut self) {
        self.kind = None;
        self.countdown = None;
    }

    /// The kind of timer running or run out, if any.
    pub fn kind(&self) -> Option<TimerKind> {
        self.kind
    }

    /// Time left at `now_ms` (`None` when no timer is set).
    pub fn remaining_ms(&self, now_ms: u64) -> Option<u64> {
        self.countdown.as_ref().map(|c| c.remaining_ms(now_ms))
    }

    /// The full length of the current window.
    pub fn window_ms(&self) -> Option<u64> {
        self.countdown.as_ref().map(Countdown::duration_ms)
    }

    /// When the window ends, as a clock reading (`None` when no timer runs or it is paused).
    pub fn ends_at(&self, now_ms: u64) -> Option<u64> {
        let c = self.countdown.as_ref()?;
        c.is_running()
            .then(|| now_ms.saturating_add(c.remaining_ms(now_ms)))
    }

    /// Whether the timer has run out (as of the last poll or at `now_ms`).
    pub fn is_expired(&self, now_ms: u64) -> bool {
        self.countdown
            .as_ref()
            .is_some_and(|c| c.is_expired(now_ms))
    }

    /// Pauses the timer (the app went to the background).
    pub fn pause(&mut self, now_ms: u64) {
        if let Some(c) = &mut self.countdown {
            c.pause(now_ms);
        }
    }

    /// Resumes the timer.
    pub fn resume(&mut self, now_ms: u64) {
        if let Some(c) = &mut self.countdown {
            c.resume(now_ms);
        }
    }

    /// The timer's events due at `now_ms` (each once).
    pub fn poll(&mut self, now_ms: u64) -> Vec<TimerEvent> {
        self.countdown
            .as_mut()
            .map(|c| c.poll(now_ms))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedules_follow_the_rulebook() {
        let s = TimerSchedule::Standard;
        let kinds: Vec<TimerKind> = (0..4).map(|i| s.timer_for(i)).collect();
        assert_eq!(
            kinds,
            vec![
                TimerKind::Red,
                TimerKind::Yellow,
                TimerKind::Blue,
                TimerKind::Blue
            ]
        );
        assert_eq!(TimerSchedule::Faster.timer_for(0), TimerKind::Yellow);
        assert_eq!(TimerSchedule::Faster.timer_for(1), TimerKind::Blue);
        assert_eq!(TimerSchedule::BlueOnly.timer_for(0), TimerKind::Blue);
        assert_eq!(s.length_ms(TimerKind::Red), 180_000);
        let c = TimerSchedule::Combined {
            red: true,
            yellow: true,
            blue: false,
        };
        assert_eq!(c.length_ms(c.timer_for(3)), 300_000);
    }

    #[test]
    fn same_timer_runs_its_rest_then_a_full_turn() {
        let mut clock = RoundClock::new();
        assert_eq!(clock.set(0, TimerKind::Blue, 60_000), 60_000);
        // Blue again after 45 s: 15 s left + a full minute.
        assert_eq!(clock.set(45_000, TimerKind::Blue, 60_000), 75_000);
        assert_eq!(clock.remaining_ms(45_000), Some(75_000));
        // A different timer: its own length.
        assert_eq!(clock.set(50_000, TimerKind::Red, 180_000), 180_000);
        assert_eq!(clock.kind(), Some(TimerKind::Red));
    }

    #[test]
    fn pause_keeps_the_window() {
        let mut clock = RoundClock::new();
        clock.set(1_000, TimerKind::Yellow, 120_000);
        clock.pause(61_000);
        assert_eq!(clock.ends_at(500_000), None);
        clock.resume(500_000);
        assert_eq!(clock.remaining_ms(500_000), Some(60_000));
        assert_eq!(clock.ends_at(500_000), Some(560_000));
        assert_eq!(clock.poll(560_000), vec![TimerEvent::Expired]);
        assert!(clock.is_expired(560_000));
    }
}
