import Foundation
import XWTEffects

/// A folder of preset files (`ID.json`), and how the CLI finds the bundled one.
public struct PresetLibrary: Sendable {
    public let directory: String

    public init(directory: String) { self.directory = directory }

    /// The bundled `Presets` folder: `$XWT_PRESETS_DIR`, else the nearest `Presets` folder above the
    /// running executable (a checkout's `.build/…/xwt-video`), else `./Presets`.
    public static func bundled(executablePath: String = CommandLine.arguments[0]) -> PresetLibrary {
        if let env = ProcessInfo.processInfo.environment["XWT_PRESETS_DIR"], !env.isEmpty { return PresetLibrary(directory: env) }
        var url = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while url.path != "/" {
            let candidate = url.appendingPathComponent("Presets")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("drawer-qq.json").path) {
                return PresetLibrary(directory: candidate.path)
            }
            url.deleteLastPathComponent()
        }
        return PresetLibrary(directory: "Presets")
    }

    /// Preset ids in the folder, sorted.
    public func ids() throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw PresetError(file: directory, message: "cannot read the presets folder (does it exist?)")
        }
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Loads preset `id` from the folder; an unknown id names the nearest ones.
    public func load(id: String) throws -> Preset {
        let path = URL(fileURLWithPath: directory).appendingPathComponent("\(id).json").path
        guard FileManager.default.fileExists(atPath: path) else {
            let known = (try? ids()) ?? []
            let hint = NameSuggestions.hint(for: id, in: known)
            throw PresetError(file: directory, message: "no preset \"\(id)\"" + (hint.isEmpty ? " (xwt-video presets lists them)" : hint))
        }
        return try PresetLibrary.load(file: path)
    }

    /// Loads one preset file; its id is the file name without `.json`.
    public static func load(file path: String) throws -> Preset {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PresetError(file: path, message: "cannot read the file (missing or not readable)")
        }
        let url = URL(fileURLWithPath: path)
        let id = url.deletingPathExtension().lastPathComponent
        return try PresetParser.parse(data, id: id, file: path, baseDirectory: url.deletingLastPathComponent().path)
    }
}
