import Foundation
import XWTMotion

extension MotionTrace {
    /// Which gesture model reads the preset's pans and its rules, one `# `-prefixed line each, then
    /// who took each pan when a control on the presented screen took one: what `trace` prints on
    /// standard error before its CSV (the JSON form carries them as fields).
    public var header: String {
        let model = "# gesture model: \(gestureModel), \(gestureOrigin); threshold \(String(format: "%g", threshold))"
        let contested = acts.contains { $0.winner != nil && $0.winner != .transition }
        let takers = contested ? acts.compactMap { a in a.winner.map { "# act \(a.index): pan \(a.swipe?.rawValue ?? "") taken by the \($0.rawValue)" } } : []
        return ([model] + gestureRules.map { "# rule: \($0)" } + takers).joined(separator: "\n") + "\n"
    }
}
