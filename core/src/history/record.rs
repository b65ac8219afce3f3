//! The plain records the apps pass to [`HistoryStore::record`](super::HistoryStore::record),
//! and their validation.

use super::error::MatchError;
use super::names::{clean_name, name_key};

/// Most players in one match.
pub const MAX_PLAYERS: u32 = 8;
/// Most rounds in one match.
pub const MAX_ROUNDS: u32 = 1000;
/// Longest variant string, in characters.
pub const MAX_VARIANT_CHARS: u32 = 64;
/// Longest round code (roll or puzzle code), in characters.
pub const MAX_CODE_CHARS: u32 = 256;
/// Longest equation text, in characters.
pub const MAX_EQUATION_CHARS: u32 = 256;
/// Longest settings JSON, in characters.
pub const MAX_SETTINGS_CHARS: u32 = 4096;

/// A match to record: finished, or abandoned (`finished == false`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FinishedMatch {
    /// The game id: a short lowercase word such as `"tuf"` or `"horseshoes"`.
    pub game: String,
    /// The game's variant, free text chosen by the game (may be empty).
    pub variant: String,
    /// The match settings as a JSON text (use `"{}"` for none).
    pub settings_json: String,
    /// When the match started, in Unix milliseconds, read by the app (the core never reads the
    /// clock).
    pub started_at_ms: i64,
    /// How long the match lasted, in milliseconds.
    pub duration_ms: i64,
    /// Whether the match was played to its end; abandoned matches are kept but do not count in
    /// statistics.
    pub finished: bool,
    /// The players, in seat order (seat 0 first).
    pub players: Vec<MatchPlayer>,
    /// The rounds, in order. Each round has one entry per player, in seat order. Games without
    /// rounds pass an empty list.
    pub rounds: Vec<RoundRecord>,
    /// Seats (counted from 0) of the winners; several on a tie, none when nobody won.
    pub winners: Vec<u32>,
    /// The par of a solitaire game (one player), if the game has one.
    pub par: Option<i64>,
}

/// One player of a match.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MatchPlayer {
    /// The name as typed; it is cleaned (see [`clean_name`]).
    pub name: String,
    /// Whether the computer played this seat.
    pub is_computer: bool,
    /// The computer's strength (0 to 100) when `is_computer`; `None` for humans.
    pub computer_strength: Option<i64>,
    /// The player's match total. When the match has rounds, it must equal the sum of the
    /// player's round scores.
    pub total: i64,
}

/// One round of a match.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RoundRecord {
    /// How long the round lasted, in milliseconds.
    pub duration_ms: i64,
    /// The roll or puzzle code of the round, in the game's text notation.
    pub code: String,
    /// One entry per player, in seat order.
    pub entries: Vec<RoundEntry>,
}

/// What one player did in one round.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RoundEntry {
    /// Points scored in the round.
    pub score: i64,
    /// The equation the player built, as players read it (TUF: normal notation, or the text
    /// notation when it does not read; Horseshoes: the rulebook's symbols); empty when none.
    pub equation: String,
    /// Whether the equation was accepted.
    pub valid: bool,
    /// Hints the player used in the round; any hint makes the player's match "assisted".
    pub hints_used: u32,
}

/// A match after validation: names cleaned, identity keys and assisted flags computed.
#[derive(Debug, Clone)]
pub(crate) struct ValidMatch {
    pub names: Vec<String>,
    pub keys: Vec<String>,
    pub assisted: Vec<bool>,
}

fn chars(text: &str) -> u32 {
    u32::try_from(text.chars().count()).unwrap_or(u32::MAX)
}

fn check_len(field: impl Into<String>, text: &str, max: u32) -> Result<(), MatchError> {
    let length = chars(text);
    if length > max {
        return Err(MatchError::TextTooLong {
            field: field.into(),
            length,
            max,
        });
    }
    Ok(())
}

fn check_time(field: &str, value: i64) -> Result<(), MatchError> {
    if value < 0 {
        return Err(MatchError::NegativeTime {
            field: field.to_owned(),
            value,
        });
    }
    Ok(())
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Whether `game` is an acceptable game id.
pub(crate) fn valid_game_id(game: &str) -> bool {
    (1..=32).contains(&game.len())
        && game
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

impl FinishedMatch {
    /// Checks the record without writing anything; the same checks run inside
    /// [`HistoryStore::record`](super::HistoryStore::record).
    pub fn validate(&self) -> Result<(), MatchError> {
        self.validated().map(|_| ())
    }

    pub(crate) fn validated(&self) -> Result<ValidMatch, MatchError> {
        if !valid_game_id(&self.game) {
            return Err(MatchError::BadGameId {
                game: self.game.clone(),
            });
        }
        check_len("variant", &self.variant, MAX_VARIANT_CHARS)?;
        check_len("settings", &self.settings_json, MAX_SETTINGS_CHARS)?;
        if let Err(e) = serde_json::from_str::<serde_json::Value>(&self.settings_json) {
            return Err(MatchError::BadSettings {
                reason: e.to_string(),
            });
        }
        check_time("start time", self.started_at_ms)?;
        check_time("duration", self.duration_ms)?;

        let players = count(self.players.len());
        if players == 0 || players > MAX_PLAYERS {
            return Err(MatchError::PlayerCount {
                count: players,
                max: MAX_PLAYERS,
            });
        }
        let mut names = Vec::with_capacity(self.players.len());
        let mut keys: Vec<String> = Vec::with_capacity(self.players.len());
        for (i, p) in self.players.iter().enumerate() {
            let seat = count(i + 1);
            let name = clean_name(&p.name).map_err(|error| MatchError::BadName { seat, error })?;
            match (p.is_computer, p.computer_strength) {
                (false, Some(_)) => {
                    return Err(MatchError::BadStrength {
                        seat,
                        reason: "a human player has no computer strength".into(),
                    })
                }
                (true, Some(s)) if !(0..=100).contains(&s) => {
                    return Err(MatchError::BadStrength {
                        seat,
                        reason: format!("{s} is not between 0 and 100"),
                    })
                }
                _ => {}
            }
            let key = name_key(&name);
            if let Some(first) = self.players[..i].iter().zip(&keys).position(|(q, k)| {
                *k == key
                    && q.is_computer == p.is_computer
                    && q.computer_strength == p.computer_strength
            }) {
                return Err(MatchError::DuplicatePlayer {
                    seat,
                    first_seat: count(first + 1),
                });
            }
            names.push(name);
            keys.push(key);
        }

        let rounds = count(self.rounds.len());
        if rounds > MAX_ROUNDS {
            return Err(MatchError::TooManyRounds {
                count: rounds,
                max: MAX_ROUNDS,
            });
        }
        let mut sums = vec![0i64; self.players.len()];
        let mut assisted = vec![false; self.players.len()];
        for (r, round) in self.rounds.iter().enumerate() {
            let rn = r + 1;
            check_time(&format!("duration of round {rn}"), round.duration_ms)?;
            check_len(format!("code of round {rn}"), &round.code, MAX_CODE_CHARS)?;
            if round.entries.len() != self.players.len() {
                return Err(MatchError::EntryCount {
                    round: count(rn),
                    entries: count(round.entries.len()),
                    players,
                });
            }
            for (s, entry) in round.entries.iter().enumerate() {
                check_len(
                    format!("equation of player {} in round {rn}", s + 1),
                    &entry.equation,
                    MAX_EQUATION_CHARS,
                )?;
                sums[s] =
                    sums[s]
                        .checked_add(entry.score)
                        .ok_or_else(|| MatchError::NumberTooLarge {
                            field: format!("scores of player {}", s + 1),
                        })?;
                assisted[s] |= entry.hints_used > 0;
            }
        }
        if !self.rounds.is_empty() {
            for (s, (p, sum)) in self.players.iter().zip(&sums).enumerate() {
                if p.total != *sum {
                    return Err(MatchError::TotalMismatch {
                        seat: count(s + 1),
                        total: p.total,
                        sum: *sum,
                    });
                }
            }
        }
        if !self.finished && !self.winners.is_empty() {
            return Err(MatchError::WinnersOfUnfinished);
        }
        for (i, w) in self.winners.iter().enumerate() {
            if *w >= players || self.winners[..i].contains(w) {
                return Err(MatchError::BadWinner { seat: *w });
            }
        }
        if self.par.is_some() && players != 1 {
            return Err(MatchError::ParWithoutSolitaire { players });
        }
        Ok(ValidMatch {
            names,
            keys,
            assisted,
        })
    }
}
