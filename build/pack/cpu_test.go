package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/chromedp"
)

// idleCPU is the share of one core the browser's processes (the browser, the page's
// renderer, the GPU process and the rest it started) used over d while the page waited:
// their user and system time from /proc, a measurement printed by the tests (the
// machine's load moves it), or -1 where /proc or the browser's process is not there.
func (p *page) idleCPU(settle, d time.Duration) float64 {
	time.Sleep(settle) // the page comes to rest (the game slows its loop after 2 s still)
	c := chromedp.FromContext(p.ctx)
	if c == nil || c.Browser == nil || c.Browser.Process() == nil {
		return -1
	}
	root := c.Browser.Process().Pid
	t0, ok := treeTicks(root)
	if !ok {
		return -1
	}
	start := time.Now()
	time.Sleep(d)
	t1, _ := treeTicks(root)
	const ticksPerSecond = 100 // USER_HZ on Linux
	return float64(t1-t0) / ticksPerSecond / time.Since(start).Seconds()
}

// treeTicks sums the user and system clock ticks of pid and every process under it.
func treeTicks(root int) (int64, bool) {
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	parent, ticks := map[int]int{}, map[int]int64{}
	for _, f := range stats {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		s := string(b)
		end := strings.LastIndexByte(s, ')') // the command's name may hold spaces
		if end < 0 {
			continue
		}
		pid, _ := strconv.Atoi(strings.Fields(s[:strings.IndexByte(s, ' ')])[0])
		fields := strings.Fields(s[end+2:]) // from the state on: field 3 of stat is fields[0]
		if len(fields) < 13 {
			continue
		}
		ppid, _ := strconv.Atoi(fields[1])
		ut, _ := strconv.ParseInt(fields[11], 10, 64)
		st, _ := strconv.ParseInt(fields[12], 10, 64)
		parent[pid], ticks[pid] = ppid, ut+st
	}
	if _, ok := ticks[root]; !ok {
		return 0, false
	}
	var sum int64
	for pid, tk := range ticks {
		for q, hops := pid, 0; hops < 64; hops++ {
			if q == root {
				sum += tk
				break
			}
			pp, ok := parent[q]
			if !ok || pp == q || pp == 0 {
				break
			}
			q = pp
		}
	}
	return sum, true
}
