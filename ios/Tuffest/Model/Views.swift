import Foundation

// What the screens draw. Each type mirrors a view record of the Rust core (the UniFFI records of
// tuffest-ffi); CoreBridge maps the generated records field to field. No rule is decided here:
// allowed placements and roles, validity, the declare call — all come from the core.

enum CubeColour: CaseIterable { case blue, green, red, yellow, white, orange }
enum Placement: CaseIterable { case inline, negative, exponent, `subscript` }
enum Role: CaseIterable { case plain, negative, multiply, open, close, decimalPoint }

struct CubeModel: Identifiable, Equatable {
    let id: Int
    let face: String
    let spoken: String
    let colour: CubeColour
    var placement: Placement = .inline
    var role: Role = .plain
    var placements: [Placement] = [.inline]
    var roles: [Role] = []
}

enum RowItem: Equatable {
    case cube(CubeModel)
    case gap(Placement)
}

enum TimerColour { case red, yellow, blue, combined, limit }

struct TimerModel: Equatable {
    let colour: TimerColour
    let remainingMs: UInt64
    let durationMs: UInt64
    let running: Bool
    var paused = false
    var lastTenSeconds = false
}

struct BoardModel: Equatable {
    var tray: [CubeModel]
    var row: [RowItem]
    var normal: String
    /// The equation read as mathematics by the core (`TufPlayerView.spoken`).
    var spokenEquation: String
    var valid: Bool
    var reason: String?
    var cubeValue: Int
    var canDeclare: Bool
    var declareCall: String
    /// Why declaring is not live (the core's `declare_blocked`).
    var declareBlocked = ""
    var locked = false
    var canChallenge = false
    var hidden = false
}

enum PlayerKind: Equatable { case human, computer(strength: String) }

struct SeatModel: Identifiable, Equatable {
    var id: Int
    var name: String
    var kind: PlayerKind
    var score: Int
    var call: String?
    var board: BoardModel?
    var rotationDegrees = 0
    var declarer = false
    var bested = false
    var inError = false
}

enum TablePhase { case playing, handOver, turn, roundOver, matchOver }

struct HandOverModel: Equatable { let seat: Int; let name: String; let message: String }

struct TableModel: Equatable {
    var gameTitle: String
    var round: Int
    var rounds: Int
    var seats: [SeatModel]
    var activeSeat: Int?
    var timer: TimerModel?
    /// The line about the state of play, written by the core in the match's language.
    var status = ""
    var phase: TablePhase = .playing
    var paused = false
    var tableMode = false
    var handOver: HandOverModel?
    var roundSheet: RoundSheetModel?
    var matchSheet: MatchSheetModel?
    var canEndRound = false
    var canNextRound = false
    var canResume = false
    /// The solitaire round's par, once the round is over.
    var par: ParModel?
    /// The core's last hint sentence for the device's player this round (the answer to their request).
    var hint: String?
    /// The core offers a hint to the device's player now (`TufButtons.hint`).
    var hintAvailable = false
}

/// The solitaire round's par (core `TufParView`): the solver's best cube value for the roll, and
/// one equation of that value in normal notation.
struct ParModel: Equatable { let value: Int; let equation: String? }

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

struct RoundScoreRow: Identifiable, Equatable { let id: Int; let player, equation: String; let valid: Bool; let points, challengePoints: Int; let note, reason: String? }
struct RoundSheetModel: Equatable { let round: Int; let rows: [RoundScoreRow] }
struct MatchSheetModel: Equatable { let players: [String]; let rounds: [[Int]]; let totals: [Int]; let leaders: [String]; let tie, over: Bool }
/// A computing number (core `HorseshoesTile`): `used` once it is in the answer; `spoken` for VoiceOver.
struct NumberTile: Identifiable { let id: Int; let value: Int; let used: Bool; let spoken: String }
/// A keypad key (core `HorseshoesKey`): the id sent back to `pressKey`, the label drawn, the spoken name.
struct KeypadKey: Identifiable { var id: String { key }; let key, label, spoken: String }
/// A whole draft's value with its provisional score and the sentence on its band (core `HorseshoesLive`).
struct HorseshoesLiveModel { let value: String; let score: Int; let band: String }
enum HorseshoesStage { case handOver, writing, reveal }
/// One player's revealed answer (core `HorseshoesResult`).
struct HorseshoesResultModel: Identifiable {
    let id: Int
    let player, expression: String
    /// The value as shown (`399`, `≈ 177.377`), when valid.
    let value: String?
    let score: Int
    let reason: String?
    /// The answer read aloud.
    let spoken: String
    /// How the score follows from the distance to the target.
    let band: String?
}
/// Everyone's answer and the solver's best expression (core `HorseshoesScreen.reveal`).
struct HorseshoesReveal {
    let results: [HorseshoesResultModel]
    let bestExpression: String?; let bestScore: Int?; let bestValue, bestBand, bestSpoken: String?
}
/// Math Horseshoes during play and at the reveal (core `HorseshoesView`): every word is the core's.
struct HorseshoesModel {
    var stage: HorseshoesStage
    var player: String
    /// The hand-over sentence (pass the device, tap to start the three minutes).
    var handOverMessage = ""
    /// One line on where the round is, in the player's language.
    var status = ""
    var numbers: [NumberTile]
    var target: Int?
    var code: String
    /// The answer as shown, in the rulebook's symbols (core `display`), and read aloud (core `spoken`).
    var expression: String
    var spokenExpression = ""
    /// Why the draft is not (yet) a valid answer; `validSoFar`: it says what is missing, not what is wrong.
    var problem: String?
    var validSoFar = true
    var live: HorseshoesLiveModel?
    /// The keypad, in order.
    var keys: [KeypadKey] = []
    var canStart, canEdit, canSubmit: Bool
    var timer: TimerModel?
    var reveal: HorseshoesReveal?
}
struct HistoryEntry: Identifiable { let id: Int64; let date, game, players, result: String }
struct StatsModel: Identifiable { var id: String { player }; let player: String; let matches, wins: Int; let bestRound, averageTotal, bestEquation, bestMatch: String; let streak: Int }
/// One game's statistics on the history screen.
struct StatsSection: Identifiable { var id: String { game }; let game, title: String; let stats: [StatsModel] }
struct FameEntry: Identifiable { var id: String { "\(matchId)·\(player)" }; let matchId: Int64; let rank: Int; let player: String; let score: Int; let game, date: String }
/// A Hall of Fame table for one game (its title) and one number of players.
struct FameTable: Identifiable { var id: String { "\(game)·\(players)" }; let game, title: String; let players: Int; let entries: [FameEntry]
    /// The core's heading: "Solitaire", "Matches of 3 players".
    var heading = "" }
struct RulesPage: Identifiable { var id: String { game }; let game, title: String; let paragraphs: [String]; var tab: String? = nil }
struct SavedGame: Identifiable { let id: String; let title, detail: String }

/// The edits a player makes; each is one command of the core's match.
@MainActor
protocol BoardActions {
    func place(cubeId: Int, at: Int)
    func move(from: Int, to: Int)
    func remove(at: Int)
    func setPlacement(at: Int, _ placement: Placement)
    func setRole(at: Int, _ role: Role)
    func toggleGap(at: Int)
    func clear()
    func declare()
    func challenge()
}

/// The placement one step up / down among those the core allows.
extension CubeModel {
    var raiseTarget: Placement? {
        let t: Placement? = switch placement {
        case .`subscript`: .inline
        case .inline: [.negative, .exponent].first { placements.contains($0) }
        case .negative: placements.contains(.exponent) ? .exponent : nil
        case .exponent: nil
        }
        return t.flatMap { placements.contains($0) ? $0 : nil }
    }
    var lowerTarget: Placement? {
        let t: Placement? = switch placement {
        case .exponent, .negative: .inline
        case .inline: placements.contains(.`subscript`) ? .`subscript` : nil
        case .`subscript`: nil
        }
        return t.flatMap { placements.contains($0) ? $0 : nil }
    }
}
