import Foundation
import XWTMedia
import XWTPresets

/// The screen settings a batch clip was made with, so that a clip made with other `--device`,
/// `--appearance`, `--from`… settings counts as stale even when it is newer than its inputs.
///
/// Kept beside the clip as the hidden file `.NAME.settings` holding `PresetOverrides.settings`;
/// a clip without one was made with no overrides. One file per clip, so batches writing different
/// clips into one folder at once (shards) never race on it.
enum ClipSettingsRecord {
    /// The record's path for the clip at `clipPath`.
    static func path(of clipPath: String) -> String {
        let url = URL(fileURLWithPath: clipPath)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).settings").path
    }

    /// Whether the clip at `clipPath` was made with `settings`.
    static func matches(_ clipPath: String, _ settings: String) -> Bool {
        let recorded = (try? String(contentsOfFile: path(of: clipPath), encoding: .utf8)) ?? ""
        return recorded == settings
    }

    /// Records that the clip at `clipPath` was made with `settings` (no file when they are empty).
    static func write(_ clipPath: String, _ settings: String) throws {
        let record = path(of: clipPath)
        if settings.isEmpty {
            if FileManager.default.fileExists(atPath: record) { try FileManager.default.removeItem(atPath: record) }
        } else {
            try AtomicOutput.write(Array(settings.utf8), to: record, operation: "record the clip's screen settings")
        }
    }
}
