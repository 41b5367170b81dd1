package assets

import (
	"bytes"
	"io"
	"testing"

	"github.com/hajimehoshi/go-mp3"
)

// Every sound decodes at 44100 Hz and is as long as its use wants: effects short, the
// music loop long.
func TestSoundsDecode(t *testing.T) {
	for s := Sound(0); s < NumSounds; s++ {
		data := SoundMP3(s)
		if len(data) == 0 {
			t.Fatalf("%v: no data", s)
		}
		d, err := mp3.NewDecoder(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%v: %v", s, err)
		}
		if d.SampleRate() != 44100 {
			t.Errorf("%v: %d Hz", s, d.SampleRate())
		}
		n, err := io.Copy(io.Discard, d)
		if err != nil {
			t.Fatalf("%v: %v", s, err)
		}
		seconds := float64(n) / 4 / 44100 // 16-bit stereo
		long := s == SoundMusic
		if long && (seconds < 15 || seconds > 60) || !long && (seconds < 0.05 || seconds > 2) {
			t.Errorf("%v lasts %.2f s", s, seconds)
		}
	}
	if SoundMP3(NumSounds) != nil || SoundMP3(-1) != nil {
		t.Error("a sound out of range has data")
	}
}
