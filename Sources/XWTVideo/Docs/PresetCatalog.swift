import XWTEffects
import XWTPresets

/// The presets of a library grouped like the effect catalog: the tables in README.md (kept equal to
/// `libraries(.bundled())` and `markdown(.bundled())` by GeneratedDocsTests).
public enum PresetCatalog {
    /// One row per library: its name and origin, its families, how many of its own effects and effect
    /// types the registry has (a type may render several of the library's effects: TransitionManager's
    /// four push subtypes are one `tm-push`) and how many presets it lists (a declared preset under
    /// the library it names); then the totals. The README's counts come from here.
    public static func libraries(_ library: PresetLibrary) throws -> String {
        let presets = try library.ids().map { try library.load(id: $0) }
        let families = EffectCatalog.listingFamilies(presets)
        var out = "| library | from | families | effects | effect types | presets |\n|---|---|---|--:|--:|--:|\n"
        for source in Library.allCases {
            let mine = EffectID.allCases.filter { $0.library == source }
            let listed = presets.filter { $0.listing.library == source }
            guard !mine.isEmpty || !listed.isEmpty else { continue }
            let names = families.filter { $0.library == source }.map(\.name).joined(separator: ", ")
            out += "| \(source.rawValue) | \(source.origin) | \(names) | \(effects(mine)) | \(mine.count) | \(listed.count) |\n"
        }
        let all = EffectID.allCases
        return out + "| **all** | | \(families.count) families | **\(effects(all))** | **\(all.count)** | **\(presets.count)** |\n"
    }

    /// How many of their libraries' own effects `types` render.
    private static func effects(_ types: [EffectID]) -> Int {
        types.reduce(0) { $0 + $1.descriptor.libraryEffects }
    }

    /// One row per library family that has presets: library, family, preset ids (sorted).
    public static func markdown(_ library: PresetLibrary) throws -> String {
        let presets = try library.ids().map { try library.load(id: $0) }
        var out = "| library | family | presets |\n|---|---|---|\n"
        for family in EffectCatalog.listingFamilies(presets) {
            let ids = presets.filter { $0.listing.library == family.library && $0.listing.family == family.name }.map(\.id).sorted()
            guard !ids.isEmpty else { continue }
            out += "| \(family.library.rawValue) | \(family.name) | " + ids.map { "`\($0)`" }.joined(separator: ", ") + " |\n"
        }
        return out
    }
}

extension Preset {
    /// The library and family listings put this preset under: its effect's, or for a declared
    /// effect the ones its declaration names (Hero's presets under Hero).
    public var listing: (library: Library, family: String) {
        if case let .declaration(d)? = parameters.value(named: "declaration") { return (d.library, d.family) }
        return (effect.library, effect.family)
    }
}

extension EffectCatalog {
    /// The registry's families, then those only declared presets name (each after the families of
    /// the libraries before it in `Library` order, by name): the gallery's and README's groups.
    static func listingFamilies(_ presets: [Preset]) -> [(library: Library, name: String)] {
        var families = families().map { (library: $0.library, name: $0.name) }
        let rank = { (library: Library) in Library.allCases.firstIndex(of: library) ?? 0 }
        for preset in presets.sorted(by: { $0.listing.family < $1.listing.family }) {
            let (library, name) = preset.listing
            guard !families.contains(where: { $0.library == library && $0.name == name }) else { continue }
            let at = families.lastIndex { rank($0.library) <= rank(library) }.map { $0 + 1 } ?? 0
            families.insert((library, name), at: at)
        }
        return families
    }
}
