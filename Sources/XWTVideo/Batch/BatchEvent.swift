/// What happens during a batch, reported as it happens (from worker threads, serialised by a lock).
public enum BatchEvent: Sendable {
    /// Everything planned: the clips and the total work (frame renders; a gif counts both passes).
    case planned(clips: [BatchClip], totalWork: Int)
    case started(BatchClip, work: Int)
    /// `done` of the clip's `work` units are finished.
    case progress(BatchClip, done: Int)
    case finished(BatchClipResult)
    /// The clip was up to date and kept (`onlyStale`).
    case skipped(BatchClip, work: Int)
    case failed(BatchFailure)
}
