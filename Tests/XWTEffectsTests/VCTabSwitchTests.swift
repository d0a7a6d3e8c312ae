import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// VC's tab demo plays the animator reversed for the next tab (`reverse = fromIndex < toIndex`):
/// our run to B is the effect's back run from A to B, and the run back to A its forward run from B.
final class VCTabSwitchTests: XCTestCase {
    func testNextTabIsTheReversedAnimatorFromAToB() {
        let id = EffectID.named("vc-cube")
        let cube = id.makeEffect(.defaults(id)), tab = VCTabSwitch(base: cube)
        let swapped = TestScreens.context(swapped: true)
        var differs = false
        for p in [0.0, 0.3, 0.6, 1.0] {
            XCTAssertEqual(TestScreens.render(tab, .to, p), TestScreens.render(cube, .back, p, context: swapped), "to \(p)")
            XCTAssertEqual(TestScreens.render(tab, .back, p), TestScreens.render(cube, .to, p, context: swapped), "back \(p)")
            if TestScreens.render(tab, .to, p) != TestScreens.render(cube, .to, p) { differs = true }
        }
        XCTAssertEqual(TestScreens.render(tab, .to, 0), TestScreens.screenA)
        XCTAssertEqual(TestScreens.render(tab, .to, 1), TestScreens.screenB)
        XCTAssertTrue(differs, "the tab switch draws the navigation push: the test shows nothing")
    }
}
