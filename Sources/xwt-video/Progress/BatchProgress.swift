import Foundation
import XWTEngine
import XWTVideo

/// The display of a batch: one summary line per clip on stdout, one line per failure on stderr,
/// and on a terminal one combined progress block on stderr (an aggregate bar — clips done/total,
/// frames, fps, ETA — over one line per running clip), redrawn in place.
///
/// `@unchecked Sendable`: `handle` is called serially by `BatchExport` (its event relay calls the
/// handler inside a `Locked`), so no two threads touch the state here at once.
final class BatchProgress: @unchecked Sendable {
    private let terminal: Bool
    /// `--progress-json` lines, replacing the terminal block.
    private let json: ProgressJSON?
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawnLines = 0
    private var totalWork = 0, doneWork = 0
    private var totalClips = 0, finishedClips = 0
    /// Work done by clips that were skipped (up to date): not counted in the fps.
    private var skippedWork = 0
    private var running: [(clip: BatchClip, work: Int, done: Int)] = []
    private(set) var failures: [BatchFailure] = []

    init(json: ProgressJSON? = nil) {
        self.json = json
        terminal = json == nil && isatty(STDERR_FILENO) == 1
    }

    func handle(_ event: BatchEvent) {
        if let json { report(event, to: json) }
        switch event {
        case let .planned(clips, work):
            totalClips = clips.count; totalWork = work
        case let .started(clip, work):
            running.append((clip, work, 0))
        case let .progress(clip, done):
            if let i = running.firstIndex(where: { $0.clip == clip }) {
                doneWork += done - running[i].done
                running[i].done = done
            }
        case let .finished(result):
            finish(result.clip.presetID, result.clip.format)
            print(
                String(
                    format: "%@: %d frames, %.2f s, %d bytes, rendered in %.1f s",
                    result.clip.path, result.frames, result.seconds, result.bytes, result.elapsed), to: .standardOutput)
        case let .skipped(clip, work):
            finishedClips += 1; doneWork += work; skippedWork += work
            print("\(clip.path): up to date", to: .standardOutput)
        case let .failed(failure):
            failures.append(failure)
            if let format = failure.format { finish(failure.presetID, format) }
            print("xwt-video: error: \(failure)", to: .standardError)
        }
        draw(force: false)
    }

    /// The event as `--progress-json` lines (frames of the clip; a GIF's two passes count as its frames twice).
    private func report(_ event: BatchEvent, to json: ProgressJSON) {
        switch event {
        case let .progress(clip, done):
            if let running = running.first(where: { $0.clip == clip }) {
                json.progress(clip: clip.presetID, output: clip.path, frame: done, total: running.work)
            }
        case let .finished(result):
            json.done(clip: result.clip.presetID, output: result.clip.path, frames: result.frames, bytes: result.bytes, wall: result.elapsed)
        case let .failed(failure):
            json.failed(clip: failure.presetID, output: nil, error: failure.description)
        case .planned, .started, .skipped:
            break
        }
    }

    /// Clears the progress block (call once the batch is over).
    func finish() {
        guard terminal else { return }
        write(clear(), to: .standardError)
        drawnLines = 0
    }

    private func finish(_ presetID: String, _ format: ExportFormat) {
        finishedClips += 1
        if let i = running.firstIndex(where: { $0.clip.presetID == presetID && $0.clip.format == format }) {
            doneWork += running[i].work - running[i].done
            running.remove(at: i)
        }
    }

    private enum Stream { case standardOutput, standardError }

    /// Prints a line above the progress block (which is redrawn below it).
    private func print(_ line: String, to stream: Stream) {
        if terminal, drawnLines > 0 { write(clear(), to: .standardError); drawnLines = 0 }
        write(line + "\n", to: stream)
        lastDraw = .distantPast
    }

    private func draw(force: Bool) {
        guard terminal else { return }
        let now = Date()
        guard force || now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        let elapsed = max(1e-6, now.timeIntervalSince(start))
        let rendered = doneWork - skippedWork
        let fps = Double(rendered) / elapsed
        let eta = fps > 0 ? Double(max(0, totalWork - doneWork)) / fps : 0
        var lines = [
            String(
                format: "%@ %d/%d clips  %d/%d frames  %.0f fps  ETA %@",
                bar(doneWork, totalWork, 24), finishedClips, totalClips, doneWork, totalWork, fps, fps > 0 ? clock(eta) : "…")
        ]
        for r in running {
            lines.append(String(format: "  %@ %@ %d/%d", bar(r.done, r.work, 12), r.clip.presetID + "." + r.clip.format.fileExtension, r.done, r.work))
        }
        var text = clear()
        text += lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n")
        write(text, to: .standardError)
        drawnLines = lines.count
    }

    /// Moves to the start of the block drawn last and clears to the end of the screen.
    private func clear() -> String {
        guard drawnLines > 0 else { return "\r\u{1B}[J" }
        return "\r" + (drawnLines > 1 ? "\u{1B}[\(drawnLines - 1)A" : "") + "\u{1B}[J"
    }

    private func bar(_ done: Int, _ total: Int, _ width: Int) -> String {
        let filled = total > 0 ? min(width, width * done / total) : width
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    private func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 60 ? String(format: "%dm%02ds", s / 60, s % 60) : "\(s)s"
    }

    private func write(_ text: String, to stream: Stream) {
        (stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError).write(Data(text.utf8))
    }
}
