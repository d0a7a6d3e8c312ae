import Dispatch
import XWTEngine

/// A batch's clip sources built one clip ahead: taking clip i starts clip i + 1's on another
/// thread, so drawing its mock screens, decoding its screen files and laying out its job overlap
/// clip i's frames and encoder instead of running alone between clips. A source is the same value
/// whichever thread builds it, so no frame changes.
///
/// Invariant: each source is built once (by `start` on the global queue, or by `take` itself) and
/// dropped when taken, so at most the next clip's waits built (its screens' memory).
final class SourcesAhead<Source: Sendable>: Sendable {
    private enum Slot {
        case idle, building, built(Result<Source, any Error>), taken
    }

    private let slots: Locked<[Slot]>
    private let build: @Sendable (Int) throws -> Source

    /// `count` sources, source i made by `build(i)`.
    init(count: Int, build: @escaping @Sendable (Int) throws -> Source) {
        slots = Locked([Slot](repeating: .idle, count: count))
        self.build = build
    }

    /// Starts building source `i` on the global queue, unless it is started or out of range.
    func start(_ i: Int) {
        let claimed = slots.withLock { slots in
            guard slots.indices.contains(i), case .idle = slots[i] else { return false }
            slots[i] = .building
            return true
        }
        guard claimed else { return }
        DispatchQueue.global().async {
            let result = Result { try self.build(i) }
            self.slots.withLock { $0[i] = .built(result) }
        }
    }

    /// Source `i` (or the error building it threw): built here when nobody started it, else
    /// waited for. Each source is taken once.
    func take(_ i: Int) throws -> Source {
        let unstarted = slots.withLock { slots in
            guard case .idle = slots[i] else { return false }
            slots[i] = .taken
            return true
        }
        if unstarted { return try build(i) }
        let result = slots.withLock(when: { if case .built = $0[i] { true } else { false } }) { slots in
            guard case let .built(result) = slots[i] else { preconditionFailure("source \(i) taken twice") }
            slots[i] = .taken
            return result
        }
        return try result.get()
    }
}
