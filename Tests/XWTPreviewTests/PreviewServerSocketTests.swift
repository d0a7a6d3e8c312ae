import Foundation
import XCTest

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
            let status = try Self.exchange(port: port, "GET /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(status.hasPrefix("HTTP/1.1 200 OK\r\n"), status)
            XCTAssertTrue(status.contains("Cache-Control: no-store\r\n"), status)

            let spaces = String(repeating: " ", count: 70_000)
            let declared = try Self.exchange(
                port: port, "POST /api/params HTTP/1.1\r\nHost: x\r\nContent-Length: \(spaces.utf8.count)\r\nConnection: close\r\n\r\n" + spaces)
            XCTAssertTrue(declared.hasPrefix("HTTP/1.1 413 "), declared)
            XCTAssertTrue(declared.hasSuffix("\r\n\r\nbody: expected at most 65536 bytes\n"), declared)
            let chunked = try Self.exchange(
                port: port,
                "POST /api/export HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                    + String(repeating: "400\r\n" + String(repeating: " ", count: 1024) + "\r\n", count: 70) + "0\r\n\r\n")
            XCTAssertTrue(chunked.hasPrefix("HTTP/1.1 413 "), chunked)
            let notServed = try Self.exchange(port: port, "GET /frame/%2e%2e%2fPresets.png HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(notServed.hasPrefix("HTTP/1.1 404 "), notServed)
            XCTAssertTrue(notServed.contains("Cache-Control: no-store\r\n"), notServed)
            _ = try Self.exchange(port: port, "NONSENSE\r\n\r\n")
            _ = try Self.exchange(port: port, "POST /api/params HTTP/1.1\r\nHost: x\r\nContent-Length: 10000\r\n\r\n{\"effect\": ", closeEarly: true)

            let still = try Self.exchange(port: port, "GET /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(still.hasPrefix("HTTP/1.1 200 OK\r\n"), "still up after the refusals: \(still)")
            XCTAssertEqual(server.events.listenerCount, 0)
        }
    }

    func testTheEventStreamEndsWhenThePageLeaves() async throws {
        try await serving { server, port in
            let fd = try Self.dial(port: port)
            try Self.transmit(fd, "GET /api/events HTTP/1.1\r\nHost: x\r\n\r\n")
            var seen = ""
            while !seen.contains("event: hello\ndata: {") {
                let more = try Self.receive(fd)
                if more.isEmpty { break }
                seen += more
            }
            XCTAssertTrue(seen.contains("Content-Type: text/event-stream\r\n"), seen)
            XCTAssertTrue(seen.contains("Transfer-Encoding: chunked\r\n"), seen)
            XCTAssertTrue(seen.contains("event: hello\ndata: {"), seen)
            server.events.publish("reload", "{}")
            var reload = ""
            while !reload.contains("event: reload\ndata: {}\n\n") {
                let more = try Self.receive(fd)
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
            let still = try Self.exchange(port: port, "GET /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(still.hasPrefix("HTTP/1.1 200 OK\r\n"), still)
        }
    }

    // MARK: A client on plain sockets

    struct SocketFailure: Error, CustomStringConvertible { let description: String }

    /// Sends `request` on a new connection and reads the reply until the server closes it (or, with
    /// `closeEarly`, closes the sending side first, as a client that broke off does).
    static func exchange(port: Int, _ request: String, closeEarly: Bool = false) throws -> String {
        let fd = try dial(port: port)
        defer { close(fd) }
        try transmit(fd, request)
        if closeEarly { shutdown(fd, Int32(SHUT_WR)) }
        var reply = ""
        while true {
            let more = try receive(fd)
            if more.isEmpty { return reply }
            reply += more
        }
    }

    static func dial(port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw SocketFailure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        return fd
    }

    static func transmit(_ fd: Int32, _ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw SocketFailure(description: "send failed after \(sent) of \(bytes.count) bytes") }
            sent += n
        }
    }

    /// The next bytes the server sent; empty when it closed the connection.
    static func receive(_ fd: Int32) throws -> String {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n < 0, errno == EAGAIN { throw SocketFailure(description: "no answer within 20 s") }
        return n <= 0 ? "" : String(decoding: buffer[..<n], as: UTF8.self)
    }
}
