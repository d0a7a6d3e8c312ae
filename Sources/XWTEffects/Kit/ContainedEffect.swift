/// An effect as the container a preset runs it in draws it (docs/containers.md): TransitionManager's
/// options (`TMContainedEffect`), VCTransitionsLibrary's tab switches (`VCTabSwitch`), else the
/// effect itself.
public enum ContainedEffect {
    public static func make(
        _ effect: EffectID, _ parameters: EffectParameters, container: Container, options: TMContainerOptions
    ) -> any TransitionEffect {
        if effect.library == .vcTransitionsLibrary && container == .tab { return VCTabSwitch(base: effect.makeEffect(parameters)) }
        return TMContainedEffect.make(effect, parameters, container: container, options: options)
    }
}
