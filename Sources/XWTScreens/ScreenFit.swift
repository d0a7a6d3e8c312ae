import XWTEngine

/// How a screenshot of another size or aspect is placed on the device's canvas (`--fit`).
///
/// An image of exactly the canvas's pixel size is used as it is; any other is scaled by one factor
/// (`fill`, `fit`) or stretched (`stretch`), resampled bilinearly.
public enum ScreenFit: String, CaseIterable, Sendable {
    /// Scaled to cover the whole canvas, centred across and aligned at the top, so the navigation
    /// bar stays and any excess is cut at the sides or the bottom.
    case fill
    /// Scaled to lie wholly inside the canvas, centred both ways; the margins stay clear (the
    /// preset's background shows there).
    case fit
    /// Stretched to the canvas on each axis (the aspect ratio changes).
    case stretch

    /// The frame, in canvas points, that an image of `width` × `height` px takes on `canvas`.
    public func frame(width: Int, height: Int, on canvas: Canvas) -> Rect {
        let cw = canvas.size.width, ch = canvas.size.height
        let iw = Double(max(width, 1)), ih = Double(max(height, 1))
        switch self {
        case .stretch:
            return Rect(x: 0, y: 0, width: cw, height: ch)
        case .fill:
            let s = max(cw / iw, ch / ih)
            return Rect(x: (cw - iw * s) / 2, y: 0, width: iw * s, height: ih * s)
        case .fit:
            let s = min(cw / iw, ch / ih)
            return Rect(x: (cw - iw * s) / 2, y: (ch - ih * s) / 2, width: iw * s, height: ih * s)
        }
    }
}
