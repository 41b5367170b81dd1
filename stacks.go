//go:build !js

package main

import (
	"os"
	"strings"
	"syscall"
)

// keepStacksSetting tells Go's collector to leave goroutine stacks at the size they grew
// to. The table service runs nats-server, whose connection write loops send through a
// function with a 25 KB frame: each loop grows to a 32 KB stack on its first send. The
// collector halved every parked loop's stack and the next send grew it again, on every
// connection after every collection: 7.7% of the host's processor time and a burst of
// copying just when a collection ends. Kept, the host used 13% less memory, not more,
// and the bench's p99 fell by 12 to 22% (docs/online.md, Where the tail comes from).
const keepStacksSetting = "gcshrinkstackoff=1"

// keepGrownStacks starts this program again in its own place with keepStacksSetting
// added to GODEBUG, which Go reads only as a program starts. It returns when the
// setting is already there, or when the system cannot start a program in place
// (Windows): the program then runs as it is.
func keepGrownStacks() {
	env, changed := withGodebug(os.Environ(), keepStacksSetting)
	if !changed {
		return
	}
	if self, err := os.Executable(); err == nil {
		syscall.Exec(self, os.Args, env)
	}
}

// withGodebug is env with setting in its GODEBUG (one entry: Go reads the first), and
// whether that changed anything. A setting the person gave for the same name stays.
func withGodebug(env []string, setting string) ([]string, bool) {
	name, _, _ := strings.Cut(setting, "=")
	out := make([]string, 0, len(env)+1)
	godebug := ""
	seen := false
	for _, kv := range env {
		if value, ok := strings.CutPrefix(kv, "GODEBUG="); ok {
			if !seen {
				godebug, seen = value, true
			}
			continue
		}
		out = append(out, kv)
	}
	for _, s := range strings.Split(godebug, ",") {
		if strings.HasPrefix(s, name+"=") {
			return env, false
		}
	}
	if godebug != "" {
		setting = godebug + "," + setting
	}
	return append(out, "GODEBUG="+setting), true
}
