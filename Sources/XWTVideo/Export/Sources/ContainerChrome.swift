import XWTEffects
import XWTEngine
import XWTMotion
import XWTScreens

/// The chrome a UIKit container keeps still over the transitioning content, composed over each
/// finished frame before the status bar (docs/containers.md).
///
/// Navigation container: when both screens have a navigation bar, the band both bars cover stays
/// flat and still. Between two mock screens whose titles, back title or chevrons move, its items
/// animate one by one (`NavigationItemsAnimation`: the title sliding into the back button) and the
/// pushed screen shows its back title; otherwise — screenshots (`navigationBar.height`), whose bar
/// is one picture, or bars whose items only fade — the band shows the two screens' bars mixed by
/// the run's progress, the old items fading out and the new ones in (linear in the run's
/// progress: a model). The rest of a taller bar (a large title over a
/// standard bar) travels with its screen, as a large title slides with its view controller. A tab
/// bar both screens show stays the same way; one only the from screen shows leaves with it.
/// A preset's `hidesBottomBarWhenPushed` overrides the screens: `true` keeps no tab bar still (it
/// leaves with the from screen, and the pushed screen shows none: `withoutTabBar`), `false` keeps
/// the from screen's tab bar still over the pushed screen too.
/// Tab container: the tab bar both screens show stays, showing the from screen's selected item
/// until the run completes. Modal container, or a library that moves the bars with its snapshots
/// (RW): nothing is kept; the screens carry their bars.
///
/// Invariant: at progress 0 the bands are exactly the from screen's rows and at 1 the to
/// screen's (with its back title), so a rest frame is unchanged.
public struct ContainerChrome: Sendable {
    let container: Container
    /// The canvas's pixel rows kept still.
    let bands: [Range<Int>]
    /// The navigation bar's rows among `bands` (nil: none stays still).
    let navigationBand: Range<Int>?
    let screenA: Bitmap
    let screenB: Bitmap
    /// The navigation bar's items animated one by one (nil: the band cross-fades).
    let items: NavigationItemsAnimation?

    /// The chrome of `container` for screens `a`/`b` (the effect's pictures, canvas-sized) with bars
    /// `chrome`, the navigation bars in parts `bars` when both are mock screens; nil when nothing
    /// stays still.
    init?(
        container: Container, barsMoveWithScreens: Bool, chrome: (a: ScreenChrome, b: ScreenChrome), screens: (a: Bitmap, b: Bitmap),
        canvas: Canvas, hidesBottomBarWhenPushed: Bool? = nil, bars: NavigationItemsAnimation.Bars? = nil
    ) {
        guard !barsMoveWithScreens, container != .modal, screens.a.width == screens.b.width, screens.a.height == screens.b.height else {
            return nil
        }
        let height = screens.a.height
        func rows(_ points: Double) -> Int { min(height / 2, max(0, Int((points * canvas.scale).rounded()))) }
        var bands: [Range<Int>] = []
        let navigationBar = rows(min(chrome.a.navigationBar, chrome.b.navigationBar))
        navigationBand = container == .navigation && navigationBar > 0 ? 0..<navigationBar : nil
        if let navigationBand { bands.append(navigationBand) }
        let items = navigationBand.flatMap { band in
            bars.flatMap { NavigationItemsAnimation(a: $0.a, b: $0.b, backTitle: $0.backTitle, band: band, scale: canvas.scale) }
        }
        var b = items?.withBackTitle(screens.b) ?? screens.b
        let tabBar: Int
        switch container == .navigation ? hidesBottomBarWhenPushed : nil {
        case true?: tabBar = 0
        case false?:
            tabBar = rows(chrome.a.tabBar)
            if rows(chrome.b.tabBar) < tabBar { b.mix(rows: (height - tabBar)..<height, of: screens.a, screens.a, weight: 0) }
        case nil: tabBar = rows(min(chrome.a.tabBar, chrome.b.tabBar))
        }
        if tabBar > 0 { bands.append((height - tabBar)..<height) }
        guard !bands.isEmpty else { return nil }
        self.container = container; self.bands = bands; screenA = screens.a; screenB = b; self.items = items
    }

    /// `screen` without its tab bar, the bottom `points` (the pushed screen of
    /// `hidesBottomBarWhenPushed`): each row filled with the leftmost pixel of the row just above
    /// the bar — the view's background where its content leaves a margin (a model: the picture
    /// has nothing beneath its bar).
    static func withoutTabBar(_ screen: Bitmap, points: Double, canvas: Canvas) -> Bitmap {
        let rows = min(screen.height / 2, max(0, Int((points * canvas.scale).rounded())))
        guard rows > 0 else { return screen }
        var bytes = screen.pixels
        let stride = screen.width * 4, above = (screen.height - rows - 1) * stride
        for y in (screen.height - rows)..<screen.height {
            for x in 0..<screen.width { for c in 0..<4 { bytes[y * stride + x * 4 + c] = bytes[above + c] } }
        }
        return Bitmap(width: screen.width, height: screen.height, pixels: bytes)
    }

    /// The weight of screen B's chrome (0…1) in a frame of `direction` at `progress`: the run's
    /// progress towards B in a navigation container; in a tab container B's tab bar only once a run
    /// towards B has completed (or a run away from it has not).
    func weightOfB(direction: TransitionDirection, progress: Double) -> Double {
        let p = progress.isFinite ? min(1, max(0, progress)) : 0
        let towardB = direction == .to ? p : 1 - p
        guard container == .tab else { return towardB }
        return direction == .to ? (p == 1 ? 1 : 0) : (p == 1 ? 0 : 1)
    }

    /// Mixes the still bands into `frame` (canvas-sized) for a frame of `direction` at `progress`;
    /// the navigation bar at `navigationBarAlpha` (TM's `autoShowAndHideNavBar`) over the frame.
    public func compose(onto frame: inout Bitmap, direction: TransitionDirection, progress: Double, navigationBarAlpha: Double = 1) {
        guard frame.width == screenA.width, frame.height == screenA.height else { return }
        let weight = weightOfB(direction: direction, progress: progress)
        let k = Int((weight * 256).rounded())
        let alpha = Int((min(1, max(0, navigationBarAlpha)) * 256).rounded())
        for band in bands {
            guard band == navigationBand else {
                frame.mix(rows: band, of: screenA, screenB, weight: k)
                continue
            }
            guard alpha < 256 else {
                drawNavigationBar(band, into: &frame, weight: weight, k: k)
                continue
            }
            let under = frame
            var bar = frame
            drawNavigationBar(band, into: &bar, weight: weight, k: k)
            frame.mix(rows: band, of: under, bar, weight: alpha)
        }
    }

    /// The navigation bar at B's `weight` (`k` in 256ths): the screens' own rows at rest, the items
    /// animated between.
    private func drawNavigationBar(_ band: Range<Int>, into frame: inout Bitmap, weight: Double, k: Int) {
        if let items, k > 0, k < 256 {
            items.draw(into: &frame, weightOfB: weight)
        } else {
            frame.mix(rows: band, of: screenA, screenB, weight: k)
        }
    }
}
