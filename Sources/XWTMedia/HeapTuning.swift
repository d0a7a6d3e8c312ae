import CFFmpeg

/// Allocator settings that keep libav's and libx264's frame-sized buffers from bloating RSS.
/// Process-wide: made once, by `MediaProcess.configure`.
enum HeapTuning {
    /// Keeps glibc from turning freed frame-sized blocks into heap it never returns.
    ///
    /// glibc raises its mmap threshold each time an mmapped block is freed; after that, the ≈0.2–0.7 MB
    /// buffers that the gif encoder and the converters allocate and free on different threads come
    /// from per-thread heaps and fragment them. Measured on drawer-qq at 320 px: peak RSS 179 MB for
    /// the clip and 228 MB for the clip made 4× longer with the dynamic threshold; 119 MB for both with
    /// it fixed at 128 KiB (glibc's default starting value), no measurable time cost.
    static func fixMmapThreshold() {
        #if os(Linux)
            _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
        #endif
    }

    /// Keeps libx264's frame buffers in ordinary 4-KiB pages.
    ///
    /// libx264 rounds each frame-sized allocation up to a multiple of 2 MiB and asks for transparent
    /// huge pages (`madvise(MADV_HUGEPAGE)`), so every buffer is resident in whole 2-MiB pages,
    /// touched or not. Measured on drawer-qq at 750×1334 (mp4): peak RSS 217 → 203 MB, the same
    /// frames and time.
    static func avoidHugePages() {
        #if os(Linux)
            _ = xwt_prctl_disable_thp()
        #endif
    }
}
