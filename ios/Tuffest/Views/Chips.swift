import SwiftUI
import TuffestCore

/// A chip's face: yellow for seat 0, red for seat 1; the core's letter Y/R is always drawn on it.
private let yellow = Color(red: 0.95, green: 0.76, blue: 0.0)
private let red = Color(red: 0.78, green: 0.2, blue: 0.17)

private struct ChipFace: View {
    let face: Color, letter: String, size: CGFloat
    var body: some View {
        Circle().fill(face).overlay(Circle().stroke(.black.opacity(0.4), lineWidth: 1))
            .overlay(Text(letter).font(.system(size: size / 2.4, weight: .bold)).foregroundStyle(face == yellow ? .black : .white))
            .frame(width: size, height: size)
    }
}

/// The chip game: the core's `ChipsView` drawn as it is (chips with their letters, the legal
/// moves marked when the setting is on, the last move and the chips it turned outlined), every
/// square a VoiceOver element read with the core's words ("c4, yellow").
struct ChipsScreen: View {
    @ObservedObject var session: ChipsSession
    let title: String
    @EnvironmentObject var model: AppModel

    var body: some View {
        let view = session.view
        let names = session.names
        ScrollView {
            VStack(spacing: 12) {
                HStack(spacing: 24) {
                    ForEach(0..<2, id: \.self) { i in
                        HStack {
                            ChipFace(face: i == 0 ? yellow : red, letter: i == 0 ? "Y" : "R", size: 28)
                            Text("\(i < names.count ? names[i] : "")  \(i == 0 ? view.yellow : view.red)")
                                .font(.title3.weight((view.toMove == .yellow) == (i == 0) && view.toMove != nil ? .bold : .regular))
                        }
                    }
                }
                Text(view.status).accessibilityAddTraits(.updatesFrequently)
                if !view.announcement.isEmpty { Text(view.announcement).font(.subheadline) }
                ChipsBoard(view: view) { session.place($0) }
                    .frame(maxWidth: 440)
                    .aspectRatio(1, contentMode: .fit)
                Toggle(L("chips_show_legal"), isOn: Binding(get: { view.showLegal }, set: { session.showLegal($0) }))
                DuelControls(session: session, over: view.over, canUndo: true, code: view.setupCode, setup: .chipsSetup)
            }
            .padding()
        }
        .navigationTitle(title)
        .toolbar { NavigationLink(L("rules"), value: Route.rules) }
    }
}

/// The board: one square per cell of the core's view.
struct ChipsBoard: View {
    let view: ChipsView
    let place: (Cell) -> Void

    var body: some View {
        GeometryReader { geo in
            let cols = max(Int(view.board.cols), 1)
            let side = min(geo.size.width, geo.size.height) / CGFloat(cols)
            SquareGrid(rows: Int(view.board.rows), cols: cols, count: view.board.cells.count) { square(view.board.cells[$0], side: side) }
            .background(Color(red: 0.18, green: 0.49, blue: 0.31))
        }
    }

    @ViewBuilder
    private func square(_ cell: CellView, side: CGFloat) -> some View {
        let outline: Color = cell.highlight.last ? .purple : cell.highlight.hint ? .orange : .black.opacity(0.5)
        Button { place(cell.cell) } label: {
            ZStack {
                Rectangle().fill(.clear).border(outline, width: cell.highlight.last || cell.highlight.hint ? 3 : 0.5)
                if let owner = cell.owner {
                    ChipFace(face: owner == 0 ? yellow : red, letter: cell.text, size: side * 0.78)
                        .overlay(Circle().stroke(.white, lineWidth: cell.highlight.changed ? 2 : 0).padding(-3))
                } else if cell.highlight.legal {
                    Circle().fill(.white.opacity(0.7)).frame(width: side * 0.22, height: side * 0.22)
                }
            }
            .frame(width: side, height: side)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(cell.owner != nil)
        .accessibilityLabel(cell.spoken)
    }
}
