import XCTest

@testable import XWTEngine

/// A deterministic opaque test pattern: smooth gradients plus a hash-like texture.
func testPattern(width: Int, height: Int, seed: Int = 0) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let h = (x &* 73856093) ^ (y &* 19349663) ^ (seed &* 83492791)
            bitmap[x, y] = RGBA8(
                r: UInt8(truncatingIfNeeded: x * 255 / max(1, width - 1)),
                g: UInt8(truncatingIfNeeded: y * 255 / max(1, height - 1)),
                b: UInt8(truncatingIfNeeded: h >> 3))
        }
    }
    return bitmap
}

final class RendererTests: XCTestCase {
    let canvas = Canvas(width: 40, height: 30, scale: 2)

    func fullScreen(_ bitmap: Bitmap) -> Layer {
        Layer(frame: Rect(x: 0, y: 0, width: 40, height: 30), content: .image(bitmap))
    }

    func testIdentityLayerReproducesTheImageExactly() {
        let image = testPattern(width: 80, height: 60)
        let frame = Renderer(canvas: canvas, bands: 1).render(Scene(layers: [fullScreen(image)]))
        XCTAssertEqual(frame, image)
    }

    func testEmptySceneIsTheBackground() {
        let frame = Renderer(canvas: canvas).render(Scene(background: Color(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(frame[0, 0], RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(frame[79, 59], RGBA8(r: 255, g: 0, b: 0))
    }

    func testBandsDoNotChangeTheOutput() {
        let image = testPattern(width: 80, height: 60)
        var layer = fullScreen(image)
        layer.transform = Transform3D.rotation(0.7, 0, 1, 0).concatenating(.perspective(eyeDistance: 300))
        var circle = Layer(frame: Rect(x: 5, y: 5, width: 20, height: 20), content: .color(Color(red: 0.2, green: 0.9, blue: 0.1, alpha: 0.7)))
        circle.mask = .circle(center: Point(10, 10), radius: 9.3)
        let scene = Scene(sublayerTransform: .perspective(eyeDistance: 500), layers: [layer, circle])
        let one = Renderer(canvas: canvas, bands: 1).render(scene)
        for bands in [2, 3, 7, 60] {
            XCTAssertEqual(Renderer(canvas: canvas, bands: bands).render(scene), one, "bands \(bands)")
        }
    }

    func testTranslationByWholePixelsShiftsExactly() {
        let image = testPattern(width: 80, height: 60)
        var layer = fullScreen(image)
        layer.transform = .translation(5, 0)  // 5 pt = 10 px at 2x
        let frame = Renderer(canvas: canvas).render(Scene(layers: [layer]))
        XCTAssertEqual(frame[10, 7], image[0, 7])
        XCTAssertEqual(frame[79, 30], image[69, 30])
        XCTAssertEqual(frame[9, 7], RGBA8.black)
    }

    func testRotationAboutYMovesThePositiveXSideAway() {
        // Hinge on the left edge, rotate +60° about Y, with perspective: the right edge recedes and shrinks.
        var layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 30), content: .color(.white))
        layer.setAnchorKeepingFrame(Point(0, 0.5))
        layer.transform = .rotation(.pi / 3, 0, 1, 0)
        let frame = Renderer(canvas: canvas).render(Scene(sublayerTransform: .perspective(eyeDistance: 100), layers: [layer]))
        // Width projects to about 40·cos60 = 20 pt shrunk further by distance: right edge below x = 20 pt.
        XCTAssertEqual(frame[2, 30], .white)
        XCTAssertEqual(frame[45, 30], .black)
        // The far (right) end is shorter than the hinge: its top rows are background.
        XCTAssertEqual(frame[2, 1], .white)
        XCTAssertEqual(frame[30, 1], .black)
    }

    func testDepthSortDrawsNearerLayerOnTopRegardlessOfOrder() {
        var near = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 30), content: .color(Color(red: 1, green: 0, blue: 0)))
        near.zPosition = 10
        let far = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 30), content: .color(Color(red: 0, green: 0, blue: 1)))
        let frame = Renderer(canvas: canvas).render(Scene(layers: [near, far]))
        XCTAssertEqual(frame[40, 30], RGBA8(r: 255, g: 0, b: 0))
    }

    func testCircleMaskHasAntiAliasedEdgeAndSolidInside() {
        var layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 30), content: .color(.white))
        layer.mask = .circle(center: Point(20, 15), radius: 10)
        let frame = Renderer(canvas: canvas).render(Scene(layers: [layer]))
        XCTAssertEqual(frame[40, 30], .white)
        XCTAssertEqual(frame[40, 5], .black)
        let edge = (0..<80).map { Int(frame[$0, 30].r) }.filter { $0 > 0 && $0 < 255 }
        XCTAssertFalse(edge.isEmpty, "expected partially covered pixels on the circle edge")
    }

    func testSublayerFollowsParentTransformAndGradientRuns() {
        var parent = Layer(frame: Rect(x: 0, y: 0, width: 20, height: 30), content: .color(.white))
        parent.transform = .translation(20, 0)
        var shade = Layer(
            frame: Rect(x: 0, y: 0, width: 20, height: 30),
            content: .gradient(AxialGradient(start: Point(0, 0.5), end: Point(1, 0.5), colors: [.clear, .black])))
        shade.opacity = 1
        parent.sublayers = [shade]
        let frame = Renderer(canvas: canvas).render(Scene(background: Color(red: 0, green: 0, blue: 1), layers: [parent]))
        XCTAssertEqual(frame[10, 10], RGBA8(r: 0, g: 0, b: 255))  // left half: background
        XCTAssertGreaterThan(frame[41, 10].r, 240)  // parent's left edge: nearly white
        XCTAssertLessThan(frame[78, 10].r, 15)  // right edge: nearly black
    }

    func testContentsRectSelectsTheRightHalf() {
        let image = testPattern(width: 80, height: 60)
        let half = Layer(
            frame: Rect(x: 20, y: 0, width: 20, height: 30),
            content: .image(image, contentsRect: Rect(x: 0.5, y: 0, width: 0.5, height: 1)))
        let frame = Renderer(canvas: canvas).render(Scene(layers: [half]))
        XCTAssertEqual(frame[40, 12], image[40, 12])
        XCTAssertEqual(frame[79, 59], image[79, 59])
        XCTAssertEqual(frame[39, 12], .black)
    }
}

final class RenderPipelineTests: XCTestCase {
    func testFramesArriveInOrderAndIdenticalForAnyJobCount() throws {
        let canvas = Canvas(width: 16, height: 12, scale: 1)
        let renderer = Renderer(canvas: canvas, bands: 1)
        @Sendable func scene(_ i: Int) -> Scene {
            var layer = Layer(frame: Rect(x: 0, y: 0, width: 8, height: 6), content: .color(.white))
            layer.transform = .translation(Double(i) * 0.37, Double(i % 3))
            return Scene(layers: [layer])
        }
        func run(jobs: Int) throws -> [Bitmap] {
            var frames: [Bitmap] = []
            try RenderPipeline(width: 16, height: 12, jobs: jobs).run(
                frameCount: 25,
                render: { i, frame in
                    renderer.render(scene(i), into: &frame); return i
                },
                deliver: { index, frame, product in
                    XCTAssertEqual(index, product); XCTAssertEqual(index, frames.count); frames.append(frame)
                })
            return frames
        }
        let serial = try run(jobs: 1)
        XCTAssertEqual(serial.count, 25)
        XCTAssertEqual(try run(jobs: 4), serial)
        XCTAssertNotEqual(serial[0], serial[1])
    }

    /// Without pictures (`run(frameCount:produce:deliverProducts:)`): every product in frame order,
    /// the same for any number of jobs, and never more than `max(2, jobs)` in flight.
    func testProductsMadeWithoutPicturesArriveInOrderWithBoundedFramesInFlight() throws {
        let canvas = Canvas(width: 16, height: 12, scale: 1)
        let renderer = Renderer(canvas: canvas, bands: 1)
        for jobs in [1, 2, 4] {
            let inFlight = Locked((now: 0, most: 0))
            var products: [[UInt8]] = []
            try RenderPipeline(width: 16, height: 12, jobs: jobs).run(
                frameCount: 25,
                produce: { i in
                    inFlight.withLock {
                        $0.now += 1; $0.most = max($0.most, $0.now)
                    }
                    var layer = Layer(frame: Rect(x: 0, y: 0, width: 8, height: 6), content: .color(.white))
                    layer.transform = .translation(Double(i) * 0.37, Double(i % 3))
                    var band = Bitmap(width: 16, height: 4)
                    var pixels: [UInt8] = []
                    renderer.render(Scene(layers: [layer]), inBandsOf: &band) { rows, band in pixels += band.pixels[0..<rows.count * 64] }
                    return pixels
                },
                deliverProducts: { index, product in
                    XCTAssertEqual(index, products.count)
                    products.append(product)
                    inFlight.withLock { $0.now -= 1 }
                })
            XCTAssertEqual(products.count, 25)
            XCTAssertLessThanOrEqual(inFlight.withLock { $0.most }, max(2, jobs), "\(jobs) jobs")
            for (i, product) in products.enumerated() where i % 6 == 0 {
                var layer = Layer(frame: Rect(x: 0, y: 0, width: 8, height: 6), content: .color(.white))
                layer.transform = .translation(Double(i) * 0.37, Double(i % 3))
                XCTAssertEqual(product, renderer.render(Scene(layers: [layer])).pixels, "frame \(i), \(jobs) jobs")
            }
        }
    }

    /// A worker's first write never copies its buffer: no other reference to a recycled buffer
    /// may outlive its hand-off (a copy shows as the pixels moving to a new address on writing).
    func testWorkersWriteTheirBuffersWithoutCopying() throws {
        let copies = Locked(0)
        try RenderPipeline(width: 64, height: 64, jobs: 4).run(
            frameCount: 3000,
            render: { i, frame in
                let before = frame.pixels.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
                let after = frame.pixels.withUnsafeMutableBytes { raw in
                    raw[0] = UInt8(truncatingIfNeeded: i)
                    return Int(bitPattern: raw.baseAddress)
                }
                if before != after { copies.withLock { $0 += 1 } }
            },
            deliver: { _, _, _ in })
        XCTAssertEqual(copies.withLock { $0 }, 0)
    }

    /// Delivering products only, each worker recycles its picture itself: no more buffers than
    /// workers (one fewer than when pictures are delivered), the same products in frame order. The
    /// delivering thread is slow, so the workers run ahead as far as the slots let them.
    func testDeliveringProductsOnlyKeepsOneBufferPerWorker() throws {
        for jobs in [1, 3] {
            let buffers = Locked(Set<Int>())
            var delivered: [Int] = []
            try RenderPipeline(width: 64, height: 64, jobs: jobs).run(
                frameCount: 200,
                render: { i, frame in
                    let address = frame.pixels.withUnsafeMutableBytes { raw in
                        raw[0] = UInt8(truncatingIfNeeded: i)
                        return Int(bitPattern: raw.baseAddress)
                    }
                    buffers.withLock { _ = $0.insert(address) }
                    return 7 * i
                },
                deliverProducts: { index, product in
                    usleep(200)
                    XCTAssertEqual(product, 7 * index); XCTAssertEqual(index, delivered.count); delivered.append(index)
                })
            XCTAssertEqual(delivered.count, 200)
            XCTAssertLessThanOrEqual(buffers.withLock { $0.count }, jobs, "jobs \(jobs)")
        }
    }

    func testDeliveryErrorStopsThePipeline() {
        struct Stop: Error {}
        let renderer = Renderer(canvas: Canvas(width: 8, height: 8, scale: 1), bands: 1)
        var delivered = 0
        XCTAssertThrowsError(
            try RenderPipeline(width: 8, height: 8, jobs: 3).run(
                frameCount: 1000,
                render: { _, frame in
                    renderer.render(Scene(), into: &frame)
                },
                deliver: { index, _, _ in
                    delivered += 1
                    if index == 5 { throw Stop() }
                }))
        XCTAssertEqual(delivered, 6)
    }
}

final class EdgeTests: XCTestCase {
    let canvas = Canvas(width: 40, height: 30, scale: 1.5)

    /// Two rotated halves of one white layer: with hard edges (Core Animation's default) nothing
    /// of the black background shows through along the shared edge.
    func testLayersSharingAnEdgeLeaveNoSeam() {
        func half(_ rect: Rect) -> Layer {
            var layer = Layer(frame: rect, content: .color(.white))
            layer.anchorPoint = Point((20 - rect.minX) / rect.width, 0.5)
            layer.position = Point(20, 15)
            layer.transform = .rotation(0.3, 0, 0, 1)
            return layer
        }
        let scene = Scene(layers: [half(Rect(x: 0, y: 0, width: 20, height: 30)), half(Rect(x: 20, y: 0, width: 20, height: 30))])
        let frame = Renderer(canvas: canvas).render(scene)
        for y in 10..<35 {
            for x in 25..<35 where frame[x, y] != .white {
                XCTFail("seam pixel at (\(x), \(y)): \(frame[x, y])"); return
            }
        }
    }

    func testEdgeAntialiasingFlagBlendsEdgePixels() {
        var layer = Layer(frame: Rect(x: 5, y: 5, width: 30, height: 20), content: .color(.white))
        layer.transform = .rotation(0.2, 0, 0, 1)
        let hard = Renderer(canvas: canvas).render(Scene(layers: [layer]))
        layer.edgeAntialiasing = true
        let soft = Renderer(canvas: canvas).render(Scene(layers: [layer]))
        func partial(_ b: Bitmap) -> Int { (0..<b.height).reduce(0) { n, y in n + (0..<b.width).filter { b[$0, y].r > 0 && b[$0, y].r < 255 }.count } }
        XCTAssertEqual(partial(hard), 0)
        XCTAssertGreaterThan(partial(soft), 20)
    }
}
