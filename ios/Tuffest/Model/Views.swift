import Foundation

// What the screens draw. Each type mirrors a view record of the Rust core (the UniFFI records of
// tuffest-ffi); CoreBridge maps the generated records field to field. No rule is decided here:
// allowed placements and roles, validity, the declare call — all come from the core.

enum CubeColour: CaseIterable { case blue, green, red, yellow, white, orange }
enum Placement: CaseIterable { case inline, negative, exponent, subscript }
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

enum TimerColour { case red, yellow, blue }

struct TimerModel: Equatable {
    let colour: TimerColour
    let remainingMs: UInt64
    let durationMs: UInt64
    let running: Bool
    var paused = false
}

struct BoardModel: Equatable {
    var tray: [CubeModel]
    var row: [RowItem]
    var normal: String
    var spokenEquation: String
    var valid: Bool
    var reason: String?
    var cubeValue: Int
    var canDeclare: Bool
    var declareCall: String
    var locked = false
}

enum PlayerKind: Equatable { case human, computer(strength: String) }

struct SeatModel: Identifiable, Equatable {
    var id: Int
    var name: String
    var kind: PlayerKind
    var score: Int
    var call: String?
    var board: BoardModel?
}

struct TableModel: Equatable {
    var gameTitle: String
    var round: Int
    var rounds: Int
    var seats: [SeatModel]
    var activeSeat: Int?
    var timer: TimerModel?
    var status: String
    var par: Int?
    var hint: String?
    var hintAvailable = false
}

enum CoreEvent { case lastTenSeconds, timerExpired, roundOver, matchOver }

struct RoundScoreRow: Identifiable { let id = UUID(); let player, equation: String; let cubes: Int; let valid, finalDeclarer: Bool; let points: Int; let note: String? }
struct MatchSheetModel { let players: [String]; let rounds: [[Int]]; let totals: [Int]; let winner: String? }
struct NumberTile: Identifiable { let id: Int; let value: Int; let used: Bool }
struct HorseshoesReveal { let expression, value, distance: String; let score: Int; let reason: String?; let bestExpression, bestValue: String; let bestScore: Int }
struct HorseshoesModel { var numbers: [NumberTile]; var target: Int; var expression: String; var expressionSpoken: String; var liveKeys: Set<String>; var timer: TimerModel?; var reveal: HorseshoesReveal? }
struct HistoryEntry: Identifiable { let id = UUID(); let date, game, players, result: String }
struct StatsModel: Identifiable { var id: String { player }; let player: String; let matches, wins, bestRound: Int; let averageCubeValue, longestEquation: String }
struct FameEntry: Identifiable { var id: Int { rank }; let rank: Int; let player: String; let score: Int; let game, date, equation: String }
struct RulesPage: Identifiable { var id: String { game }; let game, title: String; let paragraphs: [String] }

/// The edits a player makes; each is one checked edit of the core's board.
protocol BoardActions {
    func place(cubeId: Int, at: Int)
    func move(from: Int, to: Int)
    func remove(at: Int)
    func setPlacement(at: Int, _ placement: Placement)
    func setRole(at: Int, _ role: Role)
    func toggleGap(at: Int)
    func clear()
    func declare()
}

/// The placement one step up / down among those the core allows.
extension CubeModel {
    var raiseTarget: Placement? {
        let t: Placement? = switch placement {
        case .subscript: .inline
        case .inline: [.negative, .exponent].first { placements.contains($0) }
        case .negative: placements.contains(.exponent) ? .exponent : nil
        case .exponent: nil
        }
        return t.flatMap { placements.contains($0) ? $0 : nil }
    }
    var lowerTarget: Placement? {
        let t: Placement? = switch placement {
        case .exponent, .negative: .inline
        case .inline: placements.contains(.subscript) ? .subscript : nil
        case .subscript: nil
        }
        return t.flatMap { placements.contains($0) ? $0 : nil }
    }
}
