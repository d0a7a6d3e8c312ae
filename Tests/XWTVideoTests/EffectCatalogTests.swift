import Foundation
import XCTest
import XWTEffects
import XWTVideo

/// The effect catalog (`EffectCatalog`): every effect with its parameters, as Markdown and JSON
/// (GeneratedDocsTests keeps the committed copies equal).
final class EffectCatalogTests: XCTestCase {
    /// Every registered effect has at least one bundled preset (a new effect without one fails here, by name).
    func testEveryEffectHasABundledPreset() throws {
        let library = TestSupport.presets
        let used = Set(try library.ids().map { try library.load(id: $0).effect })
        for effect in EffectID.allCases { XCTAssertTrue(used.contains(effect), "no bundled preset uses \(effect.rawValue)") }
    }

    /// `effects --json`: one object per registered effect with its descriptor and typed parameters.
    func testJSONCatalogDescribesEveryEffect() throws {
        let data = Data(try EffectCatalog.json().utf8)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(entries.compactMap { $0["id"] as? String }, EffectID.allCases.map(\.rawValue))
        let defaults = Dictionary(uniqueKeysWithValues: entries.map { ($0["id"] as? String ?? "", ($0["container"] as? [String: Any])?["default"] as? String) })
        XCTAssertEqual(defaults["tm-cube"], "navigation")
        XCTAssertEqual(defaults["tm-fade"], "modal")
        XCTAssertEqual(defaults["vc-cards"], "modal")
        XCTAssertEqual(defaults["uikit-push"], "navigation")
        for (entry, effect) in zip(entries, EffectID.allCases) {
            XCTAssertEqual(entry["library"] as? String, effect.library.rawValue)
            XCTAssertEqual(entry["family"] as? String, effect.family)
            XCTAssertEqual(entry["summary"] as? String, effect.summary)
            let gesture = try XCTUnwrap(entry["gesture"] as? [String: Any], effect.rawValue)
            XCTAssertNotNil(gesture["threshold"] as? Double, effect.rawValue)
            let container = try XCTUnwrap(entry["container"] as? [String: Any], effect.rawValue)
            XCTAssertEqual(container["default"] as? String, effect.descriptor.defaultContainer.rawValue, effect.rawValue)
            let choices = try XCTUnwrap(container["choices"] as? [String], effect.rawValue)
            XCTAssertEqual(choices.contains("tab"), effect.library == .vcTransitionsLibrary, effect.rawValue)
            XCTAssertEqual(container["barsMoveWithScreens"] as? Bool, effect.library == .rwPopTransitionAnimation, effect.rawValue)
            let parameters = try XCTUnwrap(entry["parameters"] as? [[String: Any]], effect.rawValue)
            XCTAssertEqual(parameters.compactMap { $0["name"] as? String }, effect.parameters.map(\.name))
            for (json, spec) in zip(parameters, effect.parameters) {
                XCTAssertEqual(json["default"] as? String, EffectCatalog.text(spec.defaultValue), "\(effect.rawValue).\(spec.name)")
                XCTAssertEqual(json["unit"] as? String, spec.unit.rawValue)
                if case let .choice(names) = spec.kind { XCTAssertEqual(json["choices"] as? [String], names) }
                XCTAssertNotNil(json["type"] as? String)
            }
        }
    }

    /// The registry renders every effect the seed libraries offer, counted as each library counts its
    /// own (one per class or enum case: TransitionManager's push from each side is four): 95 in all.
    func testRegistryCoversEachSeedLibrarysEffects() {
        let expected: [Library: Int] = [
            .xwTransition: 27, .transitionManager: 48, .vcTransitionsLibrary: 10, .huAnimator: 4,
            .wslTransferAnimation: 4, .rwPopTransitionAnimation: 1, .springModalTutorial: 1,
        ]
        for (library, count) in expected {
            let effects = EffectID.allCases.filter { $0.library == library }.map(\.descriptor.libraryEffects).reduce(0, +)
            XCTAssertEqual(effects, count, library.rawValue)
        }
        XCTAssertEqual(expected.values.reduce(0, +), 95)
    }

    func testCatalogNamesEveryEffectAndParameter() {
        let text = EffectCatalog.markdown()
        for effect in EffectID.allCases {
            XCTAssertTrue(text.contains("**`\(effect.rawValue)`**"), effect.rawValue)
            for spec in effect.parameters { XCTAssertTrue(text.contains("| `\(spec.name)` |"), "\(effect.rawValue).\(spec.name)") }
        }
        XCTAssertEqual(EffectCatalog.lines().count, EffectID.allCases.count)
    }
}
