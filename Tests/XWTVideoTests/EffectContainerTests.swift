import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTScreens

@testable import XWTVideo

/// `still`/`sheet --effect --container`: a lone effect runs in a container as a preset naming it
/// does (the bar still over bar-less pictures; a tab switch as VC's tab demo plays it).
final class EffectContainerTests: XCTestCase {
    let canvas = Canvas(width: 375, height: 667, scale: 1)
    let cube = EffectID(rawValue: "tm-cube")!, vcCube = EffectID(rawValue: "vc-cube")!

    func screens() throws -> TransitionScreens {
        try TransitionScreens(
            from: .mock(.list), to: .mock(.detail), canvas: canvas, device: nil, appearance: .light, statusBar: .none,
            fit: .fill, screensHaveStatusBar: false, seed: 1, origins: (.override("--from"), .override("--to")))
    }

    func chrome() -> (a: ScreenChrome, b: ScreenChrome) {
        let device = Device.custom(width: 375, height: 667)
        return (MockScreen.list.chrome(device: device, size: canvas.size), MockScreen.detail.chrome(device: device, size: canvas.size))
    }

    func testNavigationKeepsTheBarStillInALoneEffect() throws {
        let pair = try screens(), chrome = chrome()
        let rows = Int(min(chrome.a.navigationBar, chrome.b.navigationBar).rounded())
        XCTAssertGreaterThan(rows, 40)
        let a = pair.context.screenA.pixels, b = pair.context.screenB.pixels
        let bar = 0..<(rows * 375 * 4)
        func blend(_ w: Int) -> [UInt8] { bar.map { UInt8((Int(a[$0]) * (256 - w) + Int(b[$0]) * w + 128) >> 8) } }
        let held = EffectStill.render(
            effect: cube, parameters: .defaults(cube), direction: .to, progress: 0.5, screens: pair,
            container: (.navigation, chrome: chrome))
        XCTAssertEqual(Array(held.pixels[bar]), blend(128), "the bar band is the two bars mixed half and half")
        let alone = EffectStill.render(
            effect: cube, parameters: .defaults(cube), direction: .to, progress: 0.5, screens: pair)
        XCTAssertNotEqual(Array(alone.pixels[bar]), blend(128), "without a container the cube turns the bar")
    }

    /// Between titled bars a lone effect's bar animates its items as the preset's clip does: the
    /// band of `still --effect uikit-push --container navigation` at the run's progress is the
    /// band of uikit-push-titles' frame at that progress.
    func testNavigationAnimatesTheItemsInALoneEffect() throws {
        var preset = try TestSupport.presets.load(id: "uikit-push-titles").resized(pixelWidth: 375)
        preset.statusBar = .none
        let job = try RenderJob(preset: preset, touches: false)
        let frame = try XCTUnwrap((0..<job.frameCount).first { job.state(frame: $0).progress > 0.3 && job.state(frame: $0).direction == .to })
        let s = job.state(frame: frame)
        let pair = try TransitionScreens(
            from: .mock(.qqChats), to: .mock(.toutiaoArticle), canvas: job.canvas, device: preset.device, appearance: .light, statusBar: .none,
            fit: .fill, screensHaveStatusBar: false, seed: 1, origins: (.override("--from"), .override("--to")))
        let bars = (
            MockScreen.qqChats.chrome(device: preset.device, size: job.canvas.size),
            MockScreen.toutiaoArticle.chrome(device: preset.device, size: job.canvas.size)
        )
        let uikitPush = EffectID(rawValue: "uikit-push")!
        let still = EffectStill.render(
            effect: uikitPush, parameters: .defaults(uikitPush), direction: .to, progress: s.progress, screens: pair,
            container: (.navigation, chrome: bars))
        let band = 0..<(Int(min(bars.0.navigationBar, bars.1.navigationBar) * job.canvas.scale) * job.canvas.pixelWidth * 4)
        XCTAssertNotNil(pair.navigationBars)
        XCTAssertEqual(Array(still.pixels[band]), Array(job.render(frame: frame).pixels[band]))
    }

    func testTabContainerPlaysVCsTabSwitch() throws {
        let pair = try screens()
        let tab = EffectStill.render(
            effect: vcCube, parameters: .defaults(vcCube), direction: .to, progress: 0.4, screens: pair,
            container: (.tab, chrome: (ScreenChrome.none, ScreenChrome.none)))
        let reversed = EffectStill.render(effect: vcCube, parameters: .defaults(vcCube), direction: .to, progress: 0.4, screens: pair)
        XCTAssertNotEqual(tab, reversed, "the switch to the next tab plays the animator reversed")
    }

    func testBadContainerIsAOneLineError() throws {
        try TestSupport.requireCLI()
        let out = try TestSupport.temporaryDirectory().appendingPathComponent("x.png").path
        let tab = try TestSupport.run(TestSupport.executable, ["still", "--effect", "tm-cube", "--progress", "0.5", "--container", "tab", "-o", out])
        XCTAssertNotEqual(tab.status, 0)
        XCTAssertTrue(
            tab.err.contains(
                #"--container: expected navigation or modal (tm-cube is a TransitionManager effect; tab switches are VCTransitionsLibrary's); found "tab""#),
            tab.err)
        let bad = try TestSupport.run(TestSupport.executable, ["sheet", "--effect", "vc-cube", "--container", "stack", "-o", out])
        XCTAssertTrue(bad.err.contains(#"--container: expected one of navigation, modal, tab; found "stack""#), bad.err)
        let preset = try TestSupport.run(TestSupport.executable, ["sheet", "--preset", "vc-flip", "--container", "modal", "-o", out])
        XCTAssertTrue(preset.err.contains(#"--container goes with --effect (a preset names its own "container")"#), preset.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }
}
