import Foundation

/// A value guarded by one lock: `withLock` is the only way to reach it, so every access is
/// serialised. The project's one lock type (render pipeline, encoders, pools, batch state).
///
/// A thread may also wait, with the lock released, until the value meets a condition
/// (`withLock(when:_:)`); every `withLock` that ends while a thread waits wakes the waiters to
/// check again. `Locked()` guards no value: a plain mutex for state an object keeps in its own
/// stored properties.
///
/// `@unchecked Sendable`: `value` is read and written only between `condition.lock()` and
/// `condition.unlock()`, so threads never touch it at the same time.
public final class Locked<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value
    /// Threads blocked in `withLock(when:_:)`; guarded like `value`.
    private var waiting = 0

    public init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { wakeWaitersAndUnlock() }
        return try body(&value)
    }

    /// Waits until `isReady(value)` holds, then runs `body` with exclusive access to the value.
    public func withLock<Result>(when isReady: (Value) -> Bool, _ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { wakeWaitersAndUnlock() }
        while !isReady(value) {
            waiting += 1
            condition.wait()
            waiting -= 1
        }
        return try body(&value)
    }

    private func wakeWaitersAndUnlock() {
        if waiting > 0 { condition.broadcast() }
        condition.unlock()
    }
}

extension Locked where Value == Void {
    /// A lock guarding no value of its own.
    public convenience init() { self.init(()) }

    /// Runs `body` while holding the lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try withLock { (_: inout Void) in try body() }
    }
}
