import SwiftUI

struct HomeView: View {
    @EnvironmentObject var model: AppModel
    var body: some View {
        List {
            Section { Text(L("home_tagline")) }
            Section(L("home_games")) {
                NavigationLink(value: Route.tufSetup) { GameRow(title: L("game_tuf"), summary: L("game_tuf_summary")) }
                NavigationLink(value: Route.horseshoes) { GameRow(title: L("game_horseshoes"), summary: L("game_horseshoes_summary")) }
            }
            if !model.saved.isEmpty {
                Section(L("home_continue")) {
                    ForEach(model.saved, id: \.id) { s in
                        Button { model.continueGame(s.id) } label: { VStack(alignment: .leading) { Text(s.title).font(.headline); Text(s.detail).font(.subheadline) } }
                    }
                }
            }
            Section(L("home_more")) {
                NavigationLink(L("history"), value: Route.history)
                NavigationLink(L("hall_of_fame"), value: Route.hallOfFame)
                NavigationLink(L("rules"), value: Route.rules)
                NavigationLink(L("settings"), value: Route.settings)
            }
        }
        .navigationTitle(L("app_name"))
    }
}

private struct GameRow: View {
    let title: String, summary: String
    var body: some View { VStack(alignment: .leading, spacing: 4) { Text(title).font(.title2.bold()); Text(summary).font(.subheadline) }.padding(.vertical, 6) }
}

struct TufSetupView: View {
    @EnvironmentObject var model: AppModel
    @State private var game = "1"
    @State private var players: [String] = [L("setup_player_n", 1)]
    var body: some View {
        Form {
            Section(L("setup_game")) {
                Picker(L("setup_game"), selection: $game) {
                    ForEach(model.games, id: \.code) { g in Text(g.title).tag(g.code) }
                }.pickerStyle(.inline).labelsHidden()
            }
            Section(L("setup_players")) {
                ForEach(players.indices, id: \.self) { i in TextField(L("setup_player_n", i + 1), text: $players[i]) }
                if players.count < 4 { Button("+ " + L("setup_add_player")) { players.append(L("setup_player_n", players.count + 1)) } }
            }
            Section {
                Button(L("setup_start_pass")) { model.startSolitaire(game: game) }
                Button(L("setup_start_table")) { model.startSolitaire(game: game) }
            }
        }
        .navigationTitle(L("setup_title"))
    }
}

struct SeatStrip: View {
    let seats: [SeatModel]; let active: Int?
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(seats) { s in
                    VStack(alignment: .leading) {
                        Text(s.name).font(.subheadline.bold())
                        HStack { Text(L("points_n", s.score)).font(.caption); if let c = s.call { Text(c).font(.caption.weight(.black)).foregroundStyle(.orange) } }
                    }
                    .padding(8)
                    .background(s.id == active ? Color.accentColor.opacity(0.2) : Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                    .accessibilityElement(children: .combine)
                }
            }.padding(.horizontal, 12)
        }
    }
}

struct TufTableView: View {
    @EnvironmentObject var model: AppModel
    var body: some View {
        if let table = model.table, let seat = table.activeSeat.map({ table.seats[$0] }), let board = seat.board {
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    SeatStrip(seats: table.seats, active: table.activeSeat)
                    Text(table.status).padding(.horizontal, 12)
                    if table.par != nil || table.hintAvailable {
                        HStack {
                            if let par = table.par { Text(L("solitaire_par", par)).font(.headline) }
                            Spacer()
                            if table.hintAvailable { Button(L("hint")) { model.hint() } }
                        }.padding(.horizontal, 12)
                        if let hint = table.hint { Text("💡 " + hint).padding(10).background(Color.teal.opacity(0.15), in: RoundedRectangle(cornerRadius: 8)).padding(.horizontal, 12) }
                    }
                    Divider()
                    BoardScreenPart(board: board, actions: model)
                }
            }
            .navigationTitle("\(table.gameTitle) · \(L("round_n_of_m", table.round, table.rounds))")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { if let t = table.timer { ToolbarItem(placement: .topBarTrailing) { TimerBadge(timer: t) } } }
        }
    }
}

/// Table mode: a phone split into two halves face to face, a tablet into up to four.
struct TableModeView: View {
    let table: TableModel
    let actionsFor: (Int) -> BoardActions
    @Environment(\.horizontalSizeClass) private var size
    var body: some View {
        let seats = table.seats
        let perRow = size == .regular && seats.count > 2 ? 2 : 1
        let farCount = perRow == 1 ? seats.count / 2 : (seats.count + 1) / 2
        VStack(spacing: 0) {
            HStack { ForEach(seats.prefix(farCount)) { half($0) } }.rotationEffect(.degrees(180))
            Group { if let t = table.timer { TimerBadge(timer: t) } else { Text(table.status) } }
                .frame(maxWidth: .infinity).padding(4).background(Color(.secondarySystemBackground))
            HStack { ForEach(seats.dropFirst(farCount)) { half($0) } }
        }
    }
    private func half(_ seat: SeatModel) -> some View {
        ScrollView {
            VStack(alignment: .leading) {
                HStack { Text(seat.name).font(.headline); Text(L("points_n", seat.score)); Spacer(); if let c = seat.call { Text(c).font(.headline.weight(.black)) } }.padding(.horizontal, 12)
                if let b = seat.board { BoardScreenPart(board: b, actions: actionsFor(seat.id), compact: true) }
            }
        }.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct HandOverView: View {
    let nextPlayer: String, detail: String, onReady: () -> Void
    var body: some View {
        ZStack {
            Color.accentColor.ignoresSafeArea()
            VStack(spacing: 14) {
                Text(L("handover_pass_to")).font(.headline)
                Text(nextPlayer).font(.largeTitle.bold())
                Text(detail).multilineTextAlignment(.center)
                Button(L("handover_ready", nextPlayer), action: onReady).buttonStyle(.borderedProminent).tint(.white).foregroundStyle(Color.accentColor)
            }.foregroundStyle(.white).padding(32)
        }
    }
}

struct RoundSheetView: View {
    let round: Int; let rows: [RoundScoreRow]
    var body: some View {
        List(rows) { r in
            VStack(alignment: .leading, spacing: 4) {
                HStack { Text(r.player).font(.headline); Spacer(); if r.finalDeclarer { Text(L("final_declarer")).foregroundStyle(.orange) }; Text(L("points_n", r.points)).bold() }
                Text(r.equation.isEmpty ? "—" : r.equation)
                Text((r.valid ? "✓ " + L("cubes_n", r.cubes) : "✗ " + L("incorrect")) + (r.note.map { " · " + $0 } ?? ""))
                    .foregroundStyle(r.valid ? .green : .red).font(.subheadline)
            }.accessibilityElement(children: .combine)
        }.navigationTitle(L("round_sheet_title", round))
    }
}

struct MatchSheetView: View {
    let sheet: MatchSheetModel
    var body: some View {
        ScrollView([.horizontal, .vertical]) {
            Grid(horizontalSpacing: 20, verticalSpacing: 8) {
                GridRow { Text(L("round")).bold(); ForEach(sheet.players, id: \.self) { Text($0).bold() } }
                Divider()
                ForEach(sheet.rounds.indices, id: \.self) { r in GridRow { Text("\(r + 1)"); ForEach(sheet.rounds[r].indices, id: \.self) { Text("\(sheet.rounds[r][$0])") } } }
                Divider()
                GridRow { Text(L("total")).bold(); ForEach(sheet.totals.indices, id: \.self) { Text("\(sheet.totals[$0])").bold() } }
            }.padding()
            if let w = sheet.winner { Text(L("winner_is", w)).font(.title2.bold()) }
        }.navigationTitle(L("match_sheet"))
    }
}

let horseshoesKeys = ["+", "−", "×", "÷", "^", "√", "(", ")", "⌫"]

struct HorseshoesView: View {
    let view: HorseshoesModel
    let number: (Int) -> Void, key: (String) -> Void, submit: () -> Void
    var body: some View {
        ScrollView {
            VStack(spacing: 14) {
                Text(L("hs_target")).font(.subheadline)
                Text("\(view.target)").font(.system(size: 56, weight: .black)).accessibilityLabel(L("a11y_target", view.target))
                HStack {
                    ForEach(view.numbers) { n in
                        Button("\(n.value)") { number(n.id) }
                            .font(.title2.bold()).frame(width: 56, height: 56)
                            .background(n.used ? Color(.systemGray5) : Color.orange.opacity(0.25), in: RoundedRectangle(cornerRadius: 14))
                            .disabled(n.used || view.reveal != nil)
                            .accessibilityLabel(n.used ? L("a11y_number_used", n.value) : L("a11y_number", n.value))
                    }
                }
                Text(view.expression.isEmpty ? L("hs_expression_hint") : view.expression)
                    .font(.title2).frame(maxWidth: .infinity, minHeight: 60)
                    .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.secondary))
                    .accessibilityLabel(view.expressionSpoken.isEmpty ? L("hs_expression_hint") : view.expressionSpoken)
                if let r = view.reveal {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(L("hs_your_answer")).font(.headline)
                        Text("\(r.expression) = \(r.value)").font(.title3)
                        if let reason = r.reason { Text(reason).foregroundStyle(.red) }
                        Text(L("hs_distance", r.distance))
                        Text(L("hs_score", r.score)).font(.title.bold())
                        Text(L("hs_best")).font(.headline)
                        Text("\(r.bestExpression) = \(r.bestValue)").font(.title3)
                        Text(L("hs_score", r.bestScore))
                    }.frame(maxWidth: .infinity, alignment: .leading).padding().background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                } else {
                    LazyVGrid(columns: Array(repeating: GridItem(.fixed(60)), count: 5)) {
                        ForEach(horseshoesKeys, id: \.self) { k in
                            Button(k) { key(k) }.font(.title2).frame(width: 56, height: 48).buttonStyle(.bordered).disabled(!view.liveKeys.contains(k))
                        }
                    }
                    Button(L("hs_submit"), action: submit).buttonStyle(.borderedProminent).controlSize(.large)
                }
            }.padding()
        }
        .navigationTitle(L("game_horseshoes"))
        .toolbar { if let t = view.timer { ToolbarItem(placement: .topBarTrailing) { TimerBadge(timer: t) } } }
    }
}

struct HistoryView: View {
    let stats: [StatsModel]; let entries: [HistoryEntry]
    var body: some View {
        List {
            Section(L("statistics")) {
                ForEach(stats) { s in
                    VStack(alignment: .leading) {
                        Text(s.player).font(.headline)
                        Text("\(s.matches) \(L("stat_matches")) · \(s.wins) \(L("stat_wins")) · \(s.bestRound) \(L("stat_best_round")) · \(s.averageCubeValue) \(L("stat_average"))")
                        Text(L("stat_longest", s.longestEquation)).font(.caption)
                    }.accessibilityElement(children: .combine)
                }
            }
            Section(L("history_matches")) {
                if entries.isEmpty { Text(L("history_empty")) }
                ForEach(entries) { e in VStack(alignment: .leading) { Text(e.date).font(.caption); Text("\(e.game) · \(e.players)"); Text(e.result).font(.subheadline) } }
            }
        }.navigationTitle(L("history"))
    }
}

struct HallOfFameView: View {
    let entries: [FameEntry]
    var body: some View {
        List(entries) { e in
            HStack(alignment: .top) {
                Text(e.rank <= 3 ? ["🥇", "🥈", "🥉"][e.rank - 1] : "\(e.rank).").font(.title2).frame(width: 40)
                VStack(alignment: .leading) { Text("\(e.player) — \(L("points_n", e.score))").font(.headline); Text(e.equation); Text("\(e.game) · \(e.date)").font(.caption) }
            }.accessibilityElement(children: .combine)
        }.navigationTitle(L("hall_of_fame"))
    }
}

struct RulesView: View {
    let pages: [RulesPage]
    @State private var selected = "1"
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Picker(L("rules"), selection: $selected) { ForEach(pages) { Text($0.game).tag($0.game) } }.pickerStyle(.segmented)
                if let page = pages.first(where: { $0.game == selected }) ?? pages.first {
                    Text(page.title).font(.title2.bold()).accessibilityAddTraits(.isHeader)
                    ForEach(page.paragraphs, id: \.self) { Text($0) }
                }
            }.padding()
        }.navigationTitle(L("rules"))
    }
}

struct SettingsView: View {
    @AppStorage("sound") private var sound = true
    @AppStorage("haptics") private var haptics = true
    @AppStorage("shapeCues") private var shapeCues = true
    @AppStorage("largeCubes") private var largeCubes = false
    var body: some View {
        Form {
            Toggle(L("settings_sound"), isOn: $sound)
            Toggle(L("settings_haptics"), isOn: $haptics)
            Section(footer: Text(L("settings_shape_cues_detail"))) { Toggle(L("settings_shape_cues"), isOn: $shapeCues) }
            Toggle(L("settings_large_cubes"), isOn: $largeCubes)
            Section(footer: Text(L("settings_language_note"))) { EmptyView() }
        }.navigationTitle(L("settings"))
    }
}
