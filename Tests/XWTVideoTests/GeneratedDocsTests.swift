import Foundation
import XCTest
import XWTEffects
import XWTTestSupport
import XWTVideo

/// The documents generated from the code stay equal to what it generates now (`GeneratedText`;
/// `scripts/record` rewrites them): the command reference, the README's library table and counts,
/// the preset table, the effect catalog and the preset JSON Schema.
final class GeneratedDocsTests: XCTestCase {
    private func file(_ path: String) -> URL { TestSupport.root.appendingPathComponent(path) }

    func testCommandReferenceIsTheParsersDescription() throws {
        let reference = try TestSupport.run(TestSupport.requireCLI(), ["--markdown-reference"])
        XCTAssertEqual(reference.status, 0, reference.err)
        for command in ["export", "gallery", "still", "sheet", "trace", "hash", "join", "presets list", "effects", "devices"] {
            XCTAssertTrue(reference.out.contains("## xwt-video \(command)\n"), "docs/cli.md: no section for \(command)")
        }
        XCTAssertTrue(reference.out.contains("- `--presets-dir <presets-dir>`:"), "an option with its value")
        XCTAssertFalse(reference.out.contains("- `--markdown-reference`"), "the hidden flag is not listed")
        if let problem = try GeneratedText.check(file("docs/cli.md"), equals: reference.out) { XCTFail(problem) }
    }

    func testReadmeCountsComeFromTheRegistry() throws {
        let table = try PresetCatalog.libraries(TestSupport.presets)
        XCTAssertTrue(table.contains("| **\(EffectID.allCases.count)** | **\(try TestSupport.presets.ids().count)** |"), table)
        if let problem = try GeneratedText.check(file("README.md"), section: "libraries", equals: table) { XCTFail(problem) }
    }

    func testPresetTableIsTheBundledPresets() throws {
        let table = try PresetCatalog.markdown(TestSupport.presets)
        if let problem = try GeneratedText.check(file("docs/presets.md"), section: "presets", equals: table) { XCTFail(problem) }
    }

    func testPresetSchemaIsTheGeneratedOne() throws {
        if let problem = try GeneratedText.check(file("Presets/preset.schema.json"), equals: PresetSchema.json()) { XCTFail(problem) }
    }

    func testPresetsGuideCarriesTheGeneratedCatalog() throws {
        if let problem = try GeneratedText.check(file("Presets/README.md"), section: "effects", equals: EffectCatalog.markdown()) {
            XCTFail(problem)
        }
    }
}
