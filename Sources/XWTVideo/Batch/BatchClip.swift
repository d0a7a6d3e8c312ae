import XWTEngine

/// One output of a batch: a preset in one format.
public struct BatchClip: Sendable, Hashable {
    public let presetID: String
    public let format: ExportFormat
    /// The output path (`outputDirectory/ID.EXT`).
    public let path: String
}

/// A clip that was written.
public struct BatchClipResult: Sendable {
    public let clip: BatchClip
    public let frames: Int
    /// The clip's duration in seconds.
    public let seconds: Double
    public let bytes: Int
    /// Wall time spent rendering and encoding it, in seconds.
    public let elapsed: Double
}

/// A preset (or one format of it) that could not be exported, and why, in one line.
public struct BatchFailure: Error, Sendable, CustomStringConvertible {
    public let presetID: String
    /// nil when the preset itself failed (load, screens), else the format that failed.
    public let format: ExportFormat?
    public let reason: String

    public var description: String {
        let name = format.map { "\(presetID) (\($0.rawValue))" } ?? presetID
        return "preset \(name) failed: \(reason)".singleLine
    }
}
