/* CFFmpegLoader: FFmpeg's libraries opened at their first use instead of at process start.
 *
 * Debian's libavcodec and libavformat pull in about 140 shared libraries; binding their symbols at
 * start cost every xwt-video process ≈ 100 M instructions (≈ 30 ms), also those that never call
 * FFmpeg (render-only exports, trace, presets). The functions XWTMedia calls are
 * defined here, hidden from other objects, each forwarding to the library's own on its first call
 * (docs/architecture.md, "FFmpeg at first use"). */
#ifndef XWT_CFFMPEG_LOADER_H
#define XWT_CFFMPEG_LOADER_H

/** Sets libav's log level now if the libraries are loaded, else as soon as they are. */
void xwt_ffmpeg_set_log_level(int level);

#endif
