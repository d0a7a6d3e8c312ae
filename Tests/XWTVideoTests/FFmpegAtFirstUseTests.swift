import Foundation
import XCTest

/// FFmpeg's libraries are opened at their first use (`CFFmpegLoader`), not at process start: a
/// render-only export never loads them, an mp4 export loads them when it opens its encoder. Seen through glibc's loader trace (`LD_DEBUG=files`: one `file=NAME`
/// line per library opened, on stderr, naming who needed or loaded it).
final class FFmpegAtFirstUseTests: XCTestCase {
    private func openedLibraries(_ arguments: [String]) throws -> [String] {
        let cli = try TestSupport.requireCLI()
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TestSupport.run(
            cli, ["export", "--preset", "drawer-qq", "--presets-dir", TestSupport.presets.directory, "--frames", "0-2"] + arguments,
            in: dir, environment: ["LD_DEBUG": "files"])
        XCTAssertEqual(result.status, 0, result.err)
        return result.err.split(separator: "\n").filter { $0.contains("file=") }.map(String.init)
    }

    func testRenderOnlyExportOpensNoFFmpegLibrary() throws {
        let opened = try openedLibraries(["--format", "raw", "-o", "/dev/null"])
        XCTAssertTrue(opened.contains { $0.contains("file=libswiftCore.so") }, "the trace lists the libraries opened")
        let ffmpeg = opened.filter { $0.contains("file=libav") || $0.contains("file=libswscale") }
        XCTAssertEqual(ffmpeg, [], "a render-only export opened FFmpeg")
    }

    func testVideoExportOpensFFmpegWhenItEncodes() throws {
        let opened = try openedLibraries(["--format", "mp4", "-o", "clip.mp4"])
        for soname in ["libavutil.so.", "libswscale.so.", "libavcodec.so.", "libavformat.so."] {
            let line = opened.first { $0.contains("file=\(soname)") }
            XCTAssertNotNil(line, "\(soname) was not opened")
            XCTAssertTrue(line?.contains("dynamically loaded by") ?? false, "\(soname) was linked at start: \(line ?? "")")
        }
    }
}
