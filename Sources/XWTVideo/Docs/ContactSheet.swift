import Foundation
import XWTEffects
import XWTEngine
import XWTMotion
import XWTPresets
import XWTScreens

/// Contact sheets: a grid of frames scaled down by the engine, each captioned with what it shows.
///
/// Two kinds: a preset's clip sampled at N frames (`preset`) and one effect at progress
/// 0, 0.1, …, 1 for both directions (`effect`). Both are pure functions of their inputs;
/// `compose` lays out any cells a library user makes.
public enum ContactSheet {
    /// One cell of a sheet.
    public struct Cell: Sendable {
        /// The picture, already at the sheet's cell size (see `scaled`).
        public var image: Bitmap
        /// Caption lines printed under the picture (cut with "..." to the cell width).
        public var lines: [String]
        /// Linear progress 0…1 drawn as a bar under the picture in the direction's colour; nil: no bar.
        public var progress: Double?
        public var direction: TransitionDirection
        /// Outlined in the accent colour (the preset sheet marks pan releases so).
        public var highlighted: Bool

        public init(
            image: Bitmap, lines: [String], progress: Double? = nil, direction: TransitionDirection = .to,
            highlighted: Bool = false
        ) {
            self.image = image; self.lines = lines; self.progress = progress
            self.direction = direction; self.highlighted = highlighted
        }
    }

    /// Where everything goes on a sheet, in pixels.
    ///
    /// A title line on top, then `rows` × `columns` cells: picture, progress bar, caption lines.
    /// Every margin and gap between cells is `gap` px.
    public struct Layout: Sendable, Hashable {
        public static let gap = 8
        /// Height of the progress bar and the space above and below it.
        public static let barHeight = 3, barSpace = 2

        public let columns: Int
        public let rows: Int
        public let cellWidth: Int
        public let cellHeight: Int
        public let captionLines: Int
        /// Caption font size (px): cell width / 11, within 10…20.
        public let fontSize: Double
        public let titleSize: Double

        public init(cells: Int, columns: Int, cellWidth: Int, cellHeight: Int, captionLines: Int) {
            precondition(cells >= 1 && columns >= 1 && cellWidth >= 1 && cellHeight >= 1, "a sheet needs cells of positive size")
            self.columns = min(columns, cells)
            rows = (cells + self.columns - 1) / self.columns
            self.cellWidth = cellWidth; self.cellHeight = cellHeight
            self.captionLines = captionLines
            fontSize = min(20, max(10, (Double(cellWidth) / 11).rounded()))
            titleSize = min(22, max(14, fontSize + 2))
        }

        public var lineHeight: Int { Int((fontSize * 1.2).rounded(.up)) }
        public var titleHeight: Int { Int((titleSize * 1.2).rounded(.up)) + Self.gap }
        /// Bar plus caption lines under each picture.
        public var captionHeight: Int { 2 * Self.barSpace + Self.barHeight + captionLines * lineHeight }
        public var width: Int { Self.gap + columns * (cellWidth + Self.gap) }
        public var height: Int { Self.gap + titleHeight + rows * (cellHeight + captionHeight + Self.gap) }

        /// Top-left pixel of cell `index`'s picture (cells run left to right, then down).
        public func imageOrigin(ofCell index: Int) -> (x: Int, y: Int) {
            let column = index % columns, row = index / columns
            return (
                Self.gap + column * (cellWidth + Self.gap),
                Self.gap + titleHeight + row * (cellHeight + captionHeight + Self.gap)
            )
        }
    }

    static let background = Color(red: 0.11, green: 0.11, blue: 0.12)
    static let text = Color(red: 0.92, green: 0.92, blue: 0.94)
    static let dim = Color(red: 0.6, green: 0.6, blue: 0.64)
    static let track = Color(red: 0.25, green: 0.25, blue: 0.27)
    static let accent = Color(red: 1, green: 0.8, blue: 0)
    static func barColor(_ direction: TransitionDirection) -> Color {
        direction == .to ? Color(red: 0.04, green: 0.52, blue: 1) : Color(red: 1, green: 0.58, blue: 0)
    }

    // MARK: Preset sheets

    /// A sheet of `frames` frames of `job` sampled evenly over the clip (see `sampledFrames`), in
    /// rows of `columns` (default min(frames, 6)) cells `cellWidth` px wide, captioned with frame
    /// index, time and timeline state (act, direction, progress %, phase). Cells at a pan release
    /// are outlined; with `deviceFrame`, each cell shows the phone around the frame. Throws
    /// `SettingError` for counts or sizes out of range.
    public static func preset(
        _ job: RenderJob, frames: Int = 12, columns: Int? = nil, cellWidth: Int = 180, deviceFrame: DeviceFrameStyle? = nil,
        bands: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> Bitmap {
        try validate(frames: frames, columns: columns, cellWidth: cellWidth)
        let releases = releaseFrames(of: job)
        let indices = sampledFrames(frames, frameCount: job.frameCount, anchors: releases)
        let renderer = Renderer(canvas: job.canvas, bands: bands)
        var frame = Bitmap(width: job.canvas.pixelWidth, height: job.canvas.pixelHeight)
        let phone = try deviceFrame.map { try DeviceFrameSource(job, device: job.preset.device, style: $0) }
        var framed = phone.map { Bitmap(width: $0.canvas.pixelWidth, height: $0.canvas.pixelHeight) }
        let cells = indices.map { index -> Cell in
            job.render(frame: index, into: &frame, renderer: renderer)
            if let phone, framed != nil { phone.compose(screen: frame, into: &framed!) }
            let state = job.state(frame: index)
            return Cell(
                image: scaled(framed ?? frame, width: cellWidth), lines: caption(frame: index, state: state),
                progress: state.progress, direction: state.direction, highlighted: releases.contains(index))
        }
        let seconds = Double(job.frameCount) / Double(job.fps)
        let title =
            "\(job.preset.id): \(indices.count) of \(job.frameCount) frames, \(job.fps) fps, "
            + String(format: "%.2f s", seconds) + (releases.isEmpty ? "" : "; outlined = pan release")
        return try compose(title: title, cells: cells, columns: columns ?? min(indices.count, 6))
    }

    /// Caption of a preset frame: `#index  time s`, `act a  direction  progress%`, and the phase
    /// (with the decision taken at release: `timer > cancel`, `completing > finish`).
    public static func caption(frame: Int, state: TimelineState) -> [String] {
        let percent = Int((state.progress * 100).rounded())
        var phase = state.phase.rawValue
        if let outcome = state.outcome, state.phase == .timer || state.phase == .completing {
            phase += outcome == .finished ? " > finish" : " > cancel"
        }
        return [
            "#\(frame)  " + String(format: "%.3f s", state.time),
            "act \(state.actIndex)  \(state.direction.rawValue)  \(percent)%",
            phase,
        ]
    }

    /// For each pan release of `job`'s timeline, in order, the first frame at or after the finger
    /// lifts (it shows the decision: `timer > cancel`, `completing > finish`…), within the clip.
    public static func releaseFrames(of job: RenderJob) -> [Int] {
        let last = job.frameCount - 1
        return job.preset.timeline.releases.map { min(last, max(0, Int(($0.time * Double(job.fps) - 1e-9).rounded(.up)))) }
    }

    /// `count` frame indices of a clip of `frameCount` frames, ascending and distinct: all of them
    /// when `count ≥ frameCount`, else evenly spaced from the first to the last frame, where each
    /// anchor (in order, while an inner slot is free) replaces the nearest inner sample that is
    /// not an anchor itself. The first and last frames are always kept.
    public static func sampledFrames(_ count: Int, frameCount: Int, anchors: [Int] = []) -> [Int] {
        precondition(count >= 2 && frameCount >= 1, "sample at least 2 frames of a non-empty clip")
        if count >= frameCount { return Array(0..<frameCount) }
        var samples = (0..<count).map { Int((Double($0) * Double(frameCount - 1) / Double(count - 1)).rounded()) }
        var pinned = Set<Int>()
        for anchor in anchors where anchor > 0 && anchor < frameCount - 1 && !pinned.contains(anchor) {
            if samples.contains(anchor) { pinned.insert(anchor); continue }
            let free = (1..<(count - 1)).filter { !pinned.contains(samples[$0]) }
            guard let nearest = free.min(by: { abs(samples[$0] - anchor) < abs(samples[$1] - anchor) }) else { break }
            samples[nearest] = anchor
            pinned.insert(anchor)
            samples.sort()
        }
        return samples
    }

    // MARK: Effect sheets

    /// The progress values of an effect sheet: 0, 1/(steps−1), …, 1 (11 steps: 0, 0.1, …, 1).
    public static func progressSteps(_ steps: Int) -> [Double] {
        (0..<steps).map { Double($0) / Double(steps - 1) }
    }

    /// A sheet of `effect` at `steps` progress values from 0 to 1 between `screens` (with their fixed
    /// bars): the forward (to) run in the top row, the back run in the bottom row, cells `cellWidth` px
    /// wide; in `container` as `EffectStill` runs it.
    public static func effect(
        _ effect: EffectID, parameters: EffectParameters, screens: TransitionScreens,
        steps: Int = 11, cellWidth: Int = 120, container: (Container, chrome: (a: ScreenChrome, b: ScreenChrome))? = nil
    ) throws -> Bitmap {
        guard steps >= 2 && steps <= 101 else { throw SettingError(.steps, "expected a whole number in 2…101; found \(steps)") }
        try validate(frames: 2, columns: nil, cellWidth: cellWidth)
        var cells: [Cell] = []
        for direction in TransitionDirection.allCases {
            for p in progressSteps(steps) {
                let frame = EffectStill.render(
                    effect: effect, parameters: parameters, direction: direction, progress: p, screens: screens, container: container)
                cells.append(
                    Cell(
                        image: scaled(frame, width: cellWidth),
                        lines: ["\(direction.rawValue)  p " + String(format: "%.2f", p)],
                        progress: p, direction: direction))
            }
        }
        let words = describe(parameters)
        let title = effect.rawValue + (words.isEmpty ? "" : " " + words) + ": to (top), back (bottom)"
        return try compose(title: title, cells: cells, columns: steps)
    }

    /// The parameters other than the durations as `name=value` words.
    static func describe(_ parameters: EffectParameters) -> String {
        parameters.effect.parameters.filter { !$0.name.hasSuffix("Duration") }.map { spec in
            "\(spec.name)=\(EffectCatalog.text(parameters.value(named: spec.name) ?? spec.defaultValue))"
        }.joined(separator: " ")
    }

    // MARK: Building blocks

    /// Throws `SettingError` unless 2 ≤ frames ≤ 1000, 1 ≤ columns ≤ 1000 and 16 ≤ cellWidth ≤ 4000.
    public static func validate(frames: Int, columns: Int?, cellWidth: Int) throws {
        guard frames >= 2 && frames <= 1000 else { throw SettingError(.frames, "expected a whole number in 2…1000; found \(frames)") }
        if let columns, columns < 1 || columns > 1000 {
            throw SettingError(.columns, "expected a whole number in 1…1000; found \(columns)")
        }
        guard cellWidth >= 16 && cellWidth <= 4000 else {
            throw SettingError(.cellWidth, "expected a cell width in 16…4000 px; found \(cellWidth)")
        }
    }

    /// `image` scaled by the engine to `width` px (height in proportion, at least 1 px): halved
    /// (an exact 2×2 box with bilinear sampling) while at least twice the target, then resampled
    /// bilinearly once. Returns `image` itself when it already has that width.
    public static func scaled(_ image: Bitmap, width: Int) -> Bitmap {
        precondition(width >= 1, "width must be positive")
        let height = max(1, Int((Double(width) * Double(image.height) / Double(image.width)).rounded()))
        var current = image
        while current.width >= 2 * width && current.height >= 2 * height {
            current = resampled(current, width: current.width / 2, height: current.height / 2)
        }
        if current.width != width || current.height != height {
            current = resampled(current, width: width, height: height)
        }
        return current
    }

    /// `image` stretched over a `width` × `height` px canvas: one image layer, rendered by the engine.
    static func resampled(_ image: Bitmap, width: Int, height: Int) -> Bitmap {
        let w = Double(width), h = Double(height)
        let layer = Layer(frame: Rect(x: 0, y: 0, width: w, height: h), content: .image(image))
        return Renderer(canvas: Canvas(width: w, height: h, scale: 1), bands: 1).render(Scene(background: .clear, layers: [layer]))
    }

    /// Lays out `cells` (all the size of the first one) in rows of `columns` under a `title` line:
    /// dark background, each picture with a progress bar and its caption lines under it.
    public static func compose(title: String, cells: [Cell], columns: Int) throws -> Bitmap {
        precondition(!cells.isEmpty, "a sheet needs at least one cell")
        let first = cells[0].image
        precondition(
            cells.allSatisfy { $0.image.width == first.width && $0.image.height == first.height },
            "every cell must have the same size")
        let layout = Layout(
            cells: cells.count, columns: columns, cellWidth: first.width, cellHeight: first.height,
            captionLines: cells.map(\.lines.count).max() ?? 0)
        var sheet = Bitmap(width: layout.width, height: layout.height, fill: background.premultiplied)
        let gap = Layout.gap
        try Caption.draw(
            Caption.fitting(title, width: Double(layout.width - 2 * gap), height: layout.titleSize, bold: true),
            into: &sheet, at: Point(Double(gap), Double(gap)), height: layout.titleSize, color: text, bold: true)
        for (index, cell) in cells.enumerated() {
            let (x, y) = layout.imageOrigin(ofCell: index)
            if cell.highlighted {
                fill(&sheet, x: x - 2, y: y - 2, width: layout.cellWidth + 4, height: layout.cellHeight + 4, accent)
            }
            copy(cell.image, into: &sheet, x: x, y: y)
            var lineTop = y + layout.cellHeight + Layout.barSpace
            if let progress = cell.progress {
                fill(&sheet, x: x, y: lineTop, width: layout.cellWidth, height: Layout.barHeight, track)
                let filled = Int((min(max(progress, 0), 1) * Double(layout.cellWidth)).rounded())
                fill(&sheet, x: x, y: lineTop, width: filled, height: Layout.barHeight, barColor(cell.direction))
            }
            lineTop += Layout.barHeight + Layout.barSpace
            for (n, line) in cell.lines.enumerated() {
                let fitted = try Caption.fitting(line, width: Double(layout.cellWidth), height: layout.fontSize)
                try Caption.draw(
                    fitted, into: &sheet, at: Point(Double(x), Double(lineTop + n * layout.lineHeight) + 1),
                    height: layout.fontSize, color: n == 0 ? text : dim)
            }
        }
        return sheet
    }

    /// Copies `image` into `sheet` with its top-left at (x, y); the whole image must fit (checked).
    /// Row by row through array slices: every row's bounds are checked, the bytes move as one block.
    static func copy(_ image: Bitmap, into sheet: inout Bitmap, x: Int, y: Int) {
        precondition(
            x >= 0 && y >= 0 && x + image.width <= sheet.width && y + image.height <= sheet.height,
            "a \(image.width)×\(image.height) image at (\(x), \(y)) does not fit a \(sheet.width)×\(sheet.height) sheet")
        let rowBytes = image.width * 4
        for row in 0..<image.height {
            let to = ((y + row) * sheet.width + x) * 4, from = row * rowBytes
            sheet.pixels[to..<to + rowBytes] = image.pixels[from..<from + rowBytes]
        }
    }

    /// Fills a pixel rectangle (clipped to the sheet) with an opaque colour.
    static func fill(_ sheet: inout Bitmap, x: Int, y: Int, width: Int, height: Int, _ color: Color) {
        let c = color.premultiplied
        let x0 = max(0, x), x1 = min(sheet.width, x + width), y0 = max(0, y), y1 = min(sheet.height, y + height)
        guard x0 < x1 && y0 < y1 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 { sheet[column, row] = c }
        }
    }
}
