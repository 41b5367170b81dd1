//go:build !js

package sound

import (
	"errors"
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// The music's pace. A device that plays in real time asks for samples as fast as they
// sound; one that takes them without pacing (ALSA's null device) asks as fast as they
// can be decoded, and the decoder then spins a core for nothing. The music's stream
// therefore gives out no more than the clock allows, musicLead ahead of it (more than
// oto's half a second of buffer, so that a real device never waits), and while it waits
// it holds the device suspended: it then costs what playing it costs.

const (
	bytesPerSecond = SampleRate * 4 // 16-bit stereo
	// musicLead is how far ahead of the clock the music may be decoded.
	musicLead = time.Second
	// musicDrift is how much faster than the clock a real device may run, in parts of a
	// thousand, before it waits for the music: more than any sound card's crystal errs.
	musicDrift = 2
	// paceStep is the shortest and longest wait for the clock.
	paceMin, paceMax = 5 * time.Millisecond, 40 * time.Millisecond
)

// pacedStream is the music, decoded in a loop and paced to the clock.
type pacedStream struct {
	src  io.ReadSeeker // the decoder
	gate *gate         // held while the stream waits; nil in tests
	now  func() time.Duration
	wait func(time.Duration)

	mu    sync.Mutex
	start time.Duration // the clock when the music last started
	given int64         // bytes given out since

	reads atomic.Int64 // reads of the decoder (for the tests)
}

// clockOrigin is where the monotonic clock's readings count from.
var clockOrigin = time.Now()

func newPacedStream(src io.ReadSeeker, g *gate) *pacedStream {
	return &pacedStream{src: src, gate: g, now: func() time.Duration { return time.Since(clockOrigin) }, wait: time.Sleep}
}

// restart paces the stream from now on: the time it was silent is not owed to it.
func (p *pacedStream) restart() {
	p.mu.Lock()
	p.start, p.given = p.now(), 0
	p.mu.Unlock()
}

// allowed is how many bytes the clock lets the stream give out now.
func (p *pacedStream) allowed() int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	elapsed := p.now() - p.start
	due := int64((elapsed + elapsed*musicDrift/1000 + musicLead).Seconds() * bytesPerSecond)
	return due - p.given
}

// Read gives out the next samples once the clock allows them, looping at the end.
func (p *pacedStream) Read(b []byte) (int, error) {
	want := int64(len(b)) &^ 3
	if want == 0 {
		return 0, nil
	}
	room := p.allowed()
	for room < min(want, bytesPerSecond/50) { // less than 20 ms allowed: ahead of the clock
		p.hold(true)
		p.wait(min(paceMax, max(paceMin, time.Duration(float64(min(want, bytesPerSecond/20)-room)/bytesPerSecond*float64(time.Second)))))
		room = p.allowed()
	}
	p.hold(false)
	n, err := p.src.Read(b[:min(want, room&^3)])
	p.reads.Add(1)
	if errors.Is(err, io.EOF) {
		_, err = p.src.Seek(0, io.SeekStart)
	}
	p.mu.Lock()
	p.given += int64(n)
	p.mu.Unlock()
	return n, err
}

func (p *pacedStream) hold(on bool) {
	if p.gate != nil {
		p.gate.hold(on)
	}
}
