import Foundation
import XCTest
import XWTPresets
import XWTTestSupport
import XWTVideo

/// Paths and helpers shared by the end-to-end tests.
enum TestSupport {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let presets = PresetLibrary(directory: root.appendingPathComponent("Presets").path)
    static let goldens = root.appendingPathComponent("Tests/XWTVideoTests/Goldens")
    /// Golden manifests are rendered at this width (height follows the 375×667 aspect: 267 px).
    static let goldenWidth = 150

    /// Goldens are authoritative on the project's Linux x86_64 image only.
    static func requireReferencePlatform() throws {
        #if !(os(Linux) && arch(x86_64))
            throw XCTSkip("golden pixels are authoritative on Linux x86_64 only")
        #endif
    }

    static func job(_ id: String, width: Int) throws -> RenderJob {
        try RenderJob(preset: presets.load(id: id).resized(pixelWidth: width))
    }

    /// The framemd5 manifest of `source` through `Export.run`.
    static func manifest(of source: some FrameSource, jobs: Int, bands: Int = 1) throws -> String {
        var options = ExportOptions(jobs: jobs)
        options.bands = bands
        return try XCTUnwrap(Export.run(source, to: .manifest, options: options).manifest)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xwt-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The `xwt-video` executable built next to the test bundle (it may be missing: see `requireCLI`).
    static var executable: URL { RequiredTool.builtExecutable }

    /// The built `xwt-video`; skips the test when it is missing, fails it under CI.
    @discardableResult
    static func requireCLI() throws -> URL { try RequiredTool.xwtVideo() }

    /// The `ffmpeg` CLI; skips the test when it is missing, fails it under CI.
    static func requireFFmpeg() throws -> URL { try RequiredTool.named("ffmpeg", package: "ffmpeg") }

    /// Runs a program through `ProcessRunner` (both pipes drained at once, killed after `timeout`
    /// seconds); returns exit status, stdout and stderr.
    @discardableResult
    static func run(
        _ program: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil, timeout: TimeInterval = 600
    ) throws -> (status: Int32, out: String, err: String) {
        let result = try ProcessRunner.run(program, arguments, in: directory, environment: environment, timeout: timeout)
        return (result.status, result.out, result.err)
    }

}
