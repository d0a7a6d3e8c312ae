import CFFmpeg
import XWTEngine

/// libav's own logging (process-wide). XWTMedia reports failures through `MediaError`, so it silences
/// libav's stderr chatter (x264 statistics, decoder warnings) the first time it opens anything.
public enum MediaLog {
    /// True once a level was set (explicitly or by `quietByDefault`).
    private static let configured = Locked(false)

    /// Sets libav's log level explicitly, e.g. 32 (`AV_LOG_INFO`) when debugging; wins over the default.
    public static func setLevel(_ level: Int32) {
        configured.withLock { configured in
            configured = true
            av_log_set_level(level)
        }
    }

    /// Silences libav unless `setLevel` was called.
    static func quietByDefault() {
        configured.withLock { configured in
            if !configured {
                configured = true
                av_log_set_level(AV_LOG_QUIET)
            }
        }
    }
}
