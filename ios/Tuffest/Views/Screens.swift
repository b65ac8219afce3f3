import SwiftUI
import TuffestCore

struct HomeView: View {
    @EnvironmentObject var model: AppModel
    /// Home as the iPad split view's sidebar: every row starts the detail's stack again.
    var inSidebar = false

    var body: some View {
        List {
            // The core's sentence about something that went wrong (a damaged save, a refused round).
            if let message = model.message {
                Section {
                    Text(message)
                    Button(L("ok")) { model.message = nil }
                }
            }
            Section { Text(L("home_tagline")) }
            let saved = model.saved
            if !saved.isEmpty {
                Section(L("home_continue")) {
                    ForEach(saved) { s in
                        Button { fresh(); model.continueGame(s.id) } label: { VStack(alignment: .leading) { Text(s.summary.title).font(.headline); Text(s.summary.detail).font(.subheadline) } }
                    }
                }
            }
            Section(L("home_games")) {
                OpenRow(route: .tufSetup, inSidebar: inSidebar) { GameRow(title: L("game_tuf"), summary: L("game_tuf_summary")) }
                // The TUF games of the rulebook, with the core's titles and summaries.
                ForEach(Catalog.games(model.language), id: \.info.code) { g in
                    Button { model.setup.game = g.info.code; model.open(.tufSetup, fresh: inSidebar) } label: {
                        VStack(alignment: .leading) { Text(g.title).font(.subheadline.bold()); Text(g.summary).font(.caption) }
                    }
                }
                Button { fresh(); model.startHorseshoes() } label: {
                    GameRow(title: horseshoesTitle(language: model.language), summary: horseshoesSummary(language: model.language))
                }
                // The kit's games, each opening its set-up, with the core's titles and summaries.
                ForEach(Self.kitGames, id: \.route) { g in
                    OpenRow(route: g.route, inSidebar: inSidebar) {
                        GameRow(title: Catalog.title(g.game, model.language), summary: Catalog.summary(g.game, model.language))
                    }
                }
            }
            Section(L("home_more")) {
                OpenRow(route: .history, inSidebar: inSidebar) { Text(L("history")) }
                OpenRow(route: .hallOfFame, inSidebar: inSidebar) { Text(L("hall_of_fame")) }
                OpenRow(route: .rules, inSidebar: inSidebar) { Text(L("rules")) }
                OpenRow(route: .settings, inSidebar: inSidebar) { Text(L("settings")) }
            }
        }
        .navigationTitle(L("app_name"))
    }

    /// The kit's games on Home, in order: each one's set-up screen and the core's id of the game.
    private static let kitGames: [(route: Route, game: GameId)] = [
        (.boxesSetup, .boxes),
        (.chipsSetup, .chips),
        (.mathableSetup, .mathable),
        (.pytagoraSetup, .pytagora),
        (.crosswordSetup, .crossword),
        (.upAndDownSetup, .upAndDown),
        (.tablesSetup, .tables),
        (.tournamentSetup, .tournament),
    ]

    /// From the sidebar, a row's place replaces whatever the detail showed.
    private func fresh() {
        if inSidebar { model.path = NavigationPath() }
    }
}

/// A row of Home that opens `route`: a navigation link in a stack; in the split view's sidebar
/// a button that starts the detail's stack again from it.
private struct OpenRow<Label: View>: View {
    @EnvironmentObject var model: AppModel
    let route: Route
    let inSidebar: Bool
    @ViewBuilder let label: () -> Label

    var body: some View {
        if inSidebar {
            Button { model.open(route, fresh: true) } label: { label() }
        } else {
            NavigationLink(value: route) { label() }
        }
    }
}

private struct GameRow: View {
    let title: String, summary: String
    var body: some View { VStack(alignment: .leading, spacing: 4) { Text(title).font(.title2.bold()); Text(summary).font(.subheadline) }.padding(.vertical, 6) }
}

struct TufSetupView: View {
    @EnvironmentObject var model: AppModel
    @Environment(\.horizontalSizeClass) var size
    var body: some View {
        Form {
            Section(L("setup_game")) {
                Picker(L("setup_game"), selection: $model.setup.game) {
                    ForEach(Catalog.games(model.language), id: \.info.code) { g in
                        VStack(alignment: .leading) { Text(g.title); Text(g.summary).font(.caption) }.tag(g.info.code)
                    }
                }.pickerStyle(.inline).labelsHidden()
            }
            // The red-cube presets the core offers for the game (game 1A's), with its labels.
            let presets = Catalog.presets(model.setup.game)
            if !presets.isEmpty {
                Section(L("setup_variant")) {
                    Picker(L("setup_variant"), selection: $model.setup.preset) {
                        Text("—").tag(String?.none)
                        ForEach(presets, id: \.label) { Text($0.label).tag(Optional($0.label)) }
                    }
                }
            }
            Section(L("setup_constant_cube")) {
                Toggle(L("setup_use_constant"), isOn: $model.setup.useConstantCube)
                if model.setup.useConstantCube {
                    Picker(L("setup_constant_cube"), selection: $model.setup.raceFace) {
                        Text(L("setup_constant_rolled")).tag(String?.none)
                        ForEach(Catalog.constantFaces(model.language), id: \.symbol) { f in
                            Text(f.glyph).accessibilityLabel(f.spoken).tag(Optional(f.symbol))
                        }
                    }.pickerStyle(.segmented)
                }
            }
            Section(L("setup_players")) {
                ForEach($model.setup.players) { $p in
                    VStack(alignment: .leading) {
                        TextField(L("setup_player_n", 1), text: $p.name)
                        Picker(L("setup_players"), selection: $p.strength) {
                            Text(L("setup_human")).tag(String?.none)
                            ForEach(Catalog.strengths, id: \.name) { Text(L("setup_computer", L("strength_" + $0.name))).tag(Optional($0.name)) }
                        }
                    }
                }
                .onDelete { model.setup.players.remove(atOffsets: $0) }
                if model.setup.players.count < Int(Catalog.tufLimits.maxSeats) {
                    Button("+ " + L("setup_add_player")) { model.setup.players.append(.init(name: L("setup_player_n", model.setup.players.count + 1))) }
                }
            }
            Section(L("setup_timers")) {
                Picker(L("setup_timers"), selection: $model.setup.schedule) {
                    ForEach(Catalog.schedules, id: \.name) { Text(L("schedule_" + $0.name)).tag($0.name) }
                }
                Picker(L("setup_rounds"), selection: $model.setup.rounds) {
                    ForEach(Catalog.tufLimits.roundChoices.map { Int($0) }, id: \.self) { Text("\($0)").tag($0) }
                }.pickerStyle(.segmented)
            }
            if let error = model.setup.error { Section { Text(error).foregroundStyle(.red) } }
            Section {
                Button(L("setup_start_pass")) { model.startMatch(tableMode: false, tablet: size == .regular) }
                Button(L("setup_start_table")) { model.startMatch(tableMode: true, tablet: size == .regular) }
            }
        }
        .navigationTitle(L("setup_title"))
    }
}

/// The strip of the core's players: names, totals, and what each has called this round.
struct SeatStrip: View {
    let table: TuffestCore.TufTableView; let active: Int?
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(table.players, id: \.seat) { s in
                    VStack(alignment: .leading) {
                        Text(s.name).font(.subheadline.bold())
                        HStack { Text(L("points_n", Int(s.total))).font(.caption); if let c = table.call(of: s) { Text(c).font(.caption.weight(.black)).foregroundStyle(.orange) } }
                        // Caught in a TUF ERROR, or bested as declarer (the core's seat flags).
                        if s.inError || s.bested { Text(L(s.inError ? "seat_in_error" : "seat_bested")).font(.caption).foregroundStyle(.red) }
                    }
                    .padding(8)
                    .background(Int(s.seat) == active ? Color.accentColor.opacity(0.2) : Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                    .accessibilityElement(children: .combine)
                }
            }.padding(.horizontal, 12)
        }
    }
}

/// A TUF match: the screen the core's phase calls for.
struct TufTableView: View {
    @EnvironmentObject var model: AppModel
    var body: some View {
        if let session = model.match { MatchScreen(session: session) }
    }
}

/// The core's `TufTableView` as it is, with the title and this round's hint the session keeps.
struct MatchScreen: View {
    @ObservedObject var session: MatchSession
    var body: some View {
        let table = session.view
        switch table.phase {
        case .handOver where table.handOver != nil:
            HandOverView(nextPlayer: table.handOver!.name, detail: table.handOver!.message) { session.takeTurn(Int(table.handOver!.seat)) }
        case .roundOver where table.roundSheet != nil:
            RoundSheetView(sheet: table.roundSheet!, match: table.matchSheet, par: table.par, canNext: table.buttons.nextRound) { session.nextRound() }
        case .matchOver:
            MatchSheetView(sheet: table.matchSheet, lastRound: table.roundSheet, par: table.par, headline: table.status)
        default:
            if table.tableMode {
                TableModeView(table: table, actionsFor: session.actions(for:), session: session)
            } else {
                OneBoardView(table: table, session: session)
            }
        }
    }
}

/// The table for the one board this device shows (solitaire, pass-and-play turn, vs computers).
struct OneBoardView: View {
    let table: TuffestCore.TufTableView
    @ObservedObject var session: MatchSession
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                SeatStrip(table: table, active: table.activeSeat)
                Text(table.status).padding(.horizontal, 12).accessibilityAddTraits(.updatesFrequently)
                if table.paused && table.buttons.resume { Button(L("resume")) { session.resume() }.padding(.horizontal, 12) }
                // A hint, when the core offers one to this player; its sentence, once asked for.
                if table.hintAvailable { Button("💡 " + L("hint")) { session.askHint() }.buttonStyle(.bordered).padding(.horizontal, 12) }
                if let hint = session.tableHint {
                    Text("💡 " + hint).padding(10).frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 8)).padding(.horizontal, 12)
                }
                Divider()
                if let seat = table.activeSeat, seat < table.players.count, !table.players[seat].hidden {
                    BoardScreenPart(board: table.players[seat], actions: session.actions(for: seat))
                }
                if let refusal = session.refusal { Text(refusal).foregroundStyle(.red).padding(.horizontal, 12) }
                if table.buttons.endRound { Button(L("end_round")) { session.endRound() }.buttonStyle(.bordered).padding(12) }
            }
        }
        .navigationTitle("\(session.title) · \(L("round_n_of_m", Int(table.round), Int(table.rounds)))")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { if let t = table.timer { ToolbarItem(placement: .topBarTrailing) { TimerBadge(timer: t, paused: table.paused) } } }
    }
}

/// Table mode: each person's part of the screen turned to face them, as the core says
/// (`rotationDegrees`: 0 bottom, 180 top, 90 left, 270 right).
struct TableModeView: View {
    let table: TuffestCore.TufTableView
    let actionsFor: (Int) -> BoardActions
    @ObservedObject var session: MatchSession
    var body: some View {
        let people = table.players.filter { !$0.isComputer }
        let at = { (deg: UInt32) in people.filter { $0.rotationDegrees == deg } }
        GeometryReader { geo in
            VStack(spacing: 0) {
                if !at(180).isEmpty { HStack { ForEach(at(180), id: \.seat) { half($0) } }.rotationEffect(.degrees(180)) }
                HStack {
                    if let t = table.timer { TimerBadge(timer: t, paused: table.paused) }
                    Text(table.status).font(.footnote).lineLimit(3)
                    if table.paused && table.buttons.resume { Button(L("resume")) { session.resume() } }
                    if table.buttons.endRound { Button(L("end_round")) { session.endRound() } }
                }
                .frame(maxWidth: .infinity).padding(4).background(Color(.secondarySystemBackground))
                if !at(90).isEmpty || !at(270).isEmpty {
                    HStack(spacing: 0) {
                        ForEach(at(90), id: \.seat) { side($0, degrees: 90, geo: geo) }
                        ForEach(at(270), id: \.seat) { side($0, degrees: 270, geo: geo) }
                    }
                }
                if !at(0).isEmpty { HStack { ForEach(at(0), id: \.seat) { half($0) } } }
            }
        }
        // Every seat's board stays on screen at once: Dynamic Type up to xxLarge (as Android's 130 % cap).
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
    private func half(_ seat: TufPlayerView) -> some View {
        ScrollView {
            VStack(alignment: .leading) {
                HStack { Text(seat.name).font(.headline); Text(L("points_n", Int(seat.total))); Spacer(); if let c = table.call(of: seat) { Text(c).font(.headline.weight(.black)) } }.padding(.horizontal, 12)
                if !seat.hidden { BoardScreenPart(board: seat, actions: actionsFor(Int(seat.seat)), compact: true) }
            }
        }.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    /// A side seat: laid out in a box with width and height swapped, then turned.
    private func side(_ seat: TufPlayerView, degrees: Double, geo: GeometryProxy) -> some View {
        let w = geo.size.width / 2, h = geo.size.height / 3
        return half(seat).frame(width: h, height: w).rotationEffect(.degrees(degrees)).frame(width: w, height: h)
    }
}

struct HandOverView: View {
    let nextPlayer: String, detail: String
    /// The ready button's string key: `handover_ready` (TUF: show my cubes) or `hs_handover_ready`.
    var readyKey = "handover_ready"
    let onReady: () -> Void
    var body: some View {
        ZStack {
            Color.accentColor.ignoresSafeArea()
            VStack(spacing: 14) {
                Text(L("handover_pass_to")).font(.headline)
                Text(nextPlayer).font(.largeTitle.bold())
                Text(detail).multilineTextAlignment(.center)
                Button(L(readyKey, nextPlayer), action: onReady).buttonStyle(.borderedProminent).tint(.white).foregroundStyle(Color.accentColor)
            }.foregroundStyle(.white).padding(32)
        }
    }
}

/// The solitaire round's par (the core's `TufParView`): the solver's best cube value for the roll
/// and one equation of that value in normal notation.
struct ParRow: View {
    let par: TufParView
    var body: some View {
        VStack(alignment: .leading) {
            Text(L("solitaire_par", Int(par.value))).font(.headline)
            if !par.normal.isEmpty { Text(par.normal) }
        }.accessibilityElement(children: .combine)
    }
}

struct RoundSheetView: View {
    let sheet: TufRoundSheetView; let match: TufMatchSheetView?; let par: TufParView?; let canNext: Bool; let onNext: () -> Void
    var body: some View {
        List {
            RoundRows(sheet: sheet)
            if let par { ParRow(par: par) }
            if let match { Section(L("match_sheet")) { MatchGrid(sheet: match) } }
            if canNext { Button(L("next_round"), action: onNext).buttonStyle(.borderedProminent) }
        }.navigationTitle(L("round_sheet_title", Int(sheet.round)))
    }
}

struct RoundRows: View {
    let sheet: TufRoundSheetView
    var body: some View {
        ForEach(sheet.rows, id: \.seat) { r in
            // The equation judged, in normal notation (else as written).
            let equation = r.normal.isEmpty ? r.text : r.normal
            VStack(alignment: .leading, spacing: 4) {
                HStack { Text(r.name).font(.headline); Spacer(); Text(L("points_n", Int(r.points))).bold() }
                Text(equation.isEmpty ? "—" : equation)
                Text([r.valid ? "✓" : "✗ " + (r.reason ?? L("incorrect")), r.note.isEmpty ? nil : r.note, r.challengePoints != 0 ? L("challenge_points", Int(r.challengePoints)) : nil]
                        .compactMap { $0 }.joined(separator: " · "))
                    .foregroundStyle(r.valid ? .green : .red).font(.subheadline)
            }.accessibilityElement(children: .combine)
        }
    }
}

struct MatchGrid: View {
    let sheet: TufMatchSheetView
    var body: some View {
        ScrollView(.horizontal) {
            Grid(horizontalSpacing: 20, verticalSpacing: 8) {
                GridRow { Text(L("round")).bold(); ForEach(sheet.names, id: \.self) { Text($0).bold() } }
                Divider()
                ForEach(sheet.rounds.indices, id: \.self) { r in GridRow { Text("\(r + 1)"); ForEach(sheet.rounds[r].indices, id: \.self) { Text("\(sheet.rounds[r][$0])") } } }
                Divider()
                GridRow { Text(L("total")).bold(); ForEach(sheet.totals.indices, id: \.self) { Text("\(sheet.totals[$0])").bold() } }
            }.padding()
        }
    }
}

struct MatchSheetView: View {
    let sheet: TufMatchSheetView; let lastRound: TufRoundSheetView?; let par: TufParView?
    /// The core's status line: who won, a tie, or a solitaire's result.
    let headline: String
    var body: some View {
        List {
            if sheet.over, !headline.isEmpty {
                Text(headline).font(.title2.bold())
            }
            MatchGrid(sheet: sheet)
            if let lastRound {
                Section(L("round_sheet_title", Int(lastRound.round))) {
                    RoundRows(sheet: lastRound)
                    if let par { ParRow(par: par) }
                }
            }
        }.navigationTitle(L("match_sheet"))
    }
}

/// Math Horseshoes, the core's `HorseshoesView` as it is: the hand-over screen, number tiles and
/// the core's keypad with the timer (its last ten seconds as the core reported them), and the
/// reveal. Every sentence, label and spoken name is the core's.
/// Drawn for a round alone (`HorseshoesSession`) and for a tournament's final (`TournamentSession`).
struct HorseshoesScreen<Driver: HorseshoesDriver>: View {
    @ObservedObject var session: Driver
    let title: String
    var body: some View {
        if let view = session.horseshoesView {
            switch view.screen {
            case .handOver(let name, let message):
                HandOverView(nextPlayer: name, detail: message, readyKey: "hs_handover_ready") { if view.canStart { session.start() } }
            case .writing(let name, _, let display, let spoken, _, let tiles, let keys, let validSoFar, let draftProblem, let live):
                page(view, name: name, timer: true) {
                    HStack {
                        ForEach(tiles, id: \.index) { t in
                            numberButton(index: Int(t.index), value: t.value, used: t.used, spoken: t.spoken, canEdit: view.canEdit)
                        }
                    }
                    // The number buttons are 56 pt squares: their digits follow Dynamic Type up to
                    // xxLarge (about 130 %, as the Android keypad's cap) and still fit.
                    .dynamicTypeSize(...DynamicTypeSize.xxLarge)
                    Text(display.isEmpty ? L("hs_expression_hint") : display)
                        .font(.title2).frame(maxWidth: .infinity, minHeight: 60)
                        .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.secondary))
                        .accessibilityLabel(spoken.isEmpty ? L("hs_expression_hint") : spoken)
                        .accessibilityAddTraits(.updatesFrequently)
                    // A mistake in red; what is still missing in a quiet colour.
                    if let p = draftProblem { Text(p).foregroundStyle(validSoFar ? Color.secondary : Color.red).font(.subheadline) }
                    if let live {
                        Text(equalsValue(live.value).trimmingCharacters(in: .whitespaces)).font(.title3.bold())
                        Text(live.band).font(.subheadline).multilineTextAlignment(.center)
                    }
                    if let refusal = session.refusal { Text(refusal).foregroundStyle(.red) }
                    LazyVGrid(columns: Array(repeating: GridItem(.fixed(60)), count: 5)) {
                        ForEach(keys, id: \.key) { k in
                            Button(k.label) { session.key(k.key) }.font(.title2).frame(width: 56, height: 48).buttonStyle(.bordered)
                                .disabled(!view.canEdit)
                                .accessibilityLabel(k.spoken)
                        }
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xxLarge) // keys of 56 × 48 pt, as above
                    Button(L("hs_submit")) { session.submit() }.buttonStyle(.borderedProminent).controlSize(.large).disabled(!view.canSubmit)
                }
            case .reveal(let results, let bestExpression, let bestSpoken, let bestValue, let bestBand, let bestScore):
                page(view, name: "", timer: false) {
                    HStack {
                        ForEach(Array(view.numbers.enumerated()), id: \.offset) { i, n in
                            numberButton(index: i, value: n, used: false, spoken: String(n), canEdit: view.canEdit)
                        }
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xxLarge)
                    ForEach(Array(results.enumerated()), id: \.offset) { _, res in
                        // The answer as written, else as the core judged it.
                        let expression = res.answer.isEmpty ? res.verdict.expression : res.answer
                        card {
                            Text(results.count > 1 ? res.name : L("hs_your_answer")).font(.headline)
                            Text((expression.isEmpty ? "—" : expression) + (res.value.map(equalsValue) ?? "")).font(.title3)
                                .accessibilityLabel((res.spoken.isEmpty ? expression : res.spoken) + (res.value.map(equalsValue) ?? ""))
                            if let reason = res.verdict.error { Text(reason).foregroundStyle(.red) }
                            if let band = res.band { Text(band).font(.subheadline) }
                            Text(L("hs_score", Int(res.verdict.score))).font(.title.bold())
                        }
                    }
                    if let best = bestExpression {
                        card {
                            Text(L("hs_best")).font(.headline)
                            Text(best + (bestValue.map(equalsValue) ?? "")).font(.title3)
                                .accessibilityLabel((bestSpoken ?? best) + (bestValue.map(equalsValue) ?? ""))
                            if let band = bestBand { Text(band).font(.subheadline) }
                            if let s = bestScore { Text(L("hs_score", Int(s))) }
                        }
                    }
                }
            }
        }
    }

    /// The page around a stage: the player, the core's status line, the target and `content`; the
    /// timer (the turn's time limit) while writing.
    private func page<Content: View>(_ view: HorseshoesView, name: String, timer: Bool, @ViewBuilder _ content: () -> Content) -> some View {
        ScrollView {
            VStack(spacing: 14) {
                if !name.isEmpty { Text(name).font(.headline) }
                if !view.status.isEmpty {
                    Text(view.status).font(.subheadline).multilineTextAlignment(.center).accessibilityAddTraits(.updatesFrequently)
                }
                if let target = view.target {
                    Text(L("hs_target")).font(.subheadline)
                    Text("\(target)").font(.system(size: 56, weight: .black)).accessibilityLabel(L("a11y_target", Int(target)))
                }
                content()
            }.padding()
        }
        .navigationTitle(title)
        .toolbar {
            if timer {
                ToolbarItem(placement: .topBarTrailing) {
                    TimerBadge(colourName: "limit", remainingMs: view.remainingMs, windowMs: view.windowMs, paused: view.paused, lastTenSeconds: session.timeRunningOut)
                }
            }
        }
    }

    /// A number tile: the core's computing number, greyed once used, read aloud as `spoken`.
    private func numberButton(index: Int, value: UInt32, used: Bool, spoken: String, canEdit: Bool) -> some View {
        Button("\(value)") { session.number(index) }
            .font(.title2.bold()).frame(width: 56, height: 56)
            .background(used ? Color(.systemGray5) : Color.orange.opacity(0.25), in: RoundedRectangle(cornerRadius: 14))
            .disabled(used || !canEdit)
            .accessibilityLabel(spoken)
    }

    private func card<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 6, content: content)
            .frame(maxWidth: .infinity, alignment: .leading).padding()
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
            .accessibilityElement(children: .combine)
    }
}

/// " = 353", or " ≈ 1927.529" when the core's value is already marked approximate.
private func equalsValue(_ value: String) -> String { value.hasPrefix("≈") ? " " + value : " = " + value }

/// Recent matches and each player's statistics per game: the core's `HistoryPages` as they are
/// (nil: the file could not be read), with its repair notice when there is one.
struct HistoryView: View {
    let pages: HistoryPages?
    private var recent: [RecentMatch] { pages?.recent ?? [] }
    var body: some View {
        List {
            if let notice = pages?.notice { Section { Text(notice) } }
            ForEach((pages?.games ?? []).filter { !$0.stats.isEmpty }, id: \.game) { game in
                Section(L("statistics_of", game.title)) {
                    ForEach(game.stats, id: \.self) { s in
                        VStack(alignment: .leading) {
                            Text(s.player).font(.headline)
                            Text("\(s.played) \(L("stat_matches")) · \(s.wins) \(L("stat_wins")) · \(s.bestMatch) \(L("stat_best_match")) · \(s.bestRound) \(L("stat_best_round")) · \(s.averageTotal) \(L("stat_average"))")
                            if !s.bestEquation.isEmpty { Text(L("stat_best_equation", s.bestEquation)).font(.caption) }
                            if s.longestStreak > 1 { Text(L("stat_streak", Int(s.longestStreak))).font(.caption) }
                        }.accessibilityElement(children: .combine)
                    }
                }
            }
            Section(L("history_matches")) {
                if recent.isEmpty { Text(L("history_empty")) }
                ForEach(recent, id: \.matchId) { m in VStack(alignment: .leading) { Text(AppModel.date(m.startedAtMs)).font(.caption); Text("\(m.game) · \(m.players)"); Text(m.result).font(.subheadline) } }
            }
        }.navigationTitle(L("history"))
    }
}

/// The Hall of Fame: the best match totals of each game, one table per number of players (the
/// core's `GameHistory.fame`).
struct HallOfFameView: View {
    let games: [GameHistory]
    var body: some View {
        List {
            if !games.contains(where: { !$0.fame.isEmpty }) { Text(L("history_empty")) }
            ForEach(games, id: \.game) { game in
                ForEach(game.fame, id: \.players) { t in
                    Section(game.title + " · " + t.heading) {
                        ForEach(t.entries, id: \.self) { e in
                            HStack(alignment: .top) {
                                Text(e.rank >= 1 && e.rank <= 3 ? ["🥇", "🥈", "🥉"][Int(e.rank) - 1] : "\(e.rank).").font(.title2).frame(width: 40)
                                VStack(alignment: .leading) { Text("\(e.player) — \(L("points_n", Int(e.total)))").font(.headline); Text("\(e.variant) · \(AppModel.date(e.startedAtMs))").font(.caption) }
                            }.accessibilityElement(children: .combine)
                        }
                    }
                }
            }
        }.navigationTitle(L("hall_of_fame"))
    }
}

struct RulesView: View {
    let pages: [RulesPage]
    @State var selected = "1"
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ScrollView(.horizontal) {
                    Picker(L("rules"), selection: $selected) { ForEach(pages, id: \.id) { Text($0.tab).tag($0.id) } }.pickerStyle(.segmented)
                }
                if let shown = (pages.first(where: { $0.id == selected }) ?? pages.first)?.page {
                    Text(shown.title).font(.title2.bold()).accessibilityAddTraits(.isHeader)
                    Text(shown.summary).font(.headline)
                    ForEach(shown.rules, id: \.self) { Text($0) }
                }
            }.padding()
        }.navigationTitle(L("rules"))
    }
}

struct SettingsView: View {
    @AppStorage("sound") var sound = true
    @AppStorage("haptics") var haptics = true
    @AppStorage("shapeCues") var shapeCues = true
    @AppStorage("largeCubes") var largeCubes = false
    @AppStorage("defaultSchedule") var defaultSchedule = "standard"
    var body: some View {
        Form {
            Toggle(L("settings_sound"), isOn: $sound)
            Toggle(L("settings_haptics"), isOn: $haptics)
            Section(footer: Text(L("settings_shape_cues_detail"))) { Toggle(L("settings_shape_cues"), isOn: $shapeCues) }
            Toggle(L("settings_large_cubes"), isOn: $largeCubes)
            Picker(L("setup_timers"), selection: $defaultSchedule) {
                ForEach(Catalog.schedules, id: \.name) { Text(L("schedule_" + $0.name)).tag($0.name) }
            }
            Section(footer: Text(L("settings_language_note"))) { EmptyView() }
        }.navigationTitle(L("settings"))
    }
}

/// The core's last hint (on a material card) and its refusal (in red), as every game's screen
/// shows them; nothing when there is neither.
struct HintAndRefusal: View {
    let hint: String?
    let refusal: String?

    var body: some View {
        if let hint { Text(hint).padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12)) }
        if let refusal { Text(refusal).foregroundStyle(.red) }
    }
}

/// A set-up form's share code: a section headed `title`, the field with the code typed so far,
/// its placeholder `label` saying what an empty code means (Android's `ShareCodeInput`).
struct ShareCodeSection: View {
    let title: String
    let label: String
    @Binding var code: String

    var body: some View {
        Section(title) {
            TextField(label, text: $code)
                .textInputAutocapitalization(.characters)
                .autocorrectionDisabled()
        }
    }
}

/// The end of a game's set-up form: the core's refusal of the set-up, if any, then Start
/// (Android's `SetupStart`).
struct SetupStart: View {
    let error: String?
    let start: () -> Void

    var body: some View {
        if let error { Text(error).foregroundStyle(.red) }
        Button(L("boxes_start"), action: start)
    }
}
