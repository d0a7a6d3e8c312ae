import XCTest
import XWTEffects
import XWTMedia
import XWTVideo

/// The command line as a user meets it: outputs, one-line errors, exit codes, no stray files.
final class CLITests: XCTestCase {
    var cli: URL { TestSupport.executable }

    override func setUpWithError() throws {
        try TestSupport.requireCLI()
    }

    private func assertOneLineError(
        _ result: (status: Int32, out: String, err: String), contains text: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertNotEqual(result.status, 0, "exit status", file: file, line: line)
        let lines = result.err.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "stderr: \(result.err)", file: file, line: line)
        XCTAssertTrue(result.err.hasPrefix("xwt-video: error: "), result.err, file: file, line: line)
        XCTAssertTrue(result.err.contains(text), "expected \"\(text)\" in: \(result.err)", file: file, line: line)
        XCTAssertFalse(result.err.contains("Stack dump") || result.err.contains("Fatal error"), file: file, line: line)
    }

    func testHashPrintsTheGoldenManifest() throws {
        try TestSupport.requireReferencePlatform()
        let result = try TestSupport.run(
            cli,
            [
                "hash", "--preset", "circle-spread", "--size", "150x267", "--jobs", "3",
                "--presets-dir", TestSupport.presets.directory,
            ])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, try String(contentsOf: TestSupport.goldens.appendingPathComponent("circle-spread.framemd5"), encoding: .utf8))
    }

    func testListingsNameEveryPresetAndEffect() throws {
        let presets = try TestSupport.run(cli, ["presets", "--presets-dir", TestSupport.presets.directory])
        XCTAssertEqual(presets.status, 0)
        XCTAssertEqual(presets.out.split(separator: "\n").map { String($0.split(separator: " ")[0]) }, try TestSupport.presets.ids())
        let effects = try TestSupport.run(cli, ["effects"])
        XCTAssertEqual(effects.out.split(separator: "\n").map { String($0.split(separator: " ")[0]) }, EffectID.allCases.map(\.rawValue))
        XCTAssertTrue(effects.out.contains("distance=0 style=plain"))
    }

    func testUnknownPresetNamesTheNearestOnes() throws {
        let result = try TestSupport.run(cli, ["export", "--preset", "drawer-qqq", "--presets-dir", TestSupport.presets.directory])
        assertOneLineError(result, contains: "no preset \"drawer-qqq\"; did you mean drawer-qq?")
    }

    /// Errors that quote what the user typed stay one line when it holds line breaks: the error types
    /// write them as escapes (the CLI prints each error whole, so a second line would show).
    func testErrorsQuotingLineBreaksStayOneLine() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("a\nb")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let preset = folder.appendingPathComponent("p.json")
        try Data(
            #"{"format": "xwt-video-preset", "version": 1, "description": "d", "fps": "six\nty", "effect": {"id": "explode"}, "acts": [{"animate": "to"}]}"#
                .utf8
        ).write(to: preset)
        let cases: [([String], String)] = [
            (
                ["presets", "validate", preset.path],
                "\(dir.path)/a\\nb/p.json: fps: expected a whole number in 1…240; found a string (\"six\\nty\")"
            ),
            (
                ["export", "--preset", "explode", "--presets-dir", TestSupport.presets.directory, "--encoder-option", "crf=a\r\nb", "-o", "x.mp4"],
                "open encoder libx264 'x.mp4': option crf=a\\r\\nb: Invalid argument"
            ),
            (
                ["export", "--preset", "drawer\u{2028}qq", "--presets-dir", TestSupport.presets.directory, "-o", "x.mp4"],
                "\(TestSupport.presets.directory): no preset \"drawer\\u{2028}qq\"; did you mean drawer-qq?"
            ),
        ]
        for (arguments, line) in cases {
            let result = try TestSupport.run(cli, arguments, in: dir)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.err, "xwt-video: error: \(line)\n")
        }
    }

    /// Every other id the CLI takes names its nearest candidates too, in the exact error line.
    func testUnknownIdsNameTheNearestOnes() throws {
        let presets = ["--presets-dir", TestSupport.presets.directory]
        let cases: [([String], String)] = [
            (
                ["still", "--effect", "circle-sprad", "--progress", "0.5", "-o", "x.png"],
                "--effect: expected an effect id; found \"circle-sprad\"; did you mean circle-spread?"
            ),
            (
                ["sheet", "--effect", "cool-portl", "-o", "x.png"],
                "--effect: expected an effect id; found \"cool-portl\"; did you mean cool-portal?"
            ),
            (
                ["export", "--preset", "explode", "--device", "iphone-15-pr", "-o", "x.mp4"] + presets,
                "--device: expected a device id; found \"iphone-15-pr\"; did you mean iphone-15-pro or iphone-16-pro?"
            ),
            (
                ["export", "--preset", "explode", "--format", "gf", "-o", "x.gif"] + presets,
                "--format: expected one of mp4, webm, mkv, apng, webp, gif, raw; found \"gf\"; did you mean gif?"
            ),
            (
                ["export", "--all", "--only", "explod", "--out-dir", "o"] + presets,
                "--only: expected preset ids; found \"explod\"; did you mean explode or vc-explode?"
            ),
            (
                ["still", "--effect", "zzzzzzzzzz", "--progress", "0.5", "-o", "x.png"],
                "--effect: expected an effect id; found \"zzzzzzzzzz\" (xwt-video effects lists them)"
            ),
        ]
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (arguments, line) in cases {
            let result = try TestSupport.run(cli, arguments, in: dir)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.err, "xwt-video: error: \(line)\n", arguments.joined(separator: " "))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "nothing written")
        // A screen id in a preset file.
        let preset = dir.appendingPathComponent("p.json")
        try Data(
            #"{"format": "xwt-video-preset", "version": 1, "description": "d", "screens": {"from": "lst"}, "effect": {"id": "explode"}, "acts": [{"animate": "to"}]}"#
                .utf8
        ).write(to: preset)
        let validate = try TestSupport.run(cli, ["presets", "validate", preset.path])
        XCTAssertEqual(validate.status, 1)
        XCTAssertTrue(validate.err.hasSuffix("found \"lst\"; did you mean list?\n"), validate.err)
    }

    func testMalformedPresetNamesFileAndKey() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try String(contentsOf: URL(fileURLWithPath: TestSupport.presets.directory).appendingPathComponent("drawer-qq.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"style\": \"parallax\"", with: "\"style\": \"qq\"")
        try bad.write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(cli, ["export", "--preset", "bad", "--presets-dir", dir.path], in: dir)
        assertOneLineError(result, contains: "bad.json: effect.style: expected one of plain, parallax, flip; found \"qq\"")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["bad.json"], "no output may be written")
        let validate = try TestSupport.run(cli, ["presets", "validate", dir.appendingPathComponent("bad.json").path])
        assertOneLineError(validate, contains: "effect.style")
    }

    func testMissingScreenImageNamesThePath() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let preset = """
            {"format": "xwt-video-preset", "version": 1, "description": "d", "screens": {"from": "missing.png"},
             "effect": {"id": "explode"}, "acts": [{"animate": "to"}, {"hold": 0.1}]}
            """
        try preset.write(to: dir.appendingPathComponent("p.json"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(cli, ["export", "--preset", "p", "--presets-dir", dir.path], in: dir)
        assertOneLineError(result, contains: "screens.from")
        XCTAssertTrue(result.err.contains("missing.png"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("p.mp4").path))
    }

    /// An output's extension says what is in it: one that names none of export's formats (for still
    /// and sheet: not .png) is refused before anything is written, unless --format chooses the
    /// format; ours count in either case, and none at all means mp4 (PNG for still and sheet).
    func testOutputExtensionMustNameTheFormatWritten() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let presets = ["--presets-dir", TestSupport.presets.directory]
        let ours = "-o: expected a file name ending in .mp4, .webm, .mkv, .apng, .webp, .gif or .rgba, or --format to choose the format explicitly; found "
        let refused: [([String], String)] = [
            (["export", "--preset", "drawer-qq", "-o", "x.avi"] + presets, ours + "\".avi\""),
            (["export", "--preset", "drawer-qq", "--width", "60", "-o", "X.MOV"] + presets, ours + "\".MOV\""),
            (["export", "--compare", "drawer-qq", "explode", "-o", "x.raw"] + presets, ours + "\".raw\""),
            (["still", "--preset", "drawer-qq", "--frame", "3", "-o", "x.jpg"] + presets, "-o: expected a file name ending in .png; found \".jpg\""),
            (["sheet", "--effect", "drawer", "-o", "x.webp"], "-o: expected a file name ending in .png; found \".webp\""),
        ]
        for (arguments, line) in refused {
            let result = try TestSupport.run(cli, arguments, in: dir)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.err, "xwt-video: error: \(line)\n", arguments.joined(separator: " "))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "nothing written")
        let clip = ["export", "--preset", "explode", "--width", "60", "--frames", "0-1"] + presets
        for (options, name, codec) in [
            (["-o", "c"], "c", "h264"), (["-o", "c.WEBM"], "c.WEBM", "vp9"), (["--format", "mp4", "-o", "c.mov"], "c.mov", "h264"),
        ] {
            let result = try TestSupport.run(cli, clip + options, in: dir)
            XCTAssertEqual(result.status, 0, result.err)
            XCTAssertEqual(try VideoProbe.probe(path: dir.appendingPathComponent(name).path).codecName, codec, name)
        }
        for name in ["s", "s.PNG"] {
            let result = try TestSupport.run(cli, ["still", "--effect", "drawer", "--progress", "0.5", "--scale", "1", "-o", name], in: dir)
            XCTAssertEqual(result.status, 0, result.err)
            XCTAssertEqual(try ImageCodec.decode(path: dir.appendingPathComponent(name).path).width, 375, name)
        }
    }

    /// A screen that cannot be used is blamed on where it was given: the option that replaced the
    /// preset's screen (`--from`, `--to`), or the preset file and its key.
    func testUnusableScreenNamesTheOptionOrTheFileThatGaveIt() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("p.json").path
        try Data(
            #"{"format": "xwt-video-preset", "version": 1, "description": "d", "screens": {"to": "gone.jpg"}, "effect": {"id": "explode"}, "acts": [{"animate": "to"}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: file))
        let decode = { (path: String) in "decode image '\(path)': No such file or directory" }
        let cases: [([String], String)] = [
            (
                ["--preset", "drawer-qq", "--presets-dir", TestSupport.presets.directory, "--from", "missing.png", "--to", "list"],
                "--from: cannot use missing.png: " + decode("missing.png")
            ),
            (
                ["--preset", "drawer-qq", "--presets-dir", TestSupport.presets.directory, "--to", "missing.png"],
                "--to: cannot use missing.png: " + decode("missing.png")
            ),
            (
                ["--preset", "p", "--presets-dir", dir.path, "--from", "detail"],
                "\(file): screens.to: cannot use \(dir.path)/gone.jpg: " + decode("\(dir.path)/gone.jpg")
            ),
        ]
        for (arguments, line) in cases {
            let result = try TestSupport.run(cli, ["export"] + arguments + ["-o", "x.mp4"], in: dir)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.err, "xwt-video: error: \(line)\n", arguments.joined(separator: " "))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["p.json"], "nothing written")
    }

    func testUnwritableOutputFailsCleanly() throws {
        let result = try TestSupport.run(
            cli,
            [
                "export", "--preset", "explode", "--presets-dir", TestSupport.presets.directory,
                "-o", "/nonexistent-dir/clip.mp4",
            ])
        assertOneLineError(result, contains: "/nonexistent-dir")
    }

    func testFailedExportKeepsAnExistingFileAndLeavesNoTemporary() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("clip.mp4")
        try Data("keep me".utf8).write(to: target)
        let result = try TestSupport.run(
            cli,
            [
                "export", "--preset", "explode", "--presets-dir", TestSupport.presets.directory,
                "-o", target.path, "--encoder-option", "no-such-knob=1",
            ])
        assertOneLineError(result, contains: "no-such-knob")
        XCTAssertEqual(try Data(contentsOf: target), Data("keep me".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["clip.mp4"])
    }

    func testUsageMistakesAreOneLine() throws {
        assertOneLineError(try TestSupport.run(cli, ["export", "--format", "avi"]), contains: "--format: expected one of mp4, webm, mkv")
        assertOneLineError(try TestSupport.run(cli, ["export", "--bogus"]), contains: "--bogus")
        assertOneLineError(try TestSupport.run(cli, ["still", "--effect", "drawer", "-o", "/tmp/x.png"]), contains: "--progress")
        assertOneLineError(try TestSupport.run(cli, ["hash", "--size", "151x2"]), contains: "--size")
    }

    /// A mistyped option is the mistake reported, not the check it made fail (the missing --frame,
    /// --out-dir, --progress), in commands and option groups alike; without one the check speaks.
    func testMistypedOptionIsReportedBeforeTheChecksItBreaks() throws {
        let cases: [([String], String)] = [
            (["still", "--preset", "drawer-qq", "--frme", "3", "-o", "x.png"], "Unknown option '--frme'. Did you mean '--frame'?"),
            (["still", "--effect", "drawer", "--progres", "0.5", "-o", "x.png"], "Unknown option '--progres'"),
            (["export", "--all", "--ot-dir", "d"], "Unknown option '--ot-dir'"),
            (["still", "--preset", "drawer-qq", "-o", "x.png", "stray"], "Unexpected argument 'stray'"),
            (["still", "--preset", "drawer-qq", "-o", "x.png"], "still --preset needs exactly one of --frame N or --time SECONDS"),
        ]
        for (arguments, message) in cases {
            assertOneLineError(try TestSupport.run(cli, arguments), contains: message)
        }
    }

    /// A mistyped long option is matched to the command's options counting two swapped letters as
    /// one slip (--fromat is --format, not --from); nothing is suggested when no option is within
    /// 3 edits, nor for a short option.
    func testMistypedOptionSuggestsTheNearestCountingSwaps() throws {
        let presets = ["--presets-dir", TestSupport.presets.directory]
        let cases: [([String], String)] = [
            (["export", "--preset", "drawer-qq", "--fromat", "webm"] + presets, "Unknown option '--fromat'. Did you mean '--format'?"),
            (["export", "--preset", "drawer-qq", "--widht", "300"] + presets, "Unknown option '--widht'. Did you mean '--width'?"),
            (["still", "--preset", "drawer-qq", "--frmae", "3", "-o", "x.png"] + presets, "Unknown option '--frmae'. Did you mean '--frame'?"),
            (["still", "--preset", "drawer-qq", "--frme", "3", "-o", "x.png"] + presets, "Unknown option '--frme'. Did you mean '--frame'?"),
            (["sheet", "--effect", "drawer", "--colunms", "3", "-o", "x.png"], "Unknown option '--colunms'. Did you mean '--columns'?"),
            (["presets", "--presets-dri", "x"], "Unknown option '--presets-dri'. Did you mean '--presets-dir'?"),
            (["export", "--preset", "drawer-qq", "--hepl"] + presets, "Unknown option '--hepl'. Did you mean '--help'?"),
            (["export", "--preset", "drawer-qq", "--zzzzzz"] + presets, "Unknown option '--zzzzzz'"),
            (["export", "--preset", "drawer-qq", "-x"] + presets, "Unknown option '-x'"),
        ]
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (arguments, message) in cases {
            let result = try TestSupport.run(cli, arguments, in: dir)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.err, "xwt-video: error: \(message) (see xwt-video help)\n", arguments.joined(separator: " "))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "nothing written")
    }

    func testStillWritesAPNGOfAnEffectAndOfAPresetFrame() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let effectPNG = dir.appendingPathComponent("e.png").path
        let e = try TestSupport.run(
            cli,
            [
                "still", "--effect", "drawer", "--param", "style=flip", "--param", "direction=bottom",
                "--progress", "0.5", "--scale", "1", "-o", effectPNG,
            ])
        XCTAssertEqual(e.status, 0, e.err)
        XCTAssertEqual(try ImageCodec.decode(path: effectPNG).width, 375)
        let presetPNG = dir.appendingPathComponent("p.png").path
        let p = try TestSupport.run(
            cli,
            [
                "still", "--preset", "drawer-qq", "--presets-dir", TestSupport.presets.directory,
                "--time", "0.6", "-o", presetPNG,
            ])
        XCTAssertEqual(p.status, 0, p.err)
        let job = try TestSupport.job("drawer-qq", width: 750)
        XCTAssertEqual(try ImageCodec.decode(path: presetPNG), job.render(frame: 36))
    }
}
