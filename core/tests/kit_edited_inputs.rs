//! Edited input of every game, the way a damaged file or a mistyped code reaches the core.
//!
//! - Saves: each save is changed a place or two at a time (a number pushed to an edge, a flag
//!   flipped, a list cut or grown, a field dropped) and read back. Whatever reads must then play
//!   on without a panic (drawn, described, ticked through the computers' turns, hinted, undone)
//!   and its own save must read again; whatever does not read is refused with a sentence.
//! - Share codes that pass the check character but hold anything.
//! - Commands: a storm of each game's commands, edited the same way, from any seat at any time:
//!   every refusal leaves the game exactly as it was.
//!
//! The tests here run a fixed, seeded sample; the `explore_…` ones (ignored) run as many cases
//! as `EDITS` says from the seed `SEED`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::help_asked::help_every_seat;
use crate::support::kit_contract::every_setup;
use serde_json::Value;
use std::panic::{catch_unwind, AssertUnwindSafe};
use tuffest_core::any_game::{AnyCommand, AnyGame, AnySetup};
use tuffest_core::kit::{GameId, Seat, Strength, Worded};
use tuffest_core::lang::Lang;
use tuffest_core::rng::GameRng;

/// Where a leaf or a list stands in the JSON tree.
type Path = Vec<Step>;

#[derive(Debug, Clone)]
enum Step {
    Key(String),
    Index(usize),
}

/// Every place of `v`'s tree (its leaves, lists and objects), as paths from the root.
fn walk(v: &Value, here: &mut Path, out: &mut Vec<Path>) {
    out.push(here.clone());
    match v {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                here.push(Step::Index(i));
                walk(item, here, out);
                here.pop();
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                here.push(Step::Key(k.clone()));
                walk(item, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

/// The place at `path`, when it is still there (an earlier edit may have cut it).
fn at<'a>(v: &'a mut Value, path: &[Step]) -> Option<&'a mut Value> {
    let mut v = v;
    for step in path {
        v = match step {
            Step::Key(k) => v.get_mut(k.as_str())?,
            Step::Index(i) => v.get_mut(*i)?,
        };
    }
    Some(v)
}

/// The numbers an edit writes: the edges of the integer types a save's fields are read as.
const NUMBERS: [i128; 12] = [
    0,
    1,
    -1,
    2,
    7,
    255,
    256,
    65_535,
    4_294_967_295,
    4_294_967_296,
    9_223_372_036_854_775_807,
    18_446_744_073_709_551_615,
];

/// The largest and smallest values of the integer types a count, a score or a time is read as
/// (2³² − 1, 2⁶³ − 1, −2⁶³, 2⁶⁴ − 1): the edges every number is set to in turn.
const WIDE_EDGES: [i128; 4] = [
    4_294_967_295,
    9_223_372_036_854_775_807,
    -9_223_372_036_854_775_808,
    18_446_744_073_709_551_615,
];

/// `n` as a JSON number (`None` past the 64-bit integers).
fn number(n: i128) -> Option<Value> {
    match i64::try_from(n) {
        Ok(n) => Some(Value::from(n)),
        Err(_) => u64::try_from(n).ok().map(Value::from),
    }
}

/// One edit at `path`, drawn from `rng`; `None` when the place takes none.
fn edit(root: &mut Value, path: &[Step], rng: &mut GameRng) -> Option<String> {
    let v = at(root, path)?;
    let what = match v {
        Value::Number(_) => {
            let n = NUMBERS[rng.below(NUMBERS.len() as u32) as usize];
            *v = number(n)?;
            format!("number {n}")
        }
        Value::Bool(b) => {
            *b = !*b;
            "flipped".into()
        }
        Value::String(s) => {
            let choices = ["", "x", "999", "-", "Tuf"];
            *s = choices[rng.below(choices.len() as u32) as usize].to_string();
            format!("string {s:?}")
        }
        Value::Null => {
            *v = Value::from(rng.below(5));
            "null to number".into()
        }
        Value::Array(items) => match rng.below(4) {
            0 if !items.is_empty() => {
                items.pop();
                "list cut".into()
            }
            1 if !items.is_empty() => {
                let i = rng.below(items.len() as u32) as usize;
                items.remove(i);
                format!("list item {i} removed")
            }
            2 if !items.is_empty() => {
                let last = items[items.len() - 1].clone();
                items.push(last);
                "list grown".into()
            }
            _ => {
                items.clear();
                "list emptied".into()
            }
        },
        Value::Object(map) => {
            let keys: Vec<String> = map.keys().cloned().collect();
            let k = keys
                .get(rng.below(keys.len().max(1) as u32) as usize)?
                .clone();
            map.remove(&k);
            format!("field {k} dropped")
        }
    };
    Some(what)
}

/// Plays `g` on for a while: every view, description and refusal a shell would ask for; its
/// save then reads back.
fn play_on(g: &mut AnyGame, now: u64) {
    let _ = g.view(now, Lang::En);
    let _ = g.view(now, Lang::Fr);
    let _ = g.summary(Lang::Fr);
    let _ = g.outcome();
    let _ = g.record(0);
    let _ = g.resume(now);
    // Hints and undos on the position as it was saved, then once time has moved on.
    help_every_seat(g, now);
    let mut t = now;
    for step in 0..60u64 {
        t += 1_000 + step * 3_000;
        let _ = g.tick(t);
        let _ = g.view(t, Lang::En);
        if g.outcome().is_some() {
            break;
        }
    }
    help_every_seat(g, t);
    let _ = g.view(t, Lang::Fr);
    let _ = g.pause(t);
    let text = g.save(t);
    if let Err(e) = AnyGame::load(&text, Lang::En) {
        panic!("its own save is refused: {}", e.text_in(Lang::En));
    }
    let _ = g.record(0);
}

/// A set-up of every game of the kit (the contract's, then the tournament), with seats: a person
/// and a computer player where the game takes one, so that ticking plays the computer's turns.
fn setups() -> Vec<(AnySetup, Vec<Seat>)> {
    use tuffest_core::tournament::{MainGames, PairingSystem, TournamentOptions, TournamentSetup};
    let tournament = TournamentSetup::generated(
        vec![
            Seat::person("Ann"),
            Seat::computer("Cal", Strength::Beginner),
            Seat::computer("Bo", Strength::Casual),
        ],
        MainGames::Both,
        PairingSystem::RoundRobin,
        4,
    )
    .unwrap();
    let options = TournamentOptions {
        setup: tournament,
        seed: 2,
        watch: false,
    };
    let mut all: Vec<(AnySetup, Vec<Seat>)> = every_setup()
        .into_iter()
        .map(|setup| {
            let seats = match setup {
                AnySetup::Horseshoes(_) => vec![Seat::person("Ann"), Seat::person("Ben")],
                _ => vec![Seat::person("Ann"), Seat::computer("Cal", Strength::Casual)],
            };
            (setup, seats)
        })
        .collect();
    all.push((AnySetup::Tournament(options), Vec::new()));
    all
}

/// Saves of each game at a few points of play (the first three minutes).
fn saves() -> Vec<String> {
    saves_every(3, 5)
}

/// Saves of each game at `points` points of play, `ticks` ticks of seven seconds apart.
fn saves_every(points: usize, ticks: usize) -> Vec<String> {
    let mut out = Vec::new();
    for (setup, seats) in setups() {
        let mut g = AnyGame::start(setup, seats, 0).unwrap();
        let mut t = 0;
        for _ in 0..points {
            out.push(g.save(t));
            for _ in 0..ticks {
                t += 7_000;
                g.tick(t);
            }
        }
    }
    out
}

/// What a run found: the cases that panicked, and the slowest case (how long, and which).
#[derive(Default)]
struct Found {
    panics: Vec<String>,
    slowest: (std::time::Duration, String),
}

impl Found {
    /// Fails with every case that panicked.
    fn check(&self) {
        assert!(self.panics.is_empty(), "{:#?}", self.panics);
    }

    /// Prints the slowest case, then fails with every case that panicked (the deeper runs).
    fn report(&self) {
        eprintln!("slowest: {:?} {}", self.slowest.0, self.slowest.1);
        self.check();
    }

    fn note(&mut self, panicked: bool, took: std::time::Duration, case: impl Fn() -> String) {
        if panicked {
            self.panics.push(case());
        }
        if took > self.slowest.0 {
            self.slowest = (took, case());
        }
    }
}

/// Edits every game's saves `edits_per_save` ways each (one or two edits at once, drawn from
/// `seed`), reads each back and plays on what reads.
fn explore(edits_per_save: usize, seed: u64) -> Found {
    let mut rng = GameRng::from_seed(seed);
    let mut found = Found::default();
    for text in saves() {
        let root: Value = serde_json::from_str(&text).unwrap();
        let mut paths = Vec::new();
        walk(&root, &mut Vec::new(), &mut paths);
        for _ in 0..edits_per_save {
            let mut edited = root.clone();
            let mut said = Vec::new();
            for _ in 0..rng.range_inclusive(1, 2) {
                let path = &paths[rng.below(paths.len() as u32) as usize];
                if let Some(w) = edit(&mut edited, path, &mut rng) {
                    said.push(format!("{path:?}: {w}"));
                }
            }
            let edited = edited.to_string();
            let started = std::time::Instant::now();
            let run = catch_unwind(AssertUnwindSafe(|| {
                let _ = tuffest_core::saved::summary_of(edited.clone(), Lang::Fr);
                match AnyGame::load(&edited, Lang::Fr) {
                    Ok(mut g) => play_on(&mut g, 50_000),
                    Err(e) => assert!(!e.text_in(Lang::Fr).is_empty()),
                }
            }));
            found.note(run.is_err(), started.elapsed(), || {
                format!("{}: {}", &text[..60.min(text.len())], said.join("; "))
            });
        }
    }
    found
}

/// Plays a game started from `setup` on, as after a load; `None` when the start refuses it.
fn start_and_play(setup: AnySetup, seats: Vec<Seat>) -> Option<()> {
    let mut g = AnyGame::start(setup, seats, 0).ok()?;
    play_on(&mut g, 0);
    Some(())
}

/// Reads `cases` share codes drawn from `seed` (in turn: Dots and Boxes, the chip game, an
/// edited tournament, Horseshoes, a TUF roll) and plays on the games they set up.
fn explore_codes(cases: usize, seed: u64) -> Found {
    use tuffest_core::kit::codes;
    use tuffest_core::tournament::{TournamentOptions, TournamentSetup};
    let mut rng = GameRng::from_seed(seed);
    let mut found = Found::default();
    let seats = || {
        vec![
            Seat::person("Ann"),
            Seat::computer("Una", Strength::Unbeatable),
        ]
    };
    let tournament = setups()
        .into_iter()
        .find_map(|(s, _)| match s {
            AnySetup::Tournament(o) => Some(o.setup),
            _ => None,
        })
        .unwrap();
    let wire: Value = serde_json::from_slice(&codes::decode(&tournament.code()).unwrap()).unwrap();
    let mut wire_paths = Vec::new();
    walk(&wire, &mut Vec::new(), &mut wire_paths);
    for case in 0..cases {
        let kind = case % 5;
        let code = match kind {
            0 => {
                // Dots and Boxes: the size, then one bit a segment, a few drawn.
                let dots = 3 + rng.below(5);
                let segments = 2 * dots * (dots - 1);
                let mut b = vec![dots as u8];
                b.extend((0..segments.div_ceil(8)).map(|_| {
                    (0..8).fold(0u8, |acc, bit| acc | (u8::from(rng.below(4) == 0) << bit))
                }));
                codes::encode(&b)
            }
            1 => {
                // The chip game: the size, then two bits a square (3 is no chip).
                let n = 3 + rng.below(5);
                let mut b = vec![0x10 | n as u8];
                b.extend(
                    (0..(n * n).div_ceil(4)).map(|_| {
                        (0..4).fold(0u8, |acc, k| acc | ((rng.below(3) as u8) << (2 * k)))
                    }),
                );
                codes::encode(&b)
            }
            2 => {
                let mut w = wire.clone();
                let path = &wire_paths[rng.below(wire_paths.len() as u32) as usize];
                edit(&mut w, path, &mut rng);
                codes::encode(w.to_string().as_bytes())
            }
            3 => tuffest_core::rng::encode_code(rng.next_u64() >> rng.below(40)),
            _ => tuffest_core::rng::encode_code_wide(
                (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) >> rng.below(100),
            ),
        };
        let started = std::time::Instant::now();
        let run = catch_unwind(AssertUnwindSafe(|| match kind {
            0 => {
                if let Ok(setup) = tuffest_core::boxes::notation::parse_code(&code) {
                    let options = tuffest_core::boxes::Options {
                        setup,
                        tournament: false,
                        seed: 1,
                    };
                    start_and_play(AnySetup::Boxes(options), seats());
                }
            }
            1 => {
                if let Ok(board) = tuffest_core::chips::parse_code(&code) {
                    let setup = tuffest_core::chips::ChipsSetup::new(board);
                    start_and_play(AnySetup::Chips(setup), seats());
                }
            }
            2 => {
                if let Ok(setup) = TournamentSetup::from_code(&code) {
                    let options = TournamentOptions {
                        setup,
                        seed: 1,
                        watch: false,
                    };
                    start_and_play(AnySetup::Tournament(options), Vec::new());
                }
            }
            3 => {
                if let Ok(p) = tuffest_core::horseshoes::Puzzle::from_code(&code) {
                    start_and_play(AnySetup::Horseshoes(p), vec![Seat::person("Ann")]);
                }
            }
            _ => {
                if let Ok(roll) = tuffest_core::tuf::roll::Roll::from_code(&code) {
                    let _ = roll.code();
                }
            }
        }));
        found.note(run.is_err(), started.elapsed(), || {
            format!("{kind}: {code}")
        });
    }
    found
}

/// How many cases and which seed a deeper run takes (`EDITS`, `SEED`), else the defaults.
fn from_env(cases: usize) -> (usize, u64) {
    let read = |name: &str| std::env::var(name).ok().and_then(|s| s.parse().ok());
    (
        read("EDITS").unwrap_or(cases as u64) as usize,
        read("SEED").unwrap_or(1),
    )
}

/// Every game's saves, edited 40 ways each (1,200 edited saves): each one is refused with a
/// sentence, or reads and plays on without a panic (and the run ends: nothing stalls).
#[test]
fn edited_saves_are_refused_or_play_on() {
    explore(40, 1).check();
}

/// Share codes of Dots and Boxes, the chip game and the tournament that pass the check
/// character but hold anything, and Horseshoes and TUF codes of any number: each one is refused,
/// or the game it sets up plays on without a panic.
#[test]
fn edited_share_codes_are_refused_or_play_on() {
    explore_codes(500, 1).check();
}

/// A TUF save with a cube placed deeper than a cube can sit (an edited `depth`) is refused as
/// damaged; it used to be read, and drawing it then filled memory without end.
#[test]
fn a_cube_saved_deeper_than_the_limit_is_refused() {
    let (setup, seats) = setups().swap_remove(0);
    let mut g = AnyGame::start(setup, seats, 0).unwrap();
    let mut t = 0;
    let text = loop {
        t += 5_000;
        g.tick(t);
        let text = g.save(t);
        if text.contains(r#""depth":0"#) || t > 600_000 {
            break text;
        }
    };
    assert!(text.contains(r#""depth":0"#), "the computer placed no cube");
    assert!(AnyGame::load(&text, Lang::En).is_ok());
    let edited = text.replacen(r#""depth":0"#, r#""depth":7"#, 1);
    let e = AnyGame::load(&edited, Lang::Fr).unwrap_err();
    assert_eq!(e.kind(), "save_damaged", "{}", e.text_in(Lang::En));
    assert!(e.text_in(Lang::Fr).contains("endommagée"));
}

/// Deeper runs: `EDITS=1000 SEED=2 cargo test --profile checked -p tuffest-core --test suite --
/// --ignored explore_edited` (edits per save, share codes, commands per game).
#[test]
#[ignore]
fn explore_edited_saves() {
    let (edits, seed) = from_env(200);
    explore(edits, seed).report();
}

/// The keys of `v` (as `"key":`) and its short strings (quoted), as JSON writes them.
fn words_of(v: &Value, out: &mut std::collections::BTreeSet<String>) {
    match v {
        Value::Array(items) => items.iter().for_each(|item| words_of(item, out)),
        Value::Object(map) => {
            for (k, item) in map {
                out.insert(format!("{}:", Value::from(k.as_str())));
                words_of(item, out);
            }
        }
        Value::String(s) if s.len() < 20 => {
            out.insert(v.to_string());
        }
        _ => {}
    }
}

/// Writes the saves of every game over its first ten minutes into the folder `CORPUS`, one
/// file a save, and beside it `CORPUS.dict`, the saves' keys and short words and the edges of
/// the integer types ([`NUMBERS`]) as a libFuzzer dictionary: the seeds of the `saves` fuzz
/// target (README, "Fuzzing").
#[test]
#[ignore]
fn write_the_saves_fuzz_corpus() {
    let dir = std::env::var("CORPUS").expect("CORPUS names the folder to write the saves in");
    std::fs::create_dir_all(&dir).unwrap();
    let saves = saves_every(4, 30);
    let mut words = std::collections::BTreeSet::new();
    for (i, text) in saves.iter().enumerate() {
        std::fs::write(format!("{dir}/save-{i:03}.json"), text).unwrap();
        words_of(&serde_json::from_str(text).unwrap(), &mut words);
    }
    // The integer types' edges the edits write, so that a mutation can put one in whole.
    words.extend(NUMBERS.iter().map(i128::to_string));
    // libFuzzer reads a dictionary line as a C string: printable ASCII, `"` and `\` escaped.
    let dict: String = words
        .iter()
        .filter(|w| w.chars().all(|c| c.is_ascii_graphic() || c == ' '))
        .map(|w| format!("\"{}\"\n", w.replace('\\', "\\\\").replace('"', "\\\"")))
        .collect();
    std::fs::write(format!("{dir}.dict"), dict).unwrap();
    assert!(saves.len() >= 40, "only {} saves", saves.len());
    assert!(words.len() > 100, "only {} words", words.len());
}

/// See [`explore_edited_saves`].
#[test]
#[ignore]
fn explore_edited_codes() {
    let (cases, seed) = from_env(5_000);
    explore_codes(cases, seed).report();
}

/// Commands of each game as JSON, the seeds the storm edits: one of each kind, mostly legal in
/// shape (a lay of a true equation at the centre, a segment, a square).
fn seed_commands(game: GameId) -> Vec<&'static str> {
    let lay = r#"{"Lay":{"placement":{"start":{"row":7,"col":5},"dir":"Across","pieces":[{"Digit":2},"Plus",{"Digit":3},"Equals",{"Digit":5}]},"equals_from_pool":false}}"#;
    match game {
        GameId::Tuf => vec![
            r#"{"Place":{"cube":0,"at":0}}"#,
            r#"{"Place":{"cube":1,"at":1}}"#,
            r#"{"Move":{"from":0,"to":1}}"#,
            r#"{"Remove":{"at":0}}"#,
            r#"{"SetPlacement":{"at":0,"placement":"Exponent"}}"#,
            r#"{"SetRole":{"at":0,"role":"Negative"}}"#,
            r#"{"ToggleGap":{"at":1}}"#,
            r#"{"SetText":{"text":"1 + 2 = 3"}}"#,
            r#""Clear""#,
            r#""Declare""#,
            r#""Challenge""#,
            r#""TakeTurn""#,
            r#""EndRound""#,
            r#""NextRound""#,
        ],
        GameId::Horseshoes => vec![
            r#""StartTurn""#,
            r#"{"Number":{"index":0}}"#,
            r#"{"Key":{"key":"Add"}}"#,
            r#"{"Key":{"key":"Open"}}"#,
            r#"{"Text":{"text":"1 + 2"}}"#,
            r#""Submit""#,
        ],
        GameId::Boxes => vec![
            r#"{"Draw":{"H":{"row":0,"col":0}}}"#,
            r#"{"Draw":{"V":{"row":1,"col":2}}}"#,
        ],
        GameId::Chips => vec![r#"{"Place":{"row":1,"col":2}}"#, r#"{"ShowLegal":true}"#],
        GameId::Mathable => vec![
            r#"{"Play":{"Place":{"value":5,"cell":{"row":5,"col":6}}}}"#,
            r#"{"Play":"TakeExtra"}"#,
            r#"{"Play":"DeclineExtra"}"#,
            r#"{"Play":"Pass"}"#,
            r#"{"Play":{"Exchange":[1,2]}}"#,
            r#"{"Play":"AgreeEnd"}"#,
            r#"{"Select":3}"#,
            r#""TakeDevice""#,
        ],
        GameId::Pytagora => vec![lay, r#""Stuck""#, r#""Ready""#],
        GameId::Crossword => vec![
            r#"{"Lay":{"placement":{"start":{"row":7,"col":5},"dir":"Across","pieces":[{"Digit":2},"Plus",{"Digit":3},"Equals",{"Digit":5}]}}}"#,
            r#"{"Transform":{"cell":{"row":7,"col":5},"dir":"Across","member":0,"pieces":[{"Digit":5}]}}"#,
            r#"{"Exchange":{"tiles":[{"Digit":1},"Plus"]}}"#,
            r#""Pass""#,
            r#""Challenge""#,
            r#""Ready""#,
        ],
        GameId::UpAndDown => vec![r#"{"Place":{"cell":{"row":3,"col":3}}}"#, r#""Draw""#],
        GameId::Tables => vec![r#"{"Attach":{"digits":[1,2]}}"#, r#""Pass""#],
        GameId::Tournament => vec![
            r#"{"Choose":{"first":true}}"#,
            r#"{"Boxes":{"Draw":{"H":{"row":0,"col":0}}}}"#,
            r#"{"Chips":{"Place":{"row":1,"col":2}}}"#,
            r#"{"Final":{"Number":{"index":0}}}"#,
            r#"{"Final":"Submit"}"#,
            r#""PlayOut""#,
        ],
    }
}

/// Reads a command of `game` from JSON; `None` when it is not one.
fn command_of(game: GameId, v: &Value) -> Option<AnyCommand> {
    use serde_json::from_value as read;
    let v = v.clone();
    Some(match game {
        GameId::Tuf => AnyCommand::Tuf(read(v).ok()?),
        GameId::Horseshoes => AnyCommand::Horseshoes(read(v).ok()?),
        GameId::Boxes => AnyCommand::Boxes(read(v).ok()?),
        GameId::Chips => AnyCommand::Chips(read(v).ok()?),
        GameId::Mathable => AnyCommand::Mathable(read(v).ok()?),
        GameId::Pytagora => AnyCommand::Pytagora(read(v).ok()?),
        GameId::Crossword => AnyCommand::Crossword(read(v).ok()?),
        GameId::UpAndDown => AnyCommand::UpAndDown(read(v).ok()?),
        GameId::Tables => AnyCommand::Tables(read(v).ok()?),
        GameId::Tournament => AnyCommand::Tournament(read(v).ok()?),
    })
}

/// A storm of `steps` seeded commands on every game (each seed command edited none, one or two
/// ways, from any seat, at any time, with hints, undos, pauses and saves between): a refused
/// command, hint or undo leaves the game exactly as it was; a save taken at any point reads
/// back into the same save; nothing panics.
fn storm(steps: usize, seed: u64) -> Found {
    let mut rng = GameRng::from_seed(seed);
    let mut found = Found::default();
    for (setup, seats) in setups() {
        let mut g = AnyGame::start(setup, seats, 0).unwrap();
        let game = g.id();
        let seeds: Vec<Value> = seed_commands(game)
            .into_iter()
            .map(|s| serde_json::from_str(s).unwrap())
            .collect();
        for s in &seeds {
            assert!(command_of(game, s).is_some(), "{game:?}: {s}");
        }
        let mut now = 0;
        for step in 0..steps {
            let mut v = seeds[rng.below(seeds.len() as u32) as usize].clone();
            let mut said = Vec::new();
            for _ in 0..rng.below(3) {
                let mut paths = Vec::new();
                walk(&v, &mut Vec::new(), &mut paths);
                let path = &paths[rng.below(paths.len() as u32) as usize];
                if let Some(w) = edit(&mut v, path, &mut rng) {
                    said.push(w);
                }
            }
            let n = g.seats().len().max(1) as u32;
            let seat = if rng.below(4) == 0 {
                rng.below(n + 1)
            } else {
                0
            };
            now += u64::from(rng.below(4_000));
            let started = std::time::Instant::now();
            let case = || {
                format!(
                    "{game:?} step {step} seat {seat}: {v} ({})",
                    said.join("; ")
                )
            };
            let run = catch_unwind(AssertUnwindSafe(|| {
                g.tick(now);
                if let Some(command) = command_of(game, &v) {
                    let before = g.clone();
                    if g.apply(seat, command, now).is_err() {
                        assert!(g == before, "a refused command changed the game");
                    }
                }
                match rng.below(12) {
                    0 => {
                        let before = g.clone();
                        if g.hint(seat, now).is_err() {
                            assert!(g == before, "a refused hint changed the game");
                        }
                    }
                    1 => {
                        let before = g.clone();
                        if g.undo(seat, now).is_err() {
                            assert!(g == before, "a refused undo changed the game");
                        }
                    }
                    2 => {
                        g.pause(now);
                        let text = g.save(now);
                        let back = AnyGame::load(&text, Lang::En)
                            .unwrap_or_else(|e| panic!("refused: {}", e.text_in(Lang::En)));
                        let again = back.save(now);
                        if again != text {
                            let at = again
                                .bytes()
                                .zip(text.bytes())
                                .position(|(a, b)| a != b)
                                .unwrap_or(0);
                            let from = at.saturating_sub(150);
                            panic!(
                                "the save did not read back: {} ≠ {}",
                                &text[from..(at + 150).min(text.len())],
                                &again[from..(at + 150).min(again.len())]
                            );
                        }
                        g.resume(now);
                    }
                    _ => {}
                }
                let _ = g.view(now, Lang::Fr);
            }));
            found.note(run.is_err(), started.elapsed(), case);
            if run.is_err() || g.outcome().is_some() {
                break;
            }
        }
    }
    found
}

/// Every number of every game's seed commands set in turn to the edges of the integer types,
/// from the first seat and from a seat that is not there, on a fresh game and after a minute
/// of play: a refusal leaves the game exactly as it was; what is taken plays on and its save
/// reads again.
#[test]
fn command_numbers_at_their_limits_keep_the_contract() {
    // Each field takes the edges of its own type (a row is a u8, a seed a u64): the others do
    // not read as a command.
    let edges: Vec<i128> = [-1, 255, 65_535].into_iter().chain(WIDE_EDGES).collect();
    let mut found = Found::default();
    let mut cases = 0;
    for (setup, seats) in setups() {
        let fresh = AnyGame::start(setup, seats, 0).unwrap();
        let mut later = fresh.clone();
        for t in 1..=8 {
            later.tick(t * 7_000);
        }
        let game = fresh.id();
        for text in seed_commands(game) {
            let root: Value = serde_json::from_str(text).unwrap();
            for path in number_places(&root) {
                for &n in &edges {
                    let mut v = root.clone();
                    if let (Some(place), Some(n)) = (at(&mut v, &path), number(n)) {
                        *place = n;
                    }
                    let Some(command) = command_of(game, &v) else {
                        continue;
                    };
                    for (start, now) in [(&fresh, 1_000), (&later, 60_000)] {
                        let away = start.seats().len() as u32;
                        for seat in [0, away] {
                            cases += 1;
                            let mut g = start.clone();
                            let started = std::time::Instant::now();
                            let run = catch_unwind(AssertUnwindSafe(|| {
                                if g.apply(seat, command.clone(), now).is_err() {
                                    assert!(&g == start, "a refused command changed the game");
                                } else {
                                    play_on(&mut g, now);
                                }
                            }));
                            found.note(run.is_err(), started.elapsed(), || {
                                format!("{game:?} seat {seat} at {now}: {v}")
                            });
                        }
                    }
                }
            }
        }
    }
    assert!(cases > 100, "only {cases} commands edited");
    found.check();
}

/// A storm of 150 edited commands on every game keeps the kit's contract (see [`storm`]).
#[test]
fn a_storm_of_edited_commands_keeps_the_contract() {
    storm(150, 1).check();
}

/// See [`explore_edited_saves`].
#[test]
#[ignore]
fn explore_edited_commands() {
    let (steps, seed) = from_env(2_000);
    storm(steps, seed).report();
}

/// A Pytagora save whose board lost its cells (an edited `cells`) is refused as damaged; it used
/// to load, and the game then lost the pieces its lays put nowhere (its own save was refused).
#[test]
fn a_board_saved_without_its_cells_is_refused() {
    let (setup, seats) = setups().swap_remove(5);
    let g = AnyGame::start(setup, seats, 0).unwrap();
    assert_eq!(g.id(), GameId::Pytagora);
    let mut v: Value = serde_json::from_str(&g.save(0)).unwrap();
    let cells = &mut v["state"]["table"]["board"]["grid"]["cells"];
    assert!(cells.as_array().is_some_and(|c| !c.is_empty()));
    *cells = Value::Array(Vec::new());
    let e = AnyGame::load(&v.to_string(), Lang::Fr).unwrap_err();
    assert_eq!(e.kind(), "save_damaged", "{}", e.text_in(Lang::En));
}
/// Saves edited to the end of time (a game time, a turn count at its largest): each game reads
/// and plays on; scheduling the computer's move or counting a turn used to overflow (a panic
/// with overflow checks on, a move scheduled at once in a release build).
#[test]
fn saves_at_the_end_of_time_play_on() {
    let cases: [(usize, &[&str], Value); 3] = [
        (5, &["state", "played_ms"], serde_json::json!(u64::MAX)),
        (2, &["state", "played_ms"], serde_json::json!(u64::MAX)),
        (
            4,
            &["state", "table", "turns_played"],
            serde_json::json!(u32::MAX),
        ),
    ];
    for (i, path, value) in cases {
        let (setup, seats) = setups().swap_remove(i);
        let g = AnyGame::start(setup, seats, 0).unwrap();
        let mut v: Value = serde_json::from_str(&g.save(0)).unwrap();
        let mut place = &mut v;
        for key in path {
            place = &mut place[*key];
        }
        assert!(
            !place.is_null(),
            "{path:?} is not in the save of {:?}",
            g.id()
        );
        *place = value;
        let mut g = AnyGame::load(&v.to_string(), Lang::Fr).unwrap();
        play_on(&mut g, 100);
    }
}

/// The places of `v` that hold a number; in a list of more than twelve items (a board's cells,
/// a bag) the first two only.
fn number_places(v: &Value) -> Vec<Path> {
    let mut paths = Vec::new();
    walk(v, &mut Vec::new(), &mut paths);
    let mut root = v.clone();
    paths.retain(|p| {
        at(&mut root, p).is_some_and(|x| x.is_number())
            && (0..p.len()).all(|k| match p[k] {
                Step::Index(i) if i > 1 => at(&mut root, &p[..k])
                    .and_then(|list| list.as_array().map(Vec::len))
                    .is_some_and(|len| len <= 12),
                _ => true,
            })
    });
    paths
}

/// A score beyond [`tuffest_core::kit::SCORE_LIMIT`] in a Pytagora, French or Mathable save is
/// refused as a save that reads but does not hold together (`save_invalid`); a score at the
/// limit reads and plays on.
#[test]
fn a_score_beyond_any_game_is_refused() {
    use tuffest_core::kit::SCORE_LIMIT;
    let mut checked = Vec::new();
    for (setup, seats) in setups() {
        let g = AnyGame::start(setup, seats, 0).unwrap();
        let mut v: Value = serde_json::from_str(&g.save(0)).unwrap();
        if !v["state"]["table"]["scores"].is_array() {
            continue;
        }
        checked.push(g.id());
        v["state"]["table"]["scores"][1] = serde_json::json!(SCORE_LIMIT + 1);
        let e = AnyGame::load(&v.to_string(), Lang::Fr).unwrap_err();
        let said = e.text_in(Lang::En);
        assert!(
            said.contains("a score beyond any game's"),
            "{:?}: {said}",
            g.id()
        );
        assert_eq!(e.kind(), "save_invalid", "{:?}", g.id());
        v["state"]["table"]["scores"][1] = serde_json::json!(-SCORE_LIMIT);
        let mut g = AnyGame::load(&v.to_string(), Lang::Fr).unwrap();
        play_on(&mut g, 100);
    }
    assert_eq!(
        checked,
        vec![GameId::Mathable, GameId::Pytagora, GameId::Crossword]
    );
}

/// Every number of each of `saves` (in a long list, the first two items) set in turn to the
/// edges of the integer types a count, a score or a time is read as: each save is refused with
/// a sentence, or reads and plays on. The number of cases run comes back with what was found.
fn numbers_at_their_limits(saves: Vec<String>) -> (Found, usize) {
    let mut found = Found::default();
    let mut cases = 0;
    for text in saves {
        let root: Value = serde_json::from_str(&text).unwrap();
        for path in number_places(&root) {
            for n in WIDE_EDGES {
                let mut edited = root.clone();
                if let (Some(place), Some(n)) = (at(&mut edited, &path), number(n)) {
                    *place = n;
                }
                let edited = edited.to_string();
                cases += 1;
                let started = std::time::Instant::now();
                let run = catch_unwind(AssertUnwindSafe(|| {
                    match AnyGame::load(&edited, Lang::Fr) {
                        Ok(mut g) => play_on(&mut g, 50_000),
                        Err(e) => assert!(!e.text_in(Lang::Fr).is_empty()),
                    }
                }));
                found.note(run.is_err(), started.elapsed(), || {
                    format!("{}: {path:?} = {n}", &text[..60.min(text.len())])
                });
            }
        }
    }
    (found, cases)
}

/// Every number of every game's early saves at the edges of the integer types: refused, or the
/// game plays on. A score at `i64::MAX`, a turn count at `u32::MAX` and a Mathable game time at
/// `u64::MAX` used to overflow on the next turn (Pytagora, Mathable): a save's scores are now
/// checked against [`tuffest_core::kit::SCORE_LIMIT`] and the counts saturate.
#[test]
fn numbers_at_their_limits_are_refused_or_play_on() {
    let (found, cases) = numbers_at_their_limits(saves());
    assert!(cases > 1_000, "only {cases} numbers edited");
    found.check();
}

/// The same for saves of the first ten minutes of every game (finished tournament games too).
#[test]
#[ignore]
fn explore_numbers_at_their_limits() {
    let (found, cases) = numbers_at_their_limits(saves_every(4, 30));
    eprintln!("{cases} cases");
    found.report();
}

/// A command from a seat the game does not have is refused as such, with one kind in every
/// game, and changes nothing (each game's seed commands, from seat 7 of two).
#[test]
fn a_seat_the_game_does_not_have_is_refused_alike_in_every_game() {
    use tuffest_core::any_game::AnyGame;
    let two = vec![Seat::person("Ann"), Seat::person("Ben")];
    for setup in crate::support::kit_contract::every_setup() {
        let g = AnyGame::start(setup, two.clone(), 0).expect("starts");
        let id = g.id();
        let mut tried = 0;
        for text in seed_commands(id) {
            let v: Value = serde_json::from_str(text).expect("a seed is JSON");
            let Some(command) = command_of(id, &v) else {
                continue;
            };
            let mut copy = g.clone();
            let kind = copy.apply(7, command, 10).map(|_| ()).map_err(|e| e.kind());
            assert_eq!(kind, Err("no_such_seat"), "{id:?} {text}");
            assert_eq!(copy, g, "{id:?} {text}");
            tried += 1;
        }
        assert!(tried > 0, "{id:?} has seed commands");
    }
}
