import SwiftUI
import TuffestCore

/// A rectangle with cut corners (red and orange cubes' outline cue).
struct CutCorners: Shape {
    var cut: CGFloat
    var corners: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    func path(in r: CGRect) -> Path {
        func c(_ k: UIRectCorner) -> CGFloat { corners.contains(k) ? cut : 0 }
        var p = Path()
        p.move(to: CGPoint(x: r.minX + c(.topLeft), y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - c(.topRight), y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY + c(.topRight)))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - c(.bottomRight)))
        p.addLine(to: CGPoint(x: r.maxX - c(.bottomRight), y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX + c(.bottomLeft), y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX, y: r.maxY - c(.bottomLeft)))
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + c(.topLeft)))
        p.closeSubpath()
        return p
    }
}

/// Colour, ink, outline and border pattern of a cube colour: Okabe–Ito colours (safe for the
/// common colour-vision deficiencies), each with its own outline and border so colour is never
/// the only cue (same scheme as the Android app).
struct CubeStyle {
    let fill: Color, ink: Color, edge: Color
    let shape: AnyShape
    let dash: [CGFloat]
    let lineWidth: CGFloat
    let double: Bool
    let colourKey: String

    /// The style of the core's colour name (`blue`, `green`, `red`, `yellow`, `orange`; else white).
    static func of(_ colour: String) -> CubeStyle {
        switch colour {
        case "blue": CubeStyle(fill: Color(hex: 0x0072B2), ink: .white, edge: Color(hex: 0x003F63), shape: AnyShape(RoundedRectangle(cornerRadius: 3)), dash: [], lineWidth: 3, double: false, colourKey: "colour_blue")
        case "green": CubeStyle(fill: Color(hex: 0x009E73), ink: .white, edge: Color(hex: 0x00573F), shape: AnyShape(RoundedRectangle(cornerRadius: 12)), dash: [], lineWidth: 2, double: true, colourKey: "colour_green")
        case "red": CubeStyle(fill: Color(hex: 0xD55E00), ink: .white, edge: Color(hex: 0x7A3600), shape: AnyShape(CutCorners(cut: 7)), dash: [8, 5], lineWidth: 4, double: false, colourKey: "colour_red")
        case "yellow": CubeStyle(fill: Color(hex: 0xF0E442), ink: Color(hex: 0x222200), edge: Color(hex: 0x8A8300), shape: AnyShape(UnevenRoundedRectangle(topLeadingRadius: 16, bottomLeadingRadius: 3, bottomTrailingRadius: 16, topTrailingRadius: 3)), dash: [2, 3], lineWidth: 4, double: false, colourKey: "colour_yellow")
        case "orange": CubeStyle(fill: Color(hex: 0xE69F00), ink: Color(hex: 0x1A1000), edge: Color(hex: 0x7A5500), shape: AnyShape(CutCorners(cut: 10, corners: [.topRight, .bottomLeft])), dash: [], lineWidth: 3, double: false, colourKey: "colour_orange")
        default: CubeStyle(fill: Color(hex: 0xFAFAFA), ink: Color(hex: 0x111111), edge: Color(hex: 0x444444), shape: AnyShape(RoundedRectangle(cornerRadius: 3)), dash: [], lineWidth: 6, double: false, colourKey: "colour_white")
        }
    }
}

extension Color {
    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}

/// What VoiceOver says for a cube: colour, face (the core's `spoken`), role and where it sits.
func cubeLabel(colour: String, spoken: String, placement: TufPlacement, role: TufRole) -> String {
    var parts = [L("a11y_cube", L(CubeStyle.of(colour).colourKey), spoken)]
    switch role {
    case .multiply: parts.append(L("role_multiply"))
    case .open: parts.append(L("role_open"))
    case .close: parts.append(L("role_close"))
    case .decimalPoint: parts.append(L("role_decimal_point"))
    default: break
    }
    switch placement {
    case .negative: parts.append(L("a11y_raised_negative"))
    case .exponent: parts.append(L("a11y_in_exponent"))
    case .`subscript`: parts.append(L("a11y_in_subscript"))
    case .inline: break
    }
    return parts.joined(separator: ", ")
}

/// One cube, drawn with its colour (the core's colour name) and its shape cue; its face as printed
/// (`glyph`); the (×) cube shows its chosen use (`role`).
struct CubeTile: View {
    let glyph: String
    let colour: String
    let spoken: String
    var placement: TufPlacement = .inline
    var role: TufRole = .plain
    var selected = false
    @AppStorage("shapeCues") var shapeCues = true
    @AppStorage("largeCubes") var largeCubes = false
    @ScaledMetric(relativeTo: .title2) var side: CGFloat = 48

    var body: some View {
        let s = CubeStyle.of(colour)
        let shape = shapeCues ? s.shape : AnyShape(RoundedRectangle(cornerRadius: 6))
        let size = largeCubes ? side * 1.25 : side
        ZStack {
            shape.fill(s.fill)
            shape.stroke(s.edge, style: StrokeStyle(lineWidth: shapeCues ? s.lineWidth : 3, dash: shapeCues ? s.dash : []))
            if shapeCues && s.double { shape.inset(by: 5).stroke(s.edge, lineWidth: 2) }
            if selected { shape.stroke(Color.accentColor, lineWidth: 4) }
            Text(glyph)
                .font(.system(size: glyph.count > 2 ? size * 0.3 : size * 0.45, weight: .bold))
                .foregroundStyle(s.ink)
                .minimumScaleFactor(0.5)
            if let mark = roleMark {
                Text(mark).font(.caption2.bold()).foregroundStyle(s.ink)
                    .frame(maxHeight: .infinity, alignment: .bottom).padding(.bottom, 2)
            }
        }
        .frame(width: size, height: size)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(cubeLabel(colour: colour, spoken: spoken, placement: placement, role: role))
        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }

    private var roleMark: String? {
        switch role { case .open: "("; case .close: ")"; case .multiply: "×"; case .decimalPoint: "•"; default: nil }
    }
}

extension CubeTile {
    /// A cube of the roll not yet placed (the core's `TufCubeView`).
    init(cube: TufCubeView, selected: Bool = false) {
        self.init(glyph: cube.glyph, colour: cube.colour, spoken: cube.spoken, selected: selected)
    }
    /// A cube in the row (the core's `TufItemView`, not a gap), where it sits and in its role.
    init(item: TufItemView, selected: Bool = false) {
        self.init(glyph: item.glyph, colour: item.colour, spoken: item.spoken, placement: item.placement, role: item.role, selected: selected)
    }
}

extension Shape {
    func inset(by amount: CGFloat) -> some Shape { InsetShape(base: AnyShape(self), amount: amount) }
}
struct InsetShape: Shape {
    let base: AnyShape; let amount: CGFloat
    func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
}

/// m:ss, rounded up.
func clockText(_ ms: UInt64) -> String { let s = (ms + 999) / 1000; return String(format: "%d:%02d", s / 60, s % 60) }

/// The running timer in its colour (the core's timer colour name: `red`, `yellow`, `blue`,
/// `combined`, `limit`), as a draining ring; `windowMs` is the whole time the ring stands for.
struct TimerBadge: View {
    let colourName: String
    let remainingMs: UInt64
    let windowMs: UInt64
    let paused: Bool
    let lastTenSeconds: Bool
    var body: some View {
        let (colour, name): (Color, String) = switch colourName {
        case "red": (Color(hex: 0xD55E00), L("timer_red"))
        case "yellow": (Color(hex: 0xF0E442), L("timer_yellow"))
        case "blue": (Color(hex: 0x0072B2), L("timer_blue"))
        case "combined": (Color(hex: 0xCC79A7), L("timer_combined"))
        default: (Color(hex: 0x009E73), L("timer_limit"))
        }
        let fraction = windowMs > 0 ? Double(remainingMs) / Double(windowMs) : 0
        HStack(spacing: 6) {
            ZStack {
                Circle().stroke(Color.secondary.opacity(0.25), lineWidth: 5)
                Circle().trim(from: 0, to: fraction).stroke(colour, style: StrokeStyle(lineWidth: 5, lineCap: .round)).rotationEffect(.degrees(-90))
            }.frame(width: 28, height: 28)
            Text(clockText(remainingMs)).font(.title3.monospacedDigit().bold())
                .foregroundStyle(lastTenSeconds ? .red : .primary)
            Text(paused ? "\(name) · \(L("paused"))" : name).font(.caption)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(paused ? L("a11y_timer_paused", name, clockText(remainingMs)) : L("a11y_timer", name, clockText(remainingMs)))
        // VoiceOver announces the time by itself only as it crosses a minute, ten seconds and
        // time up, not every second.
        .onChange(of: timerMilestone(remainingMs)) { milestone in
            if let milestone { UIAccessibility.post(notification: .announcement, argument: L(milestone)) }
        }
    }
}

extension TimerBadge {
    /// TUF's timer (the core's `TufTimerView`); `paused`: the match is (the table view's `paused`).
    init(timer: TufTimerView, paused: Bool) {
        self.init(colourName: timer.colour, remainingMs: timer.remainingMs, windowMs: timer.windowMs, paused: paused, lastTenSeconds: timer.lastTenSeconds)
    }
}

/// The string key VoiceOver announces as the time left crosses a minute, ten seconds and zero.
func timerMilestone(_ remainingMs: UInt64) -> String? {
    if remainingMs == 0 { return "a11y_time_up" }
    if remainingMs <= 10_000 { return "a11y_ten_seconds" }
    if remainingMs <= 60_000 { return "a11y_one_minute" }
    return nil
}
