import SwiftUI
import TuffestCore

/// A player's board, the core's `TufPlayerView` of their seat: normal notation above, the row of
/// cubes (drag to move; drag up or down to raise or lower; tap to select), the live verdict, the
/// unused cubes and the declare button. Hands off while the core freezes the layout or edit is
/// not live.
struct BoardScreenPart: View {
    let board: TufPlayerView
    let actions: BoardActions
    var compact = false
    @State var selected: Int?
    @ScaledMetric var side: CGFloat = 48

    private var row: [TufItemView] { board.items }
    private var tray: [TufCubeView] { board.cubes.filter { !$0.used } }
    private var locked: Bool { board.frozen || !board.buttons.edit }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(board.normal.isEmpty ? L("board_empty_hint") : board.normal)
                .font(compact ? .headline : .title2)
                .frame(maxWidth: .infinity)
                .multilineTextAlignment(.center)
                .accessibilityLabel(board.spoken.isEmpty ? board.normal : board.spoken)
                .accessibilityAddTraits(.isHeader)

            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 4) {
                    ForEach(Array(row.enumerated()), id: \.offset) { index, item in
                        if item.isGap {
                            RoundedRectangle(cornerRadius: 4).stroke(Color.secondary)
                                .frame(width: 18, height: side)
                                .onTapGesture { if !locked { actions.toggleGap(at: index) } }
                                .accessibilityLabel(L("a11y_gap"))
                                .accessibilityAddTraits(.isButton)
                        } else {
                            rowCube(item, index: index)
                        }
                    }
                    if row.isEmpty { Text(L("board_drop_here")).foregroundStyle(.secondary) }
                }
                .padding(.vertical, 28).padding(.horizontal, 8)
            }
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
            .accessibilityLabel(L("a11y_row"))

            HStack {
                Image(systemName: board.valid ? "checkmark.circle.fill" : "xmark.circle")
                    .foregroundStyle(board.valid ? .green : .red)
                Text(board.valid ? L("verdict_valid", Int(board.value)) : (board.reason ?? L("verdict_incomplete")))
            }
            .accessibilityElement(children: .combine)

            if let i = selected, i < row.count, !row[i].isGap, !locked {
                let cube = row[i]
                ScrollView(.horizontal) {
                    HStack {
                        if let t = cube.raiseTarget { Button("↑ " + placementName(t)) { actions.setPlacement(at: i, t) } }
                        if let t = cube.lowerTarget { Button("↓ " + placementName(t)) { actions.setPlacement(at: i, t) } }
                        ForEach(cube.roles.count > 1 ? cube.roles : [], id: \.self) { r in
                            Button(roleName(r)) { actions.setRole(at: i, r) }.buttonStyle(.borderedProminent).tint(cube.role == r ? .accentColor : .gray)
                        }
                        Button(L("gap_after")) { actions.toggleGap(at: i + 1) }
                        Button(L("remove"), role: .destructive) { actions.remove(at: i); selected = nil }
                    }.buttonStyle(.bordered)
                }
            }

            if !tray.isEmpty { Text(L("tray_title")).font(.subheadline) }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: side + 6))], alignment: .leading, spacing: 6) {
                ForEach(tray, id: \.index) { cube in
                    CubeTile(cube: cube)
                        .onTapGesture { if !locked { actions.place(cubeId: Int(cube.index), at: row.count) } }
                        .accessibilityAction(named: L("place_in_row")) { actions.place(cubeId: Int(cube.index), at: row.count) }
                }
            }

            HStack {
                Button(L("clear")) { actions.clear(); selected = nil }.buttonStyle(.bordered)
                    .disabled(locked || row.isEmpty)
                if board.buttons.challenge {
                    Button(L("tuf_error")) { actions.challenge() }.buttonStyle(.bordered).bold()
                }
                Spacer()
                Button { actions.declare() } label: {
                    Text(board.call + "!").font(.title2.weight(.black)).padding(.horizontal, 16)
                }
                .buttonStyle(.borderedProminent).controlSize(.large)
                .disabled(!board.buttons.declare)
                .accessibilityLabel(L("a11y_declare", board.call))
            }
            // Why declaring is not live, in the core's words.
            if !board.buttons.declare && !board.declareBlocked.isEmpty {
                Text(board.declareBlocked).font(.footnote).frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
        .padding(.horizontal, 12)
    }

    private func offset(_ p: TufPlacement) -> CGFloat {
        switch p { case .inline: 0; case .negative: -12; case .exponent: -24; case .`subscript`: 22 }
    }

    @ViewBuilder
    private func rowCube(_ cube: TufItemView, index: Int) -> some View {
        let small = cube.placement == .exponent || cube.placement == .`subscript`
        CubeTile(item: cube, selected: selected == index)
            .scaleEffect(small ? 0.72 : 1)
            .offset(y: offset(cube.placement))
            .onTapGesture { selected = selected == index ? nil : index }
            .gesture(locked ? nil : DragGesture(minimumDistance: 12).onEnded { g in
                let dx = g.translation.width, dy = g.translation.height
                if dy < -side * 0.4, let t = cube.raiseTarget { actions.setPlacement(at: index, t) }
                else if dy > side * 0.4, let t = cube.lowerTarget { actions.setPlacement(at: index, t) }
                else {
                    let steps = Int((dx / (side + 4)).rounded())
                    if steps != 0 { actions.move(from: index, to: max(0, min(row.count - 1, index + steps))) }
                }
            })
            .accessibilityActions {
                if !locked {
                    if let t = cube.raiseTarget { Button(placementName(t)) { actions.setPlacement(at: index, t) } }
                    if let t = cube.lowerTarget { Button(placementName(t)) { actions.setPlacement(at: index, t) } }
                    ForEach(cube.roles.count > 1 ? cube.roles.filter { $0 != cube.role } : [], id: \.self) { r in Button(roleName(r)) { actions.setRole(at: index, r) } }
                    Button(L("move_left")) { actions.move(from: index, to: max(0, index - 1)) }
                    Button(L("move_right")) { actions.move(from: index, to: index + 1) }
                    Button(L("gap_after")) { actions.toggleGap(at: index + 1) }
                    Button(L("remove")) { actions.remove(at: index) }
                }
            }
    }
}

func placementName(_ p: TufPlacement) -> String {
    switch p { case .inline: L("placement_inline"); case .negative: L("placement_negative"); case .exponent: L("placement_exponent"); case .`subscript`: L("placement_subscript") }
}

func roleName(_ r: TufRole) -> String {
    switch r {
    case .plain: L("role_plain"); case .negative: L("placement_negative"); case .multiply: L("role_multiply")
    case .open: L("role_open"); case .close: L("role_close"); case .decimalPoint: L("role_decimal_point")
    }
}

/// The placement one step up / down from a row cube's, among those the core allows.
extension TufItemView {
    var raiseTarget: TufPlacement? {
        let t: TufPlacement? = switch placement {
        case .`subscript`: .inline
        case .inline: [.negative, .exponent].first { placements.contains($0) }
        case .negative: placements.contains(.exponent) ? .exponent : nil
        case .exponent: nil
        }
        return t.flatMap { placements.contains($0) ? $0 : nil }
    }
    var lowerTarget: TufPlacement? {
        let t: TufPlacement? = switch placement {
        case .exponent, .negative: .inline
        case .inline: placements.contains(.`subscript`) ? .`subscript` : nil
        case .`subscript`: nil
        }
        return t.flatMap { placements.contains($0) ? $0 : nil }
    }
}

/// A board's squares row by row, `rows` × `cols`, with no space between them: `square(i)` draws
/// the `i`-th of the core's cells (in reading order; none past `count`).
struct SquareGrid<Content: View>: View {
    let rows: Int
    let cols: Int
    let count: Int
    @ViewBuilder let square: (Int) -> Content

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { r in
                HStack(spacing: 0) {
                    ForEach(0..<cols, id: \.self) { c in
                        if r * cols + c < count { square(r * cols + c) }
                    }
                }
            }
        }
    }
}
