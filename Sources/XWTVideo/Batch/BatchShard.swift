/// One of `count` shares of a batch (`export --all --shard I/N`): which clips this process exports.
///
/// Every shard computes the same split from the same plan, so N processes (a job runner's indexed
/// jobs, a CI matrix) together export every clip exactly once, with no coordination. The split is
/// balanced by work (frames rendered), not by name: clips are taken heaviest first (ties in plan
/// order) and each goes to the shard with the least work so far (ties: the lowest index).
public struct BatchShard: Sendable, Equatable {
    /// This shard, 0-based.
    public let index: Int
    /// How many shards share the batch.
    public let count: Int

    /// Throws `SettingError` (`shard`) unless 0 ≤ index < count.
    public init(index: Int, count: Int) throws {
        guard count >= 1, (0..<count).contains(index) else {
            throw SettingError(.shard, "expected I/N with 0 ≤ I < N; found \(index)/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// The shard each item goes to, given every item's work (in plan order).
    public static func split(work: [Int], shards: Int) -> [Int] {
        var load = [Int](repeating: 0, count: max(1, shards))
        var owner = [Int](repeating: 0, count: work.count)
        let heaviestFirst = work.indices.sorted { work[$0] != work[$1] ? work[$0] > work[$1] : $0 < $1 }
        for item in heaviestFirst {
            let lightest = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 }!
            owner[item] = lightest
            load[lightest] += work[item]
        }
        return owner
    }

    /// The items of `work` (plan order) this shard exports.
    public func owns(work: [Int]) -> [Bool] {
        Self.split(work: work, shards: count).map { $0 == index }
    }
}
