import Foundation
import XCTest
import XWTMotion

@testable import XWTEffects
@testable import XWTPresets

/// TransitionManager's container options as preset keys (`autoShowAndHideNavBar`,
/// `showAndHideNavBarTime`, `isSystemBackAnimation`, `backAnimationType`) and `container` for every
/// TM effect: TM's defaults, the gesture and durations they select, and their one-line errors.
final class TMContainerOptionTests: XCTestCase {
    func bundled(_ id: String) throws -> Preset {
        try PresetLibrary(directory: PresetParserTests.presetsDirectory).load(id: id)
    }

    /// `TransitionProperty.m` (9bea37a on): bar not hidden, 0.25 s, TM's back run, backAnimationType 0.
    func testDefaultsAreTransitionManagersOwn() throws {
        let preset = try bundled("tm-cube-left")
        XCTAssertFalse(preset.transitionManager.autoShowAndHideNavBar)
        XCTAssertEqual(preset.transitionManager.showAndHideNavBarTime, 0.25)
        XCTAssertFalse(preset.transitionManager.isSystemBackAnimation)
        XCTAssertNil(preset.transitionManager.backAnimationType)
        XCTAssertEqual(preset.transitionManager, .defaults)
    }

    /// Every TM effect presents in a modal container and is dismissed by TM's Down pan, and pushes
    /// in a navigation container and pops with the demo's Left|Right pan; the forward pan stays refused.
    func testEveryTMEffectPushesOrPresentsAsTheContainerSays() throws {
        let effects = EffectID.allCases.filter { $0.library == .transitionManager }
        XCTAssertEqual(effects.count, 17)
        for effect in effects {
            let modal = try PresetParserTests.parse(
                PresetParserTests.doc(
                    #""container": "modal","#, effect: #"{ "id": "\#(effect.rawValue)" }"#,
                    acts: #"[{ "animate": "to" }, { "pan": "back", "distance": 300, "duration": 0.4 }, { "hold": 0.5 }]"#))
            let down = try XCTUnwrap(modal.timeline.config.gesture as? TMGestureModel, effect.rawValue)
            XCTAssertEqual(down.directions, .down, effect.rawValue)
            XCTAssertEqual(modal.resolvedContainer, .modal)
            XCTAssertEqual(modal.timeline.releases.map(\.outcome), [.finished], effect.rawValue)
            let pushed = try PresetParserTests.parse(
                PresetParserTests.doc(
                    #""container": "navigation","#, effect: #"{ "id": "\#(effect.rawValue)" }"#,
                    acts: #"[{ "animate": "to" }, { "pan": "back", "distance": 200, "duration": 0.4 }, { "hold": 0.5 }]"#))
            let sideways = try XCTUnwrap(pushed.timeline.config.gesture as? TMGestureModel, effect.rawValue)
            XCTAssertEqual(sideways.directions, [.left, .right], effect.rawValue)
            XCTAssertEqual(sideways.viewScale, down.viewScale, effect.rawValue)
            XCTAssertEqual(pushed.timeline.releases.map(\.outcome), [.finished], effect.rawValue)
            for container in ["modal", "navigation"] {
                XCTAssertThrowsError(
                    try PresetParserTests.parse(
                        PresetParserTests.doc(
                            #""container": "\#(container)","#, effect: #"{ "id": "\#(effect.rawValue)" }"#,
                            acts: #"[{ "pan": "to", "distance": 200 }]"#)), "\(effect.rawValue) \(container)")
            }
        }
    }

    /// The presented cube: Down pans, 133 pt (0.2) cancels and 267 pt (0.4) finishes on TM's timer;
    /// back type cube-left, its own, where a push would pair Cube FromRight.
    func testPresentedCubeIsDismissedByADownPan() throws {
        let preset = try bundled("tm-cube-left-modal")
        XCTAssertEqual(preset.resolvedContainer, .modal)
        XCTAssertEqual(preset.transitionManager.backAnimationType, "cube-left")
        let model = try XCTUnwrap(preset.timeline.config.gesture as? TMGestureModel)
        XCTAssertEqual(model.directions, .down)
        XCTAssertEqual(preset.timeline.releases.map(\.outcome), [.cancelled, .finished])
        XCTAssertEqual(preset.timeline.releases[0].percent, 0.2, accuracy: 0.002)
        XCTAssertEqual(preset.timeline.releases[1].percent, 0.4, accuracy: 0.002)
    }

    /// isSystemBackAnimation: UIKit pops, with its edge swipe (0.5) and its 0.3-s run; the push stays TM's 0.5 s.
    func testSystemBackAnimationPopsWithUIKitsEdgeSwipe() throws {
        let preset = try bundled("tm-cube-left-system-back")
        XCTAssertTrue(preset.transitionManager.isSystemBackAnimation)
        XCTAssertTrue(preset.timeline.config.gesture is UIKitEdgeModel)
        XCTAssertEqual(preset.timeline.config.toDuration, 0.5)
        XCTAssertEqual(preset.timeline.config.backDuration, 0.3)
        XCTAssertEqual(preset.timeline.releases.map(\.outcome), [.cancelled, .finished])
    }

    /// isSystemBackAnimation after a present: UIKit's full-screen dismissal (0.5 s), which has no pan.
    func testSystemBackAnimationDismissesAsUIKitsModalWithoutAPan() throws {
        let acts = #"[{ "animate": "to" }, { "animate": "back" }, { "hold": 0.2 }]"#
        let preset = try PresetParserTests.parse(PresetParserTests.doc(#""isSystemBackAnimation": true,"#, effect: #"{ "id": "tm-fade" }"#, acts: acts))
        XCTAssertEqual(preset.resolvedContainer, .modal)
        XCTAssertTrue(preset.timeline.config.gesture is UIKitModalModel)
        XCTAssertEqual(preset.timeline.config.backDuration, 0.5)
        let pan = #"[{ "animate": "to" }, { "pan": "back", "distance": 300 }]"#
        XCTAssertThrowsError(
            try PresetParserTests.parse(PresetParserTests.doc(#""isSystemBackAnimation": true,"#, effect: #"{ "id": "tm-fade" }"#, acts: pan))
        ) { error in
            XCTAssertEqual(
                "\(error)",
                #"t.json: acts[1]: UIKit's full-screen modal presentation has no pan (it presents and dismisses on taps): use { "animate": "back" }"#)
        }
    }

    func testAutoShowAndHideNavBarPresetSetsBoth() throws {
        let preset = try bundled("tm-cube-left-bar-fade")
        XCTAssertTrue(preset.transitionManager.autoShowAndHideNavBar)
        XCTAssertEqual(preset.transitionManager.showAndHideNavBarTime, 0.25)
        XCTAssertEqual(preset.resolvedContainer, .navigation)
    }

    /// The 33 system types by name, in TypeDefConfig.h's order; a back type carries the forward
    /// type's slide fade.
    func testBackAnimationTypesAreTheThirtyThreeSystemTypes() throws {
        let names = TMContainerOptions.backAnimationTypes
        XCTAssertEqual(names.count, 33)
        XCTAssertEqual(Set(names).count, 33)
        XCTAssertEqual(Array(names.prefix(3)), ["fade", "push-right", "push-left"])
        XCTAssertEqual(Array(names.suffix(2)), ["iris-open", "iris-close"])
        XCTAssertEqual(TMSystemTransition.push(.left, fade: 0.5).backType(named: "reveal-top"), .reveal(.top, fade: 0.5))
        XCTAssertEqual(TMSystemTransition.cube(.left).backType(named: "reveal-top"), .reveal(.top, fade: 0))
        XCTAssertNil(TMSystemTransition.cube(.left).backType(named: "cube-sideways"))
        XCTAssertTrue(TMContainerOptions.takesBackAnimationType(try XCTUnwrap(EffectID(rawValue: "tm-iris-open"))))
        XCTAssertFalse(TMContainerOptions.takesBackAnimationType(try XCTUnwrap(EffectID(rawValue: "tm-page"))))
    }

    func testBadOptionsGiveOneLineErrors() {
        let acts = #"[{ "animate": "to" }, { "hold": 0.2 }]"#
        let names = TMContainerOptions.backAnimationTypes.joined(separator: ", ")
        let cases: [(fields: String, effect: String, message: String)] = [
            (
                #""autoShowAndHideNavBar": 1,"#, "tm-cube",
                "t.json: autoShowAndHideNavBar: expected true or false; found a number (1)"
            ),
            (
                #""showAndHideNavBarTime": 11,"#, "tm-cube",
                "t.json: showAndHideNavBarTime: expected a number in 0…10 s; found a number (11)"
            ),
            (
                #""showAndHideNavBarTime": "fast","#, "tm-cube",
                "t.json: showAndHideNavBarTime: expected a number in 0…10 s; found a string (\"fast\")"
            ),
            (
                #""isSystemBackAnimation": "yes","#, "tm-cube",
                "t.json: isSystemBackAnimation: expected true or false; found a string (\"yes\")"
            ),
            (
                #""backAnimationType": "cube-lef","#, "tm-cube",
                "t.json: backAnimationType: expected one of TM's system types \(names); found \"cube-lef\"; did you mean cube-left?"
            ),
            (
                #""backAnimationType": 14,"#, "tm-cube",
                "t.json: backAnimationType: expected one of TM's system types \(names); found a number (14)"
            ),
            (
                #""backAnimationType": "fade","#, "tm-page",
                "t.json: backAnimationType: expected no backAnimationType (TM sets it for its system types only; tm-page plays its own back run); found \"fade\""
            ),
            (
                #""isSystemBackAnimation": true, "backAnimationType": "fade","#, "tm-cube",
                "t.json: backAnimationType: expected no backAnimationType with isSystemBackAnimation true (UIKit then pops); found \"fade\""
            ),
            (
                #""container": "modal", "autoShowAndHideNavBar": true,"#, "tm-cube",
                "t.json: autoShowAndHideNavBar: expected false in a modal container (TM fades a navigation controller's bar on push and pop only); found true"
            ),
            (
                #""autoShowAndHideNavBar": true,"#, "drawer",
                "t.json: autoShowAndHideNavBar: expected no autoShowAndHideNavBar (a TransitionManager option; drawer is a XWTransition effect); found a boolean (true)"
            ),
        ]
        for c in cases {
            do {
                _ = try PresetParserTests.parse(PresetParserTests.doc(c.fields, effect: #"{ "id": "\#(c.effect)" }"#, acts: acts))
                XCTFail("\(c.message): the preset loaded")
            } catch {
                XCTAssertEqual("\(error)", c.message)
            }
        }
    }
}
