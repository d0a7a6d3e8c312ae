import XWTEngine
import XWTMotion

/// A transition declared in the preset itself (`"effect": {"id": "custom", …}`,
/// docs/custom-transitions.md): its layers, keyframes and timings, rendered as any catalog
/// effect's layers are.
///
/// The back run is the declared `back`, or else the forward run played in reverse (from B to A).
/// By default XWTransition's pan rule drives it; a preset's `"gesture"` picks any model.
struct CustomEffect: CatalogEffect {
    static let declaration = Parameter<DeclaredEffect>(
        spec: ParameterSpec(
            name: "declaration", kind: .declaration, defaultValue: .declaration(.crossDissolve),
            summary: "the layers and keyframes, written as the effect object's own keys (duration, layers, match, back)")
    ) {
        if case let .declaration(d) = $0 { d } else { nil }
    }

    static let descriptor = EffectDescriptor(
        id: "custom", library: .declared, family: "Declared",
        summary: "your own transition: layers of both screens, regions and colours with keyframed properties",
        source: "the preset (docs/custom-transitions.md)",
        construction: "the declared layers, each property from its keyframes and timings, under the declared perspective",
        parameters: [declaration.spec], libraryEffects: 0)

    let effect: DeclaredEffect

    init(_ p: EffectParameters) { effect = p[Self.declaration] }

    var gesture: GestureTraits { .xw(timer: false, to: .left, back: .right) }

    func scene(direction: TransitionDirection, progress: Double, in context: EffectContext) -> Scene {
        let p = clampedProgress(progress)
        switch (direction, effect.back) {
        case (.to, _): return effect.forward.scene(at: p, fromIsA: true, in: context)
        case let (.back, back?): return back.scene(at: p, fromIsA: false, in: context)
        case (.back, nil): return effect.forward.scene(at: 1 - p, fromIsA: true, in: context)
        }
    }
}

extension EffectID {
    /// The declared effect.
    public static let custom = EffectID(registered: CustomEffect.descriptor.id)
}

extension DeclaredEffect {
    /// The default declaration: the to screen fades in over the from screen, linearly, in 0.5 s.
    public static let crossDissolve = DeclaredEffect(
        forward: DeclaredRun(
            duration: 0.5,
            layers: [
                DeclaredLayer(content: .screen(.from)),
                DeclaredLayer(content: .screen(.to), tracks: [.opacity: .ramp(0, 1)]),
            ]))

    /// Layers of all runs.
    public var layerCount: Int { forward.layers.count + (back?.layers.count ?? 0) }
}
