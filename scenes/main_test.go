package scenes

import (
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"strings"
	"testing"

	"mercado/game/table"
	"mercado/ui"
)

// The window tests run inside Ebitengine's real loop (on Xvfb in `make test`): TestMain
// starts a Loop and the tests drive the app through it, one real tick per app frame.
// Without a display the pure tests (pacer, words, settings, ...) still run and the window
// tests skip, unless MERCADO_REQUIRE_DISPLAY is set (make test sets it: there a missing
// display is a broken set-up, not a reason to skip).

var testLoop *Loop

// noDisplay says why the window tests cannot run, or is empty when they can.
var noDisplay string

func TestMain(m *testing.M) {
	// The computers and hints search to an iteration budget, not the clock, so that a
	// test plays the same game on any machine, however busy.
	table.SearchIterations = 200
	shard() // a bad MERCADO_WINDOW_SHARD stops the tests at once
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		noDisplay = "no display for the window tests: run `make test` (it starts Xvfb) or xvfb-run go test ./scenes/"
		if os.Getenv("MERCADO_REQUIRE_DISPLAY") != "" {
			fmt.Fprintln(os.Stderr, noDisplay)
			os.Exit(1)
		}
		os.Exit(m.Run())
	}
	code := 1
	err := RunLoop(func(l *Loop) error {
		testLoop = l
		code = m.Run()
		return nil
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "the game loop failed:", err)
		os.Exit(1)
	}
	os.Exit(code)
}

// needDisplay skips a window test when there is no display to run it on, or when it
// belongs to another shard.
func needDisplay(t testing.TB) {
	t.Helper()
	if testLoop == nil {
		t.Skip(noDisplay)
	}
	if k, n, ok := shard(); ok && shardOf(t.Name(), n) != k {
		t.Skipf("in window shard %d of %d", shardOf(t.Name(), n)+1, n)
	}
}

// shard reads MERCADO_WINDOW_SHARD=k/n (1 <= k <= n): this process runs the k-th of n
// parts of the window tests, so that make test can run the parts side by side, each on
// its own display. The pure tests run in every part; they take no time.
func shard() (k, n int, ok bool) {
	v := os.Getenv("MERCADO_WINDOW_SHARD")
	if v == "" {
		return 0, 1, false
	}
	if _, err := fmt.Sscanf(v, "%d/%d", &k, &n); err != nil || n < 1 || k < 1 || k > n {
		fmt.Fprintf(os.Stderr, "MERCADO_WINDOW_SHARD=%q: want k/n, 1 <= k <= n\n", v)
		os.Exit(2)
	}
	return k - 1, n, true
}

// shardOf is the part a window test belongs to, by the name of its top-level test (its
// subtests stay together).
func shardOf(name string, n int) int {
	name, _, _ = strings.Cut(name, "/")
	h := fnv.New32a()
	h.Write([]byte(name))
	return int((h.Sum32() >> 24) % uint32(n)) // the high byte: FNV's low bits follow only the letters' low bits
}

// onGame gives f a fresh screen of w x h on the test loop and fails the test on its
// error. A wide screen is drawn at testScale (see testSizeOf).
func onGame(t testing.TB, w, h int, f func(dst *Offscreen) error) {
	t.Helper()
	needDisplay(t)
	w, h = testSizeOf(w, h)
	dst, err := NewOffscreen(testLoop, w, h)
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Close()
	if err := f(dst); err != nil {
		t.Fatal(err)
	}
}

// testScale is the scale the window tests draw wide screens at: a little over the least
// the wide form keeps (ui.ScreenFor), so that a 1280x720 screen is the same 1280x720 of
// layout in 960x540 pixels. The tests check places, words and states, not pixels, and
// the software GL of the test display spends its time on pixels.
const testScale = 0.75

// testSizeOf is the screen the window tests draw for a w x h one: the same logical screen
// at testScale when it is wide and larger than that, else w x h.
func testSizeOf(w, h int) (int, int) {
	sc := ui.ScreenFor(w, h, 1, false)
	if sc.Form != ui.Wide || sc.Scale <= testScale {
		return w, h
	}
	k := testScale / sc.Scale
	return int(math.Round(float64(w) * k)), int(math.Round(float64(h) * k))
}
