// XWTMotion: timing curves (cubic Bézier, UIKit spring), keyframes, transform interpolation by
// decomposition, XWTransition's gesture model and the timeline that maps a frame index to
// (act, transition, progress). Knows nothing about what an effect draws.
//
// Everything here is a pure function of its inputs; the timeline derives every frame's state from
// the frame index alone.
