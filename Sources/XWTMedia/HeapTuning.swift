import CFFmpeg

/// Keeps glibc from turning freed frame-sized blocks into heap it never returns.
///
/// glibc raises its mmap threshold each time an mmapped block is freed; after that, the ≈0.2–0.7 MB
/// buffers that the gif encoder and the converters allocate and free on different threads come
/// from per-thread heaps and fragment them. Measured on drawer-qq at 320 px: peak RSS 179 MB for
/// the clip and 228 MB for the clip made 4× longer with the dynamic threshold; 119 MB for both with
/// it fixed at 128 KiB (glibc's default starting value), no measurable time cost. Process-wide, set
/// once, on the first GIF encoder.
enum HeapTuning {
    private static let once: Void = {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
        #endif
    }()

    static func fixMmapThreshold() { _ = once }
}
