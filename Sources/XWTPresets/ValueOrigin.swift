/// Where a preset's value was given, for errors about it: a key path in a preset file, or an
/// override that replaced the file's value (no file; the key path names the override).
public struct ValueOrigin: Sendable, Hashable {
    /// The preset file (or the preset id when there is no file); empty for a command-line option.
    public let file: String
    /// Dotted key path inside the file (`screens.from`), or the override's name (the CLI's `--from`).
    public let keyPath: String

    public init(file: String, keyPath: String) {
        self.file = file; self.keyPath = keyPath
    }

    /// A value given outside any file, as the front end names it (the CLI: `--from`).
    public static func override(_ name: String) -> ValueOrigin { ValueOrigin(file: "", keyPath: name) }
}
