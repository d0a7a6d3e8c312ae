import Foundation
import XWTEngine

/// Server-sent events to every open page (`GET /api/events`): `reload` when the preset was
/// loaded again, `progress`/`done`/`failed` for exports. Thread-safe.
public final class PreviewEvents: Sendable {
    private let listeners = Locked<[Int: AsyncStream<String>.Continuation]>([:])
    private let nextID = Locked(0)

    public init() {}

    /// A stream of event-stream chunks (`event: NAME\ndata: JSON\n\n`) until the page goes away.
    public func subscribe() -> AsyncStream<String> {
        let id = nextID.withLock { n in
            n += 1
            return n
        }
        return AsyncStream(bufferingPolicy: .bufferingNewest(64)) { continuation in
            listeners.withLock { $0[id] = continuation }
            continuation.onTermination = { [listeners] _ in _ = listeners.withLock { $0.removeValue(forKey: id) } }
        }
    }

    /// Sends `data` (one line of JSON) as event `name` to every page.
    public func publish(_ name: String, _ data: String) {
        let chunk = "event: \(name)\ndata: \(data.split(whereSeparator: \.isNewline).joined(separator: " "))\n\n"
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.yield(chunk) }
    }

    /// A comment line to every page (EventSource ignores it): the write fails for a page that went
    /// away, which ends its stream.
    public func keepAlive() {
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.yield(":\n\n") }
    }

    /// The number of open streams.
    var listenerCount: Int { listeners.withLock { $0.count } }

    /// Ends every stream (the server is stopping).
    public func finish() {
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.finish() }
    }
}
