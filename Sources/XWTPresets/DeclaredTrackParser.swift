import XWTEffects
import XWTMotion

/// Reads one property's keyframes: a constant (a number; `true`/`false` for `hidden`) or an array
/// of `{"t": fraction | "at": seconds, "value": …, "timing": …}`, times not decreasing, each
/// keyframe after the first with the timing of the segment arriving at it (default linear).
enum DeclaredTrackParser {
    static func track(_ json: JSONValue, property: DeclaredProperty, duration: Double, file: String, keyPath: String) throws -> DeclaredTrack {
        let isStep = property == .hidden
        guard case let .array(items) = json else {
            return DeclaredTrack.constant(try value(json, property: property, file: file, keyPath: keyPath))
        }
        guard !items.isEmpty else {
            throw PresetError(file: file, keyPath: keyPath, expected: "a value or a non-empty array of keyframes", found: "an empty array")
        }
        var keyframes: [DeclaredTrack.Keyframe] = []
        for (index, item) in items.enumerated() {
            var k = try PresetReader(file: file, path: keyPath + "[\(index)]", value: item)
            let time: Double
            switch (k.keys.contains("t"), k.keys.contains("at")) {
            case (true, false): time = try k.number("t", in: 0...1, unit: "(fraction of the run)")
            case (false, true): time = try k.number("at", in: 0...duration, unit: "s (within the run's duration)") / duration
            default:
                throw PresetError(
                    file: file, keyPath: k.path,
                    expected: "exactly one of t (fraction of the run, 0…1) and at (seconds)", found: k.keys.contains("t") ? "both" : "neither")
            }
            if let previous = keyframes.last, time < previous.time {
                throw k.error(
                    k.keys.contains("t") ? "t" : "at", expected: "a time at or after the previous keyframe's (t = \(PresetReader.format(previous.time)))",
                    found: "t = \(PresetReader.format(time))")
            }
            let v = try value(try k.required("value", property.expectation), property: property, file: file, keyPath: k.keyPath("value"))
            var timing = TimingCurve.linear
            if let json = k.value("timing") {
                guard let previous = keyframes.last else {
                    throw k.error(
                        "timing", expected: "no timing on the first keyframe (a timing eases the segment arriving at its keyframe)", found: json.kindDescription
                    )
                }
                guard case let .string(text) = json, let curve = DeclaredTimingParser.curve(text, seconds: (time - previous.time) * duration) else {
                    throw k.error("timing", expected: DeclaredTimingParser.expected, found: json.kindDescription)
                }
                timing = curve
            }
            try k.finish(allowed: ["t", "at", "value", "timing"])
            keyframes.append(DeclaredTrack.Keyframe(time: time, value: v, timing: timing))
        }
        return DeclaredTrack(keyframes, isStep: isStep)
    }

    /// A keyframe's value in the property's range (`hidden`: a boolean, read as 1 or 0).
    private static func value(_ json: JSONValue, property: DeclaredProperty, file: String, keyPath: String) throws -> Double {
        switch (property, json) {
        case (.hidden, .bool(let flag)): return flag ? 1 : 0
        case (.hidden, _): break
        case (_, .number(let n)) where property.range.contains(n): return n
        default: break
        }
        throw PresetError(file: file, keyPath: keyPath, expected: property.expectation, found: json.kindDescription)
    }
}

extension DeclaredProperty {
    /// What a value of this property looks like, for errors.
    var expectation: String {
        if self == .hidden { return "true or false" }
        let r = range
        let text = "\(PresetReader.format(r.lowerBound))…\(PresetReader.format(r.upperBound))"
        return "a number in " + text + (unit == text ? "" : " " + unit)
    }
}
