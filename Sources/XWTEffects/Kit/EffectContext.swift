import XWTEngine

/// Everything an effect may read to build a frame.
///
/// Invariant: `screenA` and `screenB` are `canvas.pixelWidth × canvas.pixelHeight`. A is the
/// screen shown before the forward ("to") transition, B the one after; a back transition runs
/// from B to A. `seed` drives every random choice of an effect. Both screens carry their opacity
/// (`Bitmap.isKnownOpaque`, checked once here), so the renderer skips what an opaque screen hides,
/// and keep their `ColumnBands` once an effect shows them under perspective and their runs of one
/// colour (`Bitmap.keepUniformRuns`) once it shows them scaled.
public struct EffectContext: Sendable {
    public let canvas: Canvas
    public let screenA: Bitmap
    public let screenB: Bitmap
    /// The window behind the transition container (black unless told otherwise).
    public let background: Color
    public let seed: UInt64
    /// The screens' content alone — image views without the buttons and scrims floating over
    /// them — for effects that fly an element's own image (MagicMove); the screens when not given.
    public let elementsA: Bitmap
    public let elementsB: Bitmap
    /// The buttons and scrims floating over each screen's pictures alone, premultiplied over
    /// transparency: what stays in place over a picture whose view an effect hides (TM ViewMove).
    /// Nil for a screen without any (a screenshot, most mock screens).
    public let controlsA: Bitmap?
    public let controlsB: Bitmap?

    public init(
        canvas: Canvas, screenA: Bitmap, screenB: Bitmap, background: Color = .black, seed: UInt64 = 0,
        elements: (a: Bitmap, b: Bitmap)? = nil, controls: (a: Bitmap?, b: Bitmap?) = (nil, nil)
    ) {
        precondition(
            screenA.width == canvas.pixelWidth && screenA.height == canvas.pixelHeight,
            "screen A must be \(canvas.pixelWidth)×\(canvas.pixelHeight) px")
        precondition(
            screenB.width == canvas.pixelWidth && screenB.height == canvas.pixelHeight,
            "screen B must be \(canvas.pixelWidth)×\(canvas.pixelHeight) px")
        var a = screenA, b = screenB
        a.recordOpacity(); b.recordOpacity()
        a.keepColumnBands(); b.keepColumnBands()
        a.keepUniformRuns(); b.keepUniformRuns()
        self.canvas = canvas; self.screenA = a; self.screenB = b
        self.background = background; self.seed = seed
        // Opacity known (checked once unless known already) and runs kept, as the screens': a
        // matched element's snapshot is a slice of these, and an opaque one fades at one alpha.
        // Elements that are the screens' own pixels (a declared twin passes the screens) take the
        // screens' record.
        elementsA = elements.map { $0.a.sharesPixels(with: a) ? a : Self.asElement($0.a) } ?? a
        elementsB = elements.map { $0.b.sharesPixels(with: b) ? b : Self.asElement($0.b) } ?? b
        precondition(
            elementsA.width == screenA.width && elementsA.height == screenA.height
                && elementsB.width == screenB.width && elementsB.height == screenB.height, "element images must match the screens")
        // Mostly transparent rows, drawn over holes in many frames: the renderer skips the blank ones.
        controlsA = controls.a.map(Self.withBlankRows)
        controlsB = controls.b.map(Self.withBlankRows)
        precondition(
            [controls.a, controls.b].allSatisfy { $0.map { $0.width == screenA.width && $0.height == screenA.height } ?? true },
            "control images must match the screens")
    }

    /// `bitmap` with its opacity recorded (`Bitmap.recordOpacity`), unless known opaque already,
    /// and its runs of one colour kept (a matched element is drawn scaled), as the screens'.
    private static func asElement(_ bitmap: Bitmap) -> Bitmap {
        var bitmap = bitmap
        if !bitmap.isKnownOpaque { bitmap.recordOpacity() }
        bitmap.keepUniformRuns()
        return bitmap
    }

    /// `bitmap` with its blank rows recorded (`Bitmap.recordBlankRows`).
    private static func withBlankRows(_ bitmap: Bitmap) -> Bitmap {
        var bitmap = bitmap
        bitmap.recordBlankRows()
        return bitmap
    }
}
