import Foundation

/// The most CPU time one fuzz input may take before it counts as a hang.
public let fuzzCPUBudget = 2.0

/// Runs one fuzz input and stops the run (a trap, which libFuzzer reports with the input saved)
/// when it took more than `fuzzCPUBudget` seconds of CPU time in all threads. CPU time, not
/// libFuzzer's wall-clock `-timeout`: on a shared machine the wall clock stretches with the load.
public func withinCPUBudget(_ body: () -> Void) {
    let start = processCPUSeconds()
    body()
    let used = processCPUSeconds() - start
    precondition(used <= fuzzCPUBudget, "hang: one input took \(used) s of CPU time (budget \(fuzzCPUBudget) s)")
}

private func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
