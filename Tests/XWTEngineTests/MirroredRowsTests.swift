import XCTest

@testable import XWTEngine

/// Kernels that pair mirrored rows (`PixelKernel.pairsMirroredRows`): every row is written once,
/// with its mirror, and the frame is the one the same kernel gives row by row.
final class MirroredRowsTests: XCTestCase {
    /// Writes a pattern of (x, y) with `mark` in the blue channel: 1 for rows written in pairs when
    /// `marksPairs`, else 2.
    private struct MarkingKernel: PixelKernel {
        let pairsMirroredRows: Bool
        let marksPairs: Bool

        func render<Memory>(_ row: inout FrameRow<Memory>) { write(&row, mark: 2) }

        func render<Memory>(_ row: inout FrameRow<Memory>, mirror: inout FrameRow<Memory>) {
            precondition(row.y != mirror.y, "a row paired with itself")
            write(&row, mark: marksPairs ? 1 : 2)
            write(&mirror, mark: marksPairs ? 1 : 2)
        }

        private func write<Memory>(_ row: inout FrameRow<Memory>, mark: UInt32) {
            for x in 0..<row.width {
                row[x] = UInt32(truncatingIfNeeded: (x &* 7 &+ row.y &* 13) & 0xFF) | mark << 16 | 0xFF00_0000
            }
        }
    }

    private let heights = [1, 2, 5, 6, 7, 30]
    private let bandCounts = [1, 2, 3, 7, 60]

    /// Each band takes rows of the upper half with their mirrors: every row but an odd height's
    /// middle one is written by a pair call, whatever the number of bands.
    func testEveryRowButTheMiddleOneIsWrittenWithItsMirror() {
        for height in heights {
            for bands in bandCounts {
                let scene = Scene(kernel: MarkingKernel(pairsMirroredRows: true, marksPairs: true))
                let frame = Renderer(canvas: Canvas(width: 9, height: Double(height), scale: 1), bands: bands).render(scene)
                for y in 0..<height {
                    let single = height % 2 == 1 && y == height / 2
                    XCTAssertEqual(frame[4, y].b, single ? 2 : 1, "height \(height), bands \(bands), row \(y)")
                }
            }
        }
    }

    /// With layers over the kernel (a translucent one and an opaque one hiding whole rows), the
    /// paired frame equals the row-by-row frame and the reference path's, hidden pixels skipped or not.
    func testPairedRowsGiveTheRowByRowFrameUnderLayers() {
        for height in heights {
            let canvas = Canvas(width: 9, height: Double(height), scale: 1)
            let opaque = Layer(frame: Rect(x: 0, y: 0, width: 9, height: Double(height) / 3), content: .color(.white))
            var glass = Layer(frame: Rect(x: 2, y: 0, width: 5, height: Double(height)), content: .color(.black))
            glass.opacity = 0.4
            let rowByRow = Scene(kernel: MarkingKernel(pairsMirroredRows: false, marksPairs: false), layers: [opaque, glass])
            let paired = Scene(kernel: MarkingKernel(pairsMirroredRows: true, marksPairs: false), layers: [opaque, glass])
            let expected = Renderer(canvas: canvas, bands: 1).render(rowByRow)
            XCTAssertEqual(Renderer(canvas: canvas, bands: 1).renderChecked(paired), expected, "height \(height), reference")
            for bands in bandCounts {
                for skips in [true, false] {
                    XCTAssertEqual(
                        Renderer(canvas: canvas, bands: bands, skipsHiddenPixels: skips).render(paired), expected,
                        "height \(height), bands \(bands), skips \(skips)")
                }
            }
        }
    }
}
