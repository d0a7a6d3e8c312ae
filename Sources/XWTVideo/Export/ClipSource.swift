import XWTEngine
import XWTPresets

extension Export {
    /// `preset`'s frames for a clip of `format` and the clip's settings: the same source as
    /// `RenderJob(preset:)` (in a device frame of `deviceFrame` when given) `scaled(toWidth:)` the
    /// clip's width, with the job built once, by `makeJob`, at that width (the width follows from
    /// the preset's canvas and the device frame's layout, before anything is drawn), so no screen is
    /// painted at a size the clip does not use. Throws `SettingError` (`width`) for a width `run`
    /// would refuse.
    public static func clipSource(
        _ preset: Preset, format: ExportFormat, options: ExportOptions, deviceFrame: DeviceFrameStyle?,
        makeJob: (Preset) throws -> RenderJob
    ) throws -> (job: any FrameSource, settings: ExportOptions) {
        var settings = options.fitted(to: format)
        guard let style = deviceFrame else {
            settings.width = options.width ?? format.defaultWidth(sourceWidth: preset.canvas.pixelWidth)
            return (try job(preset, width: settings.width ?? preset.canvas.pixelWidth, makeJob), settings)
        }
        let layout = DeviceFrameLayout(device: preset.device, style: style)
        let frame = try DeviceFrameSource.frame(layout, around: preset.canvas).canvas
        settings.width = options.width ?? format.defaultWidth(sourceWidth: frame.pixelWidth)
        let width = settings.width ?? frame.pixelWidth
        let screenWidth =
            try frame.needsScaling(toWidth: width)
            ? DeviceFrameSource.screenWidth(layout, screen: preset.canvas, frameWidth: width) : preset.canvas.pixelWidth
        return (try DeviceFrameSource(job(preset, width: screenWidth, makeJob), device: preset.device, style: style), settings)
    }

    /// `makeJob(preset)` laid out `width` pixels wide: what `scaled(toWidth:)` of it gives.
    private static func job(_ preset: Preset, width: Int, _ makeJob: (Preset) throws -> RenderJob) throws -> RenderJob {
        try makeJob(preset.canvas.needsScaling(toWidth: width) ? preset.resized(pixelWidth: width) : preset)
    }
}
