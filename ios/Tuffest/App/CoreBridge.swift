import Foundation
import TuffestCore

/// Field-to-field mapping from the generated UniFFI records to the screens' models. No rules and
/// no look-ups: every decision and every sentence is a field of the core's view, in the match's
/// language.
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

/// Maps one match's table views (already in the match's language) to the screens' models.
struct TableMapper {
    let gameTitle: String
    /// Each seat's computer strength word (the enum's name), none for a person.
    let strengths: [String?]

    /// A cube of the tray: where the game lets it go comes with it.
    private func cube(_ c: TufCubeView) -> CubeModel {
        CubeModel(id: Int(c.index), face: c.glyph, spoken: c.spoken, colour: CoreBridge.colour(c.colour),
                  placements: c.placements.map { CoreBridge.placement($0) })
    }

    /// A cube of the row, with its placement and role and the ones the game allows.
    private func cube(_ item: TufItemView) -> CubeModel {
        CubeModel(id: item.cube.map { Int($0) } ?? -1, face: item.glyph, spoken: item.spoken, colour: CoreBridge.colour(item.colour),
                  placement: CoreBridge.placement(item.placement), role: CoreBridge.role(item.role),
                  placements: item.placements.map { CoreBridge.placement($0) }, roles: item.roles.map { CoreBridge.role($0) })
    }

    func board(_ p: TufPlayerView) -> BoardModel {
        BoardModel(
            tray: p.cubes.filter { !$0.used }.map { cube($0) },
            row: p.items.map { item -> RowItem in item.isGap ? .gap(CoreBridge.placement(item.placement)) : .cube(cube(item)) },
            normal: p.normal, spokenEquation: p.spoken,
            valid: p.valid, reason: p.reason, cubeValue: Int(p.value),
            canDeclare: p.buttons.declare, declareCall: p.call, declareBlocked: p.declareBlocked,
            locked: p.frozen || !p.buttons.edit, canChallenge: p.buttons.challenge, hidden: p.hidden)
    }

    /// The whole table (table mode and the board the device shows are the core's). `hint`: the
    /// core's last hint sentence for the device's player this round.
    func table(_ v: TufTableView, hint: String? = nil) -> TableModel {
        var calls: [UInt32: String] = [:]
        for d in v.declarations where !d.struck { calls[d.seat] = d.call }
        let seats = v.players.map { p in
            SeatModel(id: Int(p.seat), name: p.name,
                      kind: p.isComputer ? .computer(strength: (Int(p.seat) < strengths.count ? strengths[Int(p.seat)] : nil) ?? "") : .human,
                      score: Int(p.total), call: calls[p.seat], board: p.hidden ? nil : board(p),
                      rotationDegrees: Int(p.rotationDegrees), declarer: p.isDeclarer, bested: p.bested, inError: p.inError)
        }
        // The device shows one board, the core's device seat's, unless several people play at once.
        let active = v.tableMode ? nil : Int(v.deviceSeat)
        let phase: TablePhase = switch v.phase {
        case .playing: .playing; case .handOver: .handOver; case .turn: .turn; case .roundOver: .roundOver; case .matchOver: .matchOver
        }
        return TableModel(
            gameTitle: gameTitle, round: Int(v.round), rounds: Int(v.rounds), seats: seats, activeSeat: active,
            timer: v.timer.map { CoreBridge.timer($0, paused: v.paused) }, status: v.status,
            phase: phase, paused: v.paused, tableMode: v.tableMode,
            handOver: v.handOver.map { HandOverModel(seat: Int($0.seat), name: $0.name, message: $0.message) },
            roundSheet: v.roundSheet.map(CoreBridge.roundSheet), matchSheet: CoreBridge.matchSheet(v.matchSheet),
            canEndRound: v.buttons.endRound, canNextRound: v.buttons.nextRound, canResume: v.buttons.resume,
            par: v.par.map { ParModel(value: Int($0.value), equation: $0.normal.isEmpty ? nil : $0.normal) },
            hint: hint, hintAvailable: active.map { a in a < v.players.count && v.players[a].buttons.hint } ?? false)
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
