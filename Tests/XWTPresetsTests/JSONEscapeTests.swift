import Foundation
import XCTest

@testable import XWTPresets

/// `\u` escapes in preset JSON: exactly four hex digits (RFC 8259), nothing `UInt32(_:radix:)`
/// would also read.
final class JSONEscapeTests: XCTestCase {
    private func message(_ text: String) -> String? {
        do {
            _ = try JSONValue.parse(Data(text.utf8))
            return nil
        } catch let error as JSONSyntaxError {
            return error.message
        } catch {
            return "an unexpected \(error)"
        }
    }

    func testAUnicodeEscapeTakesHexDigitsOnly() throws {
        XCTAssertEqual(try JSONValue.parse(Data(#"["\u0041\u00e9"]"#.utf8)), .array([.string("Aé")]))
        for escape in [#"\u+041"#, #"\u-041"#, #"\u 041"#, #"\u004"#] {
            let error = try XCTUnwrap(message(#"["\#(escape)"]"#), "\(escape) accepted")
            XCTAssertTrue(error.contains(#"a \u escape without four hex digits at line 1, column 3"#), error)
        }
    }
}
