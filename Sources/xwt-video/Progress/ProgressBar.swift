import Foundation

/// A one-line progress display (frames, fps, ETA) redrawn on stderr; silent unless stderr is a terminal.
final class ProgressBar {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast

    init(total: Int, label: String) {
        self.total = max(1, total); self.label = label
        enabled = isatty(STDERR_FILENO) == 1
    }

    func update(_ done: Int) {
        guard enabled else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        let elapsed = max(1e-6, now.timeIntervalSince(start))
        let fps = Double(done) / elapsed
        let eta = fps > 0 ? Double(total - done) / fps : 0
        let width = 30, filled = width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = String(format: "\r%@ %@ %d/%d frames  %.1f fps  ETA %.1fs ", label, bar, done, total, fps, eta)
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
