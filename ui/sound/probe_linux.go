//go:build linux && !android

package sound

import (
	"fmt"

	"github.com/ebitengine/purego"
)

// probe opens ALSA's default playback device the way oto's ALSA backend will, and closes it
// again. oto reports a failure to open the device only later, from its own goroutine;
// asking first lets the game say at once that it runs silently
// (on a server, in CI under Xvfb, on a machine without a sound card).
func probe() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &silence{"sound.failed", fmt.Sprint(r)}
		}
	}()
	lib, err := purego.Dlopen("libasound.so.2", purego.RTLD_LAZY|purego.RTLD_GLOBAL)
	if err != nil {
		return &silence{"sound.no_library", "libasound2"}
	}
	quietALSA(lib)
	var open func(pcm *uintptr, name *byte, stream, mode int32) int32
	var closePCM func(pcm uintptr) int32
	purego.RegisterLibFunc(&open, lib, "snd_pcm_open")
	purego.RegisterLibFunc(&closePCM, lib, "snd_pcm_close")
	const playback, nonblock = 0, 1
	var pcm uintptr
	name := []byte("default\x00")
	if code := open(&pcm, &name[0], playback, nonblock); code < 0 {
		return &silence{"sound.no_device", fmt.Sprint(code)}
	}
	closePCM(pcm)
	return nil
}

// quietALSA stops ALSA printing its own error lines (its configuration's "cannot find
// card", "Unknown PCM default", ...) on the game's standard error: with no sound device
// the player is told once, in the game's words, and the probe's error keeps ALSA's code.
// ALSA reports through one handler for the whole process, so Ebitengine's use of it later
// is quiet too.
func quietALSA(lib uintptr) {
	var setHandler func(handler uintptr) int32
	purego.RegisterLibFunc(&setHandler, lib, "snd_lib_error_set_handler")
	// The handler is C's variadic (file, line, function, err, fmt, ...); it ignores all.
	setHandler(purego.NewCallback(func(file, line, function, err, format uintptr) {}))
}
