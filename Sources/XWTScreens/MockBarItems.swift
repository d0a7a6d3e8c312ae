import XWTEngine

/// A mock screen's navigation bar items as separate drawings, so a navigation container can
/// animate them one by one (`NavigationBarParts`). Geometry in points, as the screen lays it out.
///
/// Invariant: the drawings touch disjoint pixels, so `draw` paints the same bytes as the screen
/// painted them in its own order.
struct MockBarItems {
    typealias Drawing = (inout MockPainter) -> Void

    /// The back button's chevron (nil: the screen has no back button).
    var chevron: Drawing?
    /// The title: its text (what a screen pushed over this one shows as its back title), whether it
    /// is a large title below the bar row, and its drawing.
    var title: (text: String, large: Bool, draw: Drawing)?
    /// Every other item: bar buttons, a title view without text (search field, segmented title).
    var others: Drawing?
    /// The ink of the title the back button shows beside its chevron; nil when it shows the chevron
    /// alone (a custom round button, or UIKit's `backButtonDisplayMode` `.minimal`).
    var backTitleInk: Color?
    /// The back title shown when the previous screen has no title or one too long to fit (UIKit's
    /// "Back", in the screen's language).
    var genericBackTitle = "Back"

    func draw(_ p: inout MockPainter) {
        chevron?(&p)
        title?.draw(&p)
        others?(&p)
    }

    /// Where a back title starts: just right of a plain chevron drawn at `margin + 6`.
    static func backTitleX(_ d: MockDevice) -> Double { d.margin + 18 }

    /// The back title for `previous` (the title of the screen below) in `font`: `previous`, or
    /// `genericBackTitle` when there is none or it is wider than a third of the bar (a model of
    /// UIKit shortening a back title that does not fit).
    func backTitleText(_ previous: String?, _ d: MockDevice, fonts: FontSet, _ font: MockFont) -> String {
        guard let previous, fonts.width(previous, font) <= d.width / 3 else { return genericBackTitle }
        return previous
    }
}

extension MockPainter {
    /// The items of a large-title navigation bar (transparent at the scroll top): an optional
    /// leading text button, an optional trailing symbol, and the large `title` below the bar row.
    static func largeTitleBarItems(
        _ d: MockDevice, _ pal: MockPalette, title: String, leading: String? = nil, trailing: MockIcon? = nil
    ) -> MockBarItems {
        let rowMid = d.statusBarHeight + 22
        var items = MockBarItems()
        items.title = (title, true, { p in p.text(title, x: d.margin, baseline: d.navBarBottom + 41, .largeTitle, pal.label) })
        if leading != nil || trailing != nil {
            items.others = { p in
                if let leading { p.text(leading, x: d.margin, baseline: rowMid + 6, .body, pal.tint) }
                if let trailing { trailing.draw(&p, Point(d.width - d.margin - 11, rowMid), size: 22, pal.tint) }
            }
        }
        return items
    }

    /// The bottom edge of a large-title bar.
    static func largeTitleBarBottom(_ d: MockDevice) -> Double { d.navBarBottom + 52 }
}
