//! The chip game's rules as built: notation, set-up refusals, outflanking in all eight
//! directions, no passing, share codes, the library and the generator.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::chips::{
    board_text, check_setup, generate, has_move, legal_moves, library, parse_board, parse_code,
    play, share_code, solve, turned_by, Colour, Editor, SetupError,
};
use tuffest_core::kit::{Cell, Worded};
use tuffest_core::lang::Lang;

fn sq(name: &str) -> Cell {
    Cell::parse_algebraic(name).unwrap()
}

fn names(cells: &[Cell]) -> Vec<String> {
    cells.iter().map(|c| c.algebraic()).collect()
}

#[test]
fn notation_reads_rows_top_to_bottom_and_squares_from_a1_top_left() {
    let b = parse_board("Y.../..../..../...R").unwrap();
    assert_eq!(b.size(), 4);
    assert_eq!(b.at(sq("a1")), Some(Colour::Yellow));
    assert_eq!(b.at(sq("d4")), Some(Colour::Red));
    assert_eq!(b.at(sq("b1")), None);
    assert_eq!(board_text(&b), "Y.../..../..../...R");
    assert_eq!(b.empty_count(), 14);
    // c4 is column c, fourth row from the top.
    assert_eq!(sq("c4"), Cell::new(3, 2));
}

#[test]
fn broken_boards_are_refused_with_reasons_in_both_languages() {
    for (rows, kind) in [
        ("..././...", "wrong_size"),
        ("", "wrong_size"),
        (
            "......./......./......./......./......./......./.......",
            "wrong_size",
        ),
        ("..../.../..../....", "row_length"),
        ("..../.X../..../....", "bad_char"),
    ] {
        let e = parse_board(rows).unwrap_err();
        assert_eq!(e.kind(), kind, "{rows}");
        assert_ne!(e.text_in(Lang::En), e.text_in(Lang::Fr));
    }
    let e = parse_board("..../.X../..../....").unwrap_err();
    assert!(e.text_in(Lang::En).contains("b2"), "{e}");
    assert!(e.text_in(Lang::Fr).contains("vide"));
}

#[test]
fn a_move_must_outflank() {
    let b = parse_board("..../.RY./.YR./....").unwrap();
    // Yellow's legal moves in this centre start.
    assert_eq!(
        names(&legal_moves(&b, Colour::Yellow)),
        vec!["b1", "a2", "d3", "c4"]
    );
    assert_eq!(
        names(&legal_moves(&b, Colour::Red)),
        vec!["c1", "d2", "a3", "b4"]
    );
    // A square next to an opposite chip with nothing of one's own behind it: not legal.
    assert!(play(&b, Colour::Yellow, sq("a1")).is_none());
    // Occupied and off-board squares are not legal either.
    assert!(play(&b, Colour::Yellow, sq("b2")).is_none());
    assert!(play(&b, Colour::Yellow, Cell::new(4, 0)).is_none());
    let (after, turned) = play(&b, Colour::Yellow, sq("b1")).unwrap();
    assert_eq!(names(&turned), vec!["b2"]);
    assert_eq!(board_text(&after), ".Y../.YY./.YR./....");
}

#[test]
fn every_outflanked_run_in_all_eight_directions_turns() {
    let b = parse_board("Y.Y.Y/.RRR./YR.RY/.RRR./Y.Y.Y").unwrap();
    let turned = turned_by(&b, Colour::Yellow, sq("c3"));
    assert_eq!(turned.len(), 8);
    let (after, _) = play(&b, Colour::Yellow, sq("c3")).unwrap();
    assert_eq!(board_text(&after), "Y.Y.Y/.YYY./YYYYY/.YYY./Y.Y.Y");
    // Longer runs: four red chips between two yellow on a 6×6 row, and a diagonal.
    let b = parse_board("YRRRR./....../....../....../....../......").unwrap();
    let (after, t) = play(&b, Colour::Yellow, sq("f1")).unwrap();
    assert_eq!(t.len(), 4);
    assert_eq!(board_text(&after).split('/').next(), Some("YYYYYY"));
    let b = parse_board("Y...../.R..../..R.../...R../....R./......").unwrap();
    let (_, t) = play(&b, Colour::Yellow, sq("f6")).unwrap();
    assert_eq!(names(&t), vec!["b2", "c3", "d4", "e5"]);
    // A run not closed by the mover's chip does not turn, even when another run does.
    let b = parse_board("YR.RR/...../...../...../.....").unwrap();
    assert_eq!(names(&turned_by(&b, Colour::Yellow, sq("c1"))), vec!["b1"]);
    // Runs do not wrap round the edge of the board.
    let b = parse_board("...R/Y.../..../....").unwrap();
    assert!(turned_by(&b, Colour::Yellow, sq("c1")).is_empty());
}

#[test]
fn no_passing_the_game_ends_when_the_player_to_move_cannot_move() {
    let b = parse_board("YR.Y/.R../..../....").unwrap();
    let (after, _) = play(&b, Colour::Yellow, sq("c1")).unwrap();
    assert_eq!(board_text(&after), "YYYY/.R../..../....");
    // Red cannot move: the game is over, though 11 squares are empty and yellow could move.
    assert!(!has_move(&after, Colour::Red));
    assert!(has_move(&after, Colour::Yellow));
    assert_eq!(after.empty_count(), 11);
    let s = solve(&after, Colour::Red);
    assert_eq!(s.value, Some(1 - 4));
    assert!(s.best.is_empty());
    // Red to move with no move at the start: over at once (red 2, yellow 1).
    let b = parse_board("YRR./..../..../....").unwrap();
    assert!(has_move(&b, Colour::Yellow));
    assert_eq!(solve(&b, Colour::Red).value, Some(1));
    // Yellow to move: d1 takes all three; red then has no chip and no move.
    let s = solve(&b, Colour::Yellow);
    assert_eq!((s.value, names(&s.best)), (Some(4), vec!["d1".to_string()]));
}

#[test]
fn the_score_is_chips_of_your_colour_and_empty_squares_count_for_nobody() {
    // Yellow's only move ends the game with 3 yellow, 0 red and 13 empty squares.
    let b = parse_board("YR../..../..../....").unwrap();
    let s = solve(&b, Colour::Yellow);
    assert_eq!(s.value, Some(3));
    assert_eq!(names(&s.best), vec!["c1"]);
}

#[test]
fn set_ups_where_yellow_cannot_move_are_refused() {
    let b = parse_board("RY../..../..../....").unwrap();
    let e = check_setup(&b, false).unwrap_err();
    assert_eq!(e, SetupError::NoFirstMove);
    assert!(e.text_in(Lang::En).contains("yellow"));
    assert!(e.text_in(Lang::Fr).contains("jaune"));
}

#[test]
fn tournament_set_ups_have_8_to_16_empty_squares_others_are_marked() {
    // 12 empties: fine everywhere.
    let b = parse_board("..../.RY./.YR./....").unwrap();
    assert!(check_setup(&b, true).unwrap().tournament_ready);
    // 32 empties on 6×6: refused for a tournament, allowed (marked) otherwise.
    let b = parse_board("....../....../..RY../..YR../....../......").unwrap();
    assert_eq!(
        check_setup(&b, true).unwrap_err(),
        SetupError::TournamentEmpties { empties: 32 }
    );
    assert!(!check_setup(&b, false).unwrap().tournament_ready);
    // 7 empties: too few for a tournament.
    let b = parse_board("YRYR/RYRY/YRY./R...").unwrap();
    assert_eq!(b.empty_count(), 4);
    let b = parse_board("YR../RYRY/YRY./R...").unwrap();
    assert_eq!(b.empty_count(), 6);
    assert_eq!(
        check_setup(&b, true).unwrap_err().kind(),
        "tournament_empties"
    );
    let info = check_setup(&b, false).unwrap();
    assert!(!info.tournament_ready);
    // 8 and 16 are the bounds.
    let b = parse_board("YRYR./..R../R.YR./..R../YRY..").unwrap();
    assert_eq!(b.empty_count(), 13);
    assert!(check_setup(&b, true).unwrap().tournament_ready);
}

#[test]
fn the_editor_places_flips_and_removes_and_says_why_not() {
    let mut ed = Editor::new(parse_board("..../..../..../....").unwrap(), true);
    assert_eq!(ed.verdict().unwrap_err().kind(), "no_first_move");
    assert!(ed.place(sq("a1"), Colour::Yellow));
    assert!(ed.place(sq("b1"), Colour::Yellow));
    assert!(ed.flip(sq("b1")));
    assert!(!ed.flip(sq("c1")));
    assert_eq!(board_text(ed.board()), "YR../..../..../....");
    // 14 empty squares and a first move (c1): a valid tournament set-up.
    assert_eq!(ed.verdict().unwrap().empties, 14);
    for name in ["a2", "b2", "c2", "d2", "a3", "b3"] {
        assert!(ed.place(sq(name), Colour::Red));
    }
    assert_eq!(ed.board().empty_count(), 8);
    assert!(ed.verdict().is_ok());
    assert!(ed.place(sq("c3"), Colour::Red));
    // 7 empty squares: too few for a tournament.
    assert_eq!(ed.verdict().unwrap_err().kind(), "tournament_empties");
    assert!(ed.remove(sq("c3")));
    assert!(!ed.remove(sq("c3")));
    assert!(ed.verdict().is_ok());
    assert!(!ed.place(Cell::new(4, 4), Colour::Red));
}

#[test]
fn share_codes_round_trip_and_refuse_typos() {
    for rows in [
        "..../.RY./.YR./....",
        "Y.Y.Y/.RRR./YR.RY/.RRR./Y.Y.Y",
        "YRYRYR/R....Y/Y.RY.R/R.YR.Y/Y....R/RYRYRY",
    ] {
        let b = parse_board(rows).unwrap();
        let code = share_code(&b);
        assert_eq!(parse_code(&code).unwrap(), b, "{code}");
        assert_eq!(parse_code(&code.to_lowercase()).unwrap(), b);
        let mut typo: Vec<char> = code.chars().collect();
        typo[2] = if typo[2] == '7' { '8' } else { '7' };
        let typo: String = typo.into_iter().collect();
        assert_eq!(parse_code(&typo).unwrap_err().kind(), "bad_code");
    }
    assert_eq!(parse_code("").unwrap_err().kind(), "bad_code");
    assert_eq!(parse_code("hello!").unwrap_err().kind(), "bad_code");
}

#[test]
fn every_library_set_up_is_valid_and_tournament_ready() {
    for size in [4u8, 5, 6] {
        let list = library(Some(size));
        assert!(list.len() >= 2, "size {size}");
        for s in list {
            let b = s.board().unwrap_or_else(|| panic!("{}", s.rows));
            assert_eq!(b.size(), size);
            let info = check_setup(&b, true).unwrap_or_else(|e| panic!("{}: {e}", s.name_en));
            assert!(info.tournament_ready);
            assert!(solve(&b, Colour::Yellow).proved, "{}", s.name_en);
            assert_ne!(s.name_in(Lang::Fr), "");
        }
    }
    assert_eq!(library(None).len(), 9);
}

#[test]
fn the_generator_is_seeded_valid_and_balanced() {
    for (size, empties) in [(4u8, 10u32), (5, 12), (6, 14)] {
        let a = generate(7, size, empties).unwrap();
        assert_eq!(a, generate(7, size, empties).unwrap());
        assert_eq!(a.size(), size);
        assert_eq!(a.empty_count(), empties);
        assert!(check_setup(&a, true).is_ok());
        let v = solve(&a, Colour::Yellow).value.unwrap();
        assert!(v.abs() <= 2, "{size}: {} value {v}", board_text(&a));
    }
    assert_ne!(generate(1, 6, 14).unwrap(), generate(2, 6, 14).unwrap());
    assert_eq!(generate(1, 7, 14).unwrap_err().kind(), "wrong_size");
    assert_eq!(generate(1, 4, 16).unwrap_err().kind(), "no_first_move");
}
