import SwiftUI
import TuffestCore

/// Pytagora (and Plus and minus): the scores, the table around its equations (tap a square to
/// start a line there), across or down, the line written with the core's keypad and read back,
/// the rack, `=` from the shared pool, lay, "stuck", hint and undo. A piece of the rack or keypad
/// can also be dragged onto the table (`dropOnLine`: it starts the line, or goes just after its
/// end). The hand-over screen comes first in pass-and-play. Every rule is the core's: a refused
/// line comes back with the reason.
struct PytagoraScreen: View {
    @ObservedObject var session: PytagoraSession
    @EnvironmentObject var model: AppModel
    @State var start: Cell?
    @State var down = false
    @State var fromPool = false
    @State var line: [CrosswordPieceView] = []
    /// The line as it was when a drop was refused: the note shows until the line changes.
    @State var refusedAt: CrosswordLineDraft?

    private var draft: CrosswordLineDraft {
        CrosswordLineDraft(start: start, down: down, pieces: line)
    }

    /// A piece (its symbol) dropped on `at`: the line after it, or the refusal note.
    private func drop(_ text: String, at: Cell, view: PytagoraView) -> Bool {
        guard let after = dropPiece(text, at: at, on: draft, board: view.board, hand: view.hand, keypad: view.keypad, refused: { refusedAt = $0 }) else { return false }
        start = after.start; down = after.down; line = after.pieces
        return true
    }

    var body: some View {
        let view = session.view
        if let handOver = view.handOver {
            let name = view.names[safe: Int(view.turn)] ?? ""
            HandOverView(nextPlayer: name, detail: handOver, readyKey: "pytagora_handover_ready") { session.ready() }
        } else {
            ScrollView {
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(Array(view.names.enumerated()), id: \.offset) { i, name in
                        HStack {
                            Text((Int(view.turn) == i && !view.over ? "▶ " : "   ") + name).bold(Int(view.turn) == i)
                            Spacer()
                            Text("\(i < view.scores.count ? view.scores[i] : 0) / \(view.target)").bold()
                        }
                    }
                    Text(view.status).accessibilityAddTraits(.updatesFrequently)
                    Text(L("pytagora_pool", Int(view.pool), Int(view.bag))).font(.footnote)
                    let playing = !view.over && !view.thinking && !view.hand.isEmpty
                    PytagoraBoard(
                        view: view, start: start,
                        accepts: { playing && crosswordDropAccepts(board: view.board, keypad: view.keypad, line: draft, at: $0) },
                        drop: { text, at in playing && drop(text, at: at, view: view) }
                    ) { start = $0 }
                    if playing {
                        Text(L("pytagora_your_pieces")).font(.headline)
                        pieces(view.hand, side: 40)
                        Picker("", selection: $down) {
                            Text(L("pytagora_across")).tag(false)
                            Text(L("pytagora_down")).tag(true)
                        }
                        .pickerStyle(.segmented)
                        let written = line.map(\.text).joined()
                        Text(written.isEmpty ? L(start == nil ? "pytagora_pick_square" : "pytagora_write_line") : written)
                            .font(.title2).frame(maxWidth: .infinity, minHeight: 52, alignment: .leading).padding(.horizontal, 8)
                            .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.secondary))
                            .accessibilityLabel(line.isEmpty ? written : line.map(\.spoken).joined(separator: " "))
                        if refusedAt != nil && refusedAt == draft {
                            Text(L("line_drop_refused")).font(.footnote)
                        }
                        pieces(view.keypad, side: 48)
                        Button("⌫") { if !line.isEmpty { line.removeLast() } }.buttonStyle(.bordered)
                        Toggle(L("pytagora_from_pool"), isOn: $fromPool)
                    }
                    HintAndRefusal(hint: session.hint, refusal: session.refusal)
                    HStack {
                        if view.over {
                            Button(L("boxes_new_game")) { model.path.removeLast(); model.path.append(Route.pytagoraSetup) }.buttonStyle(.borderedProminent)
                        } else if !view.thinking {
                            Button(L("pytagora_lay")) {
                                guard let at = start else { return }
                                session.lay(start: at, down: down, line: line.map(\.text).joined(), equalsFromPool: fromPool)
                                line = []
                            }
                            .buttonStyle(.borderedProminent).disabled(start == nil || line.isEmpty)
                            Button(L("pytagora_stuck")) { session.stuck() }.buttonStyle(.bordered)
                            Button(L("hint")) { session.askHint() }.buttonStyle(.bordered)
                            Button(L("undo")) { session.undo() }.buttonStyle(.bordered)
                        }
                    }
                    if !view.spokenLines.isEmpty {
                        Text(L("pytagora_lines")).font(.headline)
                        ForEach(Array(view.spokenLines.enumerated()), id: \.offset) { _, l in Text(l).font(.footnote) }
                    }
                }
                .padding()
            }
            .navigationTitle(view.title)
            .toolbar { NavigationLink(L("rules"), value: Route.rules) }
        }
    }

    /// Pieces to tap, each read aloud with the core's word; a tap adds it to the line (a long
    /// press lifts it to drag onto the table).
    private func pieces(_ list: [CrosswordPieceView], side: CGFloat) -> some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: side), spacing: 4)], spacing: 4) {
            ForEach(Array(list.enumerated()), id: \.offset) { _, p in
                Button(p.text) { line.append(p) }
                    .font(.system(size: side * 0.45, weight: .bold)).frame(width: side, height: side)
                    .background(Color(red: 0.96, green: 0.91, blue: 0.76), in: RoundedRectangle(cornerRadius: 6))
                    .foregroundStyle(.black)
                    .accessibilityLabel(p.spoken)
                    .draggablePiece(p.text)
            }
        }
    }
}

/// The part of the table around its equations (three squares beyond them, at least eleven a
/// side), fitted to the width; a tap on a square starts the line there, a piece dropped on it
/// goes to `drop`. While a drag hovers a square that `accepts` a piece, its outline is thick.
private struct PytagoraBoard: View {
    let view: PytagoraView
    let start: Cell?
    let accepts: (Cell) -> Bool
    let drop: (String, Cell) -> Bool
    let pick: (Cell) -> Void
    @State var hovered: Cell?

    private func span(_ values: [Int], _ size: Int) -> ClosedRange<Int> {
        let centre = size / 2
        var a = max((values.min() ?? centre) - 3, 0)
        var b = min((values.max() ?? centre) + 3, size - 1)
        while b - a + 1 < 11 && (a > 0 || b < size - 1) {
            if a > 0 { a -= 1 }
            if b - a + 1 < 11 && b < size - 1 { b += 1 }
        }
        return a...max(a, b)
    }

    var body: some View {
        let rows = span(view.board.cells.map { Int($0.cell.row) }, Int(view.board.rows))
        let cols = span(view.board.cells.map { Int($0.cell.col) }, Int(view.board.cols))
        let pieces = Dictionary(view.board.cells.map { (Int($0.cell.row) * 1000 + Int($0.cell.col), $0) }, uniquingKeysWith: { a, _ in a })
        GeometryReader { geo in
            let side = min(geo.size.width / CGFloat(cols.count), 40)
            VStack(spacing: 0) {
                ForEach(Array(rows), id: \.self) { r in
                    HStack(spacing: 0) {
                        ForEach(Array(cols), id: \.self) { c in
                            let piece = pieces[r * 1000 + c]
                            let chosen = start.map { Int($0.row) == r && Int($0.col) == c } ?? false
                            let square = Cell(row: UInt8(r), col: UInt8(c))
                            let target = hovered == square && accepts(square)
                            Button { pick(Cell(row: UInt8(r), col: UInt8(c))) } label: {
                                Text(piece?.text ?? "").font(.system(size: side * 0.5, weight: .bold)).foregroundStyle(.black)
                                    .frame(width: side, height: side)
                                    .background(piece == nil ? Color(red: 0.91, green: 0.94, blue: 0.90) : Color(red: 0.96, green: 0.91, blue: 0.76))
                                    .border(chosen || target ? Color.accentColor : Color.black.opacity(piece?.highlight.last == true ? 0.8 : 0.2), width: target ? 3 : chosen || piece?.highlight.last == true ? 2 : 0.5)
                            }
                            .accessibilityLabel(piece?.spoken ?? L("pytagora_square", r + 1, c + 1))
                            .accessibilityAddTraits(chosen ? .isSelected : [])
                            .pieceDrop(square, hovered: $hovered, drop: drop)
                        }
                    }
                }
            }
        }
        .aspectRatio(CGFloat(cols.count) / CGFloat(rows.count), contentMode: .fit)
    }
}
