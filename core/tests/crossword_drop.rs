//! Dropping a piece on the line being built on an equation-crossword board
//! (`crossword::drop_on_line`, `drop_accepts`): on a 7×7 board of the test's own and on a real
//! Pytagora table after the computer's first equation.
#![allow(clippy::expect_used)]

use tuffest_core::crossword::pieces::parse_pieces;
use tuffest_core::crossword::pytagora::{PieceView, Pytagora};
use tuffest_core::crossword::{drop_accepts, drop_on_line, LineDraft};
use tuffest_core::kit::{BoardView, Cell, CellView, Game, Highlight};
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

/// A line written `row,col across: pieces` or `row,col down: pieces` (`-` for no start yet;
/// pieces apart by spaces, `-` the minus sign).
fn line(text: &str) -> LineDraft {
    let (head, pieces) = text.split_once(':').expect("a colon");
    let (start, way) = head.split_once(' ').expect("a start and a direction");
    LineDraft {
        start: start.split_once(',').map(|(r, c)| {
            sq(
                r.parse().expect("a row number"),
                c.parse().expect("a column number"),
            )
        }),
        down: way == "down",
        pieces: pieces.split_whitespace().map(piece).collect(),
    }
}

/// The line in the notation of [`line`].
fn written(l: &LineDraft) -> String {
    let start = l
        .start
        .map_or("-".to_string(), |c| format!("{},{}", c.row, c.col));
    let way = if l.down { "down" } else { "across" };
    let pieces: Vec<String> = l.pieces.iter().map(|p| format!(" {}", p.text)).collect();
    format!("{start} {way}:{}", pieces.concat())
}

/// `text` dropped on `at` of `b` after the line `before`: the line after it (`written`), or
/// `refused`. Every drop also asks the highlight, which must give the same answer.
fn after(b: &BoardView, before: &str, text: &str, at: (u8, u8)) -> String {
    let (l, at) = (line(before), sq(at.0, at.1));
    let dropped = drop_on_line(b, &keypad(), &l, &piece(text), at);
    let lit = drop_accepts(b, &keypad(), &l, at);
    assert_eq!(
        dropped.is_some(),
        lit,
        "the highlight of {at:?} after {before}"
    );
    dropped.map_or("refused".to_string(), |l| written(&l))
}

#[test]
fn a_drop_on_a_free_square_starts_the_line_there() {
    let empty = board(&[]);
    assert_eq!(after(&empty, "- across:", "2", (3, 3)), "3,3 across: 2");
    // A start tapped but nothing written yet: the drop moves the start, the direction stays.
    assert_eq!(after(&empty, "0,0 down:", "2", (4, 1)), "4,1 down: 2");
    assert_eq!(after(&empty, "0,0 down:", "2", (0, 0)), "0,0 down: 2");
}

#[test]
fn a_drop_just_after_the_lines_end_appends_the_piece() {
    let empty = board(&[]);
    assert_eq!(
        after(&empty, "2,1 across: 2 +", "3", (2, 3)),
        "2,1 across: 2 + 3"
    );
    let minus = after(&empty, "1,4 down: 9 -", "4", (3, 4));
    assert_eq!(minus, "1,4 down: 9 \u{2212} 4");
}

#[test]
fn the_second_piece_sets_across_or_down() {
    let empty = board(&[]);
    let below = after(&empty, "2,2 across: 7", "=", (3, 2));
    assert_eq!(below, "2,2 down: 7 =", "below: down");
    let right = after(&empty, "2,2 down: 7", "=", (2, 3));
    assert_eq!(right, "2,2 across: 7 =", "right: across");
    let again = after(&empty, "2,2 down: 7", "=", (3, 2));
    assert_eq!(again, "2,2 down: 7 =", "below again: still down");
}

#[test]
fn tiles_on_the_board_between_are_written_into_the_line() {
    // 2 at (3,1); + 4 already on the board at (3,2) and (3,3); the next free square is (3,4).
    let b = board(&[(sq(3, 2), "+"), (sq(3, 3), "4")]);
    assert_eq!(
        after(&b, "3,1 across: 2", "=", (3, 4)),
        "3,1 across: 2 + 4 ="
    );
    assert_eq!(
        after(&b, "3,1 across: 2", "=", (3, 2)),
        "refused",
        "on a tile"
    );
    // A start tapped on a board tile, nothing written: the line runs from that tile, either way.
    assert_eq!(after(&b, "3,2 across:", "6", (3, 4)), "3,2 across: + 4 6");
    assert_eq!(after(&b, "3,2 across:", "6", (4, 2)), "3,2 down: + 6");
    // A tile no keypad piece writes stops the line: the squares beyond it refuse.
    let unknown = board(&[(sq(3, 2), "?")]);
    assert_eq!(after(&unknown, "3,1 across: 2", "=", (3, 3)), "refused");
}

#[test]
fn every_other_square_refuses_and_nothing_changes() {
    let b = board(&[(sq(5, 5), "8")]);
    // Beside, before, below the start, on the tile, on the line, past the edge; and two
    // squares below the start, which would end the line were it down: two pieces set across.
    let squares = [
        (2, 4),
        (2, 0),
        (3, 1),
        (3, 3),
        (5, 5),
        (2, 2),
        (2, 7),
        (7, 0),
        (255, 255),
    ];
    for at in squares.into_iter().chain([(3, 2), (4, 1)]) {
        assert_eq!(after(&b, "2,1 across: 2 +", "3", at), "refused", "{at:?}");
    }
    // Pieces written before a start was chosen: no square knows where they go.
    assert_eq!(after(&b, "- across: 1", "3", (0, 0)), "refused");
    // A line that reaches the edge takes nothing more.
    assert_eq!(after(&b, "0,5 across: 1 =", "1", (1, 5)), "refused");
    // An occupied square does not start a line either.
    assert_eq!(after(&b, "- across:", "3", (5, 5)), "refused");
}

#[test]
fn the_highlight_asks_the_same_question_as_the_drop() {
    let b = board(&[(sq(2, 3), "+"), (sq(4, 4), "?")]);
    for before in [
        "2,1 across: 2",
        "2,2 across:",
        "1,4 down: 5 =",
        "- across:",
        "- down: 1",
    ] {
        for row in 0..=8 {
            for col in 0..=8 {
                // `after` checks the highlight against the drop on every square.
                after(&b, before, "7", (row, col));
            }
        }
    }
}

#[test]
fn a_line_is_carried_across_an_equation_of_a_real_board() {
    // Robo (Casual) starts and lays the first equation; then it is Ana's turn.
    let (settings, seats) = crate::support::pytagora_scene::scene();
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
    let started = drop_on_line(
        &view.board,
        &keypad,
        &LineDraft {
            start: None,
            down: !down,
            pieces: Vec::new(),
        },
        one,
        before,
    )
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
