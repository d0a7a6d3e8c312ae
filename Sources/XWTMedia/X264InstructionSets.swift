import CFFmpeg

/// The SIMD instruction sets libx264 may use: everything it would detect except AVX-512.
///
/// libx264 0.164's AVX-512 `mbtree_propagate_list` walks each row of macroblocks 8 at a time
/// without masking the tail, so for a row whose width is not a multiple of 8 macroblocks (750 px is
/// 47) it also propagates lanes past the row end, whose costs and motion vectors come from memory
/// nobody wrote for them — past the arrays' end on the last row. Those bytes steer the macroblock
/// tree's QP offsets: with stale heap from earlier clips in the same process, the same frames coded
/// to different mp4 bytes (bisected by switching AVX-512 off per libx264 function; this one alone
/// restores identical bytes). libx264 cannot switch one function off, so AVX-512 goes: x264 spends
/// ≈ 10% more CPU (drawer-qq), the file and its PSNR stay the same to 0.05%. Valgrind could not
/// see it: it emulates no AVX-512, so libx264 took its AVX2 paths under valgrind.
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
