package assets

import "fmt"

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

// SoundMP3 is the sound's mp3 file; nil while the browser still fetches it (sounds_js.go).
func SoundMP3(s Sound) []byte {
	if s < 0 || s >= NumSounds {
		return nil
	}
	return soundData(s)
}

// SoundFile is the sound's file name under sound/ (the browser build serves the sounds
// beside the game).
func SoundFile(s Sound) string { return soundFiles[s] + ".mp3" }

func (s Sound) String() string {
	if s < 0 || s >= NumSounds {
		return fmt.Sprintf("Sound(%d)", int(s))
	}
	return soundFiles[s]
}
