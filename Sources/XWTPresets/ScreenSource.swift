import XWTEngine
import XWTScreens
import XWTSuggestions

/// Where a screen image comes from.
public enum ScreenSource: Sendable, Hashable, CustomStringConvertible {
    /// A built-in mock screen, drawn at the preset's device size.
    case mock(MockScreen)
    /// A PNG or JPEG file (absolute path, or relative to the preset file's folder when loaded).
    case file(String)

    /// What a screen may be named as, for errors: a built-in screen's name or a screenshot's path.
    public static let expectation =
        "a built-in screen (" + MockScreen.allCases.map(\.rawValue).joined(separator: ", ") + ") or a .png/.jpg/.jpeg path"

    /// `text` as a screen, the one reading presets (`screens.from`) and the CLI (`--from`) share: a
    /// built-in screen's name, else a path ending in .png, .jpg or .jpeg (any case), as given; nil otherwise.
    public init?(parsing text: String) {
        if let mock = MockScreen(rawValue: text) {
            self = .mock(mock)
            return
        }
        let lower = text.lowercased()
        guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else { return nil }
        self = .file(text)
    }

    /// "; did you mean list?" when `text` is near a built-in screen's name (empty otherwise).
    public static func hint(for text: String) -> String { NameSuggestions.hint(for: text, in: MockScreen.allCases.map(\.rawValue)) }

    public var description: String {
        switch self {
        case let .mock(screen): return screen.rawValue
        case let .file(path): return path
        }
    }

    /// The screen's bars on `device` at `size`: a mock screen's own, an image's as declared (`images`).
    public func chrome(device: Device, size: Size, images: ScreenChrome) -> ScreenChrome {
        switch self {
        case let .mock(screen): return screen.chrome(device: device, size: size)
        case .file: return images
        }
    }
}
