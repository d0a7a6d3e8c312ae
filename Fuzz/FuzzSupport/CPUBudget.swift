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

/// Runs libFuzzer's driver on `test` with the command line's arguments and exits with its status.
/// The fuzz targets call it from their top-level code: an executable's `main` is Swift's, so
/// libFuzzer's own `main` is never linked in.
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(fuzzerDriver(&argc, &argv, test))
}

/// libFuzzer's `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*)(const uint8_t *, size_t))`
/// (three pointer arguments and an `int` result pass the same way in Swift's and C's conventions).
@_silgen_name("LLVMFuzzerRunDriver")
private func fuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
