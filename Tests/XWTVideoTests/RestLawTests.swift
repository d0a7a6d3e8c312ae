import Foundation
import XCTest
import XWTEffects
import XWTEngine
import XWTPresets
import XWTVideo

/// The rest law: a clip resting on a screen shows that screen alone — also when the screens are
/// translucent, where an effect's end pose would leave the other screen showing through — for
/// every effect (a drawer's forward run, which ends in a pose over its context, excepted).
final class RestLawTests: XCTestCase {
    /// A clip of `effect` on the translucent card screens: push, rest, pop, rest; `container` (a
    /// preset's fields) names the container and the pictures' bar bands.
    private func job(_ effect: EffectID, container: String = "") throws -> RenderJob {
        let json = """
            { "format": "xwt-video-preset", "version": 1, "description": "rest law", "background": "#3A3A3C", \(container)
              "screens": { "from": "screens/alpha-card-list.png", "to": "screens/alpha-card-detail.png" },
              "effect": { "id": "\(effect.rawValue)" },
              "acts": [{ "animate": "to" }, { "hold": 0.05 }, { "animate": "back" }, { "hold": 0.05 }] }
            """
        let preset = try PresetParser.parse(
            Data(json.utf8), id: "rest-\(effect.rawValue)", file: "rest.json", baseDirectory: TestSupport.root.appendingPathComponent("Presets").path)
        return try RenderJob(preset: preset.resized(pixelWidth: 60), touches: false)
    }

    /// `screen` alone on the clip's background with the fixed bars in its ink (`weight` 0 = A's, 1 = B's).
    private func bare(_ job: RenderJob, _ screen: Bitmap, weight: Double) -> Bitmap {
        let size = job.canvas.size
        var bitmap = Renderer(canvas: job.canvas).render(
            Scene(background: job.context.background, layers: [Layer(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), content: .image(screen))])
        )
        job.screens.composeBars(onto: &bitmap, weight: weight)
        return bitmap
    }

    func testEveryEffectRestsOnTheScreenAlone() throws {
        var translucentEndPoses = 0
        // `custom` has no animation of its own without a declaration; its twins of built-in effects
        // (DeclaredTwinTests) rest as those effects do.
        for effect in EffectID.allCases where effect.descriptor.endpointLaw != .endsInPose && effect.rawValue != "custom" {
            let job = try job(effect)
            let pushed = try XCTUnwrap(
                (0..<job.frameCount).first { f in
                    let s = job.state(frame: f)
                    return s.phase == .idle && s.direction == .to && s.progress == 1
                }, effect.rawValue)
            XCTAssertTrue(job.render(frame: pushed) == bare(job, job.context.screenB, weight: 1), "\(effect.rawValue): the rest after the push is not B alone")
            XCTAssertTrue(
                job.render(frame: job.frameCount - 1) == bare(job, job.context.screenA, weight: 0), "\(effect.rawValue): the rest after the pop is not A alone")
            let s = job.state(frame: pushed)
            var endPose = Renderer(canvas: job.canvas).render(job.effect.scene(direction: s.direction, progress: 1, drive: s.drive, in: job.context))
            job.screens.composeBars(onto: &endPose, weight: 1)
            if endPose != bare(job, job.context.screenB, weight: 1) { translucentEndPoses += 1 }
        }
        // Effects whose end pose leaves A behind a translucent B (VC Cards, the spring modal, …): the law changes their rest.
        XCTAssertGreaterThan(translucentEndPoses, 0)
    }

    /// The same in every container each effect's library offers, with bar bands on the pictures:
    /// a rest after a completed push, present or tab switch shows the to screen alone under the
    /// container's still bars (and after the pop the from screen alone), never the from screen's
    /// end pose behind a translucent to screen.
    func testEveryContainerRestsOnTheScreenAlone() throws {
        var clips = 0
        for effect in EffectID.allCases where effect.descriptor.endpointLaw != .endsInPose && effect.rawValue != "custom" {
            for container in Container.choices(library: effect.library) {
                let fields = #""container": "\#(container.rawValue)", "navigationBar": { "height": 64 }, "tabBar": { "height": 49 },"#
                let job = try job(effect, container: fields)
                XCTAssertEqual(job.preset.resolvedContainer, container)
                func alone(_ frame: Int, _ screen: Bitmap) -> Bool {
                    let s = job.state(frame: frame)
                    var bitmap = Renderer(canvas: job.canvas).render(
                        Scene(
                            background: job.context.background,
                            layers: [Layer(frame: Rect(x: 0, y: 0, width: job.canvas.size.width, height: job.canvas.size.height), content: .image(screen))]))
                    job.chrome?.compose(onto: &bitmap, direction: s.direction, progress: s.progress)
                    job.screens.composeBars(onto: &bitmap, weight: s.direction == .to ? s.progress : 1 - s.progress)
                    return job.render(frame: frame) == bitmap
                }
                let pushed = try XCTUnwrap((0..<job.frameCount).first { job.state(frame: $0).phase == .idle && job.state(frame: $0).progress == 1 })
                XCTAssertTrue(alone(pushed, job.context.screenB), "\(effect.rawValue) in \(container.rawValue): the rest after the push is not B alone")
                XCTAssertTrue(
                    alone(job.frameCount - 1, job.context.screenA), "\(effect.rawValue) in \(container.rawValue): the rest after the pop is not A alone")
                clips += 1
            }
        }
        XCTAssertGreaterThan(clips, 2 * 60)
    }
}
