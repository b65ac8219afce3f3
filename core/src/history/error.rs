//! Typed errors of the history store. Every message reads as a sentence that the apps can show.

use std::path::PathBuf;

/// Why a player name was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// The name is empty, or only spaces.
    #[error("the name is empty")]
    Empty,
    /// The name has more characters than allowed.
    #[error("the name has {length} characters, but at most {max} are allowed")]
    TooLong {
        /// Characters (Unicode scalar values) after trimming and collapsing spaces.
        length: u32,
        /// The largest allowed number of characters.
        max: u32,
    },
    /// The name holds an invisible control character.
    #[error("the name holds an invisible control character at position {position}")]
    ControlCharacter {
        /// Position (counted in characters, from 1) after trimming and collapsing spaces.
        position: u32,
    },
}

/// Why a match record was refused before anything was written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    /// The game id is not a short lowercase word.
    #[error("the game id {game:?} is not a short lowercase word (letters, digits, '-' or '_', 1 to 32 characters)")]
    BadGameId {
        /// The refused game id.
        game: String,
    },
    /// A text field is longer than allowed.
    #[error("the {field} has {length} characters, but at most {max} are allowed")]
    TextTooLong {
        /// Which field, in words (for example "variant" or "equation of player 2 in round 3").
        field: String,
        /// Its length in characters.
        length: u32,
        /// The largest allowed length.
        max: u32,
    },
    /// The settings are not valid JSON.
    #[error("the settings are not valid JSON: {reason}")]
    BadSettings {
        /// What the JSON parser said.
        reason: String,
    },
    /// A time or duration is negative.
    #[error("the {field} is negative ({value})")]
    NegativeTime {
        /// Which field, in words.
        field: String,
        /// The refused value.
        value: i64,
    },
    /// The match has no players or too many.
    #[error("a match needs 1 to {max} players, but this one has {count}")]
    PlayerCount {
        /// Number of players given.
        count: u32,
        /// The largest allowed number of players.
        max: u32,
    },
    /// A player's name was refused.
    #[error("the name of player {seat} is not accepted: {error}")]
    BadName {
        /// Seat of the player, counted from 1.
        seat: u32,
        /// Why the name was refused.
        error: NameError,
    },
    /// A computer strength was given for a human, or is out of range.
    #[error("player {seat} has a computer strength that does not fit: {reason}")]
    BadStrength {
        /// Seat of the player, counted from 1.
        seat: u32,
        /// What is wrong, in words.
        reason: String,
    },
    /// The same player sits twice in one match.
    #[error("player {seat} is the same person as player {first_seat}")]
    DuplicatePlayer {
        /// Seat of the second occurrence, counted from 1.
        seat: u32,
        /// Seat of the first occurrence, counted from 1.
        first_seat: u32,
    },
    /// A round does not have exactly one entry per player.
    #[error("round {round} has {entries} entries, but the match has {players} players")]
    EntryCount {
        /// Round, counted from 1.
        round: u32,
        /// Entries given.
        entries: u32,
        /// Players in the match.
        players: u32,
    },
    /// The match has too many rounds.
    #[error("the match has {count} rounds, but at most {max} are allowed")]
    TooManyRounds {
        /// Rounds given.
        count: u32,
        /// The largest allowed number of rounds.
        max: u32,
    },
    /// A player's total does not equal the sum of their round scores.
    #[error("player {seat} has a total of {total}, but their rounds add up to {sum}")]
    TotalMismatch {
        /// Seat, counted from 1.
        seat: u32,
        /// The total given.
        total: i64,
        /// The sum of the player's round scores.
        sum: i64,
    },
    /// A winner is not a seat of this match, or is named twice.
    #[error("winner seat {seat} is not a player of this match or is named twice")]
    BadWinner {
        /// The refused seat index (counted from 0, as given).
        seat: u32,
    },
    /// An unfinished match names winners.
    #[error("an unfinished match cannot have winners")]
    WinnersOfUnfinished,
    /// A par was given for a match that is not solitaire.
    #[error("a par is only kept for solitaire games, but this match has {players} players")]
    ParWithoutSolitaire {
        /// Players in the match.
        players: u32,
    },
    /// A number is too large to keep (for example scores whose sum overflows).
    #[error("a number in the {field} is too large to keep")]
    NumberTooLarge {
        /// Which field, in words.
        field: String,
    },
}

/// An error of the history store.
#[derive(Debug, thiserror::Error)]
pub enum HistoryError {
    /// The path given for the history is a directory.
    #[error("the history file {path} is a folder, not a file")]
    NotAFile {
        /// The path given.
        path: PathBuf,
    },
    /// The history file could not be opened or created (missing folder, read-only place, no
    /// permission, full disk).
    #[error("the history file {path} cannot be opened for writing: {reason}")]
    CannotOpen {
        /// The path given.
        path: PathBuf,
        /// What the system said.
        reason: String,
    },
    /// A file operation failed while moving a damaged history aside.
    #[error("the damaged history file {path} could not be moved aside: {source}")]
    MoveAside {
        /// The file that could not be moved.
        path: PathBuf,
        /// The system error.
        #[source]
        source: std::io::Error,
    },
    /// The match record was refused; nothing was written.
    #[error("the match was not saved because {0}")]
    InvalidMatch(#[from] MatchError),
    /// A player name was refused.
    #[error("the player name is not accepted: {0}")]
    InvalidName(#[from] NameError),
    /// A saved match is incomplete or contradicts itself.
    #[error("the saved match {match_id} is damaged: {reason}")]
    DamagedMatch {
        /// The match id.
        match_id: i64,
        /// What is wrong, in words.
        reason: String,
    },
    /// The database reported an error.
    #[error("the history database failed: {0}")]
    Database(#[from] rusqlite::Error),
}

/// Result of history store operations.
pub type Result<T, E = HistoryError> = std::result::Result<T, E>;
