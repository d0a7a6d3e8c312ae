import Foundation
import XWTEffects
import XWTEngine
import XWTMotion

/// Hero's modifiers as shorthand for keyframes (docs/custom-transitions.md): a layer of the from
/// screen goes from rest to the modified state, a layer of the to screen (or a colour) from the
/// modified state to rest, over the run or its `delay(s)`/`duration(s)` part, with the layer's
/// `timing` (default Hero's `.standard`, cubic-bezier(0.4, 0, 0.2, 1)).
///
/// `fade`, `scale(s)` / `scale(sx, sy)`, `translate(x, y[, z])` (pt), `rotate(z)` / `rotate(x, y, z)`
/// (degrees), `zPosition(z)`, `overlay(opacity)` (a black layer over it), `delay(s)`,
/// `duration(s)`, and `cascade(delta[, direction])` to stagger a layer's `regions` by `delta`
/// seconds in `topToBottom`, `bottomToTop`, `leftToRight` or `rightToLeft` order.
public enum DeclaredModifiers {
    static let defaultTiming = "cubic-bezier(0.4, 0, 0.2, 1)"
    static let expected =
        "a modifier: fade, scale(s), scale(sx, sy), translate(x, y), translate(x, y, z), rotate(z), rotate(x, y, z), zPosition(z), overlay(opacity), delay(s), duration(s), cascade(delta), cascade(delta, direction)"
    public static let cascadeOrders = ["topToBottom", "bottomToTop", "leftToRight", "rightToLeft"]

    /// What the modifiers of one layer ask for.
    fileprivate struct Request {
        var targets: [(DeclaredProperty, Double)] = []
        var z: Double?
        var overlay: Double?
        var delay = 0.0
        var duration: Double?
        var cascade: (delta: Double, order: String)?
    }

    static func expand(
        _ layers: [DeclaredLayer], modifiers json: JSONValue, appearing: Bool, timing text: String, duration: Double, screen: Rect, file: String,
        keyPath: String
    ) throws -> [DeclaredLayer] {
        let items = try DeclaredEffectParser.array(json, file: file, keyPath: keyPath, expected: "an array of modifiers")
        var request = Request()
        for (index, item) in items.enumerated() {
            let path = keyPath + "[\(index)]"
            guard case let .string(text) = item, let call = Call(text) else {
                throw PresetError(file: file, keyPath: path, expected: expected, found: item.kindDescription)
            }
            try request.add(call, file: file, keyPath: path, layers: layers)
        }
        let n = layers.count
        let stagger = request.cascade?.delta ?? 0
        let length = request.duration ?? (duration - request.delay - Double(n - 1) * stagger)
        guard length > 0, request.delay + Double(n - 1) * stagger + length <= duration + 1e-9 else {
            throw PresetError(
                file: file, keyPath: keyPath, expected: "delays, cascade and duration that end within the run's \(PresetReader.format(duration)) s",
                found: "\(PresetReader.format(request.delay + Double(n - 1) * stagger + max(length, 0))) s")
        }
        guard let timing = DeclaredTimingParser.curve(text, seconds: length) else {
            throw PresetError(
                file: file, keyPath: String(keyPath.dropLast("modifiers".count)) + "timing", expected: DeclaredTimingParser.expected, found: "\"\(text)\"")
        }
        let order = request.cascade.map { cascadeOrder(layers, $0.order, screen: screen) } ?? Array(0..<n)
        var out: [DeclaredLayer] = []
        for (rank, index) in order.enumerated() {
            var layer = layers[index]
            let start = (request.delay + Double(rank) * stagger) / duration, end = min(1, start + length / duration)
            func ramp(_ rest: Double, _ target: Double) -> DeclaredTrack {
                appearing ? .ramp(target, rest, from: start, to: end, timing: timing) : .ramp(rest, target, from: start, to: end, timing: timing)
            }
            for (property, target) in request.targets {
                if layer.tracks[property] != nil {
                    throw PresetError(file: file, keyPath: keyPath, expected: "\(property.rawValue) set by keyframes or by modifiers", found: "both")
                }
                layer.tracks[property] = ramp(property.rest, target)
            }
            if let z = request.z { layer.z = z }
            out.append(layer)
            if let overlay = request.overlay {
                var shade = layer
                shade.content = .color(Color(red: 0, green: 0, blue: 0), frame: layer.content.frame(screen: screen))
                shade.tracks[.opacity] = ramp(0, overlay)
                shade.tracks[.shadowOpacity] = nil
                out.append(shade)
            }
        }
        return out
    }

    /// Layer indices in cascade order (ties keep declaration order).
    private static func cascadeOrder(_ layers: [DeclaredLayer], _ order: String, screen: Rect) -> [Int] {
        let frames = layers.map { $0.content.frame(screen: screen) }
        return layers.indices.sorted { a, b in
            let (p, q) = (frames[a], frames[b])
            let (x, y): (Double, Double) =
                switch order {
                case "topToBottom": (p.minY, q.minY)
                case "bottomToTop": (-p.maxY, -q.maxY)
                case "leftToRight": (p.minX, q.minX)
                default: (-p.maxX, -q.maxX)
                }
            return x < y || (x == y && a < b)
        }
    }
}

extension DeclaredModifiers.Request {
    fileprivate mutating func add(_ call: Call, file: String, keyPath: String, layers: [DeclaredLayer]) throws {
        let n = call.numbers
        func fail(_ expected: String) -> PresetError {
            PresetError(file: file, keyPath: keyPath, expected: expected, found: "\"\(call.text)\"")
        }
        switch (call.name, n.count) {
        case ("fade", 0) where call.arguments.isEmpty: targets.append((.opacity, 0))
        case ("scale", 1): targets += [(.scaleX, n[0]), (.scaleY, n[0])]
        case ("scale", 2): targets += [(.scaleX, n[0]), (.scaleY, n[1])]
        case ("translate", 2), ("translate", 3):
            targets += [(.translationX, n[0]), (.translationY, n[1])]
            if n.count == 3 { targets.append((.translationZ, n[2])) }
        case ("rotate", 1): targets.append((.rotationZ, n[0]))
        case ("rotate", 3): targets += [(.rotationX, n[0]), (.rotationY, n[1]), (.rotationZ, n[2])]
        case ("zPosition", 1): z = n[0]
        case ("overlay", 1):
            guard (0...1).contains(n[0]) else { throw fail("overlay(opacity) with opacity in 0…1") }
            overlay = n[0]
        case ("delay", 1):
            guard n[0] >= 0 else { throw fail("delay(seconds) with seconds ≥ 0") }
            delay = n[0]
        case ("duration", 1):
            guard n[0] > 0 else { throw fail("duration(seconds) with seconds > 0") }
            duration = n[0]
        case ("cascade", _) where (1...2).contains(call.arguments.count):
            let order = call.arguments.count == 2 ? call.arguments[1] : "topToBottom"
            guard let delta = Double(call.arguments[0]), delta >= 0, DeclaredModifiers.cascadeOrders.contains(order) else {
                throw fail(
                    "cascade(delta) or cascade(delta, direction) with delta ≥ 0 s and direction one of "
                        + DeclaredModifiers.cascadeOrders.joined(separator: ", "))
            }
            guard layers.count > 1 else { throw fail("cascade only on a layer with a list of regions") }
            cascade = (delta, order)
        default:
            throw fail(DeclaredModifiers.expected)
        }
    }
}

/// A modifier as written: `name` or `name(a, b, …)`.
private struct Call {
    let text: String
    let name: String
    let arguments: [String]

    init?(_ text: String) {
        self.text = text
        guard let open = text.firstIndex(of: "(") else {
            name = text; arguments = []
            return
        }
        guard text.hasSuffix(")") else { return nil }
        name = String(text[..<open])
        arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The arguments when all are finite numbers; else empty.
    var numbers: [Double] {
        let n = arguments.compactMap { Double($0) }.filter(\.isFinite)
        return n.count == arguments.count ? n : []
    }
}

extension DeclaredProperty {
    /// The value when no track animates it.
    var rest: Double {
        switch self {
        case .scaleX, .scaleY, .opacity: return 1
        default: return 0
        }
    }
}

extension DeclaredContent {
    /// The layer's frame in the container, pt (a whole screen: `screen`).
    func frame(screen: Rect) -> Rect {
        switch self {
        case let .region(_, rect, _): return rect
        case let .color(_, frame): return frame
        case .screen: return screen
        }
    }
}
