import Foundation
import XCTest
import XWTEngine

@testable import XWTVideo

/// A raw export keeps a held picture in its own buffer: the render workers never find their
/// buffer shared (a shared one is copied by its first write, the pixels moving to a new address),
/// and every hold repeats the picture before it.
final class RawHoldCopyTests: XCTestCase {
    /// Frames 0–39, every fourth one new and the three after it holds; each picture a solid grey.
    private struct HeldGreys: FrameSource {
        let copies = Locked(0)
        var canvas: Canvas { Canvas(width: 32, height: 24, scale: 1) }
        var fps: Int { 30 }
        var frameCount: Int { 40 }
        func repeatsPrevious(frame: Int) -> Bool { frame % 4 != 0 }
        func render(frame: Int, into bitmap: inout Bitmap, renderer: Renderer) {
            let before = bitmap.pixels.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
            let after = bitmap.pixels.withUnsafeMutableBytes { raw in
                for i in raw.indices { raw[i] = UInt8(frame / 4 * 20) }
                return Int(bitPattern: raw.baseAddress)
            }
            if before != after { copies.withLock { $0 += 1 } }
        }
    }

    func testHoldsRepeatThePictureWithoutSharingTheWorkersBuffers() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("held.rgba").path
        for jobs in [1, 2] {
            let source = HeldGreys()
            try Export.run(source, to: .file(.raw, path: path), options: ExportOptions(jobs: jobs))
            XCTAssertEqual(source.copies.withLock { $0 }, 0, "jobs \(jobs)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let frame = 32 * 24 * 4
            XCTAssertEqual(bytes.count, 40 * frame)
            for k in 0..<40 { XCTAssertEqual(Set(bytes[k * frame..<(k + 1) * frame]), [UInt8(k / 4 * 20)], "frame \(k)") }
        }
    }
}
