package scenes

import (
	"runtime"
	"runtime/debug"
)

// releaseFrames is how long after the window's last change of size its memory is given
// back: by then the caches for the new size are built and those for the old one dropped.
const releaseFrames = 60

// releaseSoon asks for memory to be given back releaseFrames from now; a window being
// dragged to a new size asks every frame, so it happens once, after the drag.
func (a *App) releaseSoon() { a.releaseIn = releaseFrames }

// releaseWhenDue counts down to a release asked for by releaseSoon.
func (a *App) releaseWhenDue() {
	if a.releaseIn == 0 {
		return
	}
	if a.releaseIn--; a.releaseIn == 0 {
		releaseMemory()
	}
}

// releaseMemory hands the pages that a change of size left free back to the system:
// Go's heap (its scavenger would do it only slowly) and the C heap of the GL driver,
// which glibc keeps for reuse otherwise. A window resized often would keep the high
// water mark of every size it had been.
func releaseMemory() {
	if runtime.GOOS == "js" {
		return // a WebAssembly memory never shrinks: a collection would only cost a frame
	}
	debug.FreeOSMemory()
	trimCHeap()
}
