import XWTEffects
import XWTPresets

/// The declared-effect part of `PresetSchema`: layers, keyframes, timings, modifiers and matched
/// elements, with the rules across keys the parser applies (a hole needs a region, mask tracks a
/// mask, a timing on the modifiers, none on a first keyframe).
enum DeclaredSchema {
    /// A decimal number as presets write them.
    static let number = "-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)"
    /// A decimal in 0…1.
    static let unit = "(0(\\.[0-9]*)?|1(\\.0*)?|\\.[0-9]+)"
    /// A decimal in 0.01…1 (a spring's damping).
    static let damping = "(0?\\.(0[1-9]|[1-9])[0-9]*|1(\\.0*)?)"
    static let comma = " *, *"

    static var timingPattern: String {
        let bezier = "cubic-bezier\\( *\(unit)\(comma)\(number)\(comma)\(unit)\(comma)\(number) *\\)"
        let spring = "spring\\( *\(damping)\(comma)\(number) *\\)"
        let response = "spring\\( *dampingRatio *: *\(damping)\(comma)response *: *\(number) *\\)"
        return "^(linear|easeIn|easeOut|easeInOut|\(bezier)|\(spring)|\(response))$"
    }

    static var modifierPattern: String {
        let n = number, c = comma
        let orders = DeclaredModifiers.cascadeOrders.joined(separator: "|")
        let forms = [
            "fade", "scale\\( *\(n)(\(c)\(n))? *\\)", "translate\\( *\(n)\(c)\(n)(\(c)\(n))? *\\)", "rotate\\( *\(n)(\(c)\(n)\(c)\(n))? *\\)",
            "zPosition\\( *\(n) *\\)", "overlay\\( *\(unit) *\\)", "delay\\( *\(n) *\\)", "duration\\( *\(n) *\\)",
            "cascade\\( *\(n)(\(c)(\(orders)))? *\\)",
        ]
        return "^(" + forms.joined(separator: "|") + ")$"
    }

    static var layer: SchemaNode {
        let properties: [String: SchemaNode] = [
            "content": ["enum": ["from", "to", "color"]],
            "region": ["$ref": "#/$defs/rectOrElement"],
            "regions": ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/rectOrElement"]],
            "hole": ["type": "boolean"],
            "contentOnly": ["type": "boolean"],
            "color": ["$ref": "#/$defs/color"],
            "frame": ["$ref": "#/$defs/rect"],
            "anchor": ["type": "array", "minItems": 2, "maxItems": 2, "items": ["type": "number", "minimum": -100, "maximum": 100]],
            "z": PresetSchema.number(-100_000, 100_000),
            "pixelAligned": ["type": "boolean"],
            "mask": ["enum": .names(DeclaredMaskShape.allCases.map(\.rawValue))],
            "keyframes": ["$ref": "#/$defs/keyframes"],
            "modifiers": ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/modifier"]],
            "timing": ["$ref": "#/$defs/timing"],
        ]
        let maskTracks = DeclaredProperty.allCases.map(\.rawValue).filter { $0.hasPrefix("mask") }
        var schema = PresetSchema.object(properties, required: ["content"]).fields
        schema["dependentRequired"] = ["timing": ["modifiers"]]
        schema["allOf"] = [
            // A colour has a colour and a frame; a screen may have a region (or regions) and a hole.
            [
                "if": ["properties": ["content": ["const": "color"]]],
                "then": ["required": ["color"], "properties": ["region": false, "regions": false, "hole": false, "contentOnly": false]],
                "else": ["properties": ["color": false, "frame": false]],
            ],
            ["not": ["required": ["region", "regions"]]],
            [
                "if": ["properties": ["hole": ["const": true]], "required": ["hole"]],
                "then": ["anyOf": [["required": ["region"]], ["required": ["regions"]]]],
            ],
            [
                "if": ["properties": ["contentOnly": ["const": true]], "required": ["contentOnly"]],
                "then": ["anyOf": [["required": ["region"]], ["required": ["regions"]]]],
            ],
            // Mask tracks need a mask; a mask replaces cornerRadius.
            [
                "if": ["required": ["mask"]],
                "then": ["properties": ["keyframes": ["properties": ["cornerRadius": false]]]],
                "else": [
                    "properties": ["keyframes": ["properties": .object(Dictionary(uniqueKeysWithValues: maskTracks.map { ($0, SchemaNode.bool(false)) }))]]
                ],
            ],
        ]
        return .object(schema)
    }

    static var keyframes: SchemaNode {
        var tracks: [String: SchemaNode] = [:]
        for property in DeclaredProperty.allCases {
            let value: SchemaNode =
                property == .hidden
                ? ["type": "boolean"] : PresetSchema.number(property.range.lowerBound, property.range.upperBound)
            let keyframe = PresetSchema.object(
                ["t": PresetSchema.number(0, 1), "at": ["type": "number", "minimum": 0], "value": value, "timing": ["$ref": "#/$defs/timing"]],
                required: ["value"])
            var oneTime = keyframe.fields
            oneTime["oneOf"] = [["required": ["t"]], ["required": ["at"]]]
            tracks[property.rawValue] = [
                "oneOf": [
                    value,
                    [
                        "type": "array", "minItems": 1, "items": .object(oneTime),
                        // The first keyframe starts the track: no segment arrives at it. (`items`
                        // covers only the keyframes after `prefixItems`.)
                        "prefixItems": [["allOf": [.object(oneTime), ["not": ["required": ["timing"]]]]]],
                    ],
                ]
            ]
        }
        return PresetSchema.object(tracks)
    }

    static var match: SchemaNode {
        PresetSchema.object(
            [
                "from": ["$ref": "#/$defs/rectOrElement"], "to": ["$ref": "#/$defs/rectOrElement"],
                "cornerRadius": ["type": "array", "minItems": 2, "maxItems": 2, "items": PresetSchema.number(0, 100_000)],
                "timing": ["$ref": "#/$defs/timing"], "duration": PresetSchema.number(0.01, 60), "z": PresetSchema.number(-100_000, 100_000),
            ], required: ["from", "to"])
    }
}
