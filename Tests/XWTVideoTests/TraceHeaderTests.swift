import Foundation
import XCTest

@testable import XWTVideo

/// `trace` names the gesture model that reads the preset's pans and its rules (on standard error,
/// so the CSV on standard output stays one header line, then one line per frame).
final class TraceHeaderTests: XCTestCase {
    func trace(_ id: String) throws -> MotionTrace { MotionTrace(preset: try TestSupport.presets.load(id: id)) }

    func testHeaderNamesTheModelAndEveryRule() throws {
        let tm = try trace("tm-cube-left").header
        XCTAssertTrue(tm.hasPrefix("# gesture model: tm, TransitionManager (PercentInteractive.m); threshold 0.3\n# rule: percent: "), tm)
        XCTAssertTrue(tm.contains("for Left|Right"), tm)
        // isSystemBackAnimation: UIKit's edge swipe reads the pans.
        let system = try trace("tm-cube-left-system-back")
        XCTAssertTrue(system.header.hasPrefix("# gesture model: uikit-edge, UIKit ("), system.header)
        XCTAssertEqual(system.header.split(separator: "\n").count, 1 + system.gestureRules.count)
        for rule in system.gestureRules { XCTAssertTrue(system.header.contains("# rule: \(rule)\n"), rule) }
    }

    func testTraceCommandPrintsTheHeaderOnStandardErrorWithCSV() throws {
        let cli = TestSupport.executable
        try TestSupport.requireCLI()
        let presets = ["--presets-dir", TestSupport.presets.directory]
        let csv = try TestSupport.run(cli, ["trace", "--preset", "tm-cube-left-system-back"] + presets)
        XCTAssertEqual(csv.status, 0, csv.err)
        XCTAssertEqual(csv.err, try trace("tm-cube-left-system-back").header)
        XCTAssertEqual(csv.out, try trace("tm-cube-left-system-back").csv())
        let json = try TestSupport.run(cli, ["trace", "--preset", "tm-cube-left-system-back", "--format", "json"] + presets)
        XCTAssertEqual(json.status, 0, json.err)
        XCTAssertEqual(json.err, "")
    }
}
