import Foundation
import XCTest
import XWTEngine
import XWTMedia
import XWTTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `xwt-video preview` as a user meets it: the API over plain HTTP, refusals, live reload, the page
/// in headless Chromium, and Ctrl-C.
final class PreviewServerTests: XCTestCase {
    /// A preview of a copy of drawer-qq in a folder of the test's own, with its own temporary folder.
    struct Server {
        let process: RunningProcess
        let base: String
        let port: Int
        let folder: URL
        let scratch: URL
        let preset: URL
    }

    /// Previews a copy of the bundled preset `id`, after `prepare` had the test's folder (holding the copy).
    func startServer(preset id: String = "drawer-qq", extra: [String] = [], prepare: (URL) throws -> Void = { _ in }) throws -> Server {
        let cli = try TestSupport.requireCLI()
        let folder = try TestSupport.temporaryDirectory()
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let preset = folder.appendingPathComponent("\(id).json")
        try FileManager.default.copyItem(at: TestSupport.root.appendingPathComponent("Presets/\(id).json"), to: preset)
        try prepare(folder)
        let process = try ProcessRunner.start(cli, ["preview", preset.path, "--port", "0"] + extra, environment: ["TMPDIR": scratch.path])
        XCTAssertTrue(process.waitForOutput(containing: "Ctrl-C stops", timeout: 60), process.outputSoFar)
        let line = process.outputSoFar
        let port = try XCTUnwrap(line.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression).flatMap { Int(line[$0].dropFirst(10).dropLast()) }, line)
        return Server(process: process, base: "http://127.0.0.1:\(port)", port: port, folder: folder, scratch: scratch, preset: preset)
    }

    /// Ctrl-C: exit status 130, no temporary file or folder left.
    func interrupt(_ server: Server) throws {
        server.process.signal(SIGINT)
        let result = try server.process.finish(timeout: 30)
        XCTAssertEqual(result.status, 130, result.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: server.scratch.path), [], "left in TMPDIR")
        try? FileManager.default.removeItem(at: server.folder)
    }

    func testAPIAnswersAsTheCommandsDoAndRefusesWhatIsNotServed() throws {
        let cli = try TestSupport.requireCLI()
        let server = try startServer()
        let dir = server.folder.path

        let frame = try http("GET", server.base + "/frame/40.png")
        XCTAssertEqual(frame.status, 200)
        let still = server.folder.appendingPathComponent("still.png").path
        let made = try TestSupport.run(cli, ["still", "--presets-dir", dir, "--preset", "drawer-qq", "--frame", "40", "-o", still])
        XCTAssertEqual(made.status, 0, made.err)
        XCTAssertEqual(try decode(frame.body), try ImageCodec.decode(path: still), "GET /frame/40.png has still --frame 40's pixels")

        let trace = try TestSupport.run(cli, ["trace", "--presets-dir", dir, "--preset", "drawer-qq", "--format", "json"])
        XCTAssertEqual(String(decoding: try http("GET", server.base + "/api/trace").body, as: UTF8.self), trace.out)
        let preset = try json(http("GET", server.base + "/api/preset").body)
        XCTAssertEqual(preset["id"] as? String, "drawer-qq")
        XCTAssertEqual(preset["frameCount"] as? Int, try json(Data(trace.out.utf8))["frameCount"] as? Int)
        let effects = try JSONSerialization.jsonObject(with: http("GET", server.base + "/api/effects").body) as? [[String: Any]]
        XCTAssertGreaterThan(effects?.count ?? 0, 40)

        // Edits: a good one re-renders, a bad one is a 400 with one line and changes nothing.
        let before = try http("GET", server.base + "/frame/60.png").body
        let edited = try http("POST", server.base + "/api/params", body: Data(#"{"effect":{"distance":180},"appearance":"dark"}"#.utf8))
        XCTAssertEqual(edited.status, 200, String(decoding: edited.body, as: UTF8.self))
        XCTAssertEqual(try json(http("GET", server.base + "/api/preset").body)["appearance"] as? String, "dark")
        XCTAssertNotEqual(try http("GET", server.base + "/frame/60.png").body, before)
        let bad = try http("POST", server.base + "/api/params", body: Data(#"{"effect":{"distance":"far"}}"#.utf8))
        XCTAssertEqual(bad.status, 400)
        XCTAssertTrue(String(decoding: bad.body, as: UTF8.self).contains("effect.distance"), String(decoding: bad.body, as: UTF8.self))
        XCTAssertEqual(String(decoding: bad.body, as: UTF8.self).filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(try http("POST", server.base + "/api/params", body: Data(repeating: 32, count: 200_000)).status, 413)

        // Nothing from a request reaches the file system as a path.
        for path in [
            "/../../../../etc/passwd", "/frame/../../etc/passwd", "/frame/..%2F..%2Fetc%2Fpasswd.png", "/drawer-qq.json",
            "/Presets/drawer-qq.json", "/frame/99999.png", "/frame/-1.png", "/api/export/1", "/%2e%2e/%2e%2e/etc/passwd", "/index.html",
        ] {
            let status = try rawGET(port: server.port, path: path)
            XCTAssertEqual(status, 404, path)
        }
        XCTAssertEqual(try http("GET", server.base + "/api/status").status, 200, "still up after the refusals")

        // A broken file: one line naming the file, the server stays up and recovers.
        let good = try Data(contentsOf: server.preset)
        try Data("{ \"format\": ".utf8).write(to: server.preset)
        let broken = try waitFor(server, timeout: 5) { $0["error"] is String }
        XCTAssertTrue((broken["error"] as? String ?? "").contains("drawer-qq.json"), "\(broken)")
        XCTAssertEqual(try http("GET", server.base + "/frame/1.png").status, 409)
        try good.write(to: server.preset)
        _ = try waitFor(server, timeout: 5) { $0["error"] is NSNull }
        XCTAssertEqual(try http("GET", server.base + "/frame/1.png").status, 200)

        // An export order is checked as the edits are: a bad value or an unknown key is a 400 with one line.
        for (text, key) in [(#"{"format":"webm","alpha":"yes"}"#, "body.alpha"), (#"{"format":"webm","widht":120}"#, "body.widht")] {
            let refused = try http("POST", server.base + "/api/export", body: Data(text.utf8))
            XCTAssertEqual(refused.status, 400, text)
            XCTAssertTrue(String(decoding: refused.body, as: UTF8.self).hasPrefix(key + ": expected "), String(decoding: refused.body, as: UTF8.self))
            XCTAssertEqual(String(decoding: refused.body, as: UTF8.self).filter { $0 == "\n" }.count, 1)
        }
        XCTAssertEqual(try http("POST", server.base + "/api/export", body: Data(repeating: 32, count: 200_000)).status, 413)

        // An export from the API, downloaded by number; its file goes with Ctrl-C.
        let order = try json(http("POST", server.base + "/api/export", body: Data(#"{"format":"webm","width":120}"#.utf8)).body)
        let number = try XCTUnwrap(order["export"] as? Int)
        var download = (status: 404, body: Data(), type: "")
        for _ in 0..<600 where download.status != 200 {
            usleep(100_000)
            download = try http("GET", server.base + "/api/export/\(number)")
        }
        XCTAssertEqual(download.status, 200)
        XCTAssertEqual(Array(download.body.prefix(4)), [0x1A, 0x45, 0xDF, 0xA3], "a WebM (EBML) file")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: server.scratch.path).isEmpty, "the export is kept until the end")
        try interrupt(server)
    }

    func testPageInChromiumScrubsTunesAndReloads() throws {
        if ProcessInfo.processInfo.environment["XWT_NO_CHROMIUM"] == "1" { throw XCTSkip("XWT_NO_CHROMIUM=1: the page was not opened") }
        let chromium = try RequiredTool.named("chromium", package: "chromium").path
        let cli = try TestSupport.requireCLI()
        let server = try startServer()
        let profile = server.folder.appendingPathComponent("profile")
        let browser = try DevToolsPipe(chromium: chromium, profile: profile.path, width: 1280, height: 1000)
        defer { browser.close() }
        try browser.open(server.base + "/#frame=20")
        try browser.wait(until: "document.body.dataset.shown === '20@1'", timeout: 30)

        // → three times, then a click on the scrubber's lane at 60 %.
        for _ in 0..<3 { try browser.press(key: "ArrowRight", code: 39) }
        try browser.wait(until: "document.body.dataset.shown === '23@1'", timeout: 10)
        let lane = try XCTUnwrap(
            browser.evaluate("(() => { const r = document.getElementById('scrub').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()")
                as? [Double])
        try browser.click(x: lane[0] + 0.6 * lane[2], y: lane[1] + lane[3] / 2)
        try browser.wait(until: "preview.frame !== 23 && document.body.dataset.shown === preview.frame + '@1'", timeout: 10)
        let scrubbed = try XCTUnwrap(browser.evaluate("preview.frame") as? Int)
        let last = try XCTUnwrap(browser.evaluate("preview.trace.frameCount - 1") as? Int)
        XCTAssertEqual(Double(scrubbed), 0.6 * Double(last), accuracy: 3, "the click lands at 60 % of the clip")
        let still = server.folder.appendingPathComponent("still.png").path
        let made = try TestSupport.run(cli, ["still", "--presets-dir", server.folder.path, "--preset", "drawer-qq", "--frame", "\(scrubbed)", "-o", still])
        XCTAssertEqual(made.status, 0, made.err)
        let shown = try canvasPixels(browser)
        let expected = try ImageCodec.decode(path: still)
        XCTAssertGreaterThanOrEqual(psnr(shown, expected), 45, "the page shows still --frame \(scrubbed)")

        // A parameter changed in the panel re-renders without a restart.
        _ = try browser.evaluate("(() => { const i = document.querySelector('input[name=distance]'); i.value = 150; i.dispatchEvent(new Event('change')); })()")
        let current = "document.body.dataset.shown === preview.frame + '@' + preview.version"
        try browser.wait(until: "preview.version > 1 && " + current, timeout: 10)
        XCTAssertEqual(try browser.evaluate("preview.preset.parameters.distance") as? String, "150")
        XCTAssertNotEqual(try canvasPixels(browser), shown)

        // The file changes on disk: the page shows the new frames by itself, within a second.
        let text = try String(contentsOf: server.preset, encoding: .utf8)
        try text.replacingOccurrences(of: "\"qq-profile\"", with: "\"settings\"").write(to: server.preset, atomically: true, encoding: .utf8)
        let edited = try XCTUnwrap(browser.evaluate("preview.version") as? Int)
        let seconds = try browser.wait(until: "preview.version > \(edited) && " + current, timeout: 5)
        XCTAssertLessThan(seconds, 1, "the page shows the edited file's frame \(seconds) s after the write")
        // A broken file shows its one line; fixing it recovers.
        try Data("{".utf8).write(to: server.preset)
        try browser.wait(until: "document.getElementById('error').textContent.includes('drawer-qq.json')", timeout: 5)
        try text.write(to: server.preset, atomically: true, encoding: .utf8)
        let broken = try XCTUnwrap(browser.evaluate("preview.version") as? Int)
        try browser.wait(until: "preview.version > \(broken) && document.body.dataset.error === '' && " + current, timeout: 5)

        // The page's screenshot, kept for docs/preview.md when asked (XWT_PREVIEW_SCREENSHOT=path).
        let screenshot = try browser.screenshot()
        XCTAssertEqual(Array(screenshot.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        if let path = ProcessInfo.processInfo.environment["XWT_PREVIEW_SCREENSHOT"] { try screenshot.write(to: URL(fileURLWithPath: path)) }
        browser.close()
        try interrupt(server)
    }

    // MARK: Helpers

    /// What the page's canvas shows, read back through a PNG data URL.
    func canvasPixels(_ browser: DevToolsPipe) throws -> Bitmap {
        let url = try XCTUnwrap(browser.evaluate("document.getElementById('view').toDataURL('image/png')") as? String)
        let data = try XCTUnwrap(Data(base64Encoded: String(url.dropFirst("data:image/png;base64,".count))))
        return try decode(data)
    }

    func decode(_ png: Data) throws -> Bitmap {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xwt-preview-\(UUID().uuidString).png").path
        try png.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try ImageCodec.decode(path: path)
    }

    /// RGB PSNR in dB (∞ when equal).
    func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
        guard a.width == b.width, a.height == b.height else { return 0 }
        var sum = 0.0
        for i in 0..<a.pixels.count where i % 4 != 3 {
            let d = Double(a.pixels[i]) - Double(b.pixels[i])
            sum += d * d
        }
        let mse = sum / Double(a.width * a.height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    func json(_ data: Data) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], String(decoding: data, as: UTF8.self))
    }

    /// Polls `/api/status` until `condition` holds.
    func waitFor(_ server: Server, timeout: TimeInterval, _ condition: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let status = try json(http("GET", server.base + "/api/status").body)
            if condition(status) { return status }
            usleep(50_000)
        }
        throw DevToolsPipe.Failure(description: "/api/status never met the condition in \(timeout) s")
    }

    /// One request through URLSession.
    func http(_ method: String, _ url: String, body: Data? = nil) throws -> (status: Int, body: Data, type: String) {
        var request = URLRequest(url: try XCTUnwrap(URL(string: url)))
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answer: (Int, Data, String)?
        nonisolated(unsafe) var failure: Error?
        URLSession.shared.dataTask(with: request) { data, response, error in
            let http = response as? HTTPURLResponse
            answer = (http?.statusCode ?? 0, data ?? Data(), http?.value(forHTTPHeaderField: "Content-Type") ?? "")
            failure = error
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 120)
        if let failure, answer?.0 == 0 { throw failure }
        let (status, data, type) = try XCTUnwrap(answer)
        return (status, data, type)
    }

    /// The status of a GET sent byte for byte as given (URLSession would normalise `..`).
    func rawGET(port: Int, path: String) throws -> Int {
        let reply = try LoopbackSocket.exchange(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        return Int(reply.dropFirst(9).prefix(3)) ?? 0
    }
}
