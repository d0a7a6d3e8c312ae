import Foundation
import XCTest
import XWTEngine
import XWTMedia
import XWTPresets
import XWTTestSupport
import XWTVideo

/// `export --all` (BatchExport) and `gallery` (Gallery): every clip written or reported, atomic
/// outputs, several formats, staleness, the page's content, and the page played by headless Chromium.
final class BatchGalleryTests: MediaTestCase {
    var cli: URL { TestSupport.executable }
    /// 180 px wide keeps the 375×667 aspect at an even height (320), as mp4 and webm need.
    static let width = 180

    private func requireCLI() throws {
        try TestSupport.requireCLI()
    }

    /// A presets folder with copies of `ids` and, if asked, `broken.json` (drawer-qq with an invalid style).
    private func presetsFolder(_ ids: [String], broken: Bool) throws -> URL {
        let dir = try TestSupport.temporaryDirectory()
        let bundled = URL(fileURLWithPath: TestSupport.presets.directory)
        for id in ids {
            try FileManager.default.copyItem(at: bundled.appendingPathComponent("\(id).json"), to: dir.appendingPathComponent("\(id).json"))
        }
        if broken {
            let text = try String(contentsOf: bundled.appendingPathComponent("drawer-qq.json"), encoding: .utf8)
                .replacingOccurrences(of: "\"style\": \"parallax\"", with: "\"style\": \"qq\"")
            try text.write(to: dir.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        }
        return dir
    }

    private func frames(_ id: String) throws -> Int { try TestSupport.presets.load(id: id).timeline.frameCount }

    // MARK: - Batch

    func testBatchReportsABrokenPresetAndFinishesTheOthersInEveryFormat() throws {
        try requireCLI()
        let presets = try presetsFolder(["circle-spread", "explode"], broken: true)
        let out = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: presets); try? FileManager.default.removeItem(at: out) }
        let result = try TestSupport.run(
            cli,
            [
                "export", "--all", "--out-dir", out.path, "--presets-dir", presets.path,
                "--width", "\(Self.width)", "--format", "mp4", "--format", "webm",
            ])
        XCTAssertNotEqual(result.status, 0, "a failed preset must make the exit status non-zero")
        // stderr is not a terminal here: no progress bar, only the failure lines.
        XCTAssertFalse(result.err.contains("\r") || result.err.contains("\u{1B}["), result.err)
        let errors = result.err.split(separator: "\n").map(String.init)
        XCTAssertEqual(errors.count, 2, result.err)
        XCTAssertTrue(errors[0].hasPrefix("xwt-video: error: preset broken failed: "), result.err)
        XCTAssertTrue(errors[0].contains("broken.json: effect.style: expected one of plain, parallax, flip; found \"qq\""), result.err)
        XCTAssertEqual(errors.last, "xwt-video: error: 1 failed: broken")

        let lines = result.out.split(separator: "\n").map(String.init)
        for id in ["circle-spread", "explode"] {
            let mp4 = out.appendingPathComponent("\(id).mp4").path, webm = out.appendingPathComponent("\(id).webm").path
            let frameCount = try frames(id)
            let mp4Line = try XCTUnwrap(lines.first { $0.hasPrefix(mp4 + ": ") }, result.out)
            XCTAssertTrue(mp4Line.contains("\(frameCount) frames"), mp4Line)
            XCTAssertTrue(mp4Line.range(of: #", \d+ bytes, rendered in \d+\.\d s$"#, options: .regularExpression) != nil, mp4Line)
            XCTAssertNotNil(lines.first { $0.hasPrefix(webm + ": ") }, result.out)
            let video = try VideoProbe.probe(path: mp4)
            XCTAssertEqual(video.frameCount, frameCount)
            XCTAssertEqual(video.width, Self.width)
            let vp9 = try VideoProbe.probe(path: webm)
            XCTAssertEqual(vp9.codecName, "vp9")
            XCTAssertEqual(vp9.frameCount, frameCount)
        }
        XCTAssertTrue(lines.last?.hasPrefix("4 clips (4 written, 0 up to date, ") ?? false, result.out)
        // Nothing of the broken preset, and no temporary files left behind.
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(),
            ["circle-spread.mp4", "circle-spread.webm", "explode.mp4", "explode.webm"])
    }

    func testBatchLibraryRunsClipsConcurrentlyAndSkipsWhatIsUpToDate() throws {
        let out = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        var options = BatchOptions(
            outputDirectory: out.path, formats: [.webm, .mp4], presetIDs: ["explode", "nope", "drawer-qq"],
            width: Self.width, clips: 2, jobs: 1)
        options.posters = true
        let events = Locked<[BatchEvent]>([])
        let report = try BatchExport.run(library: TestSupport.presets, options: options, events: { event in events.withLock { $0.append(event) } })
        XCTAssertEqual(report.failures.map(\.presetID), ["nope"])
        XCTAssertTrue(report.failures[0].description.hasPrefix("preset nope failed: "), report.failures[0].description)
        XCTAssertEqual(
            report.written.map { "\($0.clip.presetID).\($0.clip.format.rawValue)" }.sorted(),
            ["drawer-qq.mp4", "drawer-qq.webm", "explode.mp4", "explode.webm"])
        for result in report.written {
            XCTAssertEqual(result.frames, try frames(result.clip.presetID))
            XCTAssertEqual(try VideoProbe.probe(path: result.clip.path).frameCount, result.frames)
            XCTAssertEqual(result.bytes, try FileManager.default.attributesOfItem(atPath: result.clip.path)[.size] as? Int)
        }
        let poster = try ImageCodec.decode(path: out.appendingPathComponent("explode.png").path)
        XCTAssertEqual(poster.width, Self.width)
        // Progress per clip rises to its work; the planned total is the sum of the clips' work.
        let log = events.withLock { $0 }
        guard case let .planned(clips, total) = log.first else { return XCTFail("first event: \(String(describing: log.first))") }
        XCTAssertEqual(clips.count, 4)
        XCTAssertEqual(total, 2 * (try frames("explode") + frames("drawer-qq")))
        var last: [BatchClip: Int] = [:]
        for case let .progress(clip, done) in log {
            XCTAssertGreaterThan(done, last[clip] ?? 0)
            last[clip] = done
        }
        XCTAssertEqual(last.count, 4)

        // A second run keeps everything; another width makes them stale (newer inputs: GalleryRerunTests).
        options.onlyStale = true
        let again = try BatchExport.run(library: TestSupport.presets, options: options)
        XCTAssertEqual(again.written.count, 0)
        XCTAssertEqual(again.skipped.count, 4)
        options.width = 200  // another size: stale
        options.presetIDs = ["explode"]
        let resized = try BatchExport.run(library: TestSupport.presets, options: options)
        XCTAssertEqual(resized.written.count, 2)
        XCTAssertEqual(try VideoProbe.probe(path: out.appendingPathComponent("explode.mp4").path).width, 200)
        XCTAssertThrowsError(try BatchExport.run(library: TestSupport.presets, options: BatchOptions(outputDirectory: out.path, formats: [.raw])))

        // Other screen settings make a newer clip stale too; the clip records what it was made with.
        options.formats = [.mp4]
        options.overrides = PresetOverrides(appearance: .dark)
        let record = out.appendingPathComponent(".explode.mp4.settings").path
        XCTAssertEqual(try BatchExport.run(library: TestSupport.presets, options: options).written.count, 1, "dark: stale")
        XCTAssertEqual(try String(contentsOfFile: record, encoding: .utf8), "appearance=dark")
        XCTAssertEqual(try BatchExport.run(library: TestSupport.presets, options: options).skipped.count, 1, "dark again: up to date")
        options.overrides = .none
        XCTAssertEqual(try BatchExport.run(library: TestSupport.presets, options: options).written.count, 1, "light again: stale")
        XCTAssertFalse(FileManager.default.fileExists(atPath: record), "no overrides, no record")
    }

    func testExportAllAndGalleryApplyTheScreenOptionsToEveryPreset() throws {
        try requireCLI()
        let out = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let shot = out.appendingPathComponent("shot.png").path
        try ImageCodec.writePNG(Bitmap(width: 300, height: 300, fill: RGBA8(r: 40, g: 120, b: 200)), path: shot)
        let batch = try TestSupport.run(
            cli,
            [
                "export", "--all", "--out-dir", out.appendingPathComponent("all").path, "--only", "drawer-qq",
                "--width", "60", "--device", "iphone-15-pro",
            ])
        XCTAssertEqual(batch.status, 0, batch.err)
        let clip = try VideoProbe.probe(path: out.appendingPathComponent("all/drawer-qq.mp4").path)
        XCTAssertEqual([clip.width, clip.height], [60, 130], "the 15 Pro's 393×852 pt, not the preset's 375×667")
        let gallery = out.appendingPathComponent("gallery")
        let page = try TestSupport.run(
            cli,
            [
                "gallery", "--out-dir", gallery.path, "--only", "drawer-qq", "--width", "\(Self.width)",
                "--from", shot, "--to", shot, "--fit", "stretch", "--status-bar", "none",
            ])
        XCTAssertEqual(page.status, 0, page.err)
        let poster = try ImageCodec.decode(path: gallery.appendingPathComponent("drawer-qq.png").path)
        XCTAssertEqual(poster[90, 2], RGBA8(r: 40, g: 120, b: 200), "the screenshot, stretched, with no status bar over it")
        XCTAssertEqual(
            try String(contentsOfFile: gallery.appendingPathComponent(".drawer-qq.mp4.settings").path, encoding: .utf8),
            "status-bar=none\nfrom=\(shot)\nto=\(shot)\nfit=stretch")
        let bad = try TestSupport.run(cli, ["gallery", "--out-dir", gallery.path, "--appearance", "sepia"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.err.split(separator: "\n").count, 1, bad.err)
        XCTAssertTrue(bad.err.contains("--appearance: expected light or dark; found \"sepia\""), bad.err)
    }

    // MARK: - Gallery

    func testScriptDescriptionsFollowTheActsAndReleases() throws {
        XCTAssertEqual(
            Gallery.scriptLine(try TestSupport.presets.load(id: "circle-spread")),
            "tap to present · pan back ↓ 200 pt, cancels (timer) · pan back ↓ 400 pt, finishes (timer)")
        XCTAssertEqual(
            Gallery.scriptLine(try TestSupport.presets.load(id: "drawer-qq")),
            "pan → 230 pt, finishes (UIKit) · pan back ← 110 pt, cancels (UIKit) · pan back ← 260 pt, finishes (UIKit)")
        XCTAssertEqual(
            Gallery.scriptLine(try TestSupport.presets.load(id: "vc-portal")),
            "tap to present · pinch back to 0.7×, cancels (UIKit) · pinch back to 0.35×, finishes (UIKit)")
        let drawer = try TestSupport.presets.load(id: "drawer-taobao")
        let changed = Gallery.parameters(drawer).filter(\.changed).map(\.name)
        XCTAssertTrue(changed.contains("direction") && changed.contains("style"), "\(changed)")
        XCTAssertFalse(Gallery.parameters(try TestSupport.presets.load(id: "circle-spread")).contains { $0.changed })
    }

    /// The gallery of three presets (two of one family) at 180 px in mp4 and webm, built once.
    private static let fixture = Locked<(dir: URL, result: (status: Int32, out: String, err: String))?>(nil)
    static let galleryIDs = ["circle-spread", "drawer-qq", "drawer-taobao"]

    override class func tearDown() {
        if let dir = fixture.withLock({ $0?.dir }) { try? FileManager.default.removeItem(at: dir) }
        fixture.withLock { $0 = nil }
        super.tearDown()
    }

    private func gallery() throws -> (dir: URL, result: (status: Int32, out: String, err: String)) {
        try requireCLI()
        if let fixture = Self.fixture.withLock({ $0 }) { return fixture }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("xwt-gallery-test-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        let result = try TestSupport.run(
            cli,
            [
                "gallery", "--out-dir", dir.path, "--presets-dir", TestSupport.presets.directory,
                "--only", Self.galleryIDs.joined(separator: ","), "--width", "\(Self.width)",
                "--format", "mp4", "--format", "webm",
            ])
        Self.fixture.withLock { $0 = (dir, result) }
        return (dir, result)
    }

    func testGalleryPageIsWellFormedAndShowsEveryClip() throws {
        let (dir, result) = try gallery()
        XCTAssertEqual(result.status, 0, result.err)
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        try assertBalanced(html)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        // Self-contained: no scripts, no stylesheets or images from elsewhere.
        for banned in ["<script", "<link", "http://", "https://", "url("] { XCTAssertFalse(html.contains(banned), banned) }
        let videos = tags("video", in: html)
        XCTAssertEqual(videos.count, Self.galleryIDs.count)
        for id in Self.galleryIDs {
            let preset = try TestSupport.presets.load(id: id)
            XCTAssertTrue(html.contains("data-preset=\"\(id)\""), id)
            XCTAssertTrue(html.contains("<code>\(preset.effect.rawValue)</code>"), id)
            // The script list of this preset's card, as text, is one item per step.
            let card = try XCTUnwrap(html.range(of: "data-preset=\"\(id)\"").map { html[$0.upperBound...] })
            let list = try XCTUnwrap(
                card.range(of: "<ol class=\"script\">").flatMap { start in
                    card.range(of: "</ol>").map { String(card[start.upperBound..<$0.lowerBound]) }
                })
            let items = list.components(separatedBy: "</li>").dropLast()
                .map { $0.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression) }
            XCTAssertEqual(items, Gallery.scriptSteps(preset), id)
            XCTAssertEqual(items.count, preset.acts.filter { if case .hold = $0 { return false } else { return true } }.count, id)
            let video = try XCTUnwrap(videos.first { $0.contains("src=\"\(id).mp4\"") }, id)
            for attribute in ["poster=\"\(id).png\"", " muted", " loop", " playsinline", " controls", "preload=\"metadata\""] {
                XCTAssertTrue(video.contains(attribute), "\(attribute) in \(video)")
            }
            XCTAssertTrue(html.contains("<a href=\"\(id).webm\">WEBM</a>"), id)
            for file in ["\(id).mp4", "\(id).webm", "\(id).png"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path), file)
            }
        }
        // Non-default parameters are highlighted: drawer-taobao's style is flip (default plain).
        XCTAssertTrue(html.contains("<code class=\"changed\" title=\"default: plain\">style=flip</code>"))
        // One section per library, its families in registry order.
        XCTAssertEqual(html.components(separatedBy: "<section ").count - 1, 1, "one library, one section")
        XCTAssertTrue(html.contains("<h2>XWTransition "), "the library's section heading")
        let families = ["CircleSpread", "Drawer"].map { html.range(of: "<h3>\($0) ")?.lowerBound }
        XCTAssertNotNil(families[0]); XCTAssertNotNil(families[1])
        if let a = families[0], let b = families[1] { XCTAssertLessThan(a, b) }

        // Run again: everything is up to date and the page is the same.
        let again = try TestSupport.run(
            cli,
            [
                "gallery", "--out-dir", dir.path, "--presets-dir", TestSupport.presets.directory,
                "--only", Self.galleryIDs.joined(separator: ","), "--width", "\(Self.width)",
                "--format", "mp4", "--format", "webm",
            ])
        XCTAssertEqual(again.status, 0, again.err)
        XCTAssertTrue(again.out.contains("6 clips (0 written, 6 up to date, 0 frames)"), again.out)
        XCTAssertTrue(again.out.contains("index.html: 3 presets"), again.out)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8), html)
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: dir.path).contains { $0.hasPrefix(".") })
    }

    func testChromiumLoadsEveryVideoWithItsDuration() throws {
        if ProcessInfo.processInfo.environment["XWT_NO_CHROMIUM"] == "1" {
            throw RequiredTool.unavailable("XWT_NO_CHROMIUM=1: the gallery was not opened in a browser")
        }
        let chromium = try RequiredTool.named("chromium", package: "chromium").path
        let (dir, result) = try gallery()
        XCTAssertEqual(result.status, 0, result.err)
        // A test-only copy of the page that writes each video's duration into the DOM once its metadata loads.
        let page = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        let probe = """
            <script>
            const page = getComputedStyle(document.body);
            document.body.setAttribute('data-scheme', page.backgroundColor + ' / ' + page.color);
            for (const v of document.querySelectorAll('video')) {
              const mark = () => v.setAttribute('data-loaded', v.duration.toFixed(3));
              if (v.readyState >= 1) mark(); else v.addEventListener('loadedmetadata', mark);
              v.addEventListener('error', () => v.setAttribute('data-error', String(v.error && v.error.code)));
            }
            </script>
            """
        let check = dir.appendingPathComponent("check.html")
        try page.replacingOccurrences(of: "</body>", with: probe + "</body>").write(to: check, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: check) }
        let profile = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: profile) }
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--mute-audio", "--no-first-run", "--user-data-dir=\(profile.path)"]
        let dom = try TestSupport.run(URL(fileURLWithPath: chromium), common + ["--virtual-time-budget=20000", "--dump-dom", check.absoluteString])
        let videos = tags("video", in: dom.out)
        XCTAssertEqual(videos.count, Self.galleryIDs.count, "chromium: \(dom.err.suffix(400))")
        for video in videos {
            XCTAssertNil(attribute("data-error", in: video), video)
            let expected = try XCTUnwrap(attribute("data-duration", in: video).flatMap(Double.init), video)
            let loaded = try XCTUnwrap(attribute("data-loaded", in: video).flatMap(Double.init), "metadata never loaded: \(video)")
            XCTAssertEqual(loaded, expected, accuracy: 1.0 / 60, video)
            let id = try XCTUnwrap(attribute("src", in: video)).replacingOccurrences(of: ".mp4", with: "")
            let preset = try TestSupport.presets.load(id: id)
            XCTAssertEqual(expected, Double(preset.timeline.frameCount) / Double(preset.fps), accuracy: 0.001, id)
        }

        // Light by default; dark when the browser prefers it (--bg and --text of each scheme).
        XCTAssertEqual(
            attribute("data-scheme", in: tags("body", in: dom.out).first ?? ""),
            "rgb(245, 245, 247) / rgb(29, 29, 31)")
        let dark = try TestSupport.run(
            URL(fileURLWithPath: chromium), common + ["--force-dark-mode", "--virtual-time-budget=2000", "--dump-dom", check.absoluteString])
        XCTAssertEqual(
            attribute("data-scheme", in: tags("body", in: dark.out).first ?? ""), "rgb(17, 17, 19) / rgb(242, 242, 245)",
            "dark scheme: \(dark.err.suffix(400))")

        // The screenshot, kept as an artifact.
        let artifacts = URL(fileURLWithPath: ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp").appendingPathComponent("xwt-gallery")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let screenshot = artifacts.appendingPathComponent("screenshot.png")
        try? FileManager.default.removeItem(at: screenshot)
        let shot = try TestSupport.run(
            URL(fileURLWithPath: chromium),
            common + [
                "--hide-scrollbars", "--window-size=1280,1200", "--virtual-time-budget=5000",
                "--screenshot=\(screenshot.path)", dir.appendingPathComponent("index.html").absoluteString,
            ])
        XCTAssertEqual(shot.status, 0, shot.err)
        let image = try ImageCodec.decode(path: screenshot.path)
        XCTAssertEqual(image.width, 1280)
        print("gallery screenshot: \(screenshot.path)")
    }

    // MARK: - Helpers

    /// Every start tag `<name …>` in `html`.
    private func tags(_ name: String, in html: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<\(name) "), let end = rest[start.upperBound...].firstIndex(of: ">") {
            found.append(String(rest[start.lowerBound...end]))
            rest = rest[rest.index(after: end)...]
        }
        return found
    }

    private func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return tag[start.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
    }

    /// Checks that every non-void element is closed in order, outside the style block.
    private func assertBalanced(_ html: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let void: Set<String> = ["meta", "link", "br", "img", "source", "input", "hr", "!doctype"]
        var stack: [String] = []
        var text = html[...]
        if let s = text.range(of: "<style>"), let e = text.range(of: "</style>") { text = text[..<s.upperBound] + text[e.lowerBound...] }
        let pattern = try NSRegularExpression(pattern: "<(/?)([!a-zA-Z][a-zA-Z0-9]*)[^>]*>")
        let string = String(text)
        for match in pattern.matches(in: string, range: NSRange(string.startIndex..., in: string)) {
            let closing = Range(match.range(at: 1), in: string).map { !string[$0].isEmpty } ?? false
            let name = Range(match.range(at: 2), in: string).map { string[$0].lowercased() } ?? ""
            if void.contains(name) { continue }
            if closing {
                XCTAssertEqual(stack.popLast(), name, "unbalanced </\(name)>", file: file, line: line)
            } else {
                stack.append(name)
            }
        }
        XCTAssertEqual(stack, [], "unclosed elements", file: file, line: line)
    }
}
