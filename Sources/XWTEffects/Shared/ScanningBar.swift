import XWTEngine

/// The glowing bar of XW Scanning (`XWCoolAnimator+XWScanning.m`), made in code instead of reading XW's
/// `line.png`: a white 15 × 28 px image whose alpha follows the two published profiles.
///
/// Invariant: alpha(x, y) = round(across[x] · along[y] / 254), so the middle rows (where
/// `along` = 254) hold exactly the `across` bytes and the middle columns (where `across` = 254)
/// exactly the `along` bytes; colour = alpha (premultiplied white).
enum ScanningBar {
    /// Alpha across the bar (the image's 15 px width), /255.
    static let across: [UInt8] = [5, 23, 58, 114, 193, 244, 254, 254, 254, 244, 193, 114, 58, 23, 5]
    /// Alpha along the bar (the image's 28 px height), /255.
    static let along: [UInt8] =
        [0, 5, 17, 45, 96, 180, 240]
        + [UInt8](repeating: 254, count: 14) + [244, 193, 113, 54, 21, 7, 1]
    /// The profiles' common peak, which the product is normalised by.
    static let peak = 254

    /// The bar image, stretched (never rotated) to whatever bounds the bar layer has.
    static let image: Bitmap = {
        var bitmap = Bitmap(width: across.count, height: along.count)
        for y in 0..<along.count {
            for x in 0..<across.count {
                let product = Int(across[x]) * Int(along[y])
                let alpha = UInt8((product + peak / 2) / peak)
                bitmap[x, y] = RGBA8(r: alpha, g: alpha, b: alpha, a: alpha)
            }
        }
        return bitmap
    }()
}
