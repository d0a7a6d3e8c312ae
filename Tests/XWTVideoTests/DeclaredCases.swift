import Foundation

/// Bad declared effects, each with the one error line the parser gives (key path and expected
/// value); `DeclaredEffectErrorTests` feeds them to the parser and, where a JSON Schema can say
/// it, to `Presets/preset.schema.json`.
enum DeclaredCases {
    struct Case {
        /// The effect object.
        let effect: String
        /// The error line after `FILE: `.
        let error: String
        /// Why the schema cannot reject it (a rule across values), or nil when it must.
        var parserOnly: String? = nil
    }

    /// A preset around `effect` (and `extra` top-level keys).
    static func preset(_ effect: String, extra: String = "") -> String {
        #"{ "format": "xwt-video-preset", "version": 1, "description": "case", \#(extra) "effect": \#(effect), "acts": [{ "animate": "to" }] }"#
    }

    static let fade = #"{ "content": "to", "keyframes": { "opacity": [{ "t": 0, "value": 0 }, { "t": 1, "value": 1 }] } }"#

    static let bad: [Case] = [
        Case(
            effect:
                #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from" }, { "content": "to", "keyframes": { "opacity": [{ "t": 0, "value": 0 }, { "t": 1, "value": 1.5 }] } }] }"#,
            error: "effect.layers[1].keyframes.opacity[1].value: expected a number in 0…1; found a number (1.5)"),
        Case(
            effect: #"{ "id": "custom", "layers": [{ "content": "from" }] }"#,
            error: "effect.duration: expected a number in 0.01…60 s; found nothing (the key is missing)"),
        Case(
            effect: #"{ "id": "custom", "duration": 0, "layers": [{ "content": "from" }] }"#,
            error: "effect.duration: expected a number in 0.01…60 s; found a number (0)"),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "perspective": 0, "layers": [{ "content": "from" }] }"#,
            error: "effect.perspective: expected a number in 1…100000 pt (eye distance); found a number (0)"),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [] }"#,
            error: "effect.layers: expected a non-empty array of layers; found an array"),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "middle" }] }"#,
            error: #"effect.layers[0].content: expected one of from, to, color; found "middle""#),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from", "opacity": 1 }] }"#,
            error:
                "effect.layers[0].opacity: expected one of the keys content, region, regions, hole, contentOnly, color, frame, anchor, z, pixelAligned, mask, keyframes, modifiers, timing; found an unknown key"
        ),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from", "keyframes": { "opacty": 0 } }] }"#,
            error:
                "effect.layers[0].keyframes.opacty: expected an animatable property (translationX, translationY, translationZ, positionX, positionY, width, height, scaleX, scaleY, rotationX, rotationY, rotationZ, opacity, cornerRadius, shadowOpacity, shadowRadius, shadowOffsetX, shadowOffsetY, maskX, maskY, maskWidth, maskHeight, maskRadius, hidden); found an unknown key"
        ),
        Case(
            effect:
                #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "to", "keyframes": { "opacity": [{ "t": 0, "value": 0 }, { "t": 1, "value": 1, "timing": "bounce" }] } }] }"#,
            error:
                #"effect.layers[0].keyframes.opacity[1].timing: expected a timing: linear, easeIn, easeOut, easeInOut, cubic-bezier(x1, y1, x2, y2) with x1, x2 in 0…1, spring(damping, velocity) with damping in 0.01…1, or spring(dampingRatio: ζ, response: seconds); found a string ("bounce")"#
        ),
        Case(
            effect:
                #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "to", "keyframes": { "opacity": [{ "t": 0, "value": 0 }, { "t": 1, "value": 1, "timing": "cubic-bezier(1.2, 0, 0.2, 1)" }] } }] }"#,
            error:
                #"effect.layers[0].keyframes.opacity[1].timing: expected a timing: linear, easeIn, easeOut, easeInOut, cubic-bezier(x1, y1, x2, y2) with x1, x2 in 0…1, spring(damping, velocity) with damping in 0.01…1, or spring(dampingRatio: ζ, response: seconds); found a string ("cubic-bezier(1.2, 0, 0.2, 1)")"#
        ),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "to", "keyframes": { "opacity": [{ "value": 0 }] } }] }"#,
            error: "effect.layers[0].keyframes.opacity[0]: expected exactly one of t (fraction of the run, 0…1) and at (seconds); found neither"),
        Case(
            effect:
                #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "to", "keyframes": { "opacity": [{ "t": 0, "value": 0 }, { "t": 1.2, "value": 1 }] } }] }"#,
            error: "effect.layers[0].keyframes.opacity[1].t: expected a number in 0…1 (fraction of the run); found a number (1.2)"),
        Case(
            effect:
                #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "to", "keyframes": { "opacity": [{ "t": 0.5, "value": 0 }, { "t": 0.2, "value": 1 }] } }] }"#,
            error: "effect.layers[0].keyframes.opacity[1].t: expected a time at or after the previous keyframe's (t = 0.5); found t = 0.2",
            parserOnly: "keyframe order compares two values"),
        Case(
            effect:
                #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "to", "keyframes": { "opacity": [{ "at": 0, "value": 0 }, { "at": 0.8, "value": 1 }] } }] }"#,
            error: "effect.layers[0].keyframes.opacity[1].at: expected a number in 0…0.5 s (within the run's duration); found a number (0.8)",
            parserOnly: "the bound is the run's duration"),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "to", "keyframes": { "hidden": [{ "t": 0, "value": 1 }] } }] }"#,
            error: "effect.layers[0].keyframes.hidden[0].value: expected true or false; found a number (1)"),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from", "region": [0, 0, -10, 20] }] }"#,
            error:
                "effect.layers[0].region: expected a rectangle [x, y, w, h] in pt with w, h > 0 or an element name (list: avatar-1, avatar-2, … avatar-6); found an array"
        ),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from", "hole": true }] }"#,
            error: "effect.layers[0].hole: expected a hole only for a region (give region or regions); found true"),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "color" }] }"#,
            error: ##"effect.layers[0].color: expected a colour "#RRGGBB" or "#RRGGBBAA"; found nothing (the key is missing)"##),
        Case(
            effect: ##"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "color", "color": "#12" }] }"##,
            error: ##"effect.layers[0].color: expected a colour "#RRGGBB" or "#RRGGBBAA"; found a string ("#12")"##),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from", "mask": "star" }] }"#,
            error: #"effect.layers[0].mask: expected one of rect, roundedRect, circle; found "star""#),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from", "keyframes": { "maskRadius": 10 } }] }"#,
            error:
                #"effect.layers[0].keyframes.maskRadius: expected mask tracks only with a mask (add "mask": "rect", "roundedRect" or "circle"); found no mask"#
        ),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from", "anchor": "centre" }] }"#,
            error:
                #"effect.layers[0].anchor: expected a unit point [x, y] of the bounds, each in -100…100 ([0.5, 0.5] is the centre); found a string ("centre")"#),
        Case(
            effect: #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from", "modifiers": ["wobble"] }] }"#,
            error:
                #"effect.layers[0].modifiers[0]: expected a modifier: fade, scale(s), scale(sx, sy), translate(x, y), translate(x, y, z), rotate(z), rotate(x, y, z), zPosition(z), overlay(opacity), delay(s), duration(s), cascade(delta), cascade(delta, direction); found "wobble""#
        ),
        Case(
            effect:
                #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from" }], "match": [{ "from": [0, 0, 10, 10], "to": [0, 0, 20, 20], "cornerRadius": [-1, 2] }] }"#,
            error: "effect.match[0].cornerRadius: expected two corner radii [a, b] in pt (on the from and on the to screen), each ≥ 0; found an array"),
        Case(
            effect:
                #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from" }], "back": { "duration": 0.5, "layers": [{ "content": "to" }], "speed": 2 } }"#,
            error: "effect.back.speed: expected one of the keys duration, perspective, layers, match; found an unknown key"),
    ]
}
