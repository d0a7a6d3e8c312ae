import Foundation
import XCTest
import XWTEngine
import XWTMedia
import XWTPresets
import XWTVideo

/// The finger overlay (`"touches": true`, `--touches`): drawn only while dragging, only around the
/// finger, on top of every effect (also under a perspective container), and never mistaken for a repeat.
final class FingerOverlayTests: XCTestCase {
    private func jobs(_ id: String, width: Int = 150) throws -> (plain: RenderJob, touches: RenderJob) {
        let preset = try TestSupport.presets.load(id: id).resized(pixelWidth: width)
        return (try RenderJob(preset: preset), try RenderJob(preset: preset, touches: true))
    }

    /// Pixels where `a` and `b` differ, as (x, y).
    private func differences(_ a: Bitmap, _ b: Bitmap) -> [(x: Int, y: Int)] {
        var result: [(Int, Int)] = []
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { result.append((x, y)) }
        }
        return result
    }

    /// Checks every frame in `frames`: identical unless dragging; while dragging, different, and only
    /// within the indicator's extent (plus one pixel of anti-aliasing) around the finger.
    private func checkOverlay(_ id: String, frames: [Int]? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let (plain, touches) = try jobs(id)
        XCTAssertFalse(plain.touches)
        XCTAssertTrue(touches.touches)
        let scale = plain.canvas.scale
        var dragging = 0
        for frame in frames ?? Array(0..<plain.frameCount) {
            let state = plain.state(frame: frame)
            let a = plain.render(frame: frame), b = touches.render(frame: frame)
            guard state.phase == .dragging, let finger = state.finger else {
                XCTAssertTrue(a == b, "\(id) frame \(frame) (\(state.phase)) must not show a finger", file: file, line: line)
                continue
            }
            dragging += 1
            let changed = differences(a, b)
            XCTAssertFalse(changed.isEmpty, "\(id) frame \(frame): no finger drawn", file: file, line: line)
            let reach = FingerOverlay.extent * scale + 1.5
            let far = changed.filter { p in
                let dx = Double(p.x) + 0.5 - finger.x * scale, dy = Double(p.y) + 0.5 - finger.y * scale
                return (dx * dx + dy * dy).squareRoot() > reach
            }
            XCTAssertTrue(
                far.isEmpty, "\(id) frame \(frame): \(far.count) changed pixels away from the finger, e.g. \(far.prefix(3))",
                file: file, line: line)
            // The indicator is on top and visible: its disc or its shadowed edge changes the picture
            // clearly (on a background of the disc's own grey only the edge shows).
            let strongest =
                changed.map { p -> Int in
                    let u = a[p.x, p.y], v = b[p.x, p.y]
                    return abs(Int(u.r) - Int(v.r)) + abs(Int(u.g) - Int(v.g)) + abs(Int(u.b) - Int(v.b))
                }.max() ?? 0
            XCTAssertGreaterThan(strongest, 60, "\(id) frame \(frame): the finger is hardly visible", file: file, line: line)
        }
        XCTAssertGreaterThan(dragging, 0, "\(id): no dragging frame checked", file: file, line: line)
    }

    func testCircleSpreadShowsTheFingerOnlyWhileDragging() throws {
        try checkOverlay("circle-spread")
    }

    func testPageFlipUnderPerspectiveShowsTheFingerOnTopAtItsPlace() throws {
        // page-middle-flip's container has m34 perspective; the overlay must land unprojected, on top.
        let (plain, _) = try jobs("page-middle-flip-left")
        let frames = (0..<plain.frameCount).filter { plain.state(frame: $0).phase == .dragging }
        XCTAssertFalse(plain.scene(frame: frames[frames.count / 2]).sublayerTransform.isIdentity)
        let sample = stride(from: 0, to: frames.count, by: 7).map { frames[$0] }
        try checkOverlay("page-middle-flip-left", frames: [0] + sample + [plain.frameCount - 1])
    }

    func testRepeatsNeverHideAMovingFinger() throws {
        let (plain, touches) = try jobs("drawer-qq", width: 100)
        var extra = 0
        for frame in 1..<touches.frameCount {
            let previous = touches.state(frame: frame - 1), current = touches.state(frame: frame)
            if touches.repeatsPrevious(frame: frame) {
                XCTAssertEqual(previous.finger, current.finger)
                XCTAssertTrue(plain.repeatsPrevious(frame: frame))
            } else if plain.repeatsPrevious(frame: frame) {
                extra += 1  // the finger touched down or lifted although the progress stayed
            }
        }
        XCTAssertGreaterThan(extra, 0, "touch-down frames (progress still 0) are repeats without the finger only")
        // The manifest (which reuses repeated frames) equals hashing every frame rendered on its own.
        let manifest = try TestSupport.manifest(of: touches, jobs: 2)
        let direct = FrameMD5.manifest(frames: (0..<touches.frameCount).map { touches.render(frame: $0) }, fps: touches.fps)
        XCTAssertEqual(manifest, direct)
        XCTAssertNotEqual(manifest, try TestSupport.manifest(of: plain, jobs: 2))
    }

    func testPresetFieldIsParsedAndChecked() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try String(contentsOfFile: TestSupport.presets.directory + "/circle-spread.json", encoding: .utf8)
        func load(_ touches: String) throws -> Preset {
            let text = source.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1,\n  \"touches\": \(touches),")
            try text.write(to: dir.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
            return try PresetLibrary.load(file: dir.appendingPathComponent("t.json").path)
        }
        XCTAssertTrue(try load("true").touches)
        XCTAssertFalse(try load("false").touches)
        XCTAssertFalse(try TestSupport.presets.load(id: "circle-spread").touches, "off by default")
        XCTAssertTrue(try RenderJob(preset: load("true")).touches, "the job follows the preset")
        XCTAssertFalse(try RenderJob(preset: load("true"), touches: false).touches, "an explicit choice wins")
        XCTAssertThrowsError(try load("1")) { error in
            XCTAssertEqual("\(error)", dir.appendingPathComponent("t.json").path + ": touches: expected true or false; found a number (1)")
        }
    }

    func testStillAndHashTakeTheTouchesFlag() throws {
        let cli = TestSupport.executable
        try TestSupport.requireCLI()
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let presets = ["--presets-dir", TestSupport.presets.directory]
        // circle-spread frame 92 is mid-drag.
        let plain = dir.appendingPathComponent("plain.png").path, touched = dir.appendingPathComponent("touched.png").path
        XCTAssertEqual(try TestSupport.run(cli, ["still", "--preset", "circle-spread", "--frame", "92", "-o", plain] + presets).status, 0)
        XCTAssertEqual(try TestSupport.run(cli, ["still", "--preset", "circle-spread", "--frame", "92", "--touches", "-o", touched] + presets).status, 0)
        XCTAssertTrue(try ImageCodec.decode(path: plain) != ImageCodec.decode(path: touched))
        let hash = try TestSupport.run(cli, ["hash", "--preset", "circle-spread", "--size", "150x267", "--touches"] + presets)
        XCTAssertEqual(hash.status, 0, hash.err)
        XCTAssertEqual(hash.out, try TestSupport.manifest(of: try jobs("circle-spread").touches, jobs: 2))
        let wrong = try TestSupport.run(cli, ["still", "--effect", "drawer", "--progress", "0.5", "--touches", "-o", plain])
        XCTAssertNotEqual(wrong.status, 0)
        XCTAssertTrue(wrong.err.hasPrefix("xwt-video: error: --touches goes with --preset"), wrong.err)
    }
}
