import XWTEffects
import XWTMotion
import XWTPresets
import XWTScreens

/// The JSON Schema (draft 2020-12) of the whole preset format, declared effects included:
/// `Presets/preset.schema.json` (kept equal to `json()` by a test), so editors complete and check
/// keys. Names and ranges come from the registry and the parser's own lists where they exist.
public enum PresetSchema {
    /// The schema as the committed file holds it: sorted keys, two-space indent, a final newline.
    public static func json() -> String { document.text() + "\n" }

    static var document: SchemaNode {
        [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "xwt-video preset",
            "description": "A clip: device, screens, effect (built-in or declared: docs/custom-transitions.md) and the scripted acts (Presets/README.md).",
            "type": "object",
            "required": ["format", "version", "description", "effect", "acts"],
            "additionalProperties": false,
            "properties": [
                "$schema": ["type": "string"],
                "format": ["const": .string(PresetParser.formatName)],
                "version": ["const": .number(Double(PresetParser.version))],
                "description": ["type": "string"],
                "device": device,
                "fps": integer(1, 240),
                "background": ["$ref": "#/$defs/color"],
                "seed": integer(0, Int(Int32.max)),
                "screens": object(["from": ["$ref": "#/$defs/screen"], "to": ["$ref": "#/$defs/screen"]]),
                "effect": [
                    "type": "object", "required": ["id"],
                    "if": ["properties": ["id": ["const": .string(EffectID.custom.rawValue)]]],
                    "then": ["$ref": "#/$defs/declaredEffect"], "else": ["$ref": "#/$defs/builtInEffect"],
                ],
                "gesture": object([
                    "model": ["enum": .names(GestureModels.all.map { $0.id })], "threshold": number(0, 1), "interactivePercent": number(0, 1),
                    "directions": ["type": "array", "items": ["enum": .names(TMGestureModel.Directions.names.map(\.0))]],
                    "conflicts": object([
                        "scrollView": ["enum": .names(ConflictFix.allCases.map(\.rawValue))],
                        "slider": ["enum": .names(ConflictFix.allCases.map(\.rawValue))],
                    ]),
                ]),
                "acts": ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/act"]],
                "touches": ["type": "boolean"],
                "statusBar": ["enum": .names(StatusBarMode.allCases.map(\.rawValue))],
                "appearance": ["enum": .names(Appearance.allCases.map(\.rawValue))],
                "fit": ["enum": .names(ScreenFit.allCases.map(\.rawValue))],
                "screensHaveStatusBar": ["type": "boolean"],
                "container": ["enum": .names(Container.allCases.map(\.rawValue))],
                "navigationBar": object(["height": number(0, 1000)], required: ["height"]),
                "tabBar": object(["height": number(0, 1000)], required: ["height"]),
                "hidesBottomBarWhenPushed": ["type": "boolean"],
                "autoShowAndHideNavBar": ["type": "boolean"],
                "showAndHideNavBarTime": number(0, 10),
                "isSystemBackAnimation": ["type": "boolean"],
                "backAnimationType": ["enum": .names(TMContainerOptions.backAnimationTypes)],
            ],
            "$defs": definitions,
        ]
    }

    static var definitions: SchemaNode {
        [
            "color": ["type": "string", "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"],
            "point": ["type": "array", "minItems": 2, "maxItems": 2, "items": ["type": "number"]],
            "rect": [
                "type": "array", "minItems": 4, "maxItems": 4,
                "prefixItems": [
                    ["type": "number"], ["type": "number"], ["type": "number", "exclusiveMinimum": 0], ["type": "number", "exclusiveMinimum": 0],
                ],
            ],
            "rectOrElement": [
                "anyOf": [["$ref": "#/$defs/rect"], ["type": "string", "description": "an element of a built-in screen (hero, photo-3-2, avatar-1, …)"]]
            ],
            "screen": [
                "anyOf": [["enum": .names(MockScreen.allCases.map(\.rawValue))], ["type": "string", "pattern": "\\.([pP][nN][gG]|[jJ][pP][eE]?[gG])$"]]
            ],
            "act": act,
            "builtInEffect": builtInEffect,
            "declaredEffect": declaredEffect,
            "run": object(run, required: ["duration"], anyOf: [["required": ["layers"]], ["required": ["match"]]]),
            "layer": DeclaredSchema.layer,
            "match": DeclaredSchema.match,
            "keyframes": DeclaredSchema.keyframes,
            "timing": ["type": "string", "pattern": .string(DeclaredSchema.timingPattern)],
            "modifier": ["type": "string", "pattern": .string(DeclaredSchema.modifierPattern)],
        ]
    }

    static var device: SchemaNode {
        [
            "anyOf": [
                ["enum": .names(Device.all.map(\.id))],
                object(["width": number(100, 2000), "height": number(100, 3000), "scale": number(0.25, 4)]),
            ]
        ]
    }

    static var act: SchemaNode {
        let curve: SchemaNode = ["enum": .names(PresetParser.curves.map(\.0))]
        let transition: SchemaNode = ["enum": .names(PresetParser.directions.map(\.0))]
        return [
            "oneOf": [
                object(["hold": number(0, 600)], required: ["hold"]),
                object(["animate": transition], required: ["animate"]),
                object(
                    [
                        "pan": transition, "direction": ["enum": .names(SwipeDirection.allCases.map(\.rawValue))], "distance": number(-5000, 5000),
                        "duration": number(0.01, 60), "curve": curve, "from": ["$ref": "#/$defs/point"], "edgeSpacing": number(0, 5000),
                        "ratioBase": number(1, 10000),
                    ], required: ["pan", "distance"]),
                object(
                    [
                        "pinch": transition, "scale": number(0.01, 100), "duration": number(0.01, 60), "curve": curve,
                        "center": ["$ref": "#/$defs/point"], "span": number(1, 5000),
                    ], required: ["pinch", "scale"]),
            ]
        ]
    }

    /// One branch per registered effect: its parameters, each with its kind's type and range.
    static var builtInEffect: SchemaNode {
        let ids = EffectID.allCases.filter { $0 != .custom }
        let branches = ids.map { id -> SchemaNode in
            var properties: [String: SchemaNode] = ["id": ["const": .string(id.rawValue)]]
            for spec in id.parameters { properties[spec.name] = parameter(spec.kind) }
            return ["if": ["properties": ["id": ["const": .string(id.rawValue)]]], "then": object(properties)]
        }
        return ["properties": ["id": ["enum": .names(ids.map(\.rawValue))]], "allOf": .array(branches)]
    }

    static func parameter(_ kind: ParameterKind) -> SchemaNode {
        switch kind {
        case let .number(min, max): return number(min, max)
        case let .integer(min, max): return integer(min, max)
        case .bool: return ["type": "boolean"]
        case let .choice(names): return ["enum": .names(names)]
        case .point: return ["$ref": "#/$defs/point"]
        case .rect: return ["$ref": "#/$defs/rectOrElement"]
        case let .rectPairs(maxCount):
            let radii: SchemaNode = ["type": "array", "minItems": 2, "maxItems": 2, "items": ["type": "number", "minimum": 0]]
            let pair: SchemaNode = [
                "type": "array", "minItems": 2, "maxItems": 3,
                "prefixItems": [["$ref": "#/$defs/rectOrElement"], ["$ref": "#/$defs/rectOrElement"], radii],
            ]
            return ["type": "array", "minItems": 1, "maxItems": .number(Double(maxCount)), "items": pair]
        case .declaration: return ["not": [:]]
        }
    }

    static var run: [String: SchemaNode] {
        [
            "duration": number(0.01, 60), "perspective": number(1, 100_000),
            "layers": ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/layer"]],
            "match": ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/match"]],
        ]
    }

    static var declaredEffect: SchemaNode {
        var declared = run
        declared["id"] = ["const": .string(EffectID.custom.rawValue)]
        declared["back"] = ["$ref": "#/$defs/run"]
        declared["library"] = ["enum": .names(Library.allCases.map(\.rawValue))]
        declared["family"] = ["type": "string"]
        return [
            "oneOf": [
                object(
                    ["id": ["const": .string(EffectID.custom.rawValue)], "file": ["type": "string", "pattern": "\\.[jJ][sS][oO][nN]$"]],
                    required: ["id", "file"]),
                object(declared, required: ["id", "duration"], anyOf: [["required": ["layers"]], ["required": ["match"]]]),
            ]
        ]
    }

    // MARK: - Building blocks

    static func number(_ min: Double, _ max: Double) -> SchemaNode { ["type": "number", "minimum": .number(min), "maximum": .number(max)] }
    static func integer(_ min: Int, _ max: Int) -> SchemaNode {
        ["type": "integer", "minimum": .number(Double(min)), "maximum": .number(Double(max))]
    }

    /// An object of exactly these keys.
    static func object(_ properties: [String: SchemaNode], required: [String] = [], anyOf: [SchemaNode] = []) -> SchemaNode {
        var schema: [String: SchemaNode] = ["type": "object", "properties": .object(properties), "additionalProperties": false]
        if !required.isEmpty { schema["required"] = .names(required) }
        if !anyOf.isEmpty { schema["anyOf"] = .array(anyOf) }
        return .object(schema)
    }
}
