import Foundation
import XCTest
import XWTEffects
import XWTScreens

@testable import XWTPresets

/// The container keys (`container`, `navigationBar`, `tabBar`): defaults from the library demos and
/// one exact error line per bad value.
final class ContainerKeyTests: XCTestCase {
    static func doc(_ fields: String = "") -> String { PresetParserTests.doc(fields) }
    static func parse(_ json: String) throws -> Preset { try PresetParserTests.parse(json) }

    func assertError(_ json: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Self.parse(json), file: file, line: line) { error in
            XCTAssertEqual((error as? PresetError)?.description, expected, file: file, line: line)
        }
    }

    func testDefaultsFollowEachLibrarysDemo() throws {
        func container(_ id: String) throws -> Container { try PresetLibrary(directory: PresetParserTests.presetsDirectory).load(id: id).resolvedContainer }
        XCTAssertEqual(try container("tm-cube-left"), .navigation)
        XCTAssertEqual(try container("tm-fade"), .modal)
        XCTAssertEqual(try container("circle-spread"), .modal)
        XCTAssertEqual(try container("vc-flip"), .navigation)
        XCTAssertEqual(try container("vc-cards"), .modal)
        XCTAssertEqual(try container("hu-classic"), .navigation)
        XCTAssertEqual(try container("wsl-photo-viewer"), .modal)
        XCTAssertEqual(try container("spring-modal"), .modal)
    }

    func testContainerAndBarHeightsAreRead() throws {
        let preset = try Self.parse(Self.doc(#""container": "navigation", "navigationBar": { "height": 64 }, "tabBar": { "height": 49 }, "#))
        XCTAssertEqual(preset.container, .navigation)
        XCTAssertEqual(preset.screenChrome, ScreenChrome(navigationBar: 64, tabBar: 49))
        XCTAssertEqual(try Self.parse(Self.doc()).screenChrome, .none)
        XCTAssertNil(try Self.parse(Self.doc()).container)
    }

    func testBadContainerValuesAreOneLineErrors() {
        assertError(Self.doc(#""container": "sideways", "#), #"t.json: container: expected one of navigation, modal, tab; found "sideways""#)
        assertError(Self.doc(#""container": 1, "#), "t.json: container: expected one of navigation, modal, tab; found a number (1)")
        assertError(
            Self.doc(#""container": "tab", "#),
            #"t.json: container: expected navigation or modal (drawer is a XWTransition effect; tab switches are VCTransitionsLibrary's); found "tab""#)
        assertError(Self.doc(#""navigationBar": 64, "#), "t.json: navigationBar: expected an object; found a number (64)")
        assertError(Self.doc(#""navigationBar": { "height": -1 }, "#), "t.json: navigationBar.height: expected a number in 0…1000 pt; found a number (-1)")
        assertError(Self.doc(#""tabBar": { "height": "49" }, "#), #"t.json: tabBar.height: expected a number in 0…1000 pt; found a string ("49")"#)
        assertError(Self.doc(#""tabBar": { }, "#), "t.json: tabBar.height: expected a number in 0…1000 pt; found nothing (the key is missing)")
        assertError(
            Self.doc(#""tabBar": { "height": 49, "width": 3 }, "#), "t.json: tabBar.width: expected one of the keys height; found an unknown key")
    }
}

/// `hidesBottomBarWhenPushed`: a boolean, for pushes only; RW takes only `true`.
final class HidesBottomBarKeyTests: XCTestCase {
    func assertError(_ json: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try PresetParserTests.parse(json), file: file, line: line) { error in
            XCTAssertEqual((error as? PresetError)?.description, expected, file: file, line: line)
        }
    }

    func doc(_ fields: String, effect: String = "uikit-push") -> String {
        PresetParserTests.doc(fields, effect: #"{ "id": "\#(effect)" }"#)
    }

    func testKeyIsReadAndBadValuesAreOneLineErrors() throws {
        XCTAssertEqual(try PresetParserTests.parse(doc(#""hidesBottomBarWhenPushed": true, "#)).hidesBottomBarWhenPushed, true)
        XCTAssertNil(try PresetParserTests.parse(doc("")).hidesBottomBarWhenPushed)
        assertError(doc(#""hidesBottomBarWhenPushed": "yes", "#), #"t.json: hidesBottomBarWhenPushed: expected true or false; found a string ("yes")"#)
        assertError(
            doc(#""hidesBottomBarWhenPushed": true, "#, effect: "uikit-modal"),
            "t.json: hidesBottomBarWhenPushed: expected a navigation container (a pushed view controller's setting); found the modal container")
        assertError(
            doc(#""hidesBottomBarWhenPushed": false, "#, effect: "rw-toutiao"),
            "t.json: hidesBottomBarWhenPushed: expected true (rw-toutiao snapshots the screens with their bars, so its tab bar leaves with the page); found false"
        )
    }
}
