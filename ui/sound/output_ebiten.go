//go:build !js

package sound

import (
	"bytes"
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/audio/mp3"

	"mercado/assets"
)

// SampleRate is the audio context's rate; the sounds are made at it.
const SampleRate = 44100

// output plays through Ebitengine's audio context: the effects decoded to PCM once, the
// music decoded as it plays.
type output struct {
	ctx *audio.Context

	pcm         [assets.NumSounds][]byte // decoded on first use
	musicVolume float64                  // the music's wanted volume; 0 when it is off
	musicPlayer *audio.Player
	played      int // effects started so far
}

func newOutput() (*output, error) {
	if err := probe(); err != nil {
		return nil, err
	}
	return &output{ctx: audio.NewContext(SampleRate)}, nil
}

func (o *output) ready() bool { return o.ctx.IsReady() }

func (o *output) musicPlaying() bool { return o.musicPlayer != nil && o.musicPlayer.IsPlaying() }

func (o *output) play(s assets.Sound, volume float64) error {
	if o.pcm[s] == nil && assets.SoundMP3(s) == nil {
		return nil // not there yet
	}
	data, err := o.decoded(s)
	if err != nil {
		return err
	}
	p := o.ctx.NewPlayerFromBytes(data)
	p.SetVolume(volume)
	p.Play()
	o.played++
	return nil
}

func (o *output) setMusic(volume float64) error {
	o.musicVolume = volume
	if volume == 0 {
		if o.musicPlayer != nil {
			o.musicPlayer.Pause()
		}
		return nil
	}
	if o.musicPlayer == nil {
		data := assets.SoundMP3(assets.SoundMusic)
		if data == nil {
			return nil // update starts it when it has come
		}
		// The music is decoded as it plays: decoding it all first would hold up the
		// start.
		stream, err := mp3.DecodeWithSampleRate(SampleRate, bytes.NewReader(data))
		if err != nil {
			return err
		}
		loop := audio.NewInfiniteLoop(stream, stream.Length())
		if o.musicPlayer, err = o.ctx.NewPlayer(loop); err != nil {
			return err
		}
	}
	o.musicPlayer.SetVolume(volume)
	if !o.musicPlayer.IsPlaying() {
		o.musicPlayer.Play()
	}
	return nil
}

func (o *output) update() error {
	if o.musicVolume > 0 && o.musicPlayer == nil && assets.SoundMP3(assets.SoundMusic) != nil {
		return o.setMusic(o.musicVolume) // the music has arrived
	}
	return nil
}

// stop silences what plays: the mixer gives the output up after an error.
func (o *output) stop() {
	if o.musicPlayer != nil {
		o.musicPlayer.Pause()
	}
}

// decoded is the sound as PCM for the context, decoded once.
func (o *output) decoded(s assets.Sound) ([]byte, error) {
	if o.pcm[s] != nil {
		return o.pcm[s], nil
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
	o.pcm[s] = data
	return data, nil
}
