//go:build !js

package online

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
)

// profileEnv names a folder where `mercado host` writes its processor and memory
// profiles (host-cpu.pprof from start to stop, host-heap.pprof at the stop) for
// `go tool pprof`; `mercado online bench --profile DIR` sets it for the host it starts.
const profileEnv = "MERCADO_HOST_PROFILE"

// startProfile starts the host's profiles when profileEnv asks for them, and returns
// what writes them at the stop (nothing to do otherwise).
func startProfile(stderr io.Writer) func() {
	dir := os.Getenv(profileEnv)
	if dir == "" {
		return func() {}
	}
	cpu, err := os.Create(filepath.Join(dir, "host-cpu.pprof"))
	if err == nil {
		err = pprof.StartCPUProfile(cpu)
	}
	if err != nil {
		fmt.Fprintf(stderr, "mercado host: %s: %v\n", profileEnv, err)
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		cpu.Close()
		runtime.GC()
		if heap, err := os.Create(filepath.Join(dir, "host-heap.pprof")); err == nil {
			pprof.WriteHeapProfile(heap)
			heap.Close()
		}
	}
}
