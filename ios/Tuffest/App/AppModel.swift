import SwiftUI
import TuffestCore

/// Holds the core's objects for the running game and maps their views for the screens.
/// Every rule answer comes from the core (TufBoard, and the match engine when it lands).
@MainActor
final class AppModel: ObservableObject, BoardActions {
    @Published var path = NavigationPath()
    @Published var table: TableModel?
    @Published var saved: [(id: String, title: String, detail: String)] = []
    @Published var refusal: String?

    private var board: TufBoard?
    private let feedback = TimerFeedback()
    private(set) lazy var history: HistoryStore? = try? HistoryStore.open(path: Storage.databasePath())

    struct GameChoice { let code: String; let title: String; let game: TufGame }
    /// Missing in the core: a title and summary per game; the code stands in.
    var games: [GameChoice] { tufGames().map { GameChoice(code: $0.code, title: "Game \($0.code)", game: $0.game) } }

    func startSolitaire(game code: String) {
        guard let info = tufGames().first(where: { $0.code == code }) else { return }
        let roll = tufRoll(game: info.game, constant: false, seed: MonotonicClock.nowMs())
        board = try? TufBoard(rollCode: roll.code, settings: tufGameSettings(game: info.game))
        refresh()
        path.append(Route.tufTable)
    }

    private func refresh() {
        guard let board else { return }
        let view = CoreBridge.board(board.view(), declareCall: "TUF", canDeclare: true, locked: false)
        table = TableModel(gameTitle: "TUF", round: 1, rounds: 1,
                           seats: [SeatModel(id: 0, name: "", kind: .human, score: 0, call: nil, board: view)],
                           activeSeat: 0, timer: nil, status: "")
    }

    private func edit(_ f: () throws -> Void) {
        do { try f(); refusal = nil } catch { refusal = "\(error)" }
        refresh()
    }

    // BoardActions: each is one checked edit of the core's board.
    func place(cubeId: Int, at: Int) { edit { try board?.place(cubeId: UInt32(cubeId), at: UInt32(at)) } }
    func move(from: Int, to: Int) { edit { try board?.moveItem(from: UInt32(from), to: UInt32(to)) } }
    func remove(at: Int) { edit { try board?.remove(at: UInt32(at)) } }
    func setPlacement(at: Int, _ p: Placement) { edit { try board?.setPlacement(at: UInt32(at), placement: CoreBridge.placement(p)) } }
    func setRole(at: Int, _ r: Role) { edit { try board?.setRole(at: UInt32(at), role: CoreBridge.role(r)) } }
    func toggleGap(at: Int) { edit { try board?.toggleGap(at: UInt32(at)) } }
    func clear() { board?.clear(); refresh() }
    func declare() { /* the match engine's declare, when it lands in tuffest-ffi */ }
    func hint() {}
    func continueGame(_ id: String) {}

    func pause(nowMs: UInt64) { /* match.pause(nowMs:) */ }
    func resume(nowMs: UInt64) { /* match.resume(nowMs:) */ }

    func runTicker() async {
        feedback.hapticsOn = UserDefaults.standard.object(forKey: "haptics") as? Bool ?? true
        feedback.soundOn = UserDefaults.standard.object(forKey: "sound") as? Bool ?? true
        while !Task.isCancelled {
            // match.tick(nowMs:) -> events, mapped to CoreEvent, when the match object lands.
            let events: [CoreEvent] = []
            events.forEach(feedback.handle)
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
    }

    func rulesPages() -> [RulesPage] {
        [RulesPage(game: "1", title: L("game_tuf"), paragraphs: [L("game_tuf_summary")]),
         RulesPage(game: "HS", title: L("game_horseshoes"), paragraphs: [L("game_horseshoes_summary")])]
    }
}
