import Foundation
import XCTest

@testable import XWTPreview

/// The page's requests refused as `PreviewEdits` refuses them: one line naming the key, the
/// expected and the found, and the right status — 413 only for a body over the limit.
final class RequestRefusalTests: XCTestCase {
    private func order(_ text: String) throws -> ExportOrder { try ExportOrder(body: Data(text.utf8)) }

    /// The one line `text` is refused with (fails when it is taken).
    private func refusal(_ text: String) -> String {
        do {
            let taken = try order(text)
            return "taken: \(taken.format) \(String(describing: taken.width)) \(taken.alpha)"
        } catch { return "\(error)" }
    }

    func testExportOrdersTakeTheirThreeKeys() throws {
        let full = try order(#"{"format": "webm", "width": 320, "alpha": true}"#)
        XCTAssertEqual(full.format, .webm)
        XCTAssertEqual(full.width, 320)
        XCTAssertTrue(full.alpha)
        let plain = try order(#"{"format": "gif", "alpha": false}"#)
        XCTAssertEqual(plain.width, nil)
        XCTAssertFalse(plain.alpha)
        XCTAssertFalse(try order(#"{"format": "mp4", "width": null, "alpha": null}"#).alpha)
    }

    func testAnAlphaThatIsNotABooleanIsRefusedNotTakenAsFalse() {
        XCTAssertEqual(refusal(#"{"format": "webm", "alpha": "yes"}"#), #"body.alpha: expected true or false; found a string ("yes")"#)
        XCTAssertEqual(refusal(#"{"format": "webm", "alpha": 1}"#), "body.alpha: expected true or false; found a number (1)")
    }

    func testUnknownKeysAreRefusedAsTheEditsRefuseThem() throws {
        XCTAssertEqual(
            refusal(#"{"format": "webm", "widht": 320}"#), "body.widht: expected one of format, width, alpha; found an unknown key")
        let edits = try XCTUnwrap(
            { () -> PreviewError? in
                do { _ = try PreviewEdits(body: Data(#"{"devise": "iphone-se"}"#.utf8)) } catch let error as PreviewError { return error } catch {}
                return nil
            }())
        XCTAssertEqual("\(edits)", "body.devise: expected one of effect, device, appearance, statusBar; found an unknown key")
        XCTAssertTrue(refusal("[1]").hasPrefix("body: expected a JSON object; found an array"), refusal("[1]"))
        XCTAssertTrue(refusal("{").hasPrefix("body: not valid JSON: "), refusal("{"))
        for text in [#"{"format": "webm", "alpha": "yes"}"#, #"{"format": "webm", "extra": 1}"#, "{"] {
            XCTAssertEqual(PreviewServer.failure(PreviewError.badRequest(refusal(text))).status, 400)
            XCTAssertFalse(refusal(text).contains("\n"))
        }
    }

    /// A body the client broke off is a bad request (400) naming why; only a body over the limit is 413.
    func testOnlyATooLargeBodyIs413() async throws {
        struct BrokenOff: Error, CustomStringConvertible { var description: String { "the connection closed mid-body" } }
        let broken = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(Data("{\"format\": ".utf8))
            continuation.finish(throwing: BrokenOff())
        }
        let brokenStatus = await status(reading: broken)
        XCTAssertEqual(brokenStatus.status, 400, brokenStatus.line)
        XCTAssertEqual(brokenStatus.line, "body: cannot be read (the connection closed mid-body)\n")

        let large = AsyncThrowingStream<Data, any Error> { continuation in
            for _ in 0...PreviewServer.bodyLimit / 1024 { continuation.yield(Data(repeating: 32, count: 1024)) }
            continuation.finish()
        }
        let largeStatus = await status(reading: large)
        XCTAssertEqual(largeStatus.status, 413, largeStatus.line)
        let declared = await status(reading: AsyncThrowingStream<Data, any Error> { $0.finish() }, declaredLength: PreviewServer.bodyLimit + 1)
        XCTAssertEqual(declared.status, 413, "a Content-Length over the limit is refused before reading")

        let exact = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(Data(repeating: 32, count: PreviewServer.bodyLimit))
            continuation.finish()
        }
        let read = try await PreviewServer.bytes(of: exact, declaredLength: PreviewServer.bodyLimit)
        XCTAssertEqual(read.count, PreviewServer.bodyLimit, "a body of exactly the limit is taken")
        let small = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(Data("{}".utf8))
            continuation.finish()
        }
        let smallRead = try await PreviewServer.bytes(of: small)
        XCTAssertEqual(String(decoding: smallRead, as: UTF8.self), "{}")
    }

    /// The status and line the server answers when reading `body` fails.
    private func status(reading body: AsyncThrowingStream<Data, any Error>, declaredLength: Int? = nil) async -> (status: Int, line: String) {
        do {
            let data = try await PreviewServer.bytes(of: body, declaredLength: declaredLength)
            return (200, "read \(data.count) bytes")
        } catch {
            let reply = PreviewServer.failure(error)
            guard case let .bytes(line) = reply.body else { return (reply.status, "not one line") }
            return (reply.status, String(decoding: line, as: UTF8.self))
        }
    }
}
