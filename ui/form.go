package ui

// Form is the arrangement a screen uses for the window's shape.
type Form int

const (
	// Wide is the desktop arrangement, for windows from about 900x500 up (touch screens
	// from about 1800x1000: see WideTouchScale).
	Wide Form = iota
	// Tall is a phone or tablet (or narrow window) held upright.
	Tall
	// Low is a phone or tablet on its side, or a window too small for Wide.
	Low
)

// The design size of the Wide form: its layouts are made for a logical screen at least
// this large, scaled to the window.
const (
	DesignW = 1280
	DesignH = 720
)

// The longest side the Tall and Low forms lay out at one logical pixel to the CSS pixel
// before they scale up instead: a phone and a tablet (768x1024, 1024x768, 834x1194) get
// the phone arrangement at the size phone guidelines measure, filling their width; a
// larger screen gets it with bigger parts, not a sea of empty space.
const (
	tallMaxW = 840
	lowMaxH  = 840
)

// wideMinScale is how far the Wide form may shrink before a smaller form takes over: at
// 0.7 its 12 px captions are still 8.4 CSS px, the least readable on a desktop screen.
const wideMinScale = 0.7

// WideTouchScale is the least scale at which the Wide form is used on a touch screen:
// its smallest targets (the 32 px buttons and tiles of the desktop) are then 44 CSS px
// and its 12 px captions over 13. Below it a finger gets a phone form, whatever the
// window's size: a tablet on its side gets the Low form, not the desktop shrunk.
const WideTouchScale = 1.4

// Screen is how the window is used: its form, the scale from logical to device pixels,
// and the logical size the layouts fill.
type Screen struct {
	Form  Form
	Scale float64 // device pixels per logical pixel
	W, H  float64 // logical size
}

// ScreenFor chooses the form and scale for a window of w x h device pixels at a device
// scale of dpr (device pixels per CSS pixel); touch says the screen is used by fingers
// (the browser's primary pointer is coarse). In the Tall and Low forms one logical pixel
// is at least one CSS pixel, so a 44-unit button is a 44 CSS px touch target and 13-unit
// text is 13 CSS px, as phone guidelines measure them.
func ScreenFor(w, h int, dpr float64, touch bool) Screen {
	if dpr <= 0 {
		dpr = 1
	}
	dw, dh := max(1, float64(w)), max(1, float64(h))
	cw, ch := dw/dpr, dh/dpr // CSS pixels
	wide := min(cw/DesignW, ch/DesignH)
	least := wideMinScale
	if touch {
		least = WideTouchScale
	}
	switch {
	case ch > cw*1.1:
		s := dpr * max(1, cw/tallMaxW)
		return Screen{Form: Tall, Scale: s, W: dw / s, H: dh / s}
	case wide >= least:
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
