//! The words a declarer calls out: TUF, TUFFER, TUFFEST, MORE TUFFEST, MOST TUFFEST, …

/// The call for the declaration numbered `index` in a round (0 = the first).
///
/// The rulebook names five ("TUF", "TUFFER", "TUFFEST", "MORE TUFFEST", "MOST TUFFEST"); after
/// that the call is "MOST TUFFEST AGAIN".
///
/// ```
/// use tuffest_core::tuf::play::calls::call_word;
/// assert_eq!(call_word(0), "TUF");
/// assert_eq!(call_word(3), "MORE TUFFEST");
/// assert_eq!(call_word(9), "MOST TUFFEST AGAIN");
/// ```
pub fn call_word(index: usize) -> &'static str {
    match index {
        0 => "TUF",
        1 => "TUFFER",
        2 => "TUFFEST",
        3 => "MORE TUFFEST",
        4 => "MOST TUFFEST",
        _ => "MOST TUFFEST AGAIN",
    }
}

/// The call of a cutthroat challenge.
pub const CHALLENGE_CALL: &str = "TUF ERROR";
