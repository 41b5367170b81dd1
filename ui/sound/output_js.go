package sound

import (
	"errors"
	"math"
	"sync"
	"syscall/js"

	"mercado/assets"
)

// quietGrace is how long, in seconds, a line runs on after its last sound ended before
// it is suspended: long enough that a quick run of sounds (a payment's clinks, a move's
// pieces) never waits for the audio to start again.
const quietGrace = 2.0

// output plays through the page's own Web Audio. The browser decodes each sound once
// (decodeAudioData) and mixes on its own audio thread, so the game does no audio work in
// its frames. Ebitengine's audio instead asks the game for samples about 20 times a
// second, decodes the music in Go as it plays, and keeps a goroutine waking 100 times a
// second: it was most of what a waiting board cost in the browser
// (TestBrowserWaitingPage). The audio is made at the first tap, click or key (browsers
// start none before), on two lines: the effects, quick to answer, and the music, which
// may lag and so wakes the browser's audio thread far less often. Each runs only while
// it sounds.
type output struct {
	mu sync.Mutex // the page's callbacks run on goroutines of their own

	class          js.Value // the browser's AudioContext
	effects, music *line    // nil until the first tap, click or key
	unlocked       bool     // a tap, click or key has let the page's audio start

	buffers  [assets.NumSounds]js.Value // the decoded sounds; undefined until decoded
	decoding [assets.NumSounds]bool
	sounding int // effects still playing
	played   int // effects started so far

	musicVolume float64  // the music's wanted volume; 0 when it is off
	loop        js.Value // the music's looping source while it plays; undefined otherwise
	loopStart   float64  // the music line's time when the loop was at its start
	loopAt      float64  // where in the loop the music stopped, in seconds

	ended, resumed js.Func
}

// line is one audio context with its volume.
type line struct {
	ctx, gain js.Value
	running   bool    // asked to run and not suspended since
	quietAt   float64 // the context's time when it last sounded
}

func newLine(class js.Value, latency string) *line {
	l := &line{ctx: class.New(map[string]any{"latencyHint": latency})}
	l.gain = l.ctx.Call("createGain")
	l.gain.Call("connect", l.ctx.Get("destination"))
	return l
}

// now is the line's clock, in seconds; it stands still while suspended.
func (l *line) now() float64 { return l.ctx.Get("currentTime").Float() }

// settle runs the line while it sounds and suspends it once it has been quiet for
// quietGrace, or at once when the page is in the background: a silent context still
// wakes the browser's audio thread many times a second.
func (l *line) settle(busy, hidden bool) {
	switch {
	case busy && !hidden:
		l.quietAt = l.now()
		if !l.running {
			l.ctx.Call("resume")
			l.running = true
		}
	case l.running && (hidden || l.now()-l.quietAt >= quietGrace):
		l.ctx.Call("suspend")
		l.running = false
	}
}

func (l *line) setVolume(v float64) { l.gain.Get("gain").Set("value", v) }

func newOutput() (*output, error) {
	class := js.Global().Get("AudioContext")
	if !class.Truthy() {
		class = js.Global().Get("webkitAudioContext")
	}
	if !class.Truthy() {
		return nil, errors.New("no Web Audio in this browser") // not translated: a detail to the catalog's sentence
	}
	o := &output{class: class}
	o.ended = js.FuncOf(func(js.Value, []js.Value) any {
		o.mu.Lock()
		defer o.mu.Unlock()
		o.sounding--
		return nil
	})
	o.resumed = js.FuncOf(func(js.Value, []js.Value) any {
		o.mu.Lock()
		defer o.mu.Unlock()
		o.unlocked = true
		o.effects.quietAt = o.effects.now()
		o.settle()
		return nil
	})
	// Browsers start a page's audio only in answer to the person: the first tap, click
	// or key makes the lines and starts them (within the event, as browsers require).
	// Later ones start a line again where a browser stopped it on its own.
	gesture := js.FuncOf(func(js.Value, []js.Value) any {
		o.mu.Lock()
		defer o.mu.Unlock()
		if o.effects == nil {
			o.effects = newLine(o.class, "interactive")
			o.music = newLine(o.class, "playback")
			o.music.setVolume(o.musicVolume)
		}
		for _, l := range []*line{o.effects, o.music} {
			if !o.unlocked || (l.running && l.ctx.Get("state").String() != "running") {
				l.ctx.Call("resume")
				l.running = true
			}
		}
		if !o.unlocked {
			o.effects.ctx.Call("resume").Call("then", o.resumed)
		}
		return nil
	})
	doc := js.Global().Get("document")
	for _, event := range []string{"touchend", "keyup", "mouseup"} {
		doc.Call("addEventListener", event, gesture)
	}
	// A page in the background is silent, as with Ebitengine's audio: the game stops.
	away := js.FuncOf(func(js.Value, []js.Value) any {
		o.mu.Lock()
		defer o.mu.Unlock()
		o.settle()
		return nil
	})
	doc.Call("addEventListener", "visibilitychange", away)
	return o, nil
}

// settle runs each line while it sounds, and suspends it when quiet.
func (o *output) settle() {
	if !o.unlocked {
		return
	}
	hidden := js.Global().Get("document").Get("hidden").Truthy()
	o.effects.settle(o.sounding > 0, hidden)
	o.music.settle(o.loop.Truthy(), hidden)
}

func (o *output) ready() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.unlocked
}

func (o *output) musicPlaying() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.unlocked && o.loop.Truthy() && o.music.running && o.music.ctx.Get("state").String() == "running"
}

func (o *output) play(s assets.Sound, volume float64) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	buf := o.buffers[s]
	if !o.unlocked || !buf.Truthy() {
		return nil // nothing sounds before the first tap; or the sound is still on its way
	}
	src := o.effects.ctx.Call("createBufferSource")
	src.Set("buffer", buf)
	src.Call("connect", o.effects.gain)
	o.effects.setVolume(volume)
	src.Set("onended", o.ended)
	src.Call("start")
	o.sounding++
	o.played++
	o.settle()
	return nil
}

func (o *output) setMusic(volume float64) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.musicVolume = volume
	switch {
	case o.music == nil: // the music starts with the lines
	case volume == 0:
		o.stopMusic()
	default:
		o.music.setVolume(volume)
		o.startMusic()
	}
	o.settle()
	return nil
}

// startMusic starts the loop where it last stopped, once the music is decoded.
func (o *output) startMusic() {
	buf := o.buffers[assets.SoundMusic]
	if o.loop.Truthy() || !buf.Truthy() {
		return
	}
	src := o.music.ctx.Call("createBufferSource")
	src.Set("buffer", buf)
	src.Set("loop", true)
	src.Call("connect", o.music.gain)
	src.Call("start", 0, o.loopAt)
	o.loopStart = o.music.now() - o.loopAt
	o.loop = src
}

// stopMusic stops the loop and keeps its place.
func (o *output) stopMusic() {
	if !o.loop.Truthy() {
		return
	}
	if d := o.loop.Get("buffer").Get("duration").Float(); d > 0 {
		o.loopAt = math.Mod(o.music.now()-o.loopStart, d)
	}
	o.loop.Call("stop")
	o.loop.Call("disconnect")
	o.loop = js.Undefined()
}

func (o *output) update() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.effects == nil {
		return nil // nothing to decode with before the first tap
	}
	for s := range assets.NumSounds {
		if !o.decoding[s] && assets.SoundMP3(s) != nil {
			o.decoding[s] = true
			o.decode(s)
		}
	}
	if o.musicVolume > 0 {
		o.startMusic()
	}
	o.settle()
	return nil
}

// decode has the browser decode a sound that has arrived (an AudioBuffer plays on
// either line). One that fails stays silent (the console says why); the others play.
func (o *output) decode(s assets.Sound) {
	data := assets.SoundMP3(s)
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	var done, failed js.Func
	done = js.FuncOf(func(_ js.Value, args []js.Value) any {
		o.mu.Lock()
		o.buffers[s] = args[0]
		o.mu.Unlock()
		done.Release()
		failed.Release()
		return nil
	})
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		js.Global().Get("console").Call("warn", "mercado: the sound "+s.String()+" could not be decoded:", args[0]) // not translated: a developer's message
		done.Release()
		failed.Release()
		return nil
	})
	// The callback form: older Safari has no promise form.
	o.effects.ctx.Call("decodeAudioData", arr.Get("buffer"), done, failed)
}

// stop silences what plays: the mixer gives the output up after an error.
func (o *output) stop() {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.effects == nil {
		return
	}
	o.stopMusic()
	for _, l := range []*line{o.effects, o.music} {
		l.ctx.Call("suspend")
		l.running = false
	}
}
