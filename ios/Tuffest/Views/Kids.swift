import SwiftUI
import TuffestCore

private let pieceColour = Color(red: 1.0, green: 0.91, blue: 0.66)

/// A number piece as the children hold it: big, round-cornered, readable.
private struct PieceView: View {
    let text: String
    var size: CGFloat = 44
    var chosen = false
    var body: some View {
        Text(text).font(.system(size: size / 2.2, weight: .bold))
            .frame(width: size, height: size)
            .background(chosen ? Color.accentColor : pieceColour, in: RoundedRectangle(cornerRadius: 8))
            .foregroundStyle(chosen ? .white : .black)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(.black.opacity(0.4), lineWidth: 1))
    }
}

/// The players, the pieces each holds, whose turn.
private struct KidsPlayers: View {
    let names: [String], sizes: [UInt32], turn: UInt32?
    var body: some View {
        ForEach(Array(names.enumerated()), id: \.offset) { i, n in
            Text((turn == UInt32(i) ? "▶ " : "   ") + n + "  " + L("kids_pieces_n", Int(i < sizes.count ? sizes[i] : 0)))
                .fontWeight(turn == UInt32(i) ? .bold : .regular)
        }
    }
}

/// Up and down (and its variants): the core's `UpAndDownView` as it is; a tap on a place the core
/// outlines puts the number there.
struct UpAndDownScreen: View {
    @ObservedObject var session: UpAndDownSession
    @EnvironmentObject var model: AppModel

    var body: some View {
        let view = session.view
        let cols = max(Int(view.board.cols), 1)
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                KidsPlayers(names: view.names, sizes: view.handSizes, turn: view.turn)
                Text(view.status).font(.headline).accessibilityAddTraits(.updatesFrequently)
                if !view.wanted.isEmpty { Text(L("kids_wanted", view.wanted.joined(separator: ", "))) }
                GeometryReader { geo in
                    let side = min(geo.size.width, 480) / CGFloat(cols)
                    SquareGrid(rows: Int(view.board.rows), cols: cols, count: view.board.cells.count) { place(view.board.cells[$0], side: side) }
                }
                .aspectRatio(CGFloat(cols) / CGFloat(max(Int(view.board.rows), 1)), contentMode: .fit)
                if !view.hand.isEmpty {
                    Text(L("kids_hand")).font(.headline)
                    HStack { ForEach(Array(view.hand.enumerated()), id: \.offset) { _, v in PieceView(text: "\(v)") } }
                }
                if let drawn = view.drawn { Text(L("kids_drawn", Int(drawn))) }
                HintAndRefusal(hint: session.hint, refusal: session.refusal)
                HStack {
                    if view.over {
                        Button(L("boxes_new_game")) { model.path.removeLast(); model.path.append(Route.upAndDownSetup) }.buttonStyle(.borderedProminent)
                    } else {
                        Button(L("kids_draw")) { session.draw() }.buttonStyle(.borderedProminent)
                        Button(L("hint")) { session.askHint() }.buttonStyle(.bordered)
                        Button(L("undo")) { session.undo() }.buttonStyle(.bordered)
                    }
                }
            }
            .padding()
        }
        .navigationTitle(view.title)
        .toolbar { NavigationLink(L("rules"), value: Route.rules) }
    }

    private func place(_ cell: CellView, side: CGFloat) -> some View {
        Button { session.place(cell.cell) } label: {
            ZStack {
                if !cell.text.isEmpty && cell.text != "·" {
                    PieceView(text: cell.text, size: side * 0.86)
                } else if cell.text == "·" {
                    Text("·").foregroundStyle(.gray)
                }
                if cell.highlight.legal { RoundedRectangle(cornerRadius: 6).stroke(.green, lineWidth: 3) }
            }
            .frame(width: side, height: side)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(!cell.highlight.legal)
        .accessibilityLabel(cell.spoken)
    }
}

/// Multiplication tables: the core's `TablesView`; tapping pieces builds the answer (the shell only
/// collects the taps; the core judges it), then Answer, Clear, or let the next player answer.
struct TablesScreen: View {
    @ObservedObject var session: TablesSession
    @EnvironmentObject var model: AppModel
    @State var answer: [Int] = []

    var body: some View {
        let view = session.view
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                KidsPlayers(names: view.names, sizes: view.handSizes, turn: view.asked)
                Text(view.status).font(.headline).accessibilityAddTraits(.updatesFrequently)
                ForEach(Array(view.lines.enumerated()), id: \.offset) { _, line in Text(line).font(.title2) }
                if let q = view.current {
                    let typed = answer.compactMap { $0 < view.hand.count ? String(view.hand[$0]) : nil }.joined()
                    Text("\(q) = \(typed.isEmpty ? "?" : typed)").font(.largeTitle)
                }
                if !view.hand.isEmpty && !view.over {
                    Text(L("kids_hand")).font(.headline)
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 52))]) {
                        ForEach(Array(view.hand.enumerated()), id: \.offset) { i, v in
                            Button {
                                if let k = answer.firstIndex(of: i) { answer.remove(at: k) } else { answer.append(i) }
                            } label: { PieceView(text: "\(v)", size: 48, chosen: answer.contains(i)) }
                            .accessibilityAddTraits(answer.contains(i) ? .isSelected : [])
                        }
                    }
                }
                HintAndRefusal(hint: session.hint, refusal: session.refusal)
                HStack {
                    if view.over {
                        Button(L("boxes_new_game")) { model.path.removeLast(); model.path.append(Route.tablesSetup) }.buttonStyle(.borderedProminent)
                    } else {
                        Button(L("tables_answer")) {
                            let digits = answer.compactMap { $0 < view.hand.count ? view.hand[$0] : nil }
                            answer = []
                            session.attach(digits)
                        }.buttonStyle(.borderedProminent).disabled(answer.isEmpty)
                        Button(L("tables_clear")) { answer = [] }.buttonStyle(.bordered)
                        Button(L("tables_pass")) { answer = []; session.pass() }.buttonStyle(.bordered)
                        Button(L("hint")) { session.askHint() }.buttonStyle(.bordered)
                    }
                }
            }
            .padding()
        }
        .navigationTitle(Catalog.title(.tables, model.language))
        .toolbar { NavigationLink(L("rules"), value: Route.rules) }
    }
}
