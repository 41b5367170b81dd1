package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRealWindowWithRealMouse runs the built game in a real window on the test display
// and drives it from outside with xdotool, the way a person's mouse would: New game,
// Start — and the game saves its first position. It checks what the scripted window
// tests cannot: the real input devices and the real start-up.
func TestRealWindowWithRealMouse(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		if os.Getenv("MERCADO_REQUIRE_DISPLAY") != "" {
			t.Fatal("no display: run `make test`, which starts Xvfb")
		}
		t.Skip("no display for the real window: run `make test` (it starts Xvfb) or xvfb-run go test .")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is missing: `make test` installs it")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "mercado")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	config := filepath.Join(dir, "config")
	game := exec.Command(bin)
	game.Env = append(os.Environ(), "XDG_CONFIG_HOME="+config)
	if err := game.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = game.Process.Kill(); _, _ = game.Process.Wait() }()

	xdo := func(args ...string) string {
		out, err := exec.Command("xdotool", args...).Output()
		if err != nil {
			t.Fatalf("xdotool %s: %v", strings.Join(args, " "), err)
		}
		return strings.TrimSpace(string(out))
	}
	var win string
	// The limits here are guards of minutes: a loaded machine starts the game and draws
	// its frames slowly, and the clicks are simply tried again until they take.
	for deadline := time.Now().Add(2 * time.Minute); win == ""; {
		if out, err := exec.Command("xdotool", "search", "--name", "^Mercado$").Output(); err == nil {
			win = strings.Fields(string(out))[0]
		} else if time.Now().After(deadline) {
			t.Fatal("the game window never appeared")
		}
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(time.Second) // the menu's first frames
	click := func(x, y string) {
		xdo("mousemove", "--window", win, x, y)
		time.Sleep(150 * time.Millisecond)
		xdo("click", "1")
		time.Sleep(time.Second) // the cross-fade to the next screen
	}
	save := filepath.Join(config, "mercado", "game.json")
	saved := func() bool {
		data, err := os.ReadFile(save)
		return err == nil && strings.Contains(string(data), `"mercado/1"`)
	}
	// On a busy machine the first frames may come late: the clicks are tried again (a
	// stray click on either place does nothing on the other screens).
	for deadline := time.Now().Add(3 * time.Minute); !saved() && time.Now().Before(deadline); {
		click("462", "258") // New game (the menu in two columns of buttons at 1280x800)
		click("910", "736") // Start the game
		for wait := time.Now().Add(4 * time.Second); !saved() && time.Now().Before(wait); {
			time.Sleep(100 * time.Millisecond)
		}
	}
	if !saved() {
		t.Fatalf("clicking New game and Start did not start a saved game (%s missing)", save)
	}
}
