//! The full-screen app on ratatui's test backend: what each screen shows (text and colours) at
//! 80 × 24 and larger, and key-and-mouse scripts on a virtual clock that play a TUF round to its
//! score sheet and a Math Horseshoes answer to its score.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::paint::Palette;
use super::{App, Input, Start};
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::style::Color;
use ratatui::Terminal;
use tuffest_core::lang::Lang;
use tuffest_core::tuf::games::Game as TufGame;
use tuffest_core::tuf::play::{MatchConfig, SeatConfig};
use tuffest_core::tuf::roll::Roll;

const ROLL: &str = "1 2 3 6 7 8 + + - (x) =";

/// An app with no data directory (nothing is saved or recorded unless a test says so).
fn app(start: Start, now: u64) -> App {
    let mut a = App::new(start, Some(scratch_db()), now);
    a.set_save_path(None);
    // The same games on every run (the menu seeds from the clock otherwise).
    a.set_menu_seed(SEED);
    a
}

/// A history file of its own for each app a test makes, in a folder of this test run: the
/// default is the player's own history in the data directory, which tests must never write.
fn scratch_db() -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::OnceLock;
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = DIR.get_or_init(|| tempfile::tempdir().expect("a temporary folder"));
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    dir.path().join(format!("history-{n}.sqlite"))
}

/// The seed of the games the tests start from the menu.
const SEED: u64 = 1;

fn screen(app: &mut App, w: u16, h: u16, now: u64) -> (String, Buffer) {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| app.draw(f, now)).unwrap();
    let buf = t.backend().buffer().clone();
    let mut text = String::new();
    for y in 0..h {
        for x in 0..w {
            text.push_str(buf[(x, y)].symbol());
        }
        text.push('\n');
    }
    (text, buf)
}

/// Where `needle` starts on screen (column, row).
fn find(text: &str, needle: &str) -> Option<(u16, u16)> {
    text.lines().enumerate().find_map(|(y, line)| {
        line.find(needle)
            .map(|i| (line[..i].chars().count() as u16, y as u16))
    })
}

fn press(app: &mut App, keys: &[Input], now: u64) {
    for k in keys {
        app.input(k.clone(), now);
    }
}

fn typed(text: &str) -> Vec<Input> {
    text.chars().map(Input::char).collect()
}

fn tuf_start(people_only: bool) -> Start {
    let mut seats = vec![SeatConfig::human("Ann")];
    if !people_only {
        seats.push(SeatConfig::computer(
            "Bot",
            tuffest_core::kit::Strength::Beginner,
        ));
    }
    let mut c = MatchConfig::new(TufGame::G1, seats, 3);
    c.roll = Some(Roll::from_faces(ROLL).unwrap());
    c.rounds = 1;
    c.opening_limit_ms = Some(5 * 60_000);
    Start::Tuf(Box::new(c), Lang::En)
}

#[test]
fn the_menu_lists_every_full_screen_game_at_80_by_24_and_larger() {
    for (w, h) in [(80, 24), (120, 40)] {
        let mut a = app(Start::Menu(Lang::En), 0);
        let (text, buf) = screen(&mut a, w, h, 0);
        for item in [
            "TUF — the cube game",
            "Math Horseshoes",
            "Dots and Boxes",
            "The chip game",
            "Rules",
            "History and Hall of Fame",
            "Quit",
        ] {
            assert!(text.contains(item), "{item} at {w}×{h}:\n{text}");
        }
        // The selected row is drawn in the accent colour.
        let (x, y) = find(&text, "▶ TUF").unwrap();
        assert_eq!(buf[(x + 2, y)].fg, Color::Cyan);
    }
    let mut fr = app(Start::Menu(Lang::Fr), 0);
    let (text, _) = screen(&mut fr, 80, 24, 0);
    assert!(
        text.contains("Le jeu des petits carrés") && text.contains("Quitter"),
        "{text}"
    );
    // The chosen game's settings in French too.
    assert!(
        text.contains("ordinateurs: ‹1›") && text.contains("force"),
        "{text}"
    );
    assert!(
        !text.contains("strength") && text.contains("TUF — le jeu de cubes"),
        "{text}"
    );
}

#[test]
fn no_color_draws_the_same_text_without_colours() {
    let mut a = app(tuf_start(true), 0);
    a.set_palette(Palette { colour: false });
    let (text, buf) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("Your cubes"), "{text}");
    // Every cube still carries its colour's letter…
    assert!(
        text.contains("1b") && text.contains("+r") && text.contains("=w"),
        "{text}"
    );
    // …and nothing is coloured.
    for cell in buf.content() {
        assert_eq!((cell.fg, cell.bg), (Color::Reset, Color::Reset));
    }
    let mut coloured = app(tuf_start(true), 0);
    let (text, buf) = screen(&mut coloured, 80, 24, 0);
    let (x, y) = find(&text, "+r").unwrap();
    assert_eq!(buf[(x, y)].bg, Color::Red);
}

#[test]
fn a_tuf_round_is_played_by_keys_and_clicks_to_its_score_sheet() {
    let mut a = app(tuf_start(false), 0);
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("TUF 1 — round 1 / 1"), "{text}");
    // Enter places the cube under the cursor (the 1), then the 2 by a click.
    press(&mut a, &[Input::key(KeyCode::Enter)], 100);
    let (text, _) = screen(&mut a, 80, 24, 100);
    assert!(text.contains("✗"), "one cube is not an equation:\n{text}");
    let (x, y) = find(&text, " 2b").unwrap();
    a.input(Input::Click(x + 1, y), 200);
    // Typed text replaces the layout: 1 + 2 = 3 is true.
    let mut keys = vec![Input::char('t')];
    keys.extend((0..20).map(|_| Input::key(KeyCode::Backspace)));
    keys.extend(typed("8 - 7 + 2 + 3 = 6"));
    keys.push(Input::key(KeyCode::Enter));
    press(&mut a, &keys, 300);
    let (text, _) = screen(&mut a, 80, 24, 300);
    assert!(text.contains("8 − 7 + 2 + 3 = 6"), "{text}");
    assert!(text.contains("✓ true, worth"), "{text}");
    // Declare: the sand timer starts; time runs live with each tick.
    press(&mut a, &[Input::char('d')], 400);
    a.tick(400);
    let (text, _) = screen(&mut a, 80, 24, 400);
    assert!(text.contains("Ann: TUF!"), "{text}");
    assert!(text.contains("⧗"), "{text}");
    a.tick(60_400);
    let (later, _) = screen(&mut a, 80, 24, 60_400);
    assert_ne!(
        find(&text, "⧗").map(|(x, _)| &text.lines().next().unwrap()[x as usize..]),
        find(&later, "⧗").map(|(x, _)| &later.lines().next().unwrap()[x as usize..]),
        "the timer moved"
    );
    // Time up: a bell, then the score sheet with the final declarer doubled.
    for t in (60_400..=400_000).step_by(1000) {
        a.tick(t);
    }
    assert!(a.take_bell(), "time up rings the bell");
    let (text, buf) = screen(&mut a, 80, 24, 400_000);
    assert!(text.contains("Score sheet"), "{text}");
    assert!(text.contains("final declarer: double"), "{text}");
    assert!(text.contains("Winner: Ann"), "{text}");
    let (x, y) = find(&text, "Winner").unwrap();
    assert_eq!(buf[(x, y)].fg, Color::Green);
    assert!(a.play().unwrap().is_over());
}

#[test]
fn a_refused_command_is_said_and_changes_nothing() {
    let mut a = app(tuf_start(true), 0);
    let before = screen(&mut a, 80, 24, 10).0;
    press(&mut a, &[Input::char('d')], 10);
    let (after, _) = screen(&mut a, 80, 24, 10);
    assert!(after.contains("place some cubes first"), "{after}");
    let cubes = |t: &str| t.lines().nth(3).unwrap().to_string();
    assert_eq!(cubes(&before), cubes(&after));
}

#[test]
fn a_horseshoes_answer_is_written_with_keys_and_scored() {
    let mut a = app(Start::Menu(Lang::En), 0);
    // The second row of the menu: Math Horseshoes, one player.
    press(
        &mut a,
        &[Input::key(KeyCode::Down), Input::key(KeyCode::Enter)],
        0,
    );
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("Enter: start"), "{text}");
    press(&mut a, &[Input::key(KeyCode::Enter)], 1_000);
    let (text, _) = screen(&mut a, 80, 24, 1_000);
    assert!(text.contains("3:00"), "three minutes: {text}");
    // Numbers 1 and 2 (by their place), then × 3 and + 4 … every number once.
    let count = match a.play().unwrap().game.view(0, Lang::En) {
        tuffest_core::any_game::AnyView::Horseshoes(v) => v.numbers.len(),
        _ => panic!("not Horseshoes"),
    };
    let mut keys = vec![Input::char('1')];
    for k in 2..=count {
        keys.push(Input::char(if k % 2 == 0 { '*' } else { '+' }));
        keys.push(Input::char(char::from_digit(k as u32, 10).unwrap()));
    }
    press(&mut a, &keys, 5_000);
    let (text, _) = screen(&mut a, 80, 24, 5_000);
    assert!(text.contains("points"), "a live score: {text}");
    assert!(text.contains("2:56"), "{text}");
    // A click on the ⌫ key takes the last number back; typing it again restores the answer.
    let (x, y) = find(&text, "[⌫]").unwrap();
    a.input(Input::Click(x + 1, y), 6_000);
    let (back, _) = screen(&mut a, 80, 24, 6_000);
    assert!(!back.contains(" points"), "{back}");
    press(
        &mut a,
        &[Input::char(char::from_digit(count as u32, 10).unwrap())],
        6_500,
    );
    press(&mut a, &[Input::key(KeyCode::Enter)], 7_000);
    a.tick(7_000);
    let (text, _) = screen(&mut a, 80, 24, 7_000);
    assert!(text.contains("Results"), "{text}");
    assert!(text.contains("Player 1") && text.contains("pts"), "{text}");
    assert!(
        text.contains("Best:"),
        "the solver's best beside it: {text}"
    );
}

#[test]
fn dots_and_boxes_is_played_with_the_cursor_and_clicks() {
    let mut a = app(Start::Menu(Lang::En), 0);
    press(
        &mut a,
        &[
            Input::key(KeyCode::Down),
            Input::key(KeyCode::Down),
            Input::key(KeyCode::Enter),
        ],
        0,
    );
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(
        text.contains("Dots and Boxes") && text.contains("•"),
        "{text}"
    );
    // Enter draws the segment under the cursor (h0,0); the computer answers in time.
    press(&mut a, &[Input::key(KeyCode::Enter)], 10);
    let (text, _) = screen(&mut a, 80, 24, 10);
    assert!(
        text.contains("•───•"),
        "{text}\n{:?}",
        a.play().unwrap().log
    );
    for t in (10..5_000).step_by(100) {
        a.tick(t);
    }
    let (after, _) = screen(&mut a, 80, 24, 5_000);
    assert!(
        after.matches("───").count() + after.matches('│').count()
            > text.matches("───").count() + text.matches('│').count()
    );
}

#[test]
fn the_rules_and_the_history_open_from_the_menu_and_any_key_comes_back() {
    let mut a = menu_at(Lang::En, 7, 0);
    a.input(Input::key(KeyCode::Enter), 0);
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("Rules"), "{text}");
    assert!(text.contains("TUF"), "{text}");
    // TUF's pages: its twelve games, then the constant cube.
    let lines = a.rules_lines().expect("the rules show");
    let titles: Vec<&String> = lines
        .iter()
        .filter(|l| l.contains("constant cube"))
        .collect();
    assert_eq!(
        titles.first().map(|t| t.as_str()),
        Some("The constant cube")
    );
    assert!(
        !lines.iter().any(|l| l == "Dots and Boxes"),
        "no other game's page"
    );
    a.input(Input::char('x'), 0);
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("▶ Rules"), "{text}");
    // Every game has its page: → to Mathable's.
    for _ in 0..4 {
        a.input(Input::key(KeyCode::Right), 0);
    }
    a.input(Input::key(KeyCode::Enter), 0);
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("Two to four players"), "{text}");
    a.input(Input::char('x'), 0);
    a.input(Input::key(KeyCode::Down), 0);
    a.input(Input::key(KeyCode::Enter), 0);
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("History and Hall of Fame"), "{text}");
}

#[test]
fn a_finished_game_goes_into_the_history_and_an_unfinished_one_is_saved() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    let save = dir.path().join("saved.json");
    // A finished solitaire round is recorded.
    let mut a = App::new(tuf_start(true), Some(db.clone()), 0);
    a.set_save_path(Some(save.clone()));
    let mut keys = vec![Input::char('t')];
    keys.extend(typed("1 + 2 = 3"));
    keys.push(Input::key(KeyCode::Enter));
    keys.push(Input::char('d'));
    press(&mut a, &keys, 10);
    for t in (10..=400_000).step_by(1000) {
        a.tick(t);
    }
    assert!(a.play().unwrap().is_over());
    let store = tuffest_core::history::HistoryStore::open(&db).unwrap();
    assert_eq!(store.match_ids().unwrap().len(), 1);
    // Leaving an unfinished game saves it; the menu resumes it.
    let mut b = App::new(tuf_start(true), Some(db), 0);
    b.set_save_path(Some(save.clone()));
    press(&mut b, &[Input::key(KeyCode::Enter)], 10);
    b.input(Input::char('q'), 20);
    assert!(save.exists());
    let (text, _) = screen(&mut b, 80, 24, 20);
    assert!(text.contains("Resume the saved game"), "{text}");
    // The saved game as the core describes it: its title and where it stands.
    assert!(text.contains("Round 1 of"), "{text}");
    assert!(text.contains("The game is saved"), "{text}");
    for _ in 0..9 {
        b.input(Input::key(KeyCode::Down), 30);
    }
    b.input(Input::key(KeyCode::Enter), 30);
    let (text, _) = screen(&mut b, 80, 24, 30);
    assert!(text.contains(" 1b"), "{text}");
    assert!(!save.exists(), "a resumed save is used up");
}

#[test]
fn losing_the_focus_pauses_and_getting_it_back_resumes() {
    let mut a = app(tuf_start(true), 0);
    a.input(Input::FocusLost, 1_000);
    let (text, _) = screen(&mut a, 80, 24, 50_000);
    assert!(text.contains("(paused)"), "{text}");
    a.input(Input::FocusGained, 50_000);
    let (text, _) = screen(&mut a, 80, 24, 50_000);
    assert!(!text.contains("(paused)"), "{text}");
    assert!(text.contains("4:59"), "the pause cost no time: {text}");
}

#[test]
fn a_small_window_says_so_instead_of_drawing_a_broken_screen() {
    let mut a = app(Start::Menu(Lang::En), 0);
    let (text, _) = screen(&mut a, 30, 10, 0);
    assert!(text.contains("too small"), "{text}");
}

#[test]
fn tuf_pass_and_play_hands_the_keyboard_over_between_people() {
    let mut a = app(Start::Menu(Lang::En), 0);
    // TUF row: two people, no computer player.
    start_two_people(&mut a);
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("Hand over"), "{text}");
    assert!(text.contains("Player 1"), "{text}");
    press(&mut a, &[Input::key(KeyCode::Enter)], 100);
    let (text, _) = screen(&mut a, 80, 24, 100);
    assert!(text.contains("Your cubes"), "{text}");
    assert!(text.contains("Player 2: (hidden"), "{text}");
    // Player 1 places a cube and ends the turn by declaring done… the device goes to Player 2.
    press(&mut a, &[Input::key(KeyCode::Enter), Input::char('d')], 200);
    for t in (200..400_000).step_by(1000) {
        a.tick(t);
    }
    let (text, _) = screen(&mut a, 80, 24, 400_000);
    assert!(text.contains("Hand over"), "{text}");
    let hand_over = text.lines().find(|l| l.contains("Player 2")).unwrap_or("");
    assert!(!hand_over.contains("Player 1"), "{text}");
    press(&mut a, &[Input::key(KeyCode::Enter)], 400_100);
    let (text, _) = screen(&mut a, 80, 24, 400_100);
    assert!(
        text.contains("Player 1: (hidden"),
        "now Player 2 plays: {text}"
    );
}

/// The menu in `lang` at row `row` (Down that many times), its game setting moved `right`
/// steps on (Right that many times).
/// Starts the game of the menu's row with two people and no computer player: Tab to
/// "people", → two people, Tab, ← no computer player, Enter.
fn start_two_people(a: &mut App) {
    let keys = [
        Input::key(KeyCode::Tab),
        Input::key(KeyCode::Right),
        Input::key(KeyCode::Tab),
        Input::key(KeyCode::Left),
        Input::key(KeyCode::Enter),
    ];
    press(a, &keys, 0);
}

fn menu_at(lang: Lang, row: usize, right: usize) -> App {
    let mut a = app(Start::Menu(lang), 0);
    for _ in 0..row {
        a.input(Input::key(KeyCode::Down), 0);
    }
    for _ in 0..right {
        a.input(Input::key(KeyCode::Right), 0);
    }
    a
}

/// Lets the game run from 0 to `until` ms in `step` ms steps (computer players move).
fn run_until(a: &mut App, until: u64, step: usize) {
    for t in (0..until).step_by(step) {
        a.tick(t);
    }
}

/// Moves the board cursor from the top-left corner to (row, col).
fn go_to(a: &mut App, row: u8, col: u8, now: u64) {
    for _ in 0..20 {
        a.input(Input::key(KeyCode::Up), now);
        a.input(Input::key(KeyCode::Left), now);
    }
    for _ in 0..row {
        a.input(Input::key(KeyCode::Down), now);
    }
    for _ in 0..col {
        a.input(Input::key(KeyCode::Right), now);
    }
}

#[test]
fn a_mathable_tile_is_chosen_and_placed_on_a_legal_square() {
    use tuffest_core::any_game::AnyView;
    let mut a = menu_at(Lang::En, 4, 0);
    a.input(Input::key(KeyCode::Enter), 0);
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("Mathable"), "{text}");
    // The first player is drawn at random: let the computer play if it starts.
    run_until(&mut a, 10_000, 100);
    let (text, _) = screen(&mut a, 80, 24, 10_000);
    assert!(text.contains("Rack"), "{text}");
    // A click on the rack's first tile chooses it (drawn reversed).
    let rack_row = text.lines().position(|l| l.contains("Rack")).unwrap() + 1;
    let x = text.lines().nth(rack_row).unwrap().find("1:").unwrap();
    let x = text.lines().nth(rack_row).unwrap()[..x].chars().count() as u16;
    a.input(Input::Click(x, rack_row as u16), 10_000);
    let (_, buf) = screen(&mut a, 80, 24, 10_000);
    assert!(buf[(x, rack_row as u16)]
        .modifier
        .contains(ratatui::style::Modifier::REVERSED));
    // Choose each tile of the rack until one has a legal square, then go there and place it.
    let mut placed = false;
    for k in 1..=7u32 {
        a.input(Input::char(char::from_digit(k, 10).unwrap()), 10_000);
        let AnyView::Mathable(v) = a.play().unwrap().game.view(10_000, Lang::En) else {
            panic!("not Mathable");
        };
        let Some(cell) = v.board.cells.iter().find(|c| c.highlight.legal) else {
            continue;
        };
        let (text, _) = screen(&mut a, 80, 24, 10_000);
        assert!(text.contains('◇'), "legal squares are marked: {text}");
        let (row, col) = (cell.cell.row, cell.cell.col);
        go_to(&mut a, row, col, 10_000);
        a.input(Input::key(KeyCode::Enter), 10_000);
        let AnyView::Mathable(after) = a.play().unwrap().game.view(10_000, Lang::En) else {
            panic!("not Mathable");
        };
        let now = after.board.cell(cell.cell).unwrap();
        assert!(
            !now.text.is_empty(),
            "the tile is on the board: {:?}",
            a.play().unwrap().log
        );
        placed = true;
        break;
    }
    assert!(placed, "some tile of a first rack fits");
}

#[test]
fn a_pytagora_line_is_typed_from_the_cursor_and_a_false_one_refused() {
    use tuffest_core::any_game::AnyView;
    let mut a = menu_at(Lang::En, 5, 0);
    a.input(Input::key(KeyCode::Enter), 0);
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("Pytagora"), "{text}");
    // Let the computer play first if it starts; then the person's turn.
    run_until(&mut a, 20_000, 100);
    let AnyView::Pytagora(v) = a.play().unwrap().game.view(20_000, Lang::En) else {
        panic!("not Pytagora");
    };
    assert_eq!(v.turn, 0, "the person's turn");
    // A line that is not an equation is refused with the reason; the board is unchanged.
    go_to(&mut a, 3, 3, 20_000);
    let mut keys = vec![Input::key(KeyCode::Enter)];
    keys.extend(typed("1+1=3"));
    keys.push(Input::key(KeyCode::Enter));
    press(&mut a, &keys, 20_000);
    let log = a.play().unwrap().log.clone();
    assert!(!log.is_empty(), "a refusal is said");
    let (text, _) = screen(&mut a, 80, 24, 20_000);
    assert!(text.contains("→ (3,3)"), "{text}");
}

#[test]
fn a_share_code_typed_in_the_menu_starts_that_set_up_and_a_bad_one_is_refused() {
    let code = Roll::from_faces(ROLL).unwrap().code();
    let mut a = app(Start::Menu(Lang::En), 0);
    let mut keys = vec![Input::char('c')];
    keys.extend(typed("not a code!"));
    keys.push(Input::key(KeyCode::Enter));
    keys.push(Input::key(KeyCode::Enter));
    press(&mut a, &keys, 0);
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("▶ TUF"), "still the menu: {text}");
    let last = text.lines().rev().find(|l| !l.trim().is_empty()).unwrap();
    assert!(last.contains("code") || last.contains("roll"), "{text}");
    let mut keys = vec![Input::char('c')];
    keys.extend(typed(&code));
    keys.push(Input::key(KeyCode::Enter));
    keys.push(Input::key(KeyCode::Enter));
    press(&mut a, &keys, 0);
    let (text, _) = screen(&mut a, 80, 24, 0);
    for cube in [" 1b", " 2b", " 3b", "(×)r", " =w"] {
        assert!(text.contains(cube), "{cube}: {text}");
    }
}

#[test]
fn pytagora_pass_and_play_hides_the_rack_until_its_owner_has_the_device() {
    let mut a = menu_at(Lang::En, 5, 0);
    // Pytagora: two people, no computer player.
    start_two_people(&mut a);
    let (text, _) = screen(&mut a, 80, 24, 0);
    assert!(text.contains("Enter: show your rack"), "{text}");
    assert!(!text.contains("Rack:"), "{text}");
    a.input(Input::key(KeyCode::Enter), 10);
    let (text, _) = screen(&mut a, 80, 24, 10);
    assert!(text.contains("Rack:"), "{text}");
}

#[test]
fn a_tournament_starts_from_the_menu_and_its_chooser_picks_the_order_by_key() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("saved.json");
    let mut a = App::new(Start::Menu(Lang::En), Some(scratch_db()), 0);
    a.set_save_path(Some(save.clone()));
    a.set_menu_seed(SEED);
    for _ in 0..6 {
        a.input(Input::key(KeyCode::Down), 0);
    }
    let (text, _) = screen(&mut a, 100, 30, 0);
    assert!(text.contains("▶ The game tournament"), "{text}");
    // One person and one computer player: one round, then the final.
    a.input(Input::key(KeyCode::Tab), 0);
    for _ in 0..2 {
        a.input(Input::key(KeyCode::Left), 0);
    }
    a.input(Input::key(KeyCode::Enter), 0);
    let (text, _) = screen(&mut a, 100, 30, 0);
    assert!(text.contains("Tournament — round 1/1"), "{text}");
    assert!(text.contains("1: move first · 2: move second"), "{text}");
    assert!(text.contains("chooses to move first or second"), "{text}");
    // 1: the person moves first, and the game is drawn beside the pairing board.
    a.input(Input::char('1'), 10);
    let (text, _) = screen(&mut a, 100, 30, 10);
    assert!(
        text.contains("first to move:") && text.contains("You – Computer 1: playing"),
        "{text}"
    );
    assert!(text.contains("Standings"), "{text}");
    assert!(text.contains('•') || text.contains("yellow"), "{text}");
    // Leaving saves the event; the menu resumes it in the same game.
    a.input(Input::char('q'), 20);
    assert!(save.exists());
    for _ in 0..9 {
        a.input(Input::key(KeyCode::Down), 30);
    }
    a.input(Input::key(KeyCode::Enter), 30);
    let (text, _) = screen(&mut a, 100, 30, 30);
    assert!(
        text.contains("first to move:") && text.contains("You – Computer 1: playing"),
        "{text}"
    );
    // French: the pairing board and the keys in French.
    let mut fr = App::new(Start::Menu(Lang::Fr), Some(scratch_db()), 0);
    fr.set_save_path(None);
    fr.set_menu_seed(SEED);
    for _ in 0..6 {
        fr.input(Input::key(KeyCode::Down), 0);
    }
    fr.input(Input::key(KeyCode::Enter), 0);
    let (text, _) = screen(&mut fr, 100, 30, 0);
    assert!(text.contains("Tournoi — ronde 1/"), "{text}");
    assert!(text.contains("1 : commencer"), "{text}");
}

#[test]
fn up_and_down_and_multiplication_tables_start_from_the_pytagora_row() {
    // Pytagora's game setting: → twice to Up and down.
    let mut a = menu_at(Lang::En, 5, 2);
    let (text, _) = screen(&mut a, 100, 30, 0);
    assert!(text.contains("‹Up and down›"), "{text}");
    a.input(Input::key(KeyCode::Enter), 0);
    let (text, _) = screen(&mut a, 100, 30, 0);
    assert!(
        text.contains("Up and down") && text.contains("Wanted: 1 on b1"),
        "{text}"
    );
    // d draws when nothing fits; Enter on a wrong square is refused in words.
    a.input(Input::key(KeyCode::Down), 5);
    a.input(Input::key(KeyCode::Enter), 5);
    let log = a.play().unwrap().log.join("\n");
    assert!(log.contains("no piece goes on that square"), "{log}");
    // Multiplication tables: → three more times.
    let mut b = menu_at(Lang::Fr, 5, 5);
    let (text, _) = screen(&mut b, 100, 30, 0);
    assert!(text.contains("‹Tables de multiplication›"), "{text}");
    b.input(Input::key(KeyCode::Enter), 0);
    let (text, _) = screen(&mut b, 100, 30, 0);
    assert!(
        text.contains("Tables de multiplication — manche 1/7"),
        "{text}"
    );
    assert!(text.contains("Votre main"), "{text}");
}

/// The French tile game from the menu (the Pytagora row, its game setting six steps on), one
/// person against a computer, at the person's turn.
fn french_game(now: u64) -> App {
    let mut a = menu_at(Lang::En, 5, 6);
    let (text, _) = screen(&mut a, 100, 30, 0);
    assert!(text.contains("‹Equation crossword›"), "{text}");
    a.input(Input::key(KeyCode::Enter), 0);
    run_until(&mut a, now, 500);
    a
}

fn french(a: &App) -> &tuffest_core::crossword::french::FrenchGame {
    match &a.play().unwrap().game {
        tuffest_core::any_game::AnyGame::Crossword(g) => g,
        _ => panic!("not the French game"),
    }
}

#[test]
fn the_french_game_exchanges_typed_tiles_by_key() {
    use tuffest_core::crossword::pieces::text_of;
    let mut a = french_game(20_000);
    assert_eq!(french(&a).turn(), 0, "the person's turn");
    let (text, _) = screen(&mut a, 120, 40, 20_000);
    assert!(
        text.contains("x exchange") && text.contains("t transform"),
        "{text}"
    );
    let rack = french(&a).table().racks[0].tiles().to_vec();
    let give = text_of(&rack[..2]);
    a.input(Input::char('x'), 20_000);
    press(&mut a, &typed(&give), 20_000);
    let (text, _) = screen(&mut a, 120, 40, 20_000);
    assert!(text.contains(&format!("exchange: {give}▏")), "{text}");
    // A letter that is no tile is said and nothing changes.
    let before = french(&a).table().clone();
    let mut keys = vec![Input::key(KeyCode::Esc), Input::char('x')];
    keys.extend(typed("2q"));
    keys.push(Input::key(KeyCode::Enter));
    press(&mut a, &keys, 20_000);
    assert_eq!(french(&a).table(), &before);
    assert!(a.play().unwrap().log.join("\n").contains("2q"));
    // The exchange itself: the turn passes to the computer, the rack keeps its size.
    let mut keys = vec![Input::char('x')];
    keys.extend(typed(&give));
    keys.push(Input::key(KeyCode::Enter));
    press(&mut a, &keys, 20_000);
    let g = french(&a);
    assert_eq!(g.turn(), 1, "{:?}", a.play().unwrap().log);
    assert_eq!(g.table().racks[0].tiles().len(), rack.len());
    assert_eq!(g.table().board, before.board);
}

#[test]
fn the_french_game_transforms_an_equation_chosen_by_cursor_tab_and_member() {
    use tuffest_core::crossword::pieces::{text_of, Piece};
    use tuffest_core::crossword::Direction;
    let mut now = 20_000;
    let mut a = french_game(now);
    let mut vertical = false;
    let mut done = false;
    for _ in 0..30 {
        assert_eq!(french(&a).turn(), 0, "the person's turn");
        let g = french(&a);
        let found = g.transformations(300_000).found;
        if let Some(t) = found.first().cloned() {
            // The cursor on the equation, its direction, then t, Tab to the member, the tiles.
            go_to(&mut a, t.transform.cell.row, t.transform.cell.col, now);
            if (t.transform.dir == Direction::Down) != vertical {
                a.input(Input::key(KeyCode::Tab), now);
            }
            a.input(Input::char('t'), now);
            // Tab goes round the equation's members, back to the first.
            let (_, line) = tuffest_core::crossword::line::run_through(
                &french(&a).table().board,
                t.transform.cell,
                t.transform.dir,
            );
            let members = 1 + line.iter().filter(|p| **p == Piece::Equals).count();
            for _ in 0..members {
                a.input(Input::key(KeyCode::Tab), now);
            }
            let (text, _) = screen(&mut a, 120, 40, now);
            assert!(text.contains("member 1: ▏"), "{text}");
            for _ in 0..t.transform.member {
                a.input(Input::key(KeyCode::Tab), now);
            }
            let pieces = text_of(&t.transform.pieces);
            press(&mut a, &typed(&pieces), now);
            let (text, _) = screen(&mut a, 120, 40, now);
            let prompt = format!("member {}: {pieces}▏", t.transform.member + 1);
            assert!(text.contains(&prompt), "{prompt} in {text}");
            let score = french(&a).table().scores[0];
            a.input(Input::key(KeyCode::Enter), now);
            let g = french(&a);
            assert_eq!(
                g.table().scores[0],
                score + t.points,
                "{:?}",
                a.play().unwrap().log
            );
            for (c, p) in &t.new {
                assert_eq!(g.table().board.piece(*c), Some(*p));
            }
            done = true;
            break;
        }
        // No transformation yet: the person lays the best play by keys (or passes), the
        // computer replies.
        match g.lays(600_000).lays.into_iter().max_by_key(|l| l.points) {
            Some(best) => {
                let start = best.placement.start;
                go_to(&mut a, start.row, start.col, now);
                if (best.placement.dir == Direction::Down) != vertical {
                    a.input(Input::key(KeyCode::Tab), now);
                    vertical = !vertical;
                }
                let mut keys = vec![Input::key(KeyCode::Enter)];
                keys.extend(typed(&text_of(&best.placement.pieces)));
                keys.push(Input::key(KeyCode::Enter));
                press(&mut a, &keys, now);
            }
            None => {
                a.input(Input::char('s'), now);
            }
        }
        if a.play().unwrap().is_over() {
            break;
        }
        assert_eq!(french(&a).turn(), 1, "{:?}", a.play().unwrap().log);
        for _ in 0..10 {
            now += 2_000;
            a.tick(now);
        }
    }
    assert!(done, "a transformation came up");
}
