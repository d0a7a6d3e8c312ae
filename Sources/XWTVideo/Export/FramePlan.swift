/// The frames an export writes: which source frame each one shows, and which are holds.
///
/// Output frame k shows source frame `sourceFrames[k]`. `shows[k]` is 0 when frame k shows exactly
/// the picture of frame k − 1 (a hold: the source says so through `repeatsPrevious`), so it is
/// neither rendered nor prepared again; otherwise it counts the frames from k on that show k's
/// picture (k and the holds after it): a GIF palette weighs the picture's colours by it, and the
/// raw writer keeps a copy of the picture only when it exceeds 1.
struct FramePlan: Sendable {
    let sourceFrames: [Int]
    let shows: [Int]

    /// Output frames showing `frames` of `source`, in that order (non-decreasing indices).
    init(_ source: some FrameSource, frames: [Int]) {
        sourceFrames = frames
        var shows = [Int](repeating: 1, count: frames.count)
        var run = 0  // frames after k showing the same picture as k
        for k in frames.indices.reversed() {
            let holds = k > 0 && Self.showsSamePicture(source, frames[k - 1], frames[k])
            shows[k] = holds ? 0 : run + 1
            run = holds ? run + 1 : 0
        }
        self.shows = shows
    }

    /// Every frame of `source` at its own rate.
    init(every source: some FrameSource) { self.init(source, frames: Array(0..<source.frameCount)) }

    /// The frames of `source` a GIF with `timing` shows.
    init(_ source: some FrameSource, gif timing: GIFTiming) {
        self.init(source, frames: (0..<timing.frameCount).map(timing.sourceFrame))
    }

    var count: Int { sourceFrames.count }

    /// True when source frame `to` has the pixels of source frame `from` (≤ `to`): every frame after
    /// `from` up to `to` repeats its predecessor.
    private static func showsSamePicture(_ source: some FrameSource, _ from: Int, _ to: Int) -> Bool {
        from == to || (from < to && (from + 1...to).allSatisfy { source.repeatsPrevious(frame: $0) })
    }
}
