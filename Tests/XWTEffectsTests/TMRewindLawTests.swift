import XCTest
import XWTEngine
import XWTMotion

@testable import XWTEffects

/// The rewind law of TransitionManager's pairs: a pop or dismiss undoes its push or present, so the
/// back run at p shows what the forward run shows at 1 − p (PSNR ≥ 40 dB; the kernels resample,
/// so frames may differ by rounding). Suck and Ripple play themselves back and are not rewinds.
final class TMRewindLawTests: XCTestCase {
    static let floor = 40.0
    static let progresses = [0.15, 0.4, 0.5, 0.7, 0.9]

    /// Peak signal-to-noise ratio over the four channels, in dB (infinity when equal).
    static func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var squares = 0.0
        for i in a.pixels.indices {
            let d = Double(a.pixels[i]) - Double(b.pixels[i])
            squares += d * d
        }
        guard squares > 0 else { return .infinity }
        return 10 * log10(255 * 255 / (squares / Double(a.pixels.count)))
    }

    /// The lowest PSNR of back at p against forward at 1 − p over `progresses`.
    func worstRewind(_ effect: any TransitionEffect) -> Double {
        Self.progresses.map { p in
            Self.psnr(TestScreens.render(effect, .back, p), TestScreens.render(effect, .to, 1 - p))
        }.min() ?? 0
    }

    /// Every TM effect whose back run TM pairs as the forward run's undoing, in every variant of its
    /// choice parameters: all system types but Suck and Ripple (both page-curl axes through the
    /// subtypes), and both portals.
    func testBackRunRewindsTheForwardRun() {
        let rewinding = EffectID.allCases.filter {
            $0.library == .transitionManager
                && ($0.family == "System" || $0.family == "Portal")
                && !["tm-suck", "tm-ripple"].contains($0.rawValue)
        }
        XCTAssertGreaterThanOrEqual(rewinding.count, 12)
        var checked = 0
        for id in rewinding {
            for variant in TestScreens.variants(id) where variant.name != "uncurl=landing-edge" && !variant.name.hasPrefix("direction=") {
                let sides = id.parameters.contains { $0.name == "direction" } ? Side.allCases.map(\.rawValue) : [nil]
                for side in sides {
                    var values: [String: ParameterValue] = [:]
                    for spec in id.parameters { values[spec.name] = variant.parameters.value(named: spec.name) }
                    if let side { values["direction"] = .choice(side) }
                    let worst = worstRewind(id.makeEffect(TestScreens.parameters(id, values)))
                    XCTAssertGreaterThanOrEqual(worst, Self.floor, "\(id.rawValue) \(variant.name) \(side ?? ""): back at p ≠ forward at 1 − p")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 37, "31 system runs (7 types × 4 subtypes, fade, both iris halves) and 6 portal variants")
    }

    /// The other reading of PageUnCurl's subtype (`uncurl: landing-edge`) keeps the vertical rewind
    /// and breaks the horizontal one: the law above is what the default reading buys.
    func testLandingEdgeReadingRewindsOnlyTheVerticalPairs() {
        for id in [EffectID.named("tm-page-curl"), .named("tm-page-uncurl")] {
            for side in Side.allCases {
                let effect = id.makeEffect(TestScreens.parameters(id, ["direction": .choice(side.rawValue), "uncurl": .choice("landing-edge")]))
                let worst = worstRewind(effect)
                if side.isVertical {
                    XCTAssertGreaterThanOrEqual(worst, Self.floor, "\(id.rawValue) \(side)")
                } else {
                    XCTAssertLessThan(worst, 25, "\(id.rawValue) \(side): the landing-edge reading should not rewind horizontally")
                }
            }
        }
    }
}
