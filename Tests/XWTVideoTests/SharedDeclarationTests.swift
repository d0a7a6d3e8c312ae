import Foundation
import XCTest
import XWTPresets

/// A declaration in a file of its own (`"effect": {"id": "custom", "file": "NAME.json"}`, beside the
/// preset) shared by several presets, and its errors: one line naming the file and the key.
final class SharedDeclarationTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryDirectory()
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// Parses a preset whose effect names `file`, from the temporary folder.
    private func presetNaming(_ file: String, id: String = "a") throws -> Preset {
        let text = DeclaredCases.preset(#"{ "id": "custom", "file": "\#(file)" }"#)
        return try PresetParser.parse(Data(text.utf8), id: id, file: id + ".json", baseDirectory: folder.path)
    }

    /// `presetNaming`'s error line.
    private func error(naming file: String) -> String {
        do {
            let preset = try presetNaming(file)
            return "loaded as \(preset.effect)"
        } catch { return "\(error)" }
    }

    func testTwoPresetsShareOneDeclarationFile() throws {
        try write("shared.json", #"{ "duration": 0.7, "layers": [{ "content": "from" }, \#(DeclaredCases.fade)] }"#)
        let a = try presetNaming("shared.json", id: "a"), b = try presetNaming("shared.json", id: "b")
        XCTAssertEqual(a.effect.rawValue, "custom")
        XCTAssertEqual(a.parameters.toDuration, 0.7, "the file's duration")
        XCTAssertNotNil(a.parameters.value(named: "declaration"))
        XCTAssertEqual(a.parameters.value(named: "declaration"), b.parameters.value(named: "declaration"))
        // The same declaration written inline loads equal.
        let inline = DeclaredCases.preset(#"{ "id": "custom", "duration": 0.7, "layers": [{ "content": "from" }, \#(DeclaredCases.fade)] }"#)
        let c = try PresetParser.parse(Data(inline.utf8), id: "c", file: "c.json", baseDirectory: nil)
        XCTAssertEqual(a.parameters.value(named: "declaration"), c.parameters.value(named: "declaration"))
    }

    func testAMissingFileIsOneLineNamingThePresetAndKey() {
        let missing = folder.appendingPathComponent("nope.json").path
        XCTAssertEqual(error(naming: "nope.json"), "a.json: effect.file: expected a readable .json file; found no file at \(missing)")
    }

    func testABrokenFileIsOneLineNamingThatFile() throws {
        let shared = folder.appendingPathComponent("broken.json").path
        try write("broken.json", #"{ "duration": 0.7, "layers": [ "#)
        let line = error(naming: "broken.json")
        XCTAssertTrue(line.hasPrefix(shared + ": not valid JSON: "), line)
        XCTAssertEqual(line.split(separator: "\n").count, 1, line)
    }

    func testABadValueInTheFileNamesThatFileAndTheKeyInIt() throws {
        let shared = folder.appendingPathComponent("bad.json").path
        try write("bad.json", #"{ "duration": 0.7, "layers": [{ "content": "from" }, { "content": "to", "z": "high" }] }"#)
        let line = error(naming: "bad.json")
        XCTAssertTrue(line.hasPrefix(shared + ": layers[1].z: expected "), line)
        XCTAssertEqual(line.split(separator: "\n").count, 1, line)
    }

    func testFilesDoNotChainAndTheNameMustBeJSON() throws {
        try write("chain.json", #"{ "file": "shared.json" }"#)
        let chain = folder.appendingPathComponent("chain.json").path
        XCTAssertEqual(error(naming: "chain.json"), "\(chain): file: expected the declaration itself (files do not chain); found another file")
        XCTAssertEqual(
            error(naming: "shared.txt"),
            #"a.json: effect.file: expected a .json file beside the preset holding the declaration; found a string ("shared.txt")"#)
    }
}
