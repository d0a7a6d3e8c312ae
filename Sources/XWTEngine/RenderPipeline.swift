import Dispatch
import Foundation

/// Renders frames `0..<count` on concurrent workers and delivers them in order, with bounded memory.
///
/// At most `jobs + 1` frame buffers exist at any time (one per worker, one being delivered; `jobs`
/// when only products are delivered, none when products are made without pictures); buffers are reused, so memory stays flat
/// however long the clip is. Frame `i` depends only on `i`: the delivered sequence is identical
/// for any number of jobs.
public struct RenderPipeline: Sendable {
    public let jobs: Int
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.width = width; self.height = height; self.jobs = max(1, jobs)
    }

    /// Runs the pipeline. `render` fills frame `i` (every pixel) and may compute a per-frame product
    /// on the worker (a digest, a converted picture); `deliver` is called on the calling thread in
    /// frame order. If `deliver` throws, no further frames are started and the error is rethrown
    /// once the workers have stopped.
    public func run<Product>(
        frameCount: Int,
        render: @escaping @Sendable (Int, inout Bitmap) -> Product,
        deliver: (Int, Bitmap, Product) throws -> Void
    ) throws {
        try run(frameCount: frameCount, capacity: jobs + 1, keepsPictures: true, work: .render(render)) { index, frame, product in
            guard let frame else { preconditionFailure("frame \(index) delivered without its picture") }
            try deliver(index, frame, product)
        }
    }

    /// Runs the pipeline delivering products only: each worker recycles its picture as soon as
    /// `render` has made the product (a converted frame), so at most `jobs` pictures exist, one
    /// fewer than `run(frameCount:render:deliver:)` keeps (16 MB at 1500×2668); products in flight
    /// stay at most `jobs + 1`. Same order, same errors.
    public func run<Product>(
        frameCount: Int,
        render: @escaping @Sendable (Int, inout Bitmap) -> Product,
        deliverProducts deliver: (Int, Product) throws -> Void
    ) throws {
        try run(frameCount: frameCount, capacity: jobs + 1, keepsPictures: false, work: .render(render)) { index, _, product in
            try deliver(index, product)
        }
    }

    /// Runs the pipeline with no pictures at all: `produce` makes frame `i`'s product on a worker
    /// from `i` alone (a frame drawn band by band straight into its converted form). Same order,
    /// same errors.
    ///
    /// Products in flight stay at most `max(2, jobs)`: the one being delivered and the rest on
    /// workers, so a consumer that keeps the last product it was given (a frame held on screen)
    /// still has at most that many alive. Two suffice to keep an encoder fed while it is the
    /// slower side (drawer-qq: x264 spends ≈ 60 M instructions on a frame, drawing and converting
    /// one ≈ 26 M), and each one fewer is 6 MB at 1500×2668.
    public func run<Product>(
        frameCount: Int, produce: @escaping @Sendable (Int) -> Product, deliverProducts deliver: (Int, Product) throws -> Void
    ) throws {
        try run(frameCount: frameCount, capacity: max(2, jobs), keepsPictures: false, work: .produce(produce)) { index, _, product in
            try deliver(index, product)
        }
    }

    /// What a worker does with a frame it claimed.
    private enum Work<Product>: Sendable {
        /// Renders it into a pipeline picture.
        case render(@Sendable (Int, inout Bitmap) -> Product)
        /// Makes its product from the index alone; no picture.
        case produce(@Sendable (Int) -> Product)

        var makesPictures: Bool {
            if case .render = self { return true }
            return false
        }
    }

    /// Runs `work` with at most `capacity` frames claimed and not yet delivered.
    private func run<Product>(
        frameCount: Int, capacity: Int, keepsPictures: Bool, work: Work<Product>, deliver: (Int, Bitmap?, Product) throws -> Void
    ) throws {
        guard frameCount > 0 else { return }
        let state = PipelineState<Product>(capacity: capacity, width: width, height: height)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, frameCount) {
            DispatchQueue.global().async(group: group) {
                // Each buffer is handed on with `consume`: a reference kept here while another
                // thread writes the buffer would make that write copy the whole frame.
                while let (index, buffer) = state.claim(frameCount: frameCount, makesPicture: work.makesPictures) {
                    switch work {
                    case let .produce(produce):
                        state.complete(index, frame: nil, product: produce(index), keepsPicture: false)
                    case let .render(render):
                        guard var frame = consume buffer else { preconditionFailure("frame \(index) claimed without a picture") }
                        let product = render(index, &frame)
                        state.complete(index, frame: consume frame, product: product, keepsPicture: keepsPictures)
                    }
                }
            }
        }
        defer { state.stop(); group.wait() }
        /// Delivers frame `index` and returns its picture; the product is released on return,
        /// before the slot is freed for a worker that would otherwise make a new one.
        func deliverTaken(_ index: Int) throws -> Bitmap? {
            let (frame, product) = state.take(index)
            try deliver(index, frame, product)
            return frame
        }
        for index in 0..<frameCount {
            state.recycle(try deliverTaken(index))
        }
    }
}

/// Shared bookkeeping of one pipeline run, one `Locked` value.
///
/// Invariant: at most `capacity` frames are claimed and not yet recycled by the delivering thread
/// (`slots`), and a buffer is made only when none is free, so at most `capacity` buffers exist
/// (`jobs`, one per worker, when the workers recycle their pictures themselves).
private final class PipelineState<Product>: Sendable {
    private struct Books {
        var free: [Bitmap] = []
        var slots = 0
        var nextIndex = 0
        var finished: [Int: (Bitmap?, Product)] = [:]
        var stopped = false
    }

    private let books = Locked(Books())
    private let capacity: Int
    private let width: Int, height: Int

    init(capacity: Int, width: Int, height: Int) {
        self.capacity = capacity; self.width = width; self.height = height
    }

    /// The next frame to render and, when `makesPicture`, a picture for it (a free one or a new one).
    func claim(frameCount: Int, makesPicture: Bool) -> (Int, Bitmap?)? {
        let capacity = capacity
        let claimed: (Int, Bitmap?)? = books.withLock(when: { b in
            b.stopped || b.nextIndex >= frameCount || b.slots < capacity
        }) { b in
            guard !b.stopped, b.nextIndex < frameCount else { return nil }
            defer { b.nextIndex += 1 }
            b.slots += 1
            return (b.nextIndex, makesPicture ? b.free.popLast() : nil)
        }
        guard let (index, buffer) = claimed else { return nil }
        guard makesPicture else { return (index, nil) }
        return (index, buffer ?? Bitmap(width: width, height: height))  // a new buffer is zeroed outside the lock
    }

    /// Files frame `index` as finished, with its picture, or with the picture back among the free
    /// buffers when it is not kept. The buffer moves into the books under the lock: a reference this
    /// thread dropped only after unlocking could still be alive when the buffer comes back to a
    /// worker, whose first write would then copy the whole frame.
    func complete(_ index: Int, frame: consuming Bitmap?, product: Product, keepsPicture: Bool) {
        var moving = consume frame
        books.withLock { b in
            if keepsPicture {
                b.finished[index] = (moving.take(), product)
            } else {
                if let frame = moving.take() { b.free.append(frame) }
                b.finished[index] = (nil, product)
            }
        }
    }

    func take(_ index: Int) -> (Bitmap?, Product) {
        books.withLock(when: { $0.finished[index] != nil }) { b in
            guard let done = b.finished.removeValue(forKey: index) else { preconditionFailure("frame \(index) was taken twice") }
            return done
        }
    }

    /// Ends a delivered frame's slot; its buffer, if delivered, goes back to the free list, moved
    /// in under the lock (as `complete`).
    func recycle(_ frame: consuming Bitmap?) {
        var moving = consume frame
        books.withLock { b in
            b.slots -= 1
            if let frame = moving.take() { b.free.append(frame) }
        }
    }

    func stop() {
        books.withLock { $0.stopped = true }
    }
}
