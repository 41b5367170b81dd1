package ui

// Form is the arrangement a screen uses for the window's shape.
type Form int

const (
	// Wide is the desktop arrangement, for windows and tablets from about 900x500 up.
	Wide Form = iota
	// Tall is a phone (or narrow window) held upright.
	Tall
	// Low is a phone on its side: wide but only 320-480 pixels high.
	Low
)

// The design size of the Wide form: its layouts are made for a logical screen at least
// this large, scaled to the window.
const (
	DesignW = 1280
	DesignH = 720
)

// The longest side the Tall and Low forms lay out before they scale up instead: a tablet
// upright gets the phone arrangement with bigger parts, not a sea of empty space.
const (
	tallMaxW = 600
	lowMaxH  = 480
)

// wideMinScale is how far the Wide form may shrink before a smaller form takes over: at
// 0.7 its 12 px captions are still 8.4 CSS px, the least readable on a desktop screen.
const wideMinScale = 0.7

// Screen is how the window is used: its form, the scale from logical to device pixels,
// and the logical size the layouts fill.
type Screen struct {
	Form  Form
	Scale float64 // device pixels per logical pixel
	W, H  float64 // logical size
}

// ScreenFor chooses the form and scale for a window of w x h device pixels at a device
// scale of dpr (device pixels per CSS pixel). In the Tall and Low forms one logical pixel
// is at least one CSS pixel, so a 44-unit button is a 44 CSS px touch target and 13-unit
// text is 13 CSS px, as phone guidelines measure them.
func ScreenFor(w, h int, dpr float64) Screen {
	if dpr <= 0 {
		dpr = 1
	}
	dw, dh := max(1, float64(w)), max(1, float64(h))
	cw, ch := dw/dpr, dh/dpr // CSS pixels
	wide := min(cw/DesignW, ch/DesignH)
	switch {
	case ch > cw*1.1:
		s := dpr * max(1, cw/tallMaxW)
		return Screen{Form: Tall, Scale: s, W: dw / s, H: dh / s}
	case wide >= wideMinScale:
		s := dpr * wide
		return Screen{Form: Wide, Scale: s, W: dw / s, H: dh / s}
	default:
		s := dpr * max(1, ch/lowMaxH)
		return Screen{Form: Low, Scale: s, W: dw / s, H: dh / s}
	}
}

// String names the form (tests and the browser's status hook).
func (f Form) String() string {
	switch f {
	case Tall:
		return "tall"
	case Low:
		return "low"
	}
	return "wide"
}
