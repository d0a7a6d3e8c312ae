import XWTMotion

/// The still a documentation page shows before a clip plays (written with `ExportTarget.still`).
public enum Poster {
    /// The default poster frame: the middle of the first act that moves (a tap's or a pan's, not a
    /// hold), i.e. mid-transition; frame count / 2 for sources other than a preset's `RenderJob`.
    public static func defaultFrame(of job: some FrameSource) -> Int {
        guard let preset = (job as? RenderJob)?.preset else { return job.frameCount / 2 }
        let timeline = preset.timeline
        guard let act = timeline.acts.indices.first(where: { if case .hold = timeline.acts[$0] { return false } else { return true } }) else {
            return job.frameCount / 2
        }
        let middle = timeline.actStartTimes[act] + timeline.actDurations[act] / 2
        return max(0, min(job.frameCount - 1, Int((middle * Double(job.fps)).rounded(.down))))
    }
}
