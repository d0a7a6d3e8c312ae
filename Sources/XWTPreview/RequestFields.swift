import Foundation
import XWTPresets

/// A request body read as a JSON object of known keys, as `POST /api/params` and
/// `POST /api/export` take them: anything else is a bad request naming the key.
enum RequestFields {
    /// The object in `body`; not JSON, not an object or a key outside `allowed` is one line.
    static func parse(_ body: Data, allowed: [String]) throws -> [String: JSONValue] {
        let json: JSONValue
        do { json = try JSONValue.parse(body) } catch let error as JSONSyntaxError { throw PreviewError.badRequest("body: not valid JSON: \(error.message)") }
        guard case let .object(fields) = json else { throw PreviewError.badRequest("body: expected a JSON object; found \(json.kindDescription)") }
        if let key = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw PreviewError.badRequest("body.\(key): expected one of \(allowed.joined(separator: ", ")); found an unknown key")
        }
        return fields
    }
}
