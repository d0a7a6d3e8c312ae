import Foundation
import XCTest
import XWTEngine
import XWTTestSupport
import XWTVideo

/// README promises checked against the files `xwt-video` writes — their own headers, `ffprobe`'s
/// fields, decoded frames — not against the code's constants: the encoders' documented defaults
/// (a default export is the export with the documented value spelled out, and another value
/// changes it), the GIF's single palette and changed-rectangle frames, FIFO outputs.
final class OutputPromiseTests: XCTestCase {
    private var cli: URL!
    private var folder: URL!

    override func setUpWithError() throws {
        cli = try TestSupport.requireCLI()
        folder = try TestSupport.temporaryDirectory()
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Exports circle-spread at 160 px to `name` (`extra` added; 12 frames where segments apply).
    private func run(_ name: String, _ extra: [String], frames: Bool = true) throws {
        var arguments = [
            "export", "--preset", "circle-spread", "--presets-dir", TestSupport.presets.directory, "--width", "160", "-o", name,
        ]
        if frames { arguments += ["--frames", "30-41"] }
        let result = try TestSupport.run(cli, arguments + extra, in: folder)
        XCTAssertEqual(result.status, 0, "\(name) \(extra): \(result.err)")
    }

    /// `run`, then the file's bytes.
    private func export(_ name: String, _ extra: [String], frames: Bool = true) throws -> Data {
        try run(name, extra, frames: frames)
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    private func ffprobe(_ file: String, _ entries: String) throws -> [String: String] {
        let ffmpeg = try TestSupport.requireFFmpeg()
        let r = try TestSupport.run(
            ffmpeg.deletingLastPathComponent().appendingPathComponent("ffprobe"),
            ["-v", "error", "-select_streams", "v:0", "-show_entries", entries, "-of", "default=noprint_wrappers=1", path(file)])
        XCTAssertEqual(r.status, 0, r.err)
        var values: [String: String] = [:]
        for line in r.out.split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1).map(String.init)
            if kv.count == 2 { values[kv[0]] = kv[1] }
        }
        return values
    }

    /// "H.264, BT.709, CRF 20, veryfast": ffprobe's stream fields, the options x264 writes into the
    /// stream (its SEI text: `crf=20.0`), and the default equal to `--crf 20 --x264-preset veryfast`;
    /// `--crf` and `--x264-preset` each change the bytes and the SEI.
    func testMP4DefaultsAndTheirOptions() throws {
        let plain = try export("a.mp4", [])
        let probe = try ffprobe("a.mp4", "stream=codec_name,pix_fmt,color_space,color_primaries,color_transfer")
        XCTAssertEqual(probe["codec_name"], "h264")
        XCTAssertEqual(probe["pix_fmt"], "yuv420p")
        for key in ["color_space", "color_primaries", "color_transfer"] { XCTAssertEqual(probe[key], "bt709", key) }
        XCTAssertEqual(try export("b.mp4", ["--crf", "20", "--x264-preset", "veryfast"]), plain, "the default is CRF 20, veryfast")
        let sei = x264Options(plain)
        XCTAssertTrue(sei.contains(" crf=20.0 "), sei)
        let crf30 = try export("c.mp4", ["--crf", "30"])
        XCTAssertNotEqual(crf30, plain)
        XCTAssertTrue(x264Options(crf30).contains(" crf=30.0 "), x264Options(crf30))
        let slow = try export("d.mp4", ["--x264-preset", "slow"])
        XCTAssertNotEqual(slow, plain)
        // veryfast searches 1 reference frame at subpixel quality 2, slow 5 at 8 (x264's preset table).
        XCTAssertTrue(sei.contains(" subme=2 ") && sei.contains(" ref=1 "), sei)
        XCTAssertTrue(x264Options(slow).contains(" subme=8 ") && x264Options(slow).contains(" ref=5 "), x264Options(slow))
        // B-frames, none of them a reference (x264 keeps two fewer reconstructed frames), any preset;
        // a 5-frame lookahead.
        for options in [sei, x264Options(slow)] {
            XCTAssertTrue(options.contains(" bframes=3 ") && options.contains(" b_pyramid=0 "), options)
            XCTAssertTrue(options.contains(" rc_lookahead=5 "), options)
        }
    }

    /// "VP9, realtime, row-mt, CRF 30": the default equals `--deadline realtime --crf 30`; `good`
    /// and another CRF change the bytes.
    func testWebMDefaultsAndTheirOptions() throws {
        let plain = try export("a.webm", [])
        XCTAssertEqual(try ffprobe("a.webm", "stream=codec_name")["codec_name"], "vp9")
        XCTAssertEqual(try export("b.webm", ["--deadline", "realtime", "--crf", "30"]), plain, "the default is realtime, CRF 30")
        XCTAssertNotEqual(try export("c.webm", ["--deadline", "good"]), plain)
        XCTAssertNotEqual(try export("d.webm", ["--crf", "40"]), plain)
    }

    /// "lossy quality 75": the default equals `quality=75` spelled out, and quality 90 differs.
    func testWebPDefaultQuality() throws {
        let plain = try export("a.webp", [])
        XCTAssertEqual(try export("b.webp", ["--encoder-option", "quality=75"]), plain, "the default is quality 75")
        XCTAssertNotEqual(try export("c.webp", ["--encoder-option", "quality=90"]), plain)
    }

    /// The options string x264 stores in its user-data SEI ("x264 - core … options: …").
    private func x264Options(_ file: Data) -> String {
        let text = String(decoding: file.map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x0A }, as: UTF8.self)
        return text.split(separator: "\n").first { $0.contains("x264 - core") }.map { " " + $0 + " " } ?? ""
    }

    /// "one 255-colour palette … for the whole clip", "keeps only the rectangle that changed", and
    /// `sierra2_4a` the default dither — read from the GIF's own blocks and its decoded frames.
    func testGIFHasOnePaletteChangedRectanglesAndTheDefaultDither() throws {
        let plain = try export("a.gif", [], frames: false)
        let gif = try GIFBlocks(plain)
        XCTAssertEqual(gif.globalPalette.count, 256 * 3, "a global colour table of 256 entries")
        // FFmpeg's encoder repeats the palette as the first frame's local table: the same bytes.
        XCTAssertEqual(Set(gif.images.compactMap(\.localPalette)).subtracting([gif.globalPalette]), [], "no frame has another palette")
        XCTAssertEqual(gif.images.first.map { [$0.x, $0.y, $0.width, $0.height] }, [0, 0, gif.width, gif.height], "the first frame is whole")
        // Each later frame's rectangle is exactly the bounding box of the pixels that changed.
        let frames = try decodedFrames("a.gif", width: gif.width, height: gif.height)
        XCTAssertEqual(frames.count, gif.images.count)
        var partial = 0
        for (n, image) in gif.images.enumerated().dropFirst() {
            let changed = Self.changedBox(frames[n - 1], frames[n], width: gif.width)
            guard let changed else { continue }  // an unchanged frame keeps a 1-px rectangle or so
            XCTAssertEqual([image.x, image.y, image.width, image.height], changed, "frame \(n): rectangle vs changed pixels")
            if image.width * image.height < gif.width * gif.height { partial += 1 }
        }
        XCTAssertGreaterThan(partial, 0, "frames over still areas keep only what changed")
        XCTAssertEqual(try export("b.gif", ["--dither", "sierra2_4a"], frames: false), plain, "the default dither is sierra2_4a")
        XCTAssertNotEqual(try export("c.gif", ["--dither", "none"], frames: false), plain)
    }

    /// The frames of `file` as RGBA rows, decoded by the ffmpeg CLI.
    private func decodedFrames(_ file: String, width: Int, height: Int) throws -> [[UInt8]] {
        let r = try ProcessRunner.run(
            try TestSupport.requireFFmpeg(), ["-v", "error", "-i", path(file), "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
            timeout: 300)
        XCTAssertEqual(r.status, 0, r.err)
        let size = width * height * 4
        return stride(from: 0, to: r.stdoutData.count, by: size).map { Array(r.stdoutData[$0..<min($0 + size, r.stdoutData.count)]) }
    }

    /// [x, y, width, height] of the pixels that differ between two RGBA frames, nil when none do.
    static func changedBox(_ a: [UInt8], _ b: [UInt8], width: Int) -> [Int]? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for i in stride(from: 0, to: min(a.count, b.count), by: 4) where a[i..<i + 4] != b[i..<i + 4] {
            let x = (i / 4) % width, y = (i / 4) / width
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        return maxX < 0 ? nil : [minX, minY, maxX - minX + 1, maxY - minY + 1]
    }

    /// FIFO outputs are written through: a reader on the other end gets exactly the bytes a regular
    /// file gets (formats written front to back: raw frames and GIF), and the FIFO is still a FIFO
    /// afterwards (never renamed over), with no temporary file beside it.
    func testAFIFOOutputGetsTheRegularFilesBytes() throws {
        for (format, frames) in [("rgba", true), ("gif", false)] {
            let regular = try export("regular.\(format)", [], frames: frames)
            let fifo = "fifo.\(format)"
            XCTAssertEqual(mkfifo(path(fifo), 0o600), 0)
            let reader = try ProcessRunner.start(URL(fileURLWithPath: "/bin/cat"), [path(fifo)])
            try run(fifo, [], frames: frames)
            let read = try reader.finish(timeout: 120)
            XCTAssertEqual(read.stdoutData, regular, "\(format): the FIFO's reader got the regular file's bytes")
            var info = stat()
            XCTAssertEqual(lstat(path(fifo), &info), 0)
            XCTAssertEqual(info.st_mode & 0o170000, 0o010000, "\(format): still a FIFO (S_IFIFO)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }, [])
    }
}

/// The blocks of a GIF file (GIF89a): logical screen, global colour table, and each image
/// descriptor's rectangle and local colour table; extensions and image data are skipped.
private struct GIFBlocks {
    struct Image { var x, y, width, height: Int; var localPalette: [UInt8]? }
    var width = 0, height = 0
    var globalPalette: [UInt8] = []
    var images: [Image] = []

    struct Malformed: Error { let offset: Int }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 13, bytes.starts(with: Array("GIF89a".utf8)) else { throw Malformed(offset: 0) }
        func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        width = u16(6); height = u16(8)
        func table(at i: Int, flags: UInt8) -> [UInt8] {
            flags & 0x80 == 0 ? [] : Array(bytes[min(i, bytes.count)..<min(i + 3 << (Int(flags & 7) + 1), bytes.count)])
        }
        globalPalette = table(at: 13, flags: bytes[10])
        var i = 13 + globalPalette.count
        func skipSubBlocks() throws {
            while true {
                guard i < bytes.count else { throw Malformed(offset: i) }
                let n = Int(bytes[i]); i += 1
                if n == 0 { return }
                i += n
            }
        }
        while i < bytes.count {
            switch bytes[i] {
            case 0x21:  // extension: label, then sub-blocks
                i += 2
                try skipSubBlocks()
            case 0x2C:  // image descriptor
                guard i + 10 <= bytes.count else { throw Malformed(offset: i) }
                let flags = bytes[i + 9], local = table(at: i + 10, flags: flags)
                images.append(Image(x: u16(i + 1), y: u16(i + 3), width: u16(i + 5), height: u16(i + 7), localPalette: flags & 0x80 == 0 ? nil : local))
                i += 10 + local.count
                i += 1  // LZW minimum code size
                try skipSubBlocks()
            case 0x3B:
                return
            default:
                throw Malformed(offset: i)
            }
        }
        throw Malformed(offset: i)
    }
}
