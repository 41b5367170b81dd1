// Package oksvg is a patched copy of github.com/srwiley/oksvg, the SVG reader that turns
// the Twemoji icons into paths for rasterx (README.md says what was changed and why).
// It is vendored code: left as it came, but for that change.
//
// It imports nothing of the module; under assets/internal, only assets can import it.
package oksvg
