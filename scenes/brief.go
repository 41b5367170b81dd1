package scenes

import (
	"runtime"
	"time"
)

// Brief is a scene that is about to give way: a page connecting a seat, whose board
// follows in a moment. Settled is closed once it has what it waits for (its next Update
// gives way); nil when it waits for nothing.
type Brief interface{ Settled() <-chan struct{} }

// briefWait is how long the browser's game loop waits at most for a first scene that
// is Brief, after which the scene shows what it is waiting for.
const briefWait = time.Second

// awaitBrief waits, in the browser, for the first scene that is Brief to settle (for
// briefWait at most) before the game loop starts. The page keeps its loading screen up
// meanwhile, and a page opened from a table's link shows the board as its first frame.
// Without a GPU, a page's first frames hold its thread for 0.3-0.5 s while the renderer
// compiles its shaders and fills its textures, and every step of the seat's connection
// is answered on that thread: the connection waited behind frames nobody needed.
//
// On the desktop the window opens at once.
func awaitBrief(first Scene) {
	b, ok := first.(Brief)
	if !ok || runtime.GOOS != "js" {
		return
	}
	settled := b.Settled()
	if settled == nil {
		return // a scene that will not give way by itself
	}
	select {
	case <-settled:
	case <-time.After(briefWait):
	}
}
