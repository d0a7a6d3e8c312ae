import Foundation
import XWTEffects
import XWTEngine
import XWTMotion
import XWTScreens

/// Reads version 1 of the preset format (documented in Presets/README.md) into a `Preset`.
///
/// Every key is checked: unknown keys, wrong types, out-of-range numbers and invalid choices are
/// errors naming the file and the key path, and the script is laid out on a timeline at load.
public enum PresetParser {
    public static let formatName = "xwt-video-preset"
    public static let version = 1

    static let topKeys = [
        "format", "version", "description", "device", "fps", "background", "seed", "screens", "effect", "gesture", "acts",
        "touches", "statusBar", "appearance", "fit", "screensHaveStatusBar", "$schema",
    ]

    /// Parses `data` as the preset `id`; `file` names it in errors, `baseDirectory` resolves relative screen paths.
    public static func parse(
        _ data: Data, id: String, file: String, baseDirectory: String?,
        overrides: PresetOverrides = .none
    ) throws -> Preset {
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch let e as JSONSyntaxError {
            throw PresetError(file: file, message: "not valid JSON: \(e.message)")
        }
        var top = try PresetReader(file: file, path: "", value: json)
        let format = try top.string("format", expected: "\"\(formatName)\"")
        guard format == formatName else { throw top.error("format", expected: "\"\(formatName)\"", found: "\"\(format)\"") }
        let declared = try top.required("version", "\(version)")
        guard declared == .number(Double(version)) else { throw top.error("version", expected: "\(version)", found: declared.kindDescription) }
        _ = top.value("$schema")  // for editors: Presets/preset.schema.json
        let summary = try top.string("description")
        var (device, canvas) = try self.device(&top)
        let ownSize = canvas.size
        if let override = overrides.device { (device, canvas) = (override, override.canvas) }
        let fps = try top.integer("fps", default: 60, in: 1...240)
        let background = try top.value("background").map { try color($0, file: file, keyPath: "background") } ?? .black
        let seed = UInt64(try top.integer("seed", default: 1, in: 0...Int(Int32.max)))
        let (from, to) = try screens(&top, baseDirectory: baseDirectory)
        let (effect, parameters) = try effect(&top, elements: ElementNames(from: from, to: to, device: device), baseDirectory: baseDirectory)
        let traits = effect.gesture(parameters)
        let gesture = try self.gesture(&top, default: traits.model)
        var acts = try self.acts(&top, traits: traits)
        if canvas.size != ownSize {
            acts = rescaled(acts, from: ownSize, to: canvas.size, gesture: gesture)
        }
        let touches = try top.bool("touches", default: false)
        // The file's own values are read (and checked) even when an override replaces them.
        let ownStatusBar = try top.choice("statusBar", StatusBarMode.allCases.map { ($0.rawValue, $0) }, default: .fixed)
        let ownAppearance = try top.choice("appearance", Appearance.allCases.map { ($0.rawValue, $0) }, default: .light)
        let ownFit = try top.choice("fit", ScreenFit.allCases.map { ($0.rawValue, $0) }, default: .fill)
        let statusBar = overrides.statusBar ?? ownStatusBar, appearance = overrides.appearance ?? ownAppearance
        let fit = overrides.fit ?? ownFit
        let screensHaveStatusBar = try top.bool("screensHaveStatusBar", default: false)
        try top.finish(allowed: topKeys)
        let durations = effect.durations(parameters)
        let config = TimelineConfig(
            fps: fps, canvas: canvas.size, toDuration: durations.to, backDuration: durations.back,
            gesture: gesture)
        let timeline: Timeline
        do { timeline = try Timeline(acts: acts, config: config) } catch let e as TimelineError {
            throw PresetError(file: file, message: e.description)
        }
        // The one playability rule every command relies on (export, still, sheet, trace, hash, validate).
        guard timeline.frameCount >= 1 else {
            throw PresetError(
                file: file, keyPath: "acts", expected: "a clip of at least one frame (\(String(format: "%g", 0.5 / Double(fps))) s or more at \(fps) fps)",
                found: "\(String(format: "%g", timeline.duration)) s")
        }
        var preset = Preset(
            id: id, file: file, summary: summary, device: device, canvas: canvas, fps: fps, background: background, seed: seed,
            from: from, to: to, screenOrigins: (ValueOrigin(file: file, keyPath: "screens.from"), ValueOrigin(file: file, keyPath: "screens.to")),
            effect: effect, parameters: parameters, acts: acts, timeline: timeline,
            touches: touches, statusBar: statusBar, appearance: appearance)
        preset.fit = fit
        preset.screensHaveStatusBar = screensHaveStatusBar
        if let from = overrides.from { (preset.from, preset.screenOrigins.from) = (from, .option("--from")) }
        if let to = overrides.to { (preset.to, preset.screenOrigins.to) = (to, .option("--to")) }
        // Screenshots from the command line are detected by size unless declared.
        if overrides.from != nil || overrides.to != nil || overrides.screensHaveStatusBar != nil {
            preset.screensHaveStatusBar = overrides.screensHaveStatusBar
        }
        return preset
    }

    /// The effect's gesture model, or the one `"gesture"` names, with its threshold overridden if given
    /// (`threshold`, or with the tm model its own name `interactivePercent`, not both).
    private static func gesture(_ top: inout PresetReader, default model: any GestureModel) throws -> any GestureModel {
        guard let value = top.value("gesture") else { return model }
        var r = try PresetReader(file: top.file, path: "gesture", value: value)
        let own = type(of: model)
        let chosen: any GestureModel.Type = try r.choice("model", GestureModels.all.map { ($0.id, $0) }, default: own)
        var result: any GestureModel = ObjectIdentifier(chosen) == ObjectIdentifier(own) ? model : chosen.init()
        if var tm = result as? TMGestureModel, let value = r.value("directions") {
            tm.directions = try TMGestureModel.Directions(value, file: r.file, keyPath: r.keyPath("directions"))
            result = tm
        }
        let names = result is TMGestureModel ? ["threshold", "interactivePercent"] : ["threshold"]
        let given = names.filter { r.keys.contains($0) }
        if given.count > 1 {
            throw r.error(given[1], expected: "either threshold or interactivePercent (the same setting)", found: "both")
        }
        result.threshold = try r.number(given.first ?? "threshold", default: result.threshold, in: 0...1)
        try r.finish(allowed: ["model"] + names + (result is TMGestureModel ? ["directions"] : []))
        return result
    }

    private static func device(_ top: inout PresetReader) throws -> (Device, Canvas) {
        guard let value = top.value("device") else { return (.custom(width: 375, height: 667), Canvas(width: 375, height: 667, scale: 2)) }
        if case let .string(name) = value {
            guard let device = Device.named(name) else {
                throw top.error(
                    "device",
                    expected: "a device name (" + Device.all.map(\.id).joined(separator: ", ")
                        + ") or an object with width, height, scale",
                    found: "\"\(name)\"" + NameSuggestions.hint(for: name, in: Device.all.map(\.id)))
            }
            return (device, device.canvas)
        }
        var r = try PresetReader(file: top.file, path: "device", value: value)
        let width = try r.number("width", default: 375, in: 100...2000, unit: "pt")
        let height = try r.number("height", default: 667, in: 100...3000, unit: "pt")
        let scale = try r.number("scale", default: 2, in: 0.25...4, unit: "px per pt")
        try r.finish(allowed: ["width", "height", "scale"])
        let canvas = Canvas(width: width, height: height, scale: scale)
        guard Canvas.fitsBudget(width: canvas.pixelWidth, height: canvas.pixelHeight) else {
            throw PresetError(
                file: top.file, keyPath: "device", expected: "a frame of at most \(Canvas.pixelBudget) pixels (2²³, width·scale × height·scale)",
                found: "\(canvas.pixelWidth)×\(canvas.pixelHeight) px")
        }
        guard canvas.pixelWidth % 2 == 0 && canvas.pixelHeight % 2 == 0 else {
            throw PresetError(
                file: top.file, keyPath: "device", expected: "an even pixel size (width·scale and height·scale) for 4:2:0 video",
                found: "\(canvas.pixelWidth)×\(canvas.pixelHeight) px")
        }
        return (.custom(width: width, height: height), canvas)
    }

    private static func screens(_ top: inout PresetReader, baseDirectory: String?) throws -> (ScreenSource, ScreenSource) {
        guard let value = top.value("screens") else { return (.mock(.list), .mock(.detail)) }
        var r = try PresetReader(file: top.file, path: "screens", value: value)
        let expected = "a built-in screen (" + MockScreen.allCases.map(\.rawValue).joined(separator: ", ") + ") or a .png/.jpg/.jpeg path"
        func source(_ key: String, _ fallback: MockScreen) throws -> ScreenSource {
            let name = try r.string(key, default: fallback.rawValue, expected: expected)
            if let mock = MockScreen(rawValue: name) { return .mock(mock) }
            let lower = name.lowercased()
            guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else {
                throw r.error(key, expected: expected, found: "\"\(name)\"" + NameSuggestions.hint(for: name, in: MockScreen.allCases.map(\.rawValue)))
            }
            guard let baseDirectory, !name.hasPrefix("/") else { return .file(name) }
            return .file(URL(fileURLWithPath: baseDirectory).appendingPathComponent(name).path)
        }
        let from = try source("from", .list), to = try source("to", .detail)
        try r.finish(allowed: ["from", "to"])
        return (from, to)
    }

    private static func effect(_ top: inout PresetReader, elements: ElementNames, baseDirectory: String?) throws -> (EffectID, EffectParameters) {
        var r = try PresetReader(file: top.file, path: "effect", value: try top.required("effect", "an object with an \"id\""))
        let name = try r.string("id", expected: "an effect id (xwt-video effects lists them)")
        guard let effect = EffectID(rawValue: name) else {
            throw r.error(
                "id", expected: "an effect id (xwt-video effects lists them)",
                found: "\"\(name)\"" + NameSuggestions.hint(for: name, in: EffectID.allCases.map(\.rawValue)))
        }
        if effect == .custom { return (effect, try DeclaredEffectParser.parameters(&r, elements: elements, baseDirectory: baseDirectory)) }
        let specs = effect.parameters
        var values: [String: ParameterValue] = [:]
        for key in r.keys where key != "id" {
            guard let spec = specs.first(where: { $0.name == key }), let json = r.value(key) else {
                throw r.error(
                    key, expected: "a parameter of \(effect.rawValue): " + (["id"] + specs.map(\.name)).joined(separator: ", "),
                    found: "an unknown key")
            }
            values[key] = try parameterValue(json, kind: spec.kind, unit: spec.unit, file: r.file, keyPath: r.keyPath(key), elements: elements)
        }
        do {
            return (effect, try EffectParameters(effect: effect, values: values))
        } catch {
            throw PresetError(file: r.file, keyPath: r.keyPath(error.parameter), expected: error.expected, found: error.found)
        }
    }

    private static func parameterValue(
        _ json: JSONValue, kind: ParameterKind, unit: ParameterUnit = .none, file: String, keyPath: String,
        elements: ElementNames
    ) throws -> ParameterValue {
        switch (kind, json) {
        case (.number, .number(let n)), (.integer, .number(let n)): return .number(n)
        case (.bool, .bool(let b)): return .bool(b)
        case (.choice, .string(let s)): return .choice(s)
        case (.rectPairs, .array(let items)):
            return .rectPairs(
                try items.enumerated().map { index, item in
                    try rectPair(item, file: file, keyPath: "\(keyPath)[\(index)]", elements: elements)
                })
        case (.rect, .string(let name)):
            // An element of the from screen, in the parameter's unit.
            if var r = elements.rect(name, onTo: false) {
                if unit == .canvasFraction {
                    r = Rect(
                        x: r.minX / elements.device.width, y: r.minY / elements.device.height,
                        width: r.size.width / elements.device.width, height: r.size.height / elements.device.height)
                }
                return .rect(r)
            }
            throw PresetError(
                file: file, keyPath: keyPath, expected: "a rectangle [x, y, w, h] of four numbers\(elements.hint(onTo: false))",
                found: json.kindDescription)
        case (.rect, .array(let items)) where items.count == 4:
            let n = items.compactMap { if case let .number(n) = $0 { return n } else { return nil } }
            if n.count == 4 { return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3])) }
            throw PresetError(file: file, keyPath: keyPath, expected: "a rectangle [x, y, w, h] of four numbers", found: json.kindDescription)
        case (.point, .array(let xy)) where xy.count == 2:
            if case let .number(x) = xy[0], case let .number(y) = xy[1] { return .point(Point(x, y)) }
            fallthrough
        default:
            // Points are written as JSON arrays; their unit is the parameter's own (see `xwt-video effects`).
            let expected = kind == .point ? "a point [x, y] of two numbers" : kind == .rect ? "a rectangle [x, y, w, h] of four numbers" : kind.expectation
            throw PresetError(file: file, keyPath: keyPath, expected: expected, found: json.kindDescription)
        }
    }

    /// The mock screens' element names a preset's rectangles may use (`ScreenElements`), laid out
    /// for the preset's device: the first rectangle of a pair names an element of the from screen,
    /// the second one of the to screen.
    struct ElementNames {
        let from: ScreenSource, to: ScreenSource, device: Device

        func rect(_ name: String, onTo: Bool) -> Rect? {
            guard case let .mock(screen) = onTo ? to : from else { return nil }
            return ScreenElements.rect(name, on: screen, device: device)
        }

        /// " or element names (list: avatar-1, avatar-2, … avatar-6; …)" for an error, naming the
        /// elements of both screens, or with `onTo` false of the from screen alone; empty when none.
        func hint(onTo: Bool? = nil) -> String {
            let sources = onTo == false ? [from] : [from, to]
            let described = sources.compactMap { source -> String? in
                guard case let .mock(screen) = source else { return nil }
                let names = ScreenElements.names(on: screen, device: device)
                guard !names.isEmpty else { return nil }
                return "\(screen.rawValue): "
                    + (names.count > 3 ? names.prefix(2).joined(separator: ", ") + ", … " + names[names.count - 1] : names.joined(separator: ", "))
            }
            return described.isEmpty ? "" : " or " + (onTo == false ? "an element name" : "element names") + " (" + described.joined(separator: "; ") + ")"
        }
    }

    /// `[[x, y, w, h], [x, y, w, h]]`: two rectangles of four numbers, or element names of the from and
    /// to screens (`"avatar-1"`, `"hero"`), optionally with corner radii (validated by the effect's kind).
    private static func rectPair(_ json: JSONValue, file: String, keyPath: String, elements: ElementNames) throws -> RectPair {
        func rect(_ json: JSONValue, onTo: Bool) -> Rect? {
            if case let .string(name) = json { return elements.rect(name, onTo: onTo) }
            guard case let .array(items) = json, items.count == 4 else { return nil }
            let numbers = items.compactMap { if case let .number(n) = $0 { return n } else { return nil } }
            return numbers.count == 4 ? Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
        }
        func radii(_ json: JSONValue) -> (Double, Double)? {
            guard case let .array(items) = json, items.count == 2, case let .number(a) = items[0], case let .number(b) = items[1] else { return nil }
            return (a, b)
        }
        guard case let .array(pair) = json, pair.count == 2 || pair.count == 3, let first = rect(pair[0], onTo: false),
            let second = rect(pair[1], onTo: true), let corners = pair.count == 3 ? radii(pair[2]) : (0, 0)
        else {
            throw PresetError(
                file: file, keyPath: keyPath,
                expected: "a pair [[x, y, w, h], [x, y, w, h]] of rectangles in pt\(elements.hint()), optionally with corner radii [r1, r2] in pt",
                found: json.kindDescription)
        }
        return RectPair(first, second, radii: corners)
    }

    public static let directions: [(String, TransitionDirection)] = [("to", .to), ("back", .back)]
    static let swipes: [(String, SwipeDirection)] = SwipeDirection.allCases.map { ($0.rawValue, $0) }
    public static let curves: [(String, TimingCurve)] = [("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)]

    private static func acts(_ top: inout PresetReader, traits: GestureTraits) throws -> [Act] {
        let value = try top.required("acts", "an array of acts")
        guard case let .array(items) = value, !items.isEmpty else {
            throw top.error("acts", expected: "a non-empty array of acts", found: value == .array([]) ? "an empty array" : value.kindDescription)
        }
        return try items.enumerated().map { index, item in
            var r = try PresetReader(file: top.file, path: "acts[\(index)]", value: item)
            let kinds = ["hold", "animate", "pan", "pinch"].filter { r.keys.contains($0) }
            guard kinds.count == 1 else {
                throw PresetError(
                    file: top.file, keyPath: "acts[\(index)]", expected: "exactly one of the keys hold, animate, pan, pinch",
                    found: kinds.isEmpty ? "none of them" : kinds.joined(separator: " and "))
            }
            let act: Act
            switch kinds[0] {
            case "hold":
                act = .hold(seconds: try r.number("hold", in: 0...600, unit: "s"))
                try r.finish(allowed: ["hold"])
            case "animate":
                act = .animate(try r.choice("animate", directions))
                try r.finish(allowed: ["animate"])
            case "pinch":
                act = .pinch(
                    PinchAct(
                        transition: try r.choice("pinch", directions),
                        scale: try r.number("scale", in: 0.01...100),
                        duration: try r.number("duration", default: 0.5, in: 0.01...60, unit: "s"),
                        fingerCurve: try r.choice("curve", curves, default: .easeOut),
                        center: try r.point("center"),
                        span: try r.number("span", default: PinchAct.defaultSpan, in: 1...5000, unit: "pt")))
                try r.finish(allowed: ["pinch", "scale", "duration", "curve", "center", "span"])
            default:
                let transition: TransitionDirection = try r.choice("pan", directions)
                let direction = try r.choice("direction", swipes, default: transition == .to ? traits.toGesture : traits.backGesture)
                let pan = PanAct(
                    transition: transition, direction: direction,
                    distance: try r.number("distance", in: -5000...5000, unit: "pt"),
                    duration: try r.number("duration", default: 0.5, in: 0.01...60, unit: "s"),
                    fingerCurve: try r.choice("curve", curves, default: .easeOut),
                    start: try r.point("from"),
                    edgeSpacing: try r.number("edgeSpacing", default: 0, in: 0...5000, unit: "pt"),
                    ratioBase: try r.value("ratioBase").map { _ in try r.number("ratioBase", in: 1...10000, unit: "pt") })
                act = .pan(pan)
                try r.finish(allowed: ["pan", "direction", "distance", "duration", "curve", "from", "edgeSpacing", "ratioBase"])
            }
            return act
        }
    }

    /// The script moved from a screen of `old` size to one of `new` size (`--device`): touch
    /// points, edge spacings and pinch centres and spans scale along their axes, and each pan's
    /// distance by what the gesture model's base grows by (the screen's height for XW, nothing for
    /// VC's fixed 200 pt or an explicit `ratioBase`), so every pan keeps its percent and outcome.
    static func rescaled(_ acts: [Act], from old: Size, to new: Size, gesture: any GestureModel) -> [Act] {
        let sx = new.width / old.width, sy = new.height / old.height
        return acts.map { act in
            switch act {
            case .hold, .animate: return act
            case var .pan(pan):
                pan.start = pan.start.map { Point($0.x * sx, $0.y * sy) }
                pan.edgeSpacing *= pan.direction.isHorizontal ? sx : sy
                let unit = pan.direction.unitVector
                let before = gesture.percent(pan, translation: unit, in: old), after = gesture.percent(pan, translation: unit, in: new)
                if before != 0 && after != 0 { pan.distance *= before / after }
                return .pan(pan)
            case var .pinch(pinch):
                pinch.center = pinch.center.map { Point($0.x * sx, $0.y * sy) }
                pinch.span *= min(sx, sy)
                return .pinch(pinch)
            }
        }
    }

    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    static func color(_ json: JSONValue, file: String, keyPath: String) throws -> Color {
        let expected = "a colour \"#RRGGBB\" or \"#RRGGBBAA\""
        guard case let .string(text) = json, text.hasPrefix("#"), [7, 9].contains(text.count),
            text.dropFirst().allSatisfy(\.isHexDigit), let bits = UInt32(text.dropFirst(), radix: 16)
        else {
            throw PresetError(file: file, keyPath: keyPath, expected: expected, found: json.kindDescription)
        }
        let rgba = text.count == 7 ? bits << 8 | 0xFF : bits
        func c(_ shift: UInt32) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
        return Color(red: c(24), green: c(16), blue: c(8), alpha: c(0))
    }
}
