//go:build (!linux || android) && !js

package sound

// probe: on Windows, macOS and in the browser the system's audio API always offers a
// device (the browser starts it on the first click or tap), so Ebitengine's context is
// created directly.
func probe() error { return nil }
