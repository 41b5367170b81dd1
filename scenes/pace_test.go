package scenes

import (
	"testing"
	"time"
)

// runPacer feeds the pacer frames from a page whose frame interval while the computer
// thinks is cost(slice): n frames idle at idle, then n thinking.
func runPacer(idle time.Duration, cost func(slice time.Duration) time.Duration, n int) *pacer {
	p := newPacer()
	now := time.Unix(0, 0)
	for range n {
		now = now.Add(idle)
		p.frame(now)
	}
	for range n {
		p.resume(now)
		p.pause(now.Add(p.slice))
		now = now.Add(cost(p.slice))
		p.frame(now)
	}
	return p
}

func TestPacerGrowsSlicesWhenFramesStayOnTime(t *testing.T) {
	// A fast machine: 60 fps whatever the search does within the frame.
	p := runPacer(time.Second/60, func(time.Duration) time.Duration { return time.Second / 60 }, 300)
	if p.slice != maxSlice {
		t.Errorf("slice %v, want the longest, %v", p.slice, maxSlice)
	}
}

func TestPacerShrinksSlicesWhenFramesComeLate(t *testing.T) {
	// A slow renderer sharing the cores: 50 ms frames, and every millisecond of search
	// delays the frame by two.
	cost := func(s time.Duration) time.Duration { return 50*time.Millisecond + 2*s }
	p := runPacer(50*time.Millisecond, cost, 300)
	if late := float64(cost(p.slice)) / float64(50*time.Millisecond); late > lateness+0.05 {
		t.Errorf("slice %v leaves frames %.2f times as long as idle ones", p.slice, late)
	}
	if p.slice < minSlice {
		t.Errorf("slice %v under the minimum", p.slice)
	}
}

// A page drawn in software: every frame the computer's thinking shows (its hourglass
// changing) takes 60 ms to draw, while the page waits at 60 fps drawing nothing. The
// search must not starve for it: it may delay such a frame a little, as on a fast page.
func TestPacerGivesTheSearchItsShareOnASlowPage(t *testing.T) {
	cost := func(s time.Duration) time.Duration { return 60*time.Millisecond + s }
	p := runPacer(time.Second/60, cost, 300)
	if p.slice < 3*minSlice {
		t.Errorf("slice %v on 60 ms frames: the search starves", p.slice)
	}
	if late := float64(cost(p.slice)) / float64(60*time.Millisecond); late > lateness+0.05 {
		t.Errorf("slice %v leaves frames %.2f times as long as without the search", p.slice, late)
	}
}

func TestPacerIgnoresStalls(t *testing.T) {
	p := newPacer()
	now := time.Unix(0, 0)
	p.frame(now)
	p.frame(now.Add(5 * time.Second)) // the page was in the background
	if p.idle != time.Second/60 {
		t.Errorf("a stall changed the idle rate to %v", p.idle)
	}
}

// After a burst of slow frames (pieces moving) the pacer still judges by the steady rate.
func TestPacerKeepsTheSteadyRateThroughAnimations(t *testing.T) {
	p := newPacer()
	now := time.Unix(0, 0)
	for i := range 200 {
		iv := 50 * time.Millisecond
		if i >= 180 {
			iv = 70 * time.Millisecond
		}
		now = now.Add(iv)
		p.frame(now)
	}
	if p.idle > 55*time.Millisecond {
		t.Errorf("idle rate %v after a short burst of slow frames, want about 50 ms", p.idle)
	}
}
