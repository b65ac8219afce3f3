import SwiftUI
import TuffestCore

/// The French equation-crossword game: scores, the turn's time, the bags, the whole board with
/// its premium squares (marked `2T` `3T` `2E` `3E` as well as coloured), the rack, and the turn as
/// a lay (tap the starting square, write the whole line; or drag tiles of the rack or keypad onto
/// the board, `dropOnLine`), a transformation (choose an equation and a side, write the new side)
/// or an exchange (tap the tiles to give back); pass, hint, undo, and a challenge button for each
/// person who may challenge. The hand-over screen comes first in pass-and-play. Every rule is the
/// core's: a refused play comes back with the reason.
struct CrosswordScreen: View {
    @ObservedObject var session: CrosswordSession
    let title: String
    @EnvironmentObject var model: AppModel
    @Environment(\.horizontalSizeClass) var sizeClass
    private enum Mode: String, CaseIterable { case lay, transform, exchange }
    @State var mode = Mode.lay
    @State var start: Cell?
    @State var down = false
    @State var equation = 0
    @State var member = 0
    /// The board's scale: 1 fits the width; a pinch sets it from 1 to 3, the switch to 1.75 or 1.
    @State var scale: CGFloat = 1
    @State var line: [CrosswordPieceView] = []
    @State var giveBack: Set<Int> = []
    /// The line as it was when a drop was refused: the note shows until the line changes.
    @State var refusedAt: CrosswordLineDraft?

    private var draft: CrosswordLineDraft {
        CrosswordLineDraft(start: start, down: down, pieces: line)
    }

    /// Tiles are dragged onto the board only to lay them (the other modes write no line on it).
    private func dragging(_ view: FrenchView) -> Bool {
        mode == .lay && !view.over && !view.thinking && !view.hand.isEmpty
    }

    /// A tile (its symbol) dropped on `at`: the line after it, or the refusal note.
    private func drop(_ text: String, at: Cell, view: FrenchView) -> Bool {
        guard dragging(view), let after = dropPiece(text, at: at, on: draft, board: view.board, hand: view.hand, keypad: view.keypad, refused: { refusedAt = $0 }) else { return false }
        start = after.start; down = after.down; line = after.pieces
        return true
    }

    var body: some View {
        let view = session.view
        if let handOver = view.handOver {
            let name = view.names[safe: Int(view.turn)] ?? ""
            HandOverView(nextPlayer: name, detail: handOver, readyKey: "crossword_handover_ready") { session.ready() }
        } else {
            Group {
                // An iPad (regular width) shows the board beside the controls; an iPhone one above the other.
                if sizeClass == .regular {
                    HStack(alignment: .top, spacing: 16) {
                        ScrollView { VStack(alignment: .leading, spacing: 10) { board(view) }.padding() }
                        ScrollView { VStack(alignment: .leading, spacing: 10) { header(view); controls(view) }.padding() }
                    }
                } else {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 10) { header(view); board(view); controls(view) }.padding()
                    }
                }
            }
            .navigationTitle(title)
            .toolbar { NavigationLink(L("rules"), value: Route.rules) }
        }
    }

    /// The scores, the status, the turn's time, the last play and the bags.
    @ViewBuilder private func header(_ view: FrenchView) -> some View {
        ForEach(Array(view.names.enumerated()), id: \.offset) { i, name in
            let mine = Int(view.turn) == i && !view.over
            HStack {
                Text((mine ? "▶ " : "   ") + name).bold(mine)
                Spacer()
                Text("\(i < view.scores.count ? view.scores[i] : 0)").bold()
            }
        }
        Text(view.status).accessibilityAddTraits(.updatesFrequently)
        // The turn's time (variants 3 and 4): shown, not announced every second.
        if let seconds = view.secondsLeft { Text(L("crossword_seconds", Int(seconds))).bold() }
        if !view.lastPlay.isEmpty { Text(view.lastPlay).font(.callout) }
        Text(L("crossword_bag", Int(view.whiteLeft), Int(view.greyLeft))).font(.footnote)
    }

    /// The larger-squares switch and the board; a tap on a square starts a lay there, a tile
    /// dropped on it goes into the line.
    @ViewBuilder private func board(_ view: FrenchView) -> some View {
        Toggle(L("crossword_zoom"), isOn: Binding(get: { scale > 1 }, set: { scale = $0 ? 1.75 : 1 })).font(.footnote)
        CrosswordBoard(
            view: view, start: start, scale: $scale,
            accepts: { dragging(view) && crosswordDropAccepts(board: view.board, keypad: view.keypad, line: draft, at: $0) },
            drop: { text, at in drop(text, at: at, view: view) }
        ) { start = $0; mode = .lay }
    }

    /// The turn, the hint and refusal, the buttons, and the equations read aloud.
    @ViewBuilder private func controls(_ view: FrenchView) -> some View {
        let playing = !view.over && !view.thinking && !view.hand.isEmpty
        if playing { turnControls(view) }
        HintAndRefusal(hint: session.hint, refusal: session.refusal)
        buttons(view, playing: playing)
        if !view.equations.isEmpty {
            Text(L("crossword_equations")).font(.headline)
            ForEach(Array(view.equations.enumerated()), id: \.offset) { _, eq in Text(eq.spoken).font(.footnote) }
        }
    }

    /// The mode, the rack, and what the mode asks for: the direction and the written line, the
    /// equation and side to rewrite, or the tiles to give back.
    @ViewBuilder private func turnControls(_ view: FrenchView) -> some View {
        Picker("", selection: $mode) {
            ForEach(Mode.allCases.filter { $0 != .transform || !view.equations.isEmpty }, id: \.self) { m in
                Text(L("crossword_mode_\(m.rawValue)")).tag(m)
            }
        }
        .pickerStyle(.segmented)
        .onChange(of: mode) { _ in line = []; giveBack = [] }
        Text(L("crossword_your_tiles")).font(.headline)
        tiles(view.hand, side: 40, picking: mode == .exchange, canDrag: dragging(view))
        switch mode {
        case .exchange:
            Text(L("crossword_pick_exchange"))
        case .transform:
            Text(L("crossword_pick_equation")).font(.headline)
            ForEach(Array(view.equations.enumerated()), id: \.offset) { e, eq in
                HStack {
                    ForEach(Array(eq.members.enumerated()), id: \.offset) { m, side in
                        let chosen = equation == e && member == m
                        Button(L("crossword_side", m + 1, side)) { equation = e; member = m }
                            .buttonStyle(.bordered).tint(chosen ? .accentColor : .secondary)
                            .accessibilityLabel(eq.spoken + ", " + L("crossword_side", m + 1, side))
                            .accessibilityAddTraits(chosen ? .isSelected : [])
                    }
                }
            }
        case .lay:
            Picker("", selection: $down) {
                Text(L("pytagora_across")).tag(false)
                Text(L("pytagora_down")).tag(true)
            }
            .pickerStyle(.segmented)
        }
        if mode != .exchange {
            let written = line.map(\.text).joined()
            let prompt = mode == .transform ? "crossword_write_side" : (start == nil ? "pytagora_pick_square" : "crossword_write_line")
            Text(written.isEmpty ? L(prompt) : written)
                .font(.title2).frame(maxWidth: .infinity, minHeight: 52, alignment: .leading).padding(.horizontal, 8)
                .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.secondary))
                .accessibilityLabel(line.isEmpty ? written : line.map(\.spoken).joined(separator: " "))
            if refusedAt != nil && refusedAt == draft {
                Text(L("line_drop_refused")).font(.footnote)
            }
            tiles(view.keypad, side: 46, picking: false, canDrag: dragging(view))
            Button("⌫") { if !line.isEmpty { line.removeLast() } }.buttonStyle(.bordered)
        }
    }

    /// The challenge buttons, then the play of the mode, pass, hint and undo (or a new game).
    @ViewBuilder private func buttons(_ view: FrenchView, playing: Bool) -> some View {
        ForEach(Array(view.challengers.enumerated()), id: \.offset) { _, seat in
            let name = Int(seat) < view.names.count ? view.names[Int(seat)] : ""
            Button(L("crossword_challenge", name)) { session.challenge(seat) }.buttonStyle(.borderedProminent)
        }
        HStack {
            if view.over {
                Button(L("boxes_new_game")) { model.path.removeLast(); model.path.append(Route.crosswordSetup) }.buttonStyle(.borderedProminent)
            } else if playing {
                switch mode {
                case .lay:
                    Button(L("crossword_mode_lay")) {
                        guard let at = start else { return }
                        session.lay(start: at, down: down, line: line.map(\.text).joined())
                        line = []
                    }
                    .buttonStyle(.borderedProminent).disabled(start == nil || line.isEmpty)
                case .transform:
                    Button(L("crossword_mode_transform")) {
                        guard equation < view.equations.count else { return }
                        let eq = view.equations[equation]
                        session.transform(cell: eq.start, down: eq.down, member: member, line: line.map(\.text).joined())
                        line = []
                    }
                    .buttonStyle(.borderedProminent).disabled(line.isEmpty || equation >= view.equations.count)
                case .exchange:
                    Button(L("crossword_exchange_n", giveBack.count)) {
                        session.exchange(giveBack.sorted().compactMap { $0 < view.hand.count ? view.hand[$0].text : nil }.joined())
                        giveBack = []
                    }
                    .buttonStyle(.borderedProminent).disabled(giveBack.isEmpty)
                }
                Button(L("crossword_pass")) { session.pass() }.buttonStyle(.bordered)
                Button(L("hint")) { session.askHint() }.buttonStyle(.bordered)
                Button(L("undo")) { session.undo() }.buttonStyle(.bordered)
            }
        }
    }

    /// Tiles to tap, each read aloud with the core's word: a tap adds it to the line, or (when
    /// `picking`) marks it to give back; when `canDrag`, a long press lifts it to drag onto the board.
    private func tiles(_ list: [CrosswordPieceView], side: CGFloat, picking: Bool, canDrag: Bool) -> some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: side), spacing: 4)], spacing: 4) {
            ForEach(Array(list.enumerated()), id: \.offset) { i, p in
                let chosen = picking && giveBack.contains(i)
                Button(p.text) {
                    if picking {
                        giveBack.formSymmetricDifference([i])  // picked, or put back
                    } else {
                        line.append(p)
                    }
                }
                .font(.system(size: side * 0.45, weight: .bold)).frame(width: side, height: side)
                .background(chosen ? Color.accentColor.opacity(0.3) : Color(red: 0.96, green: 0.95, blue: 0.91), in: RoundedRectangle(cornerRadius: 6))
                .overlay(RoundedRectangle(cornerRadius: 6).stroke(chosen ? Color.accentColor : Color.black.opacity(0.35), lineWidth: chosen ? 3 : 1))
                .foregroundStyle(.black)
                .accessibilityLabel(p.spoken)
                .accessibilityAddTraits(chosen ? .isSelected : [])
                .draggablePiece(p.text, enabled: canDrag)
            }
        }
    }
}

/// The whole board, fitted to the width at scale 1, larger squares scrolled sideways above it (a
/// pinch changes the scale, from 1 to 3); every premium square carries its mark in text as well
/// as its colour and says its name to VoiceOver. A tap on a square starts the line there, a tile
/// dropped on it goes to `drop`; while a drag hovers a square that `accepts` it, its outline is thick.
private struct CrosswordBoard: View {
    let view: FrenchView
    let start: Cell?
    @Binding var scale: CGFloat
    let accepts: (Cell) -> Bool
    let drop: (String, Cell) -> Bool
    let pick: (Cell) -> Void
    /// The scale when the pinch began.
    @State var pinchFrom: CGFloat?
    @State var hovered: Cell?

    /// The rulebook's colours: blue and red per tile, green and yellow per equation.
    private func colour(_ mark: String) -> Color {
        switch mark {
        case "2T": return Color(red: 0.70, green: 0.83, blue: 0.96)
        case "3T": return Color(red: 0.95, green: 0.65, blue: 0.63)
        case "2E": return Color(red: 0.72, green: 0.88, blue: 0.69)
        case "3E": return Color(red: 0.97, green: 0.88, blue: 0.54)
        default: return Color(red: 0.93, green: 0.92, blue: 0.89)
        }
    }

    var body: some View {
        let rows = Int(view.board.rows)
        let cols = Int(view.board.cols)
        let cells = Dictionary(view.board.cells.map { (Int($0.cell.row) * 1000 + Int($0.cell.col), $0) }, uniquingKeysWith: { a, _ in a })
        GeometryReader { geo in
            let fit = min(geo.size.width / CGFloat(max(cols, 1)), 44)
            let side = fit * scale
            ScrollView(scale > 1 ? [.horizontal] : []) {
                VStack(spacing: 0) {
                    ForEach(0..<rows, id: \.self) { r in
                        HStack(spacing: 0) {
                            ForEach(0..<cols, id: \.self) { c in
                                let cell = cells[r * 1000 + c]
                                let tile = cell.map(\.text).flatMap { $0.isEmpty ? nil : $0 }
                                let mark = cell?.mark ?? ""
                                let chosen = start.map { Int($0.row) == r && Int($0.col) == c } ?? false
                                let last = cell?.highlight.last == true
                                let square = Cell(row: UInt8(r), col: UInt8(c))
                                let target = hovered == square && accepts(square)
                                Button { pick(Cell(row: UInt8(r), col: UInt8(c))) } label: {
                                    Text(tile ?? mark)
                                        .font(.system(size: side * (tile == nil ? 0.32 : 0.5), weight: tile == nil ? .regular : .bold))
                                        .foregroundStyle(.black.opacity(tile == nil ? 0.7 : 1))
                                        .frame(width: side, height: side)
                                        .background(tile == nil ? colour(mark) : Color(red: 0.96, green: 0.95, blue: 0.91))
                                        .border(chosen || target ? Color.accentColor : Color.black.opacity(last ? 0.8 : 0.25), width: target ? 3 : chosen || last ? 2 : 0.5)
                                }
                                .accessibilityLabel(cell.map { $0.spoken.isEmpty ? nil : L("crossword_square_at", r + 1, c + 1, $0.spoken) }.flatMap { $0 } ?? L("pytagora_square", r + 1, c + 1))
                                .accessibilityAddTraits(chosen ? .isSelected : [])
                                .pieceDrop(square, hovered: $hovered, drop: drop)
                            }
                        }
                    }
                }
            }
        }
        .aspectRatio(CGFloat(cols) / (CGFloat(max(rows, 1)) * scale), contentMode: .fit)
        .simultaneousGesture(
            MagnificationGesture()
                .onChanged { v in
                    let from = pinchFrom ?? scale
                    pinchFrom = from
                    scale = min(max(from * v, 1), 3)
                }
                .onEnded { _ in pinchFrom = nil }
        )
    }
}
