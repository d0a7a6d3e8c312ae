import XWTPresets

extension Preset {
    /// The preset at `width`×`height` pixels, which must keep the device's aspect ratio (±1 px);
    /// throws `SettingError` (`size`) otherwise.
    public func resized(width: Int, height: Int) throws -> Preset {
        guard width >= 2, height >= 2, width % 2 == 0 else {
            throw SettingError(.size, "expected an even width and a height of at least 2 pixels; found \(width)x\(height)")
        }
        let resized = self.resized(pixelWidth: width)
        guard abs(resized.canvas.pixelHeight - height) <= 1 else {
            throw SettingError(.size, "\(width)x\(height) does not keep \(id)'s aspect ratio; for width \(width) use \(width)x\(resized.canvas.pixelHeight)")
        }
        return resized
    }
}
