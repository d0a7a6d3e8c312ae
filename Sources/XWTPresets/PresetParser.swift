import Foundation
import XWTEffects
import XWTEngine
import XWTMotion
import XWTScreens
import XWTSuggestions

/// Reads version 1 of the preset format (documented in Presets/README.md) into a `Preset`.
///
/// Every key is checked: unknown keys, wrong types, out-of-range numbers and invalid choices are
/// errors naming the file and the key path, and the script is laid out on a timeline at load.
public enum PresetParser {
    public static let formatName = "xwt-video-preset"
    public static let version = 1

    static let topKeys =
        [
            "format", "version", "description", "device", "fps", "background", "seed", "screens", "effect", "gesture", "acts",
            "touches", "statusBar", "appearance", "fit", "screensHaveStatusBar", "$schema",
        ] + containerKeys + transitionManagerKeys

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
        let (effect, parameters) = try effect(
            &top, elements: ParameterParser.ElementNames(from: from, to: to, device: device), baseDirectory: baseDirectory)
        var (container, screenChrome) = try containerSettings(&top, effect: effect)
        let hidesBottomBar = try hidesBottomBarWhenPushed(&top, effect: effect, container: container ?? effect.descriptor.defaultContainer)
        let transitionManager = try transitionManagerOptions(
            &top, effect: effect, container: container ?? effect.descriptor.defaultContainer)
        let traits = tabTraits(TMContainedEffect.traits(effect, parameters, container: container, options: transitionManager), container: container)
        let gesture = try self.gesture(&top, default: traits.model, screen: canvas.size)
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
        let durations = TMContainedEffect.durations(
            effect, parameters, container: container ?? effect.descriptor.defaultContainer, options: transitionManager)
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
        if let height = overrides.navigationBar { screenChrome.navigationBar = height }
        if let height = overrides.tabBar { screenChrome.tabBar = height }
        preset.container = container
        preset.hidesBottomBarWhenPushed = hidesBottomBar
        preset.transitionManager = transitionManager
        preset.screenChrome = screenChrome
        if let from = overrides.from { (preset.from, preset.screenOrigins.from) = (from, overrides.screenOrigins.from) }
        if let to = overrides.to { (preset.to, preset.screenOrigins.to) = (to, overrides.screenOrigins.to) }
        // Screenshots from the command line are detected by size unless declared.
        if overrides.from != nil || overrides.to != nil || overrides.screensHaveStatusBar != nil {
            preset.screensHaveStatusBar = overrides.screensHaveStatusBar
        }
        return preset
    }

    /// The effect's gesture model, or the one `"gesture"` names, with its threshold overridden if given
    /// (`threshold`, or with the tm model its own name `interactivePercent`, not both).
    private static func gesture(_ top: inout PresetReader, default model: any GestureModel, screen: Size) throws -> any GestureModel {
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
        if var full = result as? UIKitFullScreenModel {
            full.touchConflict = try touchConflict(&r, model: full, screen: screen)
            result = full
        } else {
            _ = try touchConflict(&r, model: result, screen: screen)
        }
        try r.finish(allowed: ["model"] + names + (result is TMGestureModel ? ["directions"] : []) + (result is UIKitFullScreenModel ? ["conflicts"] : []))
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
        let width = try r.number("width", default: 375, in: Device.customWidths, unit: "pt")
        let height = try r.number("height", default: 667, in: Device.customHeights, unit: "pt")
        let scale = try r.number("scale", default: 2, in: Device.customScales, unit: "px per pt")
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
        func source(_ key: String, _ fallback: MockScreen) throws -> ScreenSource {
            let name = try r.string(key, default: fallback.rawValue, expected: ScreenSource.expectation)
            guard let source = ScreenSource(parsing: name) else {
                throw r.error(key, expected: ScreenSource.expectation, found: "\"\(name)\"" + ScreenSource.hint(for: name))
            }
            guard case .file = source else { return source }
            return .file(PresetInputs.path(name, baseDirectory: baseDirectory))
        }
        let from = try source("from", .list), to = try source("to", .detail)
        try r.finish(allowed: ["from", "to"])
        return (from, to)
    }

    private static func effect(
        _ top: inout PresetReader, elements: ParameterParser.ElementNames, baseDirectory: String?
    ) throws -> (EffectID, EffectParameters) {
        var r = try PresetReader(file: top.file, path: "effect", value: try top.required("effect", "an object with an \"id\""))
        let name = try r.string("id", expected: "an effect id (xwt-video effects lists them)")
        guard let effect = EffectID(rawValue: name) else {
            throw r.error(
                "id", expected: "an effect id (xwt-video effects lists them)",
                found: "\"\(name)\"" + NameSuggestions.hint(for: name, in: EffectID.allCases.map(\.rawValue)))
        }
        if effect == .custom { return (effect, try DeclaredEffectParser.parameters(&r, elements: elements, baseDirectory: baseDirectory)) }
        let values = r.keys.filter { $0 != "id" }.compactMap { key in r.value(key).map { (key: key, value: $0) } }
        let parameters = try ParameterParser.parameters(values, for: effect, otherKeys: ["id"], elements: elements) {
            (file: r.file, keyPath: r.keyPath($0))
        }
        return (effect, parameters)
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
