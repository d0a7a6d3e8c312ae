/// Everything the catalog knows about one effect, declared once in the effect's own file.
///
/// The CLI listing, `effects --markdown`/`--json`, the README family table, the gallery grouping,
/// preset validation and the endpoint-law and golden tests all read it from the registry.
public struct EffectDescriptor: Sendable {
    /// The id presets and the CLI use (`drawer`, `tm-cube`), unique in the registry.
    public let id: String
    public let library: Library
    /// The family inside the library (XWTransition: CircleSpread, Drawer, Cool, Filter, MagicMove).
    public let family: String
    /// One line for listings.
    public let summary: String
    /// The original iOS source file the behaviour is read from, e.g. `XWCoolAnimator+XWPortal.m`.
    public let source: String
    /// How the renderer makes it (layers, masks, kernels), one line.
    public let construction: String
    /// The effect's own parameters; `toDuration` and `backDuration` are added before them.
    public let ownParameters: [ParameterSpec]
    public let durations: DurationRule
    public let endpointLaw: EndpointLaw
    /// How many effects the library itself offers that this type renders: its separate classes or
    /// enum cases (TransitionManager's four `kCATransitionPush` subtypes, XWTransition's four middle
    /// flips); 0 for a type that is not one of a library's effects (a declared one).
    public let libraryEffects: Int
    /// The built-in screens a lone still or sheet of the effect shows when none is given: the ones
    /// its default rectangles point at.
    public let defaultScreens: DefaultScreens

    public init(
        id: String, library: Library, family: String, summary: String, source: String, construction: String,
        parameters: [ParameterSpec] = [], durations: DurationRule = DurationRule(), endpointLaw: EndpointLaw = .exactEnds,
        libraryEffects: Int = 1, defaultScreens: DefaultScreens = .listToDetail
    ) {
        self.id = id; self.library = library; self.family = family; self.summary = summary
        self.source = source; self.construction = construction; self.ownParameters = parameters
        self.durations = durations; self.endpointLaw = endpointLaw; self.libraryEffects = libraryEffects
        self.defaultScreens = defaultScreens
    }

    /// Every parameter: `toDuration`, `backDuration`, then the effect's own.
    public var parameters: [ParameterSpec] { durations.parameters + ownParameters }
}

/// Two built-in screens by name (`MockScreen` raw values, which this module does not know): the
/// from screen A and the to screen B.
public struct DefaultScreens: Sendable, Hashable {
    public let from: String
    public let to: String

    public init(from: String, to: String) { self.from = from; self.to = to }

    /// The list and detail screens: what most effects are shown between.
    public static let listToDetail = DefaultScreens(from: "list", to: "detail")
}

/// The effect's default durations and which one its back run uses.
///
/// Units: seconds.
public struct DurationRule: Sendable, Hashable {
    public let to: Double
    public let back: Double
    /// True when the library plays the back run over `toDuration` too (XW Lines and Scanning
    /// ignore `backDuration`); the parameter stays accepted so presets can be switched freely.
    public let backUsesToDuration: Bool

    public init(to: Double = 0.5, back: Double = 0.5, backUsesToDuration: Bool = false) {
        self.to = to; self.back = back; self.backUsesToDuration = backUsesToDuration
    }

    /// `toDuration` and `backDuration` with these defaults.
    var parameters: [ParameterSpec] {
        [
            ParameterSpec(
                name: ParameterSpec.toDurationName, kind: .number(min: 0.01, max: 60), defaultValue: .number(to),
                unit: .seconds, summary: "duration of the forward (push/present) transition"),
            ParameterSpec(
                name: ParameterSpec.backDurationName, kind: .number(min: 0.01, max: 60), defaultValue: .number(back),
                unit: .seconds,
                summary: backUsesToDuration
                    ? "accepted but unused: the library plays the back run over toDuration"
                    : "duration of the back (pop/dismiss) transition"),
        ]
    }

    /// The seconds of the (to, back) runs for parameters `p`.
    func seconds(_ p: EffectParameters) -> (to: Double, back: Double) {
        (p.toDuration, backUsesToDuration ? p.toDuration : p.backDuration)
    }
}

/// What the library implies about an effect's first and last frames, checked for every registered
/// effect, variant and direction by the endpoint-law tests.
public enum EndpointLaw: Sendable, Hashable {
    /// Progress 0 is exactly the from screen, 1 exactly the to screen.
    case exactEnds
    /// As `exactEnds`, except that the forward run starts (and the back run ends) with the to
    /// screen already showing inside a start circle, given by a point parameter (unit canvas
    /// coordinates) and a radius parameter (points).
    case startCircle(center: String, radius: String)
    /// The forward run ends in a pose over the from screen (a drawer), not on the to screen: only
    /// the shared ends hold (forward start = back end = A; back start = forward end).
    case endsInPose
}
