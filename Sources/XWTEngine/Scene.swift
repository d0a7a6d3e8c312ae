/// What a layer draws inside its bounds.
public enum LayerContent: Sendable {
    /// Nothing of its own (a pure container for sublayers).
    case none
    /// A premultiplied image stretched to the bounds; `contentsRect` selects a unit sub-rectangle of it.
    /// Samples outside [0, 1] repeat the edge pixels.
    case image(Bitmap, contentsRect: Rect = .unit)
    /// A solid colour.
    case color(Color)
    /// An axial gradient (CAGradientLayer).
    case gradient(AxialGradient)
}

/// An axial gradient; `start` and `end` are unit coordinates of the layer bounds, evaluated in points.
public struct AxialGradient: Sendable {
    public var start: Point
    public var end: Point
    /// Stops at locations 0…1, sorted; at least one.
    public var stops: [(location: Double, color: Color)]
    public init(start: Point, end: Point, colors: [Color]) {
        precondition(!colors.isEmpty, "a gradient needs at least one colour")
        self.start = start; self.end = end
        let n = colors.count
        stops = colors.enumerated().map { (n == 1 ? 0 : Double($0.offset) / Double(n - 1), $0.element) }
    }
}

/// A shape mask in the layer's own bounds coordinates (points): the layer shows inside it,
/// with an anti-aliased edge one device pixel wide.
public enum ShapeMask: Sendable, Hashable {
    case circle(center: Point, radius: Double)
    case rect(Rect)
    /// `rect` with corners rounded by `radius` (a layer's cornerRadius with masksToBounds).
    case roundedRect(Rect, radius: Double)
}

/// One layer of the Core Animation model (docs/architecture.md).
///
/// Maps a local point `q` (points, measured from the anchor) to its parent as
/// `q · transform + position (+ zPosition on z)`, then through the parent's `sublayerTransform`
/// about the parent's centre.
public struct Layer: Sendable {
    public var bounds: Size
    public var anchorPoint = Point(0.5, 0.5)
    public var position: Point
    public var transform = Transform3D.identity
    public var sublayerTransform = Transform3D.identity
    public var opacity = 1.0
    public var zPosition = 0.0
    public var isHidden = false
    public var content: LayerContent
    public var mask: ShapeMask?
    /// Core Animation's `allowsEdgeAntialiasing` (default off): when off, a pixel is drawn iff its
    /// centre lies inside the projected bounds, so layers that share an edge leave no seam.
    public var edgeAntialiasing = false
    /// Drawn after this layer, flattened into its plane, in array order.
    public var sublayers: [Layer] = []

    public init(bounds: Size, position: Point, content: LayerContent) {
        self.bounds = bounds; self.position = position; self.content = content
    }

    /// A layer occupying `frame` in its parent (anchor at the centre, identity transform).
    public init(frame: Rect, content: LayerContent) {
        self.init(
            bounds: frame.size,
            position: Point(frame.minX + frame.width / 2, frame.minY + frame.height / 2),
            content: content)
    }

    /// Moves the anchor without moving the layer (the frame stays put; rotations then pivot there).
    public mutating func setAnchorKeepingFrame(_ anchor: Point) {
        position.x += (anchor.x - anchorPoint.x) * bounds.width
        position.y += (anchor.y - anchorPoint.y) * bounds.height
        anchorPoint = anchor
    }
}

/// Everything one frame shows: a background, an optional kernel pass, then layers in one 3D context.
public struct Scene: Sendable {
    public var background: Color
    /// The container's sublayerTransform (e.g. m34 perspective), applied about the canvas centre.
    public var sublayerTransform: Transform3D
    /// Drawn first, over the background, when present.
    public var kernel: (any PixelKernel)?
    /// Depth-sorted by `zPosition` + transformed centre z; ties keep array order.
    public var layers: [Layer]

    public init(
        background: Color = .black, sublayerTransform: Transform3D = .identity,
        kernel: (any PixelKernel)? = nil, layers: [Layer] = []
    ) {
        self.background = background; self.sublayerTransform = sublayerTransform
        self.kernel = kernel; self.layers = layers
    }
}
