import XWTEngine
import XWTMotion
import XWTScreens

extension PresetParser {
    /// `"gesture": {"model": "uikit-full-screen", "conflicts": {"scrollView": …, "slider": …}}`: the
    /// WSL demo page's paged banner and slider over the presented screen, each conflict played
    /// `legacy` (as the article found it) or `fixed` (its fix; the default). Only the full-screen pop
    /// has them: another model refuses the key in one line.
    static func touchConflict(_ r: inout PresetReader, model: any GestureModel, screen: Size) throws -> TouchConflict? {
        guard let value = r.value("conflicts") else { return nil }
        guard model is UIKitFullScreenModel else {
            throw r.error(
                "conflicts", expected: "the \(UIKitFullScreenModel.id) gesture model (the banner and slider conflict with the full-screen pop)",
                found: "the model \(type(of: model).id)")
        }
        var c = try PresetReader(file: r.file, path: r.keyPath("conflicts"), value: value)
        let choices = ConflictFix.allCases.map { ($0.rawValue, $0) }
        let scrollView = try c.choice("scrollView", choices, default: .fixed)
        let slider = try c.choice("slider", choices, default: .fixed)
        try c.finish(allowed: ["scrollView", "slider"])
        return TouchConflict(
            banner: PagedBanner.frame(in: screen), pages: PagedBanner.pages, slider: PagedBanner.sliderFrame(in: screen),
            thumbRadius: PagedBanner.thumbRadius, scrollView: scrollView, slider: slider)
    }
}
