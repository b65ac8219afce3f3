import TuffestCore

/// Field-to-field mapping from the generated UniFFI records to the screens' models. No rules.
enum CoreBridge {
    static func colour(_ c: TufColour) -> CubeColour {
        switch c { case .blue: .blue; case .green: .green; case .red: .red; case .yellow: .yellow; case .white: .white; case .orange: .orange }
    }
    static func role(_ r: TufRole) -> Role {
        switch r { case .plain: .plain; case .negative: .negative; case .multiply: .multiply; case .open: .open; case .close: .close; case .decimalPoint: .decimalPoint }
    }
    static func role(_ r: Role) -> TufRole {
        switch r { case .plain: .plain; case .negative: .negative; case .multiply: .multiply; case .open: .open; case .close: .close; case .decimalPoint: .decimalPoint }
    }
    static func placement(_ p: Placement) -> TufPlacement {
        switch p { case .inline: .inline; case .negative: .negative; case .exponent: .exponent; case .subscript: .subscript }
    }
    private static func placement(shifts: [TufShift], role: TufRole) -> Placement {
        if shifts.first == .up { return .exponent }
        if shifts.first == .down { return .subscript }
        return role == .negative ? .negative : .inline
    }
    private static func cube(_ c: TufCube, _ p: Placement = .inline, _ r: Role = .plain) -> CubeModel {
        // Missing in the core: the placements and roles this cube may take in this game; every
        // placement is offered and the core's checked edits refuse the forbidden ones.
        CubeModel(id: Int(c.id), face: c.symbol, spoken: c.spoken, colour: colour(c.colour), placement: p, role: r, placements: Placement.allCases, roles: [])
    }

    static func board(_ v: TufBoardView, declareCall: String, canDeclare: Bool, locked: Bool) -> BoardModel {
        let cubes = Dictionary(uniqueKeysWithValues: v.roll.cubes.map { ($0.id, $0) })
        let row: [RowItem] = v.layout.map { item in
            switch item {
            case .gap(let shifts): return .gap(placement(shifts: shifts, role: .plain))
            case .cube(let cubeId, _, let symbol, let r, let shifts):
                let p = placement(shifts: shifts, role: r)
                if let id = cubeId, let c = cubes[id] { return .cube(cube(c, p, role(r))) }
                return .cube(CubeModel(id: -1, face: symbol, spoken: symbol, colour: .white, placement: p, role: role(r)))
            }
        }
        return BoardModel(tray: v.unused.compactMap { cubes[$0].map { cube($0) } }, row: row,
                          normal: v.verdict.normal, spokenEquation: v.verdict.normal, // missing: spoken equation
                          valid: v.verdict.valid, reason: v.verdict.reason, cubeValue: Int(v.verdict.cubeValue),
                          canDeclare: canDeclare && v.verdict.valid, declareCall: declareCall, locked: locked)
    }
}
