package scenes

import "time"

// pacer sizes the computer's slices of thinking in the browser (see ai.Pause), so that
// the page keeps the frame rate it has when nobody thinks. It learns that rate from the
// frames drawn while nothing thinks; while the computer thinks, a slice grows a little
// each frame that comes on time and shrinks by a fifth when frames come late (slower than
// the steady rate by more than lateness, on average). A fast machine ends with long
// slices (a strong search), a slow one with short slices (smooth frames). Its methods run
// on the game goroutine and the search's, which share the browser's one thread.
type pacer struct {
	slice    time.Duration // the work the search may do before its next pause
	idle     time.Duration // the frame interval while nothing thinks (smoothed)
	busy     time.Duration // the frame interval while the computer thinks (smoothed)
	last     time.Time     // the last frame
	paused   bool          // the search paused since the last frame: it is thinking
	cooldown int           // frames before the slice may shrink again
}

const (
	minSlice = 1 * time.Millisecond
	maxSlice = 10 * time.Millisecond // with the frame itself, within a 60 Hz frame
	// A frame interval up to this much over the idle one counts as on time.
	lateness = 1.12
)

func newPacer() *pacer {
	return &pacer{slice: 3 * time.Millisecond, idle: time.Second / 60}
}

// frame notes a frame drawn at now.
func (p *pacer) frame(now time.Time) {
	defer func() { p.last, p.paused = now, false }()
	if p.last.IsZero() {
		return
	}
	iv := now.Sub(p.last)
	if iv > 250*time.Millisecond { // a page in the background, or a stall: not a rate
		return
	}
	if !p.paused {
		// The idle rate is the page's steady rate: it follows faster frames at once and
		// slower ones (a busy animation) only slowly.
		if iv < p.idle {
			p.idle += (iv - p.idle) / 4
		} else {
			p.idle += (iv - p.idle) / 128
		}
		p.busy = p.idle
		return
	}
	p.busy += (iv - p.busy) / 8
	if p.cooldown > 0 {
		p.cooldown--
	}
	switch {
	case float64(p.busy) > lateness*float64(p.idle):
		if p.cooldown == 0 {
			p.slice = max(minSlice, p.slice*4/5)
			p.cooldown = 8 // let the average show the change before judging again
		}
	default:
		p.slice = min(maxSlice, p.slice+p.slice/16+100*time.Microsecond)
	}
}

// pause is the search's side, before it waits for a frame: the frame then counts as one
// drawn while the computer thinks. After the frame, slice is the next slice's length.
func (p *pacer) pause() { p.paused = true }
