package scenes

import (
	"testing"

	"mercado/ui"
)

// TestExportNoteKeepsItsSeconds: the note shows for its seconds whatever the loop's pace:
// at full speed an Update is a frame, in the browser's slowed loop (4 Updates a second)
// one stands for fifteen; a press still ends it at once.
func TestExportNoteKeepsItsSeconds(t *testing.T) {
	var in ui.Input
	for _, perUpdate := range []int{1, fullTPS / idleTPS, fullTPS / 4} {
		var n exportNote
		n.say("saved to mercado-1.json", false)
		updates := 0
		for n.frames > 0 {
			n.count(&in, perUpdate)
			updates++
		}
		if seconds := float64(updates*perUpdate) / fullTPS; seconds < 7.9 || seconds > 8.3 {
			t.Errorf("%d frames an Update: the note showed %.1f s", perUpdate, seconds)
		}
	}
	if got := framesPerUpdate(); got < 1 {
		t.Errorf("framesPerUpdate() = %d", got)
	}
	var n exportNote
	n.say("saved", false)
	n.count(&ui.Input{Pressed: true}, 1)
	if n.frames > 1 {
		t.Errorf("a press left the note %d frames", n.frames)
	}
}
