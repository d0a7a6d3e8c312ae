import ArgumentParser
import Foundation
import XWTEngine
import XWTPresets
import XWTPreview
import XWTVideo

struct PreviewCommand: ParsableCommand, OptionChecking {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a page that scrubs, tunes and live-reloads a preset (docs/preview.md) until Ctrl-C.")

    @Argument(help: "A preset file (FILE.json) instead of --preset.") var file: String?
    @Option(name: .long, help: "Preset id (default drawer-qq when no FILE.json is given).") var preset: String?
    @OptionGroup var folder: PresetsFolder
    @Flag(name: .long, inversion: .prefixedNo, help: "Draw the finger while a pan is in progress (default: the preset's \"touches\").")
    var touches: Bool?
    @OptionGroup var screens: ScreenOptions
    @OptionGroup var frameOptions: DeviceFrameOptions
    @Option(name: .long, help: "Port to listen on (default 8700; 0 picks a free one).") var port: Int = 8700
    @Option(name: .long, help: "Address to listen on (default 127.0.0.1: this machine only).") var host: String = "127.0.0.1"

    func check() throws {
        if file != nil, preset != nil { throw InputError("preview takes a FILE.json or --preset ID, not both") }
        if let file, !file.lowercased().hasSuffix(".json") { throw InputError("preview: expected a preset file ending in .json; found \"\(file)\"") }
        guard (0...65535).contains(port) else { throw InputError("--port: expected 0…65535; found \(port)") }
        if host.isEmpty { throw InputError("--host: expected an address (e.g. 127.0.0.1); found nothing") }
        _ = try screens.overrides()
    }

    func run() throws {
        let path = try presetFile()
        let settings = PreviewSettings(file: path, overrides: try screens.overrides(), touches: touches, deviceFrame: try frameOptions.style())
        let session = PreviewSession(settings: settings)
        let server = try PreviewServer(session: session, host: host, port: port)
        let done = DispatchSemaphore(value: 0)
        let failure = Locked<(any Error)?>(nil)
        Task.detached {
            do {
                try await server.run { bound in
                    let shown = host.contains(":") ? "[\(host)]" : host
                    print("xwt-video preview: http://\(shown):\(bound)/ (\(path)); Ctrl-C stops")
                    if let error = session.error { print("xwt-video preview: the preset does not load yet: \(error)") }
                    fflush(nil)  // every C stream, stdout among them
                }
            } catch {
                failure.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        if let error = failure.withLock({ $0 }) { throw InputError("preview: cannot serve on \(host):\(port): \(error)") }
    }

    /// The preset file to watch: FILE.json, or ID.json in the presets folder (which must exist).
    private func presetFile() throws -> String {
        if let file {
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: path) else { throw InputError("preview: \(file): no such preset file") }
            return path
        }
        let library = folder.library
        let id = preset ?? "drawer-qq"
        let path = URL(fileURLWithPath: library.directory).appendingPathComponent("\(id).json").standardizedFileURL.path
        if !FileManager.default.fileExists(atPath: path) { _ = try library.load(id: id) }  // names the nearest ids
        return path
    }
}
