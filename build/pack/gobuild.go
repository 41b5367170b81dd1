package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// target is a system and processor Go builds for.
type target struct{ goos, goarch string }

func (t target) String() string { return t.goos + "-" + t.goarch }

// goBuild compiles the game for t into out, without cgo, with the version in it.
// extraLD are further linker flags (-H=windowsgui for Windows).
func goBuild(root string, t target, version, out string, extraLD ...string) error {
	ld := "-s -w -X main.version=" + version
	for _, f := range extraLD {
		ld += " " + f
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	args := []string{"build", "-trimpath", "-ldflags", ld, "-o", abs}
	if t.goos != "js" { // the engine's profile (docs/ai.md); the browser build keeps its size
		pgo, err := filepath.Abs(filepath.Join(root, "build", "mercado.pgo"))
		if err != nil {
			return err
		}
		args = append(args, "-pgo="+pgo)
	}
	cmd := exec.Command("go", append(args, ".")...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+t.goos, "GOARCH="+t.goarch)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building for %s: %w", t, err)
	}
	return nil
}

// numericVersion turns a git describe version ("v1.2.0-3-gabc1234") into the dotted
// numbers Windows and macOS want ("1.2.0"); a version without numbers is 0.0.0.
func numericVersion(v string) string {
	var a, b, c int
	if n, _ := fmt.Sscanf(v, "v%d.%d.%d", &a, &b, &c); n == 0 {
		fmt.Sscanf(v, "%d.%d.%d", &a, &b, &c)
	}
	return fmt.Sprintf("%d.%d.%d", a, b, c)
}
