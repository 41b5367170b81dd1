//go:build !js

package host

import (
	"bytes"
	"strings"
	"testing"
)

// TestHelpPrintsFlags: every command's --help (and -h) prints its usage and its own
// flags on stdout and exits 0, starting nothing; `mercado online --help` prints them all.
func TestHelpPrintsFlags(t *testing.T) {
	for _, c := range []struct {
		args  []string
		flags []string
	}{
		{[]string{"host"}, []string{"-listen", "-ws", "-http", "-web", "-data", "-json", "-nats", "-creds", "-issuer", "-cluster", "-routes", "-replicas"}},
		{[]string{"online", "new"}, []string{"-server", "-seats", "-money", "-seed", "-iterations", "-away-limit", "-json"}},
		{[]string{"online", "play"}, []string{"-invite", "-bot", "-log", "-iterations", "-json"}},
		{[]string{"online", "record"}, []string{"-invite"}},
		{[]string{"online", "bench"}, []string{"-tables", "-seconds", "-think", "-profile", "-json"}},
	} {
		for _, help := range []string{"--help", "-h"} {
			var out, errOut bytes.Buffer
			var code int
			if c.args[0] == "host" {
				code = RunHost([]string{help}, &out, &errOut)
			} else {
				code = RunOnline(append(c.args[1:], help), &out, &errOut)
			}
			name := strings.Join(c.args, " ")
			if code != 0 || errOut.Len() > 0 || !strings.Contains(out.String(), "usage:\n  mercado "+name+" ") {
				t.Errorf("mercado %s %s: exit %d, stdout %q, stderr %q; want its usage on stdout and 0", name, help, code, out.String(), errOut.String())
				continue
			}
			for _, f := range c.flags {
				if !strings.Contains(out.String(), "  "+f+" ") && !strings.Contains(out.String(), "  "+f+"\n") {
					t.Errorf("mercado %s %s does not list %s:\n%s", name, help, f, out.String())
				}
			}
		}
	}
	for _, help := range []string{"--help", "help"} {
		var out, errOut bytes.Buffer
		if code := RunOnline([]string{help}, &out, &errOut); code != 0 || out.String() != Usage {
			t.Errorf("mercado online %s: exit %d, stdout %q, stderr %q; want the usage and 0", help, code, out.String(), errOut.String())
		}
	}
}
