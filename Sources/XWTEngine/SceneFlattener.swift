import Foundation

/// Turns a scene's layer tree into depth-sorted `DrawQuad`s in device pixels.
///
/// Top-level layers share one 3D context and are sorted by the z of their transformed centre
/// (which includes `zPosition`); ties keep array order. Sublayers are flattened into their
/// parent's plane and drawn right after it, in array order (their parent's mask does not apply
/// to them; group opacity is modelled as the product of opacities).
struct SceneFlattener {
    let canvas: Canvas
    /// The gradient tables made so far, by their stops (locations and colour components): a
    /// scene's layers often share a gradient (every fold strip of `AccordionFold` has one of two).
    private let tables = TableMemo()

    private final class TableMemo {
        var byStops: [[Double]: Bitmap] = [:]
    }

    init(canvas: Canvas) { self.canvas = canvas }

    func quads(for scene: Scene) -> [DrawQuad] {
        let centre = Transform3D.translation(-canvas.size.width / 2, -canvas.size.height / 2)
        let containerSpace = centre.concatenating(scene.sublayerTransform)
            .concatenating(.translation(canvas.size.width / 2, canvas.size.height / 2))
        var groups: [(key: Double, quads: [DrawQuad])] = []
        for layer in scene.layers where !layer.isHidden {
            let matrix = placement(of: layer).concatenating(containerSpace)
            let c = matrix.apply(x: layer.bounds.width / 2, y: layer.bounds.height / 2)
            var quads: [DrawQuad] = []
            collect(layer, matrix: matrix, opacity: 1, into: &quads)
            // Quantised so that rounding noise from near-zero rotations cannot reorder ties.
            groups.append(((c.z * 1e6).rounded() / 1e6, quads))
        }
        let order = groups.indices.sorted { groups[$0].key < groups[$1].key || (groups[$0].key == groups[$1].key && $0 < $1) }
        return order.flatMap { groups[$0].quads }
    }

    /// Bounds coordinates of `layer` → its parent's bounds coordinates (homogeneous).
    private func placement(of layer: Layer) -> Transform3D {
        Transform3D.translation(-layer.anchorPoint.x * layer.bounds.width, -layer.anchorPoint.y * layer.bounds.height)
            .concatenating(layer.transform)
            .concatenating(.translation(layer.position.x, layer.position.y, layer.zPosition))
    }

    private func collect(_ layer: Layer, matrix: Transform3D, opacity: Double, into quads: inout [DrawQuad]) {
        let alpha = opacity * max(0, min(1, layer.opacity))
        guard alpha > 0 else { return }
        if let quad = makeQuad(layer, matrix: matrix, opacity: alpha) { quads.append(quad) }
        guard !layer.sublayers.isEmpty else { return }
        let ax = layer.anchorPoint.x * layer.bounds.width, ay = layer.anchorPoint.y * layer.bounds.height
        var flatten = Transform3D.identity
        flatten.m33 = 0
        let intoParent = Transform3D.translation(-ax, -ay).concatenating(layer.sublayerTransform)
            .concatenating(.translation(ax, ay)).concatenating(flatten).concatenating(matrix)
        for child in layer.sublayers where !child.isHidden {
            collect(child, matrix: placement(of: child).concatenating(intoParent), opacity: alpha, into: &quads)
        }
    }

    private func makeQuad(_ layer: Layer, matrix: Transform3D, opacity: Double) -> DrawQuad? {
        let w = layer.bounds.width, h = layer.bounds.height
        guard w > 0, h > 0, let paint = paint(for: layer.content, width: w, height: h) else { return nil }
        let toPixels = Homography(projecting: matrix, scale: canvas.scale)
        guard let toLocal = toPixels.inverse else { return nil }
        let corners = [(0.0, 0.0), (w, 0), (w, h), (0, h)].map { toPixels.apply($0.0, $0.1) }
        let polygon = clipInFrontOfEye(corners)
        guard polygon.count >= 3 else { return nil }
        guard let edges = edges(of: polygon) else { return nil }
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        let minX = max(0, Int((xs.min()! - 1).rounded(.down))), maxX = min(canvas.pixelWidth, Int((xs.max()! + 1).rounded(.up)))
        let minY = max(0, Int((ys.min()! - 1).rounded(.down))), maxY = min(canvas.pixelHeight, Int((ys.max()! + 1).rounded(.up)))
        guard minX < maxX, minY < maxY else { return nil }
        return DrawQuad(
            paint: paint, toLocal: toLocal, edges: edges,
            minX: minX, maxX: maxX, minY: minY, maxY: maxY,
            opacity: opacity, mask: layer.mask.map(resolve), antialiasedEdges: layer.edgeAntialiasing,
            pixelsPerPoint: pixelsPerPoint(toPixels, x: w / 2, y: h / 2))
    }

    private func resolve(_ mask: ShapeMask) -> DrawQuad.Mask {
        switch mask {
        case let .circle(center, radius): return .circle(cx: center.x, cy: center.y, radius: radius)
        case let .rect(rect): return .rect(rect)
        case let .roundedRect(rect, radius): return .roundedRect(rect, radius: radius)
        }
    }

    private func paint(for content: LayerContent, width: Double, height: Double) -> DrawQuad.Paint? {
        switch content {
        case .none:
            return nil
        case let .image(bitmap, rect):
            let iw = Double(bitmap.width), ih = Double(bitmap.height)
            return .image(
                bitmap, su: rect.width * iw / width, ou: rect.minX * iw - 0.5,
                sv: rect.height * ih / height, ov: rect.minY * ih - 0.5)
        case let .color(color):
            let c = color.premultiplied
            return c.a == 0 ? nil : .color(c)
        case let .gradient(gradient):
            let sx = gradient.start.x * width, sy = gradient.start.y * height
            let dx = gradient.end.x * width - sx, dy = gradient.end.y * height - sy
            let len2 = dx * dx + dy * dy
            let (gx, gy) = len2 > 0 ? (dx / len2, dy / len2) : (0, 0)
            let key = gradient.stops.flatMap { [$0.location, $0.color.red, $0.color.green, $0.color.blue, $0.color.alpha] }
            let lut = tables.byStops[key] ?? GradientTable.make(gradient)
            tables.byStops[key] = lut
            return .gradient(lut: lut, gx: gx, gy: gy, g0: -(sx * gx + sy * gy))
        }
    }

    /// Sutherland–Hodgman against the plane w = 0.01 (points behind the eye are cut away), then divides.
    private func clipInFrontOfEye(_ v: [(x: Double, y: Double, w: Double)]) -> [(x: Double, y: Double)] {
        let near = 0.01
        var out: [(x: Double, y: Double)] = []
        for i in v.indices {
            let p = v[i], q = v[(i + 1) % v.count]
            if p.w >= near { out.append((p.x / p.w, p.y / p.w)) }
            if (p.w >= near) != (q.w >= near) {
                let t = (near - p.w) / (q.w - p.w)
                out.append(((p.x + t * (q.x - p.x)) / near, (p.y + t * (q.y - p.y)) / near))
            }
        }
        return out
    }

    /// Unit-normal edge lines, positive inside; nil for a degenerate (edge-on) polygon.
    private func edges(of polygon: [(x: Double, y: Double)]) -> [DrawQuad.Edge]? {
        var area = 0.0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            area += p.x * q.y - q.x * p.y
        }
        guard abs(area) > 1e-6 else { return nil }
        let sign: Double = area > 0 ? 1 : -1
        var result: [DrawQuad.Edge] = []
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            let ex = q.x - p.x, ey = q.y - p.y
            let len = (ex * ex + ey * ey).squareRoot()
            guard len > 1e-9 else { continue }
            let a = -sign * ey / len, b = sign * ex / len
            result.append(DrawQuad.Edge(a: a, b: b, c: -(a * p.x + b * p.y)))
        }
        return result.count >= 3 ? result : nil
    }

    private func pixelsPerPoint(_ m: Homography, x: Double, y: Double) -> Double {
        func at(_ px: Double, _ py: Double) -> (Double, Double) { let h = m.apply(px, py); return (h.x / h.w, h.y / h.w) }
        let o = at(x, y), u = at(x + 1, y), v = at(x, y + 1)
        let du = ((u.0 - o.0) * (u.0 - o.0) + (u.1 - o.1) * (u.1 - o.1)).squareRoot()
        let dv = ((v.0 - o.0) * (v.0 - o.0) + (v.1 - o.1) * (v.1 - o.1)).squareRoot()
        let s = (du * dv).squareRoot()
        return s.isFinite && s > 0 ? s : canvas.scale
    }
}

/// A 1024-entry premultiplied colour table for an axial gradient.
enum GradientTable {
    static let size = 1024

    /// The table as one row of `size` pixels, its opacity recorded.
    static func make(_ gradient: AxialGradient) -> Bitmap {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * size)
        for c in colors(gradient) { bytes.append(c.r); bytes.append(c.g); bytes.append(c.b); bytes.append(c.a) }
        var table = Bitmap(width: size, height: 1, pixels: bytes)
        table.recordOpacity()
        return table
    }

    static func colors(_ gradient: AxialGradient) -> [RGBA8] {
        let stops = gradient.stops
        return (0..<size).map { i in
            let t = Double(i) / Double(size - 1)
            guard let upper = stops.firstIndex(where: { $0.location >= t }) else { return stops.last!.color.premultiplied }
            guard upper > 0 else { return stops[0].color.premultiplied }
            let lo = stops[upper - 1], hi = stops[upper]
            let span = hi.location - lo.location
            let f = span > 0 ? (t - lo.location) / span : 1
            let a0 = lo.color.alpha, a1 = hi.color.alpha
            let alpha = a0 + (a1 - a0) * f
            // Interpolate premultiplied components, as Core Animation does.
            func mix(_ c0: Double, _ c1: Double) -> Double { c0 * a0 + (c1 * a1 - c0 * a0) * f }
            let r = mix(lo.color.red, hi.color.red), g = mix(lo.color.green, hi.color.green), b = mix(lo.color.blue, hi.color.blue)
            func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
            return RGBA8(r: q(min(r, alpha)), g: q(min(g, alpha)), b: q(min(b, alpha)), a: q(alpha))
        }
    }
}
