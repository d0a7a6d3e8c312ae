import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// Effects that hide a shared element's view (XW MagicMove, WSL's shared-element push and pop)
/// leave the buttons floating over it in place: a hole is filled with the colour around it, under
/// the screen's controls (`EffectContext.controlsA/B`), as hiding an image view leaves its siblings.
final class HiddenElementControlsTests: XCTestCase {
    /// The element: a square on A, a wide picture on B (pt on the 60 × 100 test canvas).
    static let pair = RectPair(Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 0, y: 40, width: 60, height: 40))

    /// A control inside each hole, where no flying snapshot is at that progress (checked): on B
    /// low in its picture, on A high in its square. WSL's push springs past its end at 0.5, so it
    /// is looked at early.
    func testHolesKeepTheControlsFloatingOverTheHiddenElement() {
        let cases: [(id: String, direction: TransitionDirection, onB: Bool, progress: Double)] = [
            ("magic-move", .to, true, 0.5), ("magic-move", .back, true, 0.5), ("magic-move", .to, false, 0.5),
            ("wsl-shared-element", .to, true, 0.1), ("wsl-shared-element", .back, false, 0.5),
        ]
        for (id, direction, onB, progress) in cases {
            let effect = EffectID.named(id).makeEffect(TestScreens.parameters(.named(id), ["pairs": .rectPairs([Self.pair])]))
            let (probe, clear) = onB ? ((10, 75), (50, 75)) : ((15, 12), (25, 12))
            var controls = Bitmap(width: 60, height: 100)
            controls[probe.0, probe.1] = RGBA8(r: 0, g: 128, b: 0, a: 128)
            let plain = TestScreens.context()
            let withControls = EffectContext(
                canvas: plain.canvas, screenA: plain.screenA, screenB: plain.screenB, background: plain.background, seed: plain.seed,
                controls: onB ? (nil, controls) : (controls, nil))
            let without = TestScreens.render(effect, direction, progress, context: plain)
            let with = TestScreens.render(effect, direction, progress, context: withControls)
            let label = "\(id) \(direction.rawValue), controls on \(onB ? "B" : "A")"
            let snapshots = effect.scene(direction: direction, progress: progress, in: plain).layers.filter { $0.bounds.width < 60 }
            XCTAssertFalse(snapshots.isEmpty, label)
            for layer in snapshots {
                let left = layer.position.x - layer.bounds.width / 2, top = layer.position.y - layer.bounds.height / 2
                let covers = { (x: Int, y: Int) in
                    Double(x) + 1 > left && Double(x) < left + layer.bounds.width && Double(y) + 1 > top && Double(y) < top + layer.bounds.height
                }
                XCTAssertFalse(covers(probe.0, probe.1) || covers(clear.0, clear.1), "\(label): a snapshot covers the probes")
            }
            XCTAssertNotEqual(with[probe.0, probe.1], without[probe.0, probe.1], "\(label): the control shows over the hole")
            XCTAssertEqual(with[clear.0, clear.1], without[clear.0, clear.1], "\(label): the hole's fill beside it")
        }
    }
}
