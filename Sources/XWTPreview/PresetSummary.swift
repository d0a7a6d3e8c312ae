import XWTEffects
import XWTPresets
import XWTScreens
import XWTVideo

/// The resolved preset as `GET /api/preset` gives it: what the file and the edits came to, with
/// every effect parameter's value (defaults included) and the frames' pixel size.
enum PresetSummary {
    static func json(_ preset: Preset, frameCount: Int, pixelWidth: Int, pixelHeight: Int, edits: PreviewEdits) -> String {
        let parameters = preset.effect.parameters.map { spec in
            JSONText.quoted(spec.name) + ":" + JSONText.quoted(preset.parameters.value(named: spec.name).map(EffectCatalog.text) ?? "")
        }
        let editedParams = edits.effect.keys.sorted().map { JSONText.quoted($0) + ":" + JSONText.write(edits.effect[$0]!) }
        let fields: [(String, String)] = [
            ("id", JSONText.quoted(preset.id)),
            ("file", JSONText.quoted(preset.file)),
            ("description", JSONText.quoted(preset.summary)),
            (
                "device",
                "{\"id\":\(JSONText.quoted(preset.device.id)),\"name\":\(JSONText.quoted(preset.device.name)),\"width\":\(preset.device.width),\"height\":\(preset.device.height)}"
            ),
            ("scale", "\(preset.canvas.scale)"),
            ("width", "\(pixelWidth)"),
            ("height", "\(pixelHeight)"),
            ("fps", "\(preset.fps)"),
            ("frameCount", "\(frameCount)"),
            ("effect", JSONText.quoted(preset.effect.rawValue)),
            ("parameters", "{" + parameters.joined(separator: ",") + "}"),
            ("appearance", JSONText.quoted(preset.appearance.rawValue)),
            ("statusBar", JSONText.quoted(preset.statusBar.rawValue)),
            ("deviceChoices", "[" + Device.all.map { JSONText.quoted($0.id) }.joined(separator: ",") + "]"),
            ("screens", "{\"from\":\(JSONText.quoted(preset.from.description)),\"to\":\(JSONText.quoted(preset.to.description))}"),
            (
                "edits",
                "{\"effect\":{" + editedParams.joined(separator: ",") + "}"
                    + ",\"device\":" + (edits.device.map { JSONText.quoted($0.id) } ?? "null")
                    + ",\"appearance\":" + (edits.appearance.map { JSONText.quoted($0.rawValue) } ?? "null")
                    + ",\"statusBar\":" + (edits.statusBar.map { JSONText.quoted($0.rawValue) } ?? "null") + "}"
            ),
        ]
        return "{" + fields.map { JSONText.quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}\n"
    }
}
