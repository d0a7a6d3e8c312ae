import CFFmpeg
import Foundation
import XCTest
import XWTEngine
import XWTPresets
import XWTTestSupport
import XWTVideo

@testable import XWTMedia

/// Our yuv420p conversion (`YUV420Conversion`) against swscale's BT.709 conversion, which the
/// encoders used before: every sample within ±1, and the encoder's unchecked path byte-equal to the
/// checked reference path, on every preset's keyframes and on random images with alpha edges.
final class YUV420ConversionTests: XCTestCase {
    /// Five frames of every bundled preset (first, quarters, last), 152 px wide: 270 rows, and a
    /// width that is not a multiple of 16 (the last group of columns overlaps the one before it).
    func testEveryPresetsKeyframesAreWithinOneOfSwscale() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let presets = PresetLibrary(directory: root.appendingPathComponent("Presets").path)
        let ids = try presets.ids()
        XCTAssertFalse(ids.isEmpty)
        for id in ids {
            let job = try RenderJob(preset: presets.load(id: id).resized(pixelWidth: 152))
            let renderer = Renderer(canvas: job.canvas)
            let last = job.frameCount - 1
            for frame in Set([0, last / 4, last / 2, 3 * last / 4, last]).sorted() {
                var bitmap = Bitmap(width: job.canvas.pixelWidth, height: job.canvas.pixelHeight)
                job.render(frame: frame, into: &bitmap, renderer: renderer)
                try assertConversion(Self.evenHeight(bitmap), "\(id) frame \(frame)")
            }
        }
    }

    /// drawer-qq at the device size, where exports spend their conversion time.
    func testDeviceSizeFramesAreWithinOneOfSwscale() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let job = try RenderJob(preset: PresetLibrary(directory: root.appendingPathComponent("Presets").path).load(id: "drawer-qq"))
        XCTAssertEqual(job.canvas.pixelWidth, 750)
        for frame in [0, job.frameCount / 3] { try assertConversion(job.render(frame: frame), "drawer-qq frame \(frame)") }
    }

    /// Random premultiplied pixels (every alpha, colour ≤ alpha) and hard alpha edges (opaque
    /// colour next to transparent pixels, half-covered pixels), at widths from the narrowest
    /// converted up, multiples of 16 and not. At least 4 rows: for a 2-row picture swscale's
    /// chroma is not the 2×2 mean (up to 35 codes off it on these pixels), so it is no reference there.
    func testRandomImagesWithAlphaEdgesAreWithinOneOfSwscale() throws {
        var random = SplitMix64(seed: 24)
        for (width, height) in [(16, 4), (18, 4), (30, 6), (32, 8), (64, 10), (150, 12), (750, 16)] {
            for edges in [false, true] {
                var pixels = [UInt8](repeating: 0, count: width * height * 4)
                for i in 0..<width * height {
                    let alpha: Int
                    if edges {
                        let x = i % width, y = i / width
                        alpha = (x + y / 2) % 5 == 0 ? 0 : (x * 3 + y) % 7 == 0 ? random.next(below: 256) : 255
                    } else {
                        alpha = random.next(below: 256)
                    }
                    for c in 0..<3 { pixels[i * 4 + c] = UInt8(random.next(below: alpha + 1)) }
                    pixels[i * 4 + 3] = UInt8(alpha)
                }
                try assertConversion(Bitmap(width: width, height: height, pixels: pixels), "random \(width)×\(height)\(edges ? " with alpha edges" : "")")
            }
        }
    }

    /// Every sample equals the documented integer formula, computed here pixel by pixel: on images
    /// of 16×2 blocks that are either one colour (converted from that colour's samples, reused
    /// while the colour repeats, also across a block with detail) or random, translucent colours
    /// included, at widths that are and are not multiples of 16.
    func testFlatAndDetailedBlocksEqualTheIntegerFormula() throws {
        var random = SplitMix64(seed: 27)
        func colour() -> [UInt8] {
            let alpha = random.next(below: 4) == 0 ? random.next(below: 256) : 255
            return (0..<3).map { _ in UInt8(random.next(below: alpha + 1)) } + [UInt8(alpha)]
        }
        for (width, height) in [(16, 2), (48, 6), (50, 8), (750, 4)] {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let columns = (width + 15) / 16
            var previous = colour()
            for block in 0..<columns * (height / 2) {
                // 0: detail, 1: a new colour, 2: the last colour again, 3: the last colour but one
                // pixel (anywhere in the block: a run of flat blocks ends there).
                let kind = random.next(below: 4)
                if kind == 1 { previous = colour() }
                let bx = block % columns, by = block / columns
                let odd = (x: 16 * bx + random.next(below: 16), y: 2 * by + random.next(below: 2))
                for y in 2 * by..<2 * by + 2 {
                    for x in 16 * bx..<min(width, 16 * bx + 16) {
                        let single = kind == 3 && (x, y) == odd
                        pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: kind == 0 || single ? colour() : previous)
                    }
                }
            }
            let bitmap = Bitmap(width: width, height: height, pixels: pixels)
            let expected = Self.formula(bitmap)
            let pool = FrameConverterPool(width: width, height: height, pixelFormat: AV_PIX_FMT_YUV420P, isYUV709: true, packing: .yuv420)
            XCTAssertEqual(try Self.planes(pool.convert(bitmap), width: width, height: height), expected, "\(width)×\(height), encoder's path")
            XCTAssertEqual(Self.checked(bitmap), expected, "\(width)×\(height), checked path")
        }
    }

    /// `YUV420Conversion`'s arithmetic spelt out per sample: BT.709 weights scaled by 2^16 (chroma
    /// by 2^16/4, of the 2×2 sum), the offset plus one half, shifted down.
    private static func formula(_ bitmap: Bitmap) -> Planes {
        let width = bitmap.width, p = bitmap.pixels.map(Int.init)
        func channel(_ x: Int, _ y: Int, _ c: Int) -> Int { p[(y * width + x) * 4 + c] }
        var planes = Planes()
        for y in 0..<bitmap.height {
            for x in 0..<width {
                planes.y.append(UInt8((channel(x, y, 0) * 11966 + channel(x, y, 1) * 40254 + channel(x, y, 2) * 4064 + (16 << 16) + (1 << 15)) >> 16))
            }
        }
        for y in stride(from: 0, to: bitmap.height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) {
                let sum = (0..<3).map { c in channel(x, y, c) + channel(x + 1, y, c) + channel(x, y + 1, c) + channel(x + 1, y + 1, c) }
                planes.cb.append(UInt8((sum[2] * 7196 - sum[0] * 1649 - sum[1] * 5547 + (128 << 16) + (1 << 15)) >> 16))
                planes.cr.append(UInt8((sum[0] * 7196 - sum[1] * 6536 - sum[2] * 660 + (128 << 16) + (1 << 15)) >> 16))
            }
        }
        return planes
    }

    /// The planes of a converted yuv420p frame, each row without its padding.
    struct Planes: Equatable {
        var y: [UInt8] = [], cb: [UInt8] = [], cr: [UInt8] = []
    }

    /// Ours (unchecked, as the encoder runs it) equals the checked path exactly and swscale within ±1.
    private func assertConversion(_ bitmap: Bitmap, _ name: String) throws {
        let width = bitmap.width, height = bitmap.height
        func pool(_ packing: FramePacking) -> FrameConverterPool {
            FrameConverterPool(width: width, height: height, pixelFormat: AV_PIX_FMT_YUV420P, isYUV709: true, packing: packing)
        }
        let ours = try Self.planes(pool(.yuv420).convert(bitmap), width: width, height: height)
        let swscale = try Self.planes(pool(.scale).convert(bitmap), width: width, height: height)
        XCTAssertEqual(ours, Self.checked(bitmap), "\(name): the encoder's path differs from the checked reference path")
        for (plane, a, b) in [("Y", ours.y, swscale.y), ("Cb", ours.cb, swscale.cb), ("Cr", ours.cr, swscale.cr)] {
            XCTAssertEqual(a.count, b.count)
            let worst = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(worst, 1, "\(name): \(plane) differs from swscale by up to \(worst)")
        }
    }

    /// The checked reference path: `YUV420Conversion` on `CheckedMemory`.
    private static func checked(_ bitmap: Bitmap) -> Planes {
        let image = PixelImage<CheckedMemory>(bitmap)
        var planes = Planes()
        for pair in 0..<bitmap.height / 2 {
            var top = ByteRowOut<CheckedMemory>(width: bitmap.width), bottom = ByteRowOut<CheckedMemory>(width: bitmap.width)
            var cb = ByteRowOut<CheckedMemory>(width: bitmap.width / 2), cr = ByteRowOut<CheckedMemory>(width: bitmap.width / 2)
            YUV420Conversion.convert(image, pair: pair, top: &top, bottom: &bottom, cb: &cb, cr: &cr)
            planes.y += top.written + bottom.written
            planes.cb += cb.written
            planes.cr += cr.written
        }
        return planes
    }

    static func planes(_ converted: ConvertedFrame, width: Int, height: Int) -> Planes {
        let f = converted.frame.pointee
        func rows(_ data: UnsafeMutablePointer<UInt8>?, _ stride: Int32, _ w: Int, _ h: Int) -> [UInt8] {
            (0..<h).flatMap { y in Array(UnsafeBufferPointer(start: data! + y * Int(stride), count: w)) }
        }
        return Planes(
            y: rows(f.data.0, f.linesize.0, width, height), cb: rows(f.data.1, f.linesize.1, width / 2, height / 2),
            cr: rows(f.data.2, f.linesize.2, width / 2, height / 2))
    }

    /// `bitmap` without its last row when its height is odd (as `EvenHeightSource` does for 4:2:0).
    private static func evenHeight(_ bitmap: Bitmap) -> Bitmap {
        guard bitmap.height % 2 == 1 else { return bitmap }
        return Bitmap(width: bitmap.width, height: bitmap.height - 1, pixels: Array(bitmap.pixels[0..<bitmap.width * (bitmap.height - 1) * 4]))
    }
}
