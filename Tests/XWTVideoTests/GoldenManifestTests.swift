import XCTest
import XWTVideo

/// Every bundled preset at reduced size must reproduce its committed framemd5 manifest exactly.
///
/// Re-record deliberately with `XWT_RECORD_GOLDENS=1 scripts/test --filter GoldenManifestTests`
/// (the recording run fails on purpose) and say in the commit message why the pixels changed.
final class GoldenManifestTests: XCTestCase {
    func testEveryPresetMatchesItsGoldenManifest() throws {
        try TestSupport.requireReferencePlatform()
        let ids = try TestSupport.presets.ids()
        XCTAssertFalse(ids.isEmpty)
        var recorded: [String] = []
        for id in ids {
            let manifest = try TestSupport.manifest(of: TestSupport.job(id, width: TestSupport.goldenWidth), jobs: 2)
            let file = TestSupport.goldens.appendingPathComponent("\(id).framemd5")
            if TestSupport.recording {
                try manifest.write(to: file, atomically: true, encoding: .utf8)
                recorded.append(id)
                continue
            }
            guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
                XCTFail("\(id): no golden manifest at \(file.path); record it with XWT_RECORD_GOLDENS=1"); continue
            }
            if manifest != golden {
                let got = manifest.split(separator: "\n"), want = golden.split(separator: "\n")
                let first = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
                XCTFail("\(id): manifest differs from the golden at line \(first + 1) (\(got.count) vs \(want.count) lines)")
            }
        }
        if !recorded.isEmpty { XCTFail("recorded goldens for \(recorded.joined(separator: ", ")); unset XWT_RECORD_GOLDENS and rerun") }
    }
}
