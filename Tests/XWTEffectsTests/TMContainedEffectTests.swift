import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// A TM effect as a preset's container and TM options run it (`TMContainedEffect`): TM's defaults
/// change no pixel, `backAnimationType` plays that system type back, `isSystemBackAnimation`
/// UIKit's pop.
final class TMContainedEffectTests: XCTestCase {
    func cube(_ side: Side) -> any CatalogEffect {
        let id = EffectID.named("tm-cube")
        return id.makeEffect(TestScreens.parameters(id, ["direction": .choice(side.rawValue)]))
    }

    func contained(_ base: any CatalogEffect, _ container: Container, _ change: (inout TMContainerOptions) -> Void) -> TMContainedEffect {
        var options = TMContainerOptions.defaults
        change(&options)
        return TMContainedEffect(base: base, container: container, options: options)
    }

    let progresses = [0.0, 0.3, 0.6, 1.0]

    func testDefaultsDrawTheEffectsOwnFrames() {
        for container in [Container.navigation, .modal] {
            let plain = cube(.left), wrapped = contained(plain, container) { _ in }
            for direction in TransitionDirection.allCases {
                for p in progresses {
                    XCTAssertEqual(TestScreens.render(wrapped, direction, p), TestScreens.render(plain, direction, p), "\(container) \(direction) \(p)")
                }
            }
        }
    }

    /// A presented Cube FromLeft with backAnimationType cube-left dismisses as the cube turning
    /// from the left again (B to A), not as the automatic Cube FromRight.
    func testBackAnimationTypePlaysThatTypeBack() {
        let effect = contained(cube(.left), .modal) { $0.backAnimationType = "cube-left" }
        let swapped = TestScreens.context(swapped: true)
        var differs = false
        for p in progresses {
            let back = TestScreens.render(effect, .back, p)
            XCTAssertEqual(back, TestScreens.render(cube(.left), .to, p, context: swapped), "p = \(p)")
            if back != TestScreens.render(cube(.left), .back, p) { differs = true }
            XCTAssertEqual(TestScreens.render(effect, .to, p), TestScreens.render(cube(.left), .to, p), "forward p = \(p)")
        }
        XCTAssertTrue(differs, "cube-left back equals the automatic pairing: the test shows nothing")
    }

    /// isSystemBackAnimation in a navigation container: the pop is UIKit's, frame for frame, tapped or dragged.
    func testSystemBackAnimationPopsAsUIKit() {
        let effect = contained(cube(.left), .navigation) { $0.isSystemBackAnimation = true }
        let uikit = UIKitPush(.defaults(UIKitPush.id))
        let context = TestScreens.context()
        for p in progresses {
            for drive in [TransitionDrive.animated, .interactive] {
                let ours = Renderer(canvas: context.canvas).render(effect.scene(direction: .back, progress: p, drive: drive, in: context))
                let theirs = Renderer(canvas: context.canvas).render(uikit.scene(direction: .back, progress: p, drive: drive, in: context))
                XCTAssertEqual(ours, theirs, "p = \(p) \(drive)")
            }
            XCTAssertEqual(TestScreens.render(effect, .to, p), TestScreens.render(cube(.left), .to, p))
        }
        XCTAssertNotEqual(TestScreens.render(effect, .back, 0.5), TestScreens.render(cube(.left), .back, 0.5))
    }

    /// isSystemBackAnimation in a modal container: the dismissal is UIKit's full-screen one.
    func testSystemBackAnimationDismissesAsUIKit() {
        let effect = contained(cube(.left), .modal) { $0.isSystemBackAnimation = true }
        let uikit = UIKitModal(.defaults(UIKitModal.id))
        for p in progresses {
            XCTAssertEqual(TestScreens.render(effect, .back, p), TestScreens.render(uikit, .back, p), "p = \(p)")
            XCTAssertEqual(TestScreens.render(effect, .to, p), TestScreens.render(cube(.left), .to, p))
        }
    }

    /// UIKit's modal: B slides up from the bottom edge over A, which stays put. Halfway through
    /// (ease-in-out 0.5 = 0.5, a whole-pixel offset of H/2) the top half is A's and the bottom
    /// half B's top half; the dismissal halfway shows the same.
    func testUIKitModalSlidesTheNewScreenUpOverTheOld() {
        let modal = UIKitModal(.defaults(UIKitModal.id))
        let a = TestScreens.screenA, b = TestScreens.screenB, half = a.height / 2
        let frame = TestScreens.render(modal, .to, 0.5)
        var wrong = 0
        for y in 0..<a.height {
            for x in 0..<a.width where frame[x, y] != (y < half ? a[x, y] : b[x, y - half]) { wrong += 1 }
        }
        XCTAssertEqual(wrong, 0)
        XCTAssertEqual(TestScreens.render(modal, .back, 0.5), frame)
        XCTAssertEqual(TestScreens.render(modal, .to, 0), a)
        XCTAssertEqual(TestScreens.render(modal, .to, 1), b)
    }
}
