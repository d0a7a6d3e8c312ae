import CFFmpeg
import CFFmpegLoader

/// The process-wide settings XWTMedia works best with, made when a program asks (`configure`, which
/// the CLI calls at start); creating an encoder or opening a file changes nothing outside itself.
public enum MediaProcess {
    /// libav's log level that prints nothing (`AV_LOG_QUIET`): XWTMedia reports failures as `MediaError`s.
    public static let quiet: Int32 = AV_LOG_QUIET

    /// Sets libav's log level (default: quiet; e.g. 32, `AV_LOG_INFO`, when debugging; applied when the
    /// libraries are opened, at their first use: `CFFmpegLoader`), keeps glibc's
    /// mmap threshold fixed and libx264's buffers out of transparent huge pages (`HeapTuning`: lower
    /// peak RSS, the same bytes). Call once, before encoding; calling it again sets the same again.
    public static func configure(logLevel: Int32 = quiet) {
        xwt_ffmpeg_set_log_level(logLevel)
        HeapTuning.fixMmapThreshold()
        HeapTuning.avoidHugePages()
    }
}
