import Foundation

/// The files a preset reads besides its own: the screenshots `screens` names and the shared
/// declaration `effect.file` names, each found as the parser finds it (relative to the preset's
/// folder unless absolute).
public enum PresetInputs {
    /// The files the preset JSON `data` names, read leniently: a value the parser refuses names no
    /// file (loading the preset says why). Empty when `data` is not a JSON object.
    public static func files(in data: Data, baseDirectory: String?) -> [String] {
        guard case let .object(top)? = try? JSONValue.parse(data) else { return [] }
        var names: [String] = []
        if case let .object(screens)? = top["screens"] {
            for key in ["from", "to"] {
                if case let .string(text)? = screens[key], case let .file(name)? = ScreenSource(parsing: text) { names.append(name) }
            }
        }
        if case let .object(effect)? = top["effect"], case let .string(name)? = effect["file"], DeclaredEffectParser.namesDeclarationFile(name) {
            names.append(name)
        }
        return names.map { path($0, baseDirectory: baseDirectory) }
    }

    /// `name` in `baseDirectory` unless it is absolute or there is no folder.
    static func path(_ name: String, baseDirectory: String?) -> String {
        guard let baseDirectory, !name.hasPrefix("/") else { return name }
        return URL(fileURLWithPath: baseDirectory).appendingPathComponent(name).path
    }
}
