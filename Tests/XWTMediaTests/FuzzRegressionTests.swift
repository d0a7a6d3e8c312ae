import Foundation
import XCTest
import XWTTestSupport

@testable import XWTMedia

/// Inputs the coverage-guided fuzzers (scripts/fuzz-coverage, docs/reliability.md) found, kept as
/// ordinary cases. The join fuzzer's leak shows when its input is fuzzed again (`scripts/fuzz-coverage
/// join`, LeakSanitizer per input); the assertions here hold in every build.
final class FuzzRegressionTests: MediaTestCase {
    /// An mp4 part the join fuzzer cut down (no usable video stream): `JoinInput` threw before
    /// its `deinit` could run and leaked the demuxer. Now a one-line error naming the part, and
    /// no output file.
    func testAJoinPartWithoutAUsableStreamFailsCleanly() throws {
        let folder = try makeTemporaryFolder(self)
        let part = folder + "/part.mp4", output = folder + "/joined.mkv"
        let bytes = try XCTUnwrap(Data(base64Encoded: Self.joinLeakPart, options: .ignoreUnknownCharacters))
        XCTAssertTrue(FileManager.default.createFile(atPath: part, contents: bytes))
        XCTAssertThrowsError(try ClipJoiner.join([part, part], to: output)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(part), text)
            XCTAssertFalse(text.contains("\n"), text)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    /// An mp4 part whose `stss` box claims 2²⁸ + 1 keyframes (the join fuzzer's finding, rebuilt
    /// from a real segment): libavformat reserves 1 GiB for the table before it finds the box too
    /// short, which the fuzzer's 1-GB malloc limit reported. The reservation is never touched; the
    /// join fails with one line naming the part and writes nothing.
    func testAJoinPartWithAHugeKeyframeTableFailsCleanly() throws {
        let folder = try makeTemporaryFolder(self)
        let segment = folder + "/segment.mp4", part = folder + "/part.mp4", output = folder + "/joined.mp4"
        let encoder = try VideoEncoder(path: segment, settings: EncoderSettings(format: .mp4, width: 48, height: 32, fps: 30))
        for frame in TestFrames.frames(6, width: 48, height: 32) { try encoder.append(frame) }
        try encoder.finish()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: segment)))
        let stss = try XCTUnwrap(bytes.indices.dropLast(12).first { bytes[$0..<$0 + 4].elementsEqual("stss".utf8) })
        bytes.replaceSubrange(stss + 8..<stss + 12, with: [0x10, 0x00, 0x00, 0x01])  // entry count, after version and flags
        XCTAssertTrue(FileManager.default.createFile(atPath: part, contents: Data(bytes)))
        XCTAssertNoThrow(try ClipJoiner.join([segment, segment], to: folder + "/unpatched.mp4"), "the segment itself joins")
        XCTAssertThrowsError(try ClipJoiner.join([part, part], to: output)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(part), text)
            XCTAssertFalse(text.contains("\n"), text)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    /// A 34-byte PNG header the image fuzzer found, declaring 2919300864 × 4294967295 px: the
    /// pixel-budget check multiplied the sides and trapped on the overflow. Now refused as too large.
    func testAPNGHeaderWithHugeSidesIsRefusedNotTrapped() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/huge.png"
        let bytes: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0xAE, 0x00, 0xFF, 0x00, 0xFF, 0xFF, 0xFF, 0xFF,
            0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x3B, 0x82,
        ]
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        XCTAssertThrowsError(try ImageCodec.decode(path: path)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(path) && text.contains("expected at most 33554432 pixels"), text)
        }
    }

    /// .build-fuzz/findings/join-leak-350b8deb1877226760a526aa138174f052ada75b (2540 bytes).
    static let joinLeakPart = """
        AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDEAAANybW9vdgAAAGxtdmhkAAAAAAAAAAAAAAAAAAAD6AAAAGQAAQAAAQAAAAAAAAAAAAAAAAEAAAAA
        AAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAsF0cmFrAAAAXHRraGQAAAADAAAAAAAAAAAAAAAB
        AAAAAAAAAGQAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAADAAAABUAAAAAAAkZZS1vlMMIVQb7aUgmQkypoEn
        P8Axo1CCMWdrxoIIsrB5TWGzqUVrk2NaO3IpyNb9aVKrqYMEgCEweK6pK5C6k8iGOlyZQqyhiU+vyYhwZHRzAAAAHGVsc3QAAAAAAAAAAQAAAGQAAAIAAAEA
        AAAAAjltZGlhAAAAIG1kaGQAAAAAAAAAAAAAAAAAADwAAAAGAFXEAAAAAAAtaGRscgAAAAAAAAAAdmlkZQAAAAAAAAAAAAAAAFZpZGVvSGFuZGxlcgAAAAHk
        bWluZgAAABR2bWhkAAAAAQAAAAAAAAAAAAAAJGRpbmYAAAAcZHJlZgAAAAAAAAABAAAADHVybCAAAAABAAABpHN0YmwAAADUc3RzZAAAAAAAAAABAAAAxGF2
        YzEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAMABUAEgAAABIAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAACA/AAAgPwAAAAGHN0dHMAAAAAAAAAAQAA
        AAYAAAEAAAAAFHN0c3MAAAAAAAAAAQAAAAEAAABAY3R0cwAAAAAAAAAGAAAAAQAAAgAAAAABAAAFAAAAAAEAAAIAAAAAAQAAAAAAAAABAAABAAAAAAEAAAIA
        AAAAHHN0c2MAAAAAAAAAAQAAAAEAAAAGAAAAAQAAACxzdHN6AAAAAAAAAAAAAAAGAAAGNgAAAAwAAAAMAAAADAAAAAwAAAANAAAAFHN0Y28AAAAAAAAAAQAA
        A6IAAAA9dWR0YQAAADVtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABtZGlyYXBwbAAAAAAAAAAAAAAAAAhpbHN0AAAACGZyZWUAAAZ7bWRhdAAAAqwGBf//qNxF
        6b3m2Ui3lizYINkj7u94MjY0IC0gY29yZSAxNjQgcjMwOTUgYmFlZTQwMCAtIEguMjY0L01QRUctNCBBVkMgY29kZWMgLSBDb3B5bGVmdCAyMDAzLTIwMjIg
        LSBodHRwOi8vd3d3LnZpZGVvbGFuLm9yZy94MjY0Lmh0bWwgLSBvcHRpb25zOiBjYWJhYz0xIHJlZj0xIGRlYmxvY2s9MTowOjAgYW5hbHlzZT0weDM6MHgx
        MTMgbWU9aGV4IHN1Ym1lPTIgcHN5PTEgcHN5X3JkPTEuMDA6MC4wMCBtaXhlZF9yZWY9MCBtZV9yYW5nZT0xNiBjaHJvbWFfbWU9MSB0cmVsbGlzPTAgOHg4
        ZGN0PTEgY3FtPTAgZGVhZHpvbmU9MjEsMTEgZmFzdF9wc2tpcD0xIGNocm9tYV9xcF9vZmZzZXQ9MCB0aHJlYWRzPTEgbG9va2FoZWFkX3RocmVhZHM9MSBz
        bGljZWRfdGhyZWFkcz0wIG5yPTAgZGVjaW1hdGU9MSBpbnRlcmxhY2VkPTAgYmx1cmF5X2NvbXBhdD0wIGNvbnN0cmFpbmVkX2ludHJhPTAgYmZyYW1lcz0z
        IGJfcHlyYW1pZD0yIGJfYWRhcHQ9MSBiX2JpYXM9MCBkaXJlY3Q9MSB3ZWlnaHRiPTEgb3Blbl9nb3A9MCB3ZWlnaHRwPTEga2V5aW50PTI1MCBrZXlpbnRf
        bWluPTI1IHNjZW5lY3V0PTQwIGludHJhX3JlZnJlc2g9MCByY19sb29rYWhlYWQ9NSByYz1jcmYgbWJ0cmVlPTEgY3JmPTIwLjAgcWNvbXA9MC42MCBxcG1p
        bj0wIHFwbWF4PTY5IHFwc3RlcD00IGlwX3JhdGlvPTEuNDAgYXE9MToxLjAwAIAAAAOCZYiEACH/5OAPg7IUq5KeKOIEVG7kskdnN7ihnG4HXxe2C9Bgh7Kt
        fFmZP5P9ERLGsIGHNGOPuGFgDWA36KFrLBYjK+wl2tZydKc1ixdvXihLgo/r6k+Ja/gZ9QRNCUX1cuJ0MjAkF22Jn95etC4J4skXpZPixWJLJeFKrcbbGT6o
        VdrtHcs+ccu4i2ZafQ6warnE2LGTkKrwzVF+pIwa8m7ajProlMZ9thLzMI268YDhNZT+3kCsvIb/GrhRydlf+BjN4BmzE015McDGonMTpMruaF2xWe1QaZgh
        r35E63rZoTkBv39e/uun5N3owHJQma1nTX3xXaKJg7gPKNBBnGml7h4SZHsZGfNHUeMEfiHy61HzB+f/0ZABKYQAN4YaDes3kq+u2NEr+u+F3DbTVlMchi8Y
        uPEc3ePISRvmAeuqgWz7JN/UxorKXxLJivaj7gZNHKHYp4OXQQBWogi/FeN35PVGaoghfzBbqpOs8+5S5SEviOnACXO5K29npXm/vGfQWFoxqTDKP3d8gDhw
        kRPUHojmRnAkl30C8KpQ5RPNXBBhFp5OkS0U0WLJU1dpcCjbVX6xd7hHt+Z33577nCarDRiPoXwkAGz8xaPyiDCKDpQeD5tuVN5c1z9p41iSMtKuHyYNOk8m
        sp1RybJphmwZqpl+RvbcIvJ0t+r8VUT6k8b+nc8Oy0WXlWzMnf/4wbloM9ZZB52xrMrrMrL6Qbuc/iHdwBMHmUui3KVueLOikSEEidDUtcDXcsPykGoJsfiB
        ttZ3XRbVtM8qQLk30dvhDRJEELKUUqao43kswPySrn/3G9vawHDFEpFJBEs14G1M65a0uvY5kHTH3jkI+Z+nEg3Np20jNfllkqUT/akC29KUTz8uNagk+W+g
        h8Me1rhS0BjpRhmu5Kvb82EjBPLIKZ/Pon9Y0VYTwSk/a3wTB4kute94JoblHau9Mdnbz15EFTGVvEVeDcV6LLNHarM+gWkXSIFfNAEtvAvw2GpWtGiAxB/J
        YJf1XMGP389DCyG7hiA70LEZm9+bOPuQ4ouutQ9MbZYQVosATbn1aVGCyDpY4UanmLmRfnNYXrRb2YfURkB5QInimBWT9PIKrIIYcV+vgh7C4dZMFNppoG1I
        rz/D3gGmKM0uv3dGa22IGeiF5+1Kv/tJmPN+kBiWRqXCKLQ+51n9eZ0VZP06Ghwx7QAAAAhBmiQYhb8HrAAAAAhBnkJCFv9QwQAAAAgBnmFENf9fwAAAAAgB
        AAAAAAAtaGQAAAlBmmU0TENfDNk=
        """
}
