// Package sound plays the game's effects and music: on the desktop through oto, the
// library under Ebitengine's audio (output_oto.go), in the browser through the page's
// own Web Audio (output_js.go). It never stops the game: with no sound device it stays
// silent and says why.
//
// It imports assets (the sounds), ui/lang (the words for why it is silent), oto and
// go-mp3; no screen.
package sound

import (
	"errors"
	"sync"

	"mercado/assets"
	"mercado/ui/lang"
)

// coinGap is the number of frames between the clinks of one payment.
const coinGap = 5

// Mixer plays the sounds at the chosen volumes. Its methods are for the game goroutine.
type Mixer struct {
	out    *output  // nil when silent
	reason *silence // why it is silent; nil when sound plays

	effects float64
	music   float64
	muted   bool

	musicOn bool
	due     []dueSound // sounds waiting for their moment
}

// dueSound is a sound to play in some frames: a clink of a payment, or the sound of a
// piece that is still travelling to its place.
type dueSound struct {
	sound  assets.Sound
	frames int
}

var (
	once  sync.Once
	mixer *Mixer
)

// New gives the game's one mixer (Ebitengine allows one audio context per program).
// When the system has no usable sound device it is silent, and Reason says why.
func New() *Mixer {
	once.Do(func() {
		mixer = &Mixer{effects: 0.8, music: 0.3}
		out, err := newOutput()
		if err != nil {
			mixer.reason = asSilence(err)
			return
		}
		mixer.out = out
	})
	return mixer
}

// silence is why there is no sound: a catalog key and a detail for it.
type silence struct{ key, detail string }

func (s *silence) Error() string { return lang.F(s.key, "Detail", s.detail) }

// Silent is a mixer that never plays, for tests and tools; detail says why.
func Silent(detail string) *Mixer {
	return &Mixer{reason: &silence{"sound.failed", detail}, effects: 0.8, music: 0.3}
}

// Reason is why the mixer is silent, in the language in use; "" when sound plays.
func (m *Mixer) Reason() string {
	if m.reason == nil {
		return ""
	}
	return m.reason.Error()
}

// Ready reports whether sound is playing: false while silent, and in the browser until
// the first click or tap lets the page start its audio.
func (m *Mixer) Ready() bool { return m.out != nil && m.out.ready() }

// MusicPlaying reports whether the music is sounding now (not merely wanted: the browser
// plays nothing before the first click or tap, nor while the music is still on its way).
func (m *Mixer) MusicPlaying() bool { return m.out != nil && m.out.musicPlaying() }

// EffectsPlayed is how many effects have started to sound so far (for the tests: an
// effect the browser dropped or could not decode is not counted).
func (m *Mixer) EffectsPlayed() int {
	if m.out == nil {
		return 0
	}
	return m.out.played
}

// SetVolumes sets the effects and music volumes (0..1, clamped) and muting, at once.
func (m *Mixer) SetVolumes(effects, music float64, muted bool) {
	m.effects, m.music, m.muted = clamp(effects), clamp(music), muted
	m.SetMusic(m.musicOn)
}

func clamp(v float64) float64 {
	if !(v >= 0) { // NaN too
		return 0
	}
	return min(v, 1)
}

// musicVolume is the music's volume now: 0 while it is off or muted.
func (m *Mixer) musicVolume() float64 {
	if m.muted || !m.musicOn {
		return 0
	}
	return m.music
}

// Play plays one effect at the effects volume.
func (m *Mixer) Play(s assets.Sound) {
	if m.out == nil || m.muted || m.effects == 0 || s < 0 || s >= assets.NumSounds || s == assets.SoundMusic {
		return
	}
	if err := m.out.play(s, m.effects); err != nil {
		m.fail(err)
	}
}

// PlayIn plays an effect after the given number of frames (at once when 0 or less).
func (m *Mixer) PlayIn(s assets.Sound, frames int) {
	if frames <= 0 {
		m.Play(s)
		return
	}
	m.due = append(m.due, dueSound{s, frames})
}

// Coins is the sound of earning amount coins, starting in the given number of frames:
// one clink for a coin or two, up to four for big payments, one after another.
func (m *Mixer) Coins(amount, frames int) {
	for i := range clinks(amount) {
		m.due = append(m.due, dueSound{assets.SoundCoin, frames + i*coinGap})
	}
}

// clinks is how many clinks a payment of amount coins makes.
func clinks(amount int) int {
	switch {
	case amount <= 0:
		return 0
	case amount <= 2:
		return 1
	case amount <= 6:
		return 2
	case amount <= 15:
		return 3
	}
	return 4
}

// SetMusic starts or stops the background loop.
func (m *Mixer) SetMusic(on bool) {
	m.musicOn = on
	if m.out == nil {
		return
	}
	if err := m.out.setMusic(m.musicVolume()); err != nil {
		m.fail(err)
	}
}

// Update runs once a frame: it plays the sounds that are due, and lets the output start
// what has arrived since (in the browser the sounds come after the first frame).
func (m *Mixer) Update() {
	if m.out != nil {
		if err := m.out.update(); err != nil {
			m.fail(err)
		}
	}
	kept := m.due[:0]
	for _, d := range m.due {
		if d.frames <= 0 {
			m.Play(d.sound)
			continue
		}
		d.frames--
		kept = append(kept, d)
	}
	m.due = kept
}

// fail turns the mixer silent after an error playing: the game goes on without sound.
func (m *Mixer) fail(err error) {
	m.reason = asSilence(err)
	m.out.stop()
	m.out = nil
}

func asSilence(err error) *silence {
	var s *silence
	if errors.As(err, &s) {
		return s
	}
	return &silence{"sound.failed", err.Error()}
}
