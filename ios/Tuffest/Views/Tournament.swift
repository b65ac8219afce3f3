import SwiftUI
import TuffestCore

/// The organiser's screen: competitors, games, pairings, every round's set-up (the core's words),
/// the options, the final's puzzle and the tournament's share code.
struct TournamentSetupView: View {
    let title: String
    @Binding var form: TournamentForm
    let language: TuffestLanguage
    let start: () -> Void
    @State var loadCode = ""

    private func strengthName(_ seat: Seat) -> String? {
        if case .computer(let s) = seat.kind { return Catalog.strengths.first { $0.strength == s }?.name }
        return nil
    }

    var body: some View {
        Form {
            Section(L("tournament_competitors")) {
                ForEach(Array(form.competitors.enumerated()), id: \.offset) { i, seat in
                    VStack(alignment: .leading) {
                        TextField(L("tournament_competitor_n", i + 1), text: Binding(
                            get: { seat.name },
                            set: { name in var list = form.competitors; list[i].name = name; form.setCompetitors(list, language) }))
                        Picker(L("tournament_competitor_n", i + 1), selection: Binding(
                            get: { strengthName(seat) },
                            set: { s in
                                var list = form.competitors
                                list[i].kind = Catalog.strengths.first { $0.name == s }.map { .computer(strength: $0.strength) } ?? .person
                                form.setCompetitors(list, language)
                            })) {
                            Text(L("tournament_person")).tag(String?.none)
                            ForEach(Catalog.strengths, id: \.name) { s in Text(L("setup_computer", L("strength_\(s.name)"))).tag(Optional(s.name)) }
                        }
                    }
                }
                .onDelete { rows in
                    guard form.competitors.count - rows.count >= 2 else { return }
                    form.competitors.remove(atOffsets: rows)
                    form.regenerate(language)
                }
                if form.competitors.count < Catalog.maxCompetitors {
                    Button(L("tournament_add")) {
                        let people = form.competitors.filter { if case .person = $0.kind { true } else { false } }.count
                        form.competitors.append(Seat(name: L("setup_player_n", people + 1), kind: .person))
                        form.regenerate(language)
                    }
                }
            }
            Section(L("tournament_games")) {
                Picker(L("tournament_games"), selection: Binding(get: { form.games }, set: { form.games = $0; form.regenerate(language) })) {
                    Text(L("tournament_games_boxes")).tag(MainGames.boxes)
                    Text(L("tournament_games_chips")).tag(MainGames.chips)
                    Text(L("tournament_games_both")).tag(MainGames.both)
                }
                Picker(L("tournament_system"), selection: Binding(get: { form.system }, set: { form.system = $0; form.regenerate(language) })) {
                    Text(L("tournament_round_robin")).tag(PairingSystem.roundRobin)
                    Text(L("tournament_swiss")).tag(PairingSystem.swiss)
                }
            }
            if let plan = form.plan {
                Section(L("tournament_rounds")) {
                    ForEach(Array(plan.rounds.enumerated()), id: \.offset) { i, round in
                        VStack(alignment: .leading) {
                            Text(L("tournament_round_n", i + 1)).font(.headline)
                            if !round.summary.isEmpty { Text(round.summary).font(.subheadline) }
                            Picker(L("boxes_size"), selection: Binding(get: { Int(round.size) }, set: { form.roundSize(i, $0, language) })) {
                                ForEach(tournamentRoundSizes(game: round.game).map { Int($0) }, id: \.self) { n in
                                    Text(L(round.game == .boxes ? "boxes_dots" : "chips_squares", n)).tag(n)
                                }
                            }
                            TextField(L("tournament_round_code"), text: Binding(get: { round.code }, set: { code in form.edit(language) { $0.rounds[i].code = code; $0.rounds[i].summary = "" } }))
                                .textInputAutocapitalization(.characters).autocorrectionDisabled()
                        }
                    }
                }
                Section(L("tournament_options")) {
                    Toggle(L("tournament_both_ways"), isOn: Binding(get: { plan.bothWays }, set: { on in form.edit(language) { $0.bothWays = on } }))
                    Toggle(L("tournament_watch"), isOn: $form.watch)
                    Stepper("\(L("tournament_qualifiers")): \(plan.qualifiers)", value: Binding(
                        get: { Int(plan.qualifiers) }, set: { n in form.edit(language) { $0.qualifiers = UInt32(max(n, 1)) } }),
                            in: 1...max(form.competitors.count, 1))
                }
                Section(L("tournament_final")) {
                    TextField(L("tournament_final_code"), text: Binding(get: { plan.finalCode }, set: { code in form.edit(language) { $0.finalCode = code } }))
                        .textInputAutocapitalization(.characters).autocorrectionDisabled()
                    Button(L("tournament_new_final")) { form.edit(language) { $0.finalCode = horseshoesPuzzle(seed: UInt64.random(in: 0...UInt64.max)).code } }
                }
                Section(L("tournament_code_title")) { Text(plan.code).font(.footnote).textSelection(.enabled) }
            }
            Section(L("tournament_load_code")) {
                TextField(L("tournament_load_code"), text: $loadCode).textInputAutocapitalization(.characters).autocorrectionDisabled()
                Button(L("ok")) { form.loadCode(loadCode, language) }.disabled(loadCode.isEmpty)
            }
            if let error = form.error { Text(error).foregroundStyle(.red) }
            Button(L("tournament_start"), action: start).disabled(form.plan == nil)
        }
        .navigationTitle(title)
        .onAppear { if form.plan == nil { form.regenerate(language) } }
    }
}

/// The tournament: where it stands, the chooser's question, the game in play (the same boards as
/// alone), the pairing board, the standings and every result with its distance from perfect play,
/// and at the end the final's scaled arithmetic and the podium. The final is the Math Horseshoes
/// screen. On a regular-width screen (iPad) the game and the boards stand side by side.
struct TournamentScreen: View {
    @ObservedObject var session: TournamentSession
    let title: String
    @Environment(\.horizontalSizeClass) var sizeClass

    var body: some View {
        let view = session.view
        if view.stage == .final, session.horseshoesView != nil {
            HorseshoesScreen(session: session, title: title)
        } else {
            ScrollView {
                if sizeClass == .regular {
                    HStack(alignment: .top, spacing: 24) {
                        VStack(alignment: .leading, spacing: 10) { inPlay(view) }.frame(maxWidth: .infinity)
                        VStack(alignment: .leading, spacing: 10) { boards(view) }.frame(maxWidth: .infinity)
                    }.padding()
                } else {
                    VStack(alignment: .leading, spacing: 10) { inPlay(view); boards(view) }.padding()
                }
            }
            .navigationTitle(title)
            .toolbar { NavigationLink(L("rules"), value: Route.rules) }
        }
    }

    @ViewBuilder private func inPlay(_ view: TournamentView) -> some View {
        Text(L("tournament_round_of", Int(view.round), Int(view.rounds))).font(.subheadline)
        Text(view.status).font(.headline).accessibilityAddTraits(.updatesFrequently)
        if let seat = view.chooser {
            VStack(alignment: .leading) {
                Text(L("tournament_chooses", Int(seat) < view.names.count ? view.names[Int(seat)] : ""))
                HStack {
                    Button(L("tournament_first")) { session.choose(first: true) }.buttonStyle(.borderedProminent)
                    Button(L("tournament_second")) { session.choose(first: false) }.buttonStyle(.bordered)
                }
            }
            .padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        }
        switch view.game {
        case .boxes(let b)?:
            HStack(spacing: 24) {
                ForEach(Array(b.names.enumerated()), id: \.offset) { i, name in
                    Text("\(i == 0 ? "●" : "▲") \(name)  \(i < b.scores.count ? b.scores[i] : 0)")
                        .font(.body.weight(b.turn == UInt32(i) ? .bold : .regular))
                }
            }
            Text(b.status)
            BoxesBoard(view: b) { session.draw($0) }.frame(maxWidth: 440).aspectRatio(1, contentMode: .fit)
        case .chips(let c)?:
            Text("\(c.yellow) – \(c.red)").font(.title3)
            Text(c.status)
            ChipsBoard(view: c) { session.place($0) }.frame(maxWidth: 440).aspectRatio(1, contentMode: .fit)
        default:
            EmptyView()
        }
        if view.canPlayOut { Button(L("tournament_play_out")) { session.playOut() }.buttonStyle(.bordered) }
        if let refusal = session.refusal { Text(refusal).foregroundStyle(.red) }
        if view.stage == .over {
            Text(L("tournament_podium")).font(.title3.bold())
            ForEach(Array(view.finalRows.enumerated()), id: \.offset) { _, row in
                VStack(alignment: .leading) {
                    Text("\(row.place). \(row.name)").font(.headline)
                    if !row.answer.isEmpty { Text(row.answer) }
                    Text(row.arithmetic).font(.subheadline)
                }
                .padding().frame(maxWidth: .infinity, alignment: .leading)
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                .accessibilityElement(children: .combine)
            }
            ShareLink(L("tournament_share"), item: session.resultsText())
        }
    }

    @ViewBuilder private func boards(_ view: TournamentView) -> some View {
        Text(L("tournament_pairings", Int(view.round))).font(.title3.bold())
        ForEach(Array(view.pairings.enumerated()), id: \.offset) { _, p in
            HStack { Text(p.chooser + (p.other.map { " – \($0)" } ?? "")); Spacer(); Text(p.state).font(.subheadline) }
        }
        Text(L("tournament_standings")).font(.title3.bold())
        ForEach(Array(view.standings.enumerated()), id: \.offset) { _, s in
            HStack(alignment: .top) {
                Text("\(s.place).").frame(width: 32, alignment: .leading)
                VStack(alignment: .leading) {
                    Text(s.name)
                    if !s.tieBreaks.isEmpty { Text(s.tieBreaks).font(.caption) }
                }
                Spacer()
                Text("\(s.score)").bold()
            }
            .accessibilityElement(children: .combine)
        }
        if !view.results.isEmpty {
            Text(L("tournament_results")).font(.title3.bold())
            ForEach(Array(view.results.enumerated()), id: \.offset) { _, r in
                VStack(alignment: .leading) {
                    Text(L("tournament_round_n", Int(r.round)) + " · " + r.text)
                    if let d = r.fromPerfect { Text(L("tournament_from_perfect", d)).font(.caption) }
                }
                .accessibilityElement(children: .combine)
            }
        }
        Text(L("boxes_code", view.code)).font(.footnote)
    }
}
