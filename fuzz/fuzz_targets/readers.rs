//! Fuzz every reader of typed text and share codes but TUF's layouts (which `notation`
//! fuzzes): the share codes of every game (TUF's rolls too), Dots and Boxes' and the chip
//! game's board notation, Mathable's board text, Math Horseshoes' puzzles and answers, and the
//! equation crosswords' pieces and lines. Nothing panics or hangs; what reads writes back into
//! text that reads the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tuffest_core::crossword::{check, pieces, EquationRules, Placement};
use tuffest_core::horseshoes::{self, parse::parse_free, ExprError, Puzzle};
use tuffest_core::{boxes, chips, kit, mathable, tournament, tuf};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let text = text.as_ref();

    let _ = kit::codes::decode(text);
    if let Ok(roll) = tuf::roll::Roll::from_code(text) {
        assert_eq!(tuf::roll::Roll::from_code(&roll.code()).ok(), Some(roll));
    }
    if let Ok(setup) = boxes::notation::parse_setup(text) {
        let written = boxes::notation::setup_text(&setup);
        let again = boxes::notation::parse_setup(&written).expect("written set-up reads");
        assert_eq!(boxes::notation::setup_text(&again), written);
    }
    let _ = boxes::notation::parse_code(text);
    let _ = boxes::notation::parse_segments(text);
    if let Ok(board) = chips::parse_board(text) {
        let code = chips::share_code(&board);
        assert_eq!(chips::parse_code(&code).ok(), Some(board), "{code}");
    }
    let _ = chips::parse_code(text);
    if let Ok(board) = mathable::Board::parse(text) {
        let written = board.to_text();
        let again = mathable::Board::parse(&written).expect("written board reads");
        assert_eq!(again.to_text(), written);
    }
    if let Ok(setup) = mathable::Setup::from_code(text) {
        assert!(mathable::Setup::from_code(&setup.code()).is_ok());
    }
    if let Ok(setup) = tournament::TournamentSetup::from_code(text) {
        assert!(tournament::TournamentSetup::from_code(&setup.code()).is_ok());
    }

    let puzzle = Puzzle::from_code(text).ok();
    if let Some(p) = &puzzle {
        assert_eq!(Puzzle::from_code(&p.code()).ok().as_ref(), Some(p));
    }
    if let Some((numbers, target)) = text.split_once('|') {
        let _ = Puzzle::parse(numbers, target);
    }
    if let Ok(tree) = parse_free(text) {
        // Written out with a space around each sign, a long answer may pass the reader's
        // length limit; one no longer than the text typed must read back.
        let written = tree.to_string();
        match parse_free(&written) {
            Ok(again) => assert_eq!(again, tree, "{written}"),
            Err(ExprError::TooLong) if written.chars().count() > text.chars().count() => {}
            Err(e) => panic!("{written} does not read: {e}"),
        }
        let _ = horseshoes::evaluate(&tree);
    }
    if let Some(p) = &puzzle {
        let _ = horseshoes::entry::Entry::read(text, p);
        let _ = horseshoes::parse(text, p);
    }

    for fraction_bar in [false, true] {
        if let Ok(line) = pieces::parse_pieces(text, fraction_bar) {
            for rules in [EquationRules::PYTAGORA, EquationRules::TABLES] {
                let _ = check(&line, rules);
            }
            let _ = tuffest_core::crossword::french::check_line(&line);
        }
        let _ = Placement::parse_with(text, fraction_bar);
    }
});
