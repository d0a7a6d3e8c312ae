import XWTEffects
import XWTPresets

/// The presets of a library grouped like the effect catalog: the tables in README.md (kept equal to
/// `libraries(.bundled())` and `markdown(.bundled())` by GeneratedDocsTests).
public enum PresetCatalog {
    /// One row per library: its name and origin, its families, how many effect types the registry has
    /// from it and how many presets use them; then the totals. The README's counts come from here.
    public static func libraries(_ library: PresetLibrary) throws -> String {
        let effects = try library.ids().map { try library.load(id: $0).effect }
        let families = EffectCatalog.families()
        var out = "| library | from | families | effect types | presets |\n|---|---|---|--:|--:|\n"
        for source in Library.allCases {
            let mine = EffectID.allCases.filter { $0.library == source }
            guard !mine.isEmpty else { continue }
            let names = families.filter { $0.library == source }.map(\.name).joined(separator: ", ")
            out += "| \(source.rawValue) | \(source.origin) | \(names) | \(mine.count) | \(effects.filter { $0.library == source }.count) |\n"
        }
        return out + "| **all** | | \(families.count) families | **\(EffectID.allCases.count)** | **\(effects.count)** |\n"
    }

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
