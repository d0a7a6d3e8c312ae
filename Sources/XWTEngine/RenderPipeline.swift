import Dispatch
import Foundation

/// Renders frames `0..<count` on concurrent workers and delivers them in order, with bounded memory.
///
/// At most `jobs + 1` frame buffers exist at any time (one per worker, one being delivered); buffers are reused, so memory stays flat
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
    public func run<Product>(frameCount: Int,
                             render: @escaping @Sendable (Int, inout Bitmap) -> Product,
                             deliver: (Int, Bitmap, Product) throws -> Void) throws {
        guard frameCount > 0 else { return }
        let state = PipelineState<Product>(capacity: jobs + 1, width: width, height: height)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, frameCount) {
            DispatchQueue.global().async(group: group) {
                while let (index, buffer) = state.claim(frameCount: frameCount) {
                    var frame = buffer
                    let product = render(index, &frame)
                    state.complete(index, frame: frame, product: product)
                }
            }
        }
        defer { state.stop(); group.wait() }
        for index in 0..<frameCount {
            let (frame, product) = state.take(index)
            try deliver(index, frame, product)
            state.recycle(frame)
        }
    }
}

/// Shared bookkeeping of one pipeline run, guarded by one condition lock.
///
/// Invariant: `free.count + frames in flight + finished.count ≤ capacity`; a worker claims an
/// index only while holding a free buffer, so memory is bounded by `capacity` frames.
private final class PipelineState<Product>: @unchecked Sendable {
    private let condition = NSCondition()
    private var free: [Bitmap] = []
    private var created = 0
    private let capacity: Int
    private let width: Int, height: Int
    private var nextIndex = 0
    private var finished: [Int: (Bitmap, Product)] = [:]
    private var stopped = false

    init(capacity: Int, width: Int, height: Int) {
        self.capacity = capacity; self.width = width; self.height = height
    }

    func claim(frameCount: Int) -> (Int, Bitmap)? {
        condition.lock(); defer { condition.unlock() }
        while !stopped && nextIndex < frameCount && free.isEmpty && created >= capacity { condition.wait() }
        guard !stopped, nextIndex < frameCount else { return nil }
        let buffer: Bitmap
        if let reused = free.popLast() { buffer = reused } else { created += 1; buffer = Bitmap(width: width, height: height) }
        defer { nextIndex += 1 }
        return (nextIndex, buffer)
    }

    func complete(_ index: Int, frame: Bitmap, product: Product) {
        condition.lock(); finished[index] = (frame, product); condition.broadcast(); condition.unlock()
    }

    func take(_ index: Int) -> (Bitmap, Product) {
        condition.lock(); defer { condition.unlock() }
        while finished[index] == nil { condition.wait() }
        return finished.removeValue(forKey: index)!
    }

    func recycle(_ frame: Bitmap) {
        condition.lock(); free.append(frame); condition.broadcast(); condition.unlock()
    }

    func stop() {
        condition.lock(); stopped = true; condition.broadcast(); condition.unlock()
    }
}
