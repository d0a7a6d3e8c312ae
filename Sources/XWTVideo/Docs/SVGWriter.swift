import Foundation

/// A tiny SVG text builder: elements with escaped attributes and text, two-decimal coordinates.
struct SVGWriter {
    private(set) var body: [String] = []
    private var depth = 1

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    private mutating func emit(_ line: String) { body.append(String(repeating: "  ", count: depth) + line) }

    mutating func open(_ name: String, _ attributes: [String: String] = [:]) {
        emit("<\(name)\(Self.attributes(attributes.sorted { $0.key < $1.key }))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        emit("</\(name)>")
    }

    mutating func element(_ name: String, _ pairs: [(String, String)], extra: [String: String] = [:]) {
        emit("<\(name)\(Self.attributes(pairs + extra.sorted { $0.key < $1.key }))/>")
    }

    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, rx: Double = 0,
        attributes: [String: String] = [:]
    ) {
        var pairs = [("x", f(x)), ("y", f(y)), ("width", f(width)), ("height", f(height)), ("fill", fill)]
        if rx > 0 { pairs.append(("rx", f(rx))) }
        element("rect", pairs, extra: attributes)
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double, dash: String? = nil) {
        var pairs = [("x1", f(x1)), ("y1", f(y1)), ("x2", f(x2)), ("y2", f(y2)), ("stroke", stroke), ("stroke-width", f(width))]
        if let dash { pairs.append(("stroke-dasharray", dash)) }
        element("line", pairs)
    }

    mutating func circle(
        cx: Double, cy: Double, r: Double, fill: String, stroke: String, width: Double,
        attributes: [String: String] = [:]
    ) {
        element(
            "circle",
            [
                ("cx", f(cx)), ("cy", f(cy)), ("r", f(r)), ("fill", fill), ("stroke", stroke),
                ("stroke-width", f(width)),
            ], extra: attributes)
    }

    mutating func polyline(
        _ points: [(Double, Double)], stroke: String, width: Double, dash: String? = nil,
        attributes: [String: String] = [:]
    ) {
        var pairs = [
            ("points", points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ")), ("fill", "none"),
            ("stroke", stroke), ("stroke-width", f(width)), ("stroke-linejoin", "round"), ("stroke-linecap", "round"),
        ]
        if let dash { pairs.append(("stroke-dasharray", dash)) }
        element("polyline", pairs, extra: attributes)
    }

    mutating func text(
        _ content: String, x: Double, y: Double, size: Double, weight: String? = nil, fill: String,
        anchor: String? = nil, transform: String? = nil, halo: Bool = false
    ) {
        var pairs = [("x", f(x)), ("y", f(y)), ("font-size", f(size)), ("fill", fill)]
        if let weight { pairs.append(("font-weight", weight)) }
        if let anchor { pairs.append(("text-anchor", anchor)) }
        if let transform { pairs.append(("transform", transform)) }
        if halo {
            pairs += [("stroke", "#ffffff"), ("stroke-width", "3.5"), ("stroke-linejoin", "round"), ("paint-order", "stroke")]
        }
        emit("<text\(Self.attributes(pairs))>\(Self.escape(content))</text>")
    }

    func document(width: Double, height: Double, title: String, description: String) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" "
                + "viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif\">",
            "  <title>\(Self.escape(title))</title>",
            "  <desc>\(Self.escape(description))</desc>",
            "  <rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"#ffffff\"/>",
        ]
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func f(_ v: Double) -> String { MotionTrace.number(v, 2) }
}
