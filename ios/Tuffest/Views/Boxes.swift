import SwiftUI
import TuffestCore

/// A seat's colour (its boxes and segments); the core's marks ● ▲ make colour never the only cue.
private func seatColour(_ seat: UInt32?) -> Color {
    switch seat {
    case 0: .blue
    case 1: .teal
    default: .primary
    }
}

/// Dots and Boxes: the core's `BoxesView` drawn as it is (boxes with their owners' marks,
/// segments coloured by who drew them, the last move and the boxes it marked highlighted). Every
/// segment is its own button, read aloud by VoiceOver with the core's words.
struct BoxesScreen: View {
    @ObservedObject var session: BoxesSession
    let title: String
    @EnvironmentObject var model: AppModel

    var body: some View {
        let view = session.view
        ScrollView {
            VStack(spacing: 12) {
                HStack(spacing: 24) {
                    ForEach(Array(view.names.enumerated()), id: \.offset) { i, name in
                        Text("\(i == 0 ? "●" : "▲") \(name)  \(i < view.scores.count ? view.scores[i] : 0)")
                            .font(.title3.weight(view.turn == UInt32(i) ? .bold : .regular))
                            .foregroundStyle(seatColour(UInt32(i)))
                    }
                }
                Text(view.status).font(.body).accessibilityAddTraits(.updatesFrequently)
                BoxesBoard(view: view) { session.draw($0) }
                    .frame(maxWidth: 440)
                    .aspectRatio(1, contentMode: .fit)
                DuelControls(session: session, over: view.over, canUndo: !view.tournament, code: view.code, setup: .boxesSetup)
            }
            .padding()
        }
        .navigationTitle(title)
        .toolbar { NavigationLink(L("rules"), value: Route.rules) }
    }
}

/// The end of a two-seat game's screen (Dots and Boxes, the chip game): the core's hint and
/// refusal; a new game (its `setup` screen) once it is `over`, else hint and undo (when
/// `canUndo`); the share `code`.
struct DuelControls<V>: View {
    @EnvironmentObject var model: AppModel
    @ObservedObject var session: KitSession<V>
    let over: Bool
    let canUndo: Bool
    let code: String
    let setup: Route

    var body: some View {
        HintAndRefusal(hint: session.hint, refusal: session.refusal)
        HStack {
            if over {
                Button(L("boxes_new_game")) { model.path.removeLast(); model.path.append(setup) }.buttonStyle(.borderedProminent)
            } else {
                Button(L("hint")) { session.askHint() }.buttonStyle(.bordered)
                if canUndo { Button(L("undo")) { session.undo() }.buttonStyle(.bordered) }
            }
        }
        Text(L("boxes_code", code)).font(.footnote)
    }
}

/// The grid: boxes, segments and dots, scaled to the space given.
struct BoxesBoard: View {
    let view: BoxesView
    let draw: (Segment) -> Void

    var body: some View {
        GeometryReader { geo in
            let dots = max(Int(view.dots), 2)
            let size = min(geo.size.width, geo.size.height)
            let margin = size / CGFloat(dots * 2)
            let step = (size - margin * 2) / CGFloat(dots - 1)
            let touch = step * 0.42
            ZStack(alignment: .topLeading) {
                ForEach(Array(view.board.cells.enumerated()), id: \.offset) { _, c in
                    let colour = c.owner.map { seatColour($0) }
                    ZStack {
                        Rectangle().fill((colour ?? .clear).opacity(0.18))
                        if c.highlight.changed { Rectangle().stroke(colour ?? .primary, lineWidth: 2) }
                        if !c.mark.isEmpty { Text(c.mark).font(.system(size: step / 3)).foregroundStyle(colour ?? .primary) }
                    }
                    .frame(width: step - touch, height: step - touch)
                    .position(x: margin + step * (CGFloat(c.cell.col) + 0.5), y: margin + step * (CGFloat(c.cell.row) + 0.5))
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(c.spoken)
                }
                Canvas { context, _ in
                    for seg in view.board.segments {
                        let (from, to) = ends(seg.segment, margin: margin, step: step)
                        var path = Path()
                        path.move(to: from)
                        path.addLine(to: to)
                        if seg.drawn {
                            context.stroke(path, with: .color(seatColour(seg.by)), style: StrokeStyle(lineWidth: step * (seg.highlight.last ? 0.1 : 0.06), lineCap: .round))
                        } else if seg.highlight.hint {
                            context.stroke(path, with: .color(.orange), style: StrokeStyle(lineWidth: step * 0.06, lineCap: .round, dash: [step * 0.1, step * 0.08]))
                        } else {
                            context.stroke(path, with: .color(.secondary.opacity(0.5)), style: StrokeStyle(lineWidth: step * 0.02, dash: [step * 0.04, step * 0.08]))
                        }
                    }
                    for r in 0..<dots {
                        for c in 0..<dots {
                            let centre = CGPoint(x: margin + CGFloat(c) * step, y: margin + CGFloat(r) * step)
                            let radius = step * 0.07
                            context.fill(Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2)), with: .color(.primary))
                        }
                    }
                }
                .accessibilityHidden(true)
                ForEach(Array(view.board.segments.enumerated()), id: \.offset) { _, seg in
                    let (from, to) = ends(seg.segment, margin: margin, step: step)
                    let horizontal = from.y == to.y
                    Button { draw(seg.segment) } label: { Color.clear.contentShape(Rectangle()) }
                        .frame(width: horizontal ? step - touch : touch, height: horizontal ? touch : step - touch)
                        .position(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
                        .disabled(seg.drawn)
                        .accessibilityLabel(seg.spoken)
                }
            }
        }
    }
}

/// Where a segment runs, in points, from its dots.
private func ends(_ segment: Segment, margin: CGFloat, step: CGFloat) -> (CGPoint, CGPoint) {
    switch segment {
    case .h(let row, let col):
        (CGPoint(x: margin + CGFloat(col) * step, y: margin + CGFloat(row) * step),
         CGPoint(x: margin + CGFloat(Int(col) + 1) * step, y: margin + CGFloat(row) * step))
    case .v(let row, let col):
        (CGPoint(x: margin + CGFloat(col) * step, y: margin + CGFloat(row) * step),
         CGPoint(x: margin + CGFloat(col) * step, y: margin + CGFloat(Int(row) + 1) * step))
    }
}

/// The set-up of a two-seat kit game (Dots and Boxes, the chip game): size (each written with the
/// string `sizeKey`), opponent (a computer player at a strength, or a person), a share code.
struct DuelSetupView: View {
    let title: String
    let sizeKey: String
    let sizes: [Int]
    @Binding var form: DuelForm
    let start: () -> Void

    var body: some View {
        Form {
            Section(L("boxes_size")) {
                Picker(L("boxes_size"), selection: $form.size) {
                    ForEach(sizes, id: \.self) { n in Text(L(sizeKey, n)).tag(n) }
                }
            }
            Section(L("boxes_opponent")) {
                Picker(L("boxes_opponent"), selection: $form.strength) {
                    ForEach(Catalog.strengths, id: \.name) { s in Text(L("setup_computer", L("strength_\(s.name)"))).tag(Optional(s.name)) }
                    Text(L("boxes_second_player")).tag(String?.none)
                }
                .pickerStyle(.inline)
            }
            ShareCodeSection(title: L("boxes_code_title"), label: L("boxes_code_optional"), code: $form.code)
            SetupStart(error: form.error, start: start)
        }
        .navigationTitle(title)
    }
}
