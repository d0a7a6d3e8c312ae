import Foundation
import XWTEngine

/// The camera iris of CATransition's private `cameraIrisHollowOpen`/`Close`, our model (Apple's
/// type is closed): a black six-bladed shutter whose hexagonal aperture, centred on the screen,
/// shows `screen`; the hexagon turns as it closes (30° from wide open to shut), like a real iris.
///
/// Aperture: the points whose distance along each of the six edge normals (at φ + 30° + k·60°)
/// is within the inradius `r·cos 30°`, r = `openness` × the circumradius that clears the screen's
/// corners. Anti-aliased over one pixel. Invariant: `screen` has the frame's size. Pure in (x, y);
/// per row the aperture's inner span is one copy, the black outside one fill, the edges one loop.
struct CameraIrisKernel: PixelKernel {
    static let blade = RGBA8(r: 0, g: 0, b: 0)
    static let fullTurn = Double.pi / 6

    let screen: Bitmap
    let centerX: Double, centerY: Double
    /// Unit edge normals.
    let normals: [(x: Double, y: Double)]
    /// Inradius in pixels.
    let inradius: Double

    /// `openness` 0 = shut, 1 = clear of the screen.
    init(screen: Bitmap, openness: Double) {
        self.screen = screen
        let w = Double(screen.width), h = Double(screen.height)
        centerX = w / 2; centerY = h / 2
        let cos30 = 3.0.squareRoot() / 2
        let clear = (centerX * centerX + centerY * centerY).squareRoot() / cos30 + 1
        let open = min(max(openness, 0), 1)
        inradius = open * clear * cos30
        let turn = (1 - open) * Self.fullTurn
        normals = (0..<6).map { k in
            let angle = turn + Double.pi / 6 + Double(k) * Double.pi / 3
            return (cos(angle), sin(angle))
        }
    }

    /// The signed distance (pixels) of (dx, dy) from the centre outside the aperture's edge.
    @inline(__always) func outside(_ dx: Double, _ dy: Double) -> Double {
        var most = -Double.infinity
        for n in normals { most = max(most, n.x * dx + n.y * dy) }
        return most - inradius
    }

    /// The columns (relative to the centre) where `n·(x, dy) ≤ limit` holds for every normal.
    private func span(_ dy: Double, limit: Double) -> (Double, Double) {
        var lo = -Double.infinity, hi = Double.infinity
        for n in normals {
            let room = limit - n.y * dy
            if abs(n.x) < 1e-12 {
                if room < 0 { return (1, 0) }
            } else if n.x > 0 {
                hi = min(hi, room / n.x)
            } else {
                lo = max(lo, room / n.x)
            }
        }
        return (lo, hi)
    }

    func render<Memory>(_ row: inout FrameRow<Memory>) {
        let y = row.y, width = row.width
        let black = Self.blade.word
        let dy = Double(y) + 0.5 - centerY
        // Pixel centres x + 0.5 − centre within the outer span touch the aperture; within the inner one they are inside.
        func columns(_ bounds: (Double, Double)) -> Range<Int> {
            guard bounds.0 <= bounds.1 else { return 0..<0 }
            let first = Int(max(0, min(Double(width), (bounds.0 + centerX - 0.5).rounded(.up))))
            let end = Int(max(0, min(Double(width), (bounds.1 + centerX - 0.5).rounded(.down) + 1)))
            return first..<max(first, end)
        }
        let outer = columns(span(dy, limit: inradius + 0.5))
        var inner = columns(span(dy, limit: inradius - 0.5))
        if inner.isEmpty { inner = outer.lowerBound..<outer.lowerBound }
        row.fill(black, columns: 0..<outer.lowerBound)
        row.fill(black, columns: outer.upperBound..<width)
        let s = PixelImage<Memory>(screen).row(y)
        row.copy(s, columns: inner)
        let shade = PackedPixel.spread(black)
        for edge in [outer.lowerBound..<inner.lowerBound, inner.upperBound..<outer.upperBound] {
            for x in edge {
                let cover = min(max(0.5 - outside(Double(x) + 0.5 - centerX, dy), 0), 1)
                row[x] = PackedPixel.pack(PackedPixel.lerp(shade, PackedPixel.spread(s[x]), FilterPixel.weight(cover)))
            }
        }
    }
}
