import Foundation
import XWTEffects
import XWTEngine
import XWTMotion

/// Reads a declared effect (`"effect": {"id": "custom", …}`, docs/custom-transitions.md) into
/// the `custom` effect's parameters: every key checked, every error one line with the full key
/// path (`effect.layers[2].keyframes.opacity[1].value`).
///
/// The declaration may live in a file of its own (`"file": "NAME.json"`, beside the preset) that
/// several presets share; its errors then name that file and key paths inside it.
enum DeclaredEffectParser {
    static let runKeys = ["duration", "perspective", "layers", "match"]
    static let effectKeys = ["id", "file", "back", "library", "family"] + runKeys

    /// The parameters of `custom` declared by the effect object `r` (its `id` already read).
    static func parameters(
        _ r: inout PresetReader, elements: ParameterParser.ElementNames, baseDirectory: String?
    ) throws -> EffectParameters {
        if let file = r.value("file") {
            try r.finish(allowed: ["id", "file"])
            return try parameters(included: file, keyPath: r.keyPath("file"), from: r.file, elements: elements, baseDirectory: baseDirectory)
        }
        let forward = try run(&r, elements: elements)
        let back = try r.value("back").map { value -> DeclaredRun in
            var b = try PresetReader(file: r.file, path: r.keyPath("back"), value: value)
            let declared = try run(&b, elements: elements.swapped)
            try b.finish(allowed: runKeys)
            return declared
        }
        let library = try r.choice("library", Library.allCases.map { ($0.rawValue, $0) }, default: .declared)
        let family = try r.string("family", default: "Declared")
        try r.finish(allowed: effectKeys)
        let values: [String: ParameterValue] = [
            "declaration": .declaration(DeclaredEffect(forward: forward, back: back, library: library, family: family)),
            "toDuration": .number(forward.duration), "backDuration": .number(back?.duration ?? forward.duration),
        ]
        return try EffectParameters(effect: .custom, values: values)
    }

    /// The declaration in the file `value` names (relative to the preset's folder).
    private static func parameters(
        included value: JSONValue, keyPath: String, from file: String, elements: ParameterParser.ElementNames, baseDirectory: String?
    ) throws -> EffectParameters {
        guard case let .string(name) = value, namesDeclarationFile(name) else {
            throw PresetError(file: file, keyPath: keyPath, expected: "a .json file beside the preset holding the declaration", found: value.kindDescription)
        }
        let path = PresetInputs.path(name, baseDirectory: baseDirectory)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PresetError(file: file, keyPath: keyPath, expected: "a readable .json file", found: "no file at \(path)")
        }
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch let e as JSONSyntaxError {
            throw PresetError(file: path, message: "not valid JSON: \(e.message)")
        }
        var r = try PresetReader(file: path, path: "", value: json)
        _ = r.value("$schema")
        let id = try r.string("id", default: "custom")
        guard id == "custom" else { throw r.error("id", expected: "\"custom\" (or no id)", found: "\"\(id)\"") }
        guard r.value("file") == nil else { throw r.error("file", expected: "the declaration itself (files do not chain)", found: "another file") }
        return try parameters(&r, elements: elements, baseDirectory: nil)
    }

    /// True when `name` (an `effect.file` value) may name a declaration file: it ends in `.json`.
    static func namesDeclarationFile(_ name: String) -> Bool { name.lowercased().hasSuffix(".json") }

    /// One run: duration, perspective, layers and matched elements.
    private static func run(_ r: inout PresetReader, elements: ParameterParser.ElementNames) throws -> DeclaredRun {
        let duration = try r.number("duration", in: 0.01...60, unit: "s")
        let perspective = try r.value("perspective").map { _ in try r.number("perspective", in: 1...100_000, unit: "pt (eye distance)") }
        var layers: [DeclaredLayer] = []
        if let value = r.value("layers") {
            let items = try array(value, file: r.file, keyPath: r.keyPath("layers"), expected: "an array of layers")
            for (index, item) in items.enumerated() {
                var l = try PresetReader(file: r.file, path: r.keyPath("layers") + "[\(index)]", value: item)
                layers += try DeclaredLayerParser.layers(&l, duration: duration, elements: elements)
            }
        }
        if let value = r.value("match") {
            let items = try array(value, file: r.file, keyPath: r.keyPath("match"), expected: "an array of matched elements")
            layers += try items.enumerated().flatMap { index, item in
                var m = try PresetReader(file: r.file, path: r.keyPath("match") + "[\(index)]", value: item)
                return try DeclaredMatchParser.layers(&m, duration: duration, elements: elements)
            }
        }
        guard !layers.isEmpty else {
            throw r.error("layers", expected: "at least one layer (in layers or match)", found: "none")
        }
        guard layers.count <= maxLayers else {
            throw r.error("layers", expected: "at most \(maxLayers) layers, matched elements and cascaded regions included", found: "\(layers.count)")
        }
        return DeclaredRun(duration: duration, perspective: perspective, layers: layers)
    }

    /// The most layers a run may declare (each costs a quad per frame).
    static let maxLayers = 256

    static func array(_ value: JSONValue, file: String, keyPath: String, expected: String) throws -> [JSONValue] {
        guard case let .array(items) = value, !items.isEmpty else {
            throw PresetError(
                file: file, keyPath: keyPath, expected: "a non-empty " + expected.dropFirst(expected.hasPrefix("an ") ? 3 : 2), found: value.kindDescription)
        }
        return items
    }
}

extension ParameterParser.ElementNames {
    /// The same names with the screens' roles swapped: a back run goes from the to screen to the from screen.
    var swapped: ParameterParser.ElementNames { ParameterParser.ElementNames(from: to, to: from, device: device) }
}
