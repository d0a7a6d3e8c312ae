import Foundation
import XWTEngine
import XWTMotion

extension DeclaredRun {
    /// The run's layers at run fraction `t`, its from screen A (else B), as Core Animation layers
    /// of one container (its perspective the run's eye distance).
    func scene(at t: Double, fromIsA: Bool, in context: EffectContext) -> Scene {
        let screens = RunScreens(context, fromIsA: fromIsA)
        let holes = (from: holeLayers(.from, screens.from, screens.fromControls, context), to: holeLayers(.to, screens.to, screens.toControls, context))
        var out: [Layer] = []
        for declared in layers {
            let pose = DeclaredPose(declared, at: t)
            guard !pose.isHidden else { continue }
            var layer = declared.baseLayer(screens, holes: holes, in: context)
            pose.apply(to: &layer, declared: declared, canvas: context.canvas)
            out += pose.shadowLayers(under: layer)
            out.append(layer)
        }
        let container = perspective.map { Transform3D.perspective(eyeDistance: $0) } ?? .identity
        return Scene(background: context.background, sublayerTransform: container, layers: out)
    }

    /// The holes the regions of screen `role` leave in it, in screen points, each under the part of
    /// the screen's floating controls over it (buttons are the hidden view's siblings: they stay).
    private func holeLayers(_ role: ScreenRole, _ screen: Bitmap, _ controls: Bitmap?, _ context: EffectContext) -> [Layer] {
        layers.flatMap { layer -> [Layer] in
            guard case let .region(owner, rect, leavesHole: true) = layer.content, owner == role else { return [] }
            let hole = layer.hole(rect, of: role, in: screen, canvas: context.canvas)
            return [hole] + (controls.map { [context.sliceLayer($0, frame: rect)] } ?? [])
        }
    }
}

extension DeclaredLayer {
    /// The layer before its tracks apply: a screen (with the holes of its regions), a screen's
    /// region (of its content alone with `contentOnly`) or a colour, at its declared frame.
    fileprivate func baseLayer(_ screens: RunScreens, holes: (from: [Layer], to: [Layer]), in context: EffectContext) -> Layer {
        switch content {
        case let .screen(role):
            var layer = context.screenLayer(role == .from ? screens.from : screens.to)
            layer.sublayers = role == .from ? holes.from : holes.to
            return layer
        case let .region(role, rect, _):
            let image = contentOnly ? (role == .from ? screens.fromContent : screens.toContent) : (role == .from ? screens.from : screens.to)
            return context.sliceLayer(image, frame: rect)
        case let .color(color, frame):
            return Layer(frame: frame, content: .color(color))
        }
    }

    /// What a region leaves behind on `screen`: its surroundings' colour over its rectangle (a
    /// hidden view shows its superview; the colour rule of `CrossFadeKernel.Hole`), rounded as the
    /// region is where it rests: a from region at the start of the run, a to region at its end.
    fileprivate func hole(_ rect: Rect, of role: ScreenRole, in screen: Bitmap, canvas: Canvas) -> Layer {
        let fill = CrossFadeKernel.Hole(covering: rect, of: screen, canvas: canvas).color
        let alpha = Double(fill.a) / 255
        let straight = { (c: UInt8) in alpha > 0 ? Double(c) / 255 / alpha : 0 }
        var layer = Layer(frame: rect, content: .color(Color(red: straight(fill.r), green: straight(fill.g), blue: straight(fill.b), alpha: alpha)))
        let radius = tracks[.cornerRadius]?.value(at: role == .from ? 0 : 1) ?? 0
        if radius > 0 { layer.mask = .roundedRect(Rect(x: 0, y: 0, width: rect.width, height: rect.height), radius: radius) }
        return layer
    }
}

/// The screens of one run: whole, their content alone (`EffectContext.elementsA`/`B`) and the
/// controls floating over it (`controlsA`/`B`, nil when none).
private struct RunScreens {
    let from: Bitmap, to: Bitmap, fromContent: Bitmap, toContent: Bitmap
    let fromControls: Bitmap?, toControls: Bitmap?

    init(_ context: EffectContext, fromIsA: Bool) {
        (from, to) = fromIsA ? (context.screenA, context.screenB) : (context.screenB, context.screenA)
        (fromContent, toContent) = fromIsA ? (context.elementsA, context.elementsB) : (context.elementsB, context.elementsA)
        (fromControls, toControls) = fromIsA ? (context.controlsA, context.controlsB) : (context.controlsB, context.controlsA)
    }
}

/// A declared layer's property values at one instant; undeclared properties at rest.
struct DeclaredPose {
    private var values: [DeclaredProperty: Double] = [:]

    init(_ layer: DeclaredLayer, at t: Double) {
        for (property, track) in layer.tracks { values[property] = track.value(at: t) }
    }

    /// The value of `property`, or `rest` when no track declares it.
    private func value(_ property: DeclaredProperty, or rest: Double) -> Double { values[property] ?? rest }

    var isHidden: Bool { value(.hidden, or: 0) >= 0.5 || value(.opacity, or: 1) <= 0 }

    /// Core Animation's shadow defaults: radius 3 pt, offset (0, −3) pt.
    var shadow: (opacity: Double, radius: Double, dx: Double, dy: Double) {
        (value(.shadowOpacity, or: 0), value(.shadowRadius, or: 3), value(.shadowOffsetX, or: 0), value(.shadowOffsetY, or: -3))
    }

    /// Sets size, anchor, position, transform, opacity and mask: the transform applies scale,
    /// then rotation about z, y and x, then translation, all about the anchor.
    func apply(to layer: inout Layer, declared: DeclaredLayer, canvas: Canvas) {
        let centre = layer.position
        layer.bounds = Size(max(0, value(.width, or: layer.bounds.width)), max(0, value(.height, or: layer.bounds.height)))
        layer.position = centre
        layer.setAnchorKeepingFrame(declared.anchor)
        layer.position = Point(value(.positionX, or: layer.position.x), value(.positionY, or: layer.position.y))
        var tx = value(.translationX, or: 0), ty = value(.translationY, or: 0)
        if declared.pixelAligned {
            tx = (tx * canvas.scale).rounded() / canvas.scale
            ty = (ty * canvas.scale).rounded() / canvas.scale
        }
        let radians = Double.pi / 180
        layer.transform = Transform3D.scale(value(.scaleX, or: 1), value(.scaleY, or: 1))
            .concatenating(.rotation(value(.rotationZ, or: 0) * radians, 0, 0, 1))
            .concatenating(.rotation(value(.rotationY, or: 0) * radians, 0, 1, 0))
            .concatenating(.rotation(value(.rotationX, or: 0) * radians, 1, 0, 0))
            .concatenating(.translation(tx, ty, value(.translationZ, or: 0)))
        layer.zPosition = declared.z
        layer.opacity = value(.opacity, or: 1)
        let w = layer.bounds.width, h = layer.bounds.height
        switch declared.mask {
        case nil:
            let radius = value(.cornerRadius, or: 0)
            if radius > 0 { layer.mask = .roundedRect(Rect(x: 0, y: 0, width: w, height: h), radius: radius) }
        case .rect?:
            layer.mask = .rect(maskRect(w, h))
        case .roundedRect?:
            layer.mask = .roundedRect(maskRect(w, h), radius: max(0, value(.maskRadius, or: 0)))
        case .circle?:
            let c = Point(value(.maskX, or: w / 2), value(.maskY, or: h / 2))
            layer.mask = .circle(center: c, radius: max(0, value(.maskRadius, or: (w * w + h * h).squareRoot() / 2)))
        }
    }

    private func maskRect(_ w: Double, _ h: Double) -> Rect {
        Rect(x: value(.maskX, or: 0), y: value(.maskY, or: 0), width: max(0, value(.maskWidth, or: w)), height: max(0, value(.maskHeight, or: h)))
    }

    /// A black shadow under `layer`: four rounded rectangles grown by ¾, ¼, −¼ and −¾ of the blur
    /// radius, each at the opacity that makes their overlap the shadow's opacity (a blur's ramp in
    /// four steps), offset in the layer's own plane and posed with it.
    func shadowLayers(under layer: Layer) -> [Layer] {
        let shadow = self.shadow
        guard shadow.opacity > 0 else { return [] }
        let step = 1 - pow(1 - min(shadow.opacity, 1), 0.25)
        let w = layer.bounds.width, h = layer.bounds.height
        var radius = 0.0
        if case let .roundedRect(_, radius: r)? = layer.mask { radius = r }
        return [0.75, 0.25, -0.25, -0.75].compactMap { grow in
            let e = grow * shadow.radius
            guard w + 2 * e > 0, h + 2 * e > 0 else { return nil }
            var ring = layer
            ring.content = .color(Color(red: 0, green: 0, blue: 0))
            ring.sublayers = []
            ring.bounds = Size(w + 2 * e, h + 2 * e)
            ring.anchorPoint = Point((layer.anchorPoint.x * w + e - shadow.dx) / (w + 2 * e), (layer.anchorPoint.y * h + e - shadow.dy) / (h + 2 * e))
            ring.opacity = layer.opacity * step
            ring.mask = .roundedRect(Rect(x: 0, y: 0, width: w + 2 * e, height: h + 2 * e), radius: max(0, radius + e))
            return ring
        }
    }
}
