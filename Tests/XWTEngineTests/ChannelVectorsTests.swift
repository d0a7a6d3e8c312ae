import XCTest

@testable import XWTEngine

/// The vector arithmetic gives `PackedPixel`'s bytes: every weight pair of the bilinear sample,
/// every scale factor, and source-over on random, opaque, empty and malformed (channel above
/// alpha) pixels.
final class ChannelVectorsTests: XCTestCase {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private func random() -> UInt32 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return UInt32(truncatingIfNeeded: state >> 29)
    }

    /// A premultiplied pixel (each colour channel ≤ alpha), sometimes opaque or empty.
    private func pixel() -> UInt32 {
        let r = random()
        switch r % 8 {
        case 0: return 0
        case 1: return r | 0xFF00_0000
        default:
            let a = r >> 24
            let c = { (v: UInt32) in a == 0 ? 0 : v % (a + 1) }
            return c(r & 0xFF) | c(r >> 8 & 0xFF) << 8 | c(r >> 16 & 0xFF) << 16 | a << 24
        }
    }

    private func scalarBilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ fx: UInt64, _ fy: UInt64) -> UInt32 {
        let top = PackedPixel.lerp(PackedPixel.spread(p00), PackedPixel.spread(p10), fx)
        let bottom = PackedPixel.lerp(PackedPixel.spread(p01), PackedPixel.spread(p11), fx)
        return PackedPixel.pack(PackedPixel.lerp(top, bottom, fy))
    }

    private func pair(_ a: UInt32, _ b: UInt32) -> SIMD8<UInt8> {
        SIMD8(lowHalf: ChannelVectors.channels(a), highHalf: ChannelVectors.channels(b))
    }

    func testBilinearMatchesThePackedLerpsForEveryWeight() {
        for _ in 0..<6 {
            let p = (pixel(), pixel(), pixel(), pixel())
            for fx in 0..<256 {
                for fy in 0..<256 {
                    let v = ChannelVectors.bilinear(top: pair(p.0, p.1), bottom: pair(p.2, p.3), fx: UInt16(fx), fy: UInt16(fy))
                    let expected = scalarBilinear(p.0, p.1, p.2, p.3, UInt64(fx), UInt64(fy))
                    if ChannelVectors.word(v) != expected { XCTFail("bilinear \(p) at \(fx), \(fy)"); return }
                }
            }
        }
    }

    func testTwoBilinearSamplesAtOnceMatchOneAtATime() {
        for _ in 0..<4000 {
            let a = (pixel(), pixel(), pixel(), pixel()), b = (pixel(), pixel(), pixel(), pixel())
            let w = (UInt16(random() & 255), UInt16(random() & 255), UInt16(random() & 255), UInt16(random() & 255))
            let v = ChannelVectors.bilinear2(
                topA: pair(a.0, a.1), bottomA: pair(a.2, a.3), fxA: w.0, fyA: w.1,
                topB: pair(b.0, b.1), bottomB: pair(b.2, b.3), fxB: w.2, fyB: w.3)
            let expectedA = scalarBilinear(a.0, a.1, a.2, a.3, UInt64(w.0), UInt64(w.1))
            let expectedB = scalarBilinear(b.0, b.1, b.2, b.3, UInt64(w.2), UInt64(w.3))
            if ChannelVectors.word(v.lowHalf) != expectedA || ChannelVectors.word(v.highHalf) != expectedB {
                XCTFail("bilinear2 \(a) \(b) at \(w)"); return
            }
        }
    }

    func testLerpScaleOverAndOverScaledMatchThePackedWords() {
        for _ in 0..<20_000 {
            let a = (pixel(), pixel(), pixel(), pixel()), b = (pixel(), pixel(), pixel(), pixel())
            let va = ChannelVectors.four(ChannelVectors.channels(a.0), ChannelVectors.channels(a.1), ChannelVectors.channels(a.2), ChannelVectors.channels(a.3))
            let vb = ChannelVectors.four(ChannelVectors.channels(b.0), ChannelVectors.channels(b.1), ChannelVectors.channels(b.2), ChannelVectors.channels(b.3))
            let f = UInt16(random() % 257), factor = UInt16(random() % 256)
            let (a0, a1) = ChannelVectors.widen(va), (b0, b1) = ChannelVectors.widen(vb)
            let lerped = ChannelVectors.narrow(ChannelVectors.lerp(a0, b0, f), ChannelVectors.lerp(a1, b1, f))
            let scaled = ChannelVectors.scale(va, factor)
            let over = ChannelVectors.over(va, vb), overScaled = ChannelVectors.overScaled(va, vb, factor)
            for (i, (x, y)) in [(a.0, b.0), (a.1, b.1), (a.2, b.2), (a.3, b.3)].enumerated() {
                XCTAssertEqual(
                    ChannelVectors.word(lerped, pixel: i), PackedPixel.pack(PackedPixel.lerp(PackedPixel.spread(x), PackedPixel.spread(y), UInt64(f))))
                XCTAssertEqual(ChannelVectors.word(scaled, pixel: i), PackedPixel.pack(PackedPixel.scale(PackedPixel.spread(x), UInt64(factor))))
                XCTAssertEqual(ChannelVectors.word(over, pixel: i), PackedPixel.over(x, y), "over(\(x), \(y))")
                XCTAssertEqual(
                    ChannelVectors.word(overScaled, pixel: i),
                    PackedPixel.over(x, PackedPixel.pack(PackedPixel.scale(PackedPixel.spread(y), UInt64(factor)))), "overScaled")
            }
            XCTAssertEqual(ChannelVectors.allOpaque(va), [a.0, a.1, a.2, a.3].allSatisfy { $0 >> 24 == 255 })
            XCTAssertEqual(
                ChannelVectors.lerp(va, vb, min(f, 255)),
                ChannelVectors.narrow(ChannelVectors.lerp(a0, b0, min(f, 255)), ChannelVectors.lerp(a1, b1, min(f, 255))))
        }
    }

    /// Over opaque sources, the constant-alpha blend gives `overScaled`'s bytes for every factor.
    func testOverOpaqueScaledMatchesOverScaledForOpaqueSources() {
        for factor in UInt16(0)...255 {
            XCTAssertEqual(
                ChannelVectors.scaledAlpha(factor), UInt16(PackedPixel.pack(PackedPixel.scale(PackedPixel.spread(0xFF00_0000), UInt64(factor))) >> 24))
            for _ in 0..<200 {
                let dst = ChannelVectors.four(
                    ChannelVectors.channels(pixel()), ChannelVectors.channels(pixel()), ChannelVectors.channels(pixel()), ChannelVectors.channels(pixel()))
                let src = ChannelVectors.four(
                    ChannelVectors.channels(random() | 0xFF00_0000), ChannelVectors.channels(random() | 0xFF00_0000),
                    ChannelVectors.channels(random() | 0xFF00_0000), ChannelVectors.channels(random() | 0xFF00_0000))
                let expected = ChannelVectors.overScaled(dst, src, factor)
                if ChannelVectors.overOpaqueScaled(dst, src, factor, alpha: ChannelVectors.scaledAlpha(factor)) != expected {
                    XCTFail("overOpaqueScaled \(dst) \(src) at \(factor)"); return
                }
            }
        }
    }

    /// `overOpaqueScaled` (no saturation) equals `overScaled` for every factor, every channel of an
    /// opaque source and every destination byte (lanes are independent: one byte in all sixteen).
    func testOverOpaqueScaledMatchesOverScaledExhaustively() {
        for factor in UInt16(0)...255 {
            let alpha = ChannelVectors.scaledAlpha(factor)
            for c in UInt8(0)...255 {
                let src = ChannelVectors.four(SIMD4(c, c, c, 255))
                for d in UInt8(0)...255 {
                    let dst = SIMD16<UInt8>(repeating: d)
                    if ChannelVectors.overOpaqueScaled(dst, src, factor, alpha: alpha) != ChannelVectors.overScaled(dst, src, factor) {
                        XCTFail("overOpaqueScaled of channel \(c) over \(dst) at \(factor)"); return
                    }
                }
            }
        }
    }

    /// The lerp across y kept in 16-bit lanes and blended at one alpha gives the bytes of the lerp,
    /// then `overScaled`, for every weight and factor, opaque texels over any destination.
    func testLerpOverOpaqueScaledMatchesLerpThenOverScaled() {
        func opaqueFour() -> SIMD16<UInt8> {
            ChannelVectors.four(
                ChannelVectors.channels(random() | 0xFF00_0000), ChannelVectors.channels(random() | 0xFF00_0000),
                ChannelVectors.channels(random() | 0xFF00_0000), ChannelVectors.channels(random() | 0xFF00_0000))
        }
        for factor in UInt16(0)...255 {
            let alpha = ChannelVectors.scaledAlpha(factor)
            for f in UInt16(0)...255 {
                let a = opaqueFour(), b = opaqueFour()
                let dst = ChannelVectors.four(
                    ChannelVectors.channels(pixel()), ChannelVectors.channels(pixel()), ChannelVectors.channels(pixel()), ChannelVectors.channels(pixel()))
                let expected = ChannelVectors.overScaled(dst, ChannelVectors.lerp(a, b, f), factor)
                if ChannelVectors.lerpOverOpaqueScaled(dst, a, b, f, factor, alpha: alpha) != expected {
                    XCTFail("lerpOverOpaqueScaled \(a) \(b) at \(f) over \(dst) at \(factor)"); return
                }
            }
        }
    }

    /// `overUniform` (no saturation) equals `over` for every well-formed premultiplied colour
    /// (channel ≤ alpha) and every destination byte.
    func testOverUniformMatchesOverForEveryWellFormedColour() {
        for a in UInt8(0)...255 {
            for c in UInt8(0)...a {
                let src = ChannelVectors.four(SIMD4(c, a - c / 2, c / 3, a))
                for d in UInt8(0)...255 {
                    let dst = SIMD16<UInt8>(repeating: d)
                    if ChannelVectors.overUniform(dst, src, alpha: UInt16(a)) != ChannelVectors.over(dst, src) {
                        XCTFail("overUniform of \(src) over \(dst)"); return
                    }
                }
            }
        }
    }

    /// `across` (the lerps `TexelRowLerps` keeps) then the four-pixel `lerp` across y give `bilinear2`'s bytes.
    func testLerpsAcrossThenAcrossYMatchBilinear2() {
        for _ in 0..<4000 {
            let a = (pixel(), pixel(), pixel(), pixel()), b = (pixel(), pixel(), pixel(), pixel())
            let fxA = UInt16(random() & 255), fxB = UInt16(random() & 255), fy = UInt16(random() & 255)
            let fx = SIMD8<UInt16>(fxA, fxA, fxA, fxA, fxB, fxB, fxB, fxB), gx = SIMD8(repeating: 256) &- fx
            let top = ChannelVectors.narrow(ChannelVectors.across(pair(a.0, a.1), pair(b.0, b.1), fx: fx, gx: gx))
            let bottom = ChannelVectors.narrow(ChannelVectors.across(pair(a.2, a.3), pair(b.2, b.3), fx: fx, gx: gx))
            let v = ChannelVectors.lerp(SIMD16(lowHalf: top, highHalf: top), SIMD16(lowHalf: bottom, highHalf: bottom), fy).lowHalf
            let expected = ChannelVectors.bilinear2(
                topA: pair(a.0, a.1), bottomA: pair(a.2, a.3), fxA: fxA, fyA: fy, topB: pair(b.0, b.1), bottomB: pair(b.2, b.3), fxB: fxB, fyB: fy)
            if v != expected { XCTFail("across, then lerp \(a) \(b) at \(fxA), \(fxB), \(fy)"); return }
        }
    }

    /// The multiply-high division gives `(t + t >> 8) >> 8` for every t the blends give it (x·y +
    /// 128, x and y ≤ 255) and on up to 65 280, whatever run-time value ≤ 255 spells its multiplier.
    func testDiv255MatchesTheShiftsUpTo65280() {
        for spare: UInt16 in [0, 1, 127, 128, 254, 255] {
            for start in stride(from: 0, to: 65_281, by: 8) {
                let t = SIMD8<UInt16>((0..<8).map { UInt16(min(start + $0, 65_280)) })
                let expected = (t &+ (t &>> 8)) &>> 8
                if ChannelVectors.div255(t, spare: SIMD8(repeating: spare)) != expected { XCTFail("t from \(start), spare \(spare)"); return }
            }
        }
    }

    /// Source-over saturates like `PackedPixel.over` on pixels whose channels exceed their alpha.
    func testOverSaturatesOnMalformedPixels() {
        for _ in 0..<20_000 {
            let dst = random(), src = random() & 0xFEFF_FFFF
            let v = ChannelVectors.over(ChannelVectors.four(ChannelVectors.channels(dst)), ChannelVectors.four(ChannelVectors.channels(src)))
            XCTAssertEqual(ChannelVectors.word(v, pixel: 2), PackedPixel.over(dst, src))
        }
    }
}
