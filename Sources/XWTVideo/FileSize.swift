import Foundation

/// The size of the file at `path` in bytes, 0 when it cannot be read.
func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
}
