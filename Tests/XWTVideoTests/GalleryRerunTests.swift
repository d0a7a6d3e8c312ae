import Foundation
import XCTest
import XWTTestSupport
import XWTVideo

/// `gallery` over a folder it already filled: a clip is rebuilt exactly when its preset file, one of
/// its screen images or the `xwt-video` binary is newer than it, and the folder kept in git does
/// not churn — not even when every clip is rebuilt.
final class GalleryRerunTests: XCTestCase {
    /// Even width and height (375×667 → 180×320), as mp4 needs.
    static let width = 180

    private func setModified(_ date: Date, _ paths: [URL]) throws {
        for path in paths { try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path.path) }
    }

    private func modified(_ path: URL) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path.path)[.modificationDate] as? Date)
    }

    func testStaleClipsAreRebuiltAndTheCommittedFolderDoesNotChurn() throws {
        let cli = try TestSupport.requireCLI()
        let git = try RequiredTool.named("git", package: "git")
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // A copy of the binary (its date moves without touching the build), two presets, one with screen images.
        let bin = root.appendingPathComponent("xwt-video")
        try FileManager.default.copyItem(at: cli, to: bin)
        let presets = root.appendingPathComponent("presets"), bundled = URL(fileURLWithPath: TestSupport.presets.directory)
        try FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
        for name in ["drawer-qq.json", "drawer-alpha.json", "screens"] {
            try FileManager.default.copyItem(at: bundled.appendingPathComponent(name), to: presets.appendingPathComponent(name))
        }
        let screen = presets.appendingPathComponent("screens/alpha-card-list.png")
        let inputs = [presets.appendingPathComponent("drawer-qq.json"), presets.appendingPathComponent("drawer-alpha.json"), screen]
        let site = root.appendingPathComponent("site")
        func gallery() throws -> String {
            let r = try TestSupport.run(
                bin,
                [
                    "gallery", "--out-dir", site.path, "--presets-dir", presets.path, "--only", "drawer-alpha,drawer-qq",
                    "--width", String(Self.width), "--jobs", "2",
                ])
            XCTAssertEqual(r.status, 0, r.err)
            return r.out
        }
        func gitStatus() throws -> String {
            let r = try TestSupport.run(git, ["-C", site.path, "status", "--porcelain"])
            XCTAssertEqual(r.status, 0, r.err)
            return r.out
        }
        let base = try modified(bin)
        try setModified(base.addingTimeInterval(-100), inputs)
        XCTAssertTrue(try gallery().contains("2 clips (2 written, 0 up to date"))
        let outputs = try FileManager.default.contentsOfDirectory(at: site, includingPropertiesForKeys: nil)
        XCTAssertEqual(outputs.map(\.lastPathComponent).sorted(), ["drawer-alpha.mp4", "drawer-alpha.png", "drawer-qq.mp4", "drawer-qq.png", "index.html"])
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "gallery"]] {
            XCTAssertEqual(try TestSupport.run(git, ["-C", site.path] + arguments).status, 0, arguments.joined(separator: " "))
        }
        let clips = ["drawer-qq", "drawer-alpha"].map { site.appendingPathComponent("\($0).mp4") }

        try setModified(base.addingTimeInterval(100), clips)
        XCTAssertTrue(try gallery().contains("2 clips (0 written, 2 up to date"), "everything up to date")

        try setModified(base.addingTimeInterval(200), [inputs[0]])
        XCTAssertTrue(try gallery().contains("2 clips (1 written, 1 up to date"), "a newer preset file")
        XCTAssertEqual(try modified(clips[1]).timeIntervalSince(base), 100, accuracy: 0.01, "drawer-alpha.mp4 untouched")

        try setModified(base.addingTimeInterval(300), clips)
        try setModified(base.addingTimeInterval(400), [screen])
        XCTAssertTrue(try gallery().contains("2 clips (1 written, 1 up to date"), "a newer screen image")
        XCTAssertEqual(try modified(clips[0]).timeIntervalSince(base), 300, accuracy: 0.01, "drawer-qq.mp4 untouched")

        try setModified(base.addingTimeInterval(500), clips)
        try setModified(base.addingTimeInterval(600), [bin])
        XCTAssertTrue(try gallery().contains("2 clips (2 written, 0 up to date"), "a newer binary")
        XCTAssertEqual(try gitStatus(), "", "rebuilt clips, posters and page are byte-identical to the committed ones")
    }
}
