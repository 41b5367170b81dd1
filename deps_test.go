package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestDependencyRules checks the package graph's rules (docs/architecture.md) with
// `go list -deps`, which lists every package a build links: the rules engine and the
// browser build never link the NATS server, nothing under game/ draws, and scenes leaves
// online play to scenes/online.
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
			for _, f := range rule.forbidden {
				if dep == f || strings.HasPrefix(dep, f+"/") {
					t.Errorf("%s: %v links %s (go list -deps %s)", rule.what, rule.packages, dep, strings.Join(rule.packages, " "))
				}
			}
		}
	}
}
