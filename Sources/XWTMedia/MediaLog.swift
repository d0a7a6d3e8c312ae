import CFFmpeg
import Foundation

/// libav's own logging (process-wide). XWTMedia reports failures through `MediaError`, so it silences
/// libav's stderr chatter (x264 statistics, decoder warnings) the first time it opens anything.
public enum MediaLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var configured = false   // guarded by `lock`

    /// Sets libav's log level explicitly, e.g. 32 (`AV_LOG_INFO`) when debugging; wins over the default.
    public static func setLevel(_ level: Int32) {
        lock.withLock {
            configured = true
            av_log_set_level(level)
        }
    }

    /// Silences libav unless `setLevel` was called.
    static func quietByDefault() {
        lock.withLock {
            if !configured {
                configured = true
                av_log_set_level(AV_LOG_QUIET)
            }
        }
    }
}
