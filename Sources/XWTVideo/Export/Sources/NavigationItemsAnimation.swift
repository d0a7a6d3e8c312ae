import XWTEngine
import XWTPresets
import XWTScreens

/// The navigation bar's items animating through a push or pop as UIKit animates them, over the
/// still bar band of a navigation container (docs/containers.md). A model of observable UIKit
/// behaviour, driven by B's weight in the frame (the run's progress towards B), so a pop plays the
/// push backwards and an interactive pan or its cancel moves the items with the views:
///
/// - A's title slides left to where B's back title sits, fading out; B's back title — A's title
///   text (`MockScreen.backTitle`) — slides the same path from A's title to beside B's chevron,
///   fading in, so the two coincide in every frame and read as one label changing style. Without a
///   standard title on A, the back title starts centred in the bar.
/// - B's title slides in from the right by the same distance, fading in.
/// - A chevron both bars show stays (one image mixing into the other, at full opacity); one only B
///   shows fades in, one only A shows fades out.
/// - Every other item (bar buttons, title views, a large title) cross-fades in place, over the two
///   bars' backgrounds cross-faded.
///
/// Sources: Apple's `UINavigationBar` (`pushItem(_:animated:)`: the bar animates the change of
/// items) and `UINavigationItem` documentation (`backButtonDisplayMode` `.default`: the back button
/// shows `backButtonTitle`, else the previous item's `title`, else a generic title such as "Back",
/// as space allows; `.minimal`: the indicator alone), and UIKit's transition coordinator, which
/// runs the bar's animation alongside the transition and reverses it on a cancel
/// (`UIViewControllerTransitionCoordinator`). Apple publishes no numbers: the paths (straight
/// lines between the items' places), the linear fades and the incoming title's distance are this
/// model's, as is the rule that a back title wider than a third of the bar becomes generic.
///
/// Invariant: at weight 0 the band shows A's items in place and at 1 B's, each over its own
/// background (the parts' mattes round by ±1 per channel; `ContainerChrome` shows the screens'
/// own rows at rest).
struct NavigationItemsAnimation: Sendable {
    /// What an item is.
    enum Role: Sendable, Hashable {
        case othersA, chevronA, titleA, othersB, chevron, chevronB, backTitleB, titleB
    }

    /// One item: an image (canvas-sized, premultiplied) drawn at an opacity and a horizontal shift,
    /// each linear in B's weight.
    struct Item: Sendable {
        let role: Role
        let image: Bitmap
        /// The image this one mixes into as B's weight grows (a chevron both bars show).
        let morph: Bitmap?
        /// The pixels with ink, within the band (of `image` and `morph`).
        let inked: (columns: Range<Int>, rows: Range<Int>)
        let opacity: (from: Double, to: Double)
        /// Pixels to the right of the image's place.
        let shift: (from: Double, to: Double)

        func opacity(at t: Double) -> Double { opacity.from + (opacity.to - opacity.from) * t }
        func shift(at t: Double) -> Double { shift.from + (shift.to - shift.from) * t }
        /// The leftmost inked column at `t`, pixels.
        func minX(at t: Double) -> Double { Double(inked.columns.lowerBound) + shift(at: t) }
    }

    /// The navigation bar's pixel rows.
    let band: Range<Int>
    let backgrounds: (a: Bitmap, b: Bitmap)
    /// In drawing order: A's items, then B's.
    let items: [Item]

    /// The animation from bar `a` to bar `b` in `band` (canvas pixel rows), B showing `backTitle`
    /// (nil: none); nil when no item slides and no chevron stays, where the band's cross-fade
    /// already is the model (`ContainerChrome`).
    init?(a: NavigationBarParts, b: NavigationBarParts, backTitle: Bitmap?, band: Range<Int>, scale: Double) {
        func inked(_ images: Bitmap?...) -> (columns: Range<Int>, rows: Range<Int>)? {
            var x0 = Int.max, x1 = Int.min, y0 = Int.max, y1 = Int.min
            for image in images.compactMap({ $0 }) {
                let stride = image.width * 4
                for y in band where y < image.height {
                    for x in 0..<image.width where image.pixels[y * stride + x * 4 + 3] != 0 {
                        x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
                    }
                }
            }
            return x0 < x1 ? (x0..<x1, y0..<y1) : nil
        }
        var items: [Item] = []
        func add(_ role: Role, _ image: Bitmap?, morph: Bitmap? = nil, opacity: (Double, Double), shift: (Double, Double) = (0, 0)) {
            guard let image, let box = inked(image, morph) else { return }
            items.append(Item(role: role, image: image, morph: morph, inked: box, opacity: opacity, shift: shift))
        }
        let titleA = a.titleIsLarge ? nil : a.title.flatMap { inked($0) }
        let backTitleBox = backTitle.flatMap { inked($0) }
        let bothChevrons = a.chevron.flatMap { inked($0) } != nil && b.chevron.flatMap { inked($0) } != nil
        guard titleA != nil || backTitleBox != nil || bothChevrons else { return nil }

        // The back title's place, and where it (and A's title) starts.
        let slot = backTitleBox.map { Double($0.columns.lowerBound) } ?? b.backTitleX * scale
        let width = Double(a.background.width)
        let start =
            titleA.map { Double($0.columns.lowerBound) }
            ?? backTitleBox.map { (width - Double($0.columns.count)) / 2 } ?? slot
        let travel = start - slot

        add(.othersA, a.others, opacity: (1, 0))
        if bothChevrons {
            add(.chevron, a.chevron, morph: b.chevron, opacity: (1, 1))
        } else {
            add(.chevronA, a.chevron, opacity: (1, 0))
        }
        add(.titleA, a.titleIsLarge ? nil : a.title, opacity: (1, 0), shift: (0, -travel))
        if a.titleIsLarge { add(.othersA, a.title, opacity: (1, 0)) }
        add(.othersB, b.others, opacity: (0, 1))
        if !bothChevrons { add(.chevronB, b.chevron, opacity: (0, 1)) }
        add(.backTitleB, backTitle, opacity: (0, 1), shift: (travel, 0))
        add(b.titleIsLarge ? .othersB : .titleB, b.title, opacity: (0, 1), shift: b.titleIsLarge ? (0, 0) : (travel, 0))
        self.band = band
        self.backgrounds = (a.background, b.background)
        self.items = items
    }

    /// Draws the band into `frame` at B's weight `t` (0…1): the backgrounds mixed by `t`, then each
    /// item at its opacity and shift (resampled linearly between columns).
    func draw(into frame: inout Bitmap, weightOfB t: Double) {
        let k = Int((min(1, max(0, t)) * 256).rounded())
        frame.mix(rows: band, of: backgrounds.a, backgrounds.b, weight: k)
        for item in items { draw(item, into: &frame.pixels, width: frame.width, at: min(1, max(0, t))) }
    }

    /// Composes `item` at `t` over `out`, a frame's bytes `width` pixels wide.
    private func draw(_ item: Item, into out: inout [UInt8], width: Int, at t: Double) {
        let opacity = item.opacity(at: t), shift = item.shift(at: t)
        guard opacity > 0 else { return }
        let stride = width * 4
        let first = max(0, Int((Double(item.inked.columns.lowerBound) + shift).rounded(.down)))
        let last = min(width, Int((Double(item.inked.columns.upperBound) + shift).rounded(.up)) + 1)
        guard first < last else { return }
        let source = item.image.pixels, morph = item.morph?.pixels
        for y in item.inked.rows {
            for x in first..<last {
                let u = Double(x) - shift, x0 = Int(u.rounded(.down)), f = u - Double(x0)
                func texel(_ column: Int) -> SIMD4<Double> {
                    guard column >= 0, column < width else { return .zero }
                    let i = y * stride + column * 4
                    let own = SIMD4<Double>(Double(source[i]), Double(source[i + 1]), Double(source[i + 2]), Double(source[i + 3]))
                    guard let morph else { return own }
                    let other = SIMD4<Double>(Double(morph[i]), Double(morph[i + 1]), Double(morph[i + 2]), Double(morph[i + 3]))
                    return own + (other - own) * t
                }
                var pixel = texel(x0) * (1 - f)
                if f > 0 { pixel += texel(x0 + 1) * f }
                pixel *= opacity
                guard pixel[3] > 0 else { continue }
                let o = y * stride + x * 4, keep = 1 - pixel[3] / 255
                for c in 0..<4 { out[o + c] = UInt8(min(255, max(0, (pixel[c] + Double(out[o + c]) * keep).rounded()))) }
            }
        }
    }
}

extension NavigationItemsAnimation {
    /// Two mock screens' navigation bars in parts, and the back title B shows pushed over A.
    struct Bars: Sendable {
        let a: NavigationBarParts
        let b: NavigationBarParts
        let backTitle: Bitmap?

        /// The bars of `from` and `to` rendered as the screens are; nil unless both are mock screens
        /// whose bars' items move (a screenshot's bar is one picture; items that only fade
        /// cross-fade with the band). `screens` are the two screens as rendered with these
        /// arguments (`MockScreen.navigationBarParts(screen:)`).
        init?(
            from: ScreenSource, to: ScreenSource, canvas: Canvas, device: Device?, appearance: Appearance, systemBars: Bool,
            screens: (a: Bitmap, b: Bitmap)
        ) throws {
            guard case let .mock(screenA) = from, case let .mock(screenB) = to, screenA.navigationItemsMove(to: screenB),
                let a = try screenA.navigationBarParts(
                    canvas: canvas, device: device, appearance: appearance, systemBars: systemBars, screen: screens.a),
                let b = try screenB.navigationBarParts(
                    canvas: canvas, device: device, appearance: appearance, systemBars: systemBars, screen: screens.b)
            else { return nil }
            self.a = a
            self.b = b
            backTitle = try screenB.backTitle(after: a.titleText, canvas: canvas, device: device, appearance: appearance)
        }
    }

    /// `screen` (B's picture) with its back title composed in place: B as the pushed screen shows it.
    func withBackTitle(_ screen: Bitmap) -> Bitmap {
        var shown = screen
        for item in items where item.role == .backTitleB { draw(item, into: &shown.pixels, width: shown.width, at: 1) }
        return shown
    }
}
