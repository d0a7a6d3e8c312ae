import Foundation
import XCTest
import XWTVideo

/// Byte identity across separate processes, every format: what one process's in-process runs
/// cannot show (anything seeded by the process — its id, the clock, address layout — would differ
/// here). Each format is exported by two `xwt-video` processes with different `--jobs`, the poster
/// too.
final class CrossProcessBytesTests: XCTestCase {
    func testEveryFormatHasTheSameBytesFromTwoProcesses() throws {
        let cli = try TestSupport.requireCLI()
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ExportFormat.allCases {
            var outputs: [[Data]] = []
            for jobs in [1, 2] {
                let clip = "clip-\(jobs).\(format.fileExtension)", poster = "poster-\(jobs).png"
                var arguments = [
                    "export", "--preset", "circle-spread", "--presets-dir", TestSupport.presets.directory, "--format", format.rawValue,
                    "--width", "260", "--jobs", "\(jobs)", "-o", clip, "--poster", poster,
                ]
                if format != .gif { arguments += ["--frames", "18-41"] }
                let result = try TestSupport.run(cli, arguments, in: folder)
                XCTAssertEqual(result.status, 0, "\(format): \(result.err)")
                outputs.append(try [clip, poster].map { try Data(contentsOf: folder.appendingPathComponent($0)) })
            }
            XCTAssertGreaterThan(outputs[0][0].count, 1000, "\(format): a clip was written")
            XCTAssertEqual(outputs[0][0], outputs[1][0], "\(format): the clip's bytes differ between two processes")
            XCTAssertEqual(outputs[0][1], outputs[1][1], "\(format): the poster's bytes differ between two processes")
        }
    }
}
