import XWTEffects
import XWTEngine
import XWTMotion

/// Reads one entry of a declared run's `layers` (docs/custom-transitions.md): its content, anchor,
/// z order, mask, keyframes and Hero-style modifiers. A `regions` list gives one layer per region
/// (staggered by `cascade`).
enum DeclaredLayerParser {
    static let keys = [
        "content", "region", "regions", "hole", "contentOnly", "color", "frame", "anchor", "z", "pixelAligned", "mask", "keyframes",
        "modifiers", "timing",
    ]
    static let contents = "one of from, to, color"

    static func layers(_ r: inout PresetReader, duration: Double, elements: ParameterParser.ElementNames) throws -> [DeclaredLayer] {
        let content = try r.choice("content", [("from", "from"), ("to", "to"), ("color", "color")])
        let role: ScreenRole? = content == "color" ? nil : ScreenRole(rawValue: content)
        var regions: [Rect?] = [nil]
        if let role {
            if r.keys.contains("region") && r.keys.contains("regions") {
                throw r.error("regions", expected: "either region or regions", found: "both")
            }
            if let value = r.value("region") {
                regions = [try rect(value, file: r.file, keyPath: r.keyPath("region"), elements: elements, on: role)]
            } else if let value = r.value("regions") {
                let items = try DeclaredEffectParser.array(value, file: r.file, keyPath: r.keyPath("regions"), expected: "an array of rectangles")
                regions = try items.enumerated().map { index, item in
                    try rect(item, file: r.file, keyPath: r.keyPath("regions") + "[\(index)]", elements: elements, on: role)
                }
            }
        }
        let hole = try r.bool("hole", default: false)
        if hole && regions == [nil] { throw r.error("hole", expected: "a hole only for a region (give region or regions)", found: "true") }
        let contentOnly = try r.bool("contentOnly", default: false)
        if contentOnly && regions == [nil] {
            throw r.error("contentOnly", expected: "contentOnly only for a region (give region or regions)", found: "true")
        }
        var color = Color(red: 0, green: 0, blue: 0)
        var frame = Rect(x: 0, y: 0, width: elements.device.width, height: elements.device.height)
        if role == nil {
            color = try PresetParser.color(try r.required("color", "a colour \"#RRGGBB\" or \"#RRGGBBAA\""), file: r.file, keyPath: r.keyPath("color"))
            if let value = r.value("frame") { frame = try rect(value, file: r.file, keyPath: r.keyPath("frame"), elements: nil, on: .from) }
        }
        var anchor = Point(0.5, 0.5)
        if let value = r.value("anchor") {
            guard case let .array(xy) = value, xy.count == 2, case let .number(x) = xy[0], case let .number(y) = xy[1], abs(x) <= 100, abs(y) <= 100 else {
                throw r.error(
                    "anchor", expected: "a unit point [x, y] of the bounds, each in -100…100 ([0.5, 0.5] is the centre)", found: value.kindDescription)
            }
            anchor = Point(x, y)
        }
        let z = try r.value("z").map { _ in try r.number("z", in: -100_000...100_000, unit: "pt") } ?? 0
        let pixelAligned = try r.bool("pixelAligned", default: false)
        let mask: DeclaredMaskShape? = try r.value("mask").map { _ in try r.choice("mask", DeclaredMaskShape.allCases.map { ($0.rawValue, $0) }) }
        var tracks: [DeclaredProperty: DeclaredTrack] = [:]
        if let value = r.value("keyframes") {
            var k = try PresetReader(file: r.file, path: r.keyPath("keyframes"), value: value)
            for key in k.keys {
                guard let property = DeclaredProperty(rawValue: key), let json = k.value(key) else {
                    throw k.error(
                        key, expected: "an animatable property (" + DeclaredProperty.allCases.map(\.rawValue).joined(separator: ", ") + ")",
                        found: "an unknown key")
                }
                if mask == nil && property.isMask {
                    throw k.error(key, expected: "mask tracks only with a mask (add \"mask\": \"rect\", \"roundedRect\" or \"circle\")", found: "no mask")
                }
                if mask != nil && property == .cornerRadius {
                    throw k.error(key, expected: "cornerRadius only without a mask (a roundedRect mask's maskRadius rounds it)", found: "a mask")
                }
                tracks[property] = try DeclaredTrackParser.track(json, property: property, duration: duration, file: r.file, keyPath: k.keyPath(key))
            }
        }
        let base = regions.map { region -> DeclaredLayer in
            let content: DeclaredContent =
                switch (role, region) {
                case let (role?, region?): .region(role, region, leavesHole: hole)
                case let (role?, nil): .screen(role)
                case (nil, _): .color(color, frame: frame)
                }
            return DeclaredLayer(
                content: content, anchor: anchor, z: z, pixelAligned: pixelAligned, contentOnly: contentOnly, mask: mask, tracks: tracks)
        }
        guard let value = r.value("modifiers") else {
            if r.keys.contains("timing") { _ = r.value("timing"); throw r.error("timing", expected: "a timing only with modifiers", found: "no modifiers") }
            try r.finish(allowed: keys)
            return base
        }
        let timingText = try r.string("timing", default: DeclaredModifiers.defaultTiming, expected: DeclaredTimingParser.expected)
        try r.finish(allowed: keys)
        return try DeclaredModifiers.expand(
            base, modifiers: value, appearing: role != .from, timing: timingText, duration: duration,
            screen: Rect(x: 0, y: 0, width: elements.device.width, height: elements.device.height), file: r.file, keyPath: r.keyPath("modifiers"))
    }

    /// A rectangle `[x, y, w, h]` in pt with w, h > 0, or an element name of the `role` screen.
    static func rect(_ json: JSONValue, file: String, keyPath: String, elements: ParameterParser.ElementNames?, on role: ScreenRole) throws -> Rect {
        if case let .string(name) = json, let rect = elements?.rect(name, onTo: role == .to) { return rect }
        if case let .array(items) = json, items.count == 4 {
            let n = items.compactMap { if case let .number(n) = $0 { return n } else { return nil } }
            if n.count == 4, n[2] > 0, n[3] > 0 { return Rect(x: n[0], y: n[1], width: n[2], height: n[3]) }
        }
        throw PresetError(
            file: file, keyPath: keyPath, expected: "a rectangle [x, y, w, h] in pt with w, h > 0\(elements?.hint(onTo: role == .to) ?? "")",
            found: json.kindDescription)
    }
}

extension DeclaredProperty {
    var isMask: Bool { [.maskX, .maskY, .maskWidth, .maskHeight, .maskRadius].contains(self) }
}
