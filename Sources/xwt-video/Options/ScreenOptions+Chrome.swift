import XWTEffects
import XWTEngine
import XWTPresets
import XWTScreens

extension ScreenOptions {
    /// The bars of the lone effect's screens (`effectScreens` with the same `defaults`) on a screen
    /// of `size` points: a mock screen's own, a screenshot's from `--nav-bar` and `--tab-bar`.
    func effectChrome(size: Size, defaults: DefaultScreens) throws -> (a: ScreenChrome, b: ScreenChrome) {
        let settings = try screenSettings()
        let device = device.flatMap(Device.named) ?? .custom(width: size.width, height: size.height)
        let images = ScreenChrome(navigationBar: settings.navigationBar ?? 0, tabBar: settings.tabBar ?? 0)
        let from = try settings.from ?? .mock(Self.builtIn(defaults.from)), to = try settings.to ?? .mock(Self.builtIn(defaults.to))
        return (from.chrome(device: device, size: size, images: images), to.chrome(device: device, size: size, images: images))
    }
}
