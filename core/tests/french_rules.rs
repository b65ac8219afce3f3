//! The French tile game's rules, one test row per example of the surviving text (seed
//! `001_ec807430c141de3d.txt`) and per reconstructed rule (`design/crossword.md`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use tuffest_core::crossword::board::{Board, Direction, Placement};
use tuffest_core::crossword::french::{
    check_lay, check_line, check_transform, show, speak, Layout, PlayError, ReadError, Transform,
    BONUS,
};
use tuffest_core::crossword::pieces::{parse_pieces, Piece};
use tuffest_core::kit::grid::Cell;
use tuffest_core::kit::Worded;
use tuffest_core::lang::Lang;

fn pieces(text: &str) -> Vec<Piece> {
    parse_pieces(text, true).expect("pieces")
}

fn read(text: &str) -> Result<String, ReadError> {
    check_line(&pieces(text)).map(|r| show(&r.value))
}

fn lay(text: &str) -> Placement {
    let (head, rest) = text.split_once(' ').expect("two parts");
    let dir = if head.starts_with('h') {
        Direction::Across
    } else {
        Direction::Down
    };
    let (r, c) = head[1..].split_once(',').expect("r,c");
    Placement {
        start: Cell::new(r.parse().expect("row"), c.parse().expect("col")),
        dir,
        pieces: pieces(rest),
    }
}

fn board_with(lines: &[&str]) -> Board {
    let mut b = Board::new(15, 15);
    for l in lines {
        b.place(&lay(l)).expect("fits");
    }
    b
}

#[test]
fn example_3a_a_mixed_number_is_read_and_announced() {
    let p = pieces("8÷5=13/5");
    let r = check_line(&p).expect("8 ÷ 5 = 1 3/5 is true");
    assert_eq!(show(&r.value), "1.6");
    assert_eq!(r.wholes, vec![1], "read as the mixed number 1 3/5");
    assert_eq!(
        speak(&p, &r.wholes, Lang::En),
        "8 divided by 5 equals 1 and 3/5"
    );
    assert_eq!(
        speak(&p, &r.wholes, Lang::Fr),
        "8 divisé par 5 égale 1 et 3/5"
    );
    // A plain fraction is read first when it is the true one.
    let r = check_line(&pieces("13/5=2.6")).expect("13/5 = 2.6");
    assert_eq!(r.wholes, vec![0]);
}

#[test]
fn example_3_nota_fractions_need_not_be_in_lowest_terms() {
    for text in ["12÷5=24/10", "12÷5=28/20", "12÷5=22/5"] {
        assert_eq!(read(text), Ok("2.4".into()), "{text}");
    }
    // The seed prints "2 1/5" among the answers: 2 1/5 is 2.2, not 12 ÷ 5 (a misprint of 2 2/5).
    assert!(matches!(read("12÷5=21/5"), Err(ReadError::Unequal(..))));
}

#[test]
fn example_4_eight_is_eight_point_zero_is_eight_point_zero_zero() {
    assert_eq!(read("8=8.0"), Ok("8".into()));
    assert_eq!(read("8.0=8.00"), Ok("8".into()));
    assert_eq!(read("4×2=8.0=8.00"), Ok("8".into()));
    assert_eq!(read("7÷2=3.5"), Ok("3.5".into()));
}

#[test]
fn example_5c_note_every_member_of_a_chain_is_equal() {
    assert_eq!(read("2+2=4=1×4"), Ok("4".into()));
    assert_eq!(
        read("2+2=4=5"),
        Err(ReadError::Unequal("4".into(), "5".into()))
    );
}

#[test]
fn examples_6_and_7_as_printed_are_false_and_our_reading_of_7_is_true() {
    // The OCR copy prints them without the digits that made them true.
    for text in [
        "2×1=1×7",
        "4×9=1×7",
        "2×1=3×9",
        "2×1+2=2×5=1×7",
        "1×6=6×4",
        "0×1×6=6×4",
    ] {
        assert!(matches!(read(text), Err(ReadError::Unequal(..))), "{text}");
    }
    // Examples 7a-7c read with the digits restored (ours): zeros in front of a number and + 0.
    assert_eq!(read("1×64=16×4"), Ok("64".into()));
    assert_eq!(read("01×64=16×4"), Ok("64".into()));
    assert_eq!(read("001×64=16×4"), Ok("64".into()));
    assert_eq!(read("01×64=16×4+0=16×4"), Ok("64".into()));
}

#[test]
fn rule_12_zeros_lead_and_add_and_multiply() {
    assert_eq!(read("014+11=25"), Ok("25".into()));
    assert_eq!(read("5+0=5"), Ok("5".into()));
    assert_eq!(read("0×5=0"), Ok("0".into()));
    assert_eq!(read("5÷0=5"), Err(ReadError::DivideByZero));
    assert_eq!(read("1/0=1"), Err(ReadError::DivideByZero));
}

#[test]
fn rule_14_grey_tiles_side_by_side() {
    for text in [
        "6×−2=−12",
        "6÷−2=−3",
        "1−.5=.5",
        "1+.5=1.5",
        "2×.5=1",
        "1÷.5=2",
        "1+−1=0",
    ] {
        assert!(read(text).is_ok(), "{text}: {:?}", read(text));
    }
    for (text, a, b) in [
        ("1−−1=2", Piece::Minus, Piece::Minus),
        ("2×+1=2", Piece::Times, Piece::Plus),
        ("2+×1=2", Piece::Plus, Piece::Times),
        ("2=+2", Piece::Equals, Piece::Plus),
        ("1/−2=1", Piece::FractionBar, Piece::Minus),
    ] {
        assert_eq!(read(text), Err(ReadError::GreyTogether(a, b)), "{text}");
    }
    assert_eq!(
        ReadError::GreyTogether(Piece::Minus, Piece::Minus).text_in(Lang::Fr),
        "deux jetons gris ne peuvent pas se suivre ici (− −, règle 14)"
    );
}

#[test]
fn rule_13_numbers_read_left_to_right_and_top_to_bottom() {
    let b = board_with(&["v5,7 12=12"]);
    // The down line reads 1, 2, =, 1, 2 from the top.
    let r = check_lay(&b, Layout::Plain, &lay("h9,7 2×6=12")).expect("crosses the 2 below");
    assert_eq!(r.equations.len(), 1);
    assert_eq!(r.equations[0].value, "12");
}

#[test]
fn example_8_a_zero_joins_two_equations() {
    // 14 + 11 = 25 on the board; the player lays 1 0 2 × 3 = 3 0 6 down, its 0 in front of 14.
    let b = board_with(&["h7,5 14+11=25"]);
    let c = check_lay(&b, Layout::Plain, &lay("v6,4 102×3=306")).expect("both true");
    assert_eq!(c.new.len(), 9);
    let across = c
        .equations
        .iter()
        .find(|e| e.dir == Direction::Across)
        .expect("014+11=25");
    let down = c
        .equations
        .iter()
        .find(|e| e.dir == Direction::Down)
        .expect("102×3=306");
    assert_eq!(across.pieces, pieces("014+11=25"));
    // Rule 12: only points (no +20) when zeros alone are added; the whole equation is counted.
    assert_eq!(across.points, 1 + 1 + 3 + 2 + 1 + 1 + 1 + 2 + 4);
    assert!(across.extended);
    assert_eq!(down.points, 1 + 1 + 2 + 4 + 3 + 1 + 3 + 1 + 4);
    assert_eq!(c.points, 16 + 20, "the two equations' totals");
}

#[test]
fn rule_10_an_extension_scores_the_whole_equation_plus_20() {
    let b = board_with(&["h7,5 2+3=5"]);
    let c = check_lay(&b, Layout::Plain, &lay("h7,10 ×1")).expect("2+3=5×1");
    assert_eq!(c.equations.len(), 1);
    let e = &c.equations[0];
    assert!(e.extended);
    assert_eq!(e.pieces, pieces("2+3=5×1"));
    assert_eq!(c.points, 2 + 2 + 3 + 1 + 4 + 4 + 1 + BONUS);
    // Both ends at once.
    let c = check_lay(&b, Layout::Plain, &lay("h7,3 1×2+3=5×1")).expect("both ends");
    assert_eq!(c.new.len(), 4);
    // Premiums under the whole equation count for an extension: the centre (green) is under
    // an old tile, the new 1 on a blue square.
    let c = check_lay(&b, Layout::Standard, &lay("h7,10 ×1")).expect("2+3=5×1");
    assert_eq!(c.points, (2 + 2 + 3 + 1 + 4 + 4 + 2) * 2 + BONUS);
    // A false extension is refused with the line and the reason.
    let e = check_lay(&b, Layout::Plain, &lay("h7,10 ×2")).expect_err("2+3=5×2");
    assert_eq!(e.kind(), "unequal");
    assert!(e
        .text_in(Lang::En)
        .starts_with("2+3=5×2 is not a true equation"));
}

#[test]
fn premiums_compound_under_new_tiles() {
    // First play on the centre (green): doubled.
    let empty = Board::new(15, 15);
    let c = check_lay(&empty, Layout::Standard, &lay("h7,5 1+2=3")).expect("first play");
    assert_eq!(c.points, (1 + 2 + 2 + 1 + 3) * 2);
    assert_eq!(
        check_lay(&empty, Layout::Standard, &lay("h6,5 1+2=3")),
        Err(PlayError::NotOnCentre)
    );
    // Two yellow squares: ×9; a blue square doubles its tile; the crossing 0 + 5=5 scores
    // without the bonus (zeros only, rule 12).
    let b = board_with(&["v1,2 5=5"]);
    let c = check_lay(&b, Layout::Standard, &lay("h0,0 100−99=1")).expect("two yellows");
    let across = (1 + 1 + 1 + 3 * 2 + 8 + 8 + 1 + 1) * 9;
    let down = 1 + 4 + 1 + 4; // (2, 2) is green, under an old tile: not counted

    assert_eq!(c.points, across + down);
    // Tiles must join the board.
    assert_eq!(
        check_lay(&b, Layout::Standard, &lay("h10,0 1+1=2")),
        Err(PlayError::NotJoined)
    );
}

#[test]
fn rule_11_transformations_keep_the_value() {
    let b = board_with(&["h7,1 12×3=6×6"]);
    // 6a-like: the left member replaced.
    let t = Transform {
        cell: Cell::new(7, 7),
        dir: Direction::Across,
        member: 0,
        pieces: pieces("4×9"),
    };
    let c = check_transform(&b, Layout::Plain, &t).expect("4×9=6×6");
    assert_eq!(c.removed.len(), 3, "1, 2 and 3 go back to the bag; × stays");
    assert_eq!(c.new.len(), 2);
    assert_eq!(c.points, 3 + 4 + 8 + 1 + 4 + 4 + 4 + BONUS);
    // 6b-like: the right member.
    let t = Transform {
        member: 1,
        pieces: pieces("3×12"),
        ..t
    };
    let c = check_transform(&b, Layout::Plain, &t).expect("12×3=3×12");
    assert!(c
        .equations
        .iter()
        .any(|e| e.transformed && e.pieces == pieces("12×3=3×12")));
    // 6c-like: a member becomes a chain.
    let t = Transform {
        pieces: pieces("4×9=6×6"),
        ..t
    };
    assert!(check_transform(&b, Layout::Plain, &t).is_ok());
    // The value must not change: the member left alone keeps it.
    let t = Transform {
        member: 0,
        pieces: pieces("4×8"),
        ..t
    };
    let e = check_transform(&b, Layout::Plain, &t).expect_err("4×8=6×6");
    assert_eq!(e.kind(), "unequal");
    assert_eq!(
        e.text_in(Lang::Fr),
        "4×8=6×6 n\u{2019}est pas une équation juste\u{a0}: les membres ne sont pas égaux (32 et 36)"
    );
    // A tile that belongs to an equation across cannot be taken off.
    let b = board_with(&["h7,4 12×3=6×6", "v5,11 1=6÷6"]);
    let t = Transform {
        cell: Cell::new(7, 4),
        dir: Direction::Across,
        member: 1,
        pieces: pieces("9×4"),
    };
    assert_eq!(
        check_transform(&b, Layout::Plain, &t),
        Err(PlayError::Anchored(Cell::new(7, 11)))
    );
}
