/// Which transition runs: `to` = push or present (screen A → B), `back` = pop or dismiss (B → A).
public enum TransitionDirection: String, Sendable, Hashable, CaseIterable {
    case to, back
}
