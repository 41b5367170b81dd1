//go:build !js

package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"testing"
)

func TestWithGodebug(t *testing.T) {
	for _, c := range []struct {
		env     []string
		want    []string
		changed bool
	}{
		{[]string{"HOME=/h"}, []string{"HOME=/h", "GODEBUG=gcshrinkstackoff=1"}, true},
		{[]string{"GODEBUG=gctrace=1", "HOME=/h"}, []string{"HOME=/h", "GODEBUG=gctrace=1,gcshrinkstackoff=1"}, true},
		{[]string{"GODEBUG=", "HOME=/h"}, []string{"HOME=/h", "GODEBUG=gcshrinkstackoff=1"}, true},
		// Go reads the first GODEBUG; the second is dropped, not joined.
		{[]string{"GODEBUG=a=1", "GODEBUG=b=1"}, []string{"GODEBUG=a=1,gcshrinkstackoff=1"}, true},
		// The person's own choice for the setting stays, whatever it is.
		{[]string{"GODEBUG=gcshrinkstackoff=0"}, []string{"GODEBUG=gcshrinkstackoff=0"}, false},
		{[]string{"GODEBUG=x=1,gcshrinkstackoff=1"}, []string{"GODEBUG=x=1,gcshrinkstackoff=1"}, false},
	} {
		got, changed := withGodebug(c.env, keepStacksSetting)
		if !slices.Equal(got, c.want) || changed != c.changed {
			t.Errorf("withGodebug(%q) = %q, %v; want %q, %v", c.env, got, changed, c.want, c.changed)
		}
	}
}

// TestMain runs the program's commands when a test starts this test binary as the
// program (mainArgsEnv holds the arguments, one a line).
func TestMain(m *testing.M) {
	if args := os.Getenv(mainArgsEnv); args != "" {
		os.Exit(command(strings.Split(args, "\n"), os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

const mainArgsEnv = "MERCADO_MAIN_TEST_ARGS"

// TestHostKeepsGrownStacks starts `mercado host` as a person would and reads, from the
// system, the environment the running host has: the collector's setting is in it.
func TestHostKeepsGrownStacks(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads the running host's environment from /proc")
	}
	args := []string{"host", "--listen", "127.0.0.1:0", "--ws", "", "--http", "", "--data", t.TempDir(), "--json"}
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), mainArgsEnv+"="+strings.Join(args, "\n"), "GODEBUG=gctrace=0")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer cmd.Process.Kill()
	if ready, err := bufio.NewReader(out).ReadString('\n'); err != nil || !strings.Contains(ready, `"nats"`) {
		t.Fatalf("the host's ready line: %q, %v", ready, err)
	}
	environ, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", cmd.Process.Pid))
	if err != nil {
		t.Fatal(err)
	}
	env := strings.Split(string(environ), "\x00")
	if got := godebugOf(env); got != "gctrace=0,"+keepStacksSetting {
		t.Errorf("the running host's GODEBUG is %q; want the person's gctrace=0 and %s", got, keepStacksSetting)
	}
}

// godebugOf is the first GODEBUG in env, the one Go reads.
func godebugOf(env []string) string {
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "GODEBUG="); ok {
			return v
		}
	}
	return ""
}
