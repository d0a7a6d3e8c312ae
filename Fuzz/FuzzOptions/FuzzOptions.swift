import Foundation
import FuzzSupport
import XWTEngine
import XWTMedia

runFuzzer { fuzzOptions($0, $1) }

/// libFuzzer entry: encoder settings as `export` takes them. The first line names the format (mp4,
/// webm, mkv, apng, webp), every further line is `key=value`: `crf`, `preset`, `deadline`, `cpu-used`,
/// `alpha`, `lossless` set the knobs, any other key is an extra encoder option (`--encoder-option`),
/// parsed by libavcodec. Settings that validate open a 16×16 encoder, take one frame and finish.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptions(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    withinCPUBudget { run(bytes, count) }
    return 0
}

private func run(_ bytes: UnsafePointer<UInt8>?, _ count: Int) {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : count), as: UTF8.self)
    let lines = text.split(separator: "\n").map(String.init)
    guard let first = lines.first, let format = VideoFormat(rawValue: first) else { return }
    var settings = EncoderSettings(format: format, width: 16, height: 16, fps: 30)
    for line in lines.dropFirst() {
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return }
        switch parts[0] {
        case "crf": guard let v = Int(parts[1]) else { return }; settings.crf = v
        case "preset": settings.preset = parts[1]
        case "deadline": settings.deadline = parts[1]
        case "cpu-used": guard let v = Int(parts[1]) else { return }; settings.cpuUsed = v
        case "alpha": settings.alpha = parts[1] == "true"
        case "lossless": settings.lossless = parts[1] == "true"
        default: settings.options[parts[0]] = parts[1]
        }
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("xwt-fuzz-\(getpid()).\(format.fileExtension)").path
    guard let encoder = try? VideoEncoder(path: path, settings: settings) else { return }
    if (try? encoder.append(Bitmap(width: 16, height: 16, fill: RGBA8(r: 10, g: 200, b: 90, a: 128)))) != nil {
        try? encoder.finish()
    } else {
        encoder.cancel()
    }
    try? FileManager.default.removeItem(atPath: path)
}
