import XWTEngine
import XWTMotion

/// A transition declared in a preset (docs/custom-transitions.md): layers of the two screens,
/// regions of them and solid colours, whose properties follow keyframe tracks.
///
/// Matched elements and modifiers are expanded into layers and tracks by the parser, so this is
/// all the renderer sees. Invariant: every track is valid (`DeclaredTrack`), durations > 0.
public struct DeclaredEffect: Sendable, Hashable {
    /// The forward (to) run.
    public var forward: DeclaredRun
    /// The back run; nil plays the forward run in reverse (from B back to A).
    public var back: DeclaredRun?
    /// Where listings (the gallery, the README's preset table) put presets of this declaration.
    public var library: Library
    public var family: String

    public init(forward: DeclaredRun, back: DeclaredRun? = nil, library: Library = .declared, family: String = "Declared") {
        self.forward = forward; self.back = back; self.library = library; self.family = family
    }
}

/// One run of a declared effect: its duration and its layers, bottom first (then by `z`).
public struct DeclaredRun: Sendable, Hashable {
    /// Seconds.
    public var duration: Double
    /// The container's eye distance for rotations about x and y, pt (m34 = −1/eye); nil: flat.
    public var perspective: Double?
    public var layers: [DeclaredLayer]

    public init(duration: Double, perspective: Double? = nil, layers: [DeclaredLayer]) {
        self.duration = duration; self.perspective = perspective; self.layers = layers
    }
}

/// Which screen of a run: the one shown before it (`from`) or after it (`to`).
public enum ScreenRole: String, Sendable, Hashable, CaseIterable {
    case from, to
}

/// What a declared layer shows.
public enum DeclaredContent: Sendable, Hashable {
    /// A whole screen.
    case screen(ScreenRole)
    /// A rectangle of a screen (pt): a view's snapshot. With `leavesHole` the whole-screen layers
    /// of that screen show the view's surroundings there instead (the view moved away).
    case region(ScreenRole, Rect, leavesHole: Bool)
    /// A solid colour filling `frame` (pt).
    case color(Color, frame: Rect)
}

/// A mask's shape; its rectangle and radius are the `mask…` tracks (layer bounds coordinates, pt).
public enum DeclaredMaskShape: String, Sendable, Hashable, CaseIterable {
    case rect, roundedRect, circle
}

/// One declared layer: content, anchor, z order and property tracks.
public struct DeclaredLayer: Sendable, Hashable {
    public var content: DeclaredContent
    /// Unit point of the bounds that position, rotation and scale refer to (default the centre).
    public var anchor: Point
    /// Core Animation's zPosition: higher draws above; equal keeps declaration order.
    public var z: Double
    /// Round the layer's translation to whole device pixels (CATransition push/moveIn/reveal draw
    /// unresampled screens).
    public var pixelAligned: Bool
    /// A region shows its screen's content alone: the image views without the buttons and scrims
    /// floating over them (the mock screens know both; a screenshot is its own content), as a
    /// matched element flies its own image.
    public var contentOnly: Bool
    public var mask: DeclaredMaskShape?
    public var tracks: [DeclaredProperty: DeclaredTrack]

    public init(
        content: DeclaredContent, anchor: Point = Point(0.5, 0.5), z: Double = 0, pixelAligned: Bool = false,
        contentOnly: Bool = false, mask: DeclaredMaskShape? = nil, tracks: [DeclaredProperty: DeclaredTrack] = [:]
    ) {
        self.content = content; self.anchor = anchor; self.z = z; self.pixelAligned = pixelAligned
        self.contentOnly = contentOnly; self.mask = mask; self.tracks = tracks
    }
}

/// An animatable property of a declared layer, with its unit and rest value.
public enum DeclaredProperty: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Translation, pt.
    case translationX, translationY, translationZ
    /// Where the anchor lies in the container, pt (default: where the frame puts it).
    case positionX, positionY
    /// The bounds' size, pt (default: the frame's); an image stretches to it.
    case width, height
    case scaleX, scaleY
    /// Degrees; x and y turn under the run's perspective.
    case rotationX, rotationY, rotationZ
    /// 0…1.
    case opacity
    /// pt; rounds the bounds (a layer without a mask).
    case cornerRadius
    /// A black shadow: opacity 0…1, blur radius pt, offset pt.
    case shadowOpacity, shadowRadius, shadowOffsetX, shadowOffsetY
    /// The mask's rectangle (its bounding box for a circle) and corner radius, pt, in the bounds.
    case maskX, maskY, maskWidth, maskHeight, maskRadius
    /// 0 shown, 1 hidden (keyframes hold their value until the next one).
    case hidden

    /// The unit as docs and errors print it.
    public var unit: String {
        switch self {
        case .translationX, .translationY, .translationZ, .positionX, .positionY, .width, .height, .cornerRadius, .shadowRadius,
            .shadowOffsetX, .shadowOffsetY, .maskX, .maskY, .maskWidth, .maskHeight, .maskRadius:
            return "pt"
        case .rotationX, .rotationY, .rotationZ: return "degrees"
        case .scaleX, .scaleY: return "× (1 = natural size)"
        case .opacity, .shadowOpacity: return "0…1"
        case .hidden: return "true or false"
        }
    }

    /// The values the property accepts.
    public var range: ClosedRange<Double> {
        switch self {
        case .opacity, .shadowOpacity, .hidden: return 0...1
        case .width, .height, .cornerRadius, .shadowRadius, .maskWidth, .maskHeight, .maskRadius: return 0...100_000
        case .scaleX, .scaleY: return -1000...1000
        default: return -100_000...100_000
        }
    }

    public static func < (a: DeclaredProperty, b: DeclaredProperty) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}
