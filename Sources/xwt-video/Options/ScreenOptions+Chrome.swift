import XWTEngine
import XWTPresets
import XWTScreens

extension ScreenOptions {
    /// The bars of the lone effect's screens (`effectScreens`) on a screen of `size` points: a mock
    /// screen's own, a screenshot's from `--nav-bar` and `--tab-bar`.
    func effectChrome(size: Size) throws -> (a: ScreenChrome, b: ScreenChrome) {
        let settings = try screenSettings()
        let device = device.flatMap(Device.named) ?? .custom(width: size.width, height: size.height)
        let images = ScreenChrome(navigationBar: settings.navigationBar ?? 0, tabBar: settings.tabBar ?? 0)
        return (
            (settings.from ?? .mock(.list)).chrome(device: device, size: size, images: images),
            (settings.to ?? .mock(.detail)).chrome(device: device, size: size, images: images)
        )
    }
}
