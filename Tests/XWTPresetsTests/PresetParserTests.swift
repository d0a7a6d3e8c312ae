import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTMotion
import XWTScreens

@testable import XWTPresets

/// The preset format (Presets/README.md): the bundled presets, defaults, the gesture model as a
/// preset sees it, and one exact error line per kind of mistake.
final class PresetParserTests: XCTestCase {
    // MARK: - Helpers

    /// The repository's `Presets` folder (Tests/XWTPresetsTests/ → ../../Presets).
    static let presetsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Presets").path

    /// Every built-in screen name, as the "expected a built-in screen" lists name them.
    static let screenNames = MockScreen.allCases.map(\.rawValue).joined(separator: ", ")

    /// A preset document with the required keys; `fields` adds top-level keys (`"fps": 30, `).
    static func doc(
        _ fields: String = "", effect: String = #"{ "id": "drawer" }"#,
        acts: String = #"[{ "hold": 1 }]"#
    ) -> String {
        #"{ "format": "xwt-video-preset", "version": 1, "description": "test", \#(fields) "effect": \#(effect), "acts": \#(acts) }"#
    }

    static func parse(_ json: String, base: String? = nil) throws -> Preset {
        try PresetParser.parse(Data(json.utf8), id: "t", file: "t.json", baseDirectory: base)
    }

    /// The one-line description of the error `json` raises, or nil (and a failure) when it loads.
    func failure(_ json: String, base: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try Self.parse(json, base: base)
            XCTFail("expected an error, but the preset loaded", file: file, line: line)
            return nil
        } catch let error as PresetError {
            let text = error.description
            XCTAssertFalse(text.contains("\n"), "not one line: \(text)", file: file, line: line)
            return text
        } catch {
            XCTFail("expected a PresetError, got \(type(of: error)): \(error)", file: file, line: line)
            return nil
        }
    }

    func assertError(_ json: String, _ expected: String, base: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        guard let text = failure(json, base: base, file: file, line: line) else { return }
        XCTAssertEqual(text, expected, file: file, line: line)
    }

    /// `acts` for the drawer (left side; forward pan right, back pan left) on the default 375×667 pt device.
    func drawer(_ acts: String, effect: String = #"{ "id": "drawer" }"#) throws -> Preset {
        try Self.parse(Self.doc(effect: effect, acts: acts))
    }

    func testAPresetShorterThanOneFrameIsRefused() throws {
        assertError(
            Self.doc(acts: #"[{ "hold": 0.001 }]"#),
            "t.json: acts: expected a clip of at least one frame (0.00833333 s or more at 60 fps); found 0.001 s")
        XCTAssertEqual(try Self.parse(Self.doc(acts: #"[{ "hold": 0.009 }]"#)).timeline.frameCount, 1)
    }

    // MARK: - Bundled presets

    func bundled() throws -> [Preset] {
        let library = PresetLibrary(directory: Self.presetsDirectory)
        let ids = try library.ids()
        XCTAssertFalse(ids.isEmpty, "no presets in \(Self.presetsDirectory)")
        return try ids.map { try library.load(id: $0) }
    }

    func testEveryBundledPresetLoadsUnderItsFileName() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.presetsDirectory)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 6)
        for name in names {
            let path = URL(fileURLWithPath: Self.presetsDirectory).appendingPathComponent(name).path
            let preset = try PresetLibrary.load(file: path)
            XCTAssertEqual(preset.id + ".json", name)
            XCTAssertEqual(preset.file, path)
            XCTAssertFalse(preset.summary.isEmpty, name)
        }
    }

    func testEveryEffectHasABundledPreset() throws {
        let used = Set(try bundled().map(\.effect))
        for effect in EffectID.allCases {
            XCTAssertTrue(used.contains(effect), "no bundled preset uses \(effect.rawValue)")
        }
    }

    func testBundledPresetsLastAtLeastTwoSecondsAndEndWithAHold() throws {
        for preset in try bundled() {
            let t = preset.timeline
            XCTAssertEqual(t.frameCount, Int((t.duration * Double(preset.fps)).rounded()), preset.id)
            XCTAssertGreaterThanOrEqual(t.frameCount, 2 * preset.fps, "\(preset.id): under 2 s")
            guard case let .hold(seconds)? = preset.acts.last else { XCTFail("\(preset.id): does not end with a hold"); continue }
            XCTAssertGreaterThan(seconds, 0, preset.id)
        }
    }

    /// Each script shows both outcomes of the back gesture: a pan that cancels, later one that finishes;
    /// a library without interaction (HUAnimator: every pan refused) taps there and back instead.
    /// The spring-modal tutorial's legacy presets show the outcome its glitch takes away instead
    /// (HUWSLRWPresetTests.testSpringModalLegacyPresets).
    func testBundledScriptsCancelThenFinishABackGesture() throws {
        for preset in try bundled() where (preset.timeline.config.gesture as? SpringModalGestureModel)?.glitch == nil {
            let screen = preset.timeline.config.canvas
            // Touching down at the left edge, which every recogniser's region includes (UIKit's edge swipe's only).
            let refusesEveryPan = SwipeDirection.allCases.allSatisfy {
                let probe = PanAct(transition: .back, direction: $0, distance: 1, duration: 1)
                return preset.timeline.config.gesture.refusal(of: probe, start: Point(1, screen.height / 2), in: screen) != nil
            }
            if refusesEveryPan {
                XCTAssertTrue(preset.acts.contains(.animate(.to)) && preset.acts.contains(.animate(.back)), "\(preset.id): no tap there and back")
                continue
            }
            let back = preset.timeline.releases.filter {
                switch preset.acts[$0.actIndex] {
                case let .pan(pan): return pan.transition == .back
                case let .pinch(pinch): return pinch.transition == .back
                default: return false
                }
            }
            guard let cancel = back.firstIndex(where: { $0.outcome == .cancelled }) else {
                XCTFail("\(preset.id): no cancelled back pan"); continue
            }
            XCTAssertTrue(
                back[(cancel + 1)...].contains { $0.outcome == .finished },
                "\(preset.id): no finished back pan after the cancelled one (acts[\(back[cancel].actIndex)])")
            // The cancelled pan really is partial (not a pan that never moved).
            XCTAssertGreaterThan(back[cancel].percent, 0.1, preset.id)
            XCTAssertLessThan(back[cancel].percent, 0.5, preset.id)
        }
    }

    /// XWTransition: CircleSpread and every Filter settle on XW's display-link timer; the others on
    /// UIKit's completion.
    func testBundledXWReleasesSettleTheEffectsWay() throws {
        var timerPresets: [String] = []
        for preset in try bundled() where preset.effect.library == .xwTransition {
            guard let model = preset.timeline.config.gesture as? XWGestureModel else {
                XCTFail("\(preset.id): an XWTransition effect not driven by XW's gesture model"); continue
            }
            let usesTimer = model.usesTimer
            // The legacy circle spread (before XW added the timer) snaps instead.
            let snaps = model.legacyGlitch == .snapAndFlashOnCancel
            let timerEffect = preset.effect.rawValue == "circle-spread" || preset.effect.rawValue.hasPrefix("filter-")
            XCTAssertEqual(usesTimer || snaps, timerEffect, preset.id)
            if usesTimer { timerPresets.append(preset.id) }
            XCTAssertFalse(preset.timeline.releases.isEmpty, preset.id)
            for release in preset.timeline.releases {
                switch release.settle {
                case let .timer(ticks):
                    XCTAssertTrue(usesTimer, "\(preset.id) acts[\(release.actIndex)]: timer without the timer model")
                    // ±1/60 per tick from the release percent until it reaches 1 (finish) or 0 (cancel).
                    let forward = release.outcome == .finished
                    let expected = (1...600).first { j in
                        forward ? release.percent + Double(j) / 60 >= 1 : release.percent - Double(j) / 60 <= 0
                    }
                    XCTAssertEqual(ticks, expected, "\(preset.id) acts[\(release.actIndex)]")
                case .completion:
                    XCTAssertFalse(usesTimer, "\(preset.id) acts[\(release.actIndex)]: UIKit completion in a timer effect")
                case .immediate:
                    // Only the legacy snap, or a pan let go below zero (page-middle-flip-cancel), settles at once.
                    XCTAssertTrue(snaps || release.percent < 0, "\(preset.id) acts[\(release.actIndex)]: percent \(release.percent) settles at once")
                case .animation, .stagedCompletion:
                    XCTFail("\(preset.id) acts[\(release.actIndex)]: XW has neither a drag-started animation nor a staged completion")
                }
            }
        }
        XCTAssertEqual(Set(timerPresets), Set(try bundled().map(\.id).filter { $0 == "circle-spread" || $0.hasPrefix("filter-") }))
    }

    /// VCTransitionsLibrary: every release settles on UIKit's completion at speed 1 − p (a finish
    /// takes exactly D); some preset drags past 200 pt (the 0.99 cap) and some pinches.
    func testBundledVCReleasesCompleteAtSpeedOneMinusPercent() throws {
        let vc = try bundled().filter { $0.effect.library == .vcTransitionsLibrary }
        XCTAssertEqual(Set(vc.map(\.effect.rawValue)), Set(EffectID.allCases.filter { $0.library == .vcTransitionsLibrary }.map(\.rawValue)))
        for preset in vc {
            for release in preset.timeline.releases {
                let d = preset.timeline.config.duration(of: .back)
                let p = release.percent
                let expected = release.outcome == .finished ? d : p * d / (1 - p)
                XCTAssertEqual(release.outcome == .finished, p > 0.5, "\(preset.id) acts[\(release.actIndex)]")
                guard case let .completion(seconds) = release.settle else { XCTFail("\(preset.id): \(release.settle)"); continue }
                XCTAssertEqual(seconds, expected, accuracy: 1e-9, "\(preset.id) acts[\(release.actIndex)]")
            }
        }
        XCTAssertTrue(vc.contains { $0.timeline.releases.contains { $0.percent == 0.99 } }, "a swipe past 200 pt shows the 0.99 cap")
        XCTAssertTrue(vc.contains { $0.acts.contains { if case .pinch = $0 { true } else { false } } }, "a pinch")
    }

    /// An unknown id names the nearest ones, not the whole (100+) list.
    func testUnknownPresetIdNamesTheNearestOnes() throws {
        let library = PresetLibrary(directory: Self.presetsDirectory)
        XCTAssertThrowsError(try library.load(id: "drawer-q")) { error in
            XCTAssertEqual("\(error)", "\(Self.presetsDirectory): no preset \"drawer-q\"; did you mean drawer-qq?")
        }
        XCTAssertThrowsError(try library.load(id: "explod")) { error in
            XCTAssertEqual("\(error)", "\(Self.presetsDirectory): no preset \"explod\"; did you mean explode or vc-explode?")
        }
        XCTAssertThrowsError(try library.load(id: "zzzzzzzzzzzzzz")) { error in
            XCTAssertEqual("\(error)", "\(Self.presetsDirectory): no preset \"zzzzzzzzzzzzzz\" (xwt-video presets lists them)")
        }
    }

    // MARK: - Defaults and values

    func testDefaults() throws {
        let p = try Self.parse(Self.doc(acts: #"[{ "pan": "to", "distance": 200 }, { "hold": 0.5 }]"#))
        XCTAssertEqual(p.id, "t")
        XCTAssertEqual(p.summary, "test")
        XCTAssertEqual(p.canvas, Canvas(width: 375, height: 667, scale: 2))
        XCTAssertEqual(p.fps, 60)
        XCTAssertEqual(p.background, .black)
        XCTAssertEqual(p.seed, 1)
        XCTAssertEqual(p.from, .mock(.list))
        XCTAssertEqual(p.to, .mock(.detail))
        XCTAssertEqual(p.parameters, EffectParameters.defaults(p.effect))
        XCTAssertEqual(p.parameters.toDuration, 0.5)
        XCTAssertEqual(p.parameters.backDuration, 0.5)
        XCTAssertEqual(
            p.acts,
            [
                .pan(
                    PanAct(
                        transition: .to, direction: .right, distance: 200, duration: 0.5, fingerCurve: .easeOut,
                        start: nil, edgeSpacing: 0, ratioBase: nil)),
                .hold(seconds: 0.5),
            ])
    }

    func testEveryFieldIsRead() throws {
        let json = #"""
            { "format": "xwt-video-preset", "version": 1, "description": "all keys",
              "device": { "width": 390, "height": 844, "scale": 3 }, "fps": 30, "background": "#FFFFFF", "seed": 42,
              "screens": { "from": "photos", "to": "settings" },
              "effect": { "id": "drawer", "toDuration": 0.8, "backDuration": 0.6, "direction": "right", "distance": 250,
                          "style": "flip", "scaleRatio": 0.8 },
              "acts": [
                { "hold": 0.25 },
                { "pan": "to", "direction": "left", "distance": 200, "duration": 0.4, "curve": "linear",
                  "from": [380, 400], "edgeSpacing": 20, "ratioBase": 300 },
                { "animate": "back" },
                { "hold": 0 }
              ] }
            """#
        let p = try Self.parse(json)
        XCTAssertEqual(p.canvas, Canvas(width: 390, height: 844, scale: 3))
        XCTAssertEqual(p.fps, 30)
        XCTAssertEqual(p.background, .white)
        XCTAssertEqual(p.seed, 42)
        XCTAssertEqual(p.from, .mock(.photos))
        XCTAssertEqual(p.to, .mock(.settings))
        XCTAssertEqual(
            p.parameters,
            try EffectParameters(
                effect: p.effect,
                values: [
                    "toDuration": .number(0.8), "backDuration": .number(0.6), "direction": .choice("right"),
                    "distance": .number(250), "style": .choice("flip"), "scaleRatio": .number(0.8),
                ]))
        XCTAssertEqual(
            p.acts,
            [
                .hold(seconds: 0.25),
                .pan(
                    PanAct(
                        transition: .to, direction: .left, distance: 200, duration: 0.4, fingerCurve: .linear,
                        start: Point(380, 400), edgeSpacing: 20, ratioBase: 300)),
                .animate(.back),
                .hold(seconds: 0),
            ])
        // 200 / 300 ≥ 0.5: finishes; completion (1 − 2/3)·0.8 s, then the 0.6-s back animation.
        let release = try XCTUnwrap(p.timeline.releases.first)
        XCTAssertEqual(release.outcome, .finished)
        XCTAssertEqual(release.percent, 200.0 / 300, accuracy: 1e-12)
        XCTAssertEqual(p.timeline.duration, 0.25 + 0.4 + 0.8 / 3 + 0.6, accuracy: 1e-12)
        XCTAssertEqual(p.timeline.frameCount, Int((p.timeline.duration * 30).rounded()))
    }

    func testFrameCountIsRoundedDurationTimesFps() throws {
        let p = try Self.parse(Self.doc(#""fps": 30,"#, acts: #"[{ "hold": 1.01 }, { "hold": 0.5 }]"#))
        XCTAssertEqual(p.timeline.actStartTimes, [0, 1.01])
        XCTAssertEqual(p.timeline.frameCount, 45)  // round(1.51 · 30) = round(45.3)
        let q = try Self.parse(Self.doc(acts: #"[{ "animate": "to" }, { "hold": 0.125 }]"#))
        XCTAssertEqual(q.timeline.frameCount, 38)  // round((0.5 + 0.125) · 60) = round(37.5)
    }

    /// An omitted `direction` is the effect's demo gesture for that transition.
    func testPanDirectionDefaultsToTheDemoGesture() throws {
        let cases: [(effect: String, to: SwipeDirection, back: SwipeDirection)] = [
            (#"{ "id": "drawer" }"#, .right, .left),
            (#"{ "id": "drawer", "direction": "top" }"#, .down, .up),
            (#"{ "id": "drawer", "direction": "bottom" }"#, .up, .down),
            (#"{ "id": "page-middle-flip", "direction": "right" }"#, .left, .right),
            (#"{ "id": "circle-spread" }"#, .up, .down),
            (#"{ "id": "explode" }"#, .down, .up),
            (#"{ "id": "filter-swipe" }"#, .right, .left),
            (#"{ "id": "filter-swipe", "revers": false }"#, .right, .right),
            (#"{ "id": "filter-swipe", "startAngle": 1.5707963 }"#, .up, .down),
        ]
        for c in cases {
            let p = try Self.parse(
                Self.doc(effect: c.effect, acts: #"[{ "pan": "to", "distance": 300, "ratioBase": 400 }, { "pan": "back", "distance": 300, "ratioBase": 400 }]"#)
            )
            guard case let .pan(to) = p.acts[0], case let .pan(back) = p.acts[1] else { XCTFail(c.effect); continue }
            XCTAssertEqual(to.direction, c.to, c.effect)
            XCTAssertEqual(back.direction, c.back, c.effect)
        }
    }

    // MARK: - Release rule (percent = travel / base)

    func testUIKitCompletionFinishesFromHalfway() throws {
        // 187.5 / 375 = 0.5 exactly (linear curve, the last event carries the whole distance).
        let half = try drawer(#"[{ "pan": "to", "distance": 187.5, "curve": "linear" }, { "hold": 0.1 }]"#)
        XCTAssertEqual(half.timeline.releases.first?.percent, 0.5)
        XCTAssertEqual(half.timeline.releases.first?.outcome, .finished)
        XCTAssertEqual(half.timeline.releases.first?.settle, .completion(seconds: 0.25))  // (1 − 0.5) · 0.5 s

        let short = try drawer(#"[{ "pan": "to", "distance": 180, "curve": "linear" }, { "hold": 0.1 }]"#)
        let r = try XCTUnwrap(short.timeline.releases.first)
        XCTAssertEqual(r.percent, 0.48, accuracy: 1e-12)
        XCTAssertEqual(r.outcome, .cancelled)
        guard case let .completion(seconds) = r.settle else { return XCTFail("\(r.settle)") }
        XCTAssertEqual(seconds, 0.24, accuracy: 1e-12)  // back to 0 over p · D

        // ratioBase replaces the screen width: 200 / 500 = 0.4 cancels, 200 / 375 would finish.
        let based = try drawer(#"[{ "pan": "to", "distance": 200, "ratioBase": 500 }, { "hold": 0.1 }]"#)
        XCTAssertEqual(based.timeline.releases.first?.percent ?? 0, 0.4, accuracy: 1e-12)
        XCTAssertEqual(based.timeline.releases.first?.outcome, .cancelled)
        let screen = try drawer(#"[{ "pan": "to", "distance": 200 }, { "hold": 0.1 }]"#)
        XCTAssertEqual(screen.timeline.releases.first?.outcome, .finished)

        // A pan against its direction: negative percent, cancelled.
        let against = try drawer(#"[{ "pan": "to", "distance": -30, "from": [100, 300] }, { "hold": 0.1 }]"#)
        XCTAssertEqual(against.timeline.releases.first?.percent ?? 0, -30.0 / 375, accuracy: 1e-12)
        XCTAssertEqual(against.timeline.releases.first?.outcome, .cancelled)
        XCTAssertEqual(against.timeline.releases.first?.settle, .immediate)
    }

    func testTimerStepsOneSixtiethPerTickAndCancelsAtExactlyHalf() throws {
        let spread = #"{ "id": "circle-spread" }"#
        func back(_ pan: String) throws -> PanRelease {
            let p = try Self.parse(Self.doc(effect: spread, acts: #"[{ "animate": "to" }, \#(pan), { "hold": 0.1 }]"#))
            return try XCTUnwrap(p.timeline.releases.first)
        }
        // 333.5 / 667 = 0.5: the timer moves forward only while percent > 0.5, so this cancels in 30 ticks.
        let half = try back(#"{ "pan": "back", "distance": 333.5, "curve": "linear" }"#)
        XCTAssertEqual(half.percent, 0.5)
        XCTAssertEqual(half.outcome, .cancelled)
        XCTAssertEqual(half.settle, .timer(ticks: 30))

        // 400 / 667 ≈ 0.5997 finishes: first j with p + j/60 ≥ 1 is 25.
        let long = try back(#"{ "pan": "back", "distance": 400, "curve": "linear" }"#)
        XCTAssertEqual(long.outcome, .finished)
        XCTAssertEqual(long.settle, .timer(ticks: 25))
        XCTAssertEqual(long.settle.seconds, 25.0 / 60, accuracy: 1e-12)

        // percent ≥ 1 with the timer: finished at the lift, no settle.
        let over = try back(#"{ "pan": "back", "distance": 400, "ratioBase": 300 }"#)
        XCTAssertEqual(over.outcome, .finished)
        XCTAssertEqual(over.settle, .immediate)
    }

    func testRestStateRules() throws {
        // A cancelled forward pan leaves the from screen: another forward pan may follow.
        let again = try drawer(#"[{ "pan": "to", "distance": 50 }, { "pan": "to", "distance": 250 }, { "animate": "back" }]"#)
        XCTAssertEqual(again.timeline.releases.map(\.outcome), [.cancelled, .finished])
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "distance": 50 }, { "pan": "back", "distance": 200 }]"#),
            "t.json: acts[1]: a back transition needs the to screen presented, but it is not (never presented, cancelled or already dismissed)")
        assertError(
            Self.doc(acts: #"[{ "animate": "to" }, { "hold": 1 }, { "animate": "to" }]"#),
            "t.json: acts[2]: a to transition needs the from screen, but the to screen is already presented")
        assertError(
            Self.doc(acts: #"[{ "animate": "to" }, { "animate": "back" }, { "pan": "back", "distance": 300 }]"#),
            "t.json: acts[2]: a back transition needs the to screen presented, but it is not (never presented, cancelled or already dismissed)")
    }

    // MARK: - Colours, screens, resizing

    func testColours() throws {
        func background(_ text: String) throws -> Color {
            try Self.parse(Self.doc("\"background\": \"\(text)\","))
                .background
        }
        XCTAssertEqual(try background("#336699"), Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0, alpha: 1))
        XCTAssertEqual(try background("#33669980"), Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0, alpha: 0x80 / 255.0))
        XCTAssertEqual(try background("#abcdef"), try background("#ABCDEF"))
        XCTAssertEqual(try background("#00000000"), .clear)
        let expected = ##"t.json: background: expected a colour "#RRGGBB" or "#RRGGBBAA"; found "##
        assertError(Self.doc(##""background": "#12345","##), expected + ##"a string ("#12345")"##)
        assertError(Self.doc(##""background": "336699","##), expected + ##"a string ("336699")"##)
        assertError(Self.doc(##""background": "#33669G","##), expected + ##"a string ("#33669G")"##)
        assertError(Self.doc(##""background": "red","##), expected + ##"a string ("red")"##)
        assertError(Self.doc(##""background": [0, 0, 0],"##), expected + "an array")
    }

    func testScreenPathsResolveAgainstThePresetFolder() throws {
        let p = try Self.parse(Self.doc(#""screens": { "from": "shots/a.png", "to": "/abs/b.JPG" },"#), base: "/tmp/presets")
        XCTAssertEqual(p.from, .file("/tmp/presets/shots/a.png"))
        XCTAssertEqual(p.to, .file("/abs/b.JPG"))
        let up = try Self.parse(Self.doc(#""screens": { "to": "../c.jpeg" },"#), base: "/tmp/presets")
        XCTAssertEqual(up.from, .mock(.list))
        XCTAssertEqual(up.to, .file("/tmp/presets/../c.jpeg"))
        let noBase = try Self.parse(Self.doc(#""screens": { "from": "a.png" },"#))
        XCTAssertEqual(noBase.from, .file("a.png"))
        assertError(
            Self.doc(#""screens": { "from": "a.gif" },"#),
            #"t.json: screens.from: expected a built-in screen ("# + Self.screenNames + #") or a .png/.jpg/.jpeg path; found "a.gif""#)
    }

    func testLoadingAFileResolvesScreensNextToIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xwt-presets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.json")
        try Data(Self.doc(#""screens": { "from": "from.png", "to": "detail" },"#).utf8).write(to: file)
        let p = try PresetLibrary.load(file: file.path)
        XCTAssertEqual(p.id, "mine")
        XCTAssertEqual(p.from, .file(folder.appendingPathComponent("from.png").path))
        XCTAssertEqual(p.to, .mock(.detail))
        // The parser does not open images: a missing file is reported when the screens are loaded for rendering.
    }

    func testResizedKeepsPointsAndChangesScale() throws {
        let p = try Self.parse(Self.doc(acts: #"[{ "animate": "to" }, { "hold": 0.5 }]"#))
        let small = p.resized(pixelWidth: 150)
        XCTAssertEqual(small.canvas.size, Size(375, 667))
        XCTAssertEqual(small.canvas.scale, 0.4, accuracy: 1e-12)
        XCTAssertEqual(small.canvas.pixelWidth, 150)
        XCTAssertEqual(small.canvas.pixelHeight, 267)  // 266.8 rounded; the aspect ratio decides, not evenness
        let big = p.resized(pixelWidth: 1125)
        XCTAssertEqual(big.canvas.scale, 3, accuracy: 1e-12)
        XCTAssertEqual(big.canvas.pixelHeight, 2001)
        for q in [small, big] {
            XCTAssertEqual(q.timeline.frameCount, p.timeline.frameCount)
            XCTAssertEqual(q.acts, p.acts)
            XCTAssertEqual(q.parameters, p.parameters)
            XCTAssertEqual(q.fps, p.fps)
        }
        XCTAssertEqual(p.canvas.scale, 2)  // the original is unchanged
    }

    // MARK: - Errors: the document

    func testMalformedJSON() {
        assertError("", "t.json: not valid JSON: unexpected end of the text; expected a value at line 1, column 1")
        assertError("{ 'a': 1 }", "t.json: not valid JSON: unexpected ''' where a key in double quotes belongs at line 1, column 3")
        assertError("[1, 2]", "t.json: expected an object; found an array")
        assertError(#""preset""#, #"t.json: expected an object; found a string ("preset")"#)
    }

    /// Strict JSON (RFC 8259): trailing commas, comments, duplicate keys, numbers beyond a Double,
    /// invalid UTF-8 and runaway nesting are refused with the line and column; long values are
    /// quoted shortened.
    func testStrictJSON() throws {
        let prefix = "t.json: not valid JSON: "
        assertError(
            "{\n  \"format\": \"xwt-video-preset\",\n}", prefix + "unexpected '}' after a comma (a trailing comma?); expected a key at line 3, column 1")
        assertError("[1, 2,]", prefix + "unexpected ']' after a comma (a trailing comma?); expected a value at line 1, column 7")
        assertError("{ // note\n \"a\": 1 }", prefix + "a comment (JSON has none) where a key in double quotes belongs at line 1, column 3")
        assertError(#"{ "a": 1, "a": 2 }"#, prefix + #"duplicate key "a" at line 1, column 11"#)
        assertError(#"{ "fps": 1e400 }"#, prefix + "the number 1e400, beyond the range of a double (±1.8e308) at line 1, column 10")
        assertError(#"{ "fps": 012 }"#, prefix + "a number with a leading zero at line 1, column 10")
        assertError(String(repeating: "[", count: 300), prefix + "containers nested deeper than 256 levels at line 1, column 257")
        do {
            _ = try PresetParser.parse(Data([0x7B, 0x22, 0x61, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D]), id: "t", file: "t.json", baseDirectory: nil)
            XCTFail("invalid UTF-8 accepted")
        } catch {
            XCTAssertEqual("\(error)", prefix + "invalid UTF-8 at line 1, column 4")
        }
        let long = String(repeating: "x", count: 10_000)
        let message = failure(Self.doc(#""background": "\#(long)","#)) ?? ""
        XCTAssertLessThan(message.count, 300, "a 10-KB value is not quoted whole")
        XCTAssertTrue(message.contains("x…"), message)
        // Escapes, surrogate pairs and a byte-order mark still read.
        let text = #"[" \u00e9\ud83d\ude00\n\/"]"#
        XCTAssertEqual(try JSONValue.parse(Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))), .array([.string(" é😀\n/")]))
    }

    func testFormat() {
        assertError(#"{ "format": "xwt-preset", "version": 1 }"#, #"t.json: format: expected "xwt-video-preset"; found "xwt-preset""#)
        assertError(#"{ "version": 1 }"#, #"t.json: format: expected "xwt-video-preset"; found nothing (the key is missing)"#)
        assertError(#"{ "format": 1 }"#, #"t.json: format: expected "xwt-video-preset"; found a number (1)"#)
    }

    func testVersion() {
        assertError(#"{ "format": "xwt-video-preset" }"#, "t.json: version: expected 1; found nothing (the key is missing)")
        assertError(#"{ "format": "xwt-video-preset", "version": 2 }"#, "t.json: version: expected 1; found a number (2)")
        assertError(#"{ "format": "xwt-video-preset", "version": "1" }"#, #"t.json: version: expected 1; found a string ("1")"#)
        assertError(#"{ "format": "xwt-video-preset", "version": true }"#, "t.json: version: expected 1; found a boolean (true)")
    }

    func testRequiredKeys() {
        assertError(
            #"{ "format": "xwt-video-preset", "version": 1 }"#,
            "t.json: description: expected a string; found nothing (the key is missing)")
        assertError(
            #"{ "format": "xwt-video-preset", "version": 1, "description": "d", "acts": [] }"#,
            #"t.json: effect: expected an object with an "id"; found nothing (the key is missing)"#)
        assertError(
            #"{ "format": "xwt-video-preset", "version": 1, "description": "d", "effect": { "id": "drawer" } }"#,
            "t.json: acts: expected an array of acts; found nothing (the key is missing)")
        assertError(
            Self.doc(effect: "{}"),
            "t.json: effect.id: expected an effect id (xwt-video effects lists them); found nothing (the key is missing)")
        assertError(Self.doc(acts: #"{ "hold": 1 }"#), "t.json: acts: expected a non-empty array of acts; found an object")
        guard let empty = failure(Self.doc(acts: "[]")) else { return }
        XCTAssertTrue(empty.hasPrefix("t.json: acts: expected a non-empty array of acts; found "), empty)
    }

    func testUnknownTopLevelKey() {
        assertError(
            Self.doc(#""title": "x","#),
            "t.json: title: expected one of the keys format, version, description, device, fps, background, seed, screens, effect, gesture, acts, touches, statusBar, appearance, fit, screensHaveStatusBar, $schema, container, navigationBar, tabBar, hidesBottomBarWhenPushed, autoShowAndHideNavBar, showAndHideNavBarTime, isSystemBackAnimation, backAnimationType; found an unknown key"
        )
    }

    func testTouchesIsABoolean() throws {
        XCTAssertTrue(try Self.parse(Self.doc(#""touches": true,"#)).touches)
        XCTAssertFalse(try Self.parse(Self.doc(#""touches": false,"#)).touches)
        XCTAssertFalse(try Self.parse(Self.doc()).touches)
        assertError(Self.doc(#""touches": "yes","#), #"t.json: touches: expected true or false; found a string ("yes")"#)
    }

    func testDeviceByName() throws {
        let preset = try Self.parse(Self.doc(#""device": "iphone-15-pro-max","#))
        XCTAssertEqual(preset.device.id, "iphone-15-pro-max")
        XCTAssertEqual([preset.canvas.pixelWidth, preset.canvas.pixelHeight], [1290, 2796])
        XCTAssertEqual(try Self.parse(Self.doc()).device, .custom(width: 375, height: 667))
        let names = Device.all.map(\.id).joined(separator: ", ")
        assertError(
            Self.doc(#""device": "pixel-8","#),
            #"t.json: device: expected a device name ("# + names + #") or an object with width, height, scale; found "pixel-8""#)
    }

    func testAppearanceIsLightOrDark() throws {
        XCTAssertEqual(try Self.parse(Self.doc()).appearance, .light)
        XCTAssertEqual(try Self.parse(Self.doc(#""appearance": "dark","#)).appearance, .dark)
        assertError(Self.doc(#""appearance": "night","#), #"t.json: appearance: expected one of light, dark; found "night""#)
    }

    func testOverridesReplaceTheFilesOwnScreenSettings() throws {
        let preset = try PresetParser.parse(
            Data(Self.doc(#""appearance": "dark", "statusBar": "none", "device": "iphone-se","#).utf8),
            id: "t", file: "t.json", baseDirectory: nil,
            overrides: PresetOverrides(device: Device.named("iphone-15-pro"), appearance: .light, statusBar: .inScreen))
        XCTAssertEqual(preset.appearance, .light)
        XCTAssertEqual(preset.statusBar, .inScreen)
        XCTAssertEqual(preset.device.id, "iphone-15-pro")
    }

    func testStatusBarIsFixedInScreenOrNone() throws {
        XCTAssertEqual(try Self.parse(Self.doc()).statusBar, .fixed)
        XCTAssertEqual(try Self.parse(Self.doc(#""statusBar": "in-screen","#)).statusBar, .inScreen)
        XCTAssertEqual(try Self.parse(Self.doc(#""statusBar": "none","#)).statusBar, StatusBarMode.none)
        assertError(Self.doc(#""statusBar": "top","#), #"t.json: statusBar: expected one of fixed, in-screen, none; found "top""#)
        assertError(Self.doc(#""statusBar": false,"#), "t.json: statusBar: expected one of fixed, in-screen, none; found a boolean (false)")
    }

    func testFitIsFillFitOrStretch() throws {
        XCTAssertEqual(try Self.parse(Self.doc()).fit, .fill)
        XCTAssertEqual(try Self.parse(Self.doc(#""fit": "fit","#)).fit, .fit)
        XCTAssertEqual(try Self.parse(Self.doc(#""fit": "stretch","#)).fit, .stretch)
        var overrides = PresetOverrides()
        overrides.fit = .fill
        XCTAssertEqual(
            try PresetParser.parse(
                Data(Self.doc(#""fit": "fit","#).utf8), id: "t", file: "t.json", baseDirectory: nil,
                overrides: overrides
            ).fit, .fill, "--fit wins over the key")
        assertError(Self.doc(#""fit": "cover","#), #"t.json: fit: expected one of fill, fit, stretch; found "cover""#)
        assertError(Self.doc(#""fit": 1,"#), "t.json: fit: expected one of fill, fit, stretch; found a number (1)")
    }

    func testScreensHaveStatusBarIsABoolean() throws {
        XCTAssertEqual(try Self.parse(Self.doc()).screensHaveStatusBar, false)
        XCTAssertEqual(try Self.parse(Self.doc(#""screensHaveStatusBar": true,"#)).screensHaveStatusBar, true)
        func parse(_ overrides: PresetOverrides) throws -> Bool? {
            try PresetParser.parse(
                Data(Self.doc(#""screensHaveStatusBar": true,"#).utf8), id: "t", file: "t.json", baseDirectory: nil,
                overrides: overrides
            ).screensHaveStatusBar
        }
        var overrides = PresetOverrides()
        overrides.screensHaveStatusBar = false
        XCTAssertEqual(try parse(overrides), false, "the flag wins over the key")
        overrides = PresetOverrides()
        overrides.from = .file("/shots/a.png")
        XCTAssertNil(try parse(overrides), "a screenshot given without the flag is detected by size")
        assertError(Self.doc(#""screensHaveStatusBar": "yes","#), #"t.json: screensHaveStatusBar: expected true or false; found a string ("yes")"#)
        assertError(Self.doc(#""screensHaveStatusBar": 1,"#), "t.json: screensHaveStatusBar: expected true or false; found a number (1)")
    }

    func testTopLevelNumbers() {
        assertError(Self.doc(#""fps": 30.5,"#), "t.json: fps: expected a whole number in 1…240; found a number (30.5)")
        assertError(Self.doc(#""fps": 0,"#), "t.json: fps: expected a whole number in 1…240; found a number (0)")
        assertError(Self.doc(#""fps": "60","#), #"t.json: fps: expected a whole number in 1…240; found a string ("60")"#)
        assertError(Self.doc(#""seed": -1,"#), "t.json: seed: expected a whole number in 0…2147483647; found a number (-1)")
        assertError(
            #"{ "format": "xwt-video-preset", "version": 1, "description": 3 }"#,
            "t.json: description: expected a string; found a number (3)")
    }

    // MARK: - Errors: device and screens

    func testDevice() {
        assertError(
            Self.doc(#""device": { "width": 375, "dpi": 326 },"#),
            "t.json: device.dpi: expected one of the keys width, height, scale; found an unknown key")
        assertError(Self.doc(#""device": { "width": 50 },"#), "t.json: device.width: expected a number in 100…2000 pt; found a number (50)")
        assertError(Self.doc(#""device": { "height": 3001 },"#), "t.json: device.height: expected a number in 100…3000 pt; found a number (3001)")
        assertError(Self.doc(#""device": { "scale": 5 },"#), "t.json: device.scale: expected a number in 0.25…4 px per pt; found a number (5)")
        assertError(Self.doc(#""device": { "scale": "2x" },"#), #"t.json: device.scale: expected a number in 0.25…4 px per pt; found a string ("2x")"#)
        assertError(Self.doc(#""device": [375, 667],"#), "t.json: device: expected an object; found an array")
    }

    func testOddPixelSize() {
        assertError(
            Self.doc(#""device": { "width": 375, "height": 667, "scale": 1 },"#),
            "t.json: device: expected an even pixel size (width·scale and height·scale) for 4:2:0 video; found 375×667 px")
        assertError(
            Self.doc(#""device": { "width": 390, "height": 844, "scale": 2.5 },"#),
            "t.json: device: expected an even pixel size (width·scale and height·scale) for 4:2:0 video; found 975×2110 px")
        XCTAssertNoThrow(try Self.parse(Self.doc(#""device": { "width": 390, "height": 844, "scale": 3 },"#)))
    }

    func testScreens() {
        assertError(
            Self.doc(#""screens": { "from": "home" },"#),
            #"t.json: screens.from: expected a built-in screen ("# + Self.screenNames + #") or a .png/.jpg/.jpeg path; found "home""#)
        assertError(
            Self.doc(#""screens": { "to": 3 },"#),
            "t.json: screens.to: expected a built-in screen (" + Self.screenNames + ") or a .png/.jpg/.jpeg path; found a number (3)")
        assertError(
            Self.doc(#""screens": { "from": "list", "back": "detail" },"#),
            "t.json: screens.back: expected one of the keys from, to; found an unknown key")
    }

    // MARK: - Errors: effect

    func testUnknownEffect() {
        assertError(
            Self.doc(effect: #"{ "id": "fade" }"#),
            "t.json: effect.id: expected an effect id (xwt-video effects lists them); found \"fade\"; did you mean tm-fade?")
        assertError(
            Self.doc(effect: #"{ "id": "drawr" }"#),
            "t.json: effect.id: expected an effect id (xwt-video effects lists them); found \"drawr\"; did you mean drawer?")
        assertError(Self.doc(effect: #""drawer""#), #"t.json: effect: expected an object; found a string ("drawer")"#)
    }

    func testUnknownParameter() {
        assertError(
            Self.doc(effect: #"{ "id": "drawer", "side": "left" }"#),
            "t.json: effect.side: expected a parameter of drawer: id, toDuration, backDuration, direction, distance, style, scaleRatio; found an unknown key")
        assertError(
            Self.doc(effect: #"{ "id": "explode", "tiles": 100 }"#),
            "t.json: effect.tiles: expected a parameter of explode: id, toDuration, backDuration; found an unknown key")
        // A parameter of another effect is unknown too.
        assertError(
            Self.doc(effect: #"{ "id": "drawer", "center": [0.5, 0.5] }"#),
            "t.json: effect.center: expected a parameter of drawer: id, toDuration, backDuration, direction, distance, style, scaleRatio; found an unknown key")
    }

    func testParameterTypesAndRanges() {
        assertError(
            Self.doc(effect: #"{ "id": "drawer", "distance": "far" }"#),
            #"t.json: effect.distance: expected a number in 0…10000; found a string ("far")"#)
        assertError(
            Self.doc(effect: #"{ "id": "filter-swipe", "revers": 1 }"#),
            "t.json: effect.revers: expected true or false; found a number (1)")
        assertError(
            Self.doc(effect: #"{ "id": "drawer", "style": 2 }"#),
            "t.json: effect.style: expected one of plain, parallax, flip; found a number (2)")
        assertError(
            Self.doc(effect: #"{ "id": "drawer", "scaleRatio": 2 }"#),
            "t.json: effect.scaleRatio: expected a number in 0.1…1; found the number 2")
        assertError(
            Self.doc(effect: #"{ "id": "explode", "toDuration": 0 }"#),
            "t.json: effect.toDuration: expected a number in 0.01…60; found the number 0")
    }

    func testChoiceNotInList() {
        assertError(
            Self.doc(effect: #"{ "id": "drawer", "style": "qq" }"#),
            #"t.json: effect.style: expected one of plain, parallax, flip; found "qq""#)
        assertError(
            Self.doc(effect: #"{ "id": "page-middle-flip", "direction": "up" }"#),
            #"t.json: effect.direction: expected one of left, right, top, bottom; found "up""#)
    }

    /// `"gesture"` overrides the effect's model and threshold: a back pan released at 0.4 cancels
    /// under XW's 0.5 and finishes under a 0.3 threshold; errors name the key and the valid models.
    func testGestureOverridesModelAndThreshold() throws {
        let acts = #"[{ "animate": "to" }, { "pan": "back", "direction": "left", "distance": 150, "duration": 0.3 }, { "hold": 0.2 }]"#
        let plain = try Self.parse(Self.doc(acts: acts))
        XCTAssertEqual(plain.timeline.releases[0].outcome, .cancelled)
        XCTAssertEqual(plain.timeline.config.gesture.threshold, 0.5)
        let low = try Self.parse(Self.doc(#""gesture": { "threshold": 0.3 },"#, acts: acts))
        XCTAssertEqual(low.timeline.releases[0].percent, 0.4, accuracy: 1e-12)
        XCTAssertEqual(low.timeline.releases[0].outcome, .finished)
        let named = try Self.parse(Self.doc(#""gesture": { "model": "xw", "threshold": 0.3 },"#, acts: acts))
        XCTAssertEqual(named.timeline.releases, low.timeline.releases)
        assertError(
            Self.doc(#""gesture": { "model": "uikit" },"#, acts: acts),
            "t.json: gesture.model: expected one of " + GestureModels.all.map { $0.id }.joined(separator: ", ") + "; found \"uikit\"")
        assertError(Self.doc(#""gesture": { "threshold": 1.5 },"#, acts: acts), "t.json: gesture.threshold: expected a number in 0…1; found a number (1.5)")
        assertError(
            Self.doc(#""gesture": { "speed": 2 },"#, acts: acts),
            "t.json: gesture.speed: expected one of the keys model, threshold; found an unknown key")
    }

    /// Rectangle pairs: `[[[x, y, w, h], [x, y, w, h]], …]` in points; shape errors name the pair,
    /// value errors (validated by the kind) quote it.
    func testRectanglePairs() throws {
        func magic(_ pairs: String) -> String { Self.doc(effect: #"{ "id": "magic-move", "pairs": \#(pairs) }"#) }
        let preset = try Self.parse(magic("[[[1, 2, 3, 4], [5, 6, 7, 8]], [[0, 0, 1, 1], [-10, 20.5, 400, 300]]]"))
        XCTAssertEqual(
            preset.parameters.value(named: "pairs"),
            .rectPairs([
                RectPair(Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 5, y: 6, width: 7, height: 8)),
                RectPair(Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: -10, y: 20.5, width: 400, height: 300)),
            ]))
        let expected = "expected a list of 1…64 rectangle pairs [[x, y, w, h], [x, y, w, h]] with numbers within ±100000 and w, h > 0; found "
        assertError(magic("[]"), "t.json: effect.pairs: " + expected + "an empty list")
        assertError(magic(#""avatar""#), "t.json: effect.pairs: " + expected + #"a string ("avatar")"#)
        assertError(
            magic("[[[1, 2, 3, 4], [5, 6, 0, 8]]]"),
            "t.json: effect.pairs: " + expected + "the pair [[1, 2, 3, 4], [5, 6, 0, 8]] at index 0")
        let shape =
            "expected a pair [[x, y, w, h], [x, y, w, h]] of rectangles in pt or element names (list: avatar-1, avatar-2, … avatar-6; "
            + "detail: hero, hero-visible), optionally with corner radii [r1, r2] in pt; found an array"
        assertError(magic("[[[1, 2, 3, 4], [5, 6, 7, 8]], [[1, 2, 3, 4]]]"), "t.json: effect.pairs[1]: " + shape)
        // Corner radii: a third item [r1, r2], non-negative.
        let rounded = try Self.parse(magic("[[[28, 175, 50, 50], [0, 0, 375, 283], [25, 0]]]"))
        XCTAssertEqual(
            rounded.parameters.value(named: "pairs"),
            .rectPairs([
                RectPair(Rect(x: 28, y: 175, width: 50, height: 50), Rect(x: 0, y: 0, width: 375, height: 283), radii: (25, 0))
            ]))
        assertError(magic("[[[1, 2, 3, 4], [5, 6, 7, 8], [1]]]"), "t.json: effect.pairs[0]: " + shape)
        assertError(
            magic("[[[1, 2, 3, 4], [5, 6, 7, 8], [-1, 0]]]"),
            "t.json: effect.pairs: " + expected + "the pair [[1, 2, 3, 4], [5, 6, 7, 8], [-1, 0]] at index 0")
        assertError(magic("[[[1, 2, 3], [5, 6, 7, 8]]]"), "t.json: effect.pairs[0]: " + shape)
        assertError(magic(#"[[[1, 2, 3, "4"], [5, 6, 7, 8]]]"#), "t.json: effect.pairs[0]: " + shape)
    }

    /// Element names in place of rectangles: the from screen's for the first, the to screen's for the
    /// second, laid out for the preset's device (so `--device` moves them with the layout).
    func testRectanglePairsMayNameTheMockScreensElements() throws {
        func magic(_ pairs: String, _ fields: String = "") -> String { Self.doc(fields, effect: #"{ "id": "magic-move", "pairs": \#(pairs) }"#) }
        let named = try Self.parse(magic(#"[["avatar-1", "hero-visible", [25, 0]]]"#))
        XCTAssertEqual(
            named.parameters.value(named: "pairs"),
            .rectPairs([
                RectPair(Rect(x: 28, y: 175, width: 50, height: 50), Rect(x: 0, y: 0, width: 375, height: 667 * 0.46 - 24), radii: (25, 0))
            ]),
            "the avatar the bundled magic-move used as [28, 175, 50, 50]; the hero above the card")
        let moved = try PresetParser.parse(
            Data(magic(#"[["avatar-2", "hero"]]"#).utf8), id: "t", file: "t.json", baseDirectory: nil,
            overrides: PresetOverrides(device: Device.named("iphone-15-pro")))
        XCTAssertEqual(
            moved.parameters.value(named: "pairs"),
            .rectPairs([
                RectPair(Rect(x: 28, y: 290, width: 50, height: 50), Rect(x: 0, y: 0, width: 393, height: 393 * 0.95))
            ]),
            "the 15 Pro's 59-pt status bar moves the rows down 39 pt; its hero is 0.95 of the width")
        let photos = try Self.parse(magic(#"[["photo-5-3", "hero"]]"#, #""screens": { "from": "photos", "to": "detail" },"#))
        guard case let .rectPairs(pairs)? = photos.parameters.value(named: "pairs") else { return XCTFail("pairs") }
        XCTAssertEqual(pairs[0].first.minX, 2 * (371.0 / 3 + 2), accuracy: 1e-9)
        XCTAssertEqual(pairs[0].first.minY, 453.2, accuracy: 1e-9)
        for bad in [#"[["avatar-7", "hero"]]"#, #"[["hero", "hero"]]"#, #"[["avatar-1", "avatar-1"]]"#] {
            XCTAssertTrue(
                failure(magic(bad))?.hasPrefix("t.json: effect.pairs[0]: expected a pair [[x, y, w, h], [x, y, w, h]] of rectangles in pt or element names")
                    ?? false, bad)
        }
    }

    /// A rectangle parameter may name an element of the from screen, in the parameter's unit.
    func testRectangleParametersMayNameAnElementOfTheFromScreen() throws {
        func viewer(_ thumbnail: String) -> String {
            Self.doc(
                #""screens": { "from": "weibo-grid", "to": "weibo-viewer" },"#,
                effect: #"{ "id": "wsl-photo-viewer", "thumbnail": \#(thumbnail) }"#)
        }
        let preset = try Self.parse(viewer(#""photo-5""#))
        guard case let .rect(r)? = preset.parameters.value(named: "thumbnail") else { return XCTFail("thumbnail") }
        let photo = try XCTUnwrap(ScreenElements.rect("photo-5", on: .weiboGrid, device: preset.device))
        XCTAssertEqual(r, Rect(x: photo.minX / 375, y: photo.minY / 667, width: photo.size.width / 375, height: photo.size.height / 667))
        XCTAssertEqual(r.minX, 0.3511, accuracy: 1e-4, "the fractions the bundled preset wrote before")
        assertError(
            viewer(#""photo-10""#),
            #"t.json: effect.thumbnail: expected a rectangle [x, y, w, h] of four numbers or an element name "#
                + #"(weibo-grid: photo-1, photo-2, … photo-9); found a string ("photo-10")"#)
    }

    func testMalformedPoint() {
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "distance": 100, "from": [10] }]"#),
            "t.json: acts[0].from: expected a point [x, y] in points within ±100000; found an array")
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "distance": 100, "from": [10, "20"] }]"#),
            "t.json: acts[0].from: expected a point [x, y] in points within ±100000; found an array")
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "distance": 100, "from": { "x": 10, "y": 20 } }]"#),
            "t.json: acts[0].from: expected a point [x, y] in points within ±100000; found an object")
        // effect.center is a point too (its unit is a fraction of the canvas).
        for center in ["[0.5]", #""middle""#, "[0.5, 0.5, 1]"] {
            guard let message = failure(Self.doc(effect: #"{ "id": "circle-spread", "center": \#(center) }"#)) else { continue }
            XCTAssertTrue(message.hasPrefix("t.json: effect.center: expected a point [x, y]"), message)
        }
    }

    // MARK: - Errors: acts

    func testActKinds() {
        assertError(
            Self.doc(acts: #"[{ "hold": 1, "pan": "to", "distance": 100 }]"#),
            "t.json: acts[0]: expected exactly one of the keys hold, animate, pan, pinch; found hold and pan")
        assertError(
            Self.doc(acts: #"[{ "hold": 1 }, { "duration": 1 }]"#),
            "t.json: acts[1]: expected exactly one of the keys hold, animate, pan, pinch; found none of them")
        assertError(Self.doc(acts: #"[{ "hold": 1 }, "hold"]"#), #"t.json: acts[1]: expected an object; found a string ("hold")"#)
    }

    func testUnknownActKey() {
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "distance": 100, "speed": 2 }]"#),
            "t.json: acts[0].speed: expected one of the keys pan, direction, distance, duration, curve, from, edgeSpacing, ratioBase; found an unknown key")
        assertError(
            Self.doc(acts: #"[{ "hold": 1, "duration": 2 }]"#),
            "t.json: acts[0].duration: expected one of the keys hold; found an unknown key")
        assertError(
            Self.doc(acts: #"[{ "animate": "to", "curve": "linear" }]"#),
            "t.json: acts[0].curve: expected one of the keys animate; found an unknown key")
    }

    func testPanFields() {
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "direction": "sideways", "distance": 100 }]"#),
            #"t.json: acts[0].direction: expected one of left, right, up, down; found "sideways""#)
        assertError(
            Self.doc(acts: #"[{ "pan": "forward", "distance": 100 }]"#),
            #"t.json: acts[0].pan: expected one of to, back; found "forward""#)
        assertError(
            Self.doc(acts: #"[{ "pan": "to" }]"#),
            "t.json: acts[0].distance: expected a number in -5000…5000 pt; found nothing (the key is missing)")
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "distance": 100, "duration": 0 }]"#),
            "t.json: acts[0].duration: expected a number in 0.01…60 s; found a number (0)")
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "distance": 100, "curve": "spring" }]"#),
            #"t.json: acts[0].curve: expected one of linear, easeIn, easeOut, easeInOut; found "spring""#)
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "distance": 100, "edgeSpacing": -1 }]"#),
            "t.json: acts[0].edgeSpacing: expected a number in 0…5000 pt; found a number (-1)")
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "distance": 100, "ratioBase": 0 }]"#),
            "t.json: acts[0].ratioBase: expected a number in 1…10000 pt; found a number (0)")
        assertError(
            Self.doc(acts: #"[{ "animate": "forward" }]"#),
            #"t.json: acts[0].animate: expected one of to, back; found "forward""#)
    }

    /// `{ "pinch": "back", "scale": s, … }`: fields, defaults (0.5 s, ease-out, the screen centre,
    /// 200 pt apart) and the model it needs.
    func testPinchActs() throws {
        let vc = #"{ "id": "vc-portal" }"#, pinchModel = #""gesture": { "model": "vc-pinch" },"#
        let preset = try Self.parse(
            Self.doc(
                pinchModel, effect: vc,
                acts: #"""
                    [{ "animate": "to" }, { "pinch": "back", "scale": 0.4 },
                     { "animate": "to" }, { "pinch": "back", "scale": 0.8, "duration": 0.3, "curve": "linear", "center": [100, 200], "span": 120 }]
                    """#))
        XCTAssertEqual(preset.acts[1], .pinch(PinchAct(transition: .back, scale: 0.4, duration: 0.5)))
        XCTAssertEqual(
            preset.acts[3],
            .pinch(
                PinchAct(
                    transition: .back, scale: 0.8, duration: 0.3, fingerCurve: .linear,
                    center: Point(100, 200), span: 120)))
        XCTAssertEqual(preset.timeline.releases.map(\.outcome), [.finished, .cancelled])
        assertError(
            Self.doc(pinchModel, effect: vc, acts: #"[{ "animate": "to" }, { "pinch": "back" }]"#),
            "t.json: acts[1].scale: expected a number in 0.01…100; found nothing (the key is missing)")
        assertError(
            Self.doc(pinchModel, effect: vc, acts: #"[{ "animate": "to" }, { "pinch": "back", "scale": 0.5, "distance": 3 }]"#),
            "t.json: acts[1].distance: expected one of the keys pinch, scale, duration, curve, center, span; found an unknown key")
        assertError(
            Self.doc(pinchModel, effect: vc, acts: #"[{ "animate": "to" }, { "pinch": "back", "scale": 0.5, "span": 0 }]"#),
            "t.json: acts[1].span: expected a number in 1…5000 pt; found a number (0)")
        assertError(
            Self.doc(effect: vc, acts: #"[{ "animate": "to" }, { "pinch": "back", "scale": 0.5 }]"#),
            #"t.json: acts[1]: a pinch needs a gesture model that reads pinches (vc-pinch), but the model vc-horizontal-swipe reads pans; set "gesture": {"model": "vc-pinch"}"#
        )
        assertError(
            Self.doc(pinchModel, effect: vc, acts: #"[{ "animate": "to" }, { "pan": "back", "distance": 100 }]"#),
            "t.json: acts[1]: the gesture model vc-pinch reads pinches, not pans; write a pinch act or choose a pan model")
        assertError(
            Self.doc(pinchModel, effect: vc, acts: #"[{ "animate": "to" }, { "pinch": "back", "scale": 3 }]"#),
            "t.json: acts[1]: a finger of the pinch would be at (-1.53719, 333.5) pt, outside the 375×667 pt screen; change center, span or scale")
    }

    func testNegativeHold() {
        assertError(Self.doc(acts: #"[{ "hold": -1 }]"#), "t.json: acts[0].hold: expected a number in 0…600 s; found a number (-1)")
        assertError(Self.doc(acts: #"[{ "hold": "1s" }]"#), #"t.json: acts[0].hold: expected a number in 0…600 s; found a string ("1s")"#)
    }

    func testBackPanBeforeAnythingIsPresented() {
        assertError(
            Self.doc(acts: #"[{ "hold": 0.5 }, { "pan": "back", "distance": 200 }]"#),
            "t.json: acts[1]: a back transition needs the to screen presented, but it is not (never presented, cancelled or already dismissed)")
    }

    func testPanStartOutsideEdgeSpacing() {
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "edgeSpacing": 80, "from": [200, 300], "distance": 200 }]"#),
            "t.json: acts[0]: a right pan with edgeSpacing 80 is only recognised when it starts at x ≤ 80 pt (within 80 pt of the left edge), but starts at x = 200"
        )
        assertError(
            Self.doc(
                effect: #"{ "id": "drawer", "direction": "right" }"#,
                acts: #"[{ "pan": "to", "edgeSpacing": 50, "from": [300, 300], "distance": 200 }]"#),
            "t.json: acts[0]: a left pan with edgeSpacing 50 is only recognised when it starts at x ≥ 325 pt (within 50 pt of the right edge), but starts at x = 300"
        )
        // Without "from" the start is inside the edge band (half of edgeSpacing from the edge).
        XCTAssertNoThrow(try drawer(#"[{ "pan": "to", "edgeSpacing": 80, "distance": 200 }]"#))
    }

    func testFingerOffScreen() {
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "from": [0, 300], "distance": 750, "curve": "linear" }]"#),
            "t.json: acts[0]: the finger would be at (400, 300) pt, outside the 375×667 pt screen; change start or distance")
        assertError(
            Self.doc(acts: #"[{ "pan": "to", "from": [-1, 300], "distance": 100 }]"#),
            "t.json: acts[0]: the finger would be at (-1, 300) pt, outside the 375×667 pt screen; change start or distance")
    }

    func testFixedMessagesFromReview() {
        // A sign is not a hex digit.
        assertError(
            Self.doc(##""background": "#+00000","##),
            ##"t.json: background: expected a colour "#RRGGBB" or "#RRGGBBAA"; found a string ("#+00000")"##)
        assertError(Self.doc(acts: "[]"), "t.json: acts: expected a non-empty array of acts; found an empty array")
        // Malformed JSON says where.
        assertError(#"{"a": 1 "b": 2}"#, #"t.json: not valid JSON: unexpected '"' in an object; expected ',' or '}' at line 1, column 9"#)
        assertError(
            Self.doc(effect: #"{ "id": "circle-spread", "center": "middle" }"#),
            #"t.json: effect.center: expected a point [x, y] of two numbers; found a string ("middle")"#)
    }
}
