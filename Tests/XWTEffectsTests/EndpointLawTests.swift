import XCTest
import XWTEffects
import XWTEngine
import XWTMotion

/// Endpoint laws for every registered effect, variant and direction: each effect's descriptor
/// states its law (`EndpointLaw`), so a new effect is covered by registering it.
final class EndpointLawTests: XCTestCase {
    /// Effects whose default rectangles (points on a 375 × 667 screen) all lie outside the 60 × 100-pt
    /// test screens, with rectangles on them instead.
    static let onTestScreens: [String: [String: ParameterValue]] = [
        "wsl-shared-element": ["pairs": .rectPairs([RectPair(Rect(x: 4, y: 8, width: 20, height: 20), Rect(x: 0, y: 30, width: 60, height: 60))])]
    ]

    func testEndsFollowTheLawAndTheMiddleDiffersFromBoth() {
        let a = TestScreens.screenA, b = TestScreens.screenB
        for id in EffectID.allCases {
            for variant in TestScreens.variants(id, base: Self.onTestScreens[id.rawValue] ?? [:]) {
                let effect = id.makeEffect(variant.parameters)
                for direction in TransitionDirection.allCases {
                    let label = "\(id.rawValue) \(variant.name) \(direction.rawValue)"
                    let (from, to) = direction == .to ? (a, b) : (b, a)
                    let start = TestScreens.render(effect, direction, 0)
                    let end = TestScreens.render(effect, direction, 1)
                    // Some frame of the first half differs from both screens (no cut), p = 0.5 first. Not
                    // necessarily p = 0.5 itself: some runs are done early, e.g. TM RotationPresent's card
                    // leaves the screen before half-time of its back run.
                    let middles = [0.5, 0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.1, 0.05].lazy.map { TestScreens.render(effect, direction, $0) }
                    XCTAssertTrue(
                        middles.contains { $0.differingPixels(from) > 0 && $0.differingPixels(to) > 0 },
                        "\(label): no frame at p = 0.05…0.5 differs from both screens")
                    XCTAssertEqual(TestScreens.render(effect, direction, -0.3), start, "\(label): p < 0 is not clamped")
                    XCTAssertEqual(TestScreens.render(effect, direction, 1.2), end, "\(label): p > 1 is not clamped")
                    switch id.descriptor.endpointLaw {
                    case .exactEnds:
                        XCTAssertEqual(start.differingPixels(from), 0, "\(label): p = 0 is not the from screen")
                        XCTAssertEqual(end.differingPixels(to), 0, "\(label): p = 1 is not the to screen")
                    case let .startCircle(center, radius):
                        let (full, partial) = direction == .to ? (end, start) : (start, end)
                        XCTAssertEqual(full.differingPixels(b), 0, "\(label): the full circle is not B")
                        assertEqualOutsideStartCircle(partial, a, variant.parameters, center: center, radius: radius, label)
                    case .endsInPose:
                        if direction == .to {
                            XCTAssertEqual(start.differingPixels(a), 0, "\(label): p = 0 is not A")
                        } else {
                            XCTAssertEqual(end.differingPixels(a), 0, "\(label): p = 1 is not A")
                            let forwardEnd = TestScreens.render(effect, .to, 1)
                            XCTAssertEqual(start.differingPixels(forwardEnd), 0, "\(label): back start ≠ forward end")
                        }
                    }
                }
            }
        }
    }

    /// `frame` equals `screen` everywhere but the start circle (plus one pixel of anti-aliasing).
    private func assertEqualOutsideStartCircle(
        _ frame: Bitmap, _ screen: Bitmap, _ p: EffectParameters,
        center: String, radius: String, _ label: String
    ) {
        let canvas = TestScreens.canvas
        guard case let .point(c) = p.value(named: center), case let .number(r0) = p.value(named: radius) else {
            return XCTFail("\(label): the start-circle law names \(center) and \(radius), which are not a point and a number")
        }
        let r = r0 + 1
        let cx = c.x * canvas.size.width, cy = c.y * canvas.size.height
        var outside = 0, inside = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                if dx * dx + dy * dy > r * r {
                    if frame[x, y] != screen[x, y] { outside += 1 }
                } else if frame[x, y] != screen[x, y] {
                    inside += 1
                }
            }
        }
        XCTAssertEqual(outside, 0, "\(label): A changed outside the start circle")
        XCTAssertGreaterThan(inside, 0, "\(label): B does not show inside the start circle")
    }

    /// Every parameter but the durations (which only stretch the timeline) changes the p = 0.25,
    /// 0.3 or 0.5 frame or the gesture model (e.g. `legacy`, which changes how a release settles).
    /// Several instants, because some poses look alike whatever the parameter (a flip is edge-on
    /// at 0.5; VC Turn is blank there).
    func testEveryParameterChangesTheMiddleFrameOrTheGesture() {
        func middleFrames(_ effect: any CatalogEffect) -> [Bitmap] {
            TransitionDirection.allCases.flatMap { direction in [0.25, 0.3, 0.5].map { TestScreens.render(effect, direction, $0) } }
        }
        for id in EffectID.allCases {
            let onScreens = Self.onTestScreens[id.rawValue] ?? [:]
            let baseParameters = TestScreens.parameters(id, onScreens)
            let base = id.makeEffect(baseParameters)
            let baseFrames = middleFrames(base)
            for spec in id.parameters where spec.name != "toDuration" && spec.name != "backDuration" {
                for value in Self.alternatives(spec) {
                    let parameters = TestScreens.parameters(id, onScreens.merging([spec.name: value]) { $1 })
                    let effect = id.makeEffect(parameters)
                    let frames = middleFrames(effect)
                    XCTAssertTrue(
                        frames != baseFrames || id.gesture(parameters) != id.gesture(baseParameters),
                        "\(id.rawValue): \(spec.name) = \(value) changes nothing")
                }
            }
        }
    }

    /// Values other than the default, one per choice, one elsewhere in the range otherwise.
    static func alternatives(_ spec: ParameterSpec) -> [ParameterValue] {
        switch (spec.kind, spec.defaultValue) {
        case let (.number(min, max), .number(x)):
            return [.number(x < max ? x + 0.37 * (max - x) : x - 0.37 * (x - min))]
        case let (.integer(min, max), .number(x)):
            return [.number(x < Double(max) ? x + 1 : Double(min))]
        case let (.bool, .bool(b)):
            return [.bool(!b)]
        case let (.choice(names), .choice(name)):
            return names.filter { $0 != name }.map { .choice($0) }
        case let (.point, .point(p)):
            return [.point(Point(1 - p.x / 2, 1 - p.y / 2))]
        case let (.rect, .rect(r)):
            return [.rect(Rect(x: r.minX + r.width / 2, y: r.minY + r.height / 4, width: r.width / 2, height: r.height / 2))]
        case let (.rectPairs, .rectPairs(pairs)):
            return [.rectPairs(pairs.map { RectPair($0.second, $0.first) })]
        case (.declaration, .declaration):
            // The to screen springs up from half size while fading in; back declared, an ease-in fade.
            let spring = TimingCurve.spring(Spring(damping: 0.6, initialVelocity: 0, duration: 0.5))
            let forward = DeclaredRun(
                duration: 0.5,
                layers: [
                    DeclaredLayer(content: .screen(.from)),
                    DeclaredLayer(
                        content: .screen(.to),
                        tracks: [.scaleX: .ramp(0.5, 1, timing: spring), .scaleY: .ramp(0.5, 1, timing: spring), .opacity: .ramp(0, 1, to: 0.4)]),
                ])
            let back = DeclaredRun(
                duration: 0.3,
                layers: [DeclaredLayer(content: .screen(.to)), DeclaredLayer(content: .screen(.from), tracks: [.opacity: .ramp(1, 0, timing: .easeIn)])])
            return [.declaration(DeclaredEffect(forward: forward, back: back))]
        default:
            XCTFail("\(spec.name): default does not match its kind")
            return []
        }
    }
}
