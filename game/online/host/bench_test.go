//go:build !js

package host

import (
	"testing"
	"time"
)

// TestBench: the bench plays a few tables against a host in a child process, its bots
// thinking a little before each move, and measures moves, latencies, the host's memory
// and processor time. It checks that the figures are there, not the targets (those want
// a quiet machine and a thousand tables: `mercado online bench --tables 1000`, figures in
// docs/online.md).
func TestBench(t *testing.T) {
	res, err := RunBench(BenchConfig{Tables: 4, Window: time.Second, Think: 10 * time.Millisecond, HostCommand: hostCommand})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", res)
	if res.Moves == 0 || res.P50MS <= 0 || res.P99MS < res.P50MS || res.HostRSSMB <= 0 || res.HostCPUMS <= 0 || res.LoadAverage == "" ||
		res.ThinkMS != 10 || res.OfferedPerSec != 400 {
		t.Fatalf("the bench measured %+v", res)
	}
}
