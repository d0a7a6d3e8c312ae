// XWTMotion: how a transition moves in time; knows nothing about what an effect draws.
//
// - Timing: `TimingCurve` (cubic Bézier), `Spring` (UIKit's), `KeyframeTrack`, transform interpolation
//   by decomposition.
// - Gestures (Gesture/): one `GestureModel` per library (XW, TransitionManager, VC swipes and pinch,
//   HU, WSL, RW, the spring modal; `GestureModels.all`): touch events → percent → release → the
//   display-link timer or UIKit's completion (`ReleasePlayback`).
// - `Timeline` lays out the acts (`Act`: hold, animate, pan, pinch) and maps a frame index to a
//   `TimelineState` (direction, progress, `TransitionDrive`).
//
// Everything here is a pure function of its inputs; the timeline derives every frame's state from
// the frame index alone.
