//! The live Mathable session on the kit: computer players of every strength play whole games
//! with consistent bags and scores; refusals change nothing; saves round-trip and damaged saves
//! are refused; hints name a tile, then its square, and keep the game out of the Hall of Fame;
//! the view marks squares without colour and speaks them; a game code replays the game.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::history::HistoryStore;
use tuffest_core::kit::grid::Cell;
use tuffest_core::kit::save::{read, write, SaveError};
use tuffest_core::kit::{CommonRefusal, Cue, Event, Game, PlayMode, Seat, Strength, Worded};
use tuffest_core::lang::Lang;
use tuffest_core::mathable::{play_turn, stalled};
use tuffest_core::mathable::{
    Action, Command, FirstPlayer, Hint, Mathable, Refusal, Settings, Setup, Table, TurnEvent,
};

/// Plays a whole game of computer players on a table, checking after every turn that the 106
/// tiles are all somewhere and that the scores are the sum of the events.
fn whole_game(strengths: &[Strength], seed: u64) -> Table {
    let mut t = Table::new(strengths.len(), seed, FirstPlayer::Random);
    let mut scores = vec![0i64; strengths.len()];
    let mut turns = 0;
    while !t.is_over() {
        assert!(turns < 600, "the game ends");
        if stalled(&t) {
            for s in 0..t.players() {
                let _ = t.apply(s, Action::AgreeEnd);
            }
            assert!(t.is_over());
            for (s, p) in t.penalties.iter().enumerate() {
                scores[s] -= p;
            }
            break;
        }
        let seat = t.current;
        let events = play_turn(&mut t, strengths[seat], seed ^ turns);
        assert!(!events.is_empty());
        for e in events {
            match e {
                TurnEvent::TurnEnded {
                    seat,
                    points,
                    bonus,
                    ..
                } => scores[seat] += points + bonus,
                TurnEvent::GameEnded { penalties, .. } => {
                    for (s, p) in penalties.iter().enumerate() {
                        scores[s] -= p;
                    }
                }
                _ => {}
            }
        }
        assert!(t.tiles_accounted(), "turn {turns}");
        turns += 1;
    }
    assert_eq!(scores, t.scores);
    t
}

#[test]
fn whole_games_at_every_strength_end_with_consistent_bags_and_scores() {
    for (i, s) in Strength::ALL.into_iter().enumerate() {
        let t = whole_game(&[s, s], 70 + i as u64);
        assert!(t.is_over(), "{s:?}");
        if t.bag.is_empty() {
            let placed = t.board.count() - 4;
            assert!(placed > 40, "{s:?} placed {placed}");
        }
    }
    let t = whole_game(
        &[
            Strength::Beginner,
            Strength::Casual,
            Strength::Strong,
            Strength::Unbeatable,
        ],
        99,
    );
    assert!(t.is_over());
}

fn seats(names: &[&str]) -> Vec<Seat> {
    names
        .iter()
        .map(|n| {
            if n.starts_with("COMP") {
                Seat::computer(*n, Strength::Strong)
            } else {
                Seat::person(*n)
            }
        })
        .collect()
}

#[test]
fn computer_against_computer_through_the_kit_runs_to_the_end_and_replays() {
    let play = || {
        let mut g = Mathable::start(Setup::new(5), seats(&["COMP-1", "COMP-2"]), 0).unwrap();
        let mut now = 0;
        let mut over = false;
        for _ in 0..2000 {
            now += 700;
            let ev = g.tick(now);
            if ev.contains(&Event::Cue(Cue::GameOver)) {
                over = true;
                break;
            }
        }
        assert!(over);
        g
    };
    let a = play();
    assert!(a.outcome().unwrap().finished);
    assert_eq!(
        a.table(),
        play().table(),
        "the same code replays the same game"
    );
}

#[test]
fn a_computer_waits_its_seeded_delay() {
    let mut g = Mathable::start(Setup::new(8), seats(&["COMP-1", "Ann"]), 1000).unwrap();
    if g.table().current == 1 {
        g.apply(1, Command::Play(Action::Pass), 1000).unwrap();
    }
    assert_eq!(g.table().current, 0);
    let due = g.computer_due().unwrap();
    assert!((600..1200 + 1000).contains(&due), "{due}");
    assert!(g.tick(1000 + due - 1).is_empty());
    let ev = g.tick(1000 + due);
    assert!(ev.contains(&Event::Cue(Cue::YourTurn { seat: 1 })));
    assert_eq!(g.table().current, 1);
}

#[test]
fn refused_commands_leave_the_game_as_it_was() {
    let mut g = Mathable::start(Setup::new(3), seats(&["Ann", "Ben"]), 0).unwrap();
    let me = g.table().current as u32;
    let other = 1 - me;
    let before = g.clone();
    let cases: Vec<(u32, Command)> = vec![
        (other, Command::Play(Action::Pass)),
        (
            me,
            Command::Play(Action::Place {
                value: 91,
                cell: Cell::new(7, 8),
            }),
        ),
        (
            me,
            Command::Play(Action::Place {
                value: 7,
                cell: Cell::new(0, 0),
            }),
        ),
        (me, Command::Play(Action::TakeExtra)),
        (me, Command::Play(Action::Exchange(vec![]))),
        (me, Command::Select(Some(200))),
        (7, Command::Play(Action::Pass)),
    ];
    for (seat, c) in cases {
        let r = g.apply(seat, c.clone(), 10).expect_err("refused");
        assert!(!r.text_in(Lang::Fr).is_empty());
        assert_eq!(g, before, "{c:?}");
    }
    assert_eq!(g.undo(me, 10), Err(Refusal::NoUndo));
    assert_eq!(
        g.hint(other, 10).map_err(|e| e.kind()),
        Err("not_your_turn")
    );
    // A seat that does not exist is refused as such, in a command or a hint; a computer's
    // seat as a computer's.
    let no_seat = Refusal::Common(CommonRefusal::NoSeat);
    let pass = Command::Play(Action::Pass);
    assert_eq!(g.apply(7, pass.clone(), 10).unwrap_err(), no_seat);
    assert_eq!(g.hint(7, 10).unwrap_err(), no_seat);
    assert_eq!(no_seat.kind(), "no_such_seat");
    assert_eq!(g, before);
    let mut vs = Mathable::start(Setup::new(3), seats(&["Ann", "COMP-1"]), 0).unwrap();
    assert_eq!(vs.apply(1, pass, 10).unwrap_err(), Refusal::NotAPerson);
}

#[test]
fn saves_round_trip_and_damaged_saves_are_refused() {
    let mut g = Mathable::start(Setup::new(21), seats(&["Ann", "COMP-1", "Cy"]), 0).unwrap();
    let mut now = 0;
    for _ in 0..30 {
        now += 2000;
        g.tick(now);
        let seat = g.table().current as u32;
        if !g.seats()[seat as usize].is_computer() {
            g.apply(seat, Command::Play(Action::Pass), now).unwrap();
        }
    }
    let text = write(&g, now);
    let mut back: Mathable = read(&text).unwrap();
    assert!(back.is_paused());
    back.resume(now);
    assert_eq!(back.table(), g.table());
    assert_eq!(write(&back, now), text);
    // Damaged: cut short, another game, a tile gone from the bag, a seat too many.
    assert!(matches!(
        read::<Mathable>(&text[..text.len() / 2]),
        Err(SaveError::Damaged(_))
    ));
    let other = text.replace("\"game\":\"mathable\"", "\"game\":\"tuf\"");
    assert!(matches!(
        read::<Mathable>(&other),
        Err(SaveError::WrongGame { .. })
    ));
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let tiles = v["state"]["table"]["bag"]["tiles"].as_array_mut().unwrap();
    tiles.pop();
    let err = read::<Mathable>(&v.to_string()).expect_err("refused");
    assert_eq!(err.kind(), "bad_save");
    assert!(err.text_in(Lang::Fr).contains("cohérente"));
    // One field of the save edited: how reading it ends.
    let edited = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        edit(&mut v);
        read::<Mathable>(&v.to_string())
            .map(|_| ())
            .map_err(|e| e.kind())
    };
    assert_eq!(
        edited(&|v| v["state"]["table"]["current"] = serde_json::json!(9)),
        Err("bad_save")
    );
    // A board of 20 rows holding 14 × 14 cells does not even read as a grid (damaged).
    assert_eq!(
        edited(&|v| v["state"]["table"]["board"]["tiles"]["rows"] = serde_json::json!(20)),
        Err("save_damaged")
    );
    // A rack edited to refill past seven tiles (it would draw the bag dry, and the game's own
    // save would then be refused).
    assert_eq!(
        edited(&|v| v["state"]["table"]["racks"][1]["size"] = serde_json::json!(65_535)),
        Err("bad_save")
    );
}

#[test]
fn hints_name_a_tile_then_its_square_and_bar_the_hall_of_fame() {
    let mut g = Mathable::start(Setup::new(4), seats(&["Ann", "Ben"]), 0).unwrap();
    let me = g.table().current as u32;
    let first = g.hint(me, 5).unwrap();
    let Hint::Tile { value } = first else {
        panic!("a tile first: {first:?}");
    };
    assert!(g.table().rack(me as usize).contains(&value));
    assert!(first.text_in(Lang::En).contains(&value.to_string()));
    let second = g.hint(me, 6).unwrap();
    let Hint::Square { value: v2, cell } = second else {
        panic!("then the square: {second:?}");
    };
    assert_eq!(v2, value);
    let view = g.view(6, Lang::En);
    assert!(view
        .board
        .cells
        .iter()
        .any(|c| c.cell == cell && c.highlight.hint));
    assert_eq!(g.hints()[me as usize], 2);
    g.apply(me, Command::Play(Action::Place { value, cell }), 7)
        .unwrap();
    // End by agreement, then the record.
    if g.table().turn.extra_pending {
        g.apply(me, Command::Play(Action::DeclineExtra), 8).unwrap();
    }
    g.apply(me, Command::Play(Action::AgreeEnd), 9).unwrap();
    g.apply(1 - me, Command::Play(Action::AgreeEnd), 10)
        .unwrap();
    let o = g.outcome().unwrap();
    assert!(o.assisted[me as usize] && !o.assisted[1 - me as usize]);
    let rec = g.record(1_700_000_000_000);
    assert_eq!(rec.variant, "2 players");
    assert!(rec.finished);
    rec.validate().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut store = HistoryStore::open(dir.path().join("h.db")).unwrap();
    store.record(&rec).unwrap();
    let hof = store.hall_of_fame("mathable", 2, 10, true).unwrap();
    let names: Vec<&str> = hof.iter().map(|e| e.player.name.as_str()).collect();
    let hinted = g.seats()[me as usize].name.as_str();
    let other = g.seats()[1 - me as usize].name.as_str();
    assert!(
        names.contains(&other) && !names.contains(&hinted),
        "{names:?}"
    );
    assert!(store
        .hall_of_fame("mathable", 3, 10, true)
        .unwrap()
        .is_empty());
}

#[test]
fn the_view_marks_squares_speaks_them_and_hides_racks_when_asked() {
    let mut g = Mathable::start(Setup::new(2), seats(&["Ann", "Ben"]), 0).unwrap();
    let v = g.view(0, Lang::En);
    let at = |v: &tuffest_core::mathable::MathableView, r: u8, c: u8| {
        v.board
            .cells
            .iter()
            .find(|x| x.cell == Cell::new(r, c))
            .unwrap()
            .clone()
    };
    assert_eq!(at(&v, 0, 0).mark, "\u{d7}3");
    assert_eq!(at(&v, 1, 1).mark, "\u{d7}2");
    assert_eq!(at(&v, 7, 4).mark, "\u{d7}");
    assert_eq!(at(&v, 1, 4).mark, "\u{f7}");
    assert_eq!(at(&v, 2, 5).mark, "\u{2212}");
    assert_eq!(at(&v, 3, 6).mark, "+");
    assert_eq!(at(&v, 7, 4).spoken, "row 7, column 4: times square, empty");
    assert_eq!(at(&v, 6, 6).spoken, "row 6, column 6: 1");
    assert!(
        v.players.iter().all(|p| p.rack.is_some()),
        "racks visible by default"
    );
    assert_eq!(v.bag_count, 106 - 14);
    assert_eq!(v.tiles_left.iter().map(|t| t.count).sum::<u32>(), 92);
    // The chosen tile's legal squares.
    let me = g.table().current;
    let rack = g.table().rack(me).to_vec();
    g.apply(me as u32, Command::Select(Some(rack[0])), 1)
        .unwrap();
    let v = g.view(1, Lang::En);
    let legal: Vec<Cell> = v
        .board
        .cells
        .iter()
        .filter(|c| c.highlight.legal)
        .map(|c| c.cell)
        .collect();
    let want: Vec<Cell> = tuffest_core::mathable::single_placements(&g.table().board, &rack[..1])
        .into_iter()
        .map(|p| p.cell)
        .collect();
    assert_eq!(legal, want);
    // Hidden racks in pass-and-play.
    let mut s = Setup::new(2);
    s.settings = Settings {
        racks_hidden: true,
        ..Settings::default()
    };
    let mut h = Mathable::start(s, seats(&["Ann", "Ben"]), 0).unwrap();
    assert_eq!(h.mode(), PlayMode::PassAndPlay);
    let cur = h.table().current;
    // The device goes to the first player: no rack shows until they take it.
    let v = h.view(0, Lang::Fr);
    assert!(v.players.iter().all(|p| p.rack.is_none()));
    assert_eq!(v.tiles_left.iter().map(|t| t.count).sum::<u32>(), 92 + 14);
    assert!(v
        .hand_over
        .as_deref()
        .unwrap()
        .starts_with("Passez l’appareil à"));
    h.apply(cur as u32, Command::TakeDevice, 1).unwrap();
    let v = h.view(1, Lang::Fr);
    assert_eq!(v.hand_over, None);
    assert!(v.players[cur].rack.is_some() && v.players[1 - cur].rack.is_none());
    assert_eq!(v.tiles_left.iter().map(|t| t.count).sum::<u32>(), 92 + 7);
    assert!(v.status.contains("sac"));
}

#[test]
fn hidden_racks_hand_the_device_over_between_people() {
    let mut s = Setup::new(4);
    s.settings.racks_hidden = true;
    let mut g = Mathable::start(s, seats(&["Ann", "Ben", "COMP-1"]), 0).unwrap();
    let mut now = 0;
    for _ in 0..6 {
        // Wait for a person's turn (the computer plays in tick).
        while g.seats()[g.table().current].is_computer() {
            now += 500;
            let _ = g.tick(now);
        }
        let cur = g.table().current as u32;
        let v = g.view(now, Lang::En);
        let name = &g.seats()[cur as usize].name;
        assert_eq!(
            v.hand_over.as_deref(),
            Some(format!("Pass the device to {name}: only {name} may see the rack now").as_str())
        );
        assert!(
            v.players.iter().all(|p| p.rack.is_none()),
            "no rack before the hand-over"
        );
        // Nothing but taking the device (or agreeing to end) is taken meanwhile, and nothing changes.
        let before = write(&g, now);
        for c in [
            Command::Play(Action::Pass),
            Command::Select(None),
            Command::Play(Action::Exchange(vec![])),
        ] {
            assert_eq!(g.apply(cur, c, now), Err(Refusal::HandOver));
        }
        assert_eq!(g.hint(cur, now).unwrap_err(), Refusal::HandOver);
        assert_eq!(Refusal::HandOver.kind(), "hand_over");
        assert_eq!(write(&g, now), before);
        // The state survives a save.
        let back: Mathable = read(&before).unwrap();
        assert!(back.handing_over());
        g.apply(cur, Command::TakeDevice, now).unwrap();
        let v = g.view(now, Lang::En);
        assert!(v.players[cur as usize].rack.is_some());
        assert!(v
            .players
            .iter()
            .enumerate()
            .all(|(i, p)| p.rack.is_some() == (i == cur as usize)));
        // Taking it again changes nothing.
        g.apply(cur, Command::TakeDevice, now).unwrap();
        g.apply(cur, Command::Play(Action::Pass), now).unwrap();
    }
    // With racks visible (the manual) there is no hand-over to wait for.
    let g = Mathable::start(Setup::new(4), seats(&["Ann", "Ben"]), 0).unwrap();
    assert_eq!(g.view(0, Lang::En).hand_over, None);
    assert!(!g.handing_over());
}

#[test]
fn the_21_is_spoken_as_7_times_3() {
    // Give the player to move a 7 and the 21 (through a save, as an editor would).
    let g = Mathable::start(Setup::new(1), seats(&["Ann", "Ben"]), 0).unwrap();
    let text = write(&g, 0);
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let me = g.table().current;
    let mut t = g.table().clone();
    let mine = t.racks[me].take_all();
    let theirs = t.racks[1 - me].take_all();
    t.bag.put_back(mine);
    t.bag.put_back(theirs);
    let mut rack = tuffest_core::kit::tiles::Rack::new(7);
    rack.push(t.bag.take(&7).unwrap());
    rack.push(t.bag.take(&21).unwrap());
    t.racks[me] = rack;
    t.racks[1 - me].refill(&mut t.bag);
    v["state"]["table"] = serde_json::to_value(&t).unwrap();
    let mut g: Mathable = read(&v.to_string()).unwrap();
    g.resume(0);
    g.apply(
        me as u32,
        Command::Play(Action::Place {
            value: 7,
            cell: Cell::new(7, 5),
        }),
        1,
    )
    .unwrap();
    let ev = g
        .apply(
            me as u32,
            Command::Play(Action::Place {
                value: 21,
                cell: Cell::new(7, 4),
            }),
            2,
        )
        .unwrap();
    assert!(ev.contains(&Event::Game(TurnEvent::ExtraOffered { seat: me })));
    let view = g.view(2, Lang::En);
    assert!(view.question.is_some());
    let cell = view.board.cell(Cell::new(7, 4)).unwrap();
    assert_eq!(cell.spoken, "row 7, column 4: 21, equals 7 times 3");
    let fr = g.view(2, Lang::Fr);
    let cell = fr.board.cell(Cell::new(7, 4)).unwrap();
    assert_eq!(cell.spoken, "ligne 7, colonne 4 : 21, égale 7 fois 3");
    assert!(!g.view(2, Lang::En).can_exchange);
}

#[test]
fn setups_and_codes() {
    assert_eq!(
        Mathable::start(Setup::new(1), seats(&["Ann"]), 0)
            .map(|_| ())
            .map_err(|e| e.kind()),
        Err("players")
    );
    let s = Setup::new(123_456);
    assert_eq!(Setup::from_code(&s.code()).unwrap(), s);
    assert_eq!(
        Setup::from_code("U!").map_err(|e| e.kind()),
        Err("bad_code")
    );
    let a = Mathable::start(s, seats(&["Ann", "Ben", "Cy", "Di"]), 0).unwrap();
    let b = Mathable::start(s, seats(&["Ann", "Ben", "Cy", "Di"]), 0).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.record(0).variant, "4 players");
    assert!(!a.record(0).finished);
}

// The kit's contract under a storm of seeded commands: every refusal leaves the game exactly
// as it was, nothing panics, and the tiles always add up to the 106.
#[test]
fn random_commands_keep_the_contract() {
    use tuffest_core::rng::GameRng;
    for seed in 0..6u64 {
        let names: &[&str] = if seed % 2 == 0 {
            &["Ann", "Ben", "COMP-1"]
        } else {
            &["Ann", "Ben"]
        };
        let mut g = Mathable::start(Setup::new(seed), seats(names), 0).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let mut now = 0;
        for _ in 0..600 {
            if g.outcome().is_some() {
                break;
            }
            now += u64::from(rng.below(900));
            g.tick(now);
            let seat = if rng.below(5) == 0 {
                rng.below(4)
            } else {
                g.table().current as u32
            };
            let rack = g.table().rack(seat as usize % names.len()).to_vec();
            let pick = |rng: &mut GameRng| -> u8 {
                if rack.is_empty() || rng.below(6) == 0 {
                    rng.below(100) as u8
                } else {
                    rack[rng.below(rack.len() as u32) as usize]
                }
            };
            let command = match rng.below(12) {
                0..=5 => {
                    // Mostly legal squares, some wild ones.
                    let value = pick(&mut rng);
                    let legal =
                        tuffest_core::mathable::single_placements(&g.table().board, &[value]);
                    let cell = if !legal.is_empty() && rng.below(3) > 0 {
                        legal[rng.below(legal.len() as u32) as usize].cell
                    } else {
                        Cell::new(rng.below(16) as u8, rng.below(16) as u8)
                    };
                    Command::Play(Action::Place { value, cell })
                }
                6 => Command::Play(Action::TakeExtra),
                7 => Command::Play(Action::DeclineExtra),
                8 => Command::Play(Action::Pass),
                9 => Command::Play(Action::Exchange(
                    (0..rng.below(4)).map(|_| pick(&mut rng)).collect(),
                )),
                10 => Command::Select(Some(pick(&mut rng))),
                _ => {
                    if rng.below(10) == 0 {
                        Command::Play(Action::AgreeEnd)
                    } else {
                        Command::Play(Action::Pass)
                    }
                }
            };
            let before = g.clone();
            if g.apply(seat, command.clone(), now).is_err() {
                assert_eq!(g, before, "{command:?}");
            }
            if rng.below(20) == 0 {
                let before = g.clone();
                if g.hint(seat, now).is_err() {
                    assert_eq!(g, before);
                }
            }
            assert!(g.table().tiles_accounted());
        }
    }
}
