import Foundation
import Hummingbird
import Logging
import NIOCore
import XWTVideo

/// `xwt-video preview`'s HTTP server (Hummingbird): the page, the frames and the API of
/// docs/preview.md, on one address until the process is interrupted.
///
/// Nothing in a request becomes a path: frames and exports are looked up by number, the page is
/// compiled in, and every other URL is a 404. Request bodies are capped at `bodyLimit`; a request
/// that fails gets an error status and one line of text, and the server stays up.
public struct PreviewServer: Sendable {
    public let session: PreviewSession
    public let events: PreviewEvents
    public let exports: PreviewExports
    public let host: String
    public let port: Int

    /// The largest request body accepted (the edits are a few hundred bytes).
    public static let bodyLimit = 64 * 1024
    /// How often the preset file and its screen images are checked for changes.
    public static let watchInterval: Duration = .milliseconds(150)

    public init(session: PreviewSession, host: String, port: Int) throws {
        self.session = session
        events = PreviewEvents()
        exports = try PreviewExports(events: events)
        self.host = host
        self.port = port
    }

    /// Serves until the process ends; `ready` gets the bound port (useful with port 0) once listening.
    public func run(ready: @escaping @Sendable (Int) -> Void) async throws {
        var logger = Logger(label: "xwt-video-preview")
        logger.logLevel = .warning
        let app = Application(
            router: router(), configuration: .init(address: .hostname(host, port: port), serverName: "xwt-video"),
            onServerRunning: { channel in ready(channel.localAddress?.port ?? port) }, logger: logger)
        let watcher = Task.detached { [session, events] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.watchInterval)
                if session.changedOnDisk() {
                    session.reload()
                    events.publish("reload", session.statusJSON())
                }
            }
        }
        defer {
            watcher.cancel()
            events.finish()
            exports.removeAll()
        }
        try await app.runService(gracefulShutdownSignals: [])  // the command's own handler exits on Ctrl-C
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { _, _ in Self.respond(type: "text/html; charset=utf-8") { PreviewPage.html } }
        router.get("/frame/:name") { _, context in
            Self.respond(type: "image/png") {
                let name = context.parameters.get("name") ?? ""
                guard name.hasSuffix(".png"), let index = Int(name.dropLast(4)), index >= 0 else {
                    throw PreviewError.notFound("expected /frame/N.png with N a frame number")
                }
                return try session.frame(index)
            }
        }
        router.get("/api/trace") { _, _ in Self.respond(type: "application/json") { try session.traceJSON() } }
        router.get("/api/preset") { _, _ in Self.respond(type: "application/json") { try session.presetJSON() } }
        router.get("/api/status") { _, _ in Self.respond(type: "application/json") { session.statusJSON() + "\n" } }
        router.get("/api/effects") { _, _ in Self.respond(type: "application/json") { try EffectCatalog.json() } }
        router.post("/api/params") { request, _ in
            let body: Data
            do { body = try await Self.bytes(of: request.body) } catch { return Self.failure(error) }
            return Self.respond(type: "application/json") {
                _ = try session.apply(PreviewEdits(body: body))
                events.publish("reload", session.statusJSON())
                return session.statusJSON() + "\n"
            }
        }
        router.post("/api/export") { request, _ in
            let body: Data
            do { body = try await Self.bytes(of: request.body) } catch { return Self.failure(error) }
            return Self.respond(type: "application/json") {
                let order = try ExportOrder(body: body)
                let source = try session.job()
                let name = (try? session.presetID()) ?? "preview"
                let number = exports.start(source, name: name, format: order.format, width: order.width, alpha: order.alpha)
                return "{\"export\":\(number)}\n"
            }
        }
        router.get("/api/export/:number") { _, context in
            do {
                guard let number = context.parameters.get("number").flatMap({ Int($0) }) else { throw PreviewError.notFound("expected /api/export/N") }
                let file = try exports.file(number)
                var headers = HTTPFields()
                headers[.contentType] = "application/octet-stream"
                headers[.contentDisposition] = "attachment; filename=\"\(file.name)\""
                return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
            } catch {
                return Self.failure(error)
            }
        }
        router.get("/api/events") { _, _ in
            let stream = events.subscribe()
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-store"
            let hello = "event: hello\ndata: \(session.statusJSON())\n\n"
            return Response(
                status: .ok, headers: headers,
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: hello))
                    for await chunk in stream { try await writer.write(ByteBuffer(string: chunk)) }
                    try await writer.finish(nil)
                })
        }
        return router
    }

    /// A request's body: more than `bodyLimit` bytes is `tooLarge` (413); one that cannot be read
    /// (the client broke off, a transfer error) is a bad request naming why.
    static func bytes(of body: RequestBody) async throws -> Data {
        do {
            return Data(try await body.collect(upTo: bodyLimit).readableBytesView)
        } catch is NIOTooManyBytesError {
            throw PreviewError.tooLarge("body: expected at most \(bodyLimit) bytes")
        } catch {
            throw PreviewError.badRequest("body: cannot be read (\(error))")
        }
    }

    /// `body`'s bytes with `type`, or the failure's status and one line.
    static func respond<Body: PreviewBody>(type: String, _ body: () throws -> Body) -> Response {
        do {
            var headers = HTTPFields()
            headers[.contentType] = type
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: try body().buffer))
        } catch {
            return failure(error)
        }
    }

    /// The status for `error` and its one line as plain text.
    static func failure(_ error: any Error) -> Response {
        let status: HTTPResponse.Status
        switch error as? PreviewError {
        case .badRequest?: status = .badRequest
        case .notFound?: status = .notFound
        case .tooLarge?: status = .contentTooLarge
        case .broken?: status = .conflict
        case nil: status = .internalServerError
        }
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        let line = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: line + "\n")))
    }
}

/// What a route answers with: text or bytes.
protocol PreviewBody {
    var buffer: ByteBuffer { get }
}

extension String: PreviewBody {
    var buffer: ByteBuffer { ByteBuffer(string: self) }
}

extension Array: PreviewBody where Element == UInt8 {
    var buffer: ByteBuffer { ByteBuffer(bytes: self) }
}
