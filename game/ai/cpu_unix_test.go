//go:build unix

package ai

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the test process has used, on every core.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
