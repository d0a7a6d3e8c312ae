import Foundation
import XCTest
import XWTVideo

/// Paths and helpers shared by the end-to-end tests.
enum TestSupport {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let presets = PresetLibrary(directory: root.appendingPathComponent("Presets").path)
    static let goldens = root.appendingPathComponent("Tests/XWTVideoTests/Goldens")
    /// Golden manifests are rendered at this width (height follows the 375×667 aspect: 267 px).
    static let goldenWidth = 150
    static var recording: Bool { ProcessInfo.processInfo.environment["XWT_RECORD_GOLDENS"] == "1" }

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

    /// The `xwt-video` executable built next to the test bundle.
    static var executable: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.lastPathComponent == "MacOS" { dir = dir.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        return dir.appendingPathComponent("xwt-video")
    }

    /// A child that outlived `run`'s timeout (it was killed).
    struct Timeout: Error, CustomStringConvertible {
        let command: String
        var description: String { "timed out: \(command)" }
    }

    /// Runs a program; returns exit status, stdout and stderr. Both pipes are drained at once (a
    /// child filling either cannot deadlock), and a child still running after `timeout` seconds is
    /// killed and reported as `Timeout`.
    @discardableResult
    static func run(_ program: URL, _ arguments: [String], in directory: URL? = nil,
                    timeout: TimeInterval = 600) throws -> (status: Int32, out: String, err: String) {
        let process = try start(program, arguments, in: directory)
        return try finish(process, timeout: timeout)
    }

    /// Starts a program with stdout and stderr piped (read them with `finish`).
    static func start(_ program: URL, _ arguments: [String], in directory: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = Pipe(); process.standardError = Pipe()
        try process.run()
        return process
    }

    /// Drains a `start`ed process's pipes concurrently and waits for it, at most `timeout` seconds.
    static func finish(_ process: Process, timeout: TimeInterval = 600) throws -> (status: Int32, out: String, err: String) {
        let pipes = [process.standardOutput, process.standardError].map { ($0 as! Pipe).fileHandleForReading }
        final class Box: @unchecked Sendable { var data = Data() }   // written by one reader, read after the group
        let boxes = [Box(), Box()]
        let drained = DispatchGroup()
        for (handle, box) in zip(pipes, boxes) {
            DispatchQueue.global().async(group: drained) { box.data = handle.readDataToEndOfFile() }
        }
        if drained.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            _ = drained.wait(timeout: .now() + 10)
            throw Timeout(command: ([process.executableURL?.path ?? ""] + (process.arguments ?? [])).joined(separator: " "))
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: boxes[0].data, as: UTF8.self), String(decoding: boxes[1].data, as: UTF8.self))
    }

    static var ffmpeg: URL? {
        ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
