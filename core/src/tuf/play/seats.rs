//! Where people sit around the device in table mode, and how each seat's half is rotated.

use super::config::{MatchConfig, PlayMode};

/// The rotation, in degrees clockwise, of the part of the screen facing seat `seat`.
///
/// Table mode: the first person sits at the bottom (0°), the second faces them (180°), the
/// third and fourth sit at the left (90°) and right (270°) of a tablet. Computer seats are not
/// at the device (0°). Pass-and-play turns the whole device, so every seat reads it at 0°.
pub fn rotation_degrees(config: &MatchConfig, seat: usize) -> u32 {
    if config.mode == PlayMode::PassAndPlay {
        return 0;
    }
    let Some(s) = config.seats.get(seat) else {
        return 0;
    };
    if s.is_computer() {
        return 0;
    }
    let place = config.seats[..seat]
        .iter()
        .filter(|s| !s.is_computer())
        .count();
    match place {
        0 => 0,
        1 => 180,
        2 => 90,
        _ => 270,
    }
}
