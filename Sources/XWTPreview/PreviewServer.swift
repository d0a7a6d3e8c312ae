import FlyingFox
import FlyingSocks
import Foundation
import XWTVideo

/// `xwt-video preview`'s HTTP server (FlyingFox, an HTTP/1.1 server on POSIX sockets): the page,
/// the frames and the API of docs/preview.md, on one address until the process is interrupted.
///
/// Nothing in a request becomes a path: routes match the request target's path as sent (nothing is
/// percent-decoded), frames and exports are looked up by number, the page is compiled in, and every
/// other URL is a 404. Request bodies are capped at `bodyLimit`; a request that fails gets an error
/// status and one line of text, and the server stays up.
public struct PreviewServer: Sendable {
    public let session: PreviewSession
    public let events: PreviewEvents
    public let exports: PreviewExports
    public let host: String
    public let port: Int

    /// The largest request body accepted (the edits are a few hundred bytes).
    public static let bodyLimit = 64 * 1024
    /// How often the preset file and its screen images are checked for changes.
    public static let watchInterval: Duration = .milliseconds(50)
    /// How often an open event stream gets a comment line, so that a page that went away is noticed
    /// (at the failed write) and its stream ends.
    static let keepAliveInterval: Duration = .seconds(15)
    /// The longest a request may take from its body's first byte to its answer (a frame takes well
    /// under a second; the event stream is not counted, it is written after the answer's head).
    static let requestTimeout: TimeInterval = 120

    public init(session: PreviewSession, host: String, port: Int) throws {
        self.session = session
        events = PreviewEvents()
        exports = try PreviewExports(events: events)
        self.host = host
        self.port = port
    }

    /// Serves until the process ends; `ready` gets the bound port (useful with port 0) once listening.
    public func run(ready: @escaping @Sendable (Int) -> Void) async throws {
        let address = try ListenAddress.resolve(host: host, port: port)
        let server = HTTPServer(
            config: .init(address: address, timeout: Self.requestTimeout, logger: .disabled),
            handler: ClosureHTTPHandler { [self] request in await answer(to: request).response })
        let watcher = Task.detached { [session, events] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.watchInterval)
                if session.changedOnDisk() {
                    session.reload()
                    events.publish("reload", session.statusJSON())
                }
            }
        }
        let keepAlive = Task.detached { [events] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.keepAliveInterval)
                events.keepAlive()
            }
        }
        defer {
            watcher.cancel()
            keepAlive.cancel()
            events.finish()
            exports.removeAll()
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await server.run()  // returns only on failure: the command's own handler exits on Ctrl-C
                } catch let SocketError.failed(call, _, message) {
                    throw ListenAddressError(description: "\(call.lowercased()): \(message)")  // e.g. "bind: Address already in use"
                }
            }
            group.addTask {
                try await server.waitUntilListening(timeout: 60)
                switch await server.listeningAddress {
                case let .ip4(_, bound)?, let .ip6(_, bound)?: ready(Int(bound))
                default: ready(port)
                }
            }
            while try await group.next() != nil {}
        }
    }

    /// The answer to `request`. Routes match the target's path as sent, percent-encoded.
    func answer(to request: HTTPRequest) async -> PreviewReply {
        let path = request.target.path()
        switch (request.method.rawValue, path) {
        case ("GET", "/"): return Self.respond(type: "text/html; charset=utf-8") { PreviewPage.html }
        case ("GET", "/api/trace"): return Self.respond(type: "application/json") { try session.traceJSON() }
        case ("GET", "/api/preset"): return Self.respond(type: "application/json") { try session.presetJSON() }
        case ("GET", "/api/status"): return Self.respond(type: "application/json") { session.statusJSON() + "\n" }
        case ("GET", "/api/effects"): return Self.respond(type: "application/json") { try EffectCatalog.json() }
        case ("GET", "/api/events"): return eventStream()
        case ("POST", "/api/params"):
            let body: Data
            do { body = try await Self.bytes(of: request.bodySequence, declaredLength: request.bodySequence.count) } catch { return Self.failure(error) }
            return Self.respond(type: "application/json") {
                _ = try session.apply(PreviewEdits(body: body))
                events.publish("reload", session.statusJSON())
                return session.statusJSON() + "\n"
            }
        case ("POST", "/api/export"):
            let body: Data
            do { body = try await Self.bytes(of: request.bodySequence, declaredLength: request.bodySequence.count) } catch { return Self.failure(error) }
            return Self.respond(type: "application/json") {
                let order = try ExportOrder(body: body)
                let source = try session.job()
                let name = (try? session.presetID()) ?? "preview"
                let number = exports.start(source, name: name, format: order.format, width: order.width, alpha: order.alpha)
                return "{\"export\":\(number)}\n"
            }
        case ("GET", _) where path.hasPrefix("/frame/"):
            return Self.respond(type: "image/png") {
                let name = path.dropFirst("/frame/".count)
                guard name.hasSuffix(".png"), let index = Self.number(name.dropLast(4)) else {
                    throw PreviewError.notFound("expected /frame/N.png with N a frame number")
                }
                return try session.frame(index)
            }
        case ("GET", _) where path.hasPrefix("/api/export/"):
            do {
                guard let number = Self.number(path.dropFirst("/api/export/".count)) else { throw PreviewError.notFound("expected /api/export/N") }
                let file = try exports.file(number)
                return PreviewReply(
                    type: "application/octet-stream", body: .bytes(file.bytes),
                    headers: ["Content-Disposition": "attachment; filename=\"\(file.name)\""])
            } catch {
                return Self.failure(error)
            }
        default:
            return Self.failure(PreviewError.notFound("expected a route of docs/preview.md; found \(request.method.rawValue) \(path)"))
        }
    }

    /// `GET /api/events`: `hello` with the status, then every event until the page goes away.
    func eventStream() -> PreviewReply {
        let stream = events.subscribe()
        let hello = "event: hello\ndata: \(session.statusJSON())\n\n"
        return PreviewReply(type: "text/event-stream", body: .events(first: hello, then: stream))
    }

    /// `text` as a non-negative decimal number (digits only: no sign, no space, no percent-encoding).
    static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 18, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else { return nil }
        return Int(text)
    }

    /// A request's body, read as `chunks` arrive: more than `bodyLimit` bytes (declared or sent) is
    /// `tooLarge` (413); one that cannot be read (the client broke off, a transfer error) is a bad
    /// request naming why.
    static func bytes<Chunks: AsyncSequence>(of chunks: Chunks, declaredLength: Int? = nil) async throws -> Data where Chunks.Element == Data {
        let tooLarge = PreviewError.tooLarge("body: expected at most \(bodyLimit) bytes")
        if let declaredLength, declaredLength > bodyLimit { throw tooLarge }
        var body = Data()
        do {
            for try await chunk in chunks {
                body.append(chunk)
                if body.count > bodyLimit { throw tooLarge }
            }
        } catch let error as PreviewError {
            throw error
        } catch {
            throw PreviewError.badRequest("body: cannot be read (\(error))")
        }
        return body
    }

    /// `body`'s bytes with `type`, or the failure's status and one line.
    static func respond<Body: PreviewBody>(type: String, _ body: () throws -> Body) -> PreviewReply {
        do {
            return PreviewReply(type: type, body: .bytes(try body().bytes))
        } catch {
            return failure(error)
        }
    }

    /// The status for `error` and its one line as plain text.
    static func failure(_ error: any Error) -> PreviewReply {
        let status: Int
        switch error as? PreviewError {
        case .badRequest?: status = 400
        case .notFound?: status = 404
        case .tooLarge?: status = 413
        case .broken?: status = 409
        case nil: status = 500
        }
        let line = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        return PreviewReply(status: status, type: "text/plain; charset=utf-8", body: .bytes(Data((line + "\n").utf8)))
    }
}

/// What a route answers with: text or bytes.
protocol PreviewBody {
    var bytes: Data { get }
}

extension String: PreviewBody {
    var bytes: Data { Data(utf8) }
}

extension Array: PreviewBody where Element == UInt8 {
    var bytes: Data { Data(self) }
}
