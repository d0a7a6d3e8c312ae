import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTMedia
import XWTMotion
import XWTTestSupport

/// Keyframe goldens: every registered effect, every direction and every combination of its
/// choice parameters, at progress 0, 0.25, 0.5, 0.75 and 1 on two small patterned screens, equals
/// its PNG golden exactly (`Goldens/<effect>[-<choice>…]-<direction>.png`, the five keyframes side
/// by side). Also each number, count and boolean at a value other than its default
/// (`<effect>-<name>_<value>-<direction>.png`) and every effect at the default 2× scale
/// (`<effect>-<direction>@2x.png`). No tolerance (see `Goldens/README.md`).
///
/// Record deliberately with `scripts/record [EFFECT…]` (`GoldenFiles`: writes the missing or changed
/// goldens and fails on purpose); say why the pixels changed in the commit. `XWT_GOLDENS=EFFECT`
/// checks one effect's goldens alone (docs/testing.md).
final class KeyframeGoldenTests: XCTestCase {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let progresses = [0, 0.25, 0.5, 0.75, 1]
    /// 48 × 80 pt at 1 px/pt: small enough to review in a diff, even so halves fall on pixels.
    static let canvas = Canvas(width: 48, height: 80, scale: 1)
    /// The same 48 × 80 px at the devices' default 2 px/pt: point-sized geometry doubles in pixels.
    static let canvas2x = Canvas(width: 24, height: 40, scale: 2)
    /// Pixels between two keyframes in a strip, filled with `separator`.
    static let spacing = 2
    static let separator = RGBA8(r: 128, g: 128, b: 128)
    /// More combinations of choice values than this: each choice varies alone, the others at default.
    static let maxCombinations = 16

    func testEveryEffectMatchesItsKeyframeGoldens() throws {
        #if !(os(Linux) && arch(x86_64))
            throw XCTSkip("keyframe goldens are authoritative on Linux x86_64 only")
        #else
            let contexts = [Self.canvas, Self.canvas2x].map {
                EffectContext(canvas: $0, screenA: Self.screen(.a, on: $0), screenB: Self.screen(.b, on: $0), seed: 7)
            }
            let goldens = GoldenFiles(directory: Self.goldens, what: "keyframe golden")
            for id in EffectID.allCases where GoldenFiles.includes(id.rawValue) {
                let cases =
                    Self.variants(id).map { ($0, contexts[0], "") } + Self.valueVariants(id).map { ($0, contexts[0], "") }
                    + [(Self.Variant(choices: [], parameters: .defaults(id)), contexts[1], "@2x")]
                for (variant, context, suffix) in cases {
                    let effect = id.makeEffect(variant.parameters)
                    for direction in TransitionDirection.allCases {
                        let name = ([id.rawValue] + variant.choices + [direction.rawValue]).joined(separator: "-") + suffix + ".png"
                        let frames = Self.progresses.map {
                            Renderer(canvas: context.canvas, bands: 1).render(effect.scene(direction: direction, progress: $0, in: context))
                        }
                        let strip = Self.strip(frames)
                        try goldens.check(
                            name, difference: { try Self.difference(name, strip, ImageCodec.decode(path: $0.path)) },
                            write: { try ImageCodec.writePNG(strip, path: $0.path) })
                    }
                }
            }
            for failure in try goldens.failures(isGolden: { $0.hasSuffix(".png") }) { XCTFail(failure) }
        #endif
    }

    /// Which keyframes differ and how much (nil when none does); writes the rendered strip for a side-by-side look.
    private static func difference(_ name: String, _ strip: Bitmap, _ golden: Bitmap) throws -> String? {
        guard strip != golden else { return nil }
        guard strip.width == golden.width && strip.height == golden.height else {
            return "\(strip.width)×\(strip.height) px rendered, golden is \(golden.width)×\(golden.height) px"
        }
        let frameWidth = (strip.width - (Self.progresses.count - 1) * Self.spacing) / Self.progresses.count
        var counts = [Int](repeating: 0, count: Self.progresses.count), maxDelta = 0
        for y in 0..<strip.height {
            for x in 0..<strip.width {
                let a = strip[x, y], b = golden[x, y]
                guard a != b else { continue }
                counts[min(counts.count - 1, x / (frameWidth + Self.spacing))] += 1
                maxDelta = max(maxDelta, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
            }
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("xwt-keyframes")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let actual = dir.appendingPathComponent(name)
        try ImageCodec.writePNG(strip, path: actual.path)
        let detail = zip(Self.progresses, counts).filter { $0.1 > 0 }.map { "p \($0.0): \($0.1) px" }.joined(separator: ", ")
        return "differs from the golden (\(detail); max channel difference \(maxDelta)); rendered strip at \(actual.path)"
    }

    // MARK: Variants

    struct Variant {
        /// The value of every choice parameter, in parameter order (part of the file name).
        var choices: [String]
        var parameters: EffectParameters
        var label: String { choices.isEmpty ? "(no choices)" : choices.joined(separator: " ") }
    }

    /// Every combination of the choice parameters' values (other parameters at their defaults), or
    /// when there are more than `maxCombinations`, each choice value once with the others at default.
    static func variants(_ id: EffectID) -> [Variant] {
        let choices: [(name: String, values: [String], defaultValue: String)] = id.parameters.compactMap { spec in
            guard case let .choice(values) = spec.kind, case let .choice(value) = spec.defaultValue else { return nil }
            return (spec.name, values, value)
        }
        var combinations: [[String]] = [[]]
        if choices.reduce(1, { $0 * $1.values.count }) <= maxCombinations {
            for choice in choices { combinations = combinations.flatMap { prefix in choice.values.map { prefix + [$0] } } }
        } else {
            let defaults = choices.map(\.defaultValue)
            combinations = [defaults]
            for (i, choice) in choices.enumerated() {
                for value in choice.values where value != choice.defaultValue {
                    var combination = defaults
                    combination[i] = value
                    combinations.append(combination)
                }
            }
        }
        return combinations.map { values in
            var assigned: [String: ParameterValue] = [:]
            for (choice, value) in zip(choices, values) { assigned[choice.name] = .choice(value) }
            let parameters: EffectParameters
            do { parameters = try EffectParameters(effect: id, values: assigned) } catch {
                preconditionFailure("\(id.rawValue): choice values rejected: \(error)")
            }
            return Variant(choices: values.map(fileSafe), parameters: parameters)
        }
    }

    /// Each number, count and boolean parameter alone at a value other than its default (durations
    /// left out: they only time the transition), choices at their defaults; the file name says
    /// which (`cool-fold-foldCount_5`, `circle-spread-legacy_true`).
    static func valueVariants(_ id: EffectID) -> [Variant] {
        id.parameters.compactMap { spec in
            guard spec.unit != .seconds, let value = otherValue(spec) else { return nil }
            let parameters: EffectParameters
            do { parameters = try EffectParameters(effect: id, values: [spec.name: value]) } catch {
                preconditionFailure("\(id.rawValue): \(spec.name) = \(value) rejected: \(error)")
            }
            let text: String
            switch value {
            case let .bool(b): text = String(b)
            case let .number(x): text = x == x.rounded() ? String(Int(x)) : String(format: "%.3g", x)
            default: text = "\(value)"
            }
            return Variant(choices: [fileSafe("\(spec.name)_\(text)")], parameters: parameters)
        }
    }

    /// A valid value other than the default that shows on a 48 × 80 canvas: a boolean flipped, a
    /// count one higher (lower at its maximum), an angle turned by π/6, a length halved (12 from 0),
    /// another number scaled by 0.8 — each kept in range. nil for other kinds.
    static func otherValue(_ spec: ParameterSpec) -> ParameterValue? {
        switch (spec.kind, spec.defaultValue) {
        case let (.bool, .bool(b)):
            return .bool(!b)
        case let (.integer(lo, hi), .number(x)):
            return .number(Double(Int(x) < hi ? Int(x) + 1 : max(lo, Int(x) - 1)))
        case let (.number(lo, hi), .number(x)):
            let other: Double
            switch spec.unit {
            case .radians: other = x + Double.pi / 6
            case .points, .pixels: other = x == 0 ? 12 : x / 2
            default: other = x == 0 ? 0.5 : x * 0.8
            }
            let clamped = min(max(other, lo), hi)
            return clamped == x ? nil : .number(clamped)
        default:
            return nil
        }
    }

    /// `text` with anything but letters, digits, `.` and `_` replaced by `_`.
    static func fileSafe(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") ? $0 : "_" })
    }

    // MARK: Screens and strips

    /// The keyframes side by side, `spacing` grey pixels apart.
    static func strip(_ frames: [Bitmap]) -> Bitmap {
        let w = frames[0].width, h = frames[0].height
        var strip = Bitmap(width: frames.count * w + (frames.count - 1) * spacing, height: h, fill: separator)
        for (i, frame) in frames.enumerated() {
            for y in 0..<h { for x in 0..<w { strip[i * (w + spacing) + x, y] = frame[x, y] } }
        }
        return strip
    }

    enum Which { case a, b }

    /// An opaque screen with structure a reviewer can follow through a transition: a gradient
    /// background (A cool blue, B warm orange), an 8-px grid, a bar at the top (A) or bottom (B),
    /// a triangle in one top corner (A left, B right) pointing the way up, a disc lower down and a
    /// diagonal stripe, so translation, scaling, mirroring and rotation all show.
    static func screen(_ which: Which, on canvas: Canvas = canvas) -> Bitmap {
        let w = canvas.pixelWidth, h = canvas.pixelHeight
        var bitmap = Bitmap(width: w, height: h)
        let isA = which == .a
        for y in 0..<h {
            for x in 0..<w {
                let fy = Double(y) / Double(h - 1), fx = Double(x) / Double(w - 1)
                var r: Double, g: Double, b: Double
                if isA { (r, g, b) = (30 + 40 * fx, 70 + 90 * fy, 200 - 60 * fy) } else { (r, g, b) = (240 - 40 * fy, 120 + 70 * fx, 40 + 30 * fy) }
                if x % 8 == 0 || y % 8 == 0 { (r, g, b) = (r * 0.7, g * 0.7, b * 0.7) }  // grid
                let bar = isA ? y < 10 : y >= h - 10
                if bar { (r, g, b) = isA ? (240, 240, 245) : (40, 40, 48) }
                // Triangle in a top corner, 12 px high, apex up.
                let cornerX = isA ? x - 4 : (w - 1 - 4) - x, ty = y - 14
                if ty >= 0 && ty < 12 && cornerX >= 6 - ty / 2 && cornerX <= 6 + ty / 2 { (r, g, b) = isA ? (255, 220, 0) : (200, 0, 160) }
                // Disc.
                let cx = isA ? 32.0 : 16.0, cy = isA ? 56.0 : 40.0
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                if dx * dx + dy * dy < 64 { (r, g, b) = isA ? (255, 90, 90) : (40, 200, 90) }
                // Diagonal stripe, 3 px wide (A falls to the right, B rises).
                let d = isA ? x - (y - 20) : x - (h - 20 - y)
                if d >= 0 && d < 3 && y >= 20 && y < h - 12 { (r, g, b) = (255, 255, 255) }
                bitmap[x, y] = RGBA8(r: UInt8(r.rounded()), g: UInt8(g.rounded()), b: UInt8(b.rounded()))
            }
        }
        return bitmap
    }
}
