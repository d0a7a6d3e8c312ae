/// The outcome of a batch.
public struct BatchReport: Sendable {
    public var written: [BatchClipResult] = []
    public var skipped: [BatchClip] = []
    public var failures: [BatchFailure] = []
    /// Wall time of the whole batch in seconds.
    public var elapsed: Double = 0
    /// Every clip written or already up to date, in plan order.
    public var clips: [BatchClip] = []
    public var succeeded: Bool { failures.isEmpty }
}
