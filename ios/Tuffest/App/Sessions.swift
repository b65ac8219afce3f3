import Foundation
import TuffestCore

extension TufEvent {
    /// The events the shell turns into haptics and sound.
    var feedback: CoreEvent? {
        switch self {
        case .timerLastTenSeconds: .lastTenSeconds
        case .timerExpired: .timerExpired
        case .declared: .declared
        case .roundOver: .roundOver
        case .matchOver: .matchOver
        default: nil
        }
    }
}

extension HorseshoesEvent {
    var feedback: CoreEvent? {
        switch self {
        case .lastTenSeconds: .lastTenSeconds
        case .timeExpired: .timerExpired
        case .roundOver: .roundOver
        case .turnOver: nil
        }
    }
}

/// A TUF match on this device over the core's `TufMatch`: sends each player's commands with the
/// monotonic clock, publishes the core's next table view, keeps the core's sentence for a refusal.
@MainActor
final class MatchSession: ObservableObject {
    let match: TufMatch
    let config: TufMatchConfig
    let startedAtMs: Int64
    /// Several people at once on this device: the table-mode screen, turned per seat.
    let tableMode: Bool
    private let mapper: TableMapper
    private var pending: [TufEvent] = []
    @Published private(set) var table: TableModel
    @Published var refusal: String?

    init(match: TufMatch, language: TuffestLanguage, startedAtMs: Int64) {
        self.match = match
        config = match.config()
        self.startedAtMs = startedAtMs
        let people = config.seats.filter { if case .human = $0.kind { true } else { false } }.count
        if case .table = config.mode { tableMode = people >= 2 } else { tableMode = false }
        let strengths: [String?] = config.seats.map { if case .computer(let s) = $0.kind { "\(s)" } else { nil } }
        mapper = TableMapper(gameTitle: tufGameTitle(game: config.game, language: language), strengths: strengths)
        // Views, refusals, hints and call words in the device's language.
        match.setLanguage(language: language)
        table = mapper.table(match.view(nowMs: MonotonicClock.nowMs()), tableMode: tableMode)
    }

    private func refresh() { table = mapper.table(match.view(nowMs: MonotonicClock.nowMs()), tableMode: tableMode) }

    func tick() -> [TufEvent] {
        let events = pending + match.tick(nowMs: MonotonicClock.nowMs())
        pending = []
        refresh()
        return events
    }
    func pause() { pending += match.pause(nowMs: MonotonicClock.nowMs()); refresh() }
    func resume() { if match.isPaused() { pending += match.resume(nowMs: MonotonicClock.nowMs()) }; refresh() }
    func save() -> String { match.save(nowMs: MonotonicClock.nowMs()) }

    func command(_ seat: Int, _ command: TufCommand) {
        do {
            pending += try match.apply(seat: UInt32(seat), command: command, nowMs: MonotonicClock.nowMs())
            refusal = nil
        } catch {
            refusal = sentence(error)
        }
        refresh()
    }

    private var sharedSeat: Int {
        table.activeSeat ?? config.seats.firstIndex { if case .human = $0.kind { true } else { false } } ?? 0
    }
    func endRound() { command(sharedSeat, .endRound) }
    func nextRound() { command(sharedSeat, .nextRound) }
    func takeTurn(_ seat: Int) { command(seat, .takeTurn) }

    /// The board edits of one seat, each one core command.
    func actions(for seat: Int) -> BoardActions { SeatActions(session: self, seat: seat) }

    /// The match as a history record, written by the core: finished when over, abandoned
    /// (`finished == false`) otherwise.
    func historyRecord() -> FinishedMatch { match.historyRecord(startedAtMs: startedAtMs) }
}

/// One seat's board edits as core commands.
@MainActor
struct SeatActions: BoardActions {
    let session: MatchSession
    let seat: Int
    func place(cubeId: Int, at: Int) { session.command(seat, .place(cube: UInt32(cubeId), at: UInt32(at))) }
    func move(from: Int, to: Int) { session.command(seat, .move(from: UInt32(from), to: UInt32(to))) }
    func remove(at: Int) { session.command(seat, .remove(at: UInt32(at))) }
    func setPlacement(at: Int, _ placement: Placement) { session.command(seat, .setPlacement(at: UInt32(at), placement: CoreBridge.placement(placement))) }
    func setRole(at: Int, _ role: Role) { session.command(seat, .setRole(at: UInt32(at), role: CoreBridge.role(role))) }
    func toggleGap(at: Int) { session.command(seat, .toggleGap(at: UInt32(at))) }
    func clear() { session.command(seat, .clear) }
    func declare() { session.command(seat, .declare) }
    func challenge() { session.command(seat, .challenge) }
}

/// A Math Horseshoes round over the core's `HorseshoesRound`. The keypad builds the answer as
/// the keys pressed (the shell's input record: ⌫ removes the last, a tile shows as used once
/// pressed); each change goes whole to the core's `setAnswer`, which judges it.
@MainActor
final class HorseshoesSession: ObservableObject {
    let round: HorseshoesRound
    private var keys: [(text: String, tile: Int?)] = []
    private var pending: [HorseshoesEvent] = []
    private var windowMs: UInt64 = 0
    /// The core reported ten seconds left in this turn.
    private var warned = false
    @Published private(set) var view: HorseshoesModel
    @Published var refusal: String?

    init(round: HorseshoesRound) {
        self.round = round
        view = HorseshoesModel(stage: .handOver, player: "", numbers: [], target: nil, code: "", expression: "", problem: nil,
                               canStart: false, canEdit: false, canSubmit: false, timer: nil, reveal: nil)
        if case .writing(_, let draft, _) = round.view(nowMs: MonotonicClock.nowMs()).screen {
            keys = draft.split(separator: " ").map { (String($0), nil) }
        }
        refresh()
    }

    private func refresh() {
        let v = round.view(nowMs: MonotonicClock.nowMs())
        let used = Set(keys.compactMap { $0.tile })
        var stage = HorseshoesStage.handOver, player = "", draft = "", problem: String? = nil
        var reveal: HorseshoesReveal? = nil
        switch v.screen {
        case .handOver(let name):
            player = name; windowMs = v.remainingMs
        case .writing(let name, let d, let p):
            stage = .writing; player = name; draft = d; problem = p; windowMs = max(windowMs, v.remainingMs)
        case .reveal(let results, let best, let bestScore):
            stage = .reveal
            reveal = HorseshoesReveal(results: results.map {
                HorseshoesResultModel(player: $0.name, expression: $0.answer.isEmpty ? $0.verdict.expression : $0.answer,
                                      value: $0.verdict.exact ?? $0.verdict.decimal, score: Int($0.verdict.score), reason: $0.verdict.error)
            }, bestExpression: best, bestScore: bestScore.map(Int.init))
        }
        view = HorseshoesModel(
            stage: stage, player: player,
            numbers: v.numbers.enumerated().map { NumberTile(id: $0.offset, value: Int($0.element), used: used.contains($0.offset)) },
            target: v.target.map(Int.init), code: v.code, expression: draft, problem: problem,
            canStart: v.canStart, canEdit: v.canEdit, canSubmit: v.canSubmit,
            timer: reveal == nil ? TimerModel(colour: .limit, remainingMs: v.remainingMs, durationMs: windowMs,
                                              running: v.canSubmit && !v.paused, paused: v.paused, lastTenSeconds: warned) : nil,
            reveal: reveal)
    }

    private func act(_ f: () throws -> Void) {
        do { try f(); refusal = nil } catch { refusal = sentence(error) }
        refresh()
    }
    private func sendDraft() { act { try round.setAnswer(nowMs: MonotonicClock.nowMs(), text: keys.map { $0.text }.joined(separator: " ")) } }

    func start() { act { try round.startTurn(nowMs: MonotonicClock.nowMs()); keys = []; warned = false } }
    func number(_ index: Int) {
        guard index < view.numbers.count else { return }
        keys.append((String(view.numbers[index].value), index)); sendDraft()
    }
    func key(_ k: String) {
        if k == "⌫" { _ = keys.popLast() } else { keys.append((k, nil)) }
        sendDraft()
    }
    func submit() { act { pending += try round.submit(nowMs: MonotonicClock.nowMs()); keys = [] } }
    func tick() -> [HorseshoesEvent] {
        let events = pending + round.tick(nowMs: MonotonicClock.nowMs())
        pending = []
        if events.contains(.lastTenSeconds) { warned = true }
        if events.contains(where: { if case .turnOver = $0 { true } else { false } }) { warned = false }
        refresh()
        return events
    }
    func pause() { round.pause(nowMs: MonotonicClock.nowMs()); refresh() }
    func resume() { round.resume(nowMs: MonotonicClock.nowMs()); refresh() }
    func save() -> String { round.save() }
}
