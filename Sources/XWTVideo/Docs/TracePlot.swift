import Foundation
import XWTMedia
import XWTMotion

/// Draws a `MotionTrace` as a self-contained SVG chart: progress (and XW's raw percent) over time,
/// the gesture phases as labelled bands, act boundaries, release points, the release threshold and,
/// under the legend, the gesture model's rules.
///
/// Units: SVG user units = CSS pixels; the chart is `width` × `height(of:)`. Text widths are estimated
/// (0.58 em per character) to fit labels, since an SVG writer cannot measure fonts. Output is a
/// pure function of the trace (no dates, no random ids).
public enum TracePlot {
    /// Chart size in SVG user units.
    public static let width = 1000.0
    /// Height without the gesture model's rules; each rule line adds `ruleLineHeight`.
    public static let baseHeight = 512.0
    static let ruleLineHeight = 16.0

    // Layout (user units).
    static let left = 64.0, right = 20.0
    static let laneTop = 88.0, laneHeight = 24.0
    static let plotTop = 120.0, plotHeight = 300.0
    static var plotLeft: Double { left }
    static var plotRight: Double { width - right }
    static var plotBottom: Double { plotTop + plotHeight }

    // Palette.
    static let ink = "#1d1d1f", dim = "#6e6e73", grid = "#e3e3e8", axis = "#8e8e93"
    static let toColor = "#0a7cff", backColor = "#f08a00", percentColor = "#3a3a3c"
    static let thresholdColor = "#d7263d", finishColor = "#1a9e4b", cancelColor = "#d7263d"

    /// Band fill and label colour of each phase (idle has no band).
    static func style(_ phase: GesturePhase) -> (fill: String, label: String)? {
        switch phase {
        case .idle: return nil
        case .animating: return ("#e2ecfa", "#2e64a8")
        case .dragging: return ("#ece3fb", "#6a3fc4")
        case .timer: return ("#d9f2e1", "#1d7f44")
        case .completing: return ("#fcecd2", "#9a5b00")
        }
    }

    /// Writes the chart to `path` atomically (a temporary file beside it, renamed when complete).
    public static func write(_ trace: MotionTrace, to path: String) throws {
        try AtomicOutput.write(Array(svg(trace).utf8), to: path, operation: "write plot")
    }

    /// The chart as SVG text (UTF-8, no external references).
    public static func svg(_ trace: MotionTrace) -> String {
        var svg = SVGWriter()
        let duration = max(trace.duration, 1e-9)
        let percents = trace.rows.map(\.percent) + trace.releases.map(\.percent)
        let lo = min(0, ((percents.min() ?? 0) * 4).rounded(.down) / 4)
        let hi = max(1, ((percents.max() ?? 1) * 4).rounded(.up) / 4)
        func x(_ t: Double) -> Double { plotLeft + (plotRight - plotLeft) * min(max(t / duration, 0), 1) }
        func y(_ v: Double) -> Double { plotBottom - plotHeight * (v - lo) / (hi - lo) }
        let frameSeconds = 1 / Double(trace.fps)

        // Title and subtitle.
        svg.text("\(trace.presetID) — motion trace", x: left, y: 30, size: 18, weight: "bold", fill: ink)
        let facts =
            "\(trace.effect) · \(trace.frameCount) frames at \(trace.fps) fps · "
            + String(format: "%.3f s", trace.duration)
        svg.text(facts, x: plotRight, y: 30, size: 12.5, fill: dim, anchor: "end")
        for (i, line) in wrap(trace.summary, width: plotRight - left, size: 12.5, lines: 2).enumerated() {
            svg.text(line, x: left, y: 50 + Double(i) * 16, size: 12.5, fill: dim)
        }

        // Acts lane: one box per act, labelled with what the script does.
        svg.open("g", ["class": "acts"])
        for act in trace.acts where act.duration > 0 {
            let x0 = x(act.start), x1 = x(act.end)
            let fill = act.kind == .hold ? "#f2f2f5" : (act.transition == .back ? "#fdf0dd" : "#e3eefc")
            svg.rect(
                x: x0 + 1, y: laneTop, width: max(x1 - x0 - 2, 1), height: laneHeight, fill: fill, rx: 4,
                attributes: ["class": "act act-\(act.kind.rawValue)"])
            let label = actLabels(act).first { textWidth($0, size: 11.5) <= x1 - x0 - 8 } ?? ""
            if !label.isEmpty {
                svg.text(label, x: (x0 + x1) / 2, y: laneTop + 16, size: 11.5, fill: ink, anchor: "middle")
            }
        }
        svg.text("acts", x: left - 8, y: laneTop + 16, size: 11, fill: dim, anchor: "end")
        svg.close("g")

        // Phase bands behind the plot, with labels placed in free rows.
        var labelRows: [[ClosedRange<Double>]] = []
        var bandLabels: [(text: String, x: Double, row: Int, color: String)] = []
        svg.open("g", ["class": "phases"])
        for run in trace.phaseRuns {
            guard let style = style(run.phase) else { continue }
            let t0 = Double(run.frames.lowerBound) * frameSeconds
            let t1 = min(Double(run.frames.upperBound) * frameSeconds, trace.duration)
            let x0 = x(t0), x1 = x(t1)
            svg.rect(
                x: x0, y: plotTop, width: max(x1 - x0, 0.5), height: plotHeight, fill: style.fill,
                attributes: ["class": "band phase-\(run.phase.rawValue)"])
            let release = trace.releases.first { $0.actIndex == run.actIndex }
            let candidates =
                release?.settle == .immediate && run.phase == .completing
                ? ["flash (legacy)", "flash"] : phaseLabels(run)
            if let (text, row) = place(candidates, centre: (x0 + x1) / 2, size: 11.5, rows: &labelRows, maxRows: 3) {
                bandLabels.append((text, (x0 + x1) / 2, row, style.label))
            }
        }
        svg.close("g")

        // Grid, threshold, axes.
        svg.open("g", ["class": "grid"])
        let yStep = hi - lo > 2.01 ? 0.5 : 0.25
        var v = lo
        while v <= hi + 1e-9 {
            let yy = y(v)
            svg.line(
                x1: plotLeft, y1: yy, x2: plotRight, y2: yy, stroke: abs(v) < 1e-9 || abs(v - 1) < 1e-9 ? "#c7c7cc" : grid,
                width: 1)
            svg.text(MotionTrace.number(v, 2), x: plotLeft - 8, y: yy + 4, size: 11, fill: dim, anchor: "end")
            v += yStep
        }
        let xStep = niceStep(duration)
        var t = 0.0
        while t <= duration + 1e-9 {
            let xx = x(t)
            svg.line(x1: xx, y1: plotBottom, x2: xx, y2: plotBottom + 5, stroke: axis, width: 1)
            svg.text(MotionTrace.number(t, 2), x: xx, y: plotBottom + 19, size: 11, fill: dim, anchor: "middle")
            t += xStep
        }
        svg.line(x1: plotLeft, y1: plotBottom, x2: plotRight, y2: plotBottom, stroke: axis, width: 1)
        svg.line(x1: plotLeft, y1: plotTop, x2: plotLeft, y2: plotBottom, stroke: axis, width: 1)
        svg.text(
            "time (s) · frame f is shown at f/\(trace.fps) s", x: (plotLeft + plotRight) / 2, y: plotBottom + 38,
            size: 12, fill: dim, anchor: "middle")
        svg.text(
            "progress (0 = from screen, 1 = to screen)", x: 0, y: 0, size: 12, fill: dim, anchor: "middle",
            transform: "translate(\(f(18)) \(f(plotTop + plotHeight / 2))) rotate(-90)")
        svg.close("g")

        // Act boundaries.
        svg.open("g", ["class": "act-boundaries"])
        for act in trace.acts.dropFirst() {
            let xx = x(act.start)
            svg.line(x1: xx, y1: laneTop, x2: xx, y2: plotBottom, stroke: "#aeaeb2", width: 1, dash: "3 3")
        }
        svg.close("g")

        svg.open("g", ["class": "threshold"])
        let ty = y(trace.threshold)
        svg.line(x1: plotLeft, y1: ty, x2: plotRight, y2: ty, stroke: thresholdColor, width: 1.5, dash: "7 5")
        svg.text(
            "release threshold \(MotionTrace.number(trace.threshold, 2))", x: plotRight - 4, y: ty - 6, size: 11,
            fill: thresholdColor, anchor: "end", halo: true)
        svg.close("g")

        // Progress, one path per stretch of one direction; raw percent while the finger or timer drives it.
        svg.open("g", ["class": "progress"])
        var stretch: [MotionTrace.Row] = []
        func flush() {
            guard let first = stretch.first else { return }
            let points = stretch.map { (x($0.time), y($0.progress)) }
            svg.polyline(
                points, stroke: first.direction == .to ? toColor : backColor, width: 3,
                attributes: ["class": "progress-\(first.direction.rawValue)"])
            stretch.removeAll()
        }
        for row in trace.rows {
            if let last = stretch.last, last.direction != row.direction {
                // The same picture seen from the other transition: a dotted connector, not a jump.
                svg.line(
                    x1: x(last.time), y1: y(last.progress), x2: x(row.time), y2: y(row.progress), stroke: "#8e8e93",
                    width: 1.2, dash: "2 3")
                flush()
            }
            stretch.append(row)
        }
        flush()
        svg.close("g")

        svg.open("g", ["class": "percent"])
        // Only where it leaves 0…1: elsewhere it is the progress curve itself.
        for run in trace.phaseRuns where run.phase == .dragging || run.phase == .timer {
            let rows = trace.rows[run.frames]
            guard rows.contains(where: { abs($0.percent - $0.progress) > 1e-9 }) else { continue }
            // Join a timer run to the drag that precedes it (same act) by starting at its last frame.
            let start = run.phase == .timer ? max(run.frames.lowerBound - 1, 0) : run.frames.lowerBound
            let points = trace.rows[start..<run.frames.upperBound].map { (x($0.time), y($0.percent)) }
            if points.count >= 2 {
                svg.polyline(points, stroke: percentColor, width: 1.4, dash: "4 3", attributes: ["class": "percent-raw"])
            }
        }
        svg.close("g")

        // Releases: where the finger lifted, at which percent, and the decision.
        var releaseLabels: [(span: ClosedRange<Double>, baseline: Double)] = []
        svg.open("g", ["class": "releases"])
        for release in trace.releases {
            let rx = x(release.time), ry = y(release.percent)
            let color = release.outcome == .finished ? finishColor : cancelColor
            svg.line(x1: rx, y1: plotTop, x2: rx, y2: plotBottom, stroke: color, width: 1, dash: "1 3")
            svg.circle(
                cx: rx, cy: ry, r: 5.5, fill: "#ffffff", stroke: color, width: 2.5,
                attributes: ["class": "release release-\(release.outcome.rawValue)"])
            let timer: Bool
            if case .timer = release.settle { timer = true } else { timer = false }
            // Exactly at the threshold each model decides its own way (XW finishes, VC cancels): say "=".
            let comparison =
                release.percent == trace.threshold
                ? "="
                : release.outcome == .finished ? (timer ? ">" : "≥") : (timer ? "≤" : "<")
            let verdict = (release.outcome == .finished ? "finish" : "cancel") + (release.settle == .immediate ? " at once" : "")
            let text = "lift at \(MotionTrace.number(release.percent, 2)) \(comparison) \(MotionTrace.number(trace.threshold, 2)): \(verdict)"
            // Above the marker when it sits low, below it when high; the first baseline that keeps the
            // text off the 0, 1 and threshold lines, inside the plot and clear of earlier labels.
            let width = textWidth(text, size: 11.5)
            let x0 = min(max(rx - width / 2, plotLeft + 2), plotRight - width - 2)
            let span = (x0 - 6)...(x0 + width + 6)
            let above = ry > plotTop + plotHeight * 0.35
            let offsets = above ? [-12.0, -28, 22, 38, -44] : [22.0, 38, -12, -28, 54]
            let lines = [y(0), y(1), ty]
            func free(_ baseline: Double) -> Bool {
                baseline - 11 > plotTop && baseline + 3 < plotBottom
                    && !lines.contains { $0 > baseline - 13 && $0 < baseline + 5 }
                    && !releaseLabels.contains { $0.span.overlaps(span) && abs($0.baseline - baseline) < 15 }
            }
            let ly = offsets.map { ry + $0 }.first(where: free) ?? ry + offsets[0]
            releaseLabels.append((span, ly))
            svg.text(text, x: x0, y: ly, size: 11.5, weight: "bold", fill: color, halo: true)
        }
        svg.close("g")

        // Band labels last, over the curves, with a halo.
        svg.open("g", ["class": "phase-labels"])
        for label in bandLabels {
            svg.text(
                label.text, x: label.x, y: plotTop + 15 + Double(label.row) * 15, size: 11.5, weight: "bold",
                fill: label.color, anchor: "middle", halo: true)
        }
        svg.close("g")

        legend(&svg)
        let rules = ruleLines(trace)
        svg.open("g", ["class": "gesture-model"])
        for (i, line) in rules.enumerated() {
            svg.text(
                line, x: plotLeft, y: baseHeight + Double(i) * ruleLineHeight, size: 11.5, weight: i == 0 ? "bold" : "normal",
                fill: i == 0 ? ink : dim)
        }
        svg.close("g")
        return svg.document(
            width: width, height: height(of: trace),
            title: "\(trace.presetID): progress over time with gesture phases",
            description:
                "Per-frame progress and raw percent of preset \(trace.presetID); bands mark the gesture phases, circles the releases, the dashed red line the release threshold."
        )
    }

    /// Chart height for `trace`: the base plus one line per gesture-model rule line.
    public static func height(of trace: MotionTrace) -> Double {
        baseHeight + ruleLineHeight * Double(ruleLines(trace).count)
    }

    /// "gesture model ID: origin" then each rule, wrapped to the plot width.
    static func ruleLines(_ trace: MotionTrace) -> [String] {
        ["gesture model \(trace.gestureModel): \(trace.gestureOrigin)"]
            + trace.gestureRules.flatMap {
                wrap("· " + $0, width: plotRight - plotLeft, size: 11.5, lines: 3)
            }
    }

    /// The legend row under the axis title.
    static func legend(_ svg: inout SVGWriter) {
        svg.open("g", ["class": "legend"])
        var cursor = plotLeft
        let yy = plotBottom + 68
        func item(_ label: String, _ draw: (inout SVGWriter, Double) -> Double) {
            let used = draw(&svg, cursor)
            svg.text(label, x: cursor + used + 6, y: yy + 4, size: 11.5, fill: ink)
            cursor += used + 6 + textWidth(label, size: 11.5) + 18
        }
        item("progress (to)") { s, x0 in
            s.line(x1: x0, y1: yy, x2: x0 + 22, y2: yy, stroke: toColor, width: 3); return 22
        }
        item("progress (back)") { s, x0 in
            s.line(x1: x0, y1: yy, x2: x0 + 22, y2: yy, stroke: backColor, width: 3); return 22
        }
        item("percent beyond 0…1") { s, x0 in
            s.line(x1: x0, y1: yy, x2: x0 + 22, y2: yy, stroke: percentColor, width: 1.4, dash: "4 3"); return 22
        }
        for phase in [GesturePhase.animating, .dragging, .timer, .completing] {
            let style = style(phase)!
            item(phase.rawValue) { s, x0 in
                s.rect(x: x0, y: yy - 7, width: 16, height: 14, fill: style.fill, rx: 2); return 16
            }
        }
        item("release") { s, x0 in
            s.circle(cx: x0 + 6, cy: yy, r: 5, fill: "#ffffff", stroke: ink, width: 2); return 12
        }
        svg.close("g")
    }

    // MARK: Labels

    /// Act labels from the most to the least detailed.
    static func actLabels(_ act: MotionTrace.ActSpan) -> [String] {
        let arrows: [SwipeDirection: String] = [.left: "←", .right: "→", .up: "↑", .down: "↓"]
        switch act.kind {
        case .hold:
            return ["hold " + MotionTrace.number(act.duration, 2) + " s", "hold", ""]
        case .animate:
            let to = act.transition?.rawValue ?? ""
            return ["tap: animate \(to)", "animate \(to)", "tap", ""]
        case .pan:
            let to = act.transition?.rawValue ?? ""
            let arrow = act.swipe.map { arrows[$0]! } ?? ""
            let distance = act.distance.map { MotionTrace.number($0, 1) + " pt" } ?? ""
            return ["pan \(to) \(arrow) \(distance)", "pan \(to) \(arrow)", "pan \(arrow)", "pan", ""]
        case .pinch:
            let to = act.transition?.rawValue ?? ""
            let scale = act.scale.map { MotionTrace.number($0, 2) + "×" } ?? ""
            return ["pinch \(to) to \(scale)", "pinch \(to)", "pinch", ""]
        }
    }

    /// Band labels from the most to the least detailed.
    static func phaseLabels(_ run: MotionTrace.PhaseRun) -> [String] {
        let verdict = run.outcome.map { $0 == .finished ? "finish" : "cancel" }
        switch run.phase {
        case .idle: return []
        case .animating: return ["animating", "anim."]
        case .dragging: return ["dragging", "drag"]
        case .timer: return verdict.map { ["timer → \($0)", "timer", "\($0)"] } ?? ["timer"]
        case .completing: return verdict.map { ["completing → \($0)", "UIKit → \($0)", "\($0)"] } ?? ["completing"]
        }
    }

    /// Places the first candidate that fits a free label row near `centre`; returns it and its row.
    static func place(
        _ candidates: [String], centre: Double, size: Double, rows: inout [[ClosedRange<Double>]],
        maxRows: Int
    ) -> (String, Int)? {
        for text in candidates where !text.isEmpty {
            let w = textWidth(text, size: size)
            let x0 = min(max(centre - w / 2, plotLeft + 2), plotRight - w - 2)
            let span = (x0 - 5)...(x0 + w + 5)
            for row in 0..<maxRows {
                if row == rows.count { rows.append([]) }
                if !rows[row].contains(where: { $0.overlaps(span) }) {
                    rows[row].append(span)
                    return (text, row)
                }
            }
        }
        return nil
    }

    /// Estimated advance of `text` in a sans-serif face at `size` user units.
    static func textWidth(_ text: String, size: Double) -> Double {
        Double(text.count) * 0.58 * size
    }

    /// `text` broken at spaces into at most `lines` lines of an estimated `width`; the last one is cut with "…".
    static func wrap(_ text: String, width: Double, size: Double, lines: Int) -> [String] {
        var result: [String] = [], current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if textWidth(candidate, size: size) <= width || current.isEmpty {
                current = candidate
            } else {
                result.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { result.append(current) }
        guard result.count > lines else { return result }
        var kept = Array(result.prefix(lines))
        let keep = max(0, Int(width / (0.58 * size)) - 1)
        let last = kept[lines - 1] + " " + result[lines...].joined(separator: " ")
        kept[lines - 1] = String(last.prefix(keep)) + "…"
        return kept
    }

    /// A tick step of 1, 2 or 5 × 10ⁿ s giving 5…12 ticks over `duration`.
    static func niceStep(_ duration: Double) -> Double {
        let raw = duration / 8
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        for m in [1.0, 2, 2.5, 5, 10] where raw <= m * magnitude { return m * magnitude }
        return 10 * magnitude
    }

    static func f(_ v: Double) -> String { MotionTrace.number(v, 2) }
}
