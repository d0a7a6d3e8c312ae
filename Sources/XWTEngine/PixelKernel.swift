/// Core-Image-style full-frame pass: computes rows of premultiplied RGBA8 pixels directly.
///
/// Must be a pure function of (x, y): the renderer may call rows in any order and from any thread.
/// A kernel reads its images through `PixelImage`/`BytePlane` views and writes through the
/// `FrameRow` it is handed, never through pointers of its own (see `PixelMemory`).
public protocol PixelKernel: Sendable {
    /// Writes every pixel of `row` (frame row `row.y`, `row.width` pixels), reading through `Memory`.
    func render<Memory: PixelMemory>(_ row: inout FrameRow<Memory>)

    /// The renderer's entry. Keep the default: it is compiled in the kernel's own module, so it
    /// runs `render` specialised for `UncheckedMemory` (a call of the generic requirement through
    /// `any PixelKernel` would not be).
    func renderUnchecked(_ row: inout FrameRow<UncheckedMemory>)

    /// True when `render(_:mirror:)` writes a row and its mirror about the frame's horizontal
    /// mid-line (row height − 1 − y) for less than two rows' work; the renderer then hands each
    /// band whole pairs. False by default.
    var pairsMirroredRows: Bool { get }

    /// Writes `row` and `mirror` (frame row height − 1 − `row.y`, another row): the bytes `render`
    /// writes into each.
    func render<Memory: PixelMemory>(_ row: inout FrameRow<Memory>, mirror: inout FrameRow<Memory>)

    /// The renderer's entry for row pairs (keep the default, as for `renderUnchecked(_:)`).
    func renderUnchecked(_ row: inout FrameRow<UncheckedMemory>, mirror: inout FrameRow<UncheckedMemory>)
}

extension PixelKernel {
    @inlinable public func renderUnchecked(_ row: inout FrameRow<UncheckedMemory>) { render(&row) }

    public var pairsMirroredRows: Bool { false }

    @inlinable public func render<Memory: PixelMemory>(_ row: inout FrameRow<Memory>, mirror: inout FrameRow<Memory>) {
        render(&row)
        render(&mirror)
    }

    @inlinable public func renderUnchecked(_ row: inout FrameRow<UncheckedMemory>, mirror: inout FrameRow<UncheckedMemory>) {
        render(&row, mirror: &mirror)
    }
}
