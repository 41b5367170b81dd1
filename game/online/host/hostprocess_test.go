//go:build !js

package host

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain lets the tests run `mercado host` in a child process of their own binary,
// which a test can kill with SIGKILL.
func TestMain(m *testing.M) {
	if args := os.Getenv("MERCADO_ONLINE_TEST_HOST"); args != "" {
		os.Exit(RunHost(strings.Split(args, "\n"), os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// hostCommand is `mercado host ARGS` as a child process of the test binary (TestMain).
func hostCommand(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "MERCADO_ONLINE_TEST_HOST="+strings.Join(args, "\n"))
	return cmd
}

// startHostChild starts `mercado host ARGS` in a child process, killed when the test
// ends, and returns it with its standard output (its standard error is the test's).
func startHostChild(t *testing.T, args ...string) (*exec.Cmd, *bufio.Reader) {
	t.Helper()
	cmd := hostCommand(args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return cmd, bufio.NewReader(out)
}

// hostProcess is `mercado host` in a child process.
type hostProcess struct {
	cmd   *exec.Cmd
	ready map[string]any
}

func startHostProcess(t *testing.T, listen, dir string) *hostProcess {
	t.Helper()
	return startHostProcessArgs(t, "--listen", listen, "--ws", "", "--data", dir, "--json")
}

// startHostProcessArgs runs `mercado host ARGS` in a child process and reads its ready line.
func startHostProcessArgs(t *testing.T, args ...string) *hostProcess {
	t.Helper()
	cmd, out := startHostChild(t, args...)
	line, err := out.ReadBytes('\n')
	if err != nil {
		t.Fatalf("the host printed no ready line: %v", err)
	}
	p := &hostProcess{cmd: cmd}
	if err := json.Unmarshal(line, &p.ready); err != nil {
		t.Fatalf("the ready line %q: %v", line, err)
	}
	return p
}
