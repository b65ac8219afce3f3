//! The shared countdown timer model (Math Horseshoes' three minutes, later TUF's match clock).
//!
//! Pure: it never reads a clock. The shell passes `now_ms` from its monotonic clock to every
//! call. A paused timer keeps its remaining time (so backgrounding the app does not eat the
//! player's time); [`Countdown::poll`] reports [`TimerEvent::LastTenSeconds`] and
//! [`TimerEvent::Expired`] exactly once each.
//!
//! ```
//! use tuffest_core::timer::{Countdown, TimerEvent};
//! let mut t = Countdown::new(180_000);
//! t.start(1_000);
//! assert_eq!(t.remaining_ms(61_000), 120_000);
//! assert_eq!(t.poll(172_000), vec![TimerEvent::LastTenSeconds]);
//! assert_eq!(t.poll(181_000), vec![TimerEvent::Expired]);
//! assert!(t.poll(200_000).is_empty());
//! ```

use serde::{Deserialize, Serialize};

/// Something the timer reports once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimerEvent {
    /// Ten seconds or less remain.
    LastTenSeconds,
    /// No time remains.
    Expired,
}

/// When the last-ten-seconds warning fires.
pub const WARNING_MS: u64 = 10_000;

/// A countdown of `duration_ms`, started, paused and resumed by the shell's clock readings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Countdown {
    duration_ms: u64,
    /// Time used before the current running stretch.
    used_ms: u64,
    /// When the current running stretch began (`None` when not running).
    running_since: Option<u64>,
    started: bool,
    warned: bool,
    expired: bool,
}

impl Countdown {
    /// A countdown of `duration_ms`, not yet started.
    pub fn new(duration_ms: u64) -> Self {
        Countdown {
            duration_ms,
            used_ms: 0,
            running_since: None,
            started: false,
            warned: false,
            expired: false,
        }
    }

    /// The full duration.
    pub fn duration_ms(&self) -> u64 {
        self.duration_ms
    }

    /// Starts (or, if already started, does nothing).
    pub fn start(&mut self, now_ms: u64) {
        if !self.started {
            self.started = true;
            self.running_since = Some(now_ms);
        }
    }

    /// Whether it has been started.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// Whether it is running now (started, not paused, not run out).
    pub fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    fn used(&self, now_ms: u64) -> u64 {
        let stretch = self
            .running_since
            .map_or(0, |since| now_ms.saturating_sub(since));
        self.used_ms.saturating_add(stretch)
    }

    /// Time left at `now_ms` (0 when run out). A clock reading earlier than the last one
    /// counts as no time passing.
    pub fn remaining_ms(&self, now_ms: u64) -> u64 {
        self.duration_ms.saturating_sub(self.used(now_ms))
    }

    /// Whether no time remains at `now_ms`.
    pub fn is_expired(&self, now_ms: u64) -> bool {
        self.started && self.remaining_ms(now_ms) == 0
    }

    /// Pauses (the app went to the background). Does nothing when not running.
    pub fn pause(&mut self, now_ms: u64) {
        if self.running_since.is_some() {
            self.used_ms = self.used(now_ms);
            self.running_since = None;
        }
    }

    /// Resumes after [`Countdown::pause`]. Does nothing when not started or already running.
    pub fn resume(&mut self, now_ms: u64) {
        if self.started && self.running_since.is_none() && !self.expired {
            self.running_since = Some(now_ms);
        }
    }

    /// Whether it is paused (started, not running, time left).
    pub fn is_paused(&self) -> bool {
        self.started && self.running_since.is_none() && !self.expired
    }

    /// Adds time (the events may fire again if the new time crosses their thresholds).
    pub fn extend(&mut self, now_ms: u64, extra_ms: u64) {
        let remaining = self.remaining_ms(now_ms).saturating_add(extra_ms);
        self.set_remaining(now_ms, remaining);
    }

    /// Starts over with a new duration at `now_ms` (running).
    pub fn restart(&mut self, now_ms: u64, duration_ms: u64) {
        *self = Countdown::new(duration_ms);
        self.start(now_ms);
    }

    fn set_remaining(&mut self, now_ms: u64, remaining: u64) {
        self.used_ms = self.used(now_ms);
        if self.running_since.is_some() {
            self.running_since = Some(now_ms);
        }
        self.duration_ms = self.used_ms.saturating_add(remaining);
        if remaining > WARNING_MS {
            self.warned = false;
        }
        if remaining > 0 {
            self.expired = false;
        }
    }

    /// The events that became due since the last poll, each at most once.
    pub fn poll(&mut self, now_ms: u64) -> Vec<TimerEvent> {
        let mut out = Vec::new();
        if !self.started {
            return out;
        }
        let left = self.remaining_ms(now_ms);
        if left <= WARNING_MS && !self.warned && !self.expired {
            self.warned = true;
            if left > 0 {
                out.push(TimerEvent::LastTenSeconds);
            }
        }
        if left == 0 && !self.expired {
            self.expired = true;
            self.warned = true;
            self.used_ms = self.duration_ms;
            self.running_since = None;
            out.push(TimerEvent::Expired);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn not_started_keeps_full_time() {
        let mut t = Countdown::new(5_000);
        assert_eq!(t.remaining_ms(1_000_000), 5_000);
        assert!(t.poll(1_000_000).is_empty());
        assert!(!t.is_expired(1_000_000));
    }

    #[test]
    fn pause_keeps_true_time() {
        let mut t = Countdown::new(180_000);
        t.start(0);
        t.pause(60_000);
        assert!(t.is_paused());
        // Ten minutes in the background cost nothing.
        assert_eq!(t.remaining_ms(660_000), 120_000);
        t.resume(660_000);
        assert_eq!(t.remaining_ms(670_000), 110_000);
        t.pause(670_000);
        t.pause(900_000);
        t.resume(1_000_000);
        assert_eq!(t.remaining_ms(1_000_000), 110_000);
    }

    #[test]
    fn events_fire_once_each_even_when_skipped_over() {
        let mut t = Countdown::new(30_000);
        t.start(0);
        assert!(t.poll(19_999).is_empty());
        assert_eq!(t.poll(20_000), vec![TimerEvent::LastTenSeconds]);
        assert!(t.poll(25_000).is_empty());
        assert_eq!(t.poll(40_000), vec![TimerEvent::Expired]);
        assert!(t.poll(50_000).is_empty());
        let mut u = Countdown::new(30_000);
        u.start(0);
        assert_eq!(u.poll(99_000), vec![TimerEvent::Expired]);
        assert_eq!(u.remaining_ms(99_000), 0);
    }

    #[test]
    fn extend_and_restart() {
        let mut t = Countdown::new(30_000);
        t.start(0);
        assert_eq!(t.poll(25_000), vec![TimerEvent::LastTenSeconds]);
        t.extend(25_000, 20_000);
        assert_eq!(t.remaining_ms(25_000), 25_000);
        assert_eq!(t.poll(40_000), vec![TimerEvent::LastTenSeconds]);
        t.restart(100_000, 1_000);
        assert_eq!(t.remaining_ms(100_500), 500);
        assert_eq!(t.poll(101_000), vec![TimerEvent::Expired]);
    }

    #[test]
    fn backwards_clock_and_serde() {
        let mut t = Countdown::new(10_000);
        t.start(5_000);
        assert_eq!(t.remaining_ms(1_000), 10_000);
        let s = serde_json::to_string(&t).unwrap();
        let back: Countdown = serde_json::from_str(&s).unwrap();
        assert_eq!(back, t);
    }
}
