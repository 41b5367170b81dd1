package scenes

import (
	"bufio"
	"errors"
	"fmt"
	"image/color"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game/table"
	"mercado/ui"
)

// TestLongMonkeyMemory plays the monkey on boards and every other screen for as long as
// MERCADO_LONG says (make memory: two hours), resizing the window between rounds, and
// reports the process's memory after each resize. It is not part of make test. The
// window's caches must not grow with the sizes it has been: memory at the end stays
// under maxLongRSS and, once every cache is warm (after the first quarter), grows by
// no more than a tenth. MERCADO_LONG_PROBE=1 also reports memory every 50 frames.
func TestLongMonkeyMemory(t *testing.T) {
	long, err := time.ParseDuration(os.Getenv("MERCADO_LONG"))
	if err != nil {
		t.Skip("set MERCADO_LONG to a duration (make memory) to run the long monkey")
	}
	const framesPerSize = 500
	const maxLongRSS = 300 << 20
	r := rand.New(rand.NewPCG(3, 4))
	end := time.Now().Add(long) // how long to play, not a measure of anything
	var rss []int64
	var peakHeap uint64
	for round := 0; time.Now().Before(end); round++ {
		// a window dragged to a new size, now and then a phone's
		w, h := 640+r.IntN(1280), 400+r.IntN(800)
		if round%5 == 4 {
			w, h = 360+r.IntN(60), 740+r.IntN(140)
		}
		onGame(t, w, h, func(dst *Offscreen) error {
			a, sc := testApp(table.NewMemStore())
			defer func() { closeAll(a) }()
			a.Settings.HardBudgetMS = 100
			a.Push(monkeyBoard(a, r))
			for i := 0; i < framesPerSize; i++ {
				if os.Getenv("MERCADO_LONG_PROBE") != "" && i%50 == 0 {
					fmt.Fprintf(os.Stderr, "  frame %d: %s, top %T\n", i, memoryLine(), a.Top())
					peakHeap = heapAtPeak(t, peakHeap)
				}
				monkeyFrame(r, sc, a.W, a.H)
				if err := a.Step(dst, 1); errors.Is(err, ErrQuit) {
					closeAll(a)
					a, sc = testApp(table.NewMemStore())
					a.Push(monkeyBoard(a, r))
				} else if err != nil {
					return err
				}
			}
			return nil
		})
		runtime.GC()
		now, _ := procMemory()
		rss = append(rss, now)
		fmt.Fprintf(os.Stderr, "%s resize %d to %dx%d: %s\n", time.Now().UTC().Format("15:04:05"), round+1, w, h, memoryLine())
	}
	if p := os.Getenv("MERCADO_LONG_HEAP"); p != "" {
		writeHeapProfile(t, p)
	}
	if len(rss) < 8 {
		t.Fatalf("only %d resizes: run longer", len(rss))
	}
	warm, last := rss[len(rss)/4], rss[len(rss)-1]
	t.Logf("%d resizes: VmRSS %d MB once warm, %d MB at the end", len(rss), warm>>20, last>>20)
	if last > maxLongRSS {
		t.Errorf("VmRSS %d MB at the end, more than %d MB", last>>20, maxLongRSS>>20)
	}
	if last > warm+warm/10 {
		t.Errorf("memory grows with the resizes: %d MB once warm, %d MB at the end", warm>>20, last>>20)
	}
}

// memoryLine says where the process's memory is: Go's heap (objects allocated since the
// last collection included, and what the heap holds from the system and has not given
// back), Ebitengine's count of its textures' bytes, and the
// process's resident memory now and at its peak (the rest of VmRSS is the GL driver's).
func memoryLine() string {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	var gpu ebiten.DebugInfo
	ebiten.ReadDebugInfo(&gpu)
	now, peak := procMemory()
	return fmt.Sprintf("Go heap %d MB live, %d MB in use, %d MB from the system (%d MB not given back); textures %d MB; VmRSS %d MB, VmHWM %d MB",
		ms.HeapAlloc>>20, ms.HeapInuse>>20, ms.Sys>>20, (ms.Sys-ms.HeapReleased)>>20, gpu.TotalGPUImageMemoryUsageInBytes>>20, now>>20, peak>>20)
}

// writeHeapProfile writes Go's heap profile to path (MERCADO_LONG_HEAP), to see which
// live objects a long run keeps.
func writeHeapProfile(t *testing.T, path string) {
	runtime.GC()
	f, err := os.Create(path)
	if err != nil {
		t.Error(err)
		return
	}
	defer f.Close()
	if err := pprof.WriteHeapProfile(f); err != nil {
		t.Error(err)
	}
}

// heapAtPeak writes Go's heap profile to MERCADO_LONG_HEAP with ".peak" added when the
// live heap is larger than it has been (peak), to see what the busiest moments hold,
// and returns the new peak.
func heapAtPeak(t *testing.T, peak uint64) uint64 {
	path := os.Getenv("MERCADO_LONG_HEAP")
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if path == "" || ms.HeapAlloc <= peak {
		return peak
	}
	writeHeapProfile(t, path+".peak")
	return ms.HeapAlloc
}

// procMemory is the process's resident memory now and at its peak (Linux).
func procMemory() (rss, hwm int64) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, 0
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		name, value, ok := strings.Cut(s.Text(), ":")
		if !ok {
			continue
		}
		kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(value), " kB"), 10, 64)
		switch name {
		case "VmRSS":
			rss = kb << 10
		case "VmHWM":
			hwm = kb << 10
		}
	}
	return rss, hwm
}

// TestPictureCachesKeepToTheirSheet draws, at thirty window scales, far more distinct
// shapes, lines of text and icons than the canvas's sheet holds, and a few shapes too
// large for it: the caches start afresh on the one sheet whenever it fills, so the
// textures they cost stop growing after the first scale. (On Ebitengine's own atlas
// they grew with the sizes drawn, by doubling, and never shrank.)
func TestPictureCachesKeepToTheirSheet(t *testing.T) {
	onGame(t, 800, 600, func(dst *Offscreen) error {
		if err := dst.loop.Run(func() error { ui.UseSheetSide(512); return nil }); err != nil {
			return err
		}
		defer dst.loop.Run(func() error { ui.UseSheetSide(4096); return nil })
		texturesBefore, resetsBefore := ui.SheetStats()
		var afterFirst int64
		for scale := range 30 {
			c := ui.Canvas{Scale: 0.6 + 0.05*float64(scale)}
			for batch := range 3 {
				err := dst.loop.Run(func() error {
					c.Dst = dst.img
					for i := range 40 {
						n := float64(batch*40 + i)
						c.FillRound(ui.R(0, 0, 20+n/2, 16+n/4), 4, color.RGBA{byte(n), 80, 40, 255})
						c.StrokeCircle(300, 300, 5+n/8, 2, color.RGBA{40, byte(n), 80, 255})
						c.Text(fmt.Sprintf("line %d at scale %d", i, scale), 10, 10, 12+n/20, i%2 == 0, color.RGBA{255, 255, 255, 255}, ui.Left)
						c.Icon(assets.Icon(i)%assets.NumIcons, ui.R(0, 0, 12+n/8, 12+n/8), 1)
					}
					c.FillRound(ui.R(0, 0, 400/c.Scale, 20), 4, color.RGBA{200, 80, 40, 255}) // larger than half the sheet
					return nil
				})
				if err != nil {
					return err
				}
			}
			if scale == 0 {
				afterFirst = textureBytes()
			}
		}
		textures, resets := ui.SheetStats()
		t.Logf("sheet: %d textures made, started afresh %d times; textures %d MB after the first scale, %d MB after the last",
			textures-texturesBefore, resets-resetsBefore, afterFirst>>20, textureBytes()>>20)
		if resets-resetsBefore < 60 {
			t.Errorf("the caches started afresh %d times in 30 scales, want the sheet to fill at every scale", resets-resetsBefore)
		}
		if grown := textureBytes() - afterFirst; grown > 8<<20 {
			t.Errorf("textures grew by %d MB after the first scale, want the sheet to hold every cached picture", grown>>20)
		}
		return nil
	})
}

// textureBytes is what Ebitengine's textures take.
func textureBytes() int64 {
	var gpu ebiten.DebugInfo
	ebiten.ReadDebugInfo(&gpu)
	return gpu.TotalGPUImageMemoryUsageInBytes
}

// TestPictureCachesHoldASteadyFrame draws the same frame again and again, with more
// pictures than the sheet holds at first: it grows to hold them, and from the third
// frame on the caches hold the whole frame (none starts afresh, no texture is made).
func TestPictureCachesHoldASteadyFrame(t *testing.T) {
	onGame(t, 800, 600, func(dst *Offscreen) error {
		if err := dst.loop.Run(func() error { ui.UseSheetSide(512); return nil }); err != nil {
			return err
		}
		defer dst.loop.Run(func() error { ui.UseSheetSide(4096); return nil })
		c := ui.Canvas{Scale: 1}
		frame := func() error {
			return dst.loop.Run(func() error {
				c.Dst = dst.img
				for i := range 50 { // half the sheet at its greatest, twice its first size
					n := float64(i)
					c.FillRound(ui.R(0, 0, 30+n/4, 24+n/8), 4, color.RGBA{byte(n), 80, 40, 255})
					c.Text(fmt.Sprintf("line %d", i), 10, 10, 14, false, color.RGBA{255, 255, 255, 255}, ui.Left)
					c.Icon(assets.Icon(i)%assets.NumIcons, ui.R(0, 0, 24, 24), 1)
				}
				return nil
			})
		}
		for range 2 {
			if err := frame(); err != nil {
				return err
			}
		}
		textures, resets := ui.SheetStats()
		for range 3 {
			if err := frame(); err != nil {
				return err
			}
		}
		texturesAfter, resetsAfter := ui.SheetStats()
		if resetsAfter != resets || texturesAfter != textures {
			t.Errorf("a steady frame started the caches afresh %d times and made %d textures in three frames, want none",
				resetsAfter-resets, texturesAfter-textures)
		}
		return nil
	})
}

// TestCampaignOpensCheaply opens the campaign sheet at window sizes it has not been
// drawn at (so every picture of it is made afresh) and steps through the nine
// challenges: what that allocates stays under a few megabytes an open. A tall window
// scrolls the whole sheet, and its cards as whole sprites cost 34 MB of Go heap at
// 766x902 (the long monkey's heap went from 57 to 208 MB there); drawn from small
// sprites in slices they cost a few kilobytes.
func TestCampaignOpensCheaply(t *testing.T) {
	const maxPerOpen = 8 << 20
	sizes := [][2]int{{1280, 800}, {766, 902}, {820, 1180}, {600, 1020}, {1100, 1400}}
	for i, sz := range sizes {
		onGame(t, sz[0], sz[1], func(dst *Offscreen) error {
			// The count is the whole process's, so a search an earlier test left running
			// adds to it: the least of up to three openings is the sheet's own.
			tries := 3
			if i == 0 {
				tries = 1 // the first size also loads the fonts: measured, not checked
			}
			least := uint64(math.MaxUint64)
			for try := 0; try < tries && least > maxPerOpen; try++ {
				got, form, err := campaignOpening(dst)
				if err != nil {
					return err
				}
				least = min(least, got)
				t.Logf("%dx%d (%v): opening the campaign sheet and choosing each challenge allocated %d KB", sz[0], sz[1], form, got>>10)
			}
			if i > 0 && least > maxPerOpen {
				t.Errorf("%dx%d: opening the campaign sheet allocated %d MB, want under %d MB", sz[0], sz[1], least>>20, maxPerOpen>>20)
			}
			return nil
		})
	}
}

// campaignOpening opens the campaign sheet over a demo run's menu and chooses each
// challenge in turn; it gives the bytes the process allocated meanwhile and the form.
func campaignOpening(dst *Offscreen) (uint64, ui.Form, error) {
	a, sc := testApp(table.NewMemStore())
	defer closeAll(a)
	demoSheet(a)
	if err := a.Step(dst, 2); err != nil {
		return 0, 0, err
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	a.Push(NewCampaign())
	if err := a.Step(dst, 2); err != nil {
		return 0, 0, err
	}
	for range 9 {
		sc.Key(ebiten.KeyArrowDown)
		if err := a.Step(dst, 2); err != nil {
			return 0, 0, err
		}
	}
	runtime.ReadMemStats(&after)
	if _, ok := a.Top().(*Campaign); !ok {
		return 0, 0, fmt.Errorf("the campaign sheet is not on top but %T", a.Top())
	}
	return after.TotalAlloc - before.TotalAlloc, a.Form, nil
}

// TestGlyphsTakeNoTexturesOfTheirOwn draws lines of many letters (Latin, Cyrillic,
// accents, digits) at forty window scales: the lines live on the sheet, and no texture
// grows with the sizes drawn. Drawn with Ebitengine's text package every glyph of every
// size was an image of its own on Ebitengine's atlas, kept by its face (the long monkey's
// textures crept from 72 to 96 MB).
func TestGlyphsTakeNoTexturesOfTheirOwn(t *testing.T) {
	lines := []string{
		"The quick brown fox jumps over the lazy dog 0123456789",
		"ЩО СТАЛОСЯ · Їжак з'їв шоколадку, ґудзик і м'яч — 45 монет",
		"Größe Übermäßig Café façade naïve æøå ÀÉÎÕÜ çñ ß «»",
		"THE SPECIALIST · LAST CALL · PUB CRAWL !?&%$#@()[]{}",
	}
	onGame(t, 800, 600, func(dst *Offscreen) error {
		var afterFirst int64
		for scale := range 40 {
			c := ui.Canvas{Scale: 0.8 + 0.05*float64(scale)}
			err := dst.loop.Run(func() error {
				c.Dst = dst.img
				for i, s := range lines {
					for _, size := range []float64{11, 13, 15, 17, 24} {
						c.Text(s, 10, 20+float64(i)*30, size, i%2 == 0, ui.Ink, ui.Left)
					}
				}
				return nil
			})
			if err != nil {
				return err
			}
			if scale == 0 {
				afterFirst = textureBytes()
			}
		}
		grown := textureBytes() - afterFirst
		t.Logf("textures %d MB after the first scale, %d MB after the fortieth", afterFirst>>20, (afterFirst+grown)>>20)
		if grown > 2<<20 {
			t.Errorf("textures grew by %d MB over forty scales of text, want the lines on the sheet and no glyph textures", grown>>20)
		}
		return nil
	})
}
