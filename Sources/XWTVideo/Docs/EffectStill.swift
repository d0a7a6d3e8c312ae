import XWTEffects
import XWTEngine
import XWTMedia
import XWTMotion
import XWTPresets

/// One frame of any effect at any progress between two screens, outside any preset.
public enum EffectStill {
    /// Parses `name=value` texts against the effect's parameter kinds (numbers, `true`/`false`,
    /// choices by name, points as `x,y`, rectangle pairs as `x,y,w,h,x,y,w,h` with 8 numbers per pair,
    /// pairs one after the other) and validates them.
    public static func parameters(_ assignments: [String], for effect: EffectID) throws -> EffectParameters {
        var values: [String: ParameterValue] = [:]
        for text in assignments {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            let names = effect.parameters.map(\.name)
            guard parts.count == 2, let spec = effect.parameters.first(where: { $0.name == parts[0] }) else {
                throw SettingError(
                    .parameter, "expected name=value with a name among \(names.joined(separator: ", ")) for \(effect.rawValue); found \"\(text)\"")
            }
            guard let value = parse(parts[1], kind: spec.kind) else {
                throw SettingError(.parameter, "expected \(spec.kind.expectation) for \(spec.name); found \"\(parts[1])\"")
            }
            values[spec.name] = value
        }
        return try EffectParameters(effect: effect, values: values)
    }

    static func parse(_ text: String, kind: ParameterKind) -> ParameterValue? {
        switch kind {
        case .number, .integer: return Double(text).map(ParameterValue.number)
        case .bool: return text == "true" ? .bool(true) : (text == "false" ? .bool(false) : nil)
        case .choice: return .choice(text)
        case .point:
            let xy = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return xy.count == 2 ? .point(Point(xy[0], xy[1])) : nil
        case .rect:
            let n = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return n.count == 4 && text.split(separator: ",", omittingEmptySubsequences: false).count == 4
                ? .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3])) : nil
        case .rectPairs:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            let n = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard n.count == parts.count, !n.isEmpty, n.count % 8 == 0 else { return nil }
            let rects = stride(from: 0, to: n.count, by: 4).map { (i: Int) -> Rect in
                Rect(x: n[i], y: n[i + 1], width: n[i + 2], height: n[i + 3])
            }
            return .rectPairs(stride(from: 0, to: rects.count, by: 2).map { RectPair(rects[$0], rects[$0 + 1]) })
        case .declaration:
            // Declared in a preset's effect object, never on the command line.
            return nil
        }
    }

    /// Renders `effect` at `progress` of `direction` between `screens`, with their fixed bars in
    /// the ink of the screen shown (mixed while the transition runs).
    public static func render(
        effect: EffectID, parameters: EffectParameters, direction: TransitionDirection,
        progress: Double, screens: TransitionScreens
    ) -> Bitmap {
        let scene = effect.makeEffect(parameters).scene(direction: direction, progress: progress, in: screens.context)
        var bitmap = Renderer(canvas: screens.context.canvas).render(scene)
        screens.composeBars(onto: &bitmap, weight: direction == .to ? progress : 1 - progress)
        return bitmap
    }
}
