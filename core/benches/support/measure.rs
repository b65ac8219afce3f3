//! What every benchmark measures the same way: per-item times (the fastest of a few runs, as the
//! machine is shared), medians and worst cases, and peak memory; and the settings a run reads
//! from the environment.
#![allow(dead_code)]

use std::time::{Duration, Instant};

/// Each item's time, the fastest of `reps` runs: a run that loses the processor for a scheduler
/// slice (several ms) says nothing about the code measured.
pub fn time_each<T>(items: &[T], reps: usize, mut f: impl FnMut(&T)) -> Vec<Duration> {
    items
        .iter()
        .map(|item| {
            let mut fastest = Duration::MAX;
            for _ in 0..reps.max(1) {
                let t = Instant::now();
                f(item);
                fastest = fastest.min(t.elapsed());
            }
            fastest
        })
        .collect()
}

/// Milliseconds, as a float.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The median and the worst of `times`, in milliseconds (`NaN` when there are none).
pub fn median_worst(times: &[Duration]) -> (f64, f64) {
    if times.is_empty() {
        return (f64::NAN, f64::NAN);
    }
    let mut s = times.to_vec();
    s.sort();
    (ms(s[s.len() / 2]), ms(s[s.len() - 1]))
}

/// The process's peak resident memory (VmHWM) in KiB, where `/proc` tells it.
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The value the environment variable `name` sets for a run (a count, a budget, a seed), read
/// with `FromStr`; `None` when it is unset or does not read as one.
pub fn setting<T: std::str::FromStr>(name: &str) -> Option<T> {
    std::env::var(name).ok()?.parse().ok()
}
