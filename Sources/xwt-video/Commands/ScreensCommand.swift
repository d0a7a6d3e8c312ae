import ArgumentParser
import XWTScreens
import XWTVideo

/// `xwt-video screens`: the built-in mock screens a preset's `"screens"` can name.
struct ScreensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "screens", abstract: "List the built-in mock screens: id, then one line about it.")

    func run() throws {
        let width = MockScreen.allCases.map(\.rawValue.count).max() ?? 0
        for screen in MockScreen.allCases {
            print(screen.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + screen.summary)
        }
    }
}
