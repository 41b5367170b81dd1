package scenes

import "time"

// pacer sizes the computer's slices of thinking in the browser (see ai.Pause), so that
// the search delays no frame by more than a little. A frame while the computer thinks
// comes after the page's own work (drawing, which a page rendered in software makes
// slow) and the search's slice; without the search it would have come at the steady
// rate of frames while nothing thinks, or after the page's own work if that is longer.
// The page's own work is the interval less twice the search's: where the drawing shares
// the cores with the search, a millisecond of search can delay it by more than itself.
// A frame later than that by more than lateness (on average) is late: the slice shrinks
// by a fifth; a frame on time lets it grow a little. A fast machine ends with long slices
// (a strong search), a slow one with short slices (smooth frames), and a page whose every
// drawn frame is slow still gives the search its share instead of starving it. Its
// methods run on the game goroutine and the search's, which share the browser's one
// thread.
type pacer struct {
	slice time.Duration // the work the search may do before its next pause
	idle  time.Duration // the frame interval while nothing thinks (smoothed)
	// late is how much longer frames came while the computer thinks than they would have
	// without it (a ratio, smoothed).
	late     float64
	last     time.Time     // the last frame
	resumed  time.Time     // when the search last went back to work
	ran      time.Duration // the search's work since the last frame
	paused   bool          // the search paused since the last frame: it is thinking
	cooldown int           // frames before the slice may shrink again
	pauses   int           // the searches' pauses so far (the browser tests count them)
}

const (
	minSlice = 1 * time.Millisecond
	maxSlice = 10 * time.Millisecond // with the frame itself, within a 60 Hz frame
	// A frame interval up to this much over the idle one counts as on time.
	lateness = 1.12
)

func newPacer() *pacer {
	return &pacer{slice: 3 * time.Millisecond, idle: time.Second / 60, late: 1}
}

// frame notes a frame drawn at now.
func (p *pacer) frame(now time.Time) {
	// A search that starts after this frame starts after now at the earliest.
	defer func() { p.last, p.paused, p.ran, p.resumed = now, false, 0, now }()
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
		p.late = 1
		return
	}
	p.late += (float64(iv)/float64(max(p.idle, iv-2*p.ran)) - p.late) / 8
	if p.cooldown > 0 {
		p.cooldown--
	}
	switch {
	case p.late > lateness:
		if p.cooldown == 0 {
			p.slice = max(minSlice, p.slice*4/5)
			p.cooldown = 8 // let the average show the change before judging again
		}
	default:
		p.slice = min(maxSlice, p.slice+p.slice/16+100*time.Microsecond)
	}
}

// resume is the search's side when it goes back to work after a frame.
func (p *pacer) resume(now time.Time) { p.resumed = now }

// pause is the search's side, before it waits for a frame: the frame then counts as one
// drawn while the computer thinks, and the slice just ended as the search's part of its
// interval. After the frame, slice is the next slice's length.
func (p *pacer) pause(now time.Time) {
	p.paused = true
	p.pauses++
	p.ran += now.Sub(p.resumed)
}
