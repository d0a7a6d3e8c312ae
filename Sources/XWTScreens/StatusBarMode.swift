/// Where the status bar and home indicator are drawn (preset key `statusBar`).
///
/// On a device the system draws them above the app's window, so they stay put while a transition
/// moves, folds or slices the view controllers' views (XW snapshots only those views).
public enum StatusBarMode: String, CaseIterable, Sendable {
    /// Drawn once over every finished frame, fixed, in the ink each screen asks for (the device's look).
    case fixed
    /// Drawn into each mock screen, so it moves with the transition (the look before 0.2).
    case inScreen = "in-screen"
    /// Not drawn at all.
    case none
}
