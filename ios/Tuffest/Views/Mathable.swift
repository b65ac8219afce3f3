import SwiftUI
import TuffestCore

/// A square's tint from the core's printed mark (the mark itself is always drawn too).
private func markTint(_ mark: String) -> Color {
    switch mark {
    case "×2": Color(red: 0.75, green: 0.85, blue: 0.95)
    case "×3": Color(red: 0.96, green: 0.78, blue: 0.76)
    case "": Color(red: 0.95, green: 0.93, blue: 0.87)
    default: Color(red: 0.97, green: 0.89, blue: 0.65) // an operation square
    }
}

private let tileColour = Color(red: 0.95, green: 0.89, blue: 0.75)

/// Mathable: the core's `MathableView` drawn as it is (premium and operation squares marked in
/// text as well as tinted, the chosen tile's legal squares outlined, the last turn marked), the
/// players with their racks, the extra-tile question and the tiles left. On an iPhone the board
/// is zoomed and panned (a button shows it whole); on an iPad it is whole. A tile is chosen and a
/// square tapped, or a rack tile dragged (a long press lifts it) onto a square: the drop chooses
/// it and places it there, as the tap would.
struct MathableScreen: View {
    @ObservedObject var session: MathableSession
    @EnvironmentObject var model: AppModel
    @Environment(\.horizontalSizeClass) var sizeClass
    @State var zoomed: Bool?
    @State var exchanging = false
    @State var toExchange: Set<Int> = []

    var body: some View {
        let view = session.view
        if let handOver = view.handOver {
            // Racks hidden: the next person takes the device before their rack shows.
            let name = view.players.indices.contains(Int(view.current)) ? view.players[Int(view.current)].name : ""
            HandOverView(nextPlayer: name, detail: handOver, readyKey: "mathable_handover_ready") { session.takeDevice() }
        } else {
            board(view)
        }
    }

    @ViewBuilder private func board(_ view: MathableView) -> some View {
        let isZoomed = zoomed ?? (sizeClass == .compact)
        let rack = view.players.indices.contains(Int(view.current)) ? view.players[Int(view.current)].rack : nil
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                ForEach(Array(view.players.enumerated()), id: \.offset) { _, p in
                    HStack {
                        Text((p.toPlay ? "▶ " : "   ") + p.name + (p.agreed ? " ✓" : "")).fontWeight(p.toPlay ? .bold : .regular)
                        Spacer()
                        Text(p.rack.map { $0.map(String.init).joined(separator: " ") } ?? L("mathable_rack_n", Int(p.rackCount))).font(.caption)
                        Text("\(p.score)").bold()
                    }
                }
                Text(view.status).accessibilityAddTraits(.updatesFrequently)
                if let q = view.question {
                    VStack(alignment: .leading) {
                        Text(q)
                        HStack {
                            Button(L("mathable_yes")) { session.extra(true) }.buttonStyle(.borderedProminent)
                            Button(L("mathable_no")) { session.extra(false) }.buttonStyle(.bordered)
                        }
                    }
                    .padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
                Button(L(isZoomed ? "mathable_whole" : "mathable_zoom")) { zoomed = !isZoomed }
                MathableBoard(view: view, zoomed: isZoomed, drop: { text, cell in
                    // A rack tile dropped on a square: chosen, then placed (the core refuses a
                    // square it cannot go on, with the reason).
                    guard let value = UInt32(text), rack?.contains(value) == true, !exchanging, !view.over, !view.thinking else { return false }
                    if view.selected != value { session.select(value) }
                    session.place(cell)
                    return true
                }) { session.place($0) }
                if let rack, !view.over, !view.thinking {
                    Text(L(exchanging ? "mathable_exchange_pick" : "mathable_your_rack")).font(.headline)
                    HStack(spacing: 6) {
                        ForEach(Array(rack.enumerated()), id: \.offset) { i, value in
                            let chosen = exchanging ? toExchange.contains(i) : (view.selected == value && rack.firstIndex(of: value) == i)
                            Button {
                                if exchanging {
                                    toExchange.formSymmetricDifference([i])
                                } else {
                                    session.select(view.selected == value ? nil : value)
                                }
                            } label: {
                                Text("\(value)").bold().frame(width: 44, height: 44)
                                    .background(chosen ? Color.accentColor : tileColour, in: RoundedRectangle(cornerRadius: 6))
                                    .foregroundStyle(chosen ? .white : .black)
                            }
                            .accessibilityAddTraits(chosen ? .isSelected : [])
                            .draggablePiece("\(value)", enabled: !exchanging)
                        }
                    }
                }
                HintAndRefusal(hint: session.hint, refusal: session.refusal)
                HStack {
                    if view.over {
                        Button(L("boxes_new_game")) { model.path.removeLast(); model.path.append(Route.mathableSetup) }.buttonStyle(.borderedProminent)
                    } else if exchanging {
                        Button(L("mathable_exchange_confirm")) {
                            let tiles = toExchange.sorted().compactMap { i in rack.flatMap { r in i < r.count ? r[i] : nil } }
                            exchanging = false
                            toExchange = []
                            session.exchange(tiles)
                        }.buttonStyle(.borderedProminent)
                        Button(L("mathable_cancel")) { exchanging = false; toExchange = [] }.buttonStyle(.bordered)
                    } else {
                        Button(L("mathable_end_turn")) { session.endTurn() }.buttonStyle(.borderedProminent)
                        if view.canExchange { Button(L("mathable_exchange")) { exchanging = true }.buttonStyle(.bordered) }
                        Button(L("hint")) { session.askHint() }.buttonStyle(.bordered)
                        Button(L("mathable_agree_end")) { session.agreeEnd() }.buttonStyle(.bordered)
                    }
                }
                let left = view.tilesLeft.map { $0.count > 1 ? "\($0.value)×\($0.count)" : "\($0.value)" }.joined(separator: " ")
                Text(L("mathable_tiles_left", Int(view.bagCount), left)).font(.footnote)
                Text(L("mathable_code", view.code)).font(.footnote)
            }
            .padding()
        }
        .navigationTitle(Catalog.title(.mathable, model.language))
        .toolbar { NavigationLink(L("rules"), value: Route.rules) }
    }
}

/// The 14×14 board: fitted to the width, or 44-point squares panned sideways. A rack tile dropped
/// on an empty square goes to `drop`; while a drag hovers an empty square, its outline is thick.
private struct MathableBoard: View {
    let view: MathableView
    let zoomed: Bool
    let drop: (String, Cell) -> Bool
    let place: (Cell) -> Void
    @State var hovered: Cell?

    var body: some View {
        let cols = max(Int(view.board.cols), 1)
        if zoomed {
            ScrollView(.horizontal) { grid(cols: cols, side: 44) }
        } else {
            GeometryReader { geo in grid(cols: cols, side: min(geo.size.width, 640) / CGFloat(cols)) }
                .aspectRatio(1, contentMode: .fit)
        }
    }

    private func grid(cols: Int, side: CGFloat) -> some View {
        SquareGrid(rows: Int(view.board.rows), cols: cols, count: view.board.cells.count) { square(view.board.cells[$0], side: side) }
    }

    private func square(_ cell: CellView, side: CGFloat) -> some View {
        let tile = !cell.text.isEmpty
        let target = !tile && hovered == cell.cell
        let outline: Color = target ? .accentColor : cell.highlight.legal ? .green : cell.highlight.hint ? .orange : cell.highlight.last ? .accentColor : .black.opacity(0.25)
        let wide = cell.highlight.legal || cell.highlight.hint || cell.highlight.last
        return Button { place(cell.cell) } label: {
            Text(tile ? cell.text : cell.mark)
                .font(.system(size: side * (tile ? 0.42 : 0.34), weight: tile ? .bold : .regular))
                .foregroundStyle(.black.opacity(tile ? 1 : 0.6))
                .frame(width: side, height: side)
                .background(tile ? tileColour : markTint(cell.mark))
                .border(outline, width: target ? 3.5 : wide ? 2.5 : 0.5)
        }
        .buttonStyle(.plain)
        .disabled(tile || view.selected == nil)
        .accessibilityLabel(cell.spoken)
        // After `disabled`, so an empty square takes a drop before any tile is chosen.
        .pieceDrop(cell.cell, hovered: $hovered) { text, _ in !tile && drop(text, cell.cell) }
    }
}

/// The set-up of a game for several seats (Mathable, Up and down, Multiplication tables): the
/// variant where the game has one, people at the device, computer players and their strength, a
/// game code where the game has one.
struct PartySetupView: View {
    let title: String
    @Binding var form: PartyForm
    /// The game's variants (Up and down), empty when it has none.
    var variants: [UpAndDownVariant] = []
    let language: TuffestLanguage
    let start: () -> Void

    var body: some View {
        Form {
            if form.pytagoraVariant != nil {
                Section(L("setup_variant")) {
                    Picker(L("setup_variant"), selection: Binding(get: { form.pytagoraVariant ?? .standard }, set: { form.pytagoraVariant = $0 })) {
                        ForEach([PytagoraVariant.standard, .plusAndMinus], id: \.self) { v in Text(pytagoraVariantTitle(variant: v, language: language)).tag(v) }
                    }
                    .pickerStyle(.inline)
                }
            }
            if form.crosswordPreset != nil {
                Section(L("setup_variant")) {
                    Picker(L("setup_variant"), selection: Binding(get: { form.crosswordPreset ?? .standard }, set: { form.crosswordPreset = $0 })) {
                        ForEach(crosswordPresets(), id: \.self) { p in Text(crosswordPresetTitle(preset: p, language: language)).tag(p) }
                    }
                    .pickerStyle(.inline)
                }
            }
            if let preset = form.crosswordPreset, crosswordPresetPerSeat(preset: preset), form.people > 0 {
                Section(L("crossword_handicap")) {
                    ForEach(Array(form.secondsOfPeople().enumerated()), id: \.offset) { person, chosen in
                        Picker(L("setup_player_n", person + 1), selection: Binding(get: { chosen }, set: { value in
                            var all = form.secondsOfPeople()
                            all[person] = value
                            form.seatSeconds = all
                        })) {
                            ForEach(crosswordHandicapChoices().map { Int($0) }, id: \.self) { s in Text(L("crossword_seconds_choice", s)).tag(s) }
                        }
                    }
                }
            }
            if !variants.isEmpty {
                Section(L("setup_variant")) {
                    Picker(L("setup_variant"), selection: $form.variant) {
                        ForEach(variants, id: \.self) { v in Text(upAndDownVariantTitle(variant: v, language: language)).tag(v) }
                    }
                    .pickerStyle(.inline)
                }
            }
            Section(L("mathable_people")) {
                Picker(L("mathable_people"), selection: $form.people) { ForEach(form.minPeople...form.maxSeats, id: \.self) { Text("\($0)").tag($0) } }
                    .pickerStyle(.segmented)
            }
            Section(L("mathable_computers")) {
                Picker(L("mathable_computers"), selection: $form.computers) { ForEach(0..<form.maxSeats, id: \.self) { Text("\($0)").tag($0) } }
                    .pickerStyle(.segmented)
                if form.computers > 0 {
                    Picker(L("boxes_opponent"), selection: $form.strength) {
                        ForEach(Catalog.strengths, id: \.name) { s in Text(L("strength_\(s.name)")).tag(s.name) }
                    }
                }
            }
            if form.hideRacks != nil || form.showLegal != nil {
                Section {
                    if form.hideRacks != nil {
                        Toggle(L("mathable_hide_racks"), isOn: Binding(get: { form.hideRacks == true }, set: { form.hideRacks = $0 }))
                    }
                    if form.showLegal != nil {
                        Toggle(L("mathable_show_legal"), isOn: Binding(get: { form.showLegal != false }, set: { form.showLegal = $0 }))
                    }
                }
            }
            if form.hasCode {
                ShareCodeSection(title: L("mathable_code_title"), label: L("mathable_code_optional"), code: $form.code)
            }
            SetupStart(error: form.error, start: start)
        }
        .navigationTitle(title)
    }
}
