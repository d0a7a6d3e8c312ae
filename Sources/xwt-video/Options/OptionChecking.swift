import ArgumentParser
import XWTEngine

/// The checks a command or option group makes once its options are parsed (`check()`).
///
/// ArgumentParser runs `validate()` before it reports the options it does not know, so a mistyped
/// option showed only as the check it made fail (`still --preset ID --frme 3`: "needs exactly one of
/// --frame N or --time SECONDS"). `XWTVideoCommand.main` then parses again with the checks deferred
/// (`OptionChecks.deferring`) and reports the mistyped option instead.
protocol OptionChecking: ParsableArguments {
    /// Throws an `InputError` for options that do not go together or a value out of range.
    func check() throws
}

extension OptionChecking {
    func validate() throws {
        if !OptionChecks.areDeferred { try check() }
    }
}

/// Whether `OptionChecking` types skip their checks: only while `deferring` runs.
enum OptionChecks {
    private static let deferred = Locked(false)

    static var areDeferred: Bool { deferred.withLock { $0 } }

    /// Runs `body` with every `check()` skipped.
    static func deferring<T>(_ body: () throws -> T) rethrows -> T {
        deferred.withLock { $0 = true }
        defer { deferred.withLock { $0 = false } }
        return try body()
    }
}
