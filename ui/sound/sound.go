// Package sound plays the game's effects and music through Ebitengine's audio. It never
// stops the game: with no sound device it stays silent and says why.
package sound

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/audio/mp3"

	"mercado/assets"
	"mercado/ui/lang"
)

// SampleRate is the audio context's rate; the sounds are made at it.
const SampleRate = 44100

// coinGap is the number of frames between the clinks of one payment.
const coinGap = 5

// Mixer plays the sounds at the chosen volumes. Its methods are for the game goroutine.
type Mixer struct {
	ctx    *audio.Context // nil when silent
	reason *silence       // why it is silent; nil when sound plays

	pcm     [assets.NumSounds][]byte // decoded on first use
	effects float64
	music   float64
	muted   bool

	musicOn     bool
	musicPlayer *audio.Player
	due         []dueSound // sounds waiting for their moment
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
		if err := probe(); err != nil {
			mixer.reason = asSilence(err)
			return
		}
		mixer.ctx = audio.NewContext(SampleRate)
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
func (m *Mixer) Ready() bool { return m.ctx != nil && m.ctx.IsReady() }

// SetVolumes sets the effects and music volumes (0..1, clamped) and muting, at once.
func (m *Mixer) SetVolumes(effects, music float64, muted bool) {
	m.effects, m.music, m.muted = clamp(effects), clamp(music), muted
	if m.musicPlayer != nil {
		m.musicPlayer.SetVolume(m.musicVolume())
	}
	m.SetMusic(m.musicOn)
}

func clamp(v float64) float64 {
	if !(v >= 0) { // NaN too
		return 0
	}
	return min(v, 1)
}

func (m *Mixer) musicVolume() float64 {
	if m.muted {
		return 0
	}
	return m.music
}

// Play plays one effect at the effects volume.
func (m *Mixer) Play(s assets.Sound) {
	if m.ctx == nil || m.muted || m.effects == 0 || s < 0 || s >= assets.NumSounds {
		return
	}
	if m.pcm[s] == nil && assets.SoundMP3(s) == nil {
		return // the browser is still fetching it
	}
	data, err := m.decoded(s)
	if err != nil {
		m.fail(err)
		return
	}
	p := m.ctx.NewPlayerFromBytes(data)
	p.SetVolume(m.effects)
	p.Play()
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
	if m.ctx == nil {
		return
	}
	playing := on && m.musicVolume() > 0
	if !playing {
		if m.musicPlayer != nil {
			m.musicPlayer.Pause()
		}
		return
	}
	if m.musicPlayer == nil {
		data := assets.SoundMP3(assets.SoundMusic)
		if data == nil {
			return // the browser is still fetching it: Update starts it when it has come
		}
		// The music is decoded as it plays: decoding it all first would hold up the
		// start (seconds in a browser).
		stream, err := mp3.DecodeWithSampleRate(SampleRate, bytes.NewReader(data))
		if err != nil {
			m.fail(err)
			return
		}
		loop := audio.NewInfiniteLoop(stream, stream.Length())
		if m.musicPlayer, err = m.ctx.NewPlayer(loop); err != nil {
			m.fail(err)
			return
		}
	}
	m.musicPlayer.SetVolume(m.musicVolume())
	if !m.musicPlayer.IsPlaying() {
		m.musicPlayer.Play()
	}
}

// Update runs once a frame: it plays the sounds that are due.
func (m *Mixer) Update() {
	if m.musicOn && m.musicPlayer == nil && m.ctx != nil && m.musicVolume() > 0 && assets.SoundMP3(assets.SoundMusic) != nil {
		m.SetMusic(true) // the music has arrived
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

// decoded is the sound as PCM for the context, decoded once.
func (m *Mixer) decoded(s assets.Sound) ([]byte, error) {
	if m.pcm[s] != nil {
		return m.pcm[s], nil
	}
	stream, err := mp3.DecodeWithSampleRate(SampleRate, bytes.NewReader(assets.SoundMP3(s)))
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(stream)
	if err != nil {
		return nil, err
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("sound %s: no samples", s) // not translated: a broken build
	}
	m.pcm[s] = data
	return data, nil
}

// fail turns the mixer silent after an error playing: the game goes on without sound.
func (m *Mixer) fail(err error) {
	m.reason = asSilence(err)
	m.ctx = nil
}

func asSilence(err error) *silence {
	var s *silence
	if errors.As(err, &s) {
		return s
	}
	return &silence{"sound.failed", err.Error()}
}
