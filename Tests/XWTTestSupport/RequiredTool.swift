import Foundation
import XCTest

/// The tools a test needs. Where `scripts/setup --tests` installs them a missing one skips the
/// test on a developer's machine, but under CI (`CI=true`) it fails it: a CI run that silently
/// skipped the cross-checks would pass without testing.
public enum RequiredTool {
    /// True when the `CI` environment variable is `true` or `1`.
    public static var underCI: Bool { ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "") }

    /// Skips the test with `reason`, or under CI fails it with the same reason.
    public static func unavailable(_ reason: String) -> Error {
        underCI ? MissingTool(reason: reason + " (CI=true: a missing tool fails the test)") : XCTSkip(reason)
    }

    /// The executable `name` found on PATH (then /usr/bin, /usr/local/bin), else skip/fail naming the package.
    public static func named(_ name: String, package: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let dirs = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        guard
            let found = dirs.map({ URL(fileURLWithPath: $0).appendingPathComponent(name) })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw unavailable("\(name) is not installed (scripts/setup --tests installs Debian's \(package))")
        }
        return found
    }

    /// The `xwt-video` executable built next to the test bundle, else skip/fail.
    public static func xwtVideo() throws -> URL {
        let url = builtExecutable
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw unavailable("xwt-video is not built at \(url.path) (swift build --build-tests builds it)")
        }
        return url
    }

    /// Where SwiftPM puts the `xwt-video` executable: beside the test bundle.
    public static var builtExecutable: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.lastPathComponent == "MacOS" { dir = dir.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        return dir.appendingPathComponent("xwt-video")
    }
}

/// A tool the test needs is missing while running under CI.
public struct MissingTool: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
