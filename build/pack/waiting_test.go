package main

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mercado/scenes"
)

// TestBrowserWaitingPage measures what a page costs while it waits for the person: the
// menu, and a board where it is the person's turn. For each it prints the share of a
// core the browser's processes used (by kind: the page's renderer, the GPU process, the
// browser and the rest) over a window of seconds, and the game frames run and drawn in
// it, and for comparison the same for the board while a held piece circles under the
// pointer (a page drawing as fast as it can). The board is measured with its music
// playing. What fails is a waiting page given more frames than its slowed loop asks, or
// costing more than waitingGuard.
func TestBrowserWaitingPage(t *testing.T) {
	exe, web := browserAndWeb(t)
	p := openGame(t, exe, web, "en-GB")
	p.waitFor("the menu", 60*time.Second, hasTarget("menu.new_game"))
	menu := p.waitingCost("the menu")

	p.click("menu.new_game")
	p.waitFor("the setup", 10*time.Second, func(st scenes.Status) bool { return st.Scene == "Setup" })
	p.clickUntil("setup.seat1.", "setup.seat1.easy", 4)
	p.clickUntil("setup.first.", "setup.first.0", 3)
	p.click("setup.start")
	p.waitFor("the person's turn", 60*time.Second, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.HumanToMove && !st.Game.Thinking && hasTarget("stand.from")(st)
	})
	p.mouse(chromedp.MouseMoved, 2, 2, false) // the pointer rests off the pieces
	board := p.waitingCost("the board waiting for the person")
	// The board's cost is measured with its music playing: the page's own audio plays it,
	// and the game does no audio work in its frames (ui/sound/output_js.go).
	if st, _ := p.state(); st.Sound != "on" || !st.Music {
		t.Errorf("the waiting board's sound is %q and its music playing %v, want the music playing while measured", st.Sound, st.Music)
	}
	p.drawingCost("the board under a moving piece")
	// The waiting page gets frames only as fast as its slowed loop runs (a loaded machine
	// gives fewer frames, never more); a page on every frame of the screen had 50-57.
	for _, c := range []cpuCost{menu, board} {
		if fps := float64(c.frames) / c.span.Seconds(); fps > 1.5*4 {
			t.Errorf("%s ran %.1f game frames a second while it waited, want at most 6 (the loop slows to 4 in the browser)", c.what, fps)
		}
		t.Logf("%s: %.1f%% of a core against the target of %.0f%%", c.what, 100*c.total, 100*waitingTarget)
		if c.total > waitingGuard {
			t.Errorf("%s cost %.1f%% of a core, want at most %.0f%% even on a loaded machine (the target is %.0f%%)", c.what, 100*c.total, 100*waitingGuard, 100*waitingTarget)
		}
	}
}

// waitingTarget is what a waiting page should cost at most, as a share of one core (all
// the browser's processes' processor time over the window's length; an empty page costs
// about 1-2%). The machine's load moves the share (a loaded machine about doubles it:
// its caches are cold, the processes' clocks slower), so the test fails at waitingGuard,
// twice the target, which catches what made it costly before (Ebitengine's audio at 20%,
// a loop on every frame of the screen, Chromium polling gamepads), and prints the figure
// against the target.
const (
	waitingTarget = 0.05
	waitingGuard  = 2 * waitingTarget
)

// cpuCost is what a page cost over a window: the share of one core its browser's
// processes used (total and by kind), and the game frames run and drawn.
type cpuCost struct {
	what          string
	total         float64
	kinds         map[string]float64
	frames, drawn int
	span          time.Duration
}

func (c cpuCost) String() string {
	var kinds []string
	for k := range c.kinds {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	var parts []string
	for _, k := range kinds {
		parts = append(parts, fmt.Sprintf("%s %.1f%%", k, 100*c.kinds[k]))
	}
	return fmt.Sprintf("%s: %.1f%% of a core (%s) over %.1f s; %.1f game frames a second, %.1f drawn",
		c.what, 100*c.total, strings.Join(parts, ", "), c.span.Seconds(),
		float64(c.frames)/c.span.Seconds(), float64(c.drawn)/c.span.Seconds())
}

// waitingCost lets the page come to rest (a stretch of game frames drawing nothing new,
// longer than the game's own wait before it slows its loop) and measures it for 6 s.
func (p *page) waitingCost(what string) cpuCost {
	p.t.Helper()
	st, _ := p.state()
	rest, restFrame := st.Drawn, st.Frame
	p.waitFor(what+" at rest", 30*time.Second, func(st scenes.Status) bool {
		if st.Drawn != rest {
			rest, restFrame = st.Drawn, st.Frame
		}
		return st.Frame-restFrame >= 130 // more than the 120 still frames that slow the loop
	})
	time.Sleep(time.Second) // the slowed loop settles
	return p.measureCPU(what, 6*time.Second, nil)
}

// drawingCost measures the page for 3 s while a held piece circles under the pointer,
// moved every 16 ms (a 60 Hz screen's frame): a page that draws a new picture as fast as
// it can. The piece goes back where it was picked up.
func (p *page) drawingCost(what string) cpuCost {
	p.t.Helper()
	st := p.waitFor("a piece to hold", 10*time.Second, hasTarget("stand.from"))
	x, y, _ := targetXY(st, "stand.from")
	p.mouse(chromedp.MouseMoved, x, y, false)
	p.mouse(chromedp.MousePressed, x, y, true)
	i := 0
	cost := p.measureCPU(what, 3*time.Second, func() {
		i++
		a := float64(i) / 8
		p.mouse(chromedp.MouseMoved, x+60*math.Cos(a), y+60*math.Sin(a), true)
		time.Sleep(16 * time.Millisecond)
	})
	p.mouse(chromedp.MouseMoved, x, y, true)
	p.mouse(chromedp.MouseReleased, x, y, false)
	return cost
}

// measureCPU samples the browser's processes' CPU over d, calling step (when set) in a
// loop meanwhile, or sleeping.
func (p *page) measureCPU(what string, d time.Duration, step func()) cpuCost {
	p.t.Helper()
	c := chromedp.FromContext(p.ctx)
	if c == nil || c.Browser == nil || c.Browser.Process() == nil {
		p.t.Fatal("no browser process to measure")
	}
	root := c.Browser.Process().Pid
	st0, _ := p.state()
	k0 := ticksByKind(root)
	start := time.Now()
	for time.Since(start) < d {
		if step != nil {
			step()
		} else {
			time.Sleep(100 * time.Millisecond)
		}
	}
	k1 := ticksByKind(root)
	span := time.Since(start)
	st1, _ := p.state()
	cost := cpuCost{what: what, kinds: map[string]float64{}, frames: st1.Frame - st0.Frame, drawn: st1.Drawn - st0.Drawn, span: span}
	const ticksPerSecond = 100 // USER_HZ on Linux
	for k, t1 := range k1 {
		share := float64(t1-k0[k]) / ticksPerSecond / span.Seconds()
		cost.kinds[k] = share
		cost.total += share
	}
	p.t.Log(cost)
	return cost
}

// ticksByKind sums the user and system clock ticks of the browser (root) and every
// process under it, by the kind Chromium starts it as (--type=renderer, gpu-process...).
func ticksByKind(root int) map[string]int64 {
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	parent, ticks := map[int]int{}, map[int]int64{}
	for _, f := range stats {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		s := string(b)
		end := strings.LastIndexByte(s, ')')
		if end < 0 {
			continue
		}
		pid, _ := strconv.Atoi(s[:strings.IndexByte(s, ' ')])
		fields := strings.Fields(s[end+2:])
		if len(fields) < 13 {
			continue
		}
		ppid, _ := strconv.Atoi(fields[1])
		ut, _ := strconv.ParseInt(fields[11], 10, 64)
		st, _ := strconv.ParseInt(fields[12], 10, 64)
		parent[pid], ticks[pid] = ppid, ut+st
	}
	sums := map[string]int64{}
	for pid, tk := range ticks {
		for q, hops := pid, 0; hops < 64; hops++ {
			if q == root {
				sums[processKind(pid, root)] += tk
				break
			}
			pp, ok := parent[q]
			if !ok || pp == q || pp == 0 {
				break
			}
			q = pp
		}
	}
	return sums
}

// processKind names a browser process by its --type (the browser itself has none).
func processKind(pid, root int) string {
	if pid == root {
		return "browser"
	}
	cmd, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	// a process Chromium forks from its zygote has its arguments rewritten, joined by spaces
	for _, arg := range strings.FieldsFunc(string(cmd), func(r rune) bool { return r == 0 || r == ' ' }) {
		if kind, ok := strings.CutPrefix(arg, "--type="); ok {
			if kind == "utility" || kind == "zygote" {
				return "other"
			}
			return kind
		}
	}
	return "other"
}
