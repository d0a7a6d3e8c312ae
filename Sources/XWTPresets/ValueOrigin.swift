/// Where a preset's value was given, for errors about it: a key path in a preset file, or a
/// command-line option that replaced the file's value (no file; the key path is the option).
public struct ValueOrigin: Sendable, Hashable {
    /// The preset file (or the preset id when there is no file); empty for a command-line option.
    public let file: String
    /// Dotted key path inside the file (`screens.from`), or the option (`--from`).
    public let keyPath: String

    public init(file: String, keyPath: String) {
        self.file = file; self.keyPath = keyPath
    }

    /// A value given by the command-line option `name` (e.g. `--from`).
    public static func option(_ name: String) -> ValueOrigin { ValueOrigin(file: "", keyPath: name) }
}
