//go:build !js

package scenes

// primaryPointerCoarse is unknown outside the browser: the game's own window is used with
// a mouse, and App.Touchscreen stays as it was set (the tests set it for a tablet).
func primaryPointerCoarse() (coarse, known bool) { return false, false }
