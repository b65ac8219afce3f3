//! Pytagora's rules, one test row per rule and rulebook example (seed
//! `002_3173b2c8d31de5e7.txt`, rulings in `design/crossword.md`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::crossword::board::{Board, Placement};
use tuffest_core::crossword::equation::LineError;
use tuffest_core::crossword::pieces::{parse_pieces, Piece};
use tuffest_core::crossword::pytagora::{
    check_lay, score_line, Command, Detail, FirstPlayer, Hint, LayError, Pytagora, Refusal,
    Settings, Snapshot, RULES,
};
use tuffest_core::kit::save::{read, write};
use tuffest_core::kit::{CommonRefusal, Cue, Event, Game, Rack, Seat, Strength, Worded};
use tuffest_core::lang::Lang;

fn line(text: &str) -> Vec<Piece> {
    parse_pieces(text, false).unwrap()
}

fn score(text: &str) -> Result<i64, LineError> {
    score_line(&line(text), 0)
}

#[test]
fn equations_follow_the_rulebook_checks() {
    // "53 = 53 would not be allowed and 6 × 4 = 6 × 4 would also not be allowed".
    assert_eq!(score("53=53"), Err(LineError::SameBothSides));
    assert_eq!(score("6×4=6×4"), Err(LineError::SameBothSides));
    // crossword.md: the same numbers and operations in another order too.
    assert_eq!(score("6×4=4×6"), Err(LineError::SameBothSides));
    assert!(score("6×4=3×8").is_ok());
    // "A '0' may not be used at the start of a number (such as 09)".
    assert_eq!(score("09=9"), Err(LineError::LeadingZero(9)));
    assert!(score("10=9+1").is_ok());
    // "Players may add and subtract a '0', but may not divide or multiply by '0'".
    assert!(score("5+0=5").is_ok());
    assert!(score("5−0=5").is_ok());
    assert_eq!(score("5×0=0"), Err(LineError::ByZero));
    assert_eq!(score("0÷5=0"), Err(LineError::ByZero));
    assert_eq!(score("5÷0=5"), Err(LineError::ByZero));
    // "Only whole numbers may be used" (division exact, intermediate results too).
    assert_eq!(score("7÷2=3"), Err(LineError::NotWhole(7, 2)));
    assert_eq!(score("7÷2×2=7"), Err(LineError::NotWhole(7, 2)));
    // "Negative numbers are not allowed in any part of an equation" (left to right).
    assert_eq!(score("2−5+4=1"), Err(LineError::Negative));
    assert_eq!(score("1=3−2"), Ok(5));
    assert!(score("3−3=0").is_ok());
    // Standard precedence.
    assert!(score("2+3×4=14").is_ok());
    assert_eq!(score("2+3×4=20"), Err(LineError::Unequal(14, 20)));
    // One equals sign per equation.
    assert_eq!(score("1+1=2=2"), Err(LineError::TwoEquals));
    assert_eq!(score("1+1"), Err(LineError::NoEquals));
    assert_eq!(score("+1=1"), Err(LineError::StartsWithSign));
    assert_eq!(score("1+=1"), Err(LineError::SignsTogether));
}

#[test]
fn scoring_follows_the_rulebook() {
    // 1 a piece.
    assert_eq!(score("2+3=5"), Ok(5));
    // "a multiplication sign scores 2 points, a division sign scores 3 points".
    assert_eq!(score("2×3=6"), Ok(6));
    assert_eq!(score("6÷3=2"), Ok(7));
    // "this rule does not apply if you are multiplying or dividing by the number 1".
    assert_eq!(score("6×1=6"), Ok(5));
    assert_eq!(score("1×6=6"), Ok(5));
    assert_eq!(score("6÷1=6"), Ok(5));
    assert_eq!(score("6÷6=1"), Ok(7));
    // "a double digit number scores 3 (2+1), a three digit number scores 6 (3+2+1)".
    assert_eq!(score("12+3=15"), Ok(3 + 1 + 1 + 1 + 3));
    assert_eq!(score("100+23=123"), Ok(6 + 1 + 3 + 1 + 6));
    // "Crossing a puzzle piece which has previously been laid scores 1 bonus point".
    assert_eq!(score_line(&line("2+3=5"), 2), Ok(7));
}

fn board_with(lines: &[&str]) -> Board {
    let mut b = Board::new(15, 15);
    for l in lines {
        b.place(&Placement::parse(l).unwrap()).unwrap();
    }
    b
}

#[test]
fn lines_may_cross_but_not_extend_nor_touch() {
    let b = board_with(&["h5,3 2+3=5"]);
    // Crossing the 3 of 2+3=5 (shared), scoring its bonus point.
    let cross = check_lay(&b, &Placement::parse("v3,5 9÷3=3").unwrap(), RULES).unwrap();
    assert_eq!(cross.crossed, 1);
    assert_eq!(cross.points, 1 + 3 + 1 + 1 + 1 + 1);
    // A line crossing nothing, away from the others ("start a new line").
    assert!(check_lay(&b, &Placement::parse("h9,0 1+1=2").unwrap(), RULES).is_ok());
    // Extending an earlier equation (right after it, or along it).
    assert!(matches!(
        check_lay(&b, &Placement::parse("h5,8 1=1").unwrap(), RULES),
        Err(LayError::Extends(_))
    ));
    assert!(matches!(
        check_lay(&b, &Placement::parse("h5,3 2+3=5−0").unwrap(), RULES),
        Err(LayError::Extends(_))
    ));
    // Side by side with laid pieces without crossing them.
    assert!(matches!(
        check_lay(&b, &Placement::parse("h4,0 1+1=2").unwrap(), RULES),
        Err(LayError::Touches(_))
    ));
    assert!(matches!(
        check_lay(&b, &Placement::parse("v5,8 4=4").unwrap(), RULES),
        Err(LayError::Touches(_)) | Err(LayError::Extends(_))
    ));
    // The crossed piece must be the one on the board.
    assert!(matches!(
        check_lay(&b, &Placement::parse("v3,5 8÷4=2").unwrap(), RULES),
        Err(LayError::Board(_))
    ));
}

/// Empties the pool of `=` into the bag.
/// Lays the line `placement` (its `=` from the rack).
fn lay(placement: &str) -> Command {
    Command::Lay {
        placement: Placement::parse(placement).unwrap(),
        equals_from_pool: false,
    }
}

fn empty_pool(s: &mut Snapshot) {
    let n = s.table.pool as usize;
    s.table.pool = 0;
    s.table.bag.put_back(vec![Piece::Equals; n]);
}

fn two_people(first: FirstPlayer) -> Pytagora {
    Pytagora::start(
        Settings {
            first,
            seed: 7,
            ..Settings::default()
        },
        vec![Seat::person("Ann"), Seat::person("Ben")],
        0,
    )
    .unwrap()
}

/// The game with `seat`'s rack set to `pieces` (taken from the bag; the old rack goes back).
fn with_rack(
    g: &Pytagora,
    seat: usize,
    pieces: &str,
    edit: impl FnOnce(&mut Snapshot),
) -> Pytagora {
    let mut s = g.snapshot(0);
    let t = &mut s.table;
    let old = t.racks[seat].take_all();
    t.bag.put_back(old);
    let mut r = Rack::new(10);
    for p in line(pieces) {
        r.push(t.bag.take(&p).expect("in the bag"));
    }
    t.racks[seat] = r;
    edit(&mut s);
    let mut g = Pytagora::restore(s).unwrap();
    g.resume(0);
    g
}

#[test]
fn the_game_starts_with_a_shared_pool_and_racks_of_ten() {
    let g = two_people(FirstPlayer::Seat(1));
    let t = g.table();
    // "As many 'equals' signs as there are players are then taken from the bag".
    assert_eq!(t.pool, 2);
    assert!(t.racks.iter().all(|r| r.tiles().len() == 10));
    assert_eq!(t.bag.len(), 126 - 2 - 20);
    // "The youngest player starts": the app asks (a seat) or draws at random.
    assert_eq!(g.turn(), 1);
    assert_eq!(g.outcome(), None);
    assert!(Pytagora::start(Settings::default(), vec![Seat::person("A")], 0).is_err());
}

#[test]
fn italian_start_sets_aside_a_piece_as_the_starting_score() {
    let g = two_people(FirstPlayer::Italian);
    let t = g.table();
    assert!(t.scores.iter().all(|s| (1..=6).contains(s)));
    let low = *t.scores.iter().min().unwrap();
    assert_eq!(t.scores[g.turn() as usize], low);
    assert!(t.racks.iter().all(|r| r.tiles().len() == 10));
    assert_eq!(t.bag.len(), 126 - 2 - 20 - 2);
}

#[test]
fn a_play_scores_refills_and_passes_the_turn() {
    let g = two_people(FirstPlayer::Seat(0));
    let mut g = with_rack(&g, 0, "23=5+14678", |_| {});
    let ev = g.apply(0, lay("h12,10 2+3=5"), 10).unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Game(Detail::Laid { points: 5, .. }))));
    // Two people on one device: the hand-over cue.
    assert!(ev.contains(&Event::Cue(Cue::HandOver { seat: 1 })));
    assert_eq!(g.table().scores, vec![5, 0]);
    assert_eq!(g.table().racks[0].tiles().len(), 10);
    assert_eq!(g.table().pool, 2);
    assert_eq!(g.turn(), 1);
}

#[test]
fn the_pools_equals_sign_serves_a_rack_without_one() {
    let g = two_people(FirstPlayer::Seat(0));
    let mut g = with_rack(&g, 0, "235+146789", |_| {});
    g.apply(0, lay("h12,10 2+3=5"), 10).unwrap();
    assert_eq!(g.table().pool, 1);
    // With the pool empty, a rack without `=` cannot place one.
    let g2 = with_rack(&g, 1, "235+146789", empty_pool);
    let mut g2 = g2;
    let r = g2.apply(
        1,
        Command::Lay {
            placement: Placement::parse("h2,2 2+3=5").unwrap(),
            equals_from_pool: true,
        },
        10,
    );
    assert_eq!(r, Err(Refusal::PoolEmpty));
}

#[test]
fn refusals_leave_the_game_unchanged() {
    let g = two_people(FirstPlayer::Seat(0));
    let mut g = with_rack(&g, 0, "23=5+14678", |_| {});
    let before = g.snapshot(0);
    for (seat, cmd) in [
        (1, Command::Stuck),
        (0, lay("h12,10 2+3=6")),
        (0, lay("h12,10 9+3=12")),
        (0, lay("h12,22 2+3=5")),
        (7, Command::Stuck),
    ] {
        let r = g.apply(seat, cmd, 5);
        assert!(r.is_err());
        let e = r.unwrap_err();
        assert_ne!(e.text_in(Lang::Fr), e.text_in(Lang::En));
        assert_eq!(g.snapshot(0), before);
    }
}

#[test]
fn a_stuck_rack_costs_five_and_the_turn_goes_on_then_passes() {
    let g = two_people(FirstPlayer::Seat(0));
    let mut g = with_rack(&g, 0, "++++−−−−××", empty_pool);
    assert!(g.is_stuck());
    let ev = g.apply(0, Command::Stuck, 1).unwrap();
    assert!(ev.contains(&Event::Game(Detail::Exchanged {
        seat: 0,
        penalty: 5
    })));
    assert_eq!(g.table().scores[0], -5);
    assert_eq!(g.turn(), 0, "the turn continues");
    assert_eq!(g.table().racks[0].tiles().len(), 10);
    let ev = g.apply(0, Command::Stuck, 2).unwrap();
    assert!(ev.contains(&Event::Game(Detail::Passed { seat: 0 })));
    assert_eq!(g.table().scores[0], -5, "no second penalty");
    assert_eq!(g.turn(), 1);
}

#[test]
fn the_first_to_the_target_wins_at_the_end_of_the_turn() {
    let g = two_people(FirstPlayer::Seat(0));
    let mut g = with_rack(&g, 0, "23=5+14678", |s| s.table.scores = vec![31, 34]);
    let ev = g.apply(0, lay("h12,10 2+3=5"), 1).unwrap();
    assert!(ev.contains(&Event::Game(Detail::Won { seat: 0 })));
    assert!(ev.contains(&Event::Cue(Cue::GameOver)));
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, vec![0]);
    assert_eq!(o.scores, vec![36, 34]);
    assert_eq!(
        g.apply(1, Command::Stuck, 2),
        Err(Refusal::Common(CommonRefusal::Over))
    );
    let rec = g.record(1_000);
    assert_eq!(rec.game, "pytagora");
    assert!(rec.finished);
    assert_eq!(rec.winners, vec![0]);
    assert_eq!(rec.players[0].total, 36);
}

#[test]
fn hints_go_from_possible_to_pieces_to_the_play_and_are_counted() {
    let g = two_people(FirstPlayer::Seat(0));
    let mut g = with_rack(&g, 0, "23=5+14678", |_| {});
    assert_eq!(g.hint(1, 0), Err(Refusal::Common(CommonRefusal::NoHint)));
    assert_eq!(g.hint(0, 0), Ok(Hint::Possible(true)));
    assert!(matches!(g.hint(0, 0), Ok(Hint::Pieces(p)) if p.contains(&Piece::Equals)));
    let Ok(Hint::Play(p)) = g.hint(0, 0) else {
        panic!("a play")
    };
    assert!(g
        .apply(
            0,
            Command::Lay {
                placement: p,
                equals_from_pool: false
            },
            1
        )
        .is_ok());
    assert_eq!(g.outcome(), None);
    assert!(g.assisted()[0]);
    assert!(!g.assisted()[1]);
    let mut stuck = with_rack(&g, 1, "++++−−−−××", empty_pool);
    assert_eq!(stuck.hint(1, 0), Ok(Hint::Possible(false)));
}

#[test]
fn saves_round_trip_and_damaged_ones_are_refused() {
    let g = two_people(FirstPlayer::Seat(0));
    let text = write(&g, 0);
    let back: Pytagora = read(&text).unwrap();
    assert_eq!(back.snapshot(0), g.snapshot(0));
    assert!(read::<Pytagora>("{not json").is_err());
    assert!(read::<Pytagora>(&text.replace("\"pytagora\"", "\"tuf\"")).is_err());
    // A piece too many: the 126 do not add up.
    let mut s = g.snapshot(0);
    s.table.racks[0].push(Piece::Digit(9));
    assert!(Pytagora::restore(s).is_err());
    let mut s = g.snapshot(0);
    s.table.turn = 5;
    let e = Pytagora::restore(s).unwrap_err();
    assert_eq!(e.kind(), "damaged");
}

#[test]
fn pass_and_play_hides_the_rack_until_its_owner_is_ready() {
    let g = two_people(FirstPlayer::Seat(0));
    let mut g = with_rack(&g, 0, "23=5+14678", |_| {});
    assert!(g.view(0, Lang::En).rack.is_none());
    g.apply(0, Command::Ready, 0).unwrap();
    assert!(g.view(0, Lang::En).rack.is_some());
    let ev = g.apply(0, lay("h12,10 2+3=5"), 1).unwrap();
    assert!(ev.contains(&Event::Cue(Cue::HandOver { seat: 1 })));
    assert!(g.view(0, Lang::En).rack.is_none());
    let v = g.view(0, Lang::Fr);
    assert_eq!(v.spoken_lines, vec!["2 plus 3 égale 5".to_string()]);
    assert_eq!(
        g.view(0, Lang::En).spoken_lines,
        vec!["2 plus 3 equals 5".to_string()]
    );
}

#[test]
fn undo_against_the_computer_takes_back_the_last_move() {
    let g = Pytagora::start(
        Settings {
            first: FirstPlayer::Seat(0),
            seed: 3,
            ..Settings::default()
        },
        vec![Seat::person("Ann"), Seat::computer("CPU", Strength::Strong)],
        0,
    )
    .unwrap();
    let mut g = with_rack(&g, 0, "23=5+14678", |_| {});
    let before = g.snapshot(0).table;
    g.apply(0, lay("h12,10 2+3=5"), 0).unwrap();
    g.tick(10_000);
    assert_eq!(g.turn(), 0, "the computer has played");
    g.undo(0, 10_000).unwrap();
    let after = g.snapshot(0).table;
    assert_eq!(after.board, before.board);
    assert_eq!(after.racks, before.racks);
    assert_eq!(after.scores, before.scores);
    assert!(g.assisted()[0]);
    assert_eq!(
        g.undo(0, 10_000).map(|_| ()),
        Err(Refusal::Common(CommonRefusal::NoUndo))
    );
}

#[test]
fn plus_and_minus_plays_with_the_reduced_set() {
    use tuffest_core::crossword::pieces::plus_and_minus_set;
    use tuffest_core::crossword::pytagora::Variant;
    // "remove … all the signs of multiplication and division; 3 pieces with the equals sign
    // and 3 pieces for each number (from 0 to 9)".
    let set = plus_and_minus_set();
    assert_eq!(set.total(), 126 - 12 - 3 - 30);
    let tiles = set.tiles();
    assert!(!tiles
        .iter()
        .any(|p| matches!(p, Piece::Times | Piece::Divide)));
    assert_eq!(tiles.iter().filter(|p| **p == Piece::Equals).count(), 15);
    assert_eq!(tiles.iter().filter(|p| **p == Piece::Digit(0)).count(), 4);
    let mut g = Pytagora::start(
        Settings {
            variant: Variant::PlusAndMinus,
            target: 25,
            seed: 5,
            first: FirstPlayer::Seat(0),
            ..Settings::default()
        },
        vec![
            Seat::computer("A", Strength::Strong),
            Seat::computer("B", Strength::Casual),
        ],
        0,
    )
    .unwrap();
    assert_eq!(g.table().bag.len(), 81 - 2 - 20);
    let mut now = 0;
    while g.outcome().is_none() && now < 600_000 {
        now += 2_000;
        g.tick(now);
    }
    assert!(g.outcome().is_some());
    assert!(g.table().laid.iter().all(|(_, p, _)| !p
        .pieces
        .iter()
        .any(|x| matches!(x, Piece::Times | Piece::Divide))));
    assert_eq!(g.record(0).variant, "plus-and-minus");
    // A save of this variant refuses a × smuggled in.
    let mut s = g.snapshot(now);
    let back = s.table.racks[0].take_all();
    s.table.bag.put_back(back);
    let mut r = Rack::new(10);
    r.push(Piece::Times);
    s.table.racks[0] = r;
    assert!(Pytagora::restore(s).is_err());
}
