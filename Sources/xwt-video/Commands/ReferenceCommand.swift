import ArgumentParser

/// `xwt-video reference`: prints docs/cli.md (`CLIReference`); hidden from the help it documents.
struct ReferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reference", abstract: "Print the command reference (docs/cli.md) as Markdown.", shouldDisplay: false)

    func run() throws { print(CLIReference.markdown(root: XWTVideoCommand.self), terminator: "") }
}
