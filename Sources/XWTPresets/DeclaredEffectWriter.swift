import Foundation
import XWTEffects
import XWTEngine
import XWTMotion

/// A declared effect written back as the preset format's `effect` object with every matched
/// element and modifier expanded into layers and keyframes (`presets validate --expanded`).
///
/// Invariant: parsing the text gives the same `DeclaredEffect` (numbers are printed exactly; a
/// `response` spring's ω0 may differ in its last bit).
public enum DeclaredEffectWriter {
    public static func json(_ effect: DeclaredEffect) -> String {
        var fields = [("id", "\"custom\"")]
        if effect.library != .declared { fields.append(("library", string(effect.library.rawValue))) }
        if effect.family != "Declared" { fields.append(("family", string(effect.family))) }
        fields += run(effect.forward, indent: 1)
        if let back = effect.back { fields.append(("back", object(run(back, indent: 2), indent: 1))) }
        return object(fields, indent: 0)
    }

    private static func run(_ run: DeclaredRun, indent: Int) -> [(String, String)] {
        var fields = [("duration", number(run.duration))]
        if let eye = run.perspective { fields.append(("perspective", number(eye))) }
        let layers = run.layers.map { pad(indent + 1) + layer($0, indent: indent + 1) }
        fields.append(("layers", "[\n" + layers.joined(separator: ",\n") + "\n" + pad(indent) + "]"))
        return fields
    }

    private static func layer(_ layer: DeclaredLayer, indent: Int) -> String {
        var fields: [(String, String)] = []
        switch layer.content {
        case let .screen(role): fields.append(("content", string(role.rawValue)))
        case let .region(role, rect, hole):
            fields += [("content", string(role.rawValue)), ("region", self.rect(rect))]
            if hole { fields.append(("hole", "true")) }
            if layer.contentOnly { fields.append(("contentOnly", "true")) }
        case let .color(color, frame):
            fields += [("content", "\"color\""), ("color", string(hex(color))), ("frame", rect(frame))]
        }
        if layer.anchor != Point(0.5, 0.5) { fields.append(("anchor", "[\(number(layer.anchor.x)), \(number(layer.anchor.y))]")) }
        if layer.z != 0 { fields.append(("z", number(layer.z))) }
        if layer.pixelAligned { fields.append(("pixelAligned", "true")) }
        if let mask = layer.mask { fields.append(("mask", string(mask.rawValue))) }
        if !layer.tracks.isEmpty {
            let tracks = layer.tracks.keys.sorted().map { property in (property.rawValue, track(layer.tracks[property]!, property)) }
            fields.append(("keyframes", object(tracks, indent: indent + 1)))
        }
        return object(fields, indent: indent)
    }

    private static func track(_ track: DeclaredTrack, _ property: DeclaredProperty) -> String {
        let value = { (v: Double) in property == .hidden ? (v >= 0.5 ? "true" : "false") : number(v) }
        let keyframes = track.keyframes.enumerated().map { index, k in
            "{ \"t\": \(number(k.time)), \"value\": \(value(k.value))" + (index == 0 ? "" : ", \"timing\": \(string(timing(k.timing)))") + " }"
        }
        return "[" + keyframes.joined(separator: ", ") + "]"
    }

    /// The timing as presets write it.
    static func timing(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case let .bezier(x1, y1, x2, y2): return "cubic-bezier(\([x1, y1, x2, y2].map(number).joined(separator: ", ")))"
        case let .spring(s):
            if Spring(damping: s.damping, initialVelocity: s.initialVelocity, duration: s.duration).omega0 == s.omega0 {
                return "spring(\(number(s.damping)), \(number(s.initialVelocity)))"
            }
            return "spring(dampingRatio: \(number(s.damping)), response: \(number(2 * Double.pi / s.omega0)))"
        }
    }

    private static func object(_ fields: [(String, String)], indent: Int) -> String {
        let oneLine = "{ " + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
        if oneLine.count + 2 * indent <= 110 && !oneLine.contains("\n") { return oneLine }
        return "{\n" + fields.map { pad(indent + 1) + "\(string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n" + pad(indent) + "}"
    }

    private static func pad(_ indent: Int) -> String { String(repeating: "  ", count: indent) }
    private static func string(_ s: String) -> String { JSONText.quoted(s) }
    private static func rect(_ r: Rect) -> String { "[" + [r.minX, r.minY, r.width, r.height].map(number).joined(separator: ", ") + "]" }

    /// The shortest text that reads back as `x` (integers without a fraction).
    private static func number(_ x: Double) -> String {
        x.rounded() == x && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }

    private static func hex(_ c: Color) -> String {
        let bytes = [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }
}
