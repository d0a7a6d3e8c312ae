import Foundation
import XWTPresets
import XWTScreens

/// What the page changed (`POST /api/params`): effect parameters merged into the file's `effect`
/// object, and the device, appearance and status bar over the command line's.
///
/// Body: `{"effect": {"distance": 200}, "device": "iphone-15-pro", "appearance": "dark",
/// "statusBar": "none"}`; every key optional, `null` drops an earlier change.
public struct PreviewEdits: Sendable, Hashable {
    public var effect: [String: JSONValue] = [:]
    public var device: Device?
    public var appearance: Appearance?
    public var statusBar: StatusBarMode?

    public init() {}

    /// The edits in `body`; a bad one is one line naming its key, the expected and the found.
    public init(body: Data) throws {
        let fields = try RequestFields.parse(body, allowed: ["effect", "device", "appearance", "statusBar"])
        switch fields["effect"] {
        case nil, .null?: break
        case let .object(params)?: effect = params
        case let other?: throw PreviewError.badRequest("body.effect: expected an object of parameter values; found \(other.kindDescription)")
        }
        device = try Self.choice(fields, "device", Device.all.map { ($0.id, $0) })
        appearance = try Self.choice(fields, "appearance", Appearance.allCases.map { ($0.rawValue, $0) })
        statusBar = try Self.choice(fields, "statusBar", StatusBarMode.allCases.map { ($0.rawValue, $0) })
    }

    /// The file's JSON with `effect` merged into its `effect` object (nil values removed); nil when
    /// there is nothing to merge or the file is not a JSON object (the parser then says why).
    func merged(into data: Data) -> Data? {
        guard !effect.isEmpty, case var .object(top)? = try? JSONValue.parse(data), case var .object(own)? = top["effect"] else { return nil }
        for (name, value) in effect { own[name] = value == .null ? nil : value }
        top["effect"] = .object(own)
        return Data(JSONText.write(.object(top)).utf8)
    }

    /// `overrides` with the device, appearance and status bar set here.
    func applied(to overrides: PresetOverrides) -> PresetOverrides {
        var result = overrides
        if let device { result.device = device }
        if let appearance { result.appearance = appearance }
        if let statusBar { result.statusBar = statusBar }
        return result
    }

    private static func choice<T>(_ fields: [String: JSONValue], _ key: String, _ options: [(String, T)]) throws -> T? {
        switch fields[key] {
        case nil, .null?: return nil
        case let .string(name)?:
            guard let found = options.first(where: { $0.0 == name }) else {
                throw PreviewError.badRequest("body.\(key): expected one of \(options.map(\.0).joined(separator: ", ")); found \"\(name)\"")
            }
            return found.1
        case let other?: throw PreviewError.badRequest("body.\(key): expected a string; found \(other.kindDescription)")
        }
    }
}

/// A request the server refuses, as its status and one line.
public enum PreviewError: Error, CustomStringConvertible {
    case badRequest(String)
    case notFound(String)
    case tooLarge(String)
    /// The preset does not load (its one-line error).
    case broken(String)

    public var description: String {
        switch self {
        case let .badRequest(line), let .notFound(line), let .tooLarge(line), let .broken(line): return line
        }
    }
}
