import ArgumentParser
import Foundation
import XWTMedia
import XWTVideo

struct TraceCommand: ParsableCommand, OptionChecking {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print a preset's motion per frame (time, act, direction, gesture phase, percent, progress, finger, outcome); --plot draws it as SVG.")

    @OptionGroup var presetOptions: PresetOptions

    @Option(name: .long, help: "csv (default; a header line, then one line per frame; the gesture model and its rules go to standard error) or json.")
    var format: String = "csv"

    @Option(name: .long, help: "Also write a chart of progress over time with the gesture phases to FILE.svg.")
    var plot: String?

    func check() throws {
        guard format == "csv" || format == "json" else { throw InputError("--format: expected one of csv, json; found \"\(format)\"") }
        if let plot, !plot.lowercased().hasSuffix(".svg") { throw InputError("--plot: expected a file name ending in .svg; found \"\(plot)\"") }
    }

    func run() throws {
        if let plot { _ = try OutputPath.check(plot, operation: "write plot") }
        let trace = MotionTrace(preset: try presetOptions.load())
        if let plot { try TracePlot.write(trace, to: plot) }
        if format == "csv" { FileHandle.standardError.write(Data(trace.header.utf8)) }
        FileHandle.standardOutput.write(Data((format == "json" ? trace.json() : trace.csv()).utf8))
    }
}
