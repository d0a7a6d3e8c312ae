import XWTEffects
import XWTEngine
import XWTMotion

/// Reads one matched element (Hero's `heroID`, Keynote's magic move): `{"from": RECT, "to": RECT,
/// "cornerRadius": [a, b], "timing": …, "duration": seconds, "z": …}` (the flight takes the
/// first `duration` seconds of the run, by default all of it). The snapshots are of the screens'
/// content alone (`contentOnly`): an image flies without the buttons floating over it. It becomes two layers flying from the from
/// rectangle to the to rectangle (centre, size, corner radius), the to screen's snapshot fading in
/// over the from screen's (a cross-fade of the two), above everything (z 1 by default), over holes left in both
/// screens.
enum DeclaredMatchParser {
    static func layers(_ r: inout PresetReader, duration: Double, elements: ParameterParser.ElementNames) throws -> [DeclaredLayer] {
        let a = try DeclaredLayerParser.rect(
            try r.required("from", "a rectangle of the from screen"), file: r.file, keyPath: r.keyPath("from"), elements: elements, on: .from)
        let b = try DeclaredLayerParser.rect(
            try r.required("to", "a rectangle of the to screen"), file: r.file, keyPath: r.keyPath("to"), elements: elements, on: .to)
        var radii = (0.0, 0.0)
        if let value = r.value("cornerRadius") {
            guard case let .array(items) = value, items.count == 2, case let .number(ra) = items[0], case let .number(rb) = items[1],
                ra >= 0, rb >= 0, ra <= 100_000, rb <= 100_000
            else {
                throw r.error(
                    "cornerRadius", expected: "two corner radii [a, b] in pt (on the from and on the to screen), each ≥ 0", found: value.kindDescription)
            }
            radii = (ra, rb)
        }
        let flightTime = try r.number("duration", default: duration, in: 0.01...duration, unit: "s (within the run's duration)")
        let text = try r.string("timing", default: DeclaredModifiers.defaultTiming, expected: DeclaredTimingParser.expected)
        guard let timing = DeclaredTimingParser.curve(text, seconds: flightTime) else {
            throw r.error("timing", expected: DeclaredTimingParser.expected, found: "\"\(text)\"")
        }
        let z = try r.value("z").map { _ in try r.number("z", in: -100_000...100_000, unit: "pt") } ?? 1
        try r.finish(allowed: ["from", "to", "cornerRadius", "timing", "duration", "z"])
        func ramp(_ x: Double, _ y: Double) -> DeclaredTrack { .ramp(x, y, to: flightTime / duration, timing: timing) }
        let flight: [DeclaredProperty: DeclaredTrack] = [
            .positionX: ramp(a.minX + a.width / 2, b.minX + b.width / 2), .positionY: ramp(a.minY + a.height / 2, b.minY + b.height / 2),
            .width: ramp(a.width, b.width), .height: ramp(a.height, b.height), .cornerRadius: ramp(radii.0, radii.1),
        ]
        var arriving = flight
        arriving[.opacity] = ramp(0, 1)
        return [
            DeclaredLayer(content: .region(.from, a, leavesHole: true), z: z, contentOnly: true, tracks: flight),
            DeclaredLayer(content: .region(.to, b, leavesHole: true), z: z, contentOnly: true, tracks: arriving),
        ]
    }
}
