//! The table view in the player's language: every sentence of a French view is French (live
//! reasons, why declaring is refused, the hand-over screen, score notes and reasons, the status
//! line, solitaire's call word), the status line for each phase and variant in English and
//! French, old snapshots still load and read in French, and one placement type.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::Placement;
use tuffest_core::tuf::cubes::Face;
use tuffest_core::tuf::games::Game;
use tuffest_core::tuf::play::view::{PhaseView, TableView};
use tuffest_core::tuf::play::{load, Command, Match, PlayMode};
use tuffest_core::tuf::roll::Roll;

use crate::support::play;
use play::{config, race_config, set};
const NBSP: char = '\u{a0}';

fn act(m: &mut Match, seat: u32, command: Command, now: u64) {
    m.apply(seat, command.clone(), now)
        .unwrap_or_else(|e| panic!("{command:?} for {seat}: {e}"));
}

fn status(m: &Match, now: u64) -> (String, String) {
    (
        m.view_in(now, Lang::En).status,
        m.view_in(now, Lang::Fr).status,
    )
}

/// The status line at `now` reads `en` in English and `fr` in French.
#[track_caller]
fn says(m: &Match, now: u64, en: &str, fr: &str) {
    assert_eq!(status(m, now), (en.to_string(), fr.to_string()));
}

/// Words that are English and not French: one of them in a French sentence is English left.
const ENGLISH: &[&str] = &[
    "the", "is", "are", "not", "no", "you", "your", "it", "its", "of", "to", "and", "with",
    "called", "call", "equation", "beat", "tap", "hand", "device", "round", "over", "wins",
    "scored", "first", "turn", "build", "paused", "correct", "single", "bested", "back", "did",
    "does", "use", "uses", "cannot", "already", "nobody", "sides", "equal", "placed", "yet",
    "some", "zero", "done", "declare", "declarer", "tie", "when", "ready", "time", "starts",
    "then", "wrong", "right", "be", "that", "worth", "need", "more", "than", "hands", "off",
    "frozen", "until", "someone", "finished", "this", "gap", "blue", "green", "red", "yellow",
    "white", "times", "equals", "minus", "divided",
];

/// Every sentence of the view meant for a player, with where it comes from.
fn sentences(v: &TableView) -> Vec<(String, String)> {
    let mut out = vec![("status".to_string(), v.status.clone())];
    out.push(("next_call".into(), v.next_call.clone()));
    for p in &v.players {
        let at = |what: &str| format!("player {} {what}", p.seat);
        out.push((at("reason"), p.reason.clone().unwrap_or_default()));
        out.push((at("declare_blocked"), p.declare_blocked.clone()));
        out.push((at("call"), p.call.clone()));
        out.push((at("spoken"), p.spoken.clone()));
        for c in &p.cubes {
            out.push((at("cube"), c.spoken.clone()));
        }
        for i in &p.items {
            out.push((at("item"), i.spoken.clone()));
        }
    }
    for d in &v.declarations {
        out.push(("declaration".into(), d.call.clone()));
    }
    if let Some(h) = &v.hand_over {
        out.push(("hand_over".into(), h.message.clone()));
    }
    if let Some(s) = &v.round_sheet {
        for r in &s.rows {
            out.push((format!("row {} note", r.seat), r.note.clone()));
            out.push((
                format!("row {} reason", r.seat),
                r.reason.clone().unwrap_or_default(),
            ));
        }
    }
    out
}

fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic() && c != '\'')
        .flat_map(|w| w.split('\''))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// No English word in any sentence of a French view, and French typography: a no-break space
/// before `:`, `;`, `!` and `?`.
fn assert_french(v: &TableView, case: &str) {
    for (field, text) in sentences(v) {
        for w in words(&text) {
            assert!(
                !ENGLISH.contains(&w.as_str()),
                "{case}: {field} has the English word \"{w}\": {text:?}"
            );
        }
        let chars: Vec<char> = text.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            if matches!(c, ':' | ';' | '!' | '?') && i > 0 {
                assert_eq!(
                    chars[i - 1],
                    NBSP,
                    "{case}: {field} needs a no-break space before {c:?}: {text:?}"
                );
            }
        }
    }
}

#[test]
fn a_standard_match_in_french() {
    let mut m = Match::new(config(Game::G1, 3), 0).unwrap();
    assert_french(&m.view_in(0, Lang::Fr), "standard, start");
    set(&mut m, 0, "1 + 2 = 3", 1_000);
    act(&mut m, 0, Command::Declare, 1_000);
    // Ben's equation is wrong (a reason, and declaring is refused); Cy has placed nothing.
    set(&mut m, 1, "1 + 2 = 6", 2_000);
    let fr = m.view_in(2_000, Lang::Fr);
    let en = m.view_in(2_000, Lang::En);
    assert!(fr.players[1].reason.is_some() && !fr.players[1].declare_blocked.is_empty());
    assert_ne!(fr.players[1].reason, en.players[1].reason);
    assert_ne!(fr.players[1].declare_blocked, en.players[1].declare_blocked);
    assert_ne!(fr.players[2].declare_blocked, en.players[2].declare_blocked);
    assert_ne!(fr.players[0].declare_blocked, en.players[0].declare_blocked);
    assert_french(&fr, "standard, declared");
    m.pause(3_000);
    assert_french(&m.view_in(3_000, Lang::Fr), "standard, paused");
    m.resume(4_000);
    act(&mut m, 0, Command::EndRound, 5_000);
    let fr = m.view_in(5_000, Lang::Fr);
    assert_eq!(fr.phase, PhaseView::RoundOver);
    let notes: Vec<String> = fr
        .round_sheet
        .as_ref()
        .unwrap()
        .rows
        .iter()
        .map(|r| r.note.clone())
        .collect();
    assert_eq!(
        notes,
        [
            "déclarant final\u{a0}: double",
            "pas juste\u{a0}: zéro",
            "pas d'égalité"
        ]
    );
    assert_french(&fr, "standard, round over");
    // English is what it was.
    let en = m.view_in(5_000, Lang::En);
    let rows = &en.round_sheet.as_ref().unwrap().rows;
    assert_eq!(rows[1].note, "not correct: zero");
    assert_eq!(
        rows[1].reason.as_deref(),
        Some("the sides are not equal: 3 and 6")
    );
    assert_eq!(en, m.view(5_000), "view() is the English view");
    // The stored reason stays English whatever the view's language.
    assert_eq!(
        m.results()[0].scores[1].reason.as_deref(),
        Some("the sides are not equal: 3 and 6")
    );
}

#[test]
fn a_cutthroat_match_in_french() {
    let mut m = Match::new(config(Game::G1B, 3), 0).unwrap();
    set(&mut m, 0, "1 + 2 = 3", 0);
    act(&mut m, 0, Command::Declare, 0);
    set(&mut m, 1, "1 + 2 + 3 = 7", 0);
    act(&mut m, 1, Command::Declare, 1_000);
    assert_french(
        &m.view_in(1_000, Lang::Fr),
        "cutthroat, unchecked declaration",
    );
    act(&mut m, 2, Command::Challenge, 2_000);
    let fr = m.view_in(2_000, Lang::Fr);
    assert!(fr.players[1].in_error && !fr.players[1].declare_blocked.is_empty());
    assert_french(&fr, "cutthroat, TUF ERROR");
    act(&mut m, 2, Command::EndRound, 3_000);
    let fr = m.view_in(3_000, Lang::Fr);
    assert_eq!(
        fr.round_sheet.as_ref().unwrap().rows[1].note,
        "TUF ERREUR\u{a0}: zéro"
    );
    assert_french(&fr, "cutthroat, round over");
}

#[test]
fn a_race_in_french() {
    let mut m = Match::new(race_config(3), 0).unwrap();
    assert_french(&m.view_in(0, Lang::Fr), "race, start");
    set(&mut m, 0, "5 0 % × 2 = 1", 0);
    act(&mut m, 0, Command::Declare, 1_000);
    // Ben's equation is true but does not use the % cube; Cy's is wrong.
    set(&mut m, 1, "8 - 7 = 1", 2_000);
    set(&mut m, 2, "5 0 % = 1", 2_000);
    let fr = m.view_in(2_000, Lang::Fr);
    assert!(fr.players[1].declare_blocked.contains('%'));
    assert_french(&fr, "race, called");
    act(&mut m, 1, Command::EndRound, 3_000);
    let fr = m.view_in(3_000, Lang::Fr);
    let rows = &fr.round_sheet.as_ref().unwrap().rows;
    assert_eq!(rows[0].note, "1re place");
    assert_eq!(
        rows[1].reason.as_deref(),
        Some("elle n'utilise pas le cube %")
    );
    assert_eq!(rows[1].note, "pas d'annonce");
    assert_french(&fr, "race, round over");
    let en = m.view_in(3_000, Lang::En);
    let rows = &en.round_sheet.as_ref().unwrap().rows;
    assert_eq!(
        rows[1].reason.as_deref(),
        Some("it does not use the % cube")
    );
    assert_eq!(rows[0].note, "place 1");
}

#[test]
fn solitaire_in_french_calls_fini() {
    let mut m = Match::new(config(Game::G1Ca, 1), 0).unwrap();
    let fr = m.view_in(0, Lang::Fr);
    assert_eq!(fr.players[0].call, "FINI");
    assert_eq!(fr.next_call, "FINI");
    assert_eq!(m.view_in(0, Lang::En).players[0].call, "DONE");
    assert_french(&fr, "solitaire, start");
    set(&mut m, 0, "8 - 7 + 2 + 3 = 6", 1_000);
    act(&mut m, 0, Command::Declare, 2_000);
    let fr = m.view_in(2_000, Lang::Fr);
    assert_eq!(fr.phase, PhaseView::MatchOver);
    assert_eq!(fr.declarations[0].call, "FINI");
    assert_eq!(
        fr.round_sheet.as_ref().unwrap().rows[0].note,
        "juste\u{a0}: sa valeur"
    );
    assert_french(&fr, "solitaire, over");
}

#[test]
fn pass_and_play_in_french() {
    let mut c = config(Game::G1, 2);
    c.mode = PlayMode::PassAndPlay;
    c.limit_ms = Some(60_000);
    c.rounds = 1;
    let mut m = Match::new(c, 0).unwrap();
    let fr = m.view_in(0, Lang::Fr);
    assert_eq!(
        fr.hand_over.as_ref().unwrap().message,
        "Passez l'appareil à Ann. Ann, touchez pour commencer quand vous voulez\u{a0}: votre \
         temps démarre à ce moment-là."
    );
    assert_eq!(
        m.view_in(0, Lang::En).hand_over.unwrap().message,
        "Hand the device to Ann. Ann, tap when you are ready: your time starts then."
    );
    assert_french(&fr, "pass-and-play, hand-over");
    act(&mut m, 0, Command::TakeTurn, 1_000);
    set(&mut m, 0, "1 + 2 = 6", 2_000);
    assert_french(&m.view_in(2_000, Lang::Fr), "pass-and-play, turn");
    set(&mut m, 0, "1 + 2 = 3", 2_500);
    act(&mut m, 0, Command::Declare, 3_000);
    assert_french(
        &m.view_in(3_000, Lang::Fr),
        "pass-and-play, second hand-over",
    );
    act(&mut m, 1, Command::TakeTurn, 4_000);
    set(&mut m, 1, "1 + 2 + 3 = 6", 5_000);
    act(&mut m, 1, Command::Declare, 6_000);
    let fr = m.view_in(6_000, Lang::Fr);
    assert_eq!(fr.phase, PhaseView::MatchOver);
    assert_french(&fr, "pass-and-play, over");
}

#[test]
fn status_of_a_standard_match() {
    let mut c = config(Game::G1, 2);
    c.rounds = 2;
    let mut m = Match::new(c, 0).unwrap();
    says(
        &m,
        0,
        "Build an equation and call TUF!",
        "Formez une égalité et annoncez TUF\u{a0}!",
    );
    set(&mut m, 0, "1 + 2 = 3", 0);
    act(&mut m, 0, Command::Declare, 1_000);
    says(
        &m,
        1_000,
        "Ann called TUF: 5 cubes to beat.",
        "Ann a annoncé TUF\u{a0}: 5 cubes à battre.",
    );
    m.pause(2_000);
    says(&m, 2_000, "Paused.", "En pause.");
    m.resume(3_000);
    act(&mut m, 0, Command::EndRound, 4_000);
    says(
        &m,
        4_000,
        "Round 1 of 2 is over.",
        "La manche 1 sur 2 est terminée.",
    );
    act(&mut m, 0, Command::NextRound, 5_000);
    set(&mut m, 1, "1 + 2 + 3 = 6", 5_000);
    act(&mut m, 1, Command::Declare, 6_000);
    assert_eq!(status(&m, 6_000).0, "Ben called TUF: 7 cubes to beat.");
    act(&mut m, 0, Command::EndRound, 7_000);
    // Ann 10 + 0, Ben 0 + 14.
    assert_eq!(m.totals(), vec![10, 14]);
    says(
        &m,
        7_000,
        "The match is over: Ben wins with 14 points.",
        "Le match est terminé\u{a0}: Ben gagne avec 14 points.",
    );
}

#[test]
fn status_of_a_tie() {
    let mut c = config(Game::G1, 3);
    c.rounds = 1;
    let mut m = Match::new(c, 0).unwrap();
    set(&mut m, 0, "1 + 2 + 3 = 6", 0);
    set(&mut m, 1, "2 + 1 + 3 = 6", 0);
    act(&mut m, 0, Command::EndRound, 1_000);
    says(
        &m,
        1_000,
        "The match is over: Ann and Ben tie with 7 points.",
        "Le match est terminé\u{a0}: Ann et Ben sont à égalité avec 7 points.",
    );
    // Nobody scores: a three-way tie at zero (French: "0 point").
    let mut c = config(Game::G1, 3);
    c.rounds = 1;
    let mut m = Match::new(c, 0).unwrap();
    act(&mut m, 0, Command::EndRound, 1_000);
    says(
        &m,
        1_000,
        "The match is over: Ann, Ben and Cy tie with 0 points.",
        "Le match est terminé\u{a0}: Ann, Ben et Cy sont à égalité avec 0 point.",
    );
}

#[test]
fn status_of_cutthroat_tuf_error() {
    let mut m = Match::new(config(Game::G1B, 3), 0).unwrap();
    set(&mut m, 0, "1 + 2 = 3", 0);
    act(&mut m, 0, Command::Declare, 0);
    set(&mut m, 1, "1 + 2 + 3 = 7", 0);
    act(&mut m, 1, Command::Declare, 1_000);
    assert_eq!(status(&m, 1_000).0, "Ben called TUFFER: 7 cubes to beat.");
    act(&mut m, 2, Command::Challenge, 2_000);
    assert_eq!(
        status(&m, 2_000),
        (
            "TUF ERROR: Ben's equation was wrong. Beat 5 cubes and call TUFFER!".to_string(),
            "TUF ERREUR\u{a0}: l'égalité de Ben était fausse. Battez 5 cubes et annoncez \
             TUFFER\u{a0}!"
                .to_string()
        )
    );
    set(&mut m, 2, "2 + 3 + 1 = 6", 3_000);
    act(&mut m, 2, Command::Declare, 3_000);
    assert_eq!(status(&m, 3_000).0, "Cy called TUFFER: 7 cubes to beat.");
    // A TUF ERROR on a right equation: the declaration stands.
    act(&mut m, 0, Command::Challenge, 4_000);
    assert_eq!(
        status(&m, 4_000),
        (
            "Ann called TUF ERROR, but Cy's equation is right: 7 cubes to beat.".to_string(),
            "Ann a crié TUF ERREUR, mais l'égalité de Cy est juste\u{a0}: 7 cubes à battre."
                .to_string()
        )
    );

    // The only declaration struck: nothing to beat.
    let mut m = Match::new(config(Game::G1B, 2), 0).unwrap();
    set(&mut m, 0, "1 + 2 = 6", 0);
    act(&mut m, 0, Command::Declare, 0);
    act(&mut m, 1, Command::Challenge, 1_000);
    assert_eq!(
        status(&m, 1_000),
        (
            "TUF ERROR: Ann's equation was wrong. Build an equation and call TUF!".to_string(),
            "TUF ERREUR\u{a0}: l'égalité d'Ann était fausse. Formez une égalité et annoncez \
             TUF\u{a0}!"
                .to_string()
        )
    );
}

#[test]
fn status_of_a_race() {
    let mut m = Match::new(race_config(2), 0).unwrap();
    assert_eq!(
        status(&m, 0),
        (
            "Be the first to call TUF with an equation that uses the % cube!".to_string(),
            "Soyez le premier à annoncer TUF avec une égalité qui utilise le cube %\u{a0}!"
                .to_string()
        )
    );
    set(&mut m, 1, "5 0 % × 2 = 1", 0);
    act(&mut m, 1, Command::Declare, 1_000);
    assert_eq!(
        status(&m, 1_000),
        (
            "Ben called first: call TUF with an equation that uses the % cube!".to_string(),
            "Ben a annoncé en premier\u{a0}: annoncez TUF avec une égalité qui utilise le cube \
             %\u{a0}!"
                .to_string()
        )
    );
    // The π cube is drawn as π.
    let mut c = race_config(2);
    c.race_symbol = Some(Face::Pi);
    let m = Match::new(c, 0).unwrap();
    assert_eq!(
        status(&m, 0).0,
        "Be the first to call TUF with an equation that uses the π cube!"
    );
}

#[test]
fn status_of_solitaire_has_no_call() {
    let mut m = Match::new(config(Game::G1Ca, 1), 0).unwrap();
    says(
        &m,
        0,
        "Build the longest equation you can, then tap DONE.",
        "Formez la plus longue égalité possible, puis touchez FINI.",
    );
    set(&mut m, 0, "8 - 7 + 2 + 3 = 6", 1_000);
    act(&mut m, 0, Command::Declare, 2_000);
    says(
        &m,
        2_000,
        "The match is over: Ann scored 9 points.",
        "Le match est terminé\u{a0}: Ann a marqué 9 points.",
    );
}

#[test]
fn status_of_pass_and_play() {
    let mut c = config(Game::G1, 2);
    c.mode = PlayMode::PassAndPlay;
    c.rounds = 1;
    let mut m = Match::new(c, 0).unwrap();
    says(&m, 0, "Hand the device to Ann.", "Passez l'appareil à Ann.");
    act(&mut m, 0, Command::TakeTurn, 1_000);
    set(&mut m, 0, "1 + 2 = 3", 1_000);
    assert_eq!(
        status(&m, 1_000),
        (
            "Ann's turn: build the longest equation you can, then tap DONE.".to_string(),
            "Au tour d'Ann\u{a0}: formez la plus longue égalité possible, puis touchez FINI."
                .to_string()
        )
    );
    act(&mut m, 0, Command::Declare, 2_000);
    assert_eq!(status(&m, 2_000).0, "Hand the device to Ben.");
}

#[test]
fn the_view_language_does_not_move_the_clock() {
    // view_in reads the game time like view: a pause does not eat the timer.
    let mut m = Match::new(config(Game::G1Ca, 1), 0).unwrap();
    m.pause(10_000);
    m.resume(100_000);
    let en = m.view(100_000).timer.unwrap().remaining_ms;
    let fr = m.view_in(100_000, Lang::Fr).timer.unwrap().remaining_ms;
    assert_eq!((en, fr), (290_000, 290_000));
}

#[test]
fn items_use_the_board_placement() {
    let mut c = config(Game::G1, 1);
    c.roll = Some(Roll::from_faces("1 2 3 6 7 8 + + - (x) =").unwrap());
    let mut m = Match::new(c, 0).unwrap();
    set(&mut m, 0, "~ 1 + 7 = 6", 0);
    let items = m.view(0).players[0].items.clone();
    let placements: Vec<Placement> = items.iter().map(|i| i.placement).collect();
    assert_eq!(placements[0], Placement::Negative);
    assert!(placements[1..].iter().all(|p| *p == Placement::Inline));
}

#[test]
fn old_snapshots_load_and_read_in_french() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/tuf_match_v1");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "cutthroat_tuf_error.json",
            "pass_and_play_hand_over.json",
            "race_round_over.json",
            "standard_round_over.json"
        ]
    );
    for name in &names {
        let text = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
        let mut m = load(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        m.resume(1_000_000);
        assert_french(&m.view_in(1_000_000, Lang::Fr), name);
        assert!(!m.view_in(1_000_000, Lang::En).status.is_empty());
    }
    let race =
        load(&std::fs::read_to_string(format!("{dir}/race_round_over.json")).unwrap()).unwrap();
    let rows = race.view_in(0, Lang::Fr).round_sheet.unwrap().rows;
    assert_eq!(
        rows[1].reason.as_deref(),
        Some("elle n'utilise pas le cube %")
    );
    let standard =
        load(&std::fs::read_to_string(format!("{dir}/standard_round_over.json")).unwrap()).unwrap();
    assert_eq!(
        standard.view_in(0, Lang::En).round_sheet.unwrap().rows[2]
            .reason
            .as_deref(),
        Some("no cubes are placed yet")
    );
    let cutthroat =
        load(&std::fs::read_to_string(format!("{dir}/cutthroat_tuf_error.json")).unwrap()).unwrap();
    assert_eq!(
        cutthroat.view_in(3_000, Lang::En).status,
        "Paused.",
        "a snapshot comes back paused"
    );
}

#[test]
fn hints_in_french() {
    let mut m = Match::new(config(Game::G1Ca, 1), 0).unwrap();
    let mut sentences = Vec::new();
    for step in 0..3u64 {
        let h = m.hint(0, step * 1_000).unwrap();
        let (en, fr) = (h.sentence_in(Lang::En), h.sentence_in(Lang::Fr));
        assert_eq!(en, h.sentence());
        assert_ne!(en, fr);
        sentences.push(fr);
    }
    assert_eq!(sentences[0], "La meilleure équation vaut 11 avec 11 cubes.");
    assert!(sentences[1].starts_with("Elle utilise ces cubes\u{a0}: "));
    assert!(sentences[2].starts_with("Essayez "));
}
