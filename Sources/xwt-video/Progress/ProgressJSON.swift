import Foundation

/// `--progress-json`: one JSON object per line on stderr, for job runners and wrappers.
///
/// Progress lines: `{"event":"progress","clip":ID,"output":PATH,"frame":N,"total":T,"fps":F,"eta":S}`
/// (frames of the clip, at most 4 a second per clip, and always the last frame); `fps` and `eta`
/// are left out until a frame time is known: the rate counts the frames done since the clip's first
/// line over the time since it, so the first line (whose frames took an unknown time) has neither.
/// A clip ends with
/// `{"event":"done","clip":ID,"output":PATH,"frames":N,"bytes":B,"wall":S}` or
/// `{"event":"failed","clip":ID,"output":PATH,"error":TEXT}`. Keys are sorted; seconds are wall-clock.
/// `@unchecked Sendable`: `started` and `lastLine` are guarded by the caller's serialisation, not a
/// lock of their own — in a batch `BatchProgress.handle`, called inside `BatchExport`'s event-relay
/// `Locked`; in a single export the progress callback, which `Export.run` calls on its delivering
/// thread only.
final class ProgressJSON: @unchecked Sendable {
    /// Per output: the frame count and time of its first line, where the rate is measured from.
    private var started: [String: (frame: Int, time: Date)] = [:]
    private var lastLine: [String: Date] = [:]

    /// `frame` of `total` frames of `clip` are done.
    func progress(clip: String, output: String, frame: Int, total: Int) {
        let now = Date()
        let start = started[output] ?? (frame, now)
        started[output] = start
        guard frame >= total || now.timeIntervalSince(lastLine[output] ?? .distantPast) >= 0.25 else { return }
        lastLine[output] = now
        var line: [String: Any] = ["event": "progress", "clip": clip, "output": output, "frame": frame, "total": total]
        let elapsed = now.timeIntervalSince(start.time)
        if frame > start.frame && elapsed > 0 {
            let fps = Double(frame - start.frame) / elapsed
            line["fps"] = Self.rounded(fps)
            line["eta"] = Self.rounded(Double(max(0, total - frame)) / fps)
        }
        emit(line)
    }

    /// `clip` was written to `output`.
    func done(clip: String, output: String, frames: Int, bytes: Int, wall: Double) {
        emit(["event": "done", "clip": clip, "output": output, "frames": frames, "bytes": bytes, "wall": Self.rounded(wall)])
    }

    /// `clip` failed.
    func failed(clip: String, output: String?, error: String) {
        var line: [String: Any] = ["event": "failed", "clip": clip, "error": error]
        if let output { line["output"] = output }
        emit(line)
    }

    private func emit(_ object: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        FileHandle.standardError.write(data + [10])
    }

    /// Two decimals: enough for fps and seconds, and short lines.
    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
