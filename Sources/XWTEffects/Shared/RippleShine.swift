import Foundation

/// The ripple's shading image: a procedural stand-in for Apple's `restrictedshine.tiff` (the
/// 372 × 372 lit-sphere highlight XW bundles), drawn in code so the project ships no Apple asset.
///
/// White light on transparent black, restricted to the inscribed disc, stored as one level per pixel
/// (the premultiplied pixel is (level, level, level, level), so 136 KB stay in cache): a sphere of
/// radius 186 px lit from the upper left (screen orientation, y down) and the viewer — Blinn-Phong
/// specular `0.85·(N·H)^40` plus a soft sheen `0.2·(N·L)^4`, faded to zero over the disc's last 3 %.
/// A pure function of nothing: built once, identical everywhere.
enum RippleShine {
    /// Side of the square image, pixels (as restrictedshine.tiff).
    static let size = 372

    /// The image's levels, rows top to bottom, `size × size`, computed on first use.
    static let levels: [UInt8] = draw()

    /// Light intensity (0…1) at the unit-disc position (nx, ny), y down; 0 outside the disc.
    static func intensity(nx: Double, ny: Double) -> Double {
        let d2 = nx * nx + ny * ny
        guard d2 < 1 else { return 0 }
        let nz = (1 - d2).squareRoot()
        let light = normalized(-0.45, -0.55, 1)
        let halfway = normalized(light.x, light.y, light.z + 1)
        let specular = pow(max(0, nx * halfway.x + ny * halfway.y + nz * halfway.z), 40)
        let sheen = pow(max(0, nx * light.x + ny * light.y + nz * light.z), 4)
        let edge = min(max((1 - d2.squareRoot()) / 0.03, 0), 1)
        return min(1, 0.85 * specular + 0.2 * sheen) * edge * edge * (3 - 2 * edge)
    }

    private static func normalized(_ x: Double, _ y: Double, _ z: Double) -> (x: Double, y: Double, z: Double) {
        let n = (x * x + y * y + z * z).squareRoot()
        return (x / n, y / n, z / n)
    }

    private static func draw() -> [UInt8] {
        let half = Double(size) / 2
        var levels = [UInt8](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let level = intensity(nx: (Double(x) + 0.5 - half) / half, ny: (Double(y) + 0.5 - half) / half)
                levels[y * size + x] = UInt8((level * 255).rounded())
            }
        }
        return levels
    }
}
