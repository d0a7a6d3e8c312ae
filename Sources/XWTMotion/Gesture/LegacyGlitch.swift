/// A glitch XWTransition's author fixed (see each effect's `legacy` parameter), reproducible for before/after clips.
///
/// Each one ends a pan act with one extra 60 Hz frame showing the layer's model value, as UIKit
/// did when it removed the animation before the completion ran.
public enum LegacyGlitch: String, Sendable, Hashable, CaseIterable {
    /// CircleSpread before the display-link timer: the release jumps straight to the end (no
    /// animation, "stiff"), and a cancel first flashes the end state (fully revealed / shrunk).
    case snapAndFlashOnCancel
    /// MiddlePageFlip without the 0.001 update: a cancel with percent < 0 flashes the end state.
    case flashOnNegativeCancel
    /// Filter without the end-state clamp: a finish flashes the start image before the end state.
    case flashStartOnFinish

    /// The progress flashed after a release with `percent` and `outcome`, or nil for no flash.
    func flash(percent: Double, outcome: PanOutcome) -> Double? {
        switch self {
        case .snapAndFlashOnCancel: return outcome == .cancelled ? 1 : nil
        case .flashOnNegativeCancel: return outcome == .cancelled && percent < 0 ? 1 : nil
        case .flashStartOnFinish: return outcome == .finished ? 0 : nil
        }
    }
}
