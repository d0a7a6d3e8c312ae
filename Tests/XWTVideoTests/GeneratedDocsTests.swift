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

    /// The manual page (`scripts/package`, swift-argument-parser's generate-manual) is made from the
    /// parser's description, and generate-manual drops every character that is not ASCII ("0…1" became
    /// "01"): every abstract, discussion, default and value name in that description is ASCII.
    func testTheManualPagesTextsAreASCII() throws {
        let dump = try TestSupport.run(TestSupport.requireCLI(), ["--experimental-dump-help"])
        XCTAssertEqual(dump.status, 0, dump.err)
        var texts: [(place: String, text: String)] = []
        func collect(_ command: [String: Any], _ name: String) {
            for key in ["abstract", "discussion"] { if let text = command[key] as? String { texts.append((name, text)) } }
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                let option = (argument["preferredName"] as? [String: Any])?["name"] as? String ?? "?"
                for key in ["abstract", "discussion", "defaultValue", "valueName"] {
                    if let text = argument[key] as? String { texts.append(("\(name) \(option)", text)) }
                }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] { collect(sub, "\(name) \(sub["commandName"] ?? "?")") }
        }
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(dump.out.utf8)) as? [String: Any])
        collect(try XCTUnwrap(root["command"] as? [String: Any]), "xwt-video")
        XCTAssertGreaterThan(texts.count, 100, "the description's texts were found")
        for (place, text) in texts where !text.unicodeScalars.allSatisfy(\.isASCII) {
            XCTFail("\(place): not ASCII, the manual page would drop characters: \(text)")
        }
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
