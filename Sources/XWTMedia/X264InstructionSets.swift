import CFFmpeg

/// The SIMD instruction sets libx264 may use: everything it would detect except AVX-512.
///
/// libx264 0.164's AVX-512 code reads heap bytes it never wrote, and they steer its choices: with
/// stale heap from earlier clips in the same process, the same frames coded to different mp4 bytes
/// (the same decoded pictures; 5 of 8 batch runs differed at 260 px). Without AVX-512, 8 of 8 runs
/// and every `DeterminismTests` case agree with no heap fill. Valgrind cannot see it: it emulates no
/// AVX-512, so libx264 takes its AVX2 paths under valgrind.
enum X264InstructionSets {
    /// The `asm` entry for x264-params, or nil where libx264's own detection finds no AVX-512.
    ///
    /// Every CPU with AVX-512 (F, CD, BW, DQ, VL; libavutil and libx264 test the same five) also has
    /// what libx264 names "AVX2" (AVX2, FMA3, BMI1/2, LZCNT and everything below) and fast SSE2, so
    /// this is exactly its detection minus AVX-512 (0x11f3ff → 0x10f3ff on the reference box).
    static var x264Parameter: String? {
        av_get_cpu_flags() & AV_CPU_FLAG_AVX512 != 0 ? "asm=AVX2,SSE2Fast" : nil
    }
}
