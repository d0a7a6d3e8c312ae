import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: the
/// browser reads commands on fd 3 and writes answers on fd 4, each a JSON object ended by NUL), so
/// the tests drive a real page with no WebSocket client and no port of its own.
final class DevToolsPipe {
    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var pending = [UInt8]()
    private var nextID = 0
    /// The page's session (after `open`).
    private var session: String?
    private var closed = false

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Starts `chromium` headless with a throw-away profile in `profile`, `width`×`height` CSS px.
    init(chromium: String, profile: String, width: Int, height: Int) throws {
        var commands: [Int32] = [-1, -1], answers: [Int32] = [-1, -1]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw Failure(description: "pipe() failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--mute-audio", "--no-first-run", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--remote-debugging-pipe", "--user-data-dir=\(profile)", "--window-size=\(width),\(height)",
            "about:blank",
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, chromium, &actions, nil, &argv, environ)
        Glibc.close(commands[0])
        Glibc.close(answers[1])
        guard status == 0 else { throw Failure(description: "cannot start \(chromium): error \(status)") }
        pid = child
        toBrowser = commands[1]
        fromBrowser = answers[0]
    }

    deinit { close() }

    /// Ends the browser and waits for it.
    func close() {
        guard !closed else { return }
        closed = true
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<50 where waitpid(pid, &status, WNOHANG) == 0 { usleep(100_000) }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        Glibc.close(toBrowser)
        Glibc.close(fromBrowser)
    }

    /// Opens `url` in a new tab and attaches to it; later commands go to that page.
    func open(_ url: String) throws {
        let target = try send("Target.createTarget", ["url": "about:blank"], toPage: false)
        guard let id = target["targetId"] as? String else { throw Failure(description: "no targetId: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true], toPage: false)
        session = attached["sessionId"] as? String
        _ = try send("Page.enable", [:])
        _ = try send("Page.navigate", ["url": url])
    }

    /// Evaluates `expression` in the page (promises awaited) and returns its JSON value.
    func evaluate(_ expression: String, timeout: TimeInterval = 20) throws -> Any? {
        let result = try send(
            "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true], timeout: timeout)
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Polls `expression` until it is true; returns the seconds it took, or throws after `timeout`.
    @discardableResult
    func wait(until expression: String, timeout: TimeInterval) throws -> TimeInterval {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            if (try? evaluate(expression)) as? Bool == true { return Date().timeIntervalSince(start) }
            usleep(20_000)
        }
        throw Failure(description: "not true after \(timeout) s: \(expression)")
    }

    /// Presses and releases a key (`ArrowRight`, keyCode 39) as a user would.
    func press(key: String, code: Int) throws {
        for type in ["keyDown", "keyUp"] {
            _ = try send("Input.dispatchKeyEvent", ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code])
        }
    }

    /// Presses and releases the left mouse button at (x, y) CSS px.
    func click(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            _ = try send("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// A PNG of the whole window.
    func screenshot() throws -> Data {
        let shot = try send("Page.captureScreenshot", ["format": "png"])
        guard let text = shot["data"] as? String, let data = Data(base64Encoded: text) else { throw Failure(description: "no screenshot") }
        return data
    }

    /// Sends one command and waits for its answer (events in between are dropped).
    @discardableResult
    func send(_ method: String, _ params: [String: Any], toPage: Bool = true, timeout: TimeInterval = 20) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if toPage, let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        let written = bytes.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw Failure(description: "\(method): the browser's pipe is closed") }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let answer = try readMessage(until: deadline, method: method)
            guard answer["id"] as? Int == nextID else { continue }
            if let error = answer["error"] { throw Failure(description: "\(method): \(error)") }
            return answer["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage(until deadline: Date, method: String) throws -> [String: Any] {
        while true {
            if let end = pending.firstIndex(of: 0) {
                let message = Array(pending[..<end])
                pending.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: Data(message))) as? [String: Any] ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure(description: "\(method): no answer in time") }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(fromBrowser, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "\(method): the browser closed its pipe") }
            pending += chunk[..<count]
        }
    }
}
