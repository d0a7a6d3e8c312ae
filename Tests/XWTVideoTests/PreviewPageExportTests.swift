import Foundation
import XCTest
import XWTTestSupport

/// The page in headless Chromium, continued: live reload of a shared declaration file (issue 21's
/// `effect.file`) and the Export button from the choice of format to the downloaded clip.
extension PreviewServerTests {
    /// Debian's Chromium, or a skip when XWT_NO_CHROMIUM=1 left it out (a failure under CI).
    func chromium() throws -> String {
        if ProcessInfo.processInfo.environment["XWT_NO_CHROMIUM"] == "1" { throw XCTSkip("XWT_NO_CHROMIUM=1: the page was not opened") }
        return try RequiredTool.named("chromium", package: "chromium").path
    }

    func testPageReloadsWhenTheSharedDeclarationFileChanges() throws {
        let chromium = try chromium()
        let fadeIn =
            #"{ "duration": 0.5, "layers": [{ "content": "from" }, "#
            + #"{ "content": "to", "keyframes": { "opacity": [{ "t": 0, "value": 0 }, { "t": 1, "value": 1 }] } }] }"#
        let server = try startServer(preset: "custom-tm-fade") { folder in
            // custom-tm-fade's declaration in a file of its own, as presets sharing it name it.
            let preset = folder.appendingPathComponent("custom-tm-fade.json")
            var top = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: preset)) as? [String: Any])
            top["effect"] = ["id": "custom", "file": "fade.json"]
            try JSONSerialization.data(withJSONObject: top).write(to: preset)
            try Data(fadeIn.utf8).write(to: folder.appendingPathComponent("fade.json"))
        }
        let shared = server.folder.appendingPathComponent("fade.json")
        let fps = try XCTUnwrap(json(http("GET", server.base + "/api/preset").body)["fps"] as? Int)
        let frame = fps * 55 / 100  // 0.3 s of hold, then half-way through the 0.5 s fade
        let browser = try DevToolsPipe(chromium: chromium, profile: server.folder.appendingPathComponent("profile").path, width: 1280, height: 1000)
        defer { browser.close() }
        try browser.open(server.base + "/#frame=\(frame)")
        try browser.wait(until: "document.body.dataset.shown === '\(frame)@1'", timeout: 30)
        let before = try canvasPixels(browser)
        let current = "document.body.dataset.shown === '\(frame)@' + preview.version"

        // The to screen opaque from the start: the page shows the new frame by itself, within a second.
        try Data(fadeIn.replacingOccurrences(of: #""t": 0, "value": 0"#, with: #""t": 0, "value": 1"#).utf8).write(to: shared, options: .atomic)
        let seconds = try browser.wait(until: "preview.version > 1 && " + current, timeout: 5)
        XCTAssertLessThan(seconds, 1, "the page shows the edited declaration's frame \(seconds) s after the write")
        XCTAssertNotEqual(try canvasPixels(browser), before, "the edited declaration draws another frame")

        // A broken shared file shows its one line, naming that file; fixing it recovers.
        try Data(#"{ "duration": "#.utf8).write(to: shared)
        try browser.wait(until: "document.getElementById('error').textContent.includes('fade.json: not valid JSON')", timeout: 5)
        let broken = try XCTUnwrap(browser.evaluate("preview.version") as? Int)
        try Data(fadeIn.utf8).write(to: shared, options: .atomic)
        try browser.wait(until: "preview.version > \(broken) && document.body.dataset.error === '' && " + current, timeout: 5)
        XCTAssertEqual(try canvasPixels(browser), before, "the first declaration's frame again")
        browser.close()
        try interrupt(server)
    }

    func testExportButtonDownloadsAValidClip() throws {
        let chromium = try chromium()
        let ffprobe = try TestSupport.requireFFmpeg().deletingLastPathComponent().appendingPathComponent("ffprobe")
        let server = try startServer()
        let downloads = server.folder.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let browser = try DevToolsPipe(chromium: chromium, profile: server.folder.appendingPathComponent("profile").path, width: 1280, height: 1000)
        defer { browser.close() }
        try browser.send("Browser.setDownloadBehavior", ["behavior": "allow", "downloadPath": downloads.path], toPage: false)
        try browser.open(server.base + "/#frame=0")
        try browser.wait(until: "document.body.dataset.shown === '0@1'", timeout: 30)

        // Every change of the progress bar: its value, or -1 while hidden.
        _ = try browser.evaluate(
            """
            (() => { const bar = document.getElementById('progress'); window.barSeen = [];
              new MutationObserver(() => barSeen.push(bar.hidden ? -1 : bar.value)).observe(bar, { attributes: true }); })()
            """)
        // A format and a width chosen in the panel, then a click on Export.
        _ = try browser.evaluate(
            "(() => { const f = document.getElementById('format'); f.value = 'webm'; f.dispatchEvent(new Event('change')); document.getElementById('width').value = 360; })()"
        )
        let centre = "(() => { const r = document.getElementById('export').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"
        let button = try XCTUnwrap(browser.evaluate(centre) as? [Double])
        try browser.click(x: button[0], y: button[1])
        try browser.wait(until: "document.querySelector('#exported a') !== null", timeout: 300)

        // Chromium writes NAME.crdownload and renames it once the download is complete.
        let clip = downloads.appendingPathComponent("drawer-qq.webm")
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: clip.path) && Date() < deadline { usleep(50_000) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: downloads.path), ["drawer-qq.webm"])
        XCTAssertEqual(try Data(contentsOf: clip), try http("GET", server.base + "/api/export/1").body, "the export's file, whole")

        let bar = try XCTUnwrap(browser.evaluate("barSeen") as? [Double])
        XCTAssertFalse(bar.contains(-1), "the bar stays shown: \(bar)")
        XCTAssertEqual(bar, bar.sorted(), "the bar only moves forward: \(bar)")
        XCTAssertEqual(bar.last, 1, "\(bar)")
        XCTAssertTrue(bar.contains { $0 > 0 && $0 < 1 }, "the bar followed the export's progress events: \(bar)")

        let frameCount = try XCTUnwrap(json(http("GET", server.base + "/api/preset").body)["frameCount"] as? Int)
        let probe = try TestSupport.run(
            ffprobe,
            [
                "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=codec_name,width,height,nb_read_frames",
                "-of", "json", clip.path,
            ])
        XCTAssertEqual(probe.status, 0, probe.err)
        let streams = try XCTUnwrap(json(Data(probe.out.utf8))["streams"] as? [[String: Any]])
        XCTAssertEqual(streams.count, 1, probe.out)
        XCTAssertEqual(streams.first?["codec_name"] as? String, "vp9")
        XCTAssertEqual(streams.first?["width"] as? Int, 360)
        XCTAssertEqual(Double(streams.first?["height"] as? Int ?? 0), 360 * 1334 / 750, accuracy: 2)
        XCTAssertEqual(streams.first?["nb_read_frames"] as? String, "\(frameCount)", "every frame of the clip")
        browser.close()
        try interrupt(server)
    }
}
