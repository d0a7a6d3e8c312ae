import Foundation

extension MotionTrace {
    /// Which gesture model reads the preset's pans and its rules, one `# `-prefixed line each:
    /// what `trace` prints on standard error before its CSV (the JSON form carries them as fields).
    public var header: String {
        let model = "# gesture model: \(gestureModel), \(gestureOrigin); threshold \(String(format: "%g", threshold))"
        return ([model] + gestureRules.map { "# rule: \($0)" }).joined(separator: "\n") + "\n"
    }
}
