//go:build !js

package sound

import (
	"io"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"
)

// endless is a decoder's stand-in: a second of silence, over and over.
type endless struct{ at int64 }

func (e *endless) Read(b []byte) (int, error) {
	n := min(int64(len(b)), bytesPerSecond-e.at)
	e.at += n
	if e.at == bytesPerSecond {
		return int(n), io.EOF
	}
	return int(n), nil
}

func (e *endless) Seek(int64, int) (int64, error) { e.at = 0; return 0, nil }

// On a device that takes samples as fast as they come, the music is decoded no faster
// than the clock allows, musicLead ahead, and the device is held while it waits. The
// clock is the test's own: it moves only while the stream waits, so the count of
// samples decoded depends on no machine's speed.
func TestMusicIsDecodedNoFasterThanItPlays(t *testing.T) {
	var clock time.Duration
	g := &gate{}
	p := &pacedStream{src: &endless{}, gate: g, now: func() time.Duration { return clock }}
	p.wait = func(d time.Duration) {
		if !g.held {
			t.Fatal("the stream waits with the device running")
		}
		clock += d
	}
	p.restart()
	buf := make([]byte, 8192)
	var given int64
	for range 20000 { // the device's loop asking for more, as fast as it can
		n, err := p.Read(buf)
		if err != nil {
			t.Fatal(err)
		}
		given += int64(n)
	}
	limit := int64((clock + clock*musicDrift/1000 + musicLead).Seconds() * bytesPerSecond)
	if given > limit || given < limit-bytesPerSecond/10 {
		t.Fatalf("%d bytes decoded in %v of the clock: want at most %d, and close to it", given, clock, limit)
	}
	if clock < 10*time.Second {
		t.Fatalf("20000 reads of 8 KiB took only %v of the clock", clock)
	}
	if g.held {
		t.Fatal("the device is still held after a read was given its samples")
	}
	// After a silence the stream starts afresh: the time it was silent is not owed.
	clock += time.Hour
	p.restart()
	n, _ := p.Read(make([]byte, 4*bytesPerSecond))
	if n > int(musicLead.Seconds()*bytesPerSecond) {
		t.Fatalf("after an hour's pause the first read gave %d bytes", n)
	}
}

// Muted or at volume 0 the music is not decoded, and the device rests; playing, it is.
// The decoder's reads are counted; the waits are guards only.
func TestMutedMusicDecodesNothing(t *testing.T) {
	m := New()
	if m.out == nil {
		if cfg := os.Getenv("ALSA_CONFIG_PATH"); strings.HasSuffix(cfg, "build/alsa-null.conf") && runtime.GOOS == "linux" {
			t.Fatalf("no sound on the null device: %s", m.Reason())
		}
		t.Skip("no sound device:", m.Reason())
	}
	defer m.SetMusic(false)
	o := m.out
	reads := func() int64 {
		if o.stream == nil {
			return 0
		}
		return o.stream.reads.Load()
	}
	m.SetVolumes(0.8, 0.3, true)
	start := reads() // the mixer is the process's one: another test may have played it
	m.SetMusic(true)
	frames(m, 120)
	if got := reads() - start; got != 0 {
		t.Fatalf("muted, the music was read %d times", got)
	}
	if !o.gate.rests() {
		t.Fatal("muted, with nothing playing, the device runs")
	}
	m.SetVolumes(0.8, 0.3, false)
	for i := 0; reads() == start; i++ {
		if i == 5000 {
			t.Fatal("unmuted, the music is never decoded")
		}
		frames(m, 1)
	}
	for _, c := range []struct {
		what  string
		music float64
		muted bool
	}{{"muted", 0.3, true}, {"at volume 0", 0, false}} {
		m.SetVolumes(0.8, 0.3, false)
		frames(m, 10)
		m.SetVolumes(0.8, c.music, c.muted)
		before := reads()
		frames(m, 300)
		if got := reads(); got != before {
			t.Fatalf("%s, the music was read %d times more in 300 frames", c.what, got-before)
		}
		if !o.gate.rests() {
			t.Fatalf("%s, with nothing playing, the device runs", c.what)
		}
	}
}

// frames runs n of the mixer's frames, giving oto's goroutines a moment between them.
func frames(m *Mixer, n int) {
	for range n {
		m.Update()
		time.Sleep(time.Millisecond)
	}
}
