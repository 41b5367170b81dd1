package cli

import (
	"time"
	_ "unsafe" // for go:linkname
)

// monotonic reads the runtime's monotonic clock alone. time.Now reads the wall clock
// too (two clock calls), and selfplay reads the clock around every decision of a timed
// level: for quick levels (easy) that second call was a tenth of the whole match.
//
// runtime.nanotime is one of the runtime's functions kept for linkname on purpose
// (go.dev/issue/67401: "Do not remove or change the type signature").
//
//go:linkname monotonic runtime.nanotime
func monotonic() int64

// since is the time from a monotonic reading until now, and now's reading.
func since(start int64) (time.Duration, int64) {
	now := monotonic()
	return time.Duration(now - start), now
}
