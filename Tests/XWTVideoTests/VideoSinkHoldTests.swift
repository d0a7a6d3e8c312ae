import Foundation
import XCTest
import XWTEngine
import XWTMedia

@testable import XWTVideo

/// A video sink keeps a converted frame only while repeats of it are still to come, so the workers
/// converting the next frames can reuse it (two converted frames in flight at `--jobs 2`, not three).
final class VideoSinkHoldTests: XCTestCase {
    func testHeldFrameGoesBackAfterItsLastRepeat() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sink = try VideoSink(path: dir.appendingPathComponent("held.mp4").path, settings: EncoderSettings(format: .mp4, width: 64, height: 48, fps: 30))
        defer { sink.cancel() }
        weak var shown: ConvertedFrame?
        do {
            let converted = try sink.encoder.convert(Bitmap(width: 64, height: 48))
            shown = converted
            try sink.append(converted, picture: nil, shows: 3)
        }
        XCTAssertNotNil(shown, "released before its repeats")
        try sink.appendRepeat()
        XCTAssertNotNil(shown, "released before its last repeat")
        try sink.appendRepeat()
        XCTAssertNil(shown, "kept after its last repeat")
        XCTAssertThrowsError(try sink.appendRepeat())
        XCTAssertEqual(sink.encoder.frameCount, 3)
    }
}
