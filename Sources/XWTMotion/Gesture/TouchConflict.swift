import XWTEngine

/// Who takes a pan on a screen whose content has its own recognisers: the pop, or the control under
/// the finger (WSL's full-screen-pop demo page, `WSLAnimationFive.m`).
public enum PanWinner: String, Sendable, Hashable {
    /// The transition's recogniser: the pan drives the pop.
    case transition
    /// The horizontally paged scroll view: the pan pages the banner (or, at its first page with
    /// `bounces = NO`, moves nothing and still keeps the pop from starting).
    case banner
    /// The slider: the pan moves its thumb.
    case slider
}

/// Whether a preset plays the seed's conflict as it was (`legacy`) or with the seed's fix.
public enum ConflictFix: String, Sendable, Hashable, CaseIterable {
    case legacy, fixed
}

/// The paged banner and slider on the presented screen, and which of the WSL article's fixes apply
/// (全屏侧滑返回 and its 2018-08-17 update; `UIScrollView+GestureConflict.m`, `WSLNavigatioController.m`).
///
/// Arbitration of a pan touching down at `start` (screen points):
/// - on the slider with `slider` fixed (`delaysContentTouches = NO`, or
///   `gestureRecognizer:shouldReceiveTouch:` refusing touches on a `UISlider`): the slider;
/// - on the banner, rightward, banner on its first page, `scrollView` fixed (the category's
///   `shouldRecognizeSimultaneouslyWithGestureRecognizer:` answers YES to the began pop when
///   `contentOffset.x == 0`): the pop;
/// - anywhere else on the banner, slider included when not fixed (within 150 ms the scroll view
///   keeps the touch from the slider): the banner, which pages, or at its first page with
///   `bounces = NO` holds still, the pop swallowed;
/// - off the banner: the pop.
/// Units: points; `ControlState.bannerOffset` in pages.
public struct TouchConflict: Sendable, Hashable {
    /// The paged scroll view's frame.
    public var banner: Rect
    /// Pages side by side (≥ 2).
    public var pages: Int
    /// The slider's frame (touch area) on the first page, in screen points when that page shows.
    public var slider: Rect
    /// The thumb's radius: the thumb's centre travels from `slider.minX + r` to `slider.maxX − r`.
    public var thumbRadius: Double
    /// `UIScrollView+GestureConflict`'s simultaneous recognition with the pop at the first page.
    public var scrollView: ConflictFix
    /// `delaysContentTouches = NO` / `shouldReceiveTouch:` refusing the slider's touches.
    public var sliderFix: ConflictFix

    /// UIScrollView's paging settle after the lift: ease-out to the nearest page over this many
    /// seconds [model: UIKit documents neither; a scripted finger stops at the lift, so no flick].
    public static let pageSettle = 0.3

    public init(banner: Rect, pages: Int, slider: Rect, thumbRadius: Double, scrollView: ConflictFix, slider sliderFix: ConflictFix) {
        self.banner = banner; self.pages = pages; self.slider = slider; self.thumbRadius = thumbRadius
        self.scrollView = scrollView; self.sliderFix = sliderFix
    }

    /// Who takes `pan` touching down at `start` while the controls show `controls` (the controls
    /// are on the presented screen, so only back pans reach them).
    public func winner(of pan: PanAct, start: Point, controls: ControlState) -> PanWinner {
        guard pan.transition == .back, pan.direction.isHorizontal, banner.contains(start) else { return .transition }
        let shift = controls.bannerOffset * banner.width
        let onSlider = Rect(x: slider.minX - shift, y: slider.minY, width: slider.width, height: slider.height).contains(start)
        if onSlider && sliderFix == .fixed { return .slider }
        if pan.direction == .right && controls.bannerOffset == 0 && scrollView == .fixed { return .transition }
        return .banner
    }

    /// The rules above as one line each, for traces.
    public var rules: [String] {
        [
            "paged banner (scroll view) \(scrollView.rawValue): "
                + (scrollView == .fixed
                    ? "a rightward pan on its first page pops (shouldRecognizeSimultaneouslyWithGestureRecognizer: at contentOffset.x == 0); any other horizontal pan on it pages it"
                    : "every horizontal pan on it is the scroll view's: it pages, and at its first page (bounces = NO) nothing moves and the pop never starts"),
            "slider on the banner's first page \(sliderFix.rawValue): "
                + (sliderFix == .fixed
                    ? "a pan on it moves its thumb (delaysContentTouches = NO; shouldReceiveTouch: refuses the slider's touches to the pop)"
                    : "a pan on it is the scroll view's within 150 ms (delaysContentTouches = YES): the banner's rule applies and the thumb stays"),
            "banner paging: contentOffset follows the finger, clamped to the pages; on the lift it settles ease-out on the nearest page in \(String(format: "%g", Self.pageSettle)) s [model]",
        ]
    }

    /// The controls `translation` points after touch-down of a pan `winner` takes, from `controls`.
    func dragged(_ controls: ControlState, by translation: Point, winner: PanWinner) -> ControlState {
        var c = controls
        switch winner {
        case .transition: break
        case .banner: c.bannerOffset = min(max(controls.bannerOffset - translation.x / banner.width, 0), Double(pages - 1))
        case .slider: c.sliderValue = min(max(controls.sliderValue + translation.x / (slider.width - 2 * thumbRadius), 0), 1)
        }
        return c
    }
}

/// What the presented screen's controls show: the banner's scroll position and the slider's value.
public struct ControlState: Sendable, Hashable {
    /// The banner's `contentOffset.x` in pages (0 = first page).
    public var bannerOffset: Double
    /// The slider's value, 0…1.
    public var sliderValue: Double

    /// The demo page as it opens: first page, the slider at 0.3.
    public static let initial = ControlState(bannerOffset: 0, sliderValue: 0.3)

    public init(bannerOffset: Double, sliderValue: Double) {
        self.bannerOffset = bannerOffset; self.sliderValue = sliderValue
    }
}

extension Rect {
    fileprivate func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
}
