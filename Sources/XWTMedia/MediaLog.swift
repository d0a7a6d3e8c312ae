import CFFmpeg

/// libav's own logging (process-wide). XWTMedia reports failures through `MediaError`, so it silences
/// libav's stderr chatter (x264 statistics, decoder warnings) the first time it opens anything.
public enum MediaLog {
    nonisolated(unsafe) private static var configured = false

    /// Sets libav's log level explicitly, e.g. `AV_LOG_INFO` (32) when debugging; wins over the default.
    public static func setLevel(_ level: Int32) {
        configured = true
        av_log_set_level(level)
    }

    /// Silences libav unless `setLevel` was called.
    static func quietByDefault() {
        if !configured {
            configured = true
            av_log_set_level(AV_LOG_QUIET)
        }
    }
}
