import Foundation
import TuffestCore

/// Field-to-field mapping from the generated UniFFI records to the screens' models. No rules:
/// every decision is a field of the core's view; the only look-ups are the core's own functions
/// (`tufFaceOptions`, `TufBoard.spoken`) for fields the table view does not carry yet.
enum CoreBridge {
    static func role(_ r: TufRole) -> Role {
        switch r { case .plain: .plain; case .negative: .negative; case .multiply: .multiply; case .open: .open; case .close: .close; case .decimalPoint: .decimalPoint }
    }
    static func role(_ r: Role) -> TufRole {
        switch r { case .plain: .plain; case .negative: .negative; case .multiply: .multiply; case .open: .open; case .close: .close; case .decimalPoint: .decimalPoint }
    }
    static func placement(_ p: Placement) -> TufPlacement {
        switch p { case .inline: .inline; case .negative: .negative; case .exponent: .exponent; case .`subscript`: .`subscript` }
    }
    static func placement(_ p: TufPlacement) -> Placement {
        switch p { case .inline: .inline; case .negative: .negative; case .exponent: .exponent; case .`subscript`: .`subscript` }
    }
    static func placement(_ p: TufItemPlacement) -> Placement {
        switch p { case .inline: .inline; case .negative: .negative; case .exponent: .exponent; case .`subscript`: .`subscript` }
    }
    /// The core's colour names (`blue`, `green`, …).
    static func colour(_ name: String) -> CubeColour {
        switch name { case "blue": .blue; case "green": .green; case "red": .red; case "yellow": .yellow; case "orange": .orange; default: .white }
    }
    /// The core's timer colour names (`red`, `yellow`, `blue`, `combined`, `limit`).
    static func timerColour(_ name: String) -> TimerColour {
        switch name { case "red": .red; case "yellow": .yellow; case "blue": .blue; case "combined": .combined; default: .limit }
    }
    static func timer(_ t: TufTimerView, paused: Bool) -> TimerModel {
        TimerModel(colour: timerColour(t.colour), remainingMs: t.remainingMs, durationMs: t.windowMs,
                   running: !t.expired && !paused, paused: paused, lastTenSeconds: t.lastTenSeconds)
    }
    static func roundSheet(_ s: TufRoundSheetView) -> RoundSheetModel {
        RoundSheetModel(round: Int(s.round), rows: s.rows.map {
            RoundScoreRow(id: Int($0.seat), player: $0.name, equation: $0.normal.isEmpty ? $0.text : $0.normal, valid: $0.valid,
                          points: Int($0.points), challengePoints: Int($0.challengePoints),
                          note: $0.note.isEmpty ? nil : $0.note, reason: $0.reason)
        })
    }
    static func matchSheet(_ s: TufMatchSheetView) -> MatchSheetModel {
        MatchSheetModel(players: s.names, rounds: s.rounds.map { $0.map(Int.init) }, totals: s.totals.map(Int.init),
                        leaders: s.leaders.compactMap { i in Int(i) < s.names.count ? s.names[Int(i)] : nil },
                        tie: s.tie, over: s.over)
    }
}

/// Maps one match's table views (its settings fix the cube options) in one language. Caches
/// what the core computes per roll, face and layout text.
final class TableMapper {
    private let settings: TufSettings
    private let language: TuffestLanguage
    private let gameTitle: String
    private let strengths: [String?]
    private var rolls: [String: [TufCube]] = [:]
    private var spoken: [String: String] = [:]

    init(settings: TufSettings, language: TuffestLanguage, gameTitle: String, strengths: [String?]) {
        self.settings = settings; self.language = language; self.gameTitle = gameTitle; self.strengths = strengths
    }

    private func roll(_ code: String) -> [TufCube] {
        if let r = rolls[code] { return r }
        let cubes = (try? tufRollFromCode(code: code).cubes) ?? []
        rolls[code] = cubes
        return cubes
    }

    private func spokenLayout(_ rollCode: String, _ text: String) -> String {
        if text.isEmpty { return "" }
        let key = rollCode + "\u{1F}" + text
        if let s = spoken[key] { return s }
        var said = ""
        if let board = try? TufBoard(rollCode: rollCode, settings: settings), (try? board.setLayoutText(text: text)) != nil {
            said = board.spoken(language: language)
        }
        spoken[key] = said
        return said
    }

    private func cube(_ rollCode: String, _ index: Int, face: String, colour: String, spoken: String, placement: Placement, role: Role) -> CubeModel {
        let cubes = roll(rollCode)
        let options = index >= 0 && index < cubes.count ? tufFaceOptions(face: cubes[index].face, settings: settings) : nil
        return CubeModel(id: index, face: face, spoken: spoken, colour: CoreBridge.colour(colour), placement: placement, role: role,
                         placements: options?.placements.map(CoreBridge.placement) ?? [.inline],
                         roles: options?.roles.map(CoreBridge.role) ?? [])
    }

    func board(_ p: TufPlayerView) -> BoardModel {
        let faces = Dictionary(p.cubes.map { (Int($0.index), $0) }, uniquingKeysWith: { a, _ in a })
        let row: [RowItem] = p.items.map { item in
            if item.isGap { return .gap(CoreBridge.placement(item.placement)) }
            let index = item.cube.map(Int.init) ?? -1
            return .cube(cube(p.rollCode, index, face: faces[index]?.face ?? item.face, colour: item.colour, spoken: item.spoken,
                              placement: CoreBridge.placement(item.placement), role: CoreBridge.role(item.role)))
        }
        return BoardModel(
            tray: p.cubes.filter { !$0.used }.map { cube(p.rollCode, Int($0.index), face: $0.face, colour: $0.colour, spoken: $0.spoken, placement: .inline, role: .plain) },
            row: row, normal: p.normal, spokenEquation: spokenLayout(p.rollCode, p.text),
            valid: p.valid, reason: p.reason, cubeValue: Int(p.value),
            canDeclare: p.buttons.declare, declareCall: p.call, declareBlocked: p.declareBlocked,
            locked: p.frozen || !p.buttons.edit, canChallenge: p.buttons.challenge, hidden: p.hidden)
    }

    func table(_ v: TufTableView, tableMode: Bool) -> TableModel {
        var calls: [UInt32: String] = [:]
        for d in v.declarations where !d.struck { calls[d.seat] = d.call }
        let seats = v.players.map { p in
            SeatModel(id: Int(p.seat), name: p.name,
                      kind: p.isComputer ? .computer(strength: (Int(p.seat) < strengths.count ? strengths[Int(p.seat)] : nil) ?? "") : .human,
                      score: Int(p.total), call: calls[p.seat], board: p.hidden ? nil : board(p),
                      rotationDegrees: Int(p.rotationDegrees), declarer: p.isDeclarer, bested: p.bested, inError: p.inError)
        }
        // The device shows one board: the seat whose turn it is (pass-and-play: the one seat not
        // hidden), else the first person at the device.
        let active = tableMode ? nil : v.players.first { !$0.hidden && !$0.isComputer }.map { Int($0.seat) }
        let phase: TablePhase = switch v.phase {
        case .playing: .playing; case .handOver: .handOver; case .turn: .turn; case .roundOver: .roundOver; case .matchOver: .matchOver
        }
        return TableModel(
            gameTitle: gameTitle, round: Int(v.round), rounds: Int(v.rounds), seats: seats, activeSeat: active,
            timer: v.timer.map { CoreBridge.timer($0, paused: v.paused) },
            declarerName: v.declarer.flatMap { d in Int(d) < v.players.count ? v.players[Int(d)].name : nil },
            declarerCall: v.declarerCall, declaredValue: v.declaredValue.map(Int.init), nextCall: v.nextCall,
            phase: phase, paused: v.paused, tableMode: tableMode,
            handOver: v.handOver.map { HandOverModel(seat: Int($0.seat), name: $0.name, message: $0.message) },
            roundSheet: v.roundSheet.map(CoreBridge.roundSheet), matchSheet: CoreBridge.matchSheet(v.matchSheet),
            canEndRound: v.buttons.endRound, canNextRound: v.buttons.nextRound, canResume: v.buttons.resume)
    }
}

/// The sentence the core wrote for a refusal (`TuffestError` carries it as `message`).
func sentence(_ error: Error) -> String {
    if let e = error as? TuffestError {
        switch e {
        case .InvalidRoll(let m), .InvalidCode(let m), .InvalidLayout(let m), .EditRefused(let m), .NotAllowedNow(let m),
             .InvalidSetup(let m), .InvalidSave(let m), .MatchRefused(let m), .HistoryUnavailable(let m):
            return m
        }
    }
    return error.localizedDescription
}
