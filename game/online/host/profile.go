//go:build !js

package host

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"time"
)

// profileEnv names a folder where `mercado host` writes its processor and memory
// profiles (host-cpu.pprof from start to stop, host-heap.pprof at the stop) for
// `go tool pprof`; `mercado online bench --profile DIR` sets it for the host it starts.
// When a file named heapNow appears in the folder, the host writes its memory as it is
// then (host-heap-live.pprof, and the runtime's figures in host-mem-live.txt) and
// removes the file: the bench asks for it in the middle of its window.
const (
	profileEnv = "MERCADO_HOST_PROFILE"
	heapNow    = "heap-now"
)

// watchHeapRequests writes the live memory profile each time heapNow appears in dir.
func watchHeapRequests(dir string, stop <-chan struct{}) {
	for {
		select {
		case <-stop:
			return
		case <-time.After(200 * time.Millisecond):
		}
		if os.Remove(filepath.Join(dir, heapNow)) != nil {
			continue
		}
		if f, err := os.Create(filepath.Join(dir, "host-heap-live.pprof")); err == nil {
			pprof.WriteHeapProfile(f)
			f.Close()
		}
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		os.WriteFile(filepath.Join(dir, "host-mem-live.txt"), fmt.Appendf(nil,
			"heap in use %d KB, heap idle %d KB (released %d KB), stacks %d KB, other runtime %d KB, goroutines %d, GCs %d\n",
			m.HeapInuse>>10, m.HeapIdle>>10, m.HeapReleased>>10, m.StackInuse>>10, (m.MSpanInuse+m.MCacheInuse+m.BuckHashSys+m.GCSys+m.OtherSys)>>10,
			runtime.NumGoroutine(), m.NumGC), 0o644)
	}
}

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
	stop := make(chan struct{})
	go watchHeapRequests(dir, stop)
	return func() {
		close(stop)
		pprof.StopCPUProfile()
		cpu.Close()
		runtime.GC()
		if heap, err := os.Create(filepath.Join(dir, "host-heap.pprof")); err == nil {
			pprof.WriteHeapProfile(heap)
			heap.Close()
		}
	}
}
