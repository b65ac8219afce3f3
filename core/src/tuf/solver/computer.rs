//! Computer players (being written).
/// Strength.
pub enum Strength {}
/// Table.
pub struct TableState;
/// Player.
pub struct ComputerPlayer;
