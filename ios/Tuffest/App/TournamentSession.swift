import SwiftUI
import TuffestCore

/// A whole game tournament on this device over the core's one session object: the pairing board,
/// standings and results are the core's `TournamentView`; the game in play takes the same taps as
/// alone (core `boxesDraw`, `chipsPlace`) and the Math Horseshoes final the same keypad (core
/// `horseshoes…`). Every command is for the competitor the core waits for.
final class TournamentSession: KitSession<TournamentView>, KitGameSession, HorseshoesDriver {
    /// The competitor the core waits for: the chooser, or whoever is to move or write.
    override var seatToMove: UInt32 { view.chooser ?? view.toMove ?? 0 }
    override var isOver: Bool { view.stage == .over }

    func choose(first: Bool) { command { try game.tournamentChoose(seat: $0, first: first, nowMs: $1) } }
    func playOut() { command { try game.tournamentPlayOut(seat: $0, nowMs: $1) } }
    func draw(_ segment: Segment) { command { try game.boxesDraw(seat: $0, segment: segment, nowMs: $1) } }
    func place(_ cell: Cell) { command { try game.chipsPlace(seat: $0, cell: cell, nowMs: $1) } }

    /// The final's Math Horseshoes view, the core's (nil outside the final).
    var horseshoesView: HorseshoesView? {
        if case .final(let v)? = view.game { return v }
        return nil
    }
    func start() { command { try game.horseshoesStartTurn(seat: $0, nowMs: $1) } }
    func number(_ index: Int) { command { try game.horseshoesNumber(seat: $0, index: UInt32(index), nowMs: $1) } }
    func key(_ key: String) { command { try game.horseshoesKey(seat: $0, key: key, nowMs: $1) } }
    func submit() { command { try game.horseshoesSubmit(seat: $0, nowMs: $1) } }

    /// The results as a table to share, in the core's words.
    func resultsText() -> String { (try? game.tournamentResultsText()) ?? "" }

    /// The event, each of its games and its final, written by the core.
    override func historyRecords() -> [FinishedMatch] { game.historyRecords(startedAtMs: startedAtMs) }

    init(game: GameSession, language: TuffestLanguage, startedAtMs: Int64) throws {
        try super.init(game: game, language: language, startedAtMs: startedAtMs) { try $0.tournamentView(nowMs: $1) }
    }

}

/// The organiser's form: the competitors, the games and pairing system (from which the core makes
/// every round's set-up, the final and the options), then any round made anew at another size or
/// replaced by a share code, the options, the final's puzzle, or a whole tournament's share code.
/// The core fills and checks it (`tournamentPlanChecked`); its sentence is the form's error.
struct TournamentForm {
    var competitors: [Seat] = [
        Seat(name: L("setup_player_n", 1), kind: .person),
        Seat(name: L("setup_computer", L("strength_casual")) + " 1", kind: .computer(strength: .casual)),
        Seat(name: L("setup_computer", L("strength_strong")) + " 2", kind: .computer(strength: .strong)),
        Seat(name: L("setup_player_n", 2), kind: .person),
    ]
    var games: MainGames = .both
    var system: PairingSystem = .roundRobin
    /// The core's form (nil until the core made one).
    var plan: TournamentPlan?
    /// Games between computer players are watched move by move (else played at once).
    var watch = false
    var error: String?

    private static func seed() -> UInt64 { UInt64.random(in: 0...UInt64.max) }

    /// The core's new form for the competitors, games and system.
    mutating func regenerate(_ language: TuffestLanguage) {
        do { plan = try tournamentPlan(competitors: competitors, games: games, system: system, seed: Self.seed(), language: language); error = nil }
        catch { self.error = sentence(error) }
    }

    /// An edit of the core's form, checked and filled in again by the core.
    mutating func edit(_ language: TuffestLanguage, _ change: (inout TournamentPlan) -> Void) {
        guard var next = plan else { regenerate(language); return }
        change(&next)
        do { plan = try tournamentPlanChecked(plan: next, language: language); error = nil }
        catch { plan = next; self.error = sentence(error) }
    }

    mutating func setCompetitors(_ list: [Seat], _ language: TuffestLanguage) {
        competitors = list
        edit(language) { $0.competitors = list }
    }

    mutating func roundSize(_ index: Int, _ size: Int, _ language: TuffestLanguage) {
        guard let round = plan?.rounds[safe: index] else { return }
        do {
            let made = try tournamentRound(game: round.game, size: UInt32(size), seed: Self.seed(), language: language)
            edit(language) { $0.rounds[index] = made }
        } catch { self.error = sentence(error) }
    }

    mutating func loadCode(_ code: String, _ language: TuffestLanguage) {
        do {
            let p = try tournamentPlanFromCode(code: code, language: language)
            plan = p
            competitors = p.competitors
            error = nil
        } catch { self.error = sentence(error) }
    }

    /// The tournament the form describes, or nil with the core's sentence as the form's error.
    @MainActor
    mutating func start(language: TuffestLanguage, startedAtMs: Int64) -> TournamentSession? {
        guard let plan else { regenerate(language); return nil }
        do {
            let game = try GameSession.tournament(plan: plan, seed: Self.seed(), watch: watch, nowMs: MonotonicClock.nowMs(), language: language)
            error = nil
            return try TournamentSession(game: game, language: language, startedAtMs: startedAtMs)
        } catch {
            self.error = sentence(error)
            return nil
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
