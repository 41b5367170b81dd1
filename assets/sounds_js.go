//go:build js

package assets

import (
	"sync"
	"syscall/js"
)

// In the browser the sounds are files beside the page (build/pack copies them to
// sound/), fetched once the game has drawn its first frame: no sound can play before
// the player's first tap anyway, and the page downloads less before it starts.

var (
	soundMu    sync.Mutex
	soundBytes [NumSounds][]byte
	soundFetch sync.Once
)

func soundData(s Sound) []byte {
	soundMu.Lock()
	defer soundMu.Unlock()
	return soundBytes[s]
}

// FetchSounds starts fetching every sound, once. A sound that fails to arrive stays
// silent (the console says why); the others play.
func FetchSounds() {
	soundFetch.Do(func() {
		for s := Sound(0); s < NumSounds; s++ {
			fetchSound(s)
		}
	})
}

func fetchSound(s Sound) {
	url := "sound/" + SoundFile(s)
	var then, fail, got js.Func
	release := func() { then.Release(); fail.Release(); got.Release() }
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		js.Global().Get("console").Call("warn", "mercado: no sound "+url+":", args[0])
		release()
		return nil
	})
	got = js.FuncOf(func(_ js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(data, arr)
		soundMu.Lock()
		soundBytes[s] = data
		soundMu.Unlock()
		release()
		return nil
	})
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		res := args[0]
		if !res.Get("ok").Bool() {
			fail.Invoke(res.Get("status"))
			return nil
		}
		res.Call("arrayBuffer").Call("then", got, fail)
		return nil
	})
	js.Global().Call("fetch", url).Call("then", then, fail)
}
