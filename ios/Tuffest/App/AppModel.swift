import SwiftUI
import TuffestCore

/// The games, titles, summaries and rules pages, all written by the core.
enum Catalog {
    static func games(_ language: TuffestLanguage) -> [(info: TufGameInfo, title: String, summary: String)] {
        tufGames().map { ($0, tufGameTitle(game: $0.game, language: language), tufGameSummary(game: $0.game, language: language)) }
    }
    static let schedules: [(name: String, schedule: TufTimerSchedule)] = [
        ("standard", .standard), ("faster", .faster), ("blue_only", .blueOnly),
        ("combined", .combined(red: true, yellow: true, blue: true)),
    ]
    static let strengths: [(name: String, strength: Strength)] = [
        ("beginner", .beginner), ("casual", .casual), ("strong", .strong), ("unbeatable", .unbeatable),
    ]
    /// The operator presets a game offers (game 1A's red cubes), each with the core's label.
    static func presets(_ code: String) -> [(label: String, preset: TufOperatorPreset)] {
        (tufGames().first { $0.code == code }?.operatorPresets ?? []).map { (label: tufOperatorPresetLabel(preset: $0), preset: $0) }
    }
    /// The constant cube's faces (the race's preset symbol): symbol, glyph and spoken name.
    static func constantFaces(_ language: TuffestLanguage) -> [TufConstantFace] { tufConstantFaces(language: language) }
    /// What the TUF setup offers (the most seats, the match lengths), the core's list.
    static let tufLimits: TufSetupLimits = tufSetupLimits()
    /// The most competitors of a tournament, the core's.
    static let maxCompetitors = Int(gameSeatLimits(game: .tournament).maxSeats)

    /// A game's title, written by the core.
    static func title(_ game: GameId, _ language: TuffestLanguage) -> String { gameGuide(game: game, language: language)?.title ?? "" }

    /// A game in a sentence, written by the core.
    static func summary(_ game: GameId, _ language: TuffestLanguage) -> String { gameGuide(game: game, language: language)?.summary ?? "" }
}

/// The setup form (the shell's state; the core checks it when the match starts).
struct SetupForm {
    struct Player: Identifiable { let id = UUID(); var name: String; var strength: String? }
    var game = "1"
    var players: [Player] = [Player(name: L("setup_player_n", 1))]
    var useConstantCube = false
    /// The race's preset face, by its core symbol (`pi`, `chi`, …); none: rolled.
    var raceFace: String?
    var schedule = "standard"
    var rounds = 5
    /// The red cubes' preset, by the core's label; none: rolled.
    var preset: String?
    var error: String?

    /// The core's defaults for the game, with what the players chose.
    func config(tableMode: Bool, device: TufDevice) -> TufMatchConfig? {
        guard let game = tufGames().first(where: { $0.code == self.game })?.game else { return nil }
        let seats = players.map { p in
            TufSeat(name: p.name, kind: Catalog.strengths.first { $0.name == p.strength }.map { .computer(strength: $0.strength) } ?? .human)
        }
        var c = tufMatchConfig(game: game, seats: seats, seed: UInt64.random(in: 0...UInt64.max))
        if useConstantCube { c.settings = tufWithConstantCube(settings: c.settings) }
        c.mode = tableMode ? .table(device: device) : .passAndPlay
        c.rounds = UInt32(rounds)
        c.schedule = Catalog.schedules.first { $0.name == schedule }?.schedule ?? c.schedule
        c.raceSymbol = raceFace.flatMap { f in Catalog.constantFaces(.en).first { $0.symbol == f }?.face }
        c.operatorPreset = preset.flatMap { p in Catalog.presets(self.game).first { $0.label == p }?.preset }
        return c
    }
}

/// The set-up form of a two-seat kit game (Dots and Boxes, the chip game): the shell's state;
/// the core checks it when the game starts.
struct DuelForm {
    /// Dots a side (Dots and Boxes) or squares a side (the chip game).
    var size = 5
    /// The computer's strength by name, or nil for a second person.
    var strength: String? = "strong"
    /// A share code to play a set-up from (blank: an empty grid).
    var code = ""
    var error: String?
}

/// The set-up form of a game for several seats (Mathable, Up and down, Multiplication tables);
/// the core refuses, with its sentence, a number of seats the game does not take.
struct PartyForm {
    /// The form with the core's seat limits for `game` (the most seats, the fewest people).
    func seats(of game: GameId) -> PartyForm {
        var form = self
        let limits = gameSeatLimits(game: game)
        form.maxSeats = Int(limits.maxSeats)
        form.minPeople = Int(limits.minPeople)
        return form
    }

    /// Seats the game takes in all (the pickers offer no more).
    var maxSeats = 4
    var people = 1
    var computers = 1
    /// The Up and down variant, for that game.
    var variant: UpAndDownVariant = .standard
    /// Pytagora or Plus and minus, for that game (nil: not offered).
    var pytagoraVariant: PytagoraVariant?
    /// The French game's ready-made set-up, for that game (nil: not offered).
    var crosswordPreset: FrenchPreset?
    /// Under a set-up timed person by person (variant 4's handicap), each person's seconds a
    /// turn in seat order (missing: the preset's limit).
    var seatSeconds: [Int] = []

    /// The seconds each person has under a handicap, in seat order.
    func secondsOfPeople() -> [Int] {
        let standard = Int(crosswordPresetSettings(preset: .handicap, seed: 0, peopleSeconds: []).turnSeconds)
        return (0..<people).map { $0 < seatSeconds.count ? seatSeconds[$0] : standard }
    }
    /// Whether the game has a game code to replay.
    var hasCode = true
    /// Fewest people at the device (0: a game of computers to watch).
    var minPeople = 1
    /// Mathable's settings, where the game has them (nil: not offered).
    var hideRacks: Bool?
    var showLegal: Bool?
    var strength = "strong"
    /// A game code to replay a bag (blank: a new bag).
    var code = ""
    var error: String?
}

/// One save file per game kind in Application Support: the first line is the wall-clock start
/// (Unix ms), the rest the core's save text.
enum SaveSlots {
    enum Kind: String, CaseIterable { case tuf, horseshoes, boxes, chips, mathable, upAndDown, tables, tournament, pytagora, crossword }
    static func url(_ kind: Kind) -> URL? {
        try? FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            .appendingPathComponent("\(kind.rawValue).save")
    }
    static func write(_ kind: Kind, startedAtMs: Int64, _ text: String) {
        guard let url = url(kind) else { return }
        try? "\(startedAtMs)\n\(text)".write(to: url, atomically: true, encoding: .utf8)
    }
    static func read(_ kind: Kind) -> (startedAtMs: Int64, text: String)? {
        guard let url = url(kind), let content = try? String(contentsOf: url, encoding: .utf8),
              let newline = content.firstIndex(of: "\n") else { return nil }
        return (Int64(content[..<newline]) ?? 0, String(content[content.index(after: newline)...]))
    }
    static func delete(_ kind: Kind) { if let url = url(kind) { try? FileManager.default.removeItem(at: url) } }
}

extension SaveSlots.Kind {
    /// The screen that plays this kind of game.
    var route: Route {
        switch self {
        case .tuf: .tufTable
        case .horseshoes: .horseshoes
        case .boxes: .boxes
        case .chips: .chips
        case .mathable: .mathable
        case .upAndDown: .upAndDown
        case .tables: .tables
        case .tournament: .tournament
        case .pytagora: .pytagora
        case .crossword: .crossword
        }
    }

    /// A save of this kind read back by the core into its session class; it resumes at once.
    @MainActor
    func restore(_ text: String, language: TuffestLanguage, startedAtMs: Int64) throws -> any KitGameSession {
        func load<S: KitGameSession>(_: S.Type) throws -> S { try S.restore(text, language: language, startedAtMs: startedAtMs) }
        switch self {
        case .tuf: return try load(MatchSession.self)
        case .horseshoes: return try load(HorseshoesSession.self)
        case .boxes: return try load(BoxesSession.self)
        case .chips: return try load(ChipsSession.self)
        case .mathable: return try load(MathableSession.self)
        case .upAndDown: return try load(UpAndDownSession.self)
        case .tables: return try load(TablesSession.self)
        case .tournament: return try load(TournamentSession.self)
        case .pytagora: return try load(PytagoraSession.self)
        case .crossword: return try load(CrosswordSession.self)
        }
    }
}

/// Holds the core's objects for the running game, the setup form and the navigation. Every
/// rule answer comes from the core; this moves commands in and views out, saves to private
/// storage and records finished matches.
@MainActor
final class AppModel: ObservableObject {
    @Published var path = NavigationPath()
    /// Whether the screen on top is a game in play (on an iPad the split view then folds its
    /// sidebar away).
    @Published var gameOnScreen = false

    /// Opens a place of the app on top of the stack, or (`fresh`, from the iPad's sidebar) as
    /// the only place in it.
    func open(_ route: Route, fresh: Bool = false) {
        if fresh { path = NavigationPath() }
        path.append(route)
    }
    @Published var setup = SetupForm()
    @Published var boxesForm = DuelForm()
    @Published var chipsForm = DuelForm(size: 6)
    @Published var mathableForm = PartyForm(hideRacks: false, showLegal: true).seats(of: .mathable)
    @Published var upAndDownForm = PartyForm(hasCode: false, strength: "casual").seats(of: .upAndDown)
    @Published var tablesForm = PartyForm(hasCode: false).seats(of: .tables)
    @Published var pytagoraForm = PartyForm(pytagoraVariant: .standard, hasCode: false, strength: "casual").seats(of: .pytagora)
    @Published var crosswordForm = PartyForm(crosswordPreset: .standard, hasCode: false, strength: "casual").seats(of: .crossword)
    /// The organiser's form of a tournament (the core makes and checks it).
    @Published var tournamentForm = TournamentForm()

    /// The game in play of each kind (every one on the kit's session), by its save slot.
    @Published private var sessions: [SaveSlots.Kind: any KitGameSession] = [:]
    var match: MatchSession? { sessions[.tuf] as? MatchSession }
    var horseshoes: HorseshoesSession? { sessions[.horseshoes] as? HorseshoesSession }
    var boxes: BoxesSession? { sessions[.boxes] as? BoxesSession }
    var chips: ChipsSession? { sessions[.chips] as? ChipsSession }
    var mathable: MathableSession? { sessions[.mathable] as? MathableSession }
    var upAndDown: UpAndDownSession? { sessions[.upAndDown] as? UpAndDownSession }
    var tables: TablesSession? { sessions[.tables] as? TablesSession }
    var tournament: TournamentSession? { sessions[.tournament] as? TournamentSession }
    var pytagora: PytagoraSession? { sessions[.pytagora] as? PytagoraSession }
    var crossword: CrosswordSession? { sessions[.crossword] as? CrosswordSession }

    /// The games in play, each with its save slot (in the slots' order).
    private var kitGames: [(session: any KitGameSession, kind: SaveSlots.Kind)] {
        SaveSlots.Kind.allCases.compactMap { kind in sessions[kind].map { (session: $0, kind: kind) } }
    }
    /// A problem to show once on Home (a refused round, a damaged save, an unavailable history),
    /// in the core's words.
    @Published var message: String?

    private let feedback = TimerFeedback()
    /// The core's SQLite history in Application Support; none when it cannot be opened (the
    /// core's sentence is then the message).
    let history: HistoryStore?

    init() {
        var problem: String? = nil
        do { history = try HistoryStore.open(path: Storage.databasePath()) } catch { history = nil; problem = sentence(error) }
        message = problem
    }

    /// The language of the core's texts: the localization the app's bundle chose for its own
    /// words (English or French), so that the core and the screens always speak the same
    /// language (German then French preferred: both French).
    var language: TuffestLanguage { languageFromTag(tag: Bundle.main.preferredLocalizations.first ?? "en") }

    private static func wallClockMs() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }

    /// The home screen's "continue" entries: each save described by the core (its title and
    /// where it stands, in the core's language); a damaged save is not offered.
    var saved: [SavedGame] {
        SaveSlots.Kind.allCases.compactMap { kind in
            SaveSlots.read(kind).flatMap { savedGameSummary(text: $0.text, language: language) }
                .map { SavedGame(id: kind.rawValue, summary: $0) }
        }
    }

    func startMatch(tableMode: Bool, tablet: Bool) {
        guard let config = setup.config(tableMode: tableMode, device: tablet ? .tablet : .phone) else { return }
        do {
            let session = try MatchSession.start(config, language: language, startedAtMs: Self.wallClockMs())
            abandon(match, .tuf)
            sessions[.tuf] = session
            sessions[.horseshoes] = nil
            setup.error = nil
            path.append(Route.tufTable)
        } catch {
            setup.error = sentence(error)
        }
    }

    /// A Math Horseshoes round on a fresh puzzle for the people of the setup (one: solitaire).
    func startHorseshoes() {
        let names = setup.players.filter { $0.strength == nil }.map(\.name)
        do {
            let session = try HorseshoesSession.start(players: names.isEmpty ? [L("setup_player_n", 1)] : names,
                                                      seed: UInt64.random(in: 0...UInt64.max), language: language, startedAtMs: Self.wallClockMs())
            abandon(horseshoes, .horseshoes)
            sessions[.horseshoes] = session
            sessions[.tuf] = nil
            path.append(Route.horseshoes)
        } catch {
            message = sentence(error)
        }
    }

    /// Starts a two-seat kit game from its set-up `form` with `start` (the device's player against
    /// a computer player of the form's strength, or a second person); nil, with the core's sentence
    /// as the form's error, when refused.
    private func startDuel<S>(_ form: inout DuelForm,
                              _ start: (Int, String?, String, String, Strength?) throws -> S) -> S? {
        let strength = Catalog.strengths.first { $0.name == form.strength }
        do {
            let code = form.code.trimmingCharacters(in: .whitespaces)
            let session = try start(form.size, code.isEmpty ? nil : code, L("setup_player_n", 1),
                                    strength.map { L("setup_computer", L("strength_\($0.name)")) } ?? L("setup_player_n", 2),
                                    strength?.strength)
            form.error = nil
            return session
        } catch {
            form.error = sentence(error)
            return nil
        }
    }

    /// Puts a new game of `kind` in play on its screen, in place of the set-up screen; the game it
    /// replaces, unfinished, is recorded as abandoned. Nothing when the core refused it (`nil`).
    private func begin(_ kind: SaveSlots.Kind, _ session: (any KitGameSession)?) {
        guard let session else { return }
        abandon(sessions[kind], kind)
        sessions[kind] = session
        if !path.isEmpty { path.removeLast() }
        path.append(kind.route)
    }

    /// Starts the Dots and Boxes game the form describes; the core's sentence when refused.
    func startBoxes() {
        begin(.boxes, startDuel(&boxesForm, { try BoxesSession.start(size: $0, code: $1, first: $2, second: $3, strength: $4, language: language, startedAtMs: Self.wallClockMs()) }))
    }

    /// Starts the chip game the form describes; the core's sentence when refused.
    func startChips() {
        begin(.chips, startDuel(&chipsForm, { try ChipsSession.start(size: $0, code: $1, first: $2, second: $3, strength: $4, language: language, startedAtMs: Self.wallClockMs()) }))
    }

    /// The seats a party form describes: its people, then its computer players at its strength.
    private func partySeats(_ form: PartyForm) -> [Seat] {
        let strength = Catalog.strengths.first { $0.name == form.strength }?.strength ?? .strong
        let people = (0..<form.people).map { Seat(name: L("setup_player_n", $0 + 1), kind: .person) }
        let computers = (0..<form.computers).map { k in
            Seat(name: L("setup_computer", L("strength_\(form.strength)")) + (form.computers > 1 ? " \(k + 1)" : ""), kind: .computer(strength: strength))
        }
        return people + computers
    }

    /// Starts a party game from `form` with `start`; nil, with the core's sentence as the form's
    /// error, when refused.
    private func startParty<S>(_ form: inout PartyForm, _ start: ([Seat]) throws -> S) -> S? {
        do {
            let session = try start(partySeats(form))
            form.error = nil
            return session
        } catch {
            form.error = sentence(error)
            return nil
        }
    }

    /// Starts the Mathable game the form describes; the core's sentence when refused.
    func startMathable() {
        let code = mathableForm.code.trimmingCharacters(in: .whitespaces)
        begin(.mathable, startParty(&mathableForm, {
            try MathableSession.start(code: code.isEmpty ? nil : code, seats: $0,
                                      settings: MathableSettings(first: .random, racksHidden: mathableForm.hideRacks == true, showLegal: mathableForm.showLegal != false),
                                      language: language, startedAtMs: Self.wallClockMs())
        }))
    }

    /// Starts the Up and down game the form describes (its variant); the core's sentence when refused.
    func startUpAndDown() {
        let variant = upAndDownForm.variant
        begin(.upAndDown, startParty(&upAndDownForm, { try UpAndDownSession.start(variant: variant, seats: $0, language: language, startedAtMs: Self.wallClockMs()) }))
    }

    /// Starts the Multiplication tables game the form describes; the core's sentence when refused.
    func startTables() {
        begin(.tables, startParty(&tablesForm, { try TablesSession.start(seats: $0, language: language, startedAtMs: Self.wallClockMs()) }))
    }

    /// Starts the Pytagora game the form describes (Pytagora or Plus and minus); the core's sentence when refused.
    func startPytagora() {
        let variant = pytagoraForm.pytagoraVariant ?? .standard
        begin(.pytagora, startParty(&pytagoraForm, { try PytagoraSession.start(variant: variant, seats: $0, language: language, startedAtMs: Self.wallClockMs()) }))
    }

    /// Starts the French game the form describes (its ready-made set-up); the core's sentence when refused.
    func startCrossword() {
        let preset = crosswordForm.crosswordPreset ?? .standard
        let seconds = crosswordForm.secondsOfPeople()
        begin(.crossword, startParty(&crosswordForm, { try CrosswordSession.start(preset: preset, peopleSeconds: seconds, seats: $0, language: language, startedAtMs: Self.wallClockMs()) }))
    }

    /// Starts the tournament the organiser's form describes; the core's sentence when refused.
    func startTournament() {
        begin(.tournament, tournamentForm.start(language: language, startedAtMs: Self.wallClockMs()))
    }

    /// Continues a saved game, restored in the device's language; a save the core refuses is
    /// dropped and its sentence shown.
    func continueGame(_ id: String) {
        guard let kind = SaveSlots.Kind(rawValue: id), let s = SaveSlots.read(kind) else { return }
        do {
            sessions[kind] = try kind.restore(s.text, language: language, startedAtMs: s.startedAtMs)
            path.append(kind.route)
        } catch {
            message = sentence(error)
            SaveSlots.delete(kind)
        }
    }

    /// The scene went to the background: pause the core's timers and save the game (a finished
    /// one is dropped). Each save keeps its game's start time.
    func pause() {
        for (game, kind) in kitGames {
            game.pause()
            if game.isOver { SaveSlots.delete(kind) } else { SaveSlots.write(kind, startedAtMs: game.startedAtMs, game.save()) }
        }
    }

    func resume() {
        kitGames.forEach { $0.session.resume() }
    }

    /// Advances the core ten times a second; its events become haptics and sound.
    func runTicker() async {
        while !Task.isCancelled {
            feedback.hapticsOn = UserDefaults.standard.object(forKey: "haptics") as? Bool ?? true
            feedback.soundOn = UserDefaults.standard.object(forKey: "sound") as? Bool ?? true
            var cues: [Cue] = []
            for (game, kind) in kitGames {
                let tick = game.tick()
                if tick.contains(.gameOver), game.isOver { finish(game, kind) }
                cues += tick
            }
            // One feedback a tick, the core's: time up wins over the round or match ending with it.
            if let played = feedbackOf(cues: cues) { feedback.play(played) }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
    }

    /// Writes a record the core made into the history; the core's sentence when refused.
    private func record(_ entry: FinishedMatch) {
        guard let history else { return }
        do { _ = try history.record(record: entry) } catch { message = sentence(error) }
    }

    /// A kit game is over: the core writes its record; the save is dropped.
    private func finish(_ game: any KitGame, _ kind: SaveSlots.Kind) {
        game.historyRecords().forEach(record)
        SaveSlots.delete(kind)
    }

    /// A kit game left unfinished for a new one is recorded as abandoned.
    private func abandon(_ game: (any KitGame)?, _ kind: SaveSlots.Kind) {
        guard let game, !game.isOver else { return }
        finish(game, kind)
    }

    // The history screens: the core's `HistoryPages`, read from its SQLite store in Application
    // Support; every figure and sentence is the core's, only dates are formatted here.

    /// Every game's statistics and Hall of Fame, the recent matches and the repair notice; nil
    /// when unreadable.
    func historyPages() -> HistoryPages? { try? history?.pages(language: language) }

    /// A match's start (Unix milliseconds) as the platform writes dates.
    static func date(_ ms: Int64) -> String {
        Date(timeIntervalSince1970: Double(ms) / 1000).formatted(date: .abbreviated, time: .omitted)
    }
}
