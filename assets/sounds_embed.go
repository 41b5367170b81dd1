//go:build !js

package assets

import (
	"embed"
	"fmt"
)

//go:embed sound/*.mp3
var sounds embed.FS

func soundData(s Sound) []byte {
	data, err := sounds.ReadFile("sound/" + SoundFile(s))
	if err != nil {
		panic(fmt.Sprintf("assets: embedded sound %s missing: %v", soundFiles[s], err)) // a broken build
	}
	return data
}

// FetchSounds has nothing to fetch outside the browser: the sounds are compiled in.
func FetchSounds() {}
