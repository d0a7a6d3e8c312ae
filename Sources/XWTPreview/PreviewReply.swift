import FlyingFox
import FlyingSocks
import Foundation

/// One answer of the preview server: a status, its content type and extra headers, and a body of
/// bytes or of server-sent events. Every answer is `no-store`.
struct PreviewReply: Sendable {
    enum Body: Sendable {
        case bytes(Data)
        /// `first`, then each chunk of `then` as it comes, until the stream ends or the page goes away.
        case events(first: String, then: AsyncStream<String>)
    }

    var status = 200
    var type: String
    var body: Body
    var headers: [String: String] = [:]

    init(status: Int = 200, type: String, body: Body, headers: [String: String] = [:]) {
        self.status = status
        self.type = type
        self.body = body
        self.headers = headers
    }

    /// The reason phrases of the statuses the server answers with.
    static let phrases = [200: "OK", 400: "Bad Request", 404: "Not Found", 409: "Conflict", 413: "Content Too Large", 500: "Internal Server Error"]

    /// The reply as FlyingFox writes it: a Content-Length for bytes, chunked transfer coding for events.
    var response: HTTPResponse {
        var fields = HTTPHeaders()
        fields[.contentType] = type
        fields[.cacheControl] = "no-store"
        fields[HTTPHeader("Server")] = "xwt-video"
        for (name, value) in headers { fields[HTTPHeader(name)] = value }
        let status = HTTPStatusCode(status, phrase: Self.phrases[status] ?? "Error")
        switch body {
        case let .bytes(data): return HTTPResponse(statusCode: status, headers: fields, body: data)
        case let .events(first, chunks):
            return HTTPResponse(statusCode: status, headers: fields, body: HTTPBodySequence(from: EventStreamBytes(first: first, chunks: chunks)))
        }
    }
}

/// An event stream's chunks as a byte sequence FlyingFox can write: each chunk is handed on as soon
/// as it is published (FlyingFox frames it as one HTTP chunk), and the sequence ends with the stream.
struct EventStreamBytes: AsyncBufferedSequence {
    typealias Element = UInt8
    let first: String
    let chunks: AsyncStream<String>

    func makeAsyncIterator() -> Iterator { Iterator(pending: Array(first.utf8)[...], chunks: chunks.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var pending: ArraySlice<UInt8>
        var chunks: AsyncStream<String>.Iterator

        mutating func next() async -> UInt8? { await nextBuffer(suggested: 1)?.first }

        /// Up to `count` bytes of the current chunk (at least one), waiting for the next chunk when
        /// this one is written; nil when the stream has ended.
        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let chunk = await chunks.next() else { return nil }
                pending = Array(chunk.utf8)[...]
            }
            let taken = pending.prefix(Swift.max(count, 1))
            pending = pending.dropFirst(taken.count)
            return taken
        }
    }
}
