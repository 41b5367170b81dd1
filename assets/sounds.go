package assets

import (
	"embed"
	"fmt"
)

// Sound is one of the game's sounds (assets/sound/, made by build/make-sounds.sh).
type Sound int

const (
	SoundStand Sound = iota
	SoundRestaurant
	SoundCustomers
	SoundCoin
	SoundTurn
	SoundInvalid
	SoundEnd
	SoundMusic
	NumSounds
)

var soundFiles = [NumSounds]string{"stand", "restaurant", "customers", "coin", "turn", "invalid", "end", "music"}

//go:embed sound/*.mp3
var sounds embed.FS

// SoundMP3 is the sound's mp3 file.
func SoundMP3(s Sound) []byte {
	if s < 0 || s >= NumSounds {
		return nil
	}
	data, err := sounds.ReadFile("sound/" + soundFiles[s] + ".mp3")
	if err != nil {
		panic(fmt.Sprintf("assets: embedded sound %s missing: %v", soundFiles[s], err)) // a broken build
	}
	return data
}

func (s Sound) String() string {
	if s < 0 || s >= NumSounds {
		return fmt.Sprintf("Sound(%d)", int(s))
	}
	return soundFiles[s]
}
