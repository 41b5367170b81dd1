// Package scenes holds the game's screens — menu, setup, board, scoring, review, replay,
// statistics, campaign, tutorial, how to play, settings and the overlays — on a small
// scene stack. A scene draws and turns input into requests; the rules live in game and
// the table logic (seats, computer thinking, undo, saves) in game/table. Scenes never
// build each other's insides: they ask the App to push, pop or replace a scene, and the
// App runs a short cross-fade between them. Its files fall into families (the kit, the
// words, the board, the settings, the tutorial, the campaign, the review, the setup, the
// stats, the menu) named FAMILY.go and FAMILY_PART.go, which refer to each other one way
// only (docs/architecture.md).
//
// It imports the packages under game/ that draw nothing, except online play (game/online
// and its host), and ui, ui/lang, ui/sound, assets and Ebitengine. Online play's screens
// are scenes/online, which imports this package through its extension points
// (OnlineEntry, BoardMode, Targeted, AddShot); this package never imports it.
package scenes

import "mercado/ui"

// Scene is one screen.
type Scene interface {
	Update(a *App)
	Draw(c *ui.Canvas, a *App)
}

// Overlay scenes are drawn over the scene below them (pause, pass-to).
type Overlay interface {
	Scene
	IsOverlay() bool
}

// Closer scenes let go of background work when they leave the stack.
type Closer interface {
	Close()
}

// Resumer scenes refresh themselves when they come back on top (the menu looks for a
// save again).
type Resumer interface {
	Resume()
}
