package scenes

import (
	"fmt"
	"os"
	"testing"

	"mercado/game/table"
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

// needDisplay skips a window test when there is no display to run it on.
func needDisplay(t testing.TB) {
	t.Helper()
	if testLoop == nil {
		t.Skip(noDisplay)
	}
}

// onGame gives f a fresh w x h screen on the test loop and fails the test on its error.
func onGame(t testing.TB, w, h int, f func(dst *Screen) error) {
	t.Helper()
	needDisplay(t)
	dst, err := NewScreen(testLoop, w, h)
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Close()
	if err := f(dst); err != nil {
		t.Fatal(err)
	}
}
