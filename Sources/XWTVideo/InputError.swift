/// A command-line input that cannot be used, as one line saying what was expected and found.
public struct InputError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
