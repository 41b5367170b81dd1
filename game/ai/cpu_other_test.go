//go:build !unix

package ai

import "time"

func cpuTime() time.Duration { return 0 }
