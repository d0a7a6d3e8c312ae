import XWTEffects
import XWTPresets

/// The presets of a library grouped like the effect catalog: the table in README.md (kept equal to
/// `markdown(.bundled())` by a test).
public enum PresetCatalog {
    /// One row per library family that has presets: library, family, preset ids (sorted).
    public static func markdown(_ library: PresetLibrary) throws -> String {
        let presets = try library.ids().map { try library.load(id: $0) }
        var out = "| library | family | presets |\n|---|---|---|\n"
        for family in EffectCatalog.families() {
            let ids = presets.filter { family.effects.contains($0.effect) }.map(\.id).sorted()
            guard !ids.isEmpty else { continue }
            out += "| \(family.library.rawValue) | \(family.name) | " + ids.map { "`\($0)`" }.joined(separator: ", ") + " |\n"
        }
        return out
    }
}
