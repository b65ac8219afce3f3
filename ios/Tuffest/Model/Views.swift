import Foundation
import TuffestCore

// What the home screens show, formatted for display from the core's records. The games', the
// history's and the rules' screens draw the core's own records (`TufTableView`, `HistoryPages`,
// `RulesPage`, …) as they are; the cues' haptics and sound are the core's `Feedback`.

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
