import Foundation
import XWTEngine
import XWTMedia
import XWTPresets
import XWTVideo

/// Exports started from the page (`POST /api/export`): rendered on their own thread into a private
/// temporary folder, their progress sent as events in the `--progress-json` form, downloaded by
/// number (`GET /api/export/N`). A request names a number, never a path; the folder is removed
/// when the server stops.
public final class PreviewExports: Sendable {
    private let folder: String
    private let events: PreviewEvents
    /// Finished exports: number → (file, download name).
    private let files = Locked<[Int: (path: String, name: String)]>([:])
    private let counter = Locked(0)

    /// Makes the private folder (mode 0700) under the system's temporary folder.
    public init(events: PreviewEvents) throws {
        var template = Array((NSTemporaryDirectory() + "/xwt-video-preview-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw PreviewError.badRequest("cannot make a temporary folder for exports") }
        folder = String(cString: made)
        InterruptCleanup.removeOnInterrupt(folder: folder)  // Ctrl-C leaves nothing behind
        self.events = events
    }

    /// The export formats the page offers (every file format; raw frames are not a download).
    public static let formats = ExportFormat.allCases.filter { $0 != .raw }

    /// Starts exporting `source` (named `name`) as `format` at `width` px; returns its number.
    public func start(_ source: any FrameSource, name: String, format: ExportFormat, width: Int?, alpha: Bool) -> Int {
        let number = counter.withLock { n in
            n += 1
            return n
        }
        let path = "\(folder)/\(number).\(format.fileExtension)"
        let download = "\(name).\(format.fileExtension)"
        let events = events, files = files
        let thread = Thread {
            var options = ExportOptions(width: width, jobs: ProcessInfo.processInfo.activeProcessorCount)
            options.alpha = alpha && format != .mp4 && format != .gif
            let total = source.frameCount
            let work = Export.work(frames: total, fps: source.fps, to: .file(format, path: path))
            let started = Date()
            var last = Date.distantPast
            do {
                let summary = try Export.run(source, to: .file(format, path: path), options: options) { done in
                    let frame = done * total / work, now = Date()
                    guard frame >= total || now.timeIntervalSince(last) >= 0.25 else { return }
                    last = now
                    let fps = Double(frame) / max(1e-6, now.timeIntervalSince(started))
                    events.publish(
                        "progress",
                        "{\"clip\":\(JSONText.quoted(name)),\"eta\":\(Self.rounded(fps > 0 ? Double(total - frame) / fps : 0)),\"event\":\"progress\",\"export\":\(number),\"fps\":\(Self.rounded(fps)),\"frame\":\(frame),\"total\":\(total)}"
                    )
                }
                files.withLock { $0[number] = (path, download) }
                events.publish(
                    "done",
                    "{\"bytes\":\(summary.bytes),\"clip\":\(JSONText.quoted(name)),\"event\":\"done\",\"export\":\(number),\"frames\":\(summary.frames),\"url\":\"/api/export/\(number)\",\"wall\":\(Self.rounded(Date().timeIntervalSince(started)))}"
                )
            } catch {
                events.publish(
                    "failed",
                    "{\"clip\":\(JSONText.quoted(name)),\"error\":\(JSONText.quoted(String(describing: error))),\"event\":\"failed\",\"export\":\(number)}")
            }
        }
        thread.start()
        return number
    }

    /// The finished export `number`: its bytes and download name.
    public func file(_ number: Int) throws -> (bytes: Data, name: String) {
        guard let entry = files.withLock({ $0[number] }), let bytes = FileManager.default.contents(atPath: entry.path) else {
            throw PreviewError.notFound("no finished export \(number)")
        }
        return (bytes, entry.name)
    }

    /// Removes the temporary folder and what is in it.
    public func removeAll() {
        try? FileManager.default.removeItem(atPath: folder)
        InterruptCleanup.forget(folder: folder)
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

/// An export asked for by the page: `{"format": "webm", "width": 375, "alpha": false}` (width and
/// alpha optional); a bad value or an unknown key is one line naming it, as `PreviewEdits` refuses.
struct ExportOrder {
    let format: ExportFormat
    let width: Int?
    let alpha: Bool

    init(body: Data) throws {
        let fields = try RequestFields.parse(body, allowed: ["format", "width", "alpha"])
        let names = PreviewExports.formats.map(\.rawValue)
        guard case let .string(name)? = fields["format"], let format = ExportFormat(rawValue: name), name != "raw" else {
            throw PreviewError.badRequest(
                "body.format: expected one of \(names.joined(separator: ", ")); found \(fields["format"]?.kindDescription ?? "nothing")")
        }
        self.format = format
        switch fields["width"] {
        case nil, .null?: width = nil
        case let .number(w)? where w == w.rounded() && (16...4000).contains(w): width = Int(w)
        case let other?: throw PreviewError.badRequest("body.width: expected a whole number of pixels in 16…4000; found \(other.kindDescription)")
        }
        switch fields["alpha"] {
        case nil, .null?: alpha = false
        case let .bool(keep)?: alpha = keep
        case let other?: throw PreviewError.badRequest("body.alpha: expected true or false; found \(other.kindDescription)")
        }
    }
}
