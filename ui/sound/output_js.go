package sound

import (
	"errors"
	"math"
	"sync"
	"syscall/js"

	"mercado/assets"
)

// quietGrace is how long, in seconds, the page's audio runs on after the last sound
// ended before it is suspended: long enough that a quick run of sounds (a payment's
// clinks, a move's pieces) never waits for the audio to start again.
const quietGrace = 2.0

// output plays through the page's own Web Audio. The browser decodes each sound once
// (decodeAudioData) and mixes on its own audio thread, so the game does no audio work in
// its frames; the audio context is made at the first tap, click or key (browsers start
// none before), and runs only while something sounds. Ebitengine's audio
// instead asks the game for samples about 20 times a second, decodes the music in Go as
// it plays, and keeps a goroutine waking 100 times a second: it was most of what a
// waiting board cost in the browser (TestBrowserWaitingPage).
type output struct {
	mu sync.Mutex // the page's callbacks run on goroutines of their own

	class     js.Value // the browser's AudioContext
	ctx       js.Value // the AudioContext; undefined until the first tap, click or key
	effects   js.Value // the effects' GainNode
	musicGain js.Value // the music's GainNode

	unlocked bool // a tap, click or key has let the page's audio start
	running  bool // the context is running (asked to resume and not suspended since)
	quietAt  float64

	buffers  [assets.NumSounds]js.Value // the decoded sounds; undefined until decoded
	decoding [assets.NumSounds]bool
	sounding int // effects still playing

	musicVolume float64  // the music's wanted volume; 0 when it is off
	music       js.Value // the music's looping source while it plays; undefined otherwise
	musicStart  float64  // the context's time when the loop was at its start
	musicAt     float64  // where in the loop the music stopped, in seconds

	ended, resumed js.Func
}

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
		o.quietAt = o.now()
		o.settle()
		return nil
	})
	// Browsers start a page's audio only in answer to the person: the first tap, click
	// or key makes the context and starts it (within the event, as they require). Later
	// ones start it again where a browser stopped it on its own.
	gesture := js.FuncOf(func(js.Value, []js.Value) any {
		o.mu.Lock()
		defer o.mu.Unlock()
		switch {
		case !o.ctx.Truthy():
			o.makeContext()
			fallthrough
		case !o.unlocked:
			o.ctx.Call("resume").Call("then", o.resumed)
			o.running = true
		case o.running && o.ctx.Get("state").String() != "running":
			o.ctx.Call("resume")
		}
		return nil
	})
	doc := js.Global().Get("document")
	for _, event := range []string{"touchend", "keyup", "mouseup"} {
		doc.Call("addEventListener", event, gesture)
	}
	// A page in the background is silent, as Ebitengine's audio was: the game stops.
	away := js.FuncOf(func(js.Value, []js.Value) any {
		o.mu.Lock()
		defer o.mu.Unlock()
		o.settle()
		return nil
	})
	doc.Call("addEventListener", "visibilitychange", away)
	return o, nil
}

// makeContext makes the audio context and its two volumes, effects and music.
func (o *output) makeContext() {
	o.ctx = o.class.New()
	dest := o.ctx.Get("destination")
	o.effects = o.ctx.Call("createGain")
	o.effects.Call("connect", dest)
	o.musicGain = o.ctx.Call("createGain")
	o.musicGain.Call("connect", dest)
	if o.musicVolume > 0 {
		o.musicGain.Get("gain").Set("value", o.musicVolume)
	}
}

// now is the audio context's clock, in seconds; it stands still while suspended.
func (o *output) now() float64 {
	if !o.ctx.Truthy() {
		return 0
	}
	return o.ctx.Get("currentTime").Float()
}

// settle runs the context while something sounds and suspends it once all has been
// quiet for quietGrace, or the page is in the background: a silent context still wakes
// the browser's audio thread hundreds of times a second.
func (o *output) settle() {
	if !o.unlocked {
		return
	}
	hidden := js.Global().Get("document").Get("hidden").Truthy()
	busy := !hidden && (o.music.Truthy() || o.sounding > 0)
	switch {
	case busy:
		o.quietAt = o.now()
		if !o.running {
			o.ctx.Call("resume")
			o.running = true
		}
	case o.running && (hidden || o.now()-o.quietAt >= quietGrace):
		o.ctx.Call("suspend")
		o.running = false
	}
}

func (o *output) ready() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.unlocked
}

func (o *output) musicPlaying() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.music.Truthy() && o.running && o.unlocked && o.ctx.Get("state").String() == "running"
}

func (o *output) play(s assets.Sound, volume float64) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	buf := o.buffers[s]
	if !o.unlocked || !buf.Truthy() {
		return nil // nothing sounds before the first tap; or the sound is still on its way
	}
	src := o.ctx.Call("createBufferSource")
	src.Set("buffer", buf)
	src.Call("connect", o.effects)
	o.effects.Get("gain").Set("value", volume)
	src.Set("onended", o.ended)
	src.Call("start")
	o.sounding++
	o.settle()
	return nil
}

func (o *output) setMusic(volume float64) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.musicVolume = volume
	switch {
	case !o.ctx.Truthy(): // the music starts with the context
	case volume == 0:
		o.stopMusic()
	default:
		o.musicGain.Get("gain").Set("value", volume)
		o.startMusic()
	}
	o.settle()
	return nil
}

// startMusic starts the loop where it last stopped, once the music is decoded.
func (o *output) startMusic() {
	buf := o.buffers[assets.SoundMusic]
	if o.music.Truthy() || !buf.Truthy() {
		return
	}
	src := o.ctx.Call("createBufferSource")
	src.Set("buffer", buf)
	src.Set("loop", true)
	src.Call("connect", o.musicGain)
	src.Call("start", 0, o.musicAt)
	o.musicStart = o.now() - o.musicAt
	o.music = src
}

// stopMusic stops the loop and keeps its place.
func (o *output) stopMusic() {
	if !o.music.Truthy() {
		return
	}
	if d := o.music.Get("buffer").Get("duration").Float(); d > 0 {
		o.musicAt = math.Mod(o.now()-o.musicStart, d)
	}
	o.music.Call("stop")
	o.music.Call("disconnect")
	o.music = js.Undefined()
}

func (o *output) update() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.ctx.Truthy() {
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

// decode has the browser decode a sound that has arrived. One that fails stays silent
// (the console says why); the others play.
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
	o.ctx.Call("decodeAudioData", arr.Get("buffer"), done, failed)
}

// stop silences what plays: the mixer gives the output up after an error.
func (o *output) stop() {
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.ctx.Truthy() {
		return
	}
	o.stopMusic()
	o.ctx.Call("suspend")
	o.running = false
}
