import Foundation
import XCTest
import XWTEffects

@testable import XWTPresets

/// `DeclaredEffectWriter` (`presets validate --expanded`): its text is JSON that reads back as the
/// same declaration, whatever the strings in it hold.
final class DeclaredEffectWriterTests: XCTestCase {
    private struct NotDeclared: Error {}

    private static func declaration(in preset: Preset) throws -> DeclaredEffect {
        guard case let .declaration(declared)? = preset.parameters.value(named: "declaration") else {
            throw NotDeclared()
        }
        return declared
    }

    private static func preset(effect: String) throws -> Preset {
        try PresetParserTests.parse(PresetParserTests.doc(effect: effect, acts: #"[{ "animate": "to" }]"#))
    }

    /// A family with a quote, a backslash and a tab is escaped, not copied into the literal.
    func testAFamilyWithQuotesAndBackslashesReadsBackAsTheSame() throws {
        let family = #"Mine \"quoted\" C:\\dir\tend"#
        let declared = try Self.declaration(
            in: Self.preset(
                effect: #"{ "id": "custom", "family": "\#(family)", "duration": 0.5, "layers": [{ "content": "from" }, { "content": "to" }] }"#))
        XCTAssertEqual(declared.family, "Mine \"quoted\" C:\\dir\tend")
        let expanded = DeclaredEffectWriter.json(declared)
        XCTAssertTrue(expanded.contains(#""family": "Mine \"quoted\" C:\\dir\tend""#), expanded)
        XCTAssertEqual(try Self.declaration(in: Self.preset(effect: expanded)), declared, expanded)
    }
}
