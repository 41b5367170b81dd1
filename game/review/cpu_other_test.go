//go:build !unix

package review

import "time"

func cpuTime() time.Duration { return 0 }
