//! Every message the TUF engine shows a player exists in English and French.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::EditError;
use tuffest_core::tuf::error::Feature;
use tuffest_core::tuf::notation::NotationError;
use tuffest_core::tuf::play::{ConfigError, PlayError, SaveError, WrongMoment};
use tuffest_core::tuf::ratio::{CellError, RatioFault};
use tuffest_core::tuf::roll::RollError;
use tuffest_core::tuf::value::ValueError;
use tuffest_core::tuf::verdict::Fault;
use tuffest_core::tuf::{check_text, Game, Settings, TufError, Value};

use crate::support::example_settings;
use example_settings::settings_for;

/// The rows of the rulebook examples: (settings, layout text).
fn example_rows() -> Vec<(Settings, String)> {
    include_str!("data/tuf_examples.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let cols: Vec<&str> = line.split(" :: ").map(str::trim).collect();
            assert_eq!(cols.len(), 5, "{line}");
            (settings_for(cols[0]), cols[1].to_string())
        })
        .collect()
}

#[test]
fn every_example_reason_reads_in_both_languages() {
    let rows = example_rows();
    assert_eq!(rows.len(), 158);
    let mut with_reason = 0;
    let mut faults = Vec::new();
    for (settings, text) in &rows {
        let v = check_text(text, settings);
        assert_eq!(v.reason_in(Lang::En), v.reason, "{text}");
        let fr = v.reason_in(Lang::Fr);
        assert_eq!(fr.is_some(), v.reason.is_some(), "{text}");
        assert_eq!(v.valid, v.reason.is_none(), "{text}");
        assert_eq!(v.valid, v.fault.is_none(), "{text}");
        if let (Some(en), Some(fr)) = (v.reason.clone(), fr) {
            with_reason += 1;
            faults.extend(check_pair(text, en.clone(), en, fr));
        }
    }
    assert!(with_reason > 30, "only {with_reason} rows with a reason");
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// One value of every variant of every message type. Each `*_index` function is an exhaustive
// `match` with no wildcard arm: a new variant does not compile until it is listed there, and
// then `every_variant_is_sampled` fails until a sample of it is added below.

fn tuf_error_index(e: &TufError) -> usize {
    use TufError::*;
    match e {
        Notation(_) => 0,
        TooManyCubes { .. } => 1,
        Empty => 2,
        NoEquals => 3,
        EmptySide { .. } => 4,
        EqualsInScript { .. } => 5,
        MissingOperator { .. } => 6,
        MissingNumber { .. } => 7,
        RedundantPlus { .. } => 8,
        MinusNeedsRaising { .. } => 9,
        RaisedMinusBetween { .. } => 10,
        TooManyDigits { .. } => 11,
        LeadingZero { .. } => 12,
        MisplacedPoint { .. } => 13,
        NotInGame { .. } => 14,
        DigitNotInBase { .. } => 15,
        BadBase { .. } => 16,
        OrphanScript { .. } => 17,
        MisplacedSubscript { .. } => 18,
        EmptyGroup { .. } => 19,
        NothingBefore { .. } => 20,
        MisplacedFraction { .. } => 21,
        Arithmetic { .. } => 22,
        TanUndefined { .. } => 23,
        LogUndefined { .. } => 24,
        ChiUndeclared { .. } => 25,
        BadFactorial { .. } => 26,
        ComplexComparison { .. } => 27,
    }
}
const TUF_ERROR_VARIANTS: usize = 28;

fn feature_index(f: Feature) -> usize {
    use Feature::*;
    match f {
        ConstantCube => 0,
        DecimalPoint => 1,
        DottedZeroAsZero => 2,
        FractionCube => 3,
        Multiplication => 4,
        Division => 5,
        Group => 6,
        Exponent => 7,
        Base => 8,
    }
}
const FEATURES: [Feature; 9] = [
    Feature::ConstantCube,
    Feature::DecimalPoint,
    Feature::DottedZeroAsZero,
    Feature::FractionCube,
    Feature::Multiplication,
    Feature::Division,
    Feature::Group,
    Feature::Exponent,
    Feature::Base,
];

fn value_error_index(e: ValueError) -> usize {
    use ValueError::*;
    match e {
        DivisionByZero => 0,
        ZeroToZero => 1,
        ZeroToNegative => 2,
        EvenRootOfNegative => 3,
        UnsupportedPower => 4,
        TooLarge => 5,
    }
}
const VALUE_ERRORS: [ValueError; 6] = [
    ValueError::DivisionByZero,
    ValueError::ZeroToZero,
    ValueError::ZeroToNegative,
    ValueError::EvenRootOfNegative,
    ValueError::UnsupportedPower,
    ValueError::TooLarge,
];

fn notation_error_index(e: &NotationError) -> usize {
    use NotationError::*;
    match e {
        UnknownToken { .. } => 0,
        UnmatchedClose { .. } => 1,
        Unclosed { .. } => 2,
        TooDeep { .. } => 3,
        TooManyCubes { .. } => 4,
    }
}

fn notation_errors() -> Vec<NotationError> {
    vec![
        NotationError::UnknownToken {
            token: "@".into(),
            position: 4,
        },
        NotationError::UnmatchedClose { position: 2 },
        NotationError::Unclosed {
            token: "^{".into(),
            position: 12,
        },
        NotationError::TooDeep {
            token: "_{".into(),
            position: 31,
        },
        NotationError::TooManyCubes {
            max: 64,
            position: 130,
        },
    ]
}

fn tuf_errors() -> Vec<TufError> {
    use TufError::*;
    let mut out: Vec<TufError> = notation_errors().into_iter().map(Notation).collect();
    out.extend([
        TooManyCubes { max: 64 },
        Empty,
        NoEquals,
        EmptySide { position: 3 },
        EqualsInScript { position: 4 },
        MissingOperator { position: 5 },
        MissingNumber { position: 6 },
        RedundantPlus { position: 7 },
        MinusNeedsRaising { position: 8 },
        RaisedMinusBetween { position: 9 },
        TooManyDigits { position: 10 },
        LeadingZero { position: 11 },
        MisplacedPoint { position: 12 },
        DigitNotInBase {
            digit: 7,
            base: 5,
            position: 13,
        },
        BadBase { position: 14 },
        OrphanScript { position: 15 },
        MisplacedSubscript { position: 16 },
        EmptyGroup { position: 17 },
        NothingBefore { position: 18 },
        MisplacedFraction { position: 19 },
        TanUndefined { position: 20 },
        LogUndefined { position: 21 },
        ChiUndeclared { position: 22 },
        BadFactorial { position: 23 },
        ComplexComparison { position: 24 },
    ]);
    for (i, what) in FEATURES.into_iter().enumerate() {
        out.push(NotInGame {
            what,
            game: Game::ALL[i % Game::ALL.len()],
            position: 30 + i,
        });
    }
    for (i, error) in VALUE_ERRORS.into_iter().enumerate() {
        out.push(Arithmetic {
            error,
            position: 40 + i,
        });
    }
    out
}

fn edit_error_index(e: &EditError) -> usize {
    use EditError::*;
    match e {
        NotInRoll(_) => 0,
        AlreadyPlaced(_) => 1,
        FaceChanged { .. } => 2,
        NoSuchPosition(_) => 3,
        NotACube(_) => 4,
        RoleDoesNotFit { .. } => 5,
        TooLarge => 6,
        NoCubeLeft { .. } => 7,
    }
}

fn edit_errors() -> Vec<EditError> {
    use EditError::*;
    vec![
        NotInRoll(99),
        AlreadyPlaced(3),
        FaceChanged {
            cube: 2,
            rolled: "+".into(),
            placed: "×".into(),
        },
        NoSuchPosition(42),
        NotACube(5),
        RoleDoesNotFit { position: 1 },
        TooLarge,
        NoCubeLeft {
            face: "7".into(),
            position: 4,
        },
    ]
}

fn roll_error_index(e: &RollError) -> usize {
    use RollError::*;
    match e {
        BadCode(_) => 0,
        UnknownFace { .. } => 1,
        TooManyCubes(_) => 2,
        Empty => 3,
        NotOnCube { .. } => 4,
    }
}

fn roll_errors() -> Vec<RollError> {
    use RollError::*;
    vec![
        BadCode("ZZ-9".into()),
        UnknownFace {
            token: "@".into(),
            index: 3,
        },
        TooManyCubes(24),
        Empty,
        NotOnCube { index: 4 },
    ]
}

fn play_error_index(e: &PlayError) -> usize {
    use PlayError::*;
    match e {
        NoSuchSeat(_) => 0,
        ComputerSeat(_) => 1,
        RoundOver => 2,
        MatchOver => 3,
        RoundNotOver => 4,
        Paused => 5,
        FrozenDeclarer => 6,
        AlreadyFinished => 7,
        NotYourTurn => 8,
        HandOverFirst => 9,
        EmptyLayout => 10,
        NotAnEquation { .. } => 11,
        NotLonger { .. } => 12,
        AlreadyDeclarer => 13,
        MissingSymbol { .. } => 14,
        NotCutthroat => 15,
        NothingToChallenge => 16,
        OwnDeclaration => 17,
        AlreadyChallenged => 18,
        CaughtInError => 19,
        NotNow(_) => 20,
        Edit(_) => 21,
        Notation(_) => 22,
    }
}
const PLAY_ERROR_VARIANTS: usize = 23;

fn wrong_moment_index(m: WrongMoment) -> usize {
    use WrongMoment::*;
    match m {
        NextRoundFromMatch => 0,
        NotAnEdit => 1,
        NoHandOver => 2,
        NoUndo => 3,
    }
}
const WRONG_MOMENTS: [WrongMoment; 4] = [
    WrongMoment::NextRoundFromMatch,
    WrongMoment::NotAnEdit,
    WrongMoment::NoHandOver,
    WrongMoment::NoUndo,
];

fn play_errors() -> Vec<PlayError> {
    use PlayError::*;
    let mut out = vec![
        NoSuchSeat(5),
        ComputerSeat(2),
        RoundOver,
        MatchOver,
        RoundNotOver,
        Paused,
        FrozenDeclarer,
        AlreadyFinished,
        NotYourTurn,
        HandOverFirst,
        EmptyLayout,
        // The verdict's fault, worded in the language asked for.
        NotAnEquation {
            fault: Some(Box::new(Fault::ZeroNotAllowed)),
        },
        NotAnEquation { fault: None },
        NotLonger {
            value: 7,
            needed_more_than: 9,
        },
        AlreadyDeclarer,
        MissingSymbol {
            symbol: "π".into()
        },
        NotCutthroat,
        NothingToChallenge,
        OwnDeclaration,
        AlreadyChallenged,
        CaughtInError,
    ];
    out.extend(WRONG_MOMENTS.map(NotNow));
    out.extend(edit_errors().into_iter().map(Edit));
    out.extend(notation_errors().into_iter().map(Notation));
    out
}

fn config_error_index(e: &ConfigError) -> usize {
    use ConfigError::*;
    match e {
        PlayerCount(_) => 0,
        NoPerson => 1,
        PhoneSeatsTwo => 2,
        PassAndPlayPeopleOnly => 3,
        RoundCount(_) => 4,
        ZeroTimeLimit => 5,
        RaceSymbol(_) => 6,
        Roll(_) => 7,
        Inconsistent(_) => 8,
    }
}

fn config_errors() -> Vec<ConfigError> {
    use ConfigError::*;
    vec![
        PlayerCount(5),
        NoPerson,
        PhoneSeatsTwo,
        PassAndPlayPeopleOnly,
        RoundCount(100),
        ZeroTimeLimit,
        RaceSymbol("+".into()),
        Roll(RollError::NotOnCube { index: 4 }),
        Inconsistent("the rounds do not add up".into()),
    ]
}

fn save_error_index(e: &SaveError) -> usize {
    use SaveError::*;
    match e {
        Damaged(_) => 0,
        WrongFormat(_) => 1,
        FutureVersion { .. } => 2,
    }
}

fn save_errors() -> Vec<SaveError> {
    use SaveError::*;
    vec![
        Damaged("EOF while parsing a value at line 1 column 0".into()),
        WrongFormat("tuffest-horseshoes".into()),
        FutureVersion {
            found: 7,
            supported: 1,
        },
    ]
}

fn fault_index(f: &Fault) -> usize {
    match f {
        Fault::Layout(_) => 0,
        Fault::Unequal { .. } => 1,
        Fault::ZeroNotAllowed => 2,
    }
}

fn faults() -> Vec<Fault> {
    let mut out: Vec<Fault> = tuf_errors().into_iter().map(Fault::Layout).collect();
    for relation in ["=", "<", ">", "≤", "≥", "≠"] {
        out.push(Fault::Unequal {
            relation: relation.into(),
            left: Value::int(7),
            right: Value::int(-8),
        });
    }
    out.push(Fault::ZeroNotAllowed);
    out
}

fn ratio_fault_index(f: &RatioFault) -> usize {
    match f {
        RatioFault::Cell(_) => 0,
        RatioFault::Unequal { .. } => 1,
    }
}

fn ratio_faults() -> Vec<RatioFault> {
    let mut out: Vec<RatioFault> = (0..4)
        .map(|cell| {
            RatioFault::Cell(CellError {
                cell,
                error: TufError::MissingNumber { position: 6 + cell },
            })
        })
        .collect();
    out.push(RatioFault::Unequal {
        left: Value::int(1),
        right: Value::int(3),
    });
    out
}

/// Asserts that `indices` covers `0..count`.
fn covers(name: &str, indices: impl IntoIterator<Item = usize>, count: usize) {
    let mut seen = vec![false; count];
    for i in indices {
        seen[i] = true;
    }
    let missing: Vec<usize> = (0..count).filter(|i| !seen[*i]).collect();
    assert!(
        missing.is_empty(),
        "{name}: no sample of variants {missing:?}"
    );
}

#[test]
fn every_variant_is_sampled() {
    covers(
        "TufError",
        tuf_errors().iter().map(tuf_error_index),
        TUF_ERROR_VARIANTS,
    );
    covers("Feature", FEATURES.map(feature_index), 9);
    covers("ValueError", VALUE_ERRORS.map(value_error_index), 6);
    covers(
        "NotationError",
        notation_errors().iter().map(notation_error_index),
        5,
    );
    covers("EditError", edit_errors().iter().map(edit_error_index), 8);
    covers("RollError", roll_errors().iter().map(roll_error_index), 5);
    covers(
        "PlayError",
        play_errors().iter().map(play_error_index),
        PLAY_ERROR_VARIANTS,
    );
    covers("WrongMoment", WRONG_MOMENTS.map(wrong_moment_index), 4);
    covers(
        "ConfigError",
        config_errors().iter().map(config_error_index),
        9,
    );
    covers("SaveError", save_errors().iter().map(save_error_index), 3);
    covers("Fault", faults().iter().map(fault_index), 3);
    covers(
        "RatioFault",
        ratio_faults().iter().map(ratio_fault_index),
        2,
    );
}

// ---------------------------------------------------------------------------------------------
// What every French message must be.

/// English words that must not be left in a French sentence.
const ENGLISH_MARKERS: [&str; 8] = [
    " the ",
    " is ",
    " at position ",
    " and ",
    " cannot ",
    " must ",
    " not ",
    " cube at ",
];

/// The numbers written in a text (runs of digits), sorted.
fn numbers(text: &str) -> Vec<String> {
    let mut out: Vec<String> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    out.sort();
    out
}

/// French typography: a no-break space before `: ; ! ?` and inside `« »`.
fn typography_faults(fr: &str) -> Vec<String> {
    let chars: Vec<char> = fr.chars().collect();
    let mut out = Vec::new();
    for (i, c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        let ok = match c {
            ':' | ';' | '!' | '?' | '»' => before == Some('\u{a0}'),
            '«' => after == Some('\u{a0}'),
            _ => true,
        };
        if !ok {
            out.push(format!("{c:?} at character {i}"));
        }
    }
    out
}

/// Checks one message: the French is a different, non-empty sentence with no English left, the
/// same numbers as the English, and French typography; `Display` is the English.
fn check_pair(what: &str, display: String, en: String, fr: String) -> Vec<String> {
    let mut faults = Vec::new();
    if display != en {
        faults.push(format!(
            "{what}: Display {display:?} is not the English {en:?}"
        ));
    }
    if fr.trim().is_empty() {
        faults.push(format!("{what}: empty French"));
    }
    if fr == en {
        faults.push(format!("{what}: French is the English {en:?}"));
    }
    let padded = format!(" {} ", fr.to_lowercase());
    for marker in ENGLISH_MARKERS {
        if padded.contains(marker) {
            faults.push(format!("{what}: English {marker:?} in {fr:?}"));
        }
    }
    if numbers(&en) != numbers(&fr) {
        faults.push(format!(
            "{what}: numbers differ: {en:?} has {:?}, {fr:?} has {:?}",
            numbers(&en),
            numbers(&fr)
        ));
    }
    for t in typography_faults(&fr) {
        faults.push(format!("{what}: typography: {t} in {fr:?}"));
    }
    faults
}

macro_rules! pairs {
    ($list:expr) => {
        $list
            .iter()
            .map(|e| {
                (
                    format!("{e:?}"),
                    e.to_string(),
                    e.text_in(Lang::En).to_string(),
                    e.text_in(Lang::Fr).to_string(),
                )
            })
            .collect::<Vec<_>>()
    };
}

#[test]
fn every_message_reads_in_french() {
    let mut all = Vec::new();
    all.extend(pairs!(tuf_errors()));
    all.extend(pairs!(notation_errors()));
    all.extend(pairs!(edit_errors()));
    all.extend(pairs!(roll_errors()));
    all.extend(pairs!(play_errors()));
    all.extend(pairs!(config_errors()));
    all.extend(pairs!(save_errors()));
    all.extend(pairs!(faults()));
    all.extend(pairs!(ratio_faults()));
    for m in WRONG_MOMENTS {
        let (en, fr) = (m.text_in(Lang::En), m.text_in(Lang::Fr));
        all.push((
            format!("{m:?}"),
            en.to_string(),
            en.to_string(),
            fr.to_string(),
        ));
    }
    assert!(all.len() > 120, "only {} messages", all.len());
    let faults: Vec<String> = all
        .into_iter()
        .flat_map(|(what, display, en, fr)| check_pair(&what, display, en, fr))
        .collect();
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn features_name_themselves_in_both_languages() {
    for f in FEATURES {
        assert!(!f.text_in(Lang::En).is_empty());
        assert_ne!(f.text_in(Lang::En), f.text_in(Lang::Fr), "{f:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Exact French sentences for common faults.

fn reasons(game: &str, text: &str) -> (String, String) {
    let v = check_text(text, &settings_for(game));
    (
        v.reason_in(Lang::En).expect("a reason"),
        v.reason_in(Lang::Fr).expect("a reason"),
    )
}

#[test]
fn common_faults_in_french() {
    let nb = '\u{a0}';
    assert_eq!(
        reasons("1", "4 + 3 = 8"),
        (
            "the sides are not equal: 7 and 8".to_string(),
            format!("les deux côtés ne sont pas égaux{nb}: 7 et 8"),
        )
    );
    assert_eq!(
        reasons("1", "4 ÷ 0 = 1"),
        (
            "division by zero at position 1".to_string(),
            "la division par zéro à la position 1 est impossible".to_string(),
        )
    );
    assert_eq!(
        reasons("1 zero=disallowed", "4 - 4 = 0"),
        (
            "equating to zero is not allowed in this game".to_string(),
            "dans ce jeu, une équation ne peut pas être égale à zéro".to_string(),
        )
    );
    assert_eq!(
        reasons("1", "- 3 + 5 = 2").1,
        "levez le moins à la position 0 pour en faire un signe négatif"
    );
    let (en, fr) = reasons("1", "3 | 4 = 7");
    assert_eq!(en, "the cube at position 2 needs an operator before it");
    assert_eq!(
        fr,
        "il manque un signe d'opération devant le cube à la position 2"
    );
    assert_eq!(
        reasons("1", "1/2 × 4 = 2").1,
        "un cube fraction à la position 0 ne fait pas partie du jeu 1"
    );
    assert_eq!(
        reasons("1", "1 + @ = 2").1,
        format!("«{nb}@{nb}» à la position 4 n'est pas un cube")
    );
}
