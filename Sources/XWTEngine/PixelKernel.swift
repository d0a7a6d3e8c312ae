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
}

extension PixelKernel {
    @inlinable public func renderUnchecked(_ row: inout FrameRow<UncheckedMemory>) { render(&row) }
}
