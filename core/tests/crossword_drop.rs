//! Dropping a piece on the line being built on an equation-crossword board
//! (`crossword::drop_on_line`, `drop_accepts`): on a 7×7 board of the test's own and on a real
//! Pytagora table after the computer's first equation.
#![allow(clippy::expect_used)]

use tuffest_core::crossword::pieces::parse_pieces;
use tuffest_core::crossword::pytagora::{FirstPlayer, PieceView, Pytagora, Settings};
use tuffest_core::crossword::{drop_accepts, drop_on_line, LineDraft};
use tuffest_core::kit::{BoardView, Cell, CellView, Game, Highlight, Seat, Strength};
use tuffest_core::lang::Lang;

/// The keypad of these tests: digits, `+`, `-` and `=`.
fn keypad() -> Vec<PieceView> {
    parse_pieces("0123456789+-=", false)
        .expect("pieces")
        .into_iter()
        .map(|piece| PieceView {
            piece,
            text: piece.symbol().to_string(),
            spoken: piece.spoken(Lang::En).to_string(),
        })
        .collect()
}

/// The keypad's piece typed as `text` (`-` is the minus sign).
fn piece(text: &str) -> PieceView {
    let typed = parse_pieces(text, false).expect("a piece");
    keypad()
        .into_iter()
        .find(|p| [p.piece] == typed[..])
        .expect("a keypad piece")
}

fn sq(row: u8, col: u8) -> Cell {
    Cell::new(row, col)
}

/// A 7×7 board with `tiles` on it (a tile `?` is one no keypad piece writes).
fn board(tiles: &[(Cell, &str)]) -> BoardView {
    let mut cells = Vec::new();
    for row in 0..7 {
        for col in 0..7 {
            let text = tiles
                .iter()
                .find(|(at, _)| *at == sq(row, col))
                .map_or("", |(_, t)| *t);
            cells.push(CellView {
                cell: sq(row, col),
                text: text.to_string(),
                spoken: String::new(),
                owner: None,
                mark: String::new(),
                highlight: Highlight::default(),
            });
        }
    }
    BoardView {
        rows: 7,
        cols: 7,
        cells,
        segments: Vec::new(),
    }
}

fn line(start: Option<Cell>, down: bool, pieces: &str) -> LineDraft {
    LineDraft {
        start,
        down,
        pieces: pieces
            .split_whitespace()
            .map(piece)
            .collect::<Vec<PieceView>>(),
    }
}

/// `text` dropped on `at` of `b` after `l`.
fn drop(b: &BoardView, l: &LineDraft, text: &str, at: Cell) -> Option<LineDraft> {
    drop_on_line(b, &keypad(), l, &piece(text), at)
}

#[test]
fn a_drop_on_a_free_square_starts_the_line_there() {
    let empty = board(&[]);
    let fresh = line(None, false, "");
    assert_eq!(
        drop(&empty, &fresh, "2", sq(3, 3)),
        Some(line(Some(sq(3, 3)), false, "2"))
    );
    // A start tapped but nothing written yet: the drop moves the start, the direction stays.
    let tapped = line(Some(sq(0, 0)), true, "");
    assert_eq!(
        drop(&empty, &tapped, "2", sq(4, 1)),
        Some(line(Some(sq(4, 1)), true, "2"))
    );
    assert_eq!(
        drop(&empty, &tapped, "2", sq(0, 0)),
        Some(line(Some(sq(0, 0)), true, "2"))
    );
}

#[test]
fn a_drop_just_after_the_lines_end_appends_the_piece() {
    let empty = board(&[]);
    let across = line(Some(sq(2, 1)), false, "2 +");
    assert_eq!(
        drop(&empty, &across, "3", sq(2, 3)),
        Some(line(Some(sq(2, 1)), false, "2 + 3"))
    );
    let down = line(Some(sq(1, 4)), true, "9 -");
    assert_eq!(
        drop(&empty, &down, "4", sq(3, 4)),
        Some(line(Some(sq(1, 4)), true, "9 - 4"))
    );
}

#[test]
fn the_second_piece_sets_across_or_down() {
    let empty = board(&[]);
    let one = line(Some(sq(2, 2)), false, "7");
    assert_eq!(
        drop(&empty, &one, "=", sq(3, 2)),
        Some(line(Some(sq(2, 2)), true, "7 =")),
        "below: down"
    );
    let one_down = line(Some(sq(2, 2)), true, "7");
    assert_eq!(
        drop(&empty, &one_down, "=", sq(2, 3)),
        Some(line(Some(sq(2, 2)), false, "7 =")),
        "right: across"
    );
    assert_eq!(
        drop(&empty, &one_down, "=", sq(3, 2)),
        Some(line(Some(sq(2, 2)), true, "7 =")),
        "below again: still down"
    );
}

#[test]
fn tiles_on_the_board_between_are_written_into_the_line() {
    // 2 at (3,1); + 4 already on the board at (3,2) and (3,3); the next free square is (3,4).
    let b = board(&[(sq(3, 2), "+"), (sq(3, 3), "4")]);
    let l = line(Some(sq(3, 1)), false, "2");
    assert_eq!(
        drop(&b, &l, "=", sq(3, 4)),
        Some(line(Some(sq(3, 1)), false, "2 + 4 ="))
    );
    assert_eq!(drop(&b, &l, "=", sq(3, 2)), None, "on a tile");
    // A start tapped on a board tile, nothing written: the line runs from that tile, either way.
    let on_tile = line(Some(sq(3, 2)), false, "");
    assert_eq!(
        drop(&b, &on_tile, "6", sq(3, 4)),
        Some(line(Some(sq(3, 2)), false, "+ 4 6"))
    );
    assert_eq!(
        drop(&b, &on_tile, "6", sq(4, 2)),
        Some(line(Some(sq(3, 2)), true, "+ 6"))
    );
    // A tile no keypad piece writes stops the line: the squares beyond it refuse.
    let unknown = board(&[(sq(3, 2), "?")]);
    assert_eq!(drop(&unknown, &l, "=", sq(3, 3)), None);
}

#[test]
fn every_other_square_refuses_and_nothing_changes() {
    let b = board(&[(sq(5, 5), "8")]);
    let l = line(Some(sq(2, 1)), false, "2 +");
    for at in [
        sq(2, 4),
        sq(2, 0),
        sq(3, 1),
        sq(3, 3),
        sq(5, 5),
        sq(2, 2),
        sq(2, 7),
        sq(7, 0),
        sq(255, 255),
    ] {
        assert_eq!(drop(&b, &l, "3", at), None, "{at:?} refuses");
        assert!(
            !drop_accepts(&b, &keypad(), &l, at),
            "{at:?} is not highlighted"
        );
    }
    // Two pieces across: below the second is not the line's end, and the direction is set (two
    // squares below the start would end the line were it down).
    assert_eq!(drop(&b, &l, "3", sq(3, 2)), None);
    assert_eq!(drop(&b, &l, "3", sq(4, 1)), None);
    // Pieces written before a start was chosen: no square knows where they go.
    assert_eq!(drop(&b, &line(None, false, "1"), "3", sq(0, 0)), None);
    // A line that reaches the edge takes nothing more.
    assert_eq!(
        drop(&b, &line(Some(sq(0, 5)), false, "1 ="), "1", sq(1, 5)),
        None
    );
    // An occupied square does not start a line either.
    assert_eq!(drop(&b, &line(None, false, ""), "3", sq(5, 5)), None);
}

#[test]
fn the_highlight_asks_the_same_question_as_the_drop() {
    let b = board(&[(sq(2, 3), "+"), (sq(4, 4), "?")]);
    for l in [
        line(Some(sq(2, 1)), false, "2"),
        line(Some(sq(2, 2)), false, ""),
        line(Some(sq(1, 4)), true, "5 ="),
        line(None, false, ""),
        line(None, true, "1"),
    ] {
        for row in 0..=8 {
            for col in 0..=8 {
                let at = sq(row, col);
                assert_eq!(
                    drop(&b, &l, "7", at).is_some(),
                    drop_accepts(&b, &keypad(), &l, at),
                    "{l:?} at {at:?}"
                );
            }
        }
    }
}

#[test]
fn a_line_is_carried_across_an_equation_of_a_real_board() {
    // Robo (Casual) starts and lays the first equation; then it is Ana's turn.
    let settings = Settings {
        seed: 8,
        first: FirstPlayer::Seat(1),
        ..Settings::default()
    };
    let seats = vec![
        Seat::person("Ana"),
        Seat::computer("Robo", Strength::Casual),
    ];
    let mut g = Pytagora::start(settings, seats, 0).expect("starts");
    let mut now = 0;
    while g.view(now, Lang::En).turn != 0 && now < 600_000 {
        now += 500;
        g.tick(now);
    }
    let view = g.view(now, Lang::En);
    let tiles: Vec<(Cell, String)> = view
        .board
        .cells
        .iter()
        .filter(|c| !c.text.is_empty())
        .map(|c| (c.cell, c.text.clone()))
        .collect();
    assert!(!tiles.is_empty(), "Robo laid the first equation");
    let tile = |at: Cell| tiles.iter().find(|(c, _)| *c == at).map(|(_, t)| t.clone());
    let step = |at: Cell, down: bool, by: i32| -> Option<Cell> {
        let (r, c) = if down { (by, 0) } else { (0, by) };
        let row = u8::try_from(i32::from(at.row) + r).ok()?;
        let col = u8::try_from(i32::from(at.col) + c).ok()?;
        Some(Cell::new(row, col))
    };
    // The equation's first tile and its direction.
    let (first, down) = tiles
        .iter()
        .find_map(|(t, _)| {
            [false, true].into_iter().find_map(|d| {
                let next = step(*t, d, 1).and_then(tile).is_some();
                let before = step(*t, d, -1).and_then(tile).is_some();
                (next && !before).then_some((*t, d))
            })
        })
        .expect("an equation of two or more tiles");
    let mut run = vec![first];
    while let Some(next) =
        step(*run.last().expect("a tile"), down, 1).filter(|c| tile(*c).is_some())
    {
        run.push(next);
    }
    let before = step(first, down, -1).expect("room before the equation");
    let after = step(first, down, run.len() as i32).expect("room after it");
    let keypad = view.keypad.clone();
    let one = keypad.iter().find(|p| p.text == "1").expect("1");
    let eq = keypad.iter().find(|p| p.text == "=").expect("=");
    // The first drop starts the line just before the equation, the second lands after it.
    let started = drop_on_line(&view.board, &keypad, &line(None, !down, ""), one, before)
        .expect("a free square starts the line");
    let carried = drop_on_line(&view.board, &keypad, &started, eq, after).expect("carried");
    assert_eq!(carried.start, Some(before));
    assert_eq!(
        carried.down, down,
        "the direction comes from where the second piece went"
    );
    let mut written = vec!["1".to_string()];
    written.extend(run.iter().map(|c| tile(*c).expect("a tile")));
    written.push("=".to_string());
    assert_eq!(
        carried
            .pieces
            .iter()
            .map(|p| p.text.clone())
            .collect::<Vec<_>>(),
        written
    );
    // Dropping on the equation itself is refused.
    let last = *run.last().expect("a tile");
    assert_eq!(drop_on_line(&view.board, &keypad, &started, eq, last), None);
}
