import Foundation
import XCTest
import XWTPresets
import XWTVideo

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Motion traces (`xwt-video trace`): one row per frame matching the timeline, CSV/JSON text, SVG plot.
final class MotionTraceTests: XCTestCase {
    private func trace(_ id: String) throws -> MotionTrace { MotionTrace(preset: try TestSupport.presets.load(id: id)) }

    /// A drawer preset whose open pan drags past the base (percent 1.2), so the raw percent leaves 0…1.
    private func overshootPreset(in dir: URL) throws -> Preset {
        let json = """
            { "format": "xwt-video-preset", "version": 1, "description": "overshoot",
              "effect": { "id": "drawer", "direction": "left" },
              "acts": [ { "hold": 0.2 }, { "pan": "to", "distance": 300, "ratioBase": 250, "duration": 0.4 }, { "hold": 0.3 } ] }
            """
        let file = dir.appendingPathComponent("overshoot.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        return try PresetLibrary.load(file: file.path)
    }

    func testRowsFollowTheTimelineOfCircleSpread() throws {
        let preset = try TestSupport.presets.load(id: "circle-spread")
        let trace = MotionTrace(preset: preset)
        XCTAssertEqual(trace.rows.count, preset.timeline.frameCount)
        XCTAssertEqual(trace.rows.map(\.frame), Array(0..<preset.timeline.frameCount))
        for row in trace.rows {
            let state = preset.timeline.state(frame: row.frame)
            XCTAssertEqual(row.time, Double(row.frame) / 60, accuracy: 1e-12)
            XCTAssertEqual(row.actIndex, state.actIndex)
            XCTAssertEqual(row.phase, state.phase)
            XCTAssertEqual(row.progress, state.progress)
            XCTAssertEqual(row.percent, state.percent)
            XCTAssertEqual(row.finger, state.finger)
            XCTAssertEqual(row.finger != nil, row.phase == .dragging, "a finger exactly while dragging (frame \(row.frame))")
        }
        // Tap, a back pan the timer cancels, a back pan the timer finishes.
        let runs = trace.phaseRuns.filter { $0.phase != .idle }
        XCTAssertEqual(runs.map(\.phase), [.animating, .dragging, .timer, .dragging, .timer])
        XCTAssertEqual(runs.map(\.actIndex), [1, 3, 3, 5, 5])
        XCTAssertEqual(runs.map(\.outcome), [nil, nil, .cancelled, nil, .finished])
        XCTAssertEqual(trace.releases.map(\.outcome), [.cancelled, .finished])
        XCTAssertEqual(trace.releases.map(\.actIndex), [3, 5])
        for release in trace.releases {
            guard case .timer = release.settle else { return XCTFail("circle-spread settles on the timer: \(release)") }
            // Every timer frame of that act carries the release's decision, and the percent moves 1/60 per frame.
            let timerRows = trace.rows.filter { $0.actIndex == release.actIndex && $0.phase == .timer }
            XCTAssertFalse(timerRows.isEmpty)
            XCTAssertTrue(timerRows.allSatisfy { $0.outcome == release.outcome })
            for (a, b) in zip(timerRows, timerRows.dropFirst()) {
                XCTAssertEqual(b.percent - a.percent, release.outcome == .finished ? 1.0 / 60 : -1.0 / 60, accuracy: 1e-9)
            }
        }
        XCTAssertEqual(trace.releases[0].percent, 200.0 / 667, accuracy: 1e-9)
        XCTAssertLessThan(trace.releases[0].percent, trace.threshold)
        XCTAssertGreaterThan(trace.releases[1].percent, trace.threshold)
        XCTAssertEqual(trace.acts.map(\.kind), [.hold, .animate, .hold, .pan, .hold, .pan, .hold])
        XCTAssertEqual(trace.acts[3].swipe, .down)
    }

    func testCSVHasAHeaderAndOneLinePerFrame() throws {
        let trace = try trace("circle-spread")
        let lines = trace.csv().split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.first, "frame,time,act,act_kind,direction,phase,percent,progress,finger_x,finger_y,outcome")
        XCTAssertEqual(lines.count, trace.frameCount + 1)
        for line in lines { XCTAssertEqual(line.split(separator: ",", omittingEmptySubsequences: false).count, 11, String(line)) }
        XCTAssertEqual(lines[1], "0,0,0,hold,to,idle,0,0,,,")
        // A dragging row has the finger; a timer row has the outcome.
        let dragging = trace.rows.first { $0.phase == .dragging && $0.finger!.y > 100 }!
        let fields = lines[dragging.frame + 1].split(separator: ",", omittingEmptySubsequences: false)
        XCTAssertEqual(fields[5], "dragging")
        XCTAssertEqual(Double(fields[8]), 187.5)
        XCTAssertEqual(Double(fields[9])!, dragging.finger!.y, accuracy: 1e-3)
        let timer = trace.rows.first { $0.phase == .timer }!
        XCTAssertTrue(lines[timer.frame + 1].hasSuffix(",,,cancelled"), String(lines[timer.frame + 1]))
    }

    func testJSONParsesWithEveryFrame() throws {
        let trace = try trace("circle-spread")
        let object = try JSONSerialization.jsonObject(with: Data(trace.json().utf8)) as? [String: Any]
        let json = try XCTUnwrap(object)
        XCTAssertEqual(json["preset"] as? String, "circle-spread")
        XCTAssertEqual(json["fps"] as? Int, 60)
        XCTAssertEqual(json["frameCount"] as? Int, trace.frameCount)
        let frames = try XCTUnwrap(json["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.count, trace.frameCount)
        for (row, frame) in zip(trace.rows, frames) {
            XCTAssertEqual(frame["frame"] as? Int, row.frame)
            XCTAssertEqual(frame["phase"] as? String, row.phase.rawValue)
            XCTAssertEqual(frame["direction"] as? String, row.direction.rawValue)
            XCTAssertEqual((frame["progress"] as? NSNumber)?.doubleValue ?? -1, row.progress, accuracy: 1e-6)
            XCTAssertEqual((frame["percent"] as? NSNumber)?.doubleValue ?? -9, row.percent, accuracy: 1e-6)
            if let finger = row.finger {
                let xy = try XCTUnwrap(frame["finger"] as? [NSNumber])
                XCTAssertEqual(xy[1].doubleValue, finger.y, accuracy: 1e-3)
            } else {
                XCTAssertTrue(frame["finger"] is NSNull)
            }
            XCTAssertEqual(frame["outcome"] as? String, row.outcome?.rawValue)
        }
        let releases = try XCTUnwrap(json["releases"] as? [[String: Any]])
        XCTAssertEqual(releases.map { $0["outcome"] as? String }, ["cancelled", "finished"])
        XCTAssertEqual(releases.map { $0["settle"] as? String }, ["timer", "timer"])
        XCTAssertEqual((json["acts"] as? [Any])?.count, 7)
    }

    /// Elements of an SVG document with their attributes, via Foundation's XMLParser.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var texts: [String] = []
        private var inText = false
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes))
            if name == "text" { inText = true; texts.append("") }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" { inText = false }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { texts[texts.count - 1] += string }
        }
    }

    private func parse(_ svg: String) throws -> Collector {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "SVG is not well-formed XML: \(String(describing: parser.parserError))")
        return collector
    }

    func testPlotIsWellFormedSVGWithPhaseBandsReleasesAndThreshold() throws {
        let trace = try trace("circle-spread")
        let svg = TracePlot.svg(trace)
        XCTAssertEqual(svg, TracePlot.svg(trace), "the plot is a pure function of the trace")
        let doc = try parse(svg)
        XCTAssertEqual(doc.elements.first?.name, "svg")
        XCTAssertEqual(doc.elements.first?.attributes["xmlns"], "http://www.w3.org/2000/svg")
        func classed(_ name: String) -> [[String: String]] {
            doc.elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(name)) }.map(\.attributes)
        }
        XCTAssertEqual(classed("phase-dragging").count, 2)
        XCTAssertEqual(classed("phase-timer").count, 2)
        XCTAssertEqual(classed("phase-animating").count, 1)
        XCTAssertEqual(classed("phase-completing").count, 0)
        XCTAssertEqual(classed("release-cancelled").count, 1)
        XCTAssertEqual(classed("release-finished").count, 1)
        XCTAssertEqual(classed("act").count, 7)
        // Bands lie inside the plot and follow each other in time.
        let xs = (classed("phase-dragging") + classed("phase-timer")).compactMap { Double($0["x"] ?? "") }.sorted()
        XCTAssertEqual(xs.count, 4)
        XCTAssertTrue(xs.allSatisfy { $0 > 0 && $0 < TracePlot.width })
        for label in [
            "timer → cancel", "timer → finish", "dragging", "animating", "release threshold 0.5", "time (s) · frame f is shown at f/60 s",
            "lift at 0.3 ≤ 0.5: cancel", "lift at 0.6 > 0.5: finish", "pan back ↓ 200 pt",
        ] {
            XCTAssertTrue(doc.texts.contains(label), "missing label \"\(label)\" in \(doc.texts)")
        }
        // Progress curves in both directions; no raw-percent curve, since the percent stays within 0…1 here.
        XCTAssertFalse(classed("progress-to").isEmpty)
        XCTAssertFalse(classed("progress-back").isEmpty)
        XCTAssertTrue(classed("percent-raw").isEmpty)
        XCTAssertFalse(svg.contains("href"), "no external references")
    }

    /// A TransitionManager preset's trace reads TM's model: threshold 0.3 and the 2/60 timer steps in
    /// the rows, the JSON's gesture object and the plot's threshold line and rule lines.
    func testTMTraceShowsThresholdAndTimerStepOfItsModel() throws {
        let trace = try trace("tm-push-right")
        XCTAssertEqual(trace.threshold, 0.3)
        XCTAssertEqual(trace.gestureModel, "tm")
        XCTAssertEqual(trace.timerStep, 2)
        let timer = trace.rows.filter { $0.phase == .timer }
        XCTAssertFalse(timer.isEmpty)
        for (a, b) in zip(timer, timer.dropFirst()) where a.actIndex == b.actIndex {
            XCTAssertEqual(abs(b.percent - a.percent), 2.0 / 60, accuracy: 1e-9, "frame \(b.frame)")
        }
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(trace.json().utf8)) as? [String: Any])
        XCTAssertEqual(json["threshold"] as? Double, 0.3)
        let gesture = try XCTUnwrap(json["gesture"] as? [String: Any])
        XCTAssertEqual(gesture["model"] as? String, "tm")
        XCTAssertEqual(gesture["timerStep"] as? Int, 2)
        XCTAssertEqual(gesture["rules"] as? [String], trace.gestureRules)
        let doc = try parse(TracePlot.svg(trace))
        for label in [
            "release threshold 0.3", "lift at 0.2 ≤ 0.3: cancel", "lift at 0.4 > 0.3: finish",
            "gesture model tm: TransitionManager (PercentInteractive.m)",
        ] {
            XCTAssertTrue(doc.texts.contains(label), "missing label \"\(label)\" in \(doc.texts)")
        }
        let ruleText = doc.texts.joined(separator: " ")
        for phrase in ["±2/60 per 60 Hz", "> 0.3"] { XCTAssertTrue(ruleText.contains(phrase), "missing \"\(phrase)\" in \(doc.texts)") }
        XCTAssertTrue(trace.gestureRules.contains { $0.contains("±2/60 per 60 Hz tick") && $0.contains("> 0.3") }, "\(trace.gestureRules)")
    }

    func testPlotShowsTheRawPercentWhereItLeavesTheRange() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = MotionTrace(preset: try overshootPreset(in: dir))
        XCTAssertEqual(trace.releases.first?.percent ?? 0, 1.2, accuracy: 1e-9)
        XCTAssertTrue(trace.rows.contains { $0.percent > 1 && $0.progress == 1 })
        let doc = try parse(TracePlot.svg(trace))
        XCTAssertEqual(doc.elements.filter { $0.attributes["class"] == "percent-raw" }.count, 1)
        XCTAssertTrue(doc.texts.contains("1.25"), "the y axis reaches the overshoot: \(doc.texts)")
        XCTAssertTrue(doc.texts.contains("lift at 1.2 ≥ 0.5: finish at once"), "\(doc.texts)")
    }

    /// A pinch preset: the act, both fingers while down, the gesture model's id and rules in the
    /// JSON and under the plot's legend.
    func testPinchTraceShowsTheActAndTheModelsRules() throws {
        let trace = try trace("vc-portal")
        XCTAssertEqual(trace.gestureModel, "vc-pinch")
        XCTAssertEqual(trace.acts[3].kind, .pinch)
        XCTAssertEqual(trace.acts[3].scale, 0.7)
        XCTAssertNil(trace.acts[3].distance)
        XCTAssertTrue(trace.rows.contains { $0.actKind == .pinch && $0.phase == .dragging && $0.finger != nil })
        let object = try JSONSerialization.jsonObject(with: Data(trace.json().utf8)) as? [String: Any]
        let gesture = try XCTUnwrap(object?["gesture"] as? [String: Any])
        XCTAssertEqual(gesture["model"] as? String, "vc-pinch")
        XCTAssertEqual(gesture["threshold"] as? Double, 0.5)
        XCTAssertEqual(gesture["rules"] as? [String], trace.gestureRules)
        let acts = try XCTUnwrap(object?["acts"] as? [[String: Any]])
        XCTAssertEqual(acts[3]["kind"] as? String, "pinch")
        XCTAssertEqual(acts[3]["scale"] as? Double, 0.7)
        let doc = try parse(TracePlot.svg(trace))
        for label in ["gesture model vc-pinch: \(trace.gestureOrigin)", "pinch back to 0.7×", "lift at 0.3 < 0.5: cancel", "lift at 0.65 ≥ 0.5: finish"] {
            XCTAssertTrue(doc.texts.contains(label), "missing label \"\(label)\" in \(doc.texts)")
        }
        XCTAssertTrue(doc.texts.contains { $0.contains("completionSpeed") }, "\(doc.texts)")
        XCTAssertGreaterThan(TracePlot.height(of: trace), TracePlot.baseHeight)
    }

    /// The swipe past 200 pt: the percent holds 0.99 while the finger keeps going, and the finish
    /// still takes the full second.
    func testSwipeTraceShowsTheCap() throws {
        let trace = try trace("vc-cards")
        XCTAssertEqual(trace.gestureModel, "vc-vertical-swipe")
        XCTAssertTrue(trace.gestureRules[0].contains("0.99"))
        XCTAssertGreaterThan(trace.rows.filter { $0.phase == .dragging && $0.percent == 0.99 }.count, 5)
        XCTAssertEqual(trace.releases[1].percent, 0.99)
        XCTAssertEqual(trace.releases[1].settle, .completion(seconds: 1))
    }

    func testPlotIsWrittenAtomically() throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = try trace("drawer-qq")
        let target = dir.appendingPathComponent("plot.svg").path
        try "old".write(toFile: target, atomically: true, encoding: .utf8)
        try TracePlot.write(trace, to: target)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), TracePlot.svg(trace))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["plot.svg"])
        XCTAssertThrowsError(try TracePlot.write(trace, to: dir.appendingPathComponent("missing/plot.svg").path))
    }

    func testTraceCommandPrintsCSVOrJSONAndWritesThePlot() throws {
        let cli = TestSupport.executable
        try TestSupport.requireCLI()
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let presets = ["--presets-dir", TestSupport.presets.directory]
        let csv = try TestSupport.run(cli, ["trace", "--preset", "circle-spread"] + presets)
        XCTAssertEqual(csv.status, 0, csv.err)
        XCTAssertEqual(csv.out, try trace("circle-spread").csv())
        let plot = dir.appendingPathComponent("cs.svg").path
        let json = try TestSupport.run(cli, ["trace", "--preset", "drawer-qq", "--format", "json", "--plot", plot] + presets)
        XCTAssertEqual(json.status, 0, json.err)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.out.utf8)))
        XCTAssertEqual(try String(contentsOfFile: plot, encoding: .utf8), TracePlot.svg(try trace("drawer-qq")))
        let bad = try TestSupport.run(cli, ["trace", "--preset", "drawer-qq", "--format", "xml"] + presets)
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertEqual(bad.err, "xwt-video: error: --format: expected one of csv, json; found \"xml\"\n")
        let badPlot = try TestSupport.run(cli, ["trace", "--preset", "drawer-qq", "--plot", dir.appendingPathComponent("p.png").path] + presets)
        XCTAssertNotEqual(badPlot.status, 0)
        XCTAssertTrue(badPlot.err.contains("--plot: expected a file name ending in .svg"), badPlot.err)
    }
}
