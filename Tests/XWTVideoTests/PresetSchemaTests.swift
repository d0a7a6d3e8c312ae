import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTPresets
import XWTTestSupport
import XWTVideo

/// `Presets/preset.schema.json` (generated: GeneratedDocsTests keeps it equal); under a real validator (Debian's
/// python3-jsonschema, draft 2020-12) every bundled preset is valid and every bad declared effect
/// the parser rejects is rejected too (but for the rules across values no schema can state).
final class PresetSchemaTests: XCTestCase {
    static let file = TestSupport.root.appendingPathComponent("Presets/preset.schema.json")

    func testEveryBundledPresetDeclaresTheSchema() throws {
        for id in try TestSupport.presets.ids() {
            let text = try String(contentsOf: TestSupport.root.appendingPathComponent("Presets/\(id).json"), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("{\n  \"$schema\": \"preset.schema.json\",\n"), "\(id): \"$schema\" first")
        }
    }

    func testTheValidatorAcceptsTheBundledPresetsAndRejectsWhatTheParserRejects() throws {
        // Debian's python3-jsonschema is importable from Debian's interpreter; a python3 earlier on PATH
        // (pyenv, a virtualenv) may not see it.
        let debianPython = URL(fileURLWithPath: "/usr/bin/python3")
        let python =
            FileManager.default.isExecutableFile(atPath: debianPython.path)
            ? debianPython : try RequiredTool.named("python3", package: "python3-jsonschema")
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var expected: [String: Bool] = [:]
        for id in try TestSupport.presets.ids() { expected[TestSupport.root.appendingPathComponent("Presets/\(id).json").path] = true }
        let good = DeclaredCases.preset(#"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from" }, \#(DeclaredCases.fade)] }"#)
        let cases =
            [(good, true)] + DeclaredCases.bad.filter { $0.parserOnly == nil }.map { (DeclaredCases.preset($0.effect), false) }
            + [
                (
                    DeclaredCases.preset(
                        #"{ "id": "custom", "duration": 0.5, "layers": [{ "content": "from" }] }"#,
                        extra: #""gesture": { "model": "tm", "directions": ["diagonal"] },"#), false
                )
            ]
        for (index, (text, valid)) in cases.enumerated() {
            let path = dir.appendingPathComponent("case-\(index).json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            expected[path] = valid
            // The parser's verdict is the same.
            XCTAssertEqual((try? PresetLibrary.load(file: path)) != nil, valid, text)
        }
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                sys.exit(3)
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                errors = list(validator.iter_errors(json.load(open(path))))
                print(path + "\\t" + ("valid" if not errors else "invalid\\t" + errors[0].message[:300].replace("\\n", " ")))
            """
        let result = try TestSupport.run(python, ["-c", script, Self.file.path] + expected.keys.sorted())
        if result.status == 3 { throw RequiredTool.unavailable("python3-jsonschema is not installed (scripts/setup --tests)") }
        XCTAssertEqual(result.status, 0, result.err)
        var seen = 0
        for line in result.out.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 2).map(String.init)
            guard parts.count >= 2, let valid = expected[parts[0]] else { continue }
            seen += 1
            XCTAssertEqual(parts[1] == "valid", valid, "\(parts[0]): the schema says \(parts.dropFirst().joined(separator: ": "))")
        }
        XCTAssertEqual(seen, expected.count)
        XCTAssertGreaterThan(DeclaredCases.bad.filter { $0.parserOnly == nil }.count, 20)
    }
}
