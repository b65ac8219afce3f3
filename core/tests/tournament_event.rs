//! Whole tournaments of 2, 5 and 8 competitors on one device, with scripted time: people
//! (played by a script that reads only the view) and computer players, round robin and Swiss,
//! both games, byes, pairings played both ways, save and resume at any point (the resumed
//! event ends exactly as the uninterrupted one), refusals that change nothing, and the final's
//! scaled arithmetic checked exactly.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::collections::BTreeSet;
use tuffest_core::boxes;
use tuffest_core::chips::{self, ChipsCommand};
use tuffest_core::horseshoes::round::Phase;
use tuffest_core::horseshoes::{HorseshoesCommand, Puzzle};
use tuffest_core::kit::Cell;
use tuffest_core::kit::{save, Cue, Event, Game, Seat, SeatId, Segment, Strength, Worded};
use tuffest_core::lang::Lang;
use tuffest_core::tournament::{
    default_qualifiers, results_csv, results_text, PairingSystem, RoundGame, Tournament,
    TournamentCommand, TournamentDetail, TournamentGameView, TournamentOptions, TournamentRefusal,
    TournamentSetup, TournamentStage,
};

fn boxes_round(seed: u64) -> RoundGame {
    // 5×5 dots with 18 of 40 segments drawn: quick to solve, still a real game.
    RoundGame::Boxes(boxes::generate(5, 18, seed).expect("a fair set-up"))
}

fn chips_round(seed: u64) -> RoundGame {
    RoundGame::Chips(chips::generate(seed, 4, 10).expect("a fair board"))
}

fn options(setup: TournamentSetup, seed: u64) -> TournamentOptions {
    TournamentOptions {
        setup,
        seed,
        watch: false,
    }
}

/// The answers the scripted people write in the final, by name.
fn final_answer(name: &str) -> &'static str {
    match name {
        "Ann" => "17*4*(3+1)",
        "Ben" => "(17+3)*4*4",
        _ => "17*4*3+1",
    }
}

/// One step of the people's script, reading only the view: choose (first for an even seat),
/// draw the first undrawn segment, place the first legal chip, or write the final's answer.
/// `None` when no person has anything to do.
fn person_step(t: &mut Tournament, now: u64) -> Option<Vec<Event<TournamentDetail>>> {
    let v = t.view(now, Lang::En);
    let command = |seat: SeatId, c: TournamentCommand| (seat, c);
    let todo = if let Some(seat) = v.chooser {
        Some(command(
            seat,
            TournamentCommand::Choose {
                first: seat % 2 == 0,
            },
        ))
    } else {
        match &v.game {
            Some(TournamentGameView::Boxes(b)) => b.turn.and_then(|turn| {
                let seat = v.game_seats[turn as usize];
                if t.seats()[seat as usize].is_computer() || b.thinking {
                    return None;
                }
                let s = b.board.segments.iter().find(|s| !s.drawn)?;
                let segment = Segment::parse(&s.name)?;
                Some(command(
                    seat,
                    TournamentCommand::Boxes(boxes::Command::Draw(segment)),
                ))
            }),
            Some(TournamentGameView::Chips(c)) => c.to_move.and_then(|colour| {
                let seat = v.game_seats[usize::from(colour != chips::Colour::Yellow)];
                if t.seats()[seat as usize].is_computer() {
                    return None;
                }
                let cell = Cell::parse_algebraic(c.legal.first()?)?;
                Some(command(
                    seat,
                    TournamentCommand::Chips(ChipsCommand::Place(cell)),
                ))
            }),
            Some(TournamentGameView::Final(_)) => {
                let round = t.final_round().expect("the final");
                let (player, writing) = match round.phase() {
                    Phase::HandOver { player } => (*player, false),
                    Phase::Writing { player } => (*player, true),
                    Phase::Revealed => return None,
                };
                let seat = v.game_seats[player];
                let name = t.seats()[seat as usize].name.clone();
                if !writing {
                    Some(command(
                        seat,
                        TournamentCommand::Final(HorseshoesCommand::StartTurn),
                    ))
                } else if round.entry().is_some_and(|e| !e.is_empty()) {
                    Some(command(
                        seat,
                        TournamentCommand::Final(HorseshoesCommand::Submit),
                    ))
                } else {
                    let text = final_answer(&name).to_string();
                    Some(command(
                        seat,
                        TournamentCommand::Final(HorseshoesCommand::Text { text }),
                    ))
                }
            }
            None => None,
        }
    };
    match todo {
        Some((seat, c)) => {
            let before = t.clone();
            match t.apply(seat, c.clone(), now) {
                Ok(events) => Some(events),
                Err(e) => {
                    assert_eq!(*t, before, "a refusal changed the tournament");
                    panic!("the script's {c:?} for seat {seat} was refused: {e}");
                }
            }
        }
        None => None,
    }
}

/// Plays the tournament to its end; every `save_every` steps (0: never) it goes through a
/// save and a restore. Returns the events seen.
fn run(t: &mut Tournament, save_every: usize) -> Vec<Event<TournamentDetail>> {
    let mut now = 1_000u64;
    let mut events = Vec::new();
    for step in 1..20_000 {
        if t.is_over() {
            return events;
        }
        if save_every > 0 && step % save_every == 0 {
            let text = save::write(t, now);
            let mut back: Tournament = save::read(&text).expect("the save reads back");
            assert!(back.is_paused());
            back.resume(now);
            *t = back;
        }
        now += 1_000;
        match person_step(t, now) {
            Some(e) => events.extend(e),
            None => events.extend(t.tick(now)),
        }
    }
    panic!("the tournament did not end");
}

fn two_people() -> TournamentSetup {
    TournamentSetup {
        competitors: vec![Seat::person("Ann"), Seat::person("Ben")],
        rounds: vec![chips_round(3)],
        system: PairingSystem::RoundRobin,
        both_ways: true,
        qualifiers: 2,
        final_puzzle: Puzzle::rulebook(),
        bye_score: 0,
    }
}

#[test]
fn two_people_play_a_pairing_both_ways_and_the_final() {
    let mut t = Tournament::start(options(two_people(), 1), Vec::new(), 0).expect("starts");
    assert_eq!(t.view(0, Lang::En).stage, TournamentStage::Choosing);
    assert_eq!(t.view(0, Lang::En).chooser, Some(0));
    run(&mut t, 0);
    let games = t.played();
    assert_eq!(games.len(), 2);
    // Ann chose to move first; the return game swaps the order.
    assert_eq!((games[0].first, games[0].second), (1, 2));
    assert_eq!((games[1].first, games[1].second), (2, 1));
    // The perfect-play value of a 4×4 board is always known; each game's distance from it
    // is the first mover's margin minus it, and the opposite for the second.
    for g in games {
        let v = i64::from(g.perfect.expect("solved"));
        let margin = g.scores[0] - g.scores[1];
        assert_eq!(g.from_perfect(), Some([margin - v, v - margin]));
    }
    check_final(&t);
    let o = t.outcome().expect("over");
    assert_eq!(o.winners, vec![t.final_rows()[0].finalist.competitor - 1]);
    // The final: both answers are the people's, scored.
    assert_eq!(t.answer_of(1).as_deref(), Some("17 × 4 × (3 + 1)"));
}

/// The final's rows: main + raw × S/10 in exact tenths, S the best main score among the
/// finalists; sorted by total, then raw score, then closeness.
fn check_final(t: &Tournament) {
    let rows = t.final_rows();
    assert_eq!(rows.len(), t.finalists().len());
    let s = rows
        .iter()
        .map(|r| r.finalist.main)
        .max()
        .expect("finalists");
    let standings = t.standings();
    let mut previous: Option<(i64, u32, u32)> = None;
    for r in rows {
        let f = &r.finalist;
        let main = standings
            .iter()
            .find(|x| x.competitor == f.competitor)
            .expect("in the standings")
            .score;
        assert_eq!(f.main, main);
        let tenths = 10 * f.main + i64::from(f.raw) * s;
        let shown = if tenths % 10 == 0 {
            format!("{}", tenths / 10)
        } else {
            format!("{}.{}", tenths / 10, tenths % 10)
        };
        assert_eq!(r.total, shown);
        assert_eq!(
            r.arithmetic,
            format!("{} + {} × {s}/10 = {shown}", f.main, f.raw)
        );
        let key = (tenths, f.raw, f.closeness_rank);
        if let Some(p) = previous {
            assert!(
                p.0 > key.0 || (p.0 == key.0 && (p.1 > key.1 || (p.1 == key.1 && p.2 <= key.2))),
                "rows out of order"
            );
        }
        previous = Some(key);
    }
}

fn five_mixed() -> TournamentSetup {
    TournamentSetup {
        competitors: vec![
            Seat::person("Ann"),
            Seat::computer("Cleo", Strength::Strong),
            Seat::person("Ben"),
            Seat::computer("Dan", Strength::Beginner),
            Seat::computer("Max", Strength::Unbeatable),
        ],
        rounds: vec![boxes_round(1), chips_round(2), boxes_round(3)],
        system: PairingSystem::Swiss,
        both_ways: false,
        qualifiers: default_qualifiers(5),
        final_puzzle: Puzzle::rulebook(),
        bye_score: 4,
    }
}

#[test]
fn five_competitors_swiss_with_byes_people_and_computers() {
    let mut t = Tournament::start(options(five_mixed(), 7), Vec::new(), 0).expect("starts");
    let events = run(&mut t, 0);
    // Three rounds of two games and one bye each; no rematch, three different byes.
    assert_eq!(t.played().len(), 6);
    let byes: BTreeSet<u32> = t.byes().iter().map(|&(_, c)| c).collect();
    assert_eq!(t.byes().len(), 3);
    assert_eq!(byes.len(), 3);
    let pairs: BTreeSet<(u32, u32)> = (t.played().iter())
        .map(|g| (g.first.min(g.second), g.first.max(g.second)))
        .collect();
    assert_eq!(pairs.len(), 6, "a rematch");
    // Scores add up: a bye counts the organiser's score.
    let st = t.standings();
    let total: i64 = st.iter().map(|r| r.score).sum();
    let games: i64 = t.played().iter().map(|g| g.scores[0] + g.scores[1]).sum();
    assert_eq!(total, games + 3 * 4);
    // The top four qualify, best first; computer finalists answered by their search.
    let top: Vec<u32> = st.iter().take(4).map(|r| r.competitor).collect();
    assert_eq!(t.finalists(), top.as_slice());
    check_final(&t);
    for &c in t.finalists() {
        assert!(t.answer_of(c).is_some());
    }
    // The events tell the story in order: rounds, byes, games, the final, the champion.
    let details: Vec<&TournamentDetail> = events.iter().filter_map(Event::detail).collect();
    let rounds_finished = details
        .iter()
        .filter(|d| matches!(d, TournamentDetail::RoundFinished { .. }))
        .count();
    assert_eq!(rounds_finished, 3);
    assert!(matches!(
        details.last(),
        Some(TournamentDetail::Champion { .. })
    ));
    assert!(events.iter().any(|e| e.cue() == Some(Cue::GameOver)));
    // The results table: one CSV line per game, bye and finalist, and the header.
    let csv = results_csv(&t);
    assert_eq!(csv.lines().count(), 1 + 6 + 3 + 4);
    assert!(csv.lines().all(|l| l.split(',').count() == 10), "{csv}");
    let text = results_text(&t, Lang::Fr);
    assert!(
        text.contains("Classement") && text.contains("Finale"),
        "{text}"
    );
}

#[test]
fn a_tournament_saved_and_resumed_at_any_point_ends_exactly_the_same() {
    let mut straight = Tournament::start(options(five_mixed(), 7), Vec::new(), 0).expect("starts");
    run(&mut straight, 0);
    for every in [3, 7, 11] {
        let mut resumed =
            Tournament::start(options(five_mixed(), 7), Vec::new(), 0).expect("starts");
        run(&mut resumed, every);
        assert_eq!(resumed.final_rows(), straight.final_rows(), "every {every}");
        let scores = |t: &Tournament| -> Vec<(u32, u32, [i64; 2])> {
            t.played()
                .iter()
                .map(|g| (g.first, g.second, g.scores))
                .collect()
        };
        assert_eq!(scores(&resumed), scores(&straight));
    }
}

/// A game between two computer players is played out at once; a save taken at any point after
/// reads back into the same save (the game's clock stands at the time its moves took, so no move
/// is later than the game time saved; a Dots and Boxes game's last move used to be pulled back).
#[test]
fn saves_after_games_played_out_at_once_read_back_the_same() {
    let mut t = Tournament::start(options(five_mixed(), 7), Vec::new(), 0).expect("starts");
    let mut now = 1_000;
    let mut boxes_between_computers = 0;
    while t.final_rows().is_empty() && now < 2_000_000 {
        now += 1_000;
        if person_step(&mut t, now).is_none() {
            t.tick(now);
        }
        let text = save::write(&t, now);
        let back: Tournament = save::read(&text).expect("reads");
        assert_eq!(save::write(&back, now), text, "at {now}");
        boxes_between_computers = t
            .played()
            .iter()
            .filter(|g| matches!(g.game, tuffest_core::tournament::TournamentGame::Boxes(_)))
            .filter(|g| g.game.seats().iter().all(Seat::is_computer))
            .count();
    }
    assert!(
        boxes_between_computers > 0,
        "no game was played out at once"
    );
}

#[test]
fn a_damaged_or_edited_save_is_refused_with_its_reason() {
    let mut t = Tournament::start(options(five_mixed(), 7), Vec::new(), 0).expect("starts");
    let mut now = 1_000;
    while t.played().len() < 3 {
        now += 1_000;
        if person_step(&mut t, now).is_none() {
            t.tick(now);
        }
    }
    let text = save::write(&t, now);
    let mut value: serde_json::Value = serde_json::from_str(&text).expect("json");
    // Swap the players of the first game: not the pairing's game any more.
    let games = &mut value["state"]["games"];
    let first = games[0]["first"].clone();
    games[0]["first"] = games[0]["second"].clone();
    games[0]["second"] = first;
    let edited = value.to_string();
    let err = save::read::<Tournament>(&edited).expect_err("refused");
    let fr = err.text_in(Lang::Fr);
    assert!(fr.contains("ne peut pas reprendre"), "{fr}");
    // Dropping a finished game in the middle is refused too.
    let mut value: serde_json::Value = serde_json::from_str(&text).expect("json");
    value["state"]["games"]
        .as_array_mut()
        .expect("games")
        .remove(0);
    assert!(save::read::<Tournament>(&value.to_string()).is_err());
    // Cut text is refused, not misread.
    assert!(save::read::<Tournament>(&text[..text.len() / 2]).is_err());
}

#[test]
fn refusals_leave_the_tournament_as_it_was() {
    let mut t = Tournament::start(options(two_people(), 1), Vec::new(), 0).expect("starts");
    let before = t.clone();
    let refused = |t: &mut Tournament, seat: SeatId, c: TournamentCommand| {
        t.apply(seat, c, 10).expect_err("refused")
    };
    assert_eq!(
        refused(&mut t, 1, TournamentCommand::Choose { first: true }),
        TournamentRefusal::NotYourChoice
    );
    assert_eq!(
        refused(&mut t, 5, TournamentCommand::Choose { first: true }),
        TournamentRefusal::NoSuchCompetitor
    );
    let cell = Cell::parse_algebraic("a1").expect("a square");
    assert_eq!(
        refused(
            &mut t,
            0,
            TournamentCommand::Chips(ChipsCommand::Place(cell))
        ),
        TournamentRefusal::NotNow
    );
    assert_eq!(
        refused(&mut t, 0, TournamentCommand::PlayOut),
        TournamentRefusal::NotNow
    );
    assert_eq!(t.hint(0, 10), Err(TournamentRefusal::NoHints));
    assert_eq!(
        t.undo(0, 10).expect_err("no undo"),
        TournamentRefusal::NoUndo
    );
    assert_eq!(t, before);
    // In play: a move by the player not to move is the game's refusal; a wrong game's move is
    // not now; play-out is for computers only.
    t.apply(0, TournamentCommand::Choose { first: false }, 20)
        .expect("Ann chooses to move second");
    let before = t.clone();
    let v = t.view(20, Lang::En);
    let Some(TournamentGameView::Chips(c)) = &v.game else {
        panic!("a chip game");
    };
    let legal = Cell::parse_algebraic(&c.legal[0]).expect("legal");
    assert!(matches!(
        refused(
            &mut t,
            0,
            TournamentCommand::Chips(ChipsCommand::Place(legal))
        ),
        TournamentRefusal::Chips(_)
    ));
    assert_eq!(
        refused(
            &mut t,
            1,
            TournamentCommand::Boxes(boxes::Command::Draw(Segment::H { row: 0, col: 0 }))
        ),
        TournamentRefusal::NotNow
    );
    assert_eq!(
        refused(&mut t, 1, TournamentCommand::PlayOut),
        TournamentRefusal::PeoplePlaying
    );
    assert_eq!(t, before);
    // Every refusal reads in both languages.
    assert_eq!(
        TournamentRefusal::NotYourChoice.text_in(Lang::Fr),
        "c’est l’autre concurrent qui choisit l’ordre de cette partie"
    );
}

fn eight_computers(system: PairingSystem) -> TournamentSetup {
    let strengths = Strength::ALL;
    TournamentSetup {
        competitors: (0..8)
            .map(|i| Seat::computer(format!("CPU {}", i + 1), strengths[i % 4]))
            .collect(),
        rounds: (0..7)
            .map(|r| {
                if r % 2 == 0 {
                    chips_round(r)
                } else {
                    boxes_round(r)
                }
            })
            .collect(),
        system,
        both_ways: false,
        qualifiers: 4,
        final_puzzle: Puzzle::rulebook(),
        bye_score: 0,
    }
}

#[test]
fn eight_computer_players_play_a_whole_round_robin_at_once() {
    let t = Tournament::start(
        options(eight_computers(PairingSystem::RoundRobin), 3),
        Vec::new(),
        0,
    )
    .expect("starts");
    // No person: the whole event, final included, is played out at the start.
    assert!(t.is_over());
    assert_eq!(t.played().len(), 28);
    let pairs: BTreeSet<(u32, u32)> = (t.played().iter())
        .map(|g| (g.first.min(g.second), g.first.max(g.second)))
        .collect();
    assert_eq!(pairs.len(), 28, "everyone meets everyone once");
    // Each competitor chooses in 3 or 4 of their 7 games.
    for c in 1..=8 {
        let chose = t.played().iter().filter(|g| g.pairing.chooser == c).count();
        assert!((3..=4).contains(&chose), "{c} chose {chose} times");
    }
    check_final(&t);
    assert_eq!(t.final_rows().len(), 4);
    // The history: the event itself, every game, and the final.
    let records = tuffest_core::tournament::game_records(&t, 0);
    assert_eq!(records.len(), 29);
    // The final is recorded as a Horseshoes round of the final's puzzle.
    let last = records.last().expect("the final's record");
    assert_eq!(
        (last.game.as_str(), last.variant.as_str()),
        ("horseshoes", "tournament final")
    );
    assert_eq!(last.settings_json, r#"{"numbers":[1,3,4,17],"target":341}"#);
    let r = t.record(0);
    assert!(r.finished);
    assert_eq!(r.rounds.len(), 7);
    for (i, p) in r.players.iter().enumerate() {
        let sum: i64 = r.rounds.iter().map(|x| x.entries[i].score).sum();
        assert_eq!(sum, p.total);
    }
    let dir = std::env::temp_dir().join(format!("tuffest-tournament-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let mut store =
        tuffest_core::history::HistoryStore::open(dir.join("h.sqlite")).expect("a store");
    store.record(&r).expect("the event is recorded");
    for g in &records {
        store.record(g).expect("each game is recorded");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn eight_computers_swiss_watched_move_by_move() {
    let mut o = options(eight_computers(PairingSystem::Swiss), 5);
    o.setup.rounds.truncate(3);
    o.watch = true;
    let mut t = Tournament::start(o, Vec::new(), 0).expect("starts");
    // Watched: the first game is in play and moves only as time passes.
    assert_eq!(t.view(0, Lang::En).stage, TournamentStage::Playing);
    assert!(t.view(0, Lang::En).can_play_out);
    let mut now = 0;
    let mut moves = 0;
    while !t.is_over() && now < 10_000_000 {
        now += 500;
        moves += t
            .tick(now)
            .iter()
            .filter(|e| {
                matches!(
                    e.detail(),
                    Some(TournamentDetail::Boxes(_) | TournamentDetail::Chips(_))
                )
            })
            .count();
        // Half-way through the second round the organiser plays the rest out at once.
        if t.played().len() == 6 && t.live().is_some() {
            t.apply(0, TournamentCommand::PlayOut, now)
                .expect("computers only");
        }
    }
    assert!(t.is_over());
    assert_eq!(t.played().len(), 12);
    assert!(moves > 50, "moves were watched one by one ({moves})");
    let pairs: BTreeSet<(u32, u32)> = (t.played().iter())
        .map(|g| (g.first.min(g.second), g.first.max(g.second)))
        .collect();
    assert_eq!(pairs.len(), 12, "no rematch in three Swiss rounds");
}

#[test]
fn a_round_robin_of_five_has_a_bye_each_round_and_the_setups_code_starts_it() {
    let mut setup = five_mixed();
    setup.system = PairingSystem::RoundRobin;
    setup.rounds = vec![
        chips_round(1),
        boxes_round(2),
        chips_round(3),
        boxes_round(4),
        chips_round(5),
    ];
    let code = setup.code();
    let again = TournamentSetup::from_code(&code).expect("the code reads back");
    let mut t = Tournament::start(options(again, 2), Vec::new(), 0).expect("starts");
    run(&mut t, 0);
    assert_eq!(t.byes().len(), 5);
    let byes: BTreeSet<u32> = t.byes().iter().map(|&(_, c)| c).collect();
    assert_eq!(byes.len(), 5, "each competitor has one bye");
    assert_eq!(t.played().len(), 10);
    check_final(&t);
}
