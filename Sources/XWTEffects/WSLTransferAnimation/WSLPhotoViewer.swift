import XWTEngine
import XWTMotion

/// WSLTransferAnimation #1, the Weibo-style photo viewer (`WSLTransitionAnimationOne.m`,
/// `WSLAnimationOne.m`): the tapped thumbnail zooms to a W × H/2 image centred on a black page;
/// dragging the image shrinks the page's opacity, and a release past half of H/2 flies it home.
///
/// The viewer is WSL's own page (black, the tapped image stretched to (0, H/4, W, H/2)), so the
/// forward run ends there and the to screen is not shown. The cell's image stays hidden on A
/// (filled with the colour around it) from the tap until a dismissal finishes. 0.3 s, ease-in-out.
/// Present: the black page fades in 0 → 1 over A while a snapshot of the thumbnail flies from its
/// cell to the image frame. Tapped dismissal: the image's snapshot flies back while the page fades
/// out. Drag (`TransitionDrive.dragging`, no transition runs): the image follows the finger and the
/// whole page (image included) shows at opacity 1 − percent. Release past 0.5
/// (`TransitionDrive.afterDrag`): a snapshot of the image, at full opacity, flies from where the
/// finger left it to the cell while the page fades from 1 − percent to 0. Geometry in points.
struct WSLPhotoViewer: CatalogEffect {
    static let thumbnail = Parameter.rect(
        "thumbnail",
        default: Rect(
            x: gridPhoto5.minX / 375, y: gridPhoto5.minY / 667, width: gridPhoto5.width / 375, height: gridPhoto5.height / 667),
        unit: .canvasFraction,
        "the tapped cell's image on the from screen [x, y, w, h] as fractions of the canvas; default: the Weibo grid's fifth photo")

    static let descriptor = EffectDescriptor(
        id: "wsl-photo-viewer", library: .wslTransferAnimation, family: "PhotoViewer",
        summary: "WSL Weibo-style photo viewer: the thumbnail zooms to a full-width image on black; drag it down to shrink and fade it home",
        source: "WSLTransitionAnimationOne.m",
        construction:
            "A with the cell image filled, WSL's black page faded over it (as four rects around a dragged image), the stretched thumbnail flying between its cell and (0, H/4, W, H/2)",
        parameters: [thumbnail.spec], durations: DurationRule(to: 0.3, back: 0.3), endpointLaw: .endsInPose,
        defaultScreens: DefaultScreens(from: "weibo-grid", to: "weibo-viewer"))

    /// The `weibo-grid` screen's fifth photo (`photo-5`, the middle of its 3 × 3 grid of
    /// (375 − 2·16 − 2·4)/3-pt tiles from (16, 202), 4-pt gaps) at 375 × 667 pt.
    static let gridPhoto5 = Rect(x: 20 + 335.0 / 3, y: 206 + 335.0 / 3, width: 335.0 / 3, height: 335.0 / 3)

    /// The thumbnail on screen A as fractions of the canvas.
    let thumbnailFraction: Rect

    init(_ p: EffectParameters) { thumbnailFraction = p[Self.thumbnail] }

    /// WSLAnimationOne.m's free drag on the image (down); the present is a tap.
    var gesture: GestureTraits { GestureTraits(model: WSLGestureModel(style: .photoDrag), toGesture: .up, backGesture: .down) }

    /// The viewer's image frame: full width, half the height, centred.
    static func imageFrame(_ size: Size) -> Rect { Rect(x: 0, y: size.height / 4, width: size.width, height: size.height / 2) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        scene(direction: direction, progress: progress, drive: .animated, in: context)
    }

    func scene(direction: TransitionDirection, progress: Double, drive: TransitionDrive, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        let size = context.canvas.size
        let cell = Rect(
            x: thumbnailFraction.minX * size.width, y: thumbnailFraction.minY * size.height,
            width: thumbnailFraction.width * size.width, height: thumbnailFraction.height * size.height)
        let image = Self.imageFrame(size)
        switch drive {
        case let .dragging(translation, percent) where direction == .back:
            let moved = image.offsetBy(translation)
            let alpha = min(max(1 - percent, 0), 1)
            return Scene(
                background: context.background, kernel: hiddenCell(cell, in: context),
                layers: Self.page(around: moved, size: size, opacity: alpha) + [picture(cell, at: moved, opacity: alpha, in: context)])
        case let .afterDrag(translation, percent) where direction == .back:
            if p == 1 { return Scene(background: context.background, layers: [context.screenLayer(context.screenA)]) }
            let u = TimingCurve.easeInOut.value(p)
            let start = image.offsetBy(translation)
            return flight(from: start, to: cell, cell: cell, pageOpacity: min(max(1 - percent, 0), 1) * (1 - u), u: u, in: context)
        default:
            // The tapped runs (and the rest states after a drag, which equal them).
            let u = TimingCurve.easeInOut.value(p)
            if direction == .to {
                if p == 0 { return Scene(background: context.background, layers: [context.screenLayer(context.screenA)]) }
                if p == 1 { return viewer(cell, image, in: context) }
                return flight(from: cell, to: image, cell: cell, pageOpacity: u, u: u, in: context)
            }
            if p == 0 { return viewer(cell, image, in: context) }
            if p == 1 { return Scene(background: context.background, layers: [context.screenLayer(context.screenA)]) }
            return flight(from: image, to: cell, cell: cell, pageOpacity: 1 - u, u: u, in: context)
        }
    }

    /// The viewer at rest: the black page and the stretched thumbnail at the image frame.
    private func viewer(_ cell: Rect, _ image: Rect, in context: EffectContext) -> Scene {
        Scene(
            background: context.background,
            layers: [Layer(frame: context.bounds, content: .color(.black)), picture(cell, at: image, opacity: 1, in: context)])
    }

    /// A with the cell's image hidden, the black page at `pageOpacity`, and the image's snapshot
    /// (full opacity) on its way from `start` to `end` at eased progress `u`.
    private func flight(from start: Rect, to end: Rect, cell: Rect, pageOpacity: Double, u: Double, in context: EffectContext) -> Scene {
        var page = Layer(frame: context.bounds, content: .color(.black))
        page.opacity = pageOpacity
        return Scene(
            background: context.background, kernel: hiddenCell(cell, in: context),
            layers: [page, picture(cell, at: MagicMove.frame(from: start, to: end, at: u), opacity: 1, in: context)])
    }

    /// Screen A with the cell's image hidden (the shared frame-tween backdrop, A alone).
    private func hiddenCell(_ cell: Rect, in context: EffectContext) -> CrossFadeKernel {
        CrossFadeKernel(
            from: context.screenB, to: context.screenA, background: context.background.premultiplied,
            fromAlpha: 0, toAlpha: 1, fromHoles: [],
            toHoles: [CrossFadeKernel.Hole(covering: cell, of: context.screenA, canvas: context.canvas)])
    }

    /// The tapped image (the cell's crop of A) stretched to `frame`.
    private func picture(_ cell: Rect, at frame: Rect, opacity: Double, in context: EffectContext) -> Layer {
        var layer = context.sliceLayer(context.screenA, frame: cell)
        layer.bounds = frame.size
        layer.position = Point(frame.minX + frame.width / 2, frame.minY + frame.height / 2)
        layer.opacity = opacity
        return layer
    }

    /// The black page minus the image at `hole`: up to four rectangles (above, below, left, right)
    /// that do not overlap the image, so page and image fade as one group at `opacity`.
    static func page(around hole: Rect, size: Size, opacity: Double) -> [Layer] {
        let top = min(max(hole.minY, 0), size.height), bottom = min(max(hole.maxY, 0), size.height)
        let left = min(max(hole.minX, 0), size.width), right = min(max(hole.maxX, 0), size.width)
        let rects = [
            Rect(x: 0, y: 0, width: size.width, height: top),
            Rect(x: 0, y: bottom, width: size.width, height: size.height - bottom),
            Rect(x: 0, y: top, width: left, height: bottom - top),
            Rect(x: right, y: top, width: size.width - right, height: bottom - top),
        ]
        return rects.filter { $0.width > 0 && $0.height > 0 }.map {
            var layer = Layer(frame: $0, content: .color(.black))
            layer.opacity = opacity
            return layer
        }
    }
}

private extension Rect {
    func offsetBy(_ t: Point) -> Rect { Rect(x: minX + t.x, y: minY + t.y, width: width, height: height) }
}
