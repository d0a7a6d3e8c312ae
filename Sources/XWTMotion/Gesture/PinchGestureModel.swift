/// A gesture model whose recogniser reads a pinch (`PinchAct`) instead of a pan.
///
/// The timeline plays pinch acts only through such a model and refuses pans for it.
public protocol PinchGestureModel: GestureModel {
    /// The percent when the recogniser's scale is `scale`, having been `startScale` at Began.
    func percent(scale: Double, startScale: Double) -> Double
}
