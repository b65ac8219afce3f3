import SwiftUI

/// A player's board: normal notation above, the row of cubes (drag to move; drag up or down to
/// raise or lower; tap to select), the live verdict, the unused cubes and the declare button.
struct BoardScreenPart: View {
    let board: BoardModel
    let actions: BoardActions
    var compact = false
    @State var selected: Int?
    @ScaledMetric var side: CGFloat = 48

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(board.normal.isEmpty ? L("board_empty_hint") : board.normal)
                .font(compact ? .headline : .title2)
                .frame(maxWidth: .infinity)
                .multilineTextAlignment(.center)
                .accessibilityLabel(board.spokenEquation.isEmpty ? board.normal : board.spokenEquation)
                .accessibilityAddTraits(.isHeader)

            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 4) {
                    ForEach(Array(board.row.enumerated()), id: \.offset) { index, item in
                        switch item {
                        case .gap:
                            RoundedRectangle(cornerRadius: 4).stroke(Color.secondary)
                                .frame(width: 18, height: side)
                                .onTapGesture { if !board.locked { actions.toggleGap(at: index) } }
                                .accessibilityLabel(L("a11y_gap"))
                                .accessibilityAddTraits(.isButton)
                        case .cube(let cube):
                            rowCube(cube, index: index)
                        }
                    }
                    if board.row.isEmpty { Text(L("board_drop_here")).foregroundStyle(.secondary) }
                }
                .padding(.vertical, 28).padding(.horizontal, 8)
            }
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
            .accessibilityLabel(L("a11y_row"))

            HStack {
                Image(systemName: board.valid ? "checkmark.circle.fill" : "xmark.circle")
                    .foregroundStyle(board.valid ? .green : .red)
                Text(board.valid ? L("verdict_valid", board.cubeValue) : (board.reason ?? L("verdict_incomplete")))
            }
            .accessibilityElement(children: .combine)

            if let i = selected, i < board.row.count, case .cube(let cube) = board.row[i], !board.locked {
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

            if !board.tray.isEmpty { Text(L("tray_title")).font(.subheadline) }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: side + 6))], alignment: .leading, spacing: 6) {
                ForEach(board.tray) { cube in
                    CubeTile(cube: cube)
                        .onTapGesture { if !board.locked { actions.place(cubeId: cube.id, at: board.row.count) } }
                        .accessibilityAction(named: L("place_in_row")) { actions.place(cubeId: cube.id, at: board.row.count) }
                }
            }

            HStack {
                Button(L("clear")) { actions.clear(); selected = nil }.buttonStyle(.bordered)
                    .disabled(board.locked || board.row.isEmpty)
                if board.canChallenge {
                    Button(L("tuf_error")) { actions.challenge() }.buttonStyle(.bordered).bold()
                }
                Spacer()
                Button { actions.declare() } label: {
                    Text(board.declareCall + "!").font(.title2.weight(.black)).padding(.horizontal, 16)
                }
                .buttonStyle(.borderedProminent).controlSize(.large)
                .disabled(!board.canDeclare)
                .accessibilityLabel(L("a11y_declare", board.declareCall))
            }
            // Why declaring is not live, in the core's words.
            if !board.canDeclare && !board.declareBlocked.isEmpty {
                Text(board.declareBlocked).font(.footnote).frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
        .padding(.horizontal, 12)
    }

    private func offset(_ p: Placement) -> CGFloat {
        switch p { case .inline: 0; case .negative: -12; case .exponent: -24; case .`subscript`: 22 }
    }

    @ViewBuilder
    private func rowCube(_ cube: CubeModel, index: Int) -> some View {
        let small = cube.placement == .exponent || cube.placement == .`subscript`
        CubeTile(cube: cube, selected: selected == index)
            .scaleEffect(small ? 0.72 : 1)
            .offset(y: offset(cube.placement))
            .onTapGesture { selected = selected == index ? nil : index }
            .gesture(board.locked ? nil : DragGesture(minimumDistance: 12).onEnded { g in
                let dx = g.translation.width, dy = g.translation.height
                if dy < -side * 0.4, let t = cube.raiseTarget { actions.setPlacement(at: index, t) }
                else if dy > side * 0.4, let t = cube.lowerTarget { actions.setPlacement(at: index, t) }
                else {
                    let steps = Int((dx / (side + 4)).rounded())
                    if steps != 0 { actions.move(from: index, to: max(0, min(board.row.count - 1, index + steps))) }
                }
            })
            .accessibilityActions {
                if !board.locked {
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

func placementName(_ p: Placement) -> String {
    switch p { case .inline: L("placement_inline"); case .negative: L("placement_negative"); case .exponent: L("placement_exponent"); case .`subscript`: L("placement_subscript") }
}

func roleName(_ r: Role) -> String {
    switch r {
    case .plain: L("role_plain"); case .negative: L("placement_negative"); case .multiply: L("role_multiply")
    case .open: L("role_open"); case .close: L("role_close"); case .decimalPoint: L("role_decimal_point")
    }
}
