import Foundation
import TuffestCore

/// A TUF match on this device over the kit's one session object (`GameSession`), like every
/// other game: each player's commands go to the core with the monotonic clock, the screens draw
/// the core's table view as it is (`view`, with `title` and `tableHint`), a refusal keeps the
/// core's sentence; the cues are every game's (a declaration is `.called`).
final class MatchSession: KitSession<TuffestCore.TufTableView>, KitGameSession {
    let config: TufMatchConfig
    /// The game's title in the match's language.
    let title: String
    /// The last hint the device's player asked for, and the round it belongs to (it stays up
    /// while they build).
    @Published private var roundHint: (round: UInt32, sentence: String)? = nil

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws {
        let config = try game.tufConfig()
        self.config = config
        title = tufGameTitle(game: config.game, language: language)
        try super.init(game: game, language: language, startedAtMs: startedAtMs) { try $0.tufView(nowMs: $1) }
    }

    /// A new match from a setup.
    static func start(_ config: TufMatchConfig, language: TuffestLanguage, startedAtMs: Int64) throws -> MatchSession {
        try started(language: language, startedAtMs: startedAtMs) { try GameSession.tuf(config: config, nowMs: $0, language: language) }
    }

    /// The core's last hint sentence for the device's player, while its round lasts (the kit's
    /// `hint` is cleared by the next move; this one stays up while they build).
    var tableHint: String? {
        roundHint.flatMap { $0.round == view.round ? $0.sentence : nil }
    }

    override var seatToMove: UInt32 { UInt32(sharedSeat) }

    func command(_ seat: Int, _ cmd: TufCommand) {
        command { _, now in try self.game.tufApply(seat: UInt32(seat), command: cmd, nowMs: now) }
    }

    /// The seat that presses the shared buttons: the core's device seat (the board shown, else
    /// the first person).
    private var sharedSeat: Int { Int(view.deviceSeat) }
    func endRound() { command(sharedSeat, .endRound) }
    /// The next hint step for the device's player; the core words it and counts it (assisted).
    override func askHint() {
        do {
            roundHint = (view.round, try game.hint(seat: UInt32(sharedSeat), nowMs: MonotonicClock.nowMs()))
            refusal = nil
        } catch {
            refusal = sentence(error)
        }
    }
    func nextRound() { command(sharedSeat, .nextRound) }
    func takeTurn(_ seat: Int) { command(seat, .takeTurn) }

    /// The board edits of one seat, each one core command.
    func actions(for seat: Int) -> BoardActions { SeatActions(session: self, seat: seat) }
}

/// One seat's board edits as core commands.
@MainActor
struct SeatActions: BoardActions {
    let session: MatchSession
    let seat: Int
    func place(cubeId: Int, at: Int) { session.command(seat, .place(cube: UInt32(cubeId), at: UInt32(at))) }
    func move(from: Int, to: Int) { session.command(seat, .move(from: UInt32(from), to: UInt32(to))) }
    func remove(at: Int) { session.command(seat, .remove(at: UInt32(at))) }
    func setPlacement(at: Int, _ placement: TufPlacement) { session.command(seat, .setPlacement(at: UInt32(at), placement: placement)) }
    func setRole(at: Int, _ role: TufRole) { session.command(seat, .setRole(at: UInt32(at), role: role)) }
    func toggleGap(at: Int) { session.command(seat, .toggleGap(at: UInt32(at))) }
    func clear() { session.command(seat, .clear) }
    func declare() { session.command(seat, .declare) }
    func challenge() { session.command(seat, .challenge) }
}

/// What the Math Horseshoes screen drives: the core's view of the round and its keypad, each press
/// one core command (a round alone, or a tournament's final).
@MainActor
protocol HorseshoesDriver: ObservableObject {
    /// The core's view of the round (nil when there is none: a tournament outside its final).
    var horseshoesView: HorseshoesView? { get }
    /// The core reported this turn's last ten seconds (the timer shows it).
    var timeRunningOut: Bool { get }
    var refusal: String? { get }
    func start()
    func number(_ index: Int)
    func key(_ key: String)
    func submit()
}

/// A Math Horseshoes round on this device over the kit's one session object (`GameSession`):
/// solitaire or pass-and-play. Each tile and key press is one core command for the seat whose turn
/// it is (`horseshoesNumber`, `horseshoesKey`); the core keeps the answer, knows which tiles are
/// used, lays out the keypad, judges the draft and words every sentence in the language.
final class HorseshoesSession: KitSession<HorseshoesView>, KitGameSession, HorseshoesDriver {
    /// The seat whose turn it is (the core's view says; 0 once revealed, when the core refuses every press).
    override var seatToMove: UInt32 { view.turn ?? 0 }
    /// Every answer is in and revealed.
    override var isOver: Bool { view.turn == nil }

    var horseshoesView: HorseshoesView? { view }

    func start() { command { try game.horseshoesStartTurn(seat: $0, nowMs: $1) } }
    /// The number tile at `index` (a `HorseshoesTile.index`).
    func number(_ index: Int) { command { try game.horseshoesNumber(seat: $0, index: UInt32(index), nowMs: $1) } }
    /// A keypad key by its core id (`HorseshoesKey.key`).
    func key(_ key: String) { command { try game.horseshoesKey(seat: $0, key: key, nowMs: $1) } }
    func submit() { command { try game.horseshoesSubmit(seat: $0, nowMs: $1) } }

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws {
        try super.init(game: game, language: language, startedAtMs: startedAtMs) { try $0.horseshoesView(nowMs: $1) }
    }

    /// A round for these players (one: solitaire) on the puzzle drawn from `seed`.
    static func start(players: [String], seed: UInt64, language: TuffestLanguage, startedAtMs: Int64) throws -> HorseshoesSession {
        try started(language: language, startedAtMs: startedAtMs) { now in
            try GameSession.horseshoes(code: nil, seed: seed, seats: players.map { Seat(name: $0, kind: .person) },
                                       nowMs: now, language: language)
        }
    }
}

/// What the app does alike with every kit game's session, whatever its view: tick, pause and
/// resume, save, the history record.
@MainActor
protocol KitGame: AnyObject {
    var startedAtMs: Int64 { get }
    var isOver: Bool { get }
    func tick() -> [Cue]
    func pause()
    func resume()
    func save() -> String
    func historyRecord() -> FinishedMatch
    /// Every record the game leaves (a tournament: the event, each of its games and its final).
    func historyRecords() -> [FinishedMatch]
}

/// A kit game's session class, made from the core's session object: every game starts and
/// restores alike, so the plumbing is written once here and each class keeps only its own
/// commands and how the core makes its new game.
@MainActor
protocol KitGameSession: KitGame {
    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws
}

extension KitGameSession {
    /// A new game the core makes with `make` at the monotonic clock's reading.
    static func started(language: TuffestLanguage, startedAtMs: Int64, _ make: (_ nowMs: UInt64) throws -> GameSession) throws -> Self {
        try Self(game: try make(MonotonicClock.nowMs()), language: language, startedAtMs: startedAtMs)
    }

    /// A saved game read back by the core; it resumes at once.
    static func restore(_ text: String, language: TuffestLanguage, startedAtMs: Int64) throws -> Self {
        let session = try Self(game: try GameSession.load(save: text, language: language), language: language, startedAtMs: startedAtMs)
        session.resume()
        return session
    }
}

/// A two-seat kit game (Dots and Boxes, the chip game): both start alike, on a board of a size (or
/// the set-up of a share code), the device's player against a computer player or a second person,
/// so the start is written once here and each class keeps only how the core makes its game.
@MainActor
protocol DuelGameSession: KitGameSession {
    /// The core's new game (`GameSession.boxes`, `GameSession.chips`).
    static func newDuel(size: UInt8, code: String?, seats: [Seat], seed: UInt64, nowMs: UInt64, language: TuffestLanguage) throws -> GameSession
}

extension DuelGameSession {
    /// A new game of `size` (or the set-up of a share `code`) between `first` and `second`, from a random seed.
    static func start(size: Int, code: String?, first: String, second: String, strength: Strength?,
                      language: TuffestLanguage, startedAtMs: Int64) throws -> Self {
        try started(language: language, startedAtMs: startedAtMs) { now in
            try newDuel(size: UInt8(clamping: size), code: code, seats: seats(first: first, second: second, strength: strength),
                        seed: UInt64.random(in: 0...UInt64.max), nowMs: now, language: language)
        }
    }

    /// The two seats of a duel: the device's player, and a computer player at `strength` or a second person.
    static func seats(first: String, second: String, strength: Strength?) -> [Seat] {
        [Seat(name: first, kind: .person), Seat(name: second, kind: strength.map { .computer(strength: $0) } ?? .person)]
    }
}

/// A game of the kit over the core's one session object (`GameSession`): the screen draws the
/// core's own view (read by `viewOf`); each tap is one core command; computer players move inside
/// `tick`. Hints are the core's sentences (counted: the game is marked assisted); undo is the
/// core's. What differs between games is only the view and the commands (the subclasses).
@MainActor
class KitSession<V>: ObservableObject, KitGame {
    let game: GameSession
    /// Wall-clock time the game started (Unix ms), for the history.
    let startedAtMs: Int64
    private let viewOf: (GameSession, UInt64) throws -> V
    private var pending: [Cue] = []
    @Published private(set) var view: V
    /// The last hint the core gave, as a sentence (cleared by the next move).
    @Published private(set) var hint: String?
    @Published var refusal: String?
    /// The core said time is running out for the turn in play (its `timeRunningOut` cue): the
    /// timer shows its last seconds. Cleared when the turn ends, passes or starts anew.
    @Published private(set) var timeRunningOut = false

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64, viewOf: @escaping (GameSession, UInt64) throws -> V) throws {
        self.game = game
        self.startedAtMs = startedAtMs
        self.viewOf = viewOf
        game.setLanguage(language: language)
        view = try viewOf(game, MonotonicClock.nowMs())
    }

    private func refresh() {
        if let v = try? viewOf(game, MonotonicClock.nowMs()) { view = v }
    }

    private func act(_ f: () throws -> Void) {
        do { try f(); refusal = nil } catch { refusal = sentence(error) }
        refresh()
    }

    /// The seat a tap plays for: the seat to move, or 0 when nobody is (the core then refuses with
    /// its own sentence). Each game reads it from its view.
    var seatToMove: UInt32 { 0 }

    /// Runs one core command for the seat to move; its cues are kept for the next `tick`.
    func command(_ f: (UInt32, UInt64) throws -> [Cue]) {
        act { pending += try f(seatToMove, MonotonicClock.nowMs()); hint = nil }
    }
    func askHint() { act { hint = try game.hint(seat: seatToMove, nowMs: MonotonicClock.nowMs()) } }
    /// Takes back the person's last move (the core allows it only against the computer).
    func undo() {
        let person = UInt32(game.seats().firstIndex { if case .person = $0.kind { true } else { false } } ?? 0)
        act { pending += try game.undo(seat: person, nowMs: MonotonicClock.nowMs()); hint = nil }
    }
    func tick() -> [Cue] {
        let cues = pending + game.tick(nowMs: MonotonicClock.nowMs())
        pending = []
        for cue in cues {
            switch cue {
            case .timeRunningOut: timeRunningOut = true
            case .timeUp, .handOver, .yourTurn: timeRunningOut = false
            default: break
            }
        }
        refresh()
        return cues
    }
    func pause() { pending += game.pause(nowMs: MonotonicClock.nowMs()); refresh() }
    func resume() { pending += game.resume(nowMs: MonotonicClock.nowMs()); refresh() }
    func save() -> String { game.save(nowMs: MonotonicClock.nowMs()) }
    var isOver: Bool { game.outcome() != nil }

    /// The game as a history record, written by the core: finished when over, abandoned
    /// (`finished == false`) otherwise.
    func historyRecord() -> FinishedMatch { game.historyRecord(startedAtMs: startedAtMs) }
    func historyRecords() -> [FinishedMatch] { [historyRecord()] }
}

/// Dots and Boxes: a tap on a segment draws it for the seat to move (core `boxesDraw`).
final class BoxesSession: KitSession<BoxesView>, DuelGameSession {
    override var seatToMove: UInt32 { view.turn ?? 0 }
    func draw(_ segment: Segment) { command { try game.boxesDraw(seat: $0, segment: segment, nowMs: $1) } }

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws {
        try super.init(game: game, language: language, startedAtMs: startedAtMs) { try $0.boxesView(nowMs: $1) }
    }

    /// The core's new game of `size` dots a side (or the set-up of a share `code`).
    static func newDuel(size: UInt8, code: String?, seats: [Seat], seed: UInt64, nowMs: UInt64, language: TuffestLanguage) throws -> GameSession {
        try GameSession.boxes(dots: size, code: code, seats: seats, seed: seed, nowMs: nowMs, language: language)
    }
}

/// The chip game: a tap on a square places a chip for the colour to move (core `chipsPlace`).
final class ChipsSession: KitSession<ChipsView>, DuelGameSession {
    /// Seat 0 plays yellow, seat 1 red.
    override var seatToMove: UInt32 { view.toMove == .red ? 1 : 0 }
    /// The players' names, yellow first.
    var names: [String] { game.seats().map(\.name) }
    func place(_ cell: Cell) { command { try game.chipsPlace(seat: $0, cell: cell, nowMs: $1) } }
    func showLegal(_ show: Bool) { command { try game.chipsShowLegal(seat: $0, show: show, nowMs: $1) } }

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws {
        try super.init(game: game, language: language, startedAtMs: startedAtMs) { try $0.chipsView(nowMs: $1) }
    }

    /// The core's new game on a board of `size` (a seeded fair set-up, or the board of a share `code`).
    static func newDuel(size: UInt8, code: String?, seats: [Seat], seed: UInt64, nowMs: UInt64, language: TuffestLanguage) throws -> GameSession {
        try GameSession.chips(size: size, code: code, seats: seats, seed: seed, nowMs: nowMs, language: language)
    }
}

/// Mathable: choose a rack tile (the core highlights its legal squares), tap a square to place it,
/// answer the extra-tile question, end the turn, exchange or agree to end; each one core command
/// for the seat to play (computer seats move in `tick`).
final class MathableSession: KitSession<MathableView>, KitGameSession {
    override var seatToMove: UInt32 { view.current }
    override var isOver: Bool { view.over }
    func select(_ value: UInt32?) { command { try game.mathableSelect(seat: $0, value: value, nowMs: $1) } }
    func place(_ cell: Cell) {
        guard let value = view.selected else { return }
        command { try game.mathablePlace(seat: $0, value: value, cell: cell, nowMs: $1) }
    }
    func extra(_ take: Bool) { command { try game.mathableExtra(seat: $0, take: take, nowMs: $1) } }
    func endTurn() { command { try game.mathableEndTurn(seat: $0, nowMs: $1) } }
    func exchange(_ tiles: [UInt32]) { command { try game.mathableExchange(seat: $0, tiles: tiles, nowMs: $1) } }
    func agreeEnd() { command { try game.mathableAgreeEnd(seat: $0, nowMs: $1) } }
    /// The player to play has the device after the hand-over screen (racks hidden).
    func takeDevice() { command { try game.mathableTakeDevice(seat: $0, nowMs: $1) } }

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws {
        try super.init(game: game, language: language, startedAtMs: startedAtMs) { try $0.mathableView(nowMs: $1) }
    }

    /// A new game for `seats` (2 to 4; computers only: watched): the bag of a game `code`, or a new one, with `settings`.
    static func start(code: String?, seats: [Seat], settings: MathableSettings, language: TuffestLanguage, startedAtMs: Int64) throws -> MathableSession {
        try started(language: language, startedAtMs: startedAtMs) { now in
            try GameSession.mathable(code: code, seats: seats, seed: UInt64.random(in: 0...UInt64.max), settings: settings,
                                     nowMs: now, language: language)
        }
    }
}

/// Up and down: a tap on a square the core marks puts the number it wants there; or draw a piece.
final class UpAndDownSession: KitSession<UpAndDownView>, KitGameSession {
    override var seatToMove: UInt32 { view.turn ?? 0 }
    override var isOver: Bool { view.over }
    func place(_ cell: Cell) { command { try game.upAndDownPlace(seat: $0, cell: cell, nowMs: $1) } }
    func draw() { command { try game.upAndDownDraw(seat: $0, nowMs: $1) } }

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws {
        try super.init(game: game, language: language, startedAtMs: startedAtMs) { try $0.upAndDownView(nowMs: $1) }
    }

    static func start(variant: UpAndDownVariant, seats: [Seat], language: TuffestLanguage, startedAtMs: Int64) throws -> UpAndDownSession {
        try started(language: language, startedAtMs: startedAtMs) { now in
            try GameSession.upAndDown(variant: variant, seats: seats, first: 0, seed: UInt64.random(in: 0...UInt64.max),
                                      nowMs: now, language: language)
        }
    }
}

/// Multiplication tables: the child answers with number pieces of the hand, or lets the next player answer.
final class TablesSession: KitSession<TablesView>, KitGameSession {
    override var seatToMove: UInt32 { view.asked ?? 0 }
    override var isOver: Bool { view.over }
    func attach(_ digits: [UInt32]) { command { try game.tablesAttach(seat: $0, digits: digits, nowMs: $1) } }
    func pass() { command { try game.tablesPass(seat: $0, nowMs: $1) } }

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws {
        try super.init(game: game, language: language, startedAtMs: startedAtMs) { try $0.tablesView(nowMs: $1) }
    }

    static func start(seats: [Seat], language: TuffestLanguage, startedAtMs: Int64) throws -> TablesSession {
        try started(language: language, startedAtMs: startedAtMs) { now in
            try GameSession.tables(seats: seats, seed: UInt64.random(in: 0...UInt64.max), nowMs: now, language: language)
        }
    }
}

/// Pytagora (or Plus and minus): a line typed on the core's keypad from a chosen square, across or
/// down, laid as one core command; "stuck"; the hand-over in pass-and-play.
final class PytagoraSession: KitSession<PytagoraView>, KitGameSession {
    override var seatToMove: UInt32 { view.turn }
    override var isOver: Bool { view.over }
    func lay(start: Cell, down: Bool, line: String, equalsFromPool: Bool) {
        command { try game.pytagoraLay(seat: $0, start: start, down: down, line: line, equalsFromPool: equalsFromPool, nowMs: $1) }
    }
    func stuck() { command { try game.pytagoraStuck(seat: $0, nowMs: $1) } }
    func ready() { command { try game.pytagoraReady(seat: $0, nowMs: $1) } }

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws {
        try super.init(game: game, language: language, startedAtMs: startedAtMs) { try $0.pytagoraView(nowMs: $1) }
    }

    static func start(variant: PytagoraVariant, seats: [Seat], language: TuffestLanguage, startedAtMs: Int64) throws -> PytagoraSession {
        let settings = pytagoraSettings(variant: variant, seed: UInt64.random(in: 0...UInt64.max))
        return try started(language: language, startedAtMs: startedAtMs) { now in
            try GameSession.pytagora(settings: settings, seats: seats, nowMs: now, language: language)
        }
    }
}

/// The French equation-crossword game: a line typed from a chosen square, across or down; a side
/// of an equation on the board rewritten (rule 11); exchanges, passes and challenges; each one
/// core command for the player in turn (computer seats move in the tick).
final class CrosswordSession: KitSession<FrenchView>, KitGameSession {
    override var seatToMove: UInt32 { view.turn }
    override var isOver: Bool { view.over }
    func lay(start: Cell, down: Bool, line: String) {
        command { try game.crosswordLay(seat: $0, start: start, down: down, line: line, nowMs: $1) }
    }
    func transform(cell: Cell, down: Bool, member: Int, line: String) {
        command { try game.crosswordTransform(seat: $0, cell: cell, down: down, member: UInt32(max(member, 0)), line: line, nowMs: $1) }
    }
    func exchange(_ tiles: String) { command { try game.crosswordExchange(seat: $0, tiles: tiles, nowMs: $1) } }
    func pass() { command { try game.crosswordPass(seat: $0, nowMs: $1) } }
    /// `seat` challenges the last play (the view names who may: `challengers`).
    func challenge(_ seat: UInt32) { command { try game.crosswordChallenge(seat: seat, nowMs: $1) } }
    func ready() { command { try game.crosswordReady(seat: $0, nowMs: $1) } }

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws {
        try super.init(game: game, language: language, startedAtMs: startedAtMs) { try $0.crosswordView(nowMs: $1) }
    }

    /// Starts a game of `preset`; under variant 4's handicap, `peopleSeconds` are the people's
    /// seconds a turn in seat order (the people come first).
    static func start(preset: FrenchPreset, peopleSeconds: [Int] = [], seats: [Seat], language: TuffestLanguage, startedAtMs: Int64) throws -> CrosswordSession {
        let settings = crosswordPresetSettings(preset: preset, seed: UInt64.random(in: 0...UInt64.max), peopleSeconds: peopleSeconds.map { UInt32(clamping: $0) })
        return try started(language: language, startedAtMs: startedAtMs) { now in
            try GameSession.crossword(settings: settings, seats: seats, nowMs: now, language: language)
        }
    }
}
