import Foundation

/// The extension of an output file (`-o`): it must name what the command writes, so that
/// `-o clip.avi` is refused rather than filled with MP4 bytes, and `still -o f.jpg` with PNG bytes.
enum OutputExtension {
    /// `path`'s extension without the dot, as typed; "" when it has none.
    static func of(_ path: String) -> String { URL(fileURLWithPath: path).pathExtension }

    /// Throws unless `path` ends in .png (either case) or has no extension: `still` and `sheet` write PNG.
    static func requirePNG(_ path: String) throws {
        let ext = of(path)
        if !ext.isEmpty, ext.lowercased() != "png" { throw mismatch(expected: ["png"], found: ext) }
    }

    /// "-o: expected a file name ending in .a, .b or .c[, CHOICE]; found ".x"".
    static func mismatch(expected: [String], found ext: String, choice: String? = nil) -> InputError {
        let names = expected.map { "." + $0 }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        return InputError("-o: expected a file name ending in \(list)\(choice.map { ", " + $0 } ?? ""); found \".\(ext)\"")
    }
}
