import Foundation
import XWTEffects
import XWTSuggestions

/// A folder of preset files (`ID.json`), and how the CLI finds the bundled one.
public struct PresetLibrary: Sendable {
    public let directory: String

    public init(directory: String) { self.directory = directory }

    /// The bundled `Presets` folder (its screens are in its `screens` folder): `$XWT_PRESETS_DIR`,
    /// else, from the running executable's folder upwards, the first `share/xwt-video/Presets` (an
    /// installed `PREFIX/bin/xwt-video` finds `PREFIX/share/xwt-video/Presets`, wherever PREFIX is) or
    /// `Presets` (a checkout's `.build/…/xwt-video`), else `./Presets`.
    public static func bundled(executablePath: String = executablePath) -> PresetLibrary {
        if let env = ProcessInfo.processInfo.environment["XWT_PRESETS_DIR"], !env.isEmpty { return PresetLibrary(directory: env) }
        var url = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while true {
            for relative in ["share/xwt-video/Presets", "Presets"] {
                let candidate = url.appendingPathComponent(relative)
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("drawer-qq.json").path) {
                    return PresetLibrary(directory: candidate.path)
                }
            }
            if url.path == "/" { break }
            url.deleteLastPathComponent()
        }
        return PresetLibrary(directory: "Presets")
    }

    /// The running executable's path: `/proc/self/exe` on Linux (right even when it was started
    /// through `PATH`, where `argv[0]` is a bare name), else `argv[0]`.
    public static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Preset ids in the folder, sorted (`preset.schema.json`, the format's JSON Schema, is not one).
    public func ids() throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw PresetError(file: directory, message: "cannot read the presets folder (does it exist?)")
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Loads preset `id` from the folder; an unknown id names the nearest ones.
    public func load(id: String, overrides: PresetOverrides = .none) throws -> Preset {
        let path = URL(fileURLWithPath: directory).appendingPathComponent("\(id).json").path
        guard FileManager.default.fileExists(atPath: path) else {
            let known = (try? ids()) ?? []
            let hint = NameSuggestions.hint(for: id, in: known)
            throw PresetError(file: directory, message: "no preset \"\(id)\"" + (hint.isEmpty ? " (xwt-video presets lists them)" : hint))
        }
        return try PresetLibrary.load(file: path, overrides: overrides)
    }

    /// Loads one preset file; its id is the file name without `.json`.
    public static func load(file path: String, overrides: PresetOverrides = .none) throws -> Preset {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PresetError(file: path, message: "cannot read the file (missing or not readable)")
        }
        let url = URL(fileURLWithPath: path)
        let id = url.deletingPathExtension().lastPathComponent
        return try PresetParser.parse(
            data, id: id, file: path, baseDirectory: url.deletingLastPathComponent().path,
            overrides: overrides)
    }
}
