import Foundation
import XCTest
import XWTTestSupport

@testable import XWTPreview

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server in this process on a free port, spoken to byte for byte over a socket: refusals that
/// leave it up, the event stream ending when its page leaves, `no-store` on every answer.
final class PreviewServerSocketTests: XCTestCase {
    /// drawer-qq served on port 0; `body` gets the server and its bound port.
    private func serving(_ body: (PreviewServer, Int) async throws -> Void) async throws {
        let preset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Presets/drawer-qq.json")
        let server = try PreviewServer(session: PreviewSession(settings: PreviewSettings(file: preset.path)), host: "127.0.0.1", port: 0)
        let (ports, bound) = AsyncStream<Int>.makeStream()
        let running = Task { try await server.run { bound.yield($0) } }
        defer { running.cancel() }
        var iterator = ports.makeAsyncIterator()
        let first = await iterator.next()
        let port = try XCTUnwrap(first, "the server stopped before listening")
        XCTAssertGreaterThan(port, 0, "port 0 reports the port bound")
        try await body(server, port)
    }

    func testRefusalsLeaveTheServerUp() async throws {
        try await serving { server, port in
            let status = try LoopbackSocket.exchange(port: port, "GET /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(status.hasPrefix("HTTP/1.1 200 OK\r\n"), status)
            XCTAssertTrue(status.contains("Cache-Control: no-store\r\n"), status)

            let spaces = String(repeating: " ", count: 70_000)
            let declared = try LoopbackSocket.exchange(
                port: port, "POST /api/params HTTP/1.1\r\nHost: x\r\nContent-Length: \(spaces.utf8.count)\r\nConnection: close\r\n\r\n" + spaces)
            XCTAssertTrue(declared.hasPrefix("HTTP/1.1 413 "), declared)
            XCTAssertTrue(declared.hasSuffix("\r\n\r\nbody: expected at most 65536 bytes\n"), declared)
            let chunked = try LoopbackSocket.exchange(
                port: port,
                "POST /api/export HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                    + String(repeating: "400\r\n" + String(repeating: " ", count: 1024) + "\r\n", count: 70) + "0\r\n\r\n")
            XCTAssertTrue(chunked.hasPrefix("HTTP/1.1 413 "), chunked)
            let notServed = try LoopbackSocket.exchange(port: port, "GET /frame/%2e%2e%2fPresets.png HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(notServed.hasPrefix("HTTP/1.1 404 "), notServed)
            XCTAssertTrue(notServed.contains("Cache-Control: no-store\r\n"), notServed)
            _ = try LoopbackSocket.exchange(port: port, "NONSENSE\r\n\r\n")
            _ = try LoopbackSocket.exchange(port: port, "POST /api/params HTTP/1.1\r\nHost: x\r\nContent-Length: 10000\r\n\r\n{\"effect\": ", closeEarly: true)

            let still = try LoopbackSocket.exchange(port: port, "GET /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(still.hasPrefix("HTTP/1.1 200 OK\r\n"), "still up after the refusals: \(still)")
            XCTAssertEqual(server.events.listenerCount, 0)
        }
    }

    func testTheEventStreamEndsWhenThePageLeaves() async throws {
        try await serving { server, port in
            let fd = try LoopbackSocket.dial(port: port)
            try LoopbackSocket.transmit(fd, "GET /api/events HTTP/1.1\r\nHost: x\r\n\r\n")
            var seen = ""
            while !seen.contains("event: hello\ndata: {") {
                let more = try LoopbackSocket.receive(fd)
                if more.isEmpty { break }
                seen += more
            }
            XCTAssertTrue(seen.contains("Content-Type: text/event-stream\r\n"), seen)
            XCTAssertTrue(seen.contains("Transfer-Encoding: chunked\r\n"), seen)
            XCTAssertTrue(seen.contains("event: hello\ndata: {"), seen)
            server.events.publish("reload", "{}")
            var reload = ""
            while !reload.contains("event: reload\ndata: {}\n\n") {
                let more = try LoopbackSocket.receive(fd)
                if more.isEmpty { break }
                reload += more
            }
            XCTAssertTrue(reload.contains("event: reload\ndata: {}\n\n"), "an event published while the page is open reaches it: \(reload)")
            XCTAssertEqual(server.events.listenerCount, 1)
            close(fd)
            // The page left: the next writes fail and its stream ends.
            for _ in 0..<100 where server.events.listenerCount > 0 {
                server.events.keepAlive()
                try await Task.sleep(for: .milliseconds(50))
            }
            XCTAssertEqual(server.events.listenerCount, 0, "the stream of a page that left has ended")
            let still = try LoopbackSocket.exchange(port: port, "GET /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(still.hasPrefix("HTTP/1.1 200 OK\r\n"), still)
        }
    }
}
