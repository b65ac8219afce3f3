import Foundation
import TuffestCore

// What the home screens show, formatted for display from the core's records, and the
// events the shell turns into haptics and sound. The games', the history's and the rules' screens
// draw the core's own records (`TufTableView`, `HistoryPages`, `RulesPage`, …) as they are.

enum CoreEvent { case lastTenSeconds, timerExpired, declared, scored, roundOver, matchOver }

extension Array where Element == CoreEvent {
    /// The one event of a tick to buzz and sound for, as the core's `kit::strongest` ranks cues:
    /// time up beats the match and the round ending in the same tick.
    var strongest: CoreEvent? {
        self.max { rank($0) < rank($1) }
    }

    private func rank(_ e: CoreEvent) -> Int {
        switch e {
        case .timerExpired: return 3
        case .matchOver: return 2
        case .roundOver, .lastTenSeconds: return 1
        case .declared, .scored: return 0
        }
    }
}

/// A saved game on the home screen: its slot and the core's summary of it.
struct SavedGame: Identifiable { let id: String; let summary: SavedSummary }

/// The edits a player makes; each is one command of the core's match.
@MainActor
protocol BoardActions {
    func place(cubeId: Int, at: Int)
    func move(from: Int, to: Int)
    func remove(at: Int)
    func setPlacement(at: Int, _ placement: TufPlacement)
    func setRole(at: Int, _ role: TufRole)
    func toggleGap(at: Int)
    func clear()
    func declare()
    func challenge()
}

// The TUF screens draw the core's `TufTableView` as it is (the app's own SwiftUI `TufTableView`
// shadows the name, hence `TuffestCore.`); these are the look-ups they make in it.
extension TuffestCore.TufTableView {
    /// The seat whose board this device shows (the core's device seat); nil in table mode, where
    /// every board shows.
    var activeSeat: Int? { tableMode ? nil : Int(deviceSeat) }
    /// What `player` has called this round and still stands (`TUF`, `TUFFER`…), if anything.
    func call(of player: TufPlayerView) -> String? {
        declarations.last { $0.seat == player.seat && !$0.struck }?.call
    }
    /// Whether the device's player may ask for a hint now (the core's button on their seat).
    var hintAvailable: Bool {
        guard let a = activeSeat, a < players.count else { return false }
        return players[a].buttons.hint
    }
}
