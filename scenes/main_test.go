package scenes

import (
	"fmt"
	"os"
	"testing"
)

// The window tests run inside Ebitengine's real loop (on Xvfb in `make test`): TestMain
// starts a Loop and the tests drive the app through it, one real tick per app frame.

var testLoop *Loop

func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "the window tests need a display: run `make test` (it starts Xvfb) or xvfb-run go test ./scenes/")
		os.Exit(1)
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

// onGame gives f a fresh w x h screen on the test loop and fails the test on its error.
func onGame(t testing.TB, w, h int, f func(dst *Screen) error) {
	t.Helper()
	dst, err := NewScreen(testLoop, w, h)
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Close()
	if err := f(dst); err != nil {
		t.Fatal(err)
	}
}
