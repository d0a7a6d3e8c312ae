import Foundation
import XCTest
import XWTEngine
import XWTTestSupport

/// Seeded mutations of the bundled presets (JSON-level: dropped, duplicated and retyped keys, extreme
/// numbers; text-level: truncation, byte flips) and of PNG/JPEG screen images (header bytes, truncation),
/// each run through the real `xwt-video`. Every case ends in exit 0 with a valid output, or exit 1 with
/// exactly one stderr line naming the file — never a signal, never a leftover file.
///
/// The suite runs `XWT_FUZZ_COUNT` cases (default 240) from `XWT_FUZZ_SEED` (default 11);
/// `scripts/fuzz SEED COUNT` runs thousands. A failure names the case's seed and number.
final class FuzzTests: XCTestCase {
    var cli: URL { TestSupport.executable }

    func testMutatedPresetsAndImagesEndCleanly() throws {
        try TestSupport.requireCLI()
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["XWT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 11
        let count = environment["XWT_FUZZ_COUNT"].flatMap { Int($0) } ?? 240
        let presetsFolder = URL(fileURLWithPath: TestSupport.presets.directory)
        let presetFiles = try FileManager.default.contentsOfDirectory(atPath: presetsFolder.path).filter { $0.hasSuffix(".json") }.sorted()
        let png = try Data(contentsOf: presetsFolder.appendingPathComponent("screens/alpha-card-list.png"))
        let jpeg = try Self.jpeg(from: presetsFolder.appendingPathComponent("screens/alpha-card-list.png"))
        var random = SplitMix64(seed: seed)
        var outcomes: [String: Int] = [:]
        for n in 0..<count {
            let folder = try TestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let label = "seed \(seed) case \(n)"
            if random.next(below: 5) == 0 {
                let (name, data) = random.next(below: 2) == 0 ? ("from.png", png) : ("from.jpg", jpeg)
                try Self.mutateImage(data, random: &random).write(to: folder.appendingPathComponent(name))
                let drawn = try check(
                    [
                        "still", "--preset", "explode", "--presets-dir", presetsFolder.path, "--frame", "20",
                        "--from", name, "-o", "out.png",
                    ], in: folder, names: name, output: "out.png", label: label)
                outcomes[drawn == nil ? "image refused" : "image drawn", default: 0] += 1
            } else {
                let source = presetFiles[random.next(below: presetFiles.count)]
                let text = try String(contentsOf: presetsFolder.appendingPathComponent(source), encoding: .utf8)
                try Data(Self.mutatePreset(text, random: &random).utf8).write(to: folder.appendingPathComponent("p.json"))
                try FileManager.default.createSymbolicLink(
                    at: folder.appendingPathComponent("screens"),
                    withDestinationURL: presetsFolder.appendingPathComponent("screens"))
                let validated = try check(["presets", "validate", "p.json"], in: folder, names: "p.json", output: nil, label: "\(label) (\(source))")
                outcomes[validated == nil ? "preset refused" : "preset valid", default: 0] += 1
                // A preset that validates can be played: its last frame renders.
                if let frames = validated.flatMap(Self.frameCount), n % 3 == 0 {
                    try check(
                        ["still", "--preset", "p", "--presets-dir", folder.path, "--frame", String(frames - 1), "-o", "out.png"],
                        in: folder, names: "p.json", output: "out.png", label: "\(label) (\(source)) still", mustSucceed: true)
                }
            }
        }
        print("fuzz seed \(seed), \(count) cases:", outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        if count >= 100 {
            XCTAssertGreaterThan(outcomes["preset valid", default: 0], 10, "mutations this mild must leave some presets valid")
            XCTAssertGreaterThan(outcomes["preset refused", default: 0], 10, "and break others")
        }
    }

    /// Runs one case; returns stdout when it succeeded, nil when it failed cleanly.
    @discardableResult
    private func check(
        _ arguments: [String], in folder: URL, names: String, output: String?, label: String,
        mustSucceed: Bool = false
    ) throws -> String? {
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let result = try TestSupport.run(cli, arguments, in: folder, timeout: 120)
        let what = "\(label): \(arguments.joined(separator: " "))"
        let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        if result.status == 0 {
            if let output {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(output))
                XCTAssertEqual(bytes.prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(what): not a PNG")
                XCTAssertEqual(after, (before + [output]).sorted(), "\(what): files left")
                try FileManager.default.removeItem(at: folder.appendingPathComponent(output))
            } else {
                XCTAssertEqual(after, before, "\(what): files left")
            }
            return result.out
        }
        XCTAssertFalse(mustSucceed, "\(what): a validated preset failed: \(result.err)")
        XCTAssertEqual(result.status, 1, "\(what): \(result.err)")
        XCTAssertEqual(result.err.filter { $0 == "\n" }.count, 1, "\(what): not one line: \(result.err)")
        XCTAssertTrue(result.err.hasPrefix("xwt-video: error: ") && result.err.contains(names), "\(what): \(result.err)")
        XCTAssertEqual(after, before, "\(what): files left")
        return nil
    }

    /// N from "FILE: OK (effect, N frames at F fps)".
    private static func frameCount(_ line: String) -> Int? {
        guard let range = line.range(of: #", \d+ frames"#, options: .regularExpression) else { return nil }
        return Int(line[range].dropFirst(2).prefix { $0.isNumber })
    }

    private static func jpeg(from png: URL) throws -> Data {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("x.jpg")
        let r = try TestSupport.run(TestSupport.requireFFmpeg(), ["-v", "error", "-i", png.path, "-vf", "scale=200:-2", out.path])
        guard r.status == 0 else { throw JPEGFailure(reason: r.err) }
        return try Data(contentsOf: out)
    }

    // MARK: - mutations

    private static func mutateImage(_ data: Data, random: inout SplitMix64) -> Data {
        var bytes = [UInt8](data)
        switch random.next(below: 3) {
        case 0:  // header bytes: signature, IHDR/SOF sizes, bit depth, colour type
            for _ in 0...random.next(below: 3) { bytes[random.next(below: min(64, bytes.count))] ^= UInt8(1 + random.next(below: 255)) }
        case 1:  // a header size field set to a huge value
            let at = 16 + random.next(below: 8)
            bytes[at] = 0xFF
        default:  // truncated
            bytes = Array(bytes.prefix(random.next(below: bytes.count)))
        }
        return Data(bytes)
    }

    private static func mutatePreset(_ text: String, random: inout SplitMix64) -> String {
        switch random.next(below: 6) {
        case 0:
            return String(text.prefix(random.next(below: text.count)))
        case 1:
            var bytes = Array(text.utf8)
            for _ in 0...random.next(below: 2) { bytes[random.next(below: bytes.count)] ^= UInt8(1 + random.next(below: 255)) }
            return String(decoding: bytes, as: UTF8.self)
        case 2:  // a duplicated key: one "key": line repeated
            var lines = text.components(separatedBy: "\n")
            let keyed = lines.indices.filter { lines[$0].contains("\":") }
            guard let i = keyed.isEmpty ? nil : keyed[random.next(below: keyed.count)] else { return text }
            let line = lines[i].hasSuffix(",") ? lines[i] : lines[i] + ","
            lines.insert(line, at: i)
            return lines.joined(separator: "\n")
        default:  // JSON-level: drop a key, retype a value, or an extreme number
            guard var json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return text }
            json = mutate(json, depth: 0, random: &random)
            guard let data = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]) else { return text }
            return String(decoding: data, as: UTF8.self)
        }
    }

    private static var replacements: [Any] {
        [
            "text", "", 0, -1, 1, 0.5, -0.0, 1e308, -1e308, Double.leastNonzeroMagnitude, 2147483648, 9007199254740993, -9999999, true, false, NSNull(),
            [Any](), [String: Any](), [1, 2, 3], ["x": 1], String(repeating: "long ", count: 400),
        ]
    }

    /// Changes one leaf or key somewhere below `value`.
    private static func mutate(_ value: Any, depth: Int, random: inout SplitMix64) -> Any {
        if var object = value as? [String: Any], !object.isEmpty {
            let key = object.keys.sorted()[random.next(below: object.count)]
            switch random.next(below: depth == 0 ? 4 : 3) {
            case 0: object[key] = nil
            case 1: object[key] = replacements[random.next(below: replacements.count)]
            default: object[key] = mutate(object[key]!, depth: depth + 1, random: &random)
            }
            return object
        }
        if var array = value as? [Any], !array.isEmpty {
            let i = random.next(below: array.count)
            switch random.next(below: 4) {
            case 0: array.remove(at: i)
            case 1: array.append(array[i])
            case 2: array[i] = replacements[random.next(below: replacements.count)]
            default: array[i] = mutate(array[i], depth: depth + 1, random: &random)
            }
            return array
        }
        if value is NSNumber, random.next(below: 2) == 0 {
            return [1e308, -1e308, 0, -1, 1e-300, 1e15, -1e15, 100000][random.next(below: 8)]
        }
        return replacements[random.next(below: replacements.count)]
    }
}

/// The `ffmpeg` CLI could not make the fuzzer's JPEG seed (a failure, not a skip).
private struct JPEGFailure: Error, CustomStringConvertible {
    let reason: String
    var description: String { "ffmpeg could not make a JPEG: \(reason)" }
}
