/// The interface style the mock screens are drawn in (preset key `appearance`).
public enum Appearance: String, CaseIterable, Sendable {
    case light, dark
}
