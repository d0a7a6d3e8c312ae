import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTMotion
import XWTPresets

/// The bundled presets of HUAnimator, WSLTransferAnimation, RW and the spring-modal tutorial: each
/// library's rule decides their releases as its numbers say.
final class HUWSLRWPresetTests: XCTestCase {
    func preset(_ id: String) throws -> Preset {
        try PresetLibrary(directory: PresetParserTests.presetsDirectory).load(id: id)
    }

    /// RW finishes from 0.4 (> 0.25, where XW's 0.5 would cancel) and the clip ends on the list.
    func testTouTiaoFinishesBetweenAQuarterAndAHalf() throws {
        let p = try preset("rw-toutiao")
        XCTAssertTrue(p.timeline.config.gesture is RWGestureModel)
        let releases = p.timeline.releases
        XCTAssertEqual(releases.map(\.outcome), [.cancelled, .finished])
        XCTAssertLessThan(releases[0].percent, 0.25)
        XCTAssertGreaterThan(releases[1].percent, 0.25)
        XCTAssertLessThan(releases[1].percent, 0.5)
        XCTAssertEqual(XWGestureModel().release(percent: releases[1].percent, duration: 0.4).outcome, .cancelled)
        guard case let .completion(seconds) = releases[1].settle else { return XCTFail("\(releases[1].settle)") }
        XCTAssertEqual(seconds, (1 - releases[1].percent) * 0.4, accuracy: 1e-12)
        let last = p.timeline.state(frame: p.timeline.frameCount - 1)
        XCTAssertEqual([last.direction], [.back])
        XCTAssertEqual(last.progress, 1, "popped")
        // While the finger is down (and UIKit completes) the pop is percent-driven: RW's linear variant.
        let dragging = p.timeline.state(atTime: releases[1].time - 0.1)
        XCTAssertEqual(dragging.drive, .interactive)
    }

    /// 100 / 300 pt = 0.33 cancels, 210 / 300 = 0.7 dismisses.
    func testSpringModalThreeHundredPointRule() throws {
        let p = try preset("spring-modal")
        let releases = p.timeline.releases
        XCTAssertEqual(releases[0].percent, 100.0 / 300, accuracy: 1e-12)
        XCTAssertEqual(releases[1].percent, 0.7, accuracy: 1e-12)
        XCTAssertEqual(releases.map(\.outcome), [.cancelled, .finished])
        XCTAssertEqual(p.timeline.config.toDuration, 0.8)
        XCTAssertEqual(p.timeline.config.backDuration, 0.4)
    }

    /// The tutorial's legacy presets: its first pan handler dismisses on the 100-pt pull that
    /// spring-modal cancels; its first DismissAnimation leaves the sheet frozen after that cancel,
    /// so the 210-pt pull starts nothing and the clip ends on the sheet.
    func testSpringModalLegacyPresets() throws {
        let release = try preset("spring-modal-release-legacy").timeline
        XCTAssertEqual(release.releases.map(\.outcome), [.finished])
        XCTAssertEqual(release.releases[0].percent, 100.0 / 300, accuracy: 1e-12)
        XCTAssertEqual(release.state(frame: release.frameCount - 1).progress, 1, "dismissed")
        let cancel = try preset("spring-modal-cancel-legacy").timeline
        XCTAssertEqual(cancel.releases.map(\.outcome), [.cancelled])
        let last = cancel.state(frame: cancel.frameCount - 1)
        XCTAssertEqual(last.direction, .back)
        XCTAssertEqual(last.progress, 0, "the sheet stays")
        XCTAssertEqual(cancel.duration, try preset("spring-modal").timeline.actStartTimes[5] + 0.45 + 0.5, accuracy: 1e-9, "the frozen pull lasts its drag")
    }

    /// WSL: |tx| / W > 0.5 finishes; the photo viewer's drag |ty| / (H/2) snaps back below 0.5 and
    /// hands over to the 0.3-s dismissal above it; the splash flip's pan scrubs its first stage.
    func testWSLReleases() throws {
        for id in ["wsl-shared-element", "wsl-doors", "wsl-splash-flip"] {
            let releases = try preset(id).timeline.releases
            XCTAssertEqual(releases.map(\.outcome), [.cancelled, .finished], id)
            XCTAssertLessThan(releases[0].percent, 0.5, id)
            XCTAssertGreaterThan(releases[1].percent, 0.5, id)
        }
        let flip = try preset("wsl-splash-flip").timeline
        let scrubbed = flip.state(atTime: flip.releases[1].time - 0.05)
        XCTAssertEqual(scrubbed.progress, scrubbed.percent * 4 / 7, accuracy: 1e-12)
        // The cancel rewinds stage 1, then 0.3 s of hidden views; the finish ends with stage 2's 0.3 s.
        guard case let .stagedCompletion(rewind, blank) = flip.releases[0].settle else { return XCTFail("\(flip.releases[0].settle)") }
        XCTAssertEqual(blank, 0.3, accuracy: 1e-12)
        XCTAssertEqual(flip.state(atTime: flip.releases[0].time + rewind + 0.15).drive, .chainAfterCancel)
        guard case let .stagedCompletion(_, stage2) = flip.releases[1].settle else { return XCTFail("\(flip.releases[1].settle)") }
        XCTAssertEqual(stage2, 0.3, accuracy: 1e-12)
        let viewer = try preset("wsl-photo-viewer").timeline
        XCTAssertEqual(viewer.releases.map(\.settle), [.immediate, .animation(seconds: 0.3)])
        XCTAssertEqual(viewer.releases[1].percent, 230 / 333.5, accuracy: 1e-12)
        guard case .dragging = viewer.state(atTime: viewer.releases[1].time - 0.1).drive else { return XCTFail("not a direct drag") }
        guard case .afterDrag = viewer.state(atTime: viewer.releases[1].time + 0.1).drive else { return XCTFail("not the release flight") }
    }

    /// HUAnimator's presets tap there and back: no interaction controller.
    func testHUPresetsAreTaps() throws {
        for id in ["hu-classic", "hu-ghost", "hu-horizontal-lines", "hu-vertical-lines"] {
            let p = try preset(id)
            XCTAssertTrue(p.timeline.releases.isEmpty, id)
            XCTAssertEqual(p.acts.filter { if case .animate = $0 { return true } else { return false } }.count, 2, id)
        }
    }
}
