import Foundation
import XWTEffects
import XWTMedia
import XWTMotion
import XWTPresets

/// A static documentation page of exported clips (`xwt-video gallery`): one self-contained
/// `index.html` with inline CSS, no scripts, relative links; clips grouped by effect family.
public enum Gallery {

    /// Formats a gallery can show in a `<video>` element.
    public static let playableFormats: [ExportFormat] = [.mp4, .webm]

    /// Exports every missing or stale clip (and its poster) into `options.outputDirectory` with the
    /// batch code, then writes `index.html` there (atomically) listing every clip that exists.
    /// Failed presets are left off the page and reported in the batch report.
    public static func build(
        library: PresetLibrary, options: BatchOptions, title: String = "xwt-video gallery",
        events: @escaping @Sendable (BatchEvent) -> Void = { _ in }
    ) throws -> (report: BatchReport, page: String) {
        for format in options.formats where !playableFormats.contains(format) {
            throw SettingError(.formats, "expected mp4 or webm for a gallery; found \"\(format.rawValue)\"")
        }
        var batch = options
        batch.onlyStale = true
        batch.posters = true
        let report = try BatchExport.run(library: library, options: batch, events: events)
        var entries: [GalleryEntry] = []
        var done = Set<String>()
        for clip in report.clips where done.insert(clip.presetID).inserted {
            let clips = report.clips.filter { $0.presetID == clip.presetID }
            // A preset with any failed format is left off (its page entry would be incomplete).
            guard clips.count == options.formats.count, let preset = try? library.load(id: clip.presetID, overrides: options.overrides),
                let info = try? VideoProbe.probe(path: clips[0].path)
            else { continue }
            let files = clips.map { c in
                (
                    format: c.format, name: URL(fileURLWithPath: c.path).lastPathComponent,
                    bytes: fileSize(c.path)
                )
            }
            let posterPath = BatchExport.path(options.outputDirectory, clip.presetID, "png")
            let poster = FileManager.default.fileExists(atPath: posterPath) ? URL(fileURLWithPath: posterPath).lastPathComponent : nil
            entries.append(GalleryEntry(preset: preset, files: files, poster: poster, width: info.width, height: info.height))
        }
        let page = URL(fileURLWithPath: options.outputDirectory).appendingPathComponent("index.html").path
        try write(html(entries, title: title), to: page)
        return (report, page)
    }

    /// Writes `text` to `path` atomically (a hidden temporary file renamed on success).
    public static func write(_ text: String, to path: String) throws {
        try AtomicOutput.write(Array(text.utf8), to: path, operation: "write gallery page")
    }

    // MARK: - Text derived from a preset

    /// One phrase per act that moves, from the acts and the timeline's releases: "tap to present",
    /// "pan back ↓ 200 pt, cancels (timer)", "pan ← 250 pt, finishes (UIKit)", "pinch back to 0.4×,
    /// finishes (UIKit)". Holds are left out.
    public static func scriptSteps(_ preset: Preset) -> [String] {
        let timeline = preset.timeline
        return timeline.acts.enumerated().compactMap { index, act in
            switch act {
            case .hold: return nil
            case .animate(.to): return "tap to present"
            case .animate(.back): return "tap to dismiss"
            case let .pan(pan):
                let text = "pan" + (pan.transition == .back ? " back" : "") + " \(arrow(pan.direction)) \(number(pan.distance)) pt"
                return text + outcome(of: index, in: timeline)
            case let .pinch(pinch):
                let text = "pinch" + (pinch.transition == .back ? " back" : "") + " to \(number(pinch.scale))×"
                return text + outcome(of: index, in: timeline)
            }
        }
    }

    /// ", finishes (UIKit)", ", cancels (timer)"… for the release of act `index`, or "" without one.
    private static func outcome(of index: Int, in timeline: Timeline) -> String {
        guard let release = timeline.releases.first(where: { $0.actIndex == index }) else { return "" }
        var text = release.outcome == .finished ? ", finishes" : ", cancels"
        switch release.settle {
        case .timer: text += " (timer)"
        case .completion: text += " (UIKit)"
        case .stagedCompletion: text += " (UIKit, then the second stage)"
        case .immediate: text += " (at once)"
        case .animation: text += " (animation)"
        }
        return text
    }

    /// `scriptSteps` joined with " · ": the gesture script in one line.
    public static func scriptLine(_ preset: Preset) -> String { scriptSteps(preset).joined(separator: " · ") }

    /// Every parameter of the preset's effect as `--param` writes it, and whether it differs from the default.
    public static func parameters(_ preset: Preset) -> [(name: String, value: String, changed: Bool)] {
        let p = preset.parameters, defaults = EffectParameters.defaults(preset.effect)
        return preset.effect.parameters.map { spec in
            let mine = p.value(named: spec.name) ?? spec.defaultValue
            return (spec.name, EffectCatalog.text(mine), mine != defaults.value(named: spec.name))
        }
    }

    /// The effect's class name as XWTransition spells it ("XWDrawer", "XWCool Explode").
    public static func className(_ effect: EffectID) -> String {
        effect.summary.split(separator: ":", maxSplits: 1).first.map(String.init) ?? effect.rawValue
    }

    // MARK: - The page

    /// The page for `entries`: one section per library, one group per family inside it (both in
    /// the registry's order), by preset id within a family.
    public static func html(_ entries: [GalleryEntry], title: String = "xwt-video gallery") -> String {
        let listed = EffectCatalog.listingFamilies(entries.map(\.preset))
        let libraries = listed.reduce(into: [(library: Library, families: [(name: String, entries: [GalleryEntry])])]()) {
            result, family in
            let members = entries.filter { $0.preset.listing.library == family.library && $0.preset.listing.family == family.name }
                .sorted { $0.preset.id < $1.preset.id }
            guard !members.isEmpty else { return }
            if result.last?.library != family.library { result.append((family.library, [])) }
            result[result.count - 1].families.append((family.name, members))
        }
        func count(_ n: Int) -> String { "\(n) clip\(n == 1 ? "" : "s")" }
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="xwt-video">
            <title>\(escape(title))</title>
            <style>\(css)</style>
            </head>
            <body>
            <header>
            <h1>\(escape(title))</h1>
            <p class="lede">\(count(entries.count)) of iOS view-controller transitions, rendered headless by xwt-video. Each plays the preset's scripted gesture; <mark>highlighted</mark> parameters differ from the effect's defaults.</p>
            <nav>\(libraries.map { "<a href=\"#\(slug($0.library.rawValue))\">\(escape($0.library.rawValue)) <span>\($0.families.map(\.entries.count).reduce(0, +))</span></a>" }.joined())</nav>
            </header>
            <main>

            """
        for (library, families) in libraries {
            let total = families.map(\.entries.count).reduce(0, +)
            out += "<section id=\"\(slug(library.rawValue))\">\n<h2>\(escape(library.rawValue)) <small>\(count(total))</small></h2>\n"
            for (family, members) in families {
                out += "<h3>\(escape(family)) <small>\(count(members.count))</small></h3>\n<div class=\"grid\">\n"
                for entry in members { out += card(entry) }
                out += "</div>\n"
            }
            out += "</section>\n"
        }
        out +=
            "</main>\n<footer>Generated by <code>xwt-video gallery</code>. Frames are a pure function of each preset and frame index.</footer>\n</body>\n</html>\n"
        return out
    }

    private static func card(_ entry: GalleryEntry) -> String {
        let preset = entry.preset
        guard let first = entry.files.first else { return "" }
        let poster = entry.poster.map { " poster=\"\(escape(attribute: $0))\"" } ?? ""
        let steps = scriptSteps(preset).map { step -> String in
            escape(step).replacingOccurrences(of: ", cancels", with: ", <b class=\"cancel\">cancels</b>")
                .replacingOccurrences(of: ", finishes", with: ", <b class=\"finish\">finishes</b>")
                .replacingOccurrences(of: #" \((timer|UIKit|at once)\)$"#, with: " <span class=\"how\">($1)</span>", options: .regularExpression)
        }
        let params = parameters(preset).map { p in
            "<code\(p.changed ? " class=\"changed\" title=\"default: \(escape(attribute: defaultText(preset.effect, p.name)))\"" : "")>\(escape(p.name))=\(escape(p.value))</code>"
        }.joined(separator: " ")
        let files = entry.files.map { f in
            "<a href=\"\(escape(attribute: f.name))\">\(f.format.rawValue.uppercased())</a> \(size(f.bytes))"
        }.joined(separator: " · ")
        return """
            <figure id="\(escape(attribute: preset.id))" data-preset="\(escape(attribute: preset.id))">
            <div class="stage"><video src="\(escape(attribute: first.name))"\(poster) width="\(entry.width)" height="\(entry.height)" data-duration="\(String(format: "%.3f", entry.duration))" muted loop playsinline controls preload="metadata"></video></div>
            <figcaption>
            <div class="title"><span class="id" title="\(escape(attribute: preset.summary))">\(escape(preset.id))</span><span class="time">\(String(format: "%.1f s", entry.duration))</span></div>
            <div class="effect">\(escape(className(preset.effect))) <code>\(escape(preset.effect.rawValue))</code></div>
            <ol class="script">\(steps.map { "<li>\($0)</li>" }.joined())</ol>
            <div class="params">\(params)</div>
            <div class="files">\(files)</div>
            </figcaption>
            </figure>

            """
    }

    private static func defaultText(_ effect: EffectID, _ name: String) -> String {
        effect.parameters.first { $0.name == name }.map { EffectCatalog.text($0.defaultValue) } ?? ""
    }

    private static func size(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.0f KB", (Double(bytes) / 1e3).rounded(.up))
    }

    private static func arrow(_ direction: SwipeDirection) -> String {
        switch direction {
        case .left: return "←"
        case .right: return "→"
        case .up: return "↑"
        case .down: return "↓"
        }
    }

    private static func number(_ x: Double) -> String { String(format: "%g", x) }

    private static func slug(_ s: String) -> String { "library-" + s.lowercased().filter { $0.isLetter || $0.isNumber } }

    /// Text content escaped for HTML.
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// An attribute value (double-quoted) escaped for HTML.
    static func escape(attribute s: String) -> String { escape(s).replacingOccurrences(of: "\"", with: "&quot;") }

    private static let css = """

        :root { color-scheme: light dark; --bg: #f5f5f7; --card: #ffffff; --text: #1d1d1f; --muted: #6e6e73; --line: #e3e3e8;
          --accent: #0066cc; --chip: #f0f0f4; --mark-bg: #fff1c7; --mark-text: #6b4400; --stage: #e8e8ed;
          --cancel: #c2410c; --finish: #15803d; --shadow: 0 1px 2px rgba(0,0,0,.05), 0 6px 20px rgba(0,0,0,.05); }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #111113; --card: #1c1c1f; --text: #f2f2f5; --muted: #a1a1a8; --line: #2e2e33; --accent: #4da3ff;
            --chip: #2a2a2f; --mark-bg: #4a3a10; --mark-text: #ffd97a; --stage: #09090b; --cancel: #fb923c; --finish: #4ade80;
            --shadow: none; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text);
          font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; -webkit-font-smoothing: antialiased; }
        header, main, footer { max-width: 1360px; margin: 0 auto; padding: 0 32px; }
        header { padding-top: 40px; }
        h1 { font-size: 30px; line-height: 1.15; letter-spacing: -0.02em; margin: 0 0 8px; }
        .lede { color: var(--muted); margin: 0 0 18px; max-width: 70ch; }
        mark { background: var(--mark-bg); color: var(--mark-text); border-radius: 4px; padding: 0 4px; }
        nav { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 8px; }
        nav a { color: var(--text); text-decoration: none; background: var(--card); border: 1px solid var(--line);
          border-radius: 999px; padding: 4px 12px; font-size: 13px; font-weight: 500; }
        nav a span { color: var(--muted); margin-left: 2px; }
        nav a:hover { border-color: var(--accent); }
        section { padding: 28px 0 8px; }
        h2 { font-size: 20px; letter-spacing: -0.01em; margin: 0 0 16px; padding-bottom: 10px; border-bottom: 1px solid var(--line); }
        h2 small, h3 small { font-size: 13px; font-weight: 400; color: var(--muted); margin-left: 6px; }
        h3 { font-size: 16px; margin: 18px 0 10px; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(236px, 1fr)); gap: 24px; }
        figure { margin: 0; background: var(--card); border: 1px solid var(--line); border-radius: 16px; overflow: hidden;
          box-shadow: var(--shadow); display: flex; flex-direction: column; }
        .stage { background: var(--stage); padding: 16px 16px 0; }
        video { display: block; width: 100%; height: auto; margin: 0 auto; max-width: 260px; border-radius: 10px 10px 0 0;
          background: #000; }
        figcaption { padding: 12px 14px 14px; display: flex; flex-direction: column; gap: 7px; border-top: 1px solid var(--line); }
        .title { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
        .id { font: 600 14px/1.3 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .time { color: var(--muted); font-size: 12px; white-space: nowrap; font-variant-numeric: tabular-nums; }
        .effect { color: var(--muted); font-size: 13px; }
        .effect code { font-size: 12px; }
        .script { margin: 0; padding: 0; list-style: none; font-size: 13px; display: flex; flex-direction: column; gap: 2px; }
        .script li { padding-left: 14px; position: relative; }
        .script li::before { content: ""; position: absolute; left: 2px; top: .6em; width: 5px; height: 5px; border-radius: 50%;
          background: var(--muted); }
        .script b { font-weight: 600; }
        .how { color: var(--muted); white-space: nowrap; }
        .cancel { color: var(--cancel); }
        .finish { color: var(--finish); }
        .params { display: flex; flex-wrap: wrap; gap: 4px; }
        .params code { font: 11.5px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--chip);
          color: var(--muted); border-radius: 6px; padding: 0 6px; overflow-wrap: anywhere; }
        .params code.changed { background: var(--mark-bg); color: var(--mark-text); font-weight: 600; }
        .files { font-size: 12px; color: var(--muted); margin-top: 2px; }
        a { color: var(--accent); }
        footer { color: var(--muted); font-size: 12px; padding-top: 24px; padding-bottom: 40px; }

        """
}
