package main

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestDependencyRules checks the package graph's rules (docs/architecture.md) with
// `go list -deps`, which lists every package a build links: the rules engine, the browser
// build and online play's protocol and client (game/online) never link the NATS server,
// which only the host (game/online/host), the window's hosting (scenes/online) and the
// program link; nothing under game/ draws, and scenes leaves online play to scenes/online.
func TestDependencyRules(t *testing.T) {
	browser := []string{"GOOS=js", "GOARCH=wasm"}
	for _, rule := range []struct {
		what      string
		env       []string // added to the environment: the build's system
		packages  []string
		forbidden []string // import path prefixes
	}{
		{"the browser build links the NATS server", browser, []string{"mercado"}, []string{"github.com/nats-io/nats-server"}},
		{"the rules engine links the NATS server", nil, []string{"mercado/game"}, []string{"github.com/nats-io/nats-server"}},
		{"the rules engine links the NATS server in the browser", browser, []string{"mercado/game"}, []string{"github.com/nats-io/nats-server"}},
		{"online play's protocol and client link the NATS server", nil, []string{"mercado/game/online"}, []string{"github.com/nats-io/nats-server"}},
		{"a package under game/ draws", nil, []string{"mercado/game/..."}, []string{"github.com/hajimehoshi/ebiten", "mercado/ui", "mercado/assets", "mercado/scenes"}},
		{"a package under game/ draws in the browser", browser, []string{"mercado/game/..."}, []string{"github.com/hajimehoshi/ebiten", "mercado/ui", "mercado/assets", "mercado/scenes"}},
		{"scenes knows online play", nil, []string{"mercado/scenes"}, []string{"mercado/game/online"}},
		{"scenes knows online play in the browser", browser, []string{"mercado/scenes"}, []string{"mercado/game/online"}},
	} {
		cmd := exec.Command("go", append([]string{"list", "-deps"}, rule.packages...)...)
		cmd.Env = append(os.Environ(), rule.env...)
		out, err := cmd.Output()
		if err != nil {
			var stderr []byte
			if e, ok := err.(*exec.ExitError); ok {
				stderr = e.Stderr
			}
			t.Fatalf("go list -deps %v: %v\n%s", rule.packages, err, stderr)
		}
		deps := strings.Fields(string(out))
		if len(deps) == 0 {
			t.Fatalf("go list -deps %v listed nothing", rule.packages)
		}
		for _, dep := range deps {
			if under(dep, rule.forbidden...) {
				t.Errorf("%s: %v links %s (go list -deps %s)", rule.what, rule.packages, dep, strings.Join(rule.packages, " "))
			}
		}
	}
	checkOnlyTheseLinkNATSServer(t, "mercado", "mercado/game/online/host", "mercado/scenes/online")
}

// checkOnlyTheseLinkNATSServer fails for every package of the module but allowed that
// links the NATS server on this system.
func checkOnlyTheseLinkNATSServer(t *testing.T, allowed ...string) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Deps \" \"}}", "./...").Output()
	if err != nil {
		var stderr []byte
		if e, ok := err.(*exec.ExitError); ok {
			stderr = e.Stderr
		}
		t.Fatalf("go list ./...: %v\n%s", err, stderr)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) < 2 {
		t.Fatalf("go list ./... listed %d packages", len(lines))
	}
	for _, line := range lines {
		fields := strings.Fields(line)
		if slices.Contains(allowed, fields[0]) {
			continue
		}
		for _, dep := range fields[1:] {
			if under(dep, "github.com/nats-io/nats-server") {
				t.Errorf("%s links %s: only %s may link the NATS server", fields[0], dep, strings.Join(allowed, ", "))
				break
			}
		}
	}
}

// under says pkg is one of prefixes or inside one.
func under(pkg string, prefixes ...string) bool {
	for _, p := range prefixes {
		if pkg == p || strings.HasPrefix(pkg, p+"/") {
			return true
		}
	}
	return false
}
