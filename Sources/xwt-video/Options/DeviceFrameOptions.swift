import ArgumentParser
import XWTEngine
import XWTVideo

/// `--device-frame`, `--background`, `--padding`, `--shadow`: the phone drawn around the screen, for
/// every command that renders a preset.
struct DeviceFrameOptions: OptionChecking {
    @Flag(
        name: .long,
        help: "Draw the phone around the screen: body with the device's corners and bezel, side buttons, notch or Dynamic Island (xwt-video devices).")
    var deviceFrame = false

    @Option(
        name: .long,
        help: "With --device-frame: the colour around the phone, #RGB, #RRGGBB, #RRGGBBAA or transparent (needs --alpha to stay so) (default #f2f2f7).")
    var background: String?

    @Option(name: .long, help: "With --device-frame: the margin around the phone in points (default 32).")
    var padding: Double?

    @Flag(name: .long, help: "With --device-frame: a soft shadow under the phone.")
    var shadow = false

    func check() throws { _ = try style() }

    /// The style asked for, or nil without `--device-frame`; a bad value names its option.
    func style() throws -> DeviceFrameStyle? {
        guard deviceFrame else {
            if background != nil || padding != nil || shadow { throw InputError("--background, --padding and --shadow go with --device-frame") }
            return nil
        }
        var style = DeviceFrameStyle(shadow: shadow)
        if let background {
            guard let color = DeviceFrameStyle.color(background) else {
                throw InputError("--background: expected #RGB, #RRGGBB, #RRGGBBAA or transparent; found \"\(background)\"")
            }
            style.background = color
        }
        if let padding {
            guard padding.isFinite, (0...DeviceFrameStyle.maximumPadding).contains(padding) else {
                throw InputError("--padding: expected points in 0…\(Int(DeviceFrameStyle.maximumPadding)); found \(padding)")
            }
            style.padding = padding
        }
        return style
    }

    /// True when the frame's background is not opaque (the output needs alpha to keep it).
    var wantsAlpha: Bool { ((try? style())?.background.a).map { $0 < 255 } ?? false }

    /// `job` inside the phone of its preset's device, or `job` itself without `--device-frame`.
    func framed(_ job: RenderJob) throws -> any FrameSource {
        guard let style = try style() else { return job }
        return try InputError.mapping { try DeviceFrameSource(job, device: job.preset.device, style: style) }
    }
}
