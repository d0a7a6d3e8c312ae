import XWTEngine

/// Small line-art symbols (SF Symbols look-alikes) drawn from primitives, centred on a point.
///
/// Unit: `size` is the symbol's nominal box edge in points.
enum MockIcon: Sendable {
    case chevronRight, chevronLeft, magnifier, compose, bubble, clock, person, gear
    case photo, heart, albums, airplane, wifi, bluetooth, antenna, link, bell, speaker, moon
    case hourglass, toggles, textSize, grid, accessibility, flower, share, ellipsis, star, lock, phone

    /// Draws the symbol in `color` centred at `c`, fitting a `size`-point box.
    func draw(_ p: inout MockPainter, _ c: Point, size: Double, _ color: Color) {
        let s = size / 2
        let lw = max(1.2, size * 0.09)
        func pt(_ x: Double, _ y: Double) -> Point { Point(c.x + x * s, c.y + y * s) }
        switch self {
        case .chevronRight:
            p.polyline([pt(-0.3, -0.6), pt(0.3, 0), pt(-0.3, 0.6)], width: size * 0.13, color)
        case .chevronLeft:
            p.polyline([pt(0.3, -0.6), pt(-0.3, 0), pt(0.3, 0.6)], width: size * 0.13, color)
        case .magnifier:
            p.ring(pt(-0.12, -0.12), s * 0.62, width: lw, color)
            p.polyline([pt(0.36, 0.36), pt(0.8, 0.8)], width: lw * 1.3, color)
        case .compose:
            p.strokeRounded(
                Rect(x: c.x - s * 0.85, y: c.y - s * 0.6, width: s * 1.45, height: s * 1.45), radius: s * 0.3,
                width: lw, color)
            p.polyline([pt(-0.15, 0.3), pt(0.8, -0.65)], width: lw * 1.2, color)
        case .bubble:
            p.ellipse(Rect(x: c.x - s * 0.95, y: c.y - s * 0.8, width: s * 1.9, height: s * 1.5), color)
            p.polygon([pt(-0.6, 0.3), pt(-0.85, 0.9), pt(-0.1, 0.55)], color)
        case .clock:
            p.circle(c, s * 0.92, color)
            p.polyline([pt(0, -0.55), pt(0, 0), pt(0.4, 0.25)], width: lw * 1.1, .white)
        case .person:
            p.circle(pt(0, -0.42), s * 0.42, color)
            p.clipped(to: Rect(x: c.x - s, y: c.y - s, width: 2 * s, height: s * 1.9)) { q in
                q.ellipse(Rect(x: c.x - s * 0.85, y: c.y + s * 0.12, width: s * 1.7, height: s * 1.5), color)
            }
        case .gear:
            for i in 0..<8 {
                let a = Double(i) * .pi / 4
                p.polyline([pt(0, 0), pt(0.82 * mockCos(a), 0.82 * mockSin(a))], width: s * 0.36, color)
            }
            p.circle(c, s * 0.68, color)
            p.circle(c, s * 0.28, .white)
        case .photo:
            let r = Rect(x: c.x - s * 0.95, y: c.y - s * 0.75, width: s * 1.9, height: s * 1.5)
            p.fill(r, radius: s * 0.25, color)
            p.circle(pt(0.4, -0.3), s * 0.17, .white)
            p.polygon([pt(-0.75, 0.55), pt(-0.25, -0.1), pt(0.15, 0.35), pt(0.35, 0.15), pt(0.75, 0.55)], .white)
        case .heart:
            heart(&p, c, s, color)
        case .albums:
            p.fill(Rect(x: c.x - s * 0.6, y: c.y - s * 0.95, width: s * 1.2, height: s * 0.3), radius: s * 0.1, color)
            p.fill(Rect(x: c.x - s * 0.95, y: c.y - s * 0.5, width: s * 1.9, height: s * 1.4), radius: s * 0.22, color)
        case .airplane:
            p.polyline([pt(-0.75, 0), pt(0.8, 0)], width: s * 0.32, color)
            p.polygon([pt(-0.1, -0.12), pt(-0.45, -0.9), pt(-0.2, -0.9), pt(0.35, -0.1)], color)
            p.polygon([pt(-0.1, 0.12), pt(-0.45, 0.9), pt(-0.2, 0.9), pt(0.35, 0.1)], color)
            p.polygon([pt(-0.75, 0), pt(-0.95, -0.45), pt(-0.8, -0.45), pt(-0.5, -0.05)], color)
            p.polygon([pt(-0.75, 0), pt(-0.95, 0.45), pt(-0.8, 0.45), pt(-0.5, 0.05)], color)
        case .wifi:
            MockIcon.wifiArcs(&p, pt(0, 0.7), s * 1.55, lw * 1.15, color)
        case .bluetooth:
            p.polyline(
                [pt(-0.45, -0.4), pt(0.4, 0.4), pt(0, 0.8), pt(0, -0.8), pt(0.4, -0.4), pt(-0.45, 0.4)],
                width: lw * 1.1, color)
        case .antenna:
            for i in 0..<4 {
                let h = 0.45 + Double(i) * 0.4
                p.fill(
                    Rect(x: c.x + s * (-0.85 + Double(i) * 0.46), y: c.y + s * (0.8 - h), width: s * 0.3, height: s * h),
                    radius: s * 0.08, color)
            }
        case .link:
            p.strokeRounded(
                Rect(x: c.x - s * 0.9, y: c.y - s * 0.32, width: s * 1.05, height: s * 0.64), radius: s * 0.32,
                width: lw * 1.1, color)
            p.strokeRounded(
                Rect(x: c.x - s * 0.15, y: c.y - s * 0.32, width: s * 1.05, height: s * 0.64), radius: s * 0.32,
                width: lw * 1.1, color)
        case .bell:
            p.fill(Rect(x: c.x - s * 0.55, y: c.y - s * 0.75, width: s * 1.1, height: s * 1.3), radius: s * 0.5, color)
            p.fill(Rect(x: c.x - s * 0.8, y: c.y + s * 0.2, width: s * 1.6, height: s * 0.35), radius: s * 0.15, color)
            p.circle(pt(0, 0.72), s * 0.2, color)
        case .speaker:
            p.polygon([pt(-0.8, -0.3), pt(-0.4, -0.3), pt(0.15, -0.8), pt(0.15, 0.8), pt(-0.4, 0.3), pt(-0.8, 0.3)], color)
            p.fillArc(pt(0.15, 0), s * 0.45, width: lw, from: -0.9, to: 0.9, color)
            p.fillArc(pt(0.15, 0), s * 0.75, width: lw, from: -0.9, to: 0.9, color)
        case .moon:
            p.fillShape(bounds: Rect(x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s), color) { x, y in
                let d1 = ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot() - s * 0.8
                let ox = c.x + s * 0.45, oy = c.y - s * 0.35
                let d2 = ((x - ox) * (x - ox) + (y - oy) * (y - oy)).squareRoot() - s * 0.62
                return max(d1, -d2)
            }
        case .hourglass:
            p.polygon([pt(-0.6, -0.85), pt(0.6, -0.85), pt(0.08, 0), pt(0.6, 0.85), pt(-0.6, 0.85), pt(-0.08, 0)], color)
        case .toggles:
            p.strokeRounded(
                Rect(x: c.x - s * 0.85, y: c.y - s * 0.75, width: s * 1.7, height: s * 0.6), radius: s * 0.3,
                width: lw, color)
            p.circle(pt(0.5, -0.45), s * 0.22, color)
            p.fill(Rect(x: c.x - s * 0.85, y: c.y + s * 0.15, width: s * 1.7, height: s * 0.6), radius: s * 0.3, color)
        case .textSize:
            p.text("A", x: c.x - s * 0.05, baseline: c.y + s * 0.55, MockFont(s * 1.3, .bold), color, align: .right)
            p.text("A", x: c.x + s * 0.05, baseline: c.y + s * 0.55, MockFont(s * 0.9, .bold), color, align: .left)
        case .grid:
            for i in 0..<3 {
                for j in 0..<3 {
                    p.fill(
                        Rect(
                            x: c.x + s * (-0.85 + Double(i) * 0.62), y: c.y + s * (-0.85 + Double(j) * 0.62),
                            width: s * 0.46, height: s * 0.46), radius: s * 0.12, color)
                }
            }
        case .accessibility:
            p.ring(c, s * 0.85, width: lw, color)
            p.circle(pt(0, -0.45), s * 0.14, color)
            p.polyline([pt(-0.45, -0.2), pt(0.45, -0.2)], width: lw, color)
            p.polyline([pt(-0.25, 0.55), pt(0, -0.1), pt(0.25, 0.55)], width: lw, color)
        case .flower:
            for i in 0..<6 {
                let a = Double(i) * .pi / 3
                p.circle(pt(0.45 * mockCos(a), 0.45 * mockSin(a)), s * 0.34, color)
            }
            p.circle(c, s * 0.22, MockColor.withAlpha(.white, 0.6))
        case .share:
            p.polyline(
                [pt(-0.45, -0.2), pt(-0.7, -0.2), pt(-0.7, 0.85), pt(0.7, 0.85), pt(0.7, -0.2), pt(0.45, -0.2)],
                width: lw, color)
            p.polyline([pt(0, 0.3), pt(0, -0.9)], width: lw, color)
            p.polyline([pt(-0.35, -0.55), pt(0, -0.9), pt(0.35, -0.55)], width: lw, color)
        case .ellipsis:
            for i in -1...1 { p.circle(pt(Double(i) * 0.55, 0), s * 0.17, color) }
        case .star:
            var pts: [Point] = []
            for i in 0..<10 {
                let a = -Double.pi / 2 + Double(i) * .pi / 5
                let r = i % 2 == 0 ? 1.0 : 0.45
                pts.append(pt(r * mockCos(a), r * mockSin(a) + 0.08))
            }
            p.polygon(pts, color)
        case .lock:
            p.fill(Rect(x: c.x - s * 0.65, y: c.y - s * 0.1, width: s * 1.3, height: s * 0.95), radius: s * 0.15, color)
            p.fillArc(pt(0, -0.3), s * 0.38, width: lw * 1.2, from: .pi, to: 2 * .pi, color)
            p.polyline([pt(-0.38, -0.3), pt(-0.38, -0.1)], width: lw * 1.2, color)
            p.polyline([pt(0.38, -0.3), pt(0.38, -0.1)], width: lw * 1.2, color)
        case .phone:
            p.polyline(
                [pt(-0.55, -0.7), pt(-0.7, -0.35), pt(-0.45, 0.15), pt(0.05, 0.6), pt(0.45, 0.75), pt(0.7, 0.55)],
                width: s * 0.38, color)
        }
    }

    /// Three concentric Wi-Fi arcs plus the dot, opening upwards from `bottom`; `radius` of the outer arc.
    static func wifiArcs(_ p: inout MockPainter, _ bottom: Point, _ radius: Double, _ width: Double, _ color: Color) {
        let spread = 0.78
        for k in 0..<3 {
            let r = radius * (1 - Double(k) * 0.33) - width / 2
            p.fillArc(bottom, r - width * 0.2, width: width, from: -.pi / 2 - spread, to: -.pi / 2 + spread, color)
        }
        p.fillShape(bounds: Rect(x: bottom.x - radius * 0.2, y: bottom.y - radius * 0.3, width: radius * 0.4, height: radius * 0.3), color) { x, y in
            let dx = x - bottom.x, dy = y - bottom.y
            let r = (dx * dx + dy * dy).squareRoot()
            let angle = mockAtan2(dx, -dy)
            return max(r - radius * 0.24, (abs(angle) - spread) * r, dy)
        }
    }

    private func heart(_ p: inout MockPainter, _ c: Point, _ s: Double, _ color: Color) {
        p.circle(Point(c.x - s * 0.42, c.y - s * 0.25), s * 0.48, color)
        p.circle(Point(c.x + s * 0.42, c.y - s * 0.25), s * 0.48, color)
        p.polygon([Point(c.x - s * 0.88, c.y - s * 0.1), Point(c.x + s * 0.88, c.y - s * 0.1), Point(c.x, c.y + s * 0.85)], color)
    }
}

extension MockPainter {
    /// Strokes an arc of `radius` (stroke centre) about `center`, between angles `a0`…`a1` (radians,
    /// clockwise from +x in y-down space) with round caps, `width` points thick.
    mutating func fillArc(_ center: Point, _ radius: Double, width: Double, from a0: Double, to a1: Double, _ color: Color) {
        let o = radius + width
        let p0 = Point(center.x + radius * mockCos(a0), center.y + radius * mockSin(a0))
        let p1 = Point(center.x + radius * mockCos(a1), center.y + radius * mockSin(a1))
        let mid = (a0 + a1) / 2, half = (a1 - a0) / 2
        fillShape(bounds: Rect(x: center.x - o, y: center.y - o, width: 2 * o, height: 2 * o), color) { x, y in
            let dx = x - center.x, dy = y - center.y
            let a = mockAtan2(dy, dx)
            var diff = a - mid
            while diff > .pi { diff -= 2 * .pi }
            while diff < -.pi { diff += 2 * .pi }
            let d: Double
            if abs(diff) <= half {
                d = abs((dx * dx + dy * dy).squareRoot() - radius)
            } else {
                let e0 = ((x - p0.x) * (x - p0.x) + (y - p0.y) * (y - p0.y)).squareRoot()
                let e1 = ((x - p1.x) * (x - p1.x) + (y - p1.y) * (y - p1.y)).squareRoot()
                d = min(e0, e1)
            }
            return d - width / 2
        }
    }
}
