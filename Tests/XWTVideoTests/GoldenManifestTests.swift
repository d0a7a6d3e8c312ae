import Foundation
import XCTest
import XWTTestSupport
import XWTVideo

/// Every bundled preset at reduced size must reproduce its committed framemd5 manifest exactly.
///
/// Re-record deliberately with `scripts/record [PRESET-OR-EFFECT…]` (`GoldenFiles`: the recording run
/// fails on purpose) and say in the commit message why the pixels changed. `XWT_GOLDENS=ID` checks
/// the presets of that id or effect alone (docs/testing.md).
final class GoldenManifestTests: XCTestCase {
    func testEveryPresetMatchesItsGoldenManifest() throws {
        try TestSupport.requireReferencePlatform()
        let ids = try TestSupport.presets.ids()
        XCTAssertFalse(ids.isEmpty)
        let goldens = GoldenFiles(directory: TestSupport.goldens, what: "golden manifest")
        for id in ids {
            let job = try TestSupport.job(id, width: TestSupport.goldenWidth)
            guard GoldenFiles.includes(id, job.preset.effect.rawValue) else { continue }
            let manifest = try TestSupport.manifest(of: job, jobs: 2)
            try goldens.check(
                "\(id).framemd5",
                difference: { file in
                    let golden = try String(contentsOf: file, encoding: .utf8)
                    guard manifest != golden else { return nil }
                    let got = manifest.split(separator: "\n"), want = golden.split(separator: "\n")
                    let first = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
                    return "manifest differs from the golden at line \(first + 1) (\(got.count) vs \(want.count) lines)"
                },
                write: { try manifest.write(to: $0, atomically: true, encoding: .utf8) })
        }
        for failure in try goldens.failures(isGolden: { $0 != "README.md" }) { XCTFail(failure) }
    }
}
