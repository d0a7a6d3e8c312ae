import XWTPresets

extension Preset {
    /// The preset at a pixel size written `WxH`, which must keep the device's aspect ratio (±1 px).
    public func resized(to size: String) throws -> Preset {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] >= 2, parts[1] >= 2, parts[0] % 2 == 0 else {
            throw InputError("--size: expected WxH in pixels with an even width (e.g. 150x266); found \"\(size)\"")
        }
        let resized = self.resized(pixelWidth: parts[0])
        guard abs(resized.canvas.pixelHeight - parts[1]) <= 1 else {
            throw InputError("--size: \(size) does not keep \(id)'s aspect ratio; for width \(parts[0]) use \(parts[0])x\(resized.canvas.pixelHeight)")
        }
        return resized
    }
}
