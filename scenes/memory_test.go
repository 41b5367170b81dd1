package scenes

import (
	"bufio"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"mercado/game/table"
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
	for round := 0; time.Now().Before(end); round++ {
		// a window dragged to a new size, now and then a phone's
		w, h := 640+r.IntN(1280), 400+r.IntN(800)
		if round%5 == 4 {
			w, h = 360+r.IntN(60), 740+r.IntN(140)
		}
		onGame(t, w, h, func(dst *Screen) error {
			a, sc := testApp(table.NewMemStore())
			defer func() { closeAll(a) }()
			a.Settings.HardBudgetMS = 100
			a.Push(monkeyBoard(a, r))
			for i := 0; i < framesPerSize; i++ {
				if os.Getenv("MERCADO_LONG_PROBE") != "" && i%50 == 0 {
					now, peak := procMemory()
					fmt.Fprintf(os.Stderr, "  frame %d: VmRSS %d MB, VmHWM %d MB, top %T\n", i, now>>20, peak>>20, a.Top())
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
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		now, peak := procMemory()
		rss = append(rss, now)
		fmt.Fprintf(os.Stderr, "%s resize %d to %dx%d: Go heap %d MB live, %d MB from the system; VmRSS %d MB, VmHWM %d MB\n",
			time.Now().UTC().Format("15:04:05"), round+1, w, h, ms.HeapAlloc>>20, ms.Sys>>20, now>>20, peak>>20)
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
