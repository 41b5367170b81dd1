//go:build !js

package sound

import (
	"bytes"
	"fmt"
	"io"
	"sync"

	"github.com/ebitengine/oto/v3"
	"github.com/hajimehoshi/go-mp3"

	"mercado/assets"
)

// SampleRate is the device's rate; the sounds are made at it.
const SampleRate = 44100

// output plays through oto, the audio library under Ebitengine's own audio package,
// used directly because it lets the device rest: oto's device loop mixes and writes
// samples for as long as its context runs, whether or not anything sounds, and on a
// device that takes samples without pacing them (ALSA's null device, the tests' and
// CI's) it spins a core doing so. The context therefore runs only while a sound plays
// (the gate), the effects are decoded to PCM once, and the music is decoded as it plays,
// never further ahead of the clock than musicLead (paced.go), and not at all while muted
// or at volume 0.
type output struct {
	ctx    *oto.Context
	opened chan struct{} // closed once oto has opened the device
	gate   *gate

	pcm     [assets.NumSounds][]byte // decoded on first use
	effects []*oto.Player            // effects started that may still sound; kept reachable
	played  int                      // effects started so far

	musicVolume float64      // the music's wanted volume; 0 when it is off
	music       *oto.Player  // nil until the music first plays
	stream      *pacedStream // the music's decoder, paced to the clock
	quiet       int          // updates in a row with nothing sounding
}

// quietUpdates is how many updates with nothing sounding let the device rest: a quick
// run of sounds (a payment's clinks, a move's pieces) keeps it running between them.
const quietUpdates = 30

func newOutput() (*output, error) {
	if err := probe(); err != nil {
		return nil, err
	}
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{SampleRate: SampleRate, ChannelCount: 2, Format: oto.FormatSignedInt16LE})
	if err != nil {
		return nil, &silence{"sound.failed", err.Error()}
	}
	return &output{ctx: ctx, opened: ready, gate: newGate(ctx, ready)}, nil
}

// isReady reports whether the device has opened (oto opens it on a goroutine of its own).
func (o *output) isReady() bool {
	select {
	case <-o.opened:
		return true
	default:
		return false
	}
}

func (o *output) ready() bool { return o.isReady() && o.ctx.Err() == nil }

func (o *output) musicPlaying() bool { return o.music != nil && o.music.IsPlaying() }

func (o *output) play(s assets.Sound, volume float64) error {
	if o.pcm[s] == nil && assets.SoundMP3(s) == nil {
		return nil // not there yet
	}
	data, err := o.decoded(s)
	if err != nil {
		return err
	}
	p := o.ctx.NewPlayer(bytes.NewReader(data))
	p.SetVolume(volume)
	p.Play()
	o.effects = append(o.effects, p)
	o.played++
	o.settle()
	return nil
}

func (o *output) setMusic(volume float64) error {
	o.musicVolume = volume
	if volume == 0 {
		if o.music != nil {
			o.music.PauseAndStopReading() // muted or off: nothing more is decoded
		}
		return nil // the device rests once the effects are over too (settle)
	}
	if o.music == nil {
		data := assets.SoundMP3(assets.SoundMusic)
		if data == nil {
			return nil // update starts it when it has come
		}
		d, err := decoder(assets.SoundMusic, data)
		if err != nil {
			return err
		}
		o.stream = newPacedStream(d, o.gate)
		o.music = o.ctx.NewPlayer(o.stream)
	}
	o.music.SetVolume(volume)
	if !o.music.IsPlaying() {
		o.stream.restart() // paced from now: the time it was silent is not owed
		o.music.Play()
	}
	o.settle()
	return nil
}

func (o *output) update() error {
	if !o.isReady() {
		return nil
	}
	if err := o.ctx.Err(); err != nil {
		return err
	}
	if o.musicVolume > 0 && o.music == nil && assets.SoundMP3(assets.SoundMusic) != nil {
		if err := o.setMusic(o.musicVolume); err != nil { // the music has arrived
			return err
		}
	}
	if o.music != nil {
		if err := o.music.Err(); err != nil {
			return err
		}
	}
	kept := o.effects[:0]
	for _, p := range o.effects {
		if p.IsPlaying() {
			kept = append(kept, p)
		}
	}
	clear(o.effects[len(kept):])
	o.effects = kept
	o.settle()
	return nil
}

// settle runs the device while something sounds, and lets it rest after quietUpdates
// updates of silence.
func (o *output) settle() {
	if len(o.effects) > 0 || o.musicVolume > 0 && o.music != nil {
		o.quiet = 0
		o.gate.sound(true)
		return
	}
	if o.quiet++; o.quiet == quietUpdates {
		o.gate.sound(false)
	}
}

// stop silences what plays: the mixer gives the output up after an error.
func (o *output) stop() {
	if o.music != nil {
		o.music.PauseAndStopReading()
	}
	o.effects = nil
	o.gate.sound(false)
}

// decoded is the sound as PCM for the device, decoded once.
func (o *output) decoded(s assets.Sound) ([]byte, error) {
	if o.pcm[s] != nil {
		return o.pcm[s], nil
	}
	d, err := decoder(s, assets.SoundMP3(s))
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(d)
	if err != nil {
		return nil, err
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("sound %s: no samples", s) // not translated: a broken build
	}
	o.pcm[s] = data
	return data, nil
}

// decoder decodes a sound's mp3 to 16-bit stereo at the device's rate.
func decoder(s assets.Sound, data []byte) (*mp3.Decoder, error) {
	d, err := mp3.NewDecoder(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("sound %s: %w", s, err) // not translated: a broken build
	}
	if d.SampleRate() != SampleRate {
		return nil, fmt.Errorf("sound %s: %d Hz, not %d", s, d.SampleRate(), SampleRate) // not translated: a broken build
	}
	return d, nil
}

// gate runs oto's device while a sound plays and the music's pacer does not hold it, and
// suspends it otherwise: a suspended device's loop waits instead of mixing silence.
// The game's goroutine and oto's (through the pacer) say what they want; a goroutine of
// the gate's own suspends and resumes the device, since oto may wait a device period
// for either and the game's frame must not.
type gate struct {
	mu       sync.Mutex
	sounding bool // something plays
	held     bool // the music is ahead of the clock on a device that does not pace it
	running  bool // the device runs (as the gate's goroutine last left it)
	want     chan struct{}
}

// newGate starts the gate of a device that runs from the start, once it has opened.
func newGate(ctx *oto.Context, opened <-chan struct{}) *gate {
	g := &gate{sounding: true, running: true, want: make(chan struct{}, 1)} // as oto starts it
	go g.loop(ctx, opened)
	return g
}

func (g *gate) loop(ctx *oto.Context, opened <-chan struct{}) {
	<-opened
	for range g.want {
		g.mu.Lock()
		run := g.sounding && !g.held
		same := run == g.running
		g.mu.Unlock()
		if same {
			continue
		}
		var err error
		if run {
			err = ctx.Resume()
		} else {
			err = ctx.Suspend()
		}
		if err != nil {
			return // the context's Err says why at the mixer's next update
		}
		g.mu.Lock()
		g.running = run
		g.mu.Unlock()
	}
}

// sound says whether anything plays now.
func (g *gate) sound(on bool) { g.set(func() { g.sounding = on }) }

// hold keeps the device suspended while the music waits for the clock.
func (g *gate) hold(on bool) { g.set(func() { g.held = on }) }

func (g *gate) set(change func()) {
	g.mu.Lock()
	was := g.sounding && !g.held
	change()
	same := was == (g.sounding && !g.held)
	g.mu.Unlock()
	if same {
		return // the goroutine has this wish already
	}
	select {
	case g.want <- struct{}{}:
	default: // a wish is waiting already; the goroutine reads the latest state
	}
}

// rests reports whether the device is suspended (for the tests).
func (g *gate) rests() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return !g.running
}
