/// The typefaces of the mock screens and captions, read from Debian's font packages (installed by
/// `scripts/setup`): Inter for Latin text in four weights — Inter Display from 20 pt up, as iOS
/// switches from SF Pro Text to SF Pro Display — and WenQuanYi Micro Hei for Chinese.
///
/// Chinese face: `fonts-wqy-microhei` (a 1.6 MB download) rather than Noto Sans CJK (56 MB): one
/// face with full GB 2312/GBK coverage is all the mock screens need, the setup stays quick on a
/// fresh machine, and its plain sans-serif sits well next to Inter. It has one weight, so medium
/// to bold are made by emboldening its outlines (as iOS synthesises bold for one-weight fonts).
final class FontSet: Sendable {
    /// Inter (text) faces, Inter Display faces and the Chinese face, indexed by `FontWeight.rawValue`.
    let text: [FontFace]
    let display: [FontFace]
    let chinese: [FontFace]

    static let interDirectory = "/usr/share/fonts/opentype/inter"
    static let chinesePath = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"

    /// The shared set, opened on first use; a missing file is a `FontError`.
    static func shared() throws -> FontSet { try loaded.get() }

    private static let loaded = Result<FontSet, any Error> { try FontSet() }

    private init() throws {
        func open(_ path: String, package: String) throws -> FontFile {
            guard let file = FontFile(path: path) else { throw FontError(path: path, package: package) }
            return file
        }
        func face(on file: FontFile, package: String, embolden: Double = 0) throws -> FontFace {
            guard let face = FontFace(file: file, embolden: embolden) else { throw FontError(path: file.path, package: package) }
            return face
        }
        func inter(_ name: String) throws -> FontFace {
            try face(on: open("\(Self.interDirectory)/\(name).otf", package: "fonts-inter"), package: "fonts-inter")
        }
        let weights = FontWeight.allCases
        text = try weights.map { try inter("Inter-\($0.fileSuffix)") }
        display = try weights.map { try inter("InterDisplay-\($0.fileSuffix)") }
        let chineseFile = try open(Self.chinesePath, package: "fonts-wqy-microhei")
        chinese = try weights.map { try face(on: chineseFile, package: "fonts-wqy-microhei", embolden: $0.chineseEmbolden) }
    }

    /// The Latin face for `size` points and `weight`, and the Chinese fallback face.
    func faces(size: Double, weight: FontWeight) -> (latin: FontFace, fallback: FontFace) {
        ((size >= 20 ? display : text)[weight.rawValue], chinese[weight.rawValue])
    }
}

/// A font weight the mock screens use.
public enum FontWeight: Int, CaseIterable, Sendable {
    case regular, medium, semibold, bold

    var fileSuffix: String {
        switch self {
        case .regular: "Regular";
        case .medium: "Medium";
        case .semibold: "SemiBold";
        case .bold: "Bold"
        }
    }

    /// Outline emboldening of the one-weight Chinese face, in em.
    var chineseEmbolden: Double {
        switch self {
        case .regular: 0;
        case .medium: 0.012;
        case .semibold: 0.024;
        case .bold: 0.036
        }
    }
}

/// A font file the text engine needs is missing or unreadable.
public struct FontError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let package: String
    public var description: String {
        "font \(path) is missing or unreadable: install the Debian package \(package) (scripts/setup does)"
    }
}
