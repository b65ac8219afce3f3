//! Share codes for set-ups of any size: bytes written in Crockford's base 32 (no I, L, O, U;
//! easy to read aloud), with a check character so that a mistyped code is refused rather than
//! read as another set-up.

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

fn digit(c: char) -> Option<u8> {
    let c = match c.to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|&a| char::from(a) == c)
        .map(|p| p as u8)
}

fn check(fives: &[u8]) -> u8 {
    let mut sum: u32 = 0;
    for (i, &d) in fives.iter().enumerate() {
        sum = (sum + u32::from(d) * (i as u32 % 7 + 1)) % 32;
    }
    sum as u8
}

/// Writes `bytes` as a share code (the last character is a check).
pub fn encode(bytes: &[u8]) -> String {
    let mut fives = Vec::with_capacity(bytes.len() * 8 / 5 + 2);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for &b in bytes {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            fives.push(((acc >> bits) & 31) as u8);
        }
    }
    if bits > 0 {
        fives.push(((acc << (5 - bits)) & 31) as u8);
    }
    fives.push(check(&fives));
    fives
        .iter()
        .map(|&d| char::from(ALPHABET[usize::from(d)]))
        .collect()
}

/// Reads a code written by [`encode`] (any case; spaces and hyphens ignored; `O` read as 0 and
/// `I`, `L` as 1), or `None` when a character is not in the alphabet or the check fails.
pub fn decode(code: &str) -> Option<Vec<u8>> {
    let mut fives: Vec<u8> = code
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(digit)
        .collect::<Option<_>>()?;
    let sum = fives.pop()?;
    if check(&fives) != sum || fives.len() > 4096 {
        return None;
    }
    let mut bytes = Vec::with_capacity(fives.len() * 5 / 8);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for d in fives {
        acc = (acc << 5) | u32::from(d);
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            bytes.push(((acc >> bits) & 0xff) as u8);
        }
    }
    // Leftover bits are padding and must be zero.
    if acc & ((1 << bits) - 1) != 0 {
        return None;
    }
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_check() {
        for bytes in [
            vec![],
            vec![0u8],
            vec![255, 1, 2, 3, 4, 5, 6, 7, 8],
            vec![7; 40],
        ] {
            let code = encode(&bytes);
            assert_eq!(decode(&code), Some(bytes.clone()), "{code}");
            assert_eq!(decode(&code.to_lowercase()), Some(bytes));
        }
        let code = encode(&[10, 20, 30]);
        let mut wrong: Vec<char> = code.chars().collect();
        wrong[0] = if wrong[0] == 'A' { 'B' } else { 'A' };
        let wrong: String = wrong.into_iter().collect();
        assert_eq!(decode(&wrong), None);
        assert_eq!(decode("U"), None);
        assert_eq!(decode(""), None);
    }
}
