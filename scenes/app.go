package scenes

import (
	"errors"
	"image"
	"image/color"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/campaign"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/sound"
)

// Design size of the wide (desktop) form: its layouts are made for a logical screen at
// least this large and scaled to the window, so 1280x720 and 4K show the same game, crisp
// at device scale.
const (
	DesignW = ui.DesignW
	DesignH = ui.DesignH
)

// FormAware is a scene that lays itself out in every form (ui.Wide, ui.Tall, ui.Low).
// The phone forms are used only while every scene on the stack is form-aware; any other
// scene keeps the wide arrangement scaled to the window, as before the phone layouts.
type FormAware interface {
	FitsEveryForm()
}

// Cover is a scene that hides what lay under it from its first frame (the pass screen
// between two people's turns): it comes without the cross-fade, which would show the
// scene before it through it.
type Cover interface {
	Covers()
}

// transitionFrames is the cross-fade between scenes (a quarter second).
const transitionFrames = 15

// background is the screen's colour as a color.Color made once (a conversion per frame
// would allocate).
var background color.Color = ui.Background

// ErrQuit ends the game loop when the player quits.
var ErrQuit = errors.New("quit")

// App is the ebiten.Game: the scene stack, input, the store of saves and what the game
// could not do at start (no config folder, no sound) to tell the player.
type App struct {
	stack   []Scene
	to      destinations // the screens one family opens of another (destinations.go)
	pending []stackOp    // what Push, Pop, Replace and Reset asked this update
	from    Scene        // the scene fading out
	fade    int
	off     *ebiten.Image

	Input  ui.Input
	Source ui.Source
	edges  ui.Edges // a click shorter than an Update, in two frames (ui.Edges)
	canvas ui.Canvas
	scale  float64
	W, H   float64 // logical screen size (in the wide form at least the design size)
	// Form is the arrangement for the window's shape (see ui.ScreenFor).
	Form ui.Form
	// Safe is the part of the margins a phone's notch or rounded corners cover, in
	// logical pixels; layouts keep touch targets and text inside it.
	Safe ui.Insets
	dpr  float64 // device pixels drawn per CSS pixel, from Layout
	// Touchscreen says fingers use the screen (in the browser, its primary pointer is
	// coarse): a tablet then gets a phone form, with 44 px targets, where a mouse gets
	// the desktop's arrangement shrunk (ui.ScreenFor).
	Touchscreen bool
	// measuredW and measuredH are the screen the safe area and the pointer were last read
	// for (reading them in the browser costs a style lookup, so only when the size
	// changes: a tablet's keyboard or turn changes it too).
	measuredW, measuredH int
	safeCSS              ui.Insets
	// releaseIn counts the frames until memory is given back after a resize (release.go).
	releaseIn int

	Store   table.Store
	Notices []string     // things the game could not do, shown on the menu
	reword  []notedWords // the notices that word themselves (NoticeWords)
	// saveTrouble is the game's last failed save while it fails (the board's retries
	// clear it), said on the menu too.
	saveTrouble error
	Settings    Preferences
	// Sound plays the effects and the music; nil until the game window runs it.
	Sound *sound.Mixer
	// campaign is the solo campaign's sheet, read when first needed (see sheet).
	campaign      *campaign.Sheet
	sheetProblems []campaign.Problem
	// challengeProblem says why the challenge in progress could not be read, found when
	// the sheet is first read and shown on the sheet until one is started; challengeNote
	// says it in short on the menu, where room is scarce.
	challengeProblem, challengeNote string
	// challengeWords words both again in the language in use (wordAgain); nil when
	// there is nothing to say.
	challengeWords func() (problem, note string)
	quit           bool
	// OnFirstFrame, when set, runs once the first frame is drawn (start-up timing).
	OnFirstFrame func()
	// OnFrame, when set, runs after every frame drawn (the browser's status hook).
	OnFrame func()
	frame   int // frames of the game loop (Draw calls)
	drawn   int // frames actually drawn (the others looked like the last one)
	// updateAt is when the last Update began, and frameCost how long it and its Draw
	// took (the status reports it).
	updateAt  time.Time
	frameCost time.Duration
	// pace sizes the computer's thinking between frames in the browser; nil elsewhere.
	pace *pacer
	// window remembers the window's size and place; nil but in the game's own window.
	window *windowWatch
	// shown is what is on screen (still.go): a frame that would look the same is not
	// drawn again.
	shown shownFrame
	// idle slows the game loop while nothing happens (idle.go); nil but in the game's
	// own window.
	idle *idlePace
	// sharp draws fewer pixels on a device whose frames come slowly (sharp.go); nil but
	// in the game's own window.
	sharp *sharpness
	// sketch, set only by the window tests (drive.go), makes Draw run every scene's
	// drawing on the tallying canvas and leave the pixels alone.
	sketch bool
}

// NewApp builds the app with its first scene.
func NewApp(store table.Store, first Scene) *App {
	a := &App{Store: store, Source: &ui.Device{}, scale: 1, W: DesignW, H: DesignH, Settings: DefaultPreferences()}
	a.stack = []Scene{first}
	a.to = screens()
	return a
}

// Top is the scene on top of the stack.
func (a *App) Top() Scene { return a.stack[len(a.stack)-1] }

// Push, Pop, Replace and Reset take effect after the current update, with a cross-fade.
// They are kept as data (stackOp) through one call that is never inlined: a closure
// in each of these small methods was copied into each of their 170 callers, and then
// the append was (the browser build 0.9% smaller, 177 KB, without either).
func (a *App) Push(s Scene) { a.ask(stackOp{stackPush, s}) }

func (a *App) Pop() { a.ask(stackOp{stackPop, nil}) }

func (a *App) Replace(s Scene) { a.ask(stackOp{stackReplace, s}) }

// Reset empties the stack down to s (back to the menu).
func (a *App) Reset(s Scene) { a.ask(stackOp{stackReset, s}) }

// ask keeps op for the end of the update.
//
//go:noinline
func (a *App) ask(op stackOp) { a.pending = append(a.pending, op) }

// stackOp is one change of the scene stack asked during an update.
type stackOp struct {
	kind  stackChange
	scene Scene // the scene pushed, put in place or left alone on the stack
}

type stackChange uint8

const (
	stackPush stackChange = iota
	stackPop
	stackReplace
	stackReset
)

// applyPending makes the stack changes asked during the update, in order.
func (a *App) applyPending() {
	ops := a.pending
	a.pending = nil
	for _, op := range ops {
		switch op.kind {
		case stackPush:
			a.stack = append(a.stack, op.scene)
		case stackPop:
			if len(a.stack) > 1 {
				closeScene(a.stack[len(a.stack)-1])
				a.stack = a.stack[:len(a.stack)-1]
			}
		case stackReplace:
			closeScene(a.stack[len(a.stack)-1])
			a.stack[len(a.stack)-1] = op.scene
		case stackReset:
			for _, old := range a.stack {
				closeScene(old)
			}
			a.stack = []Scene{op.scene}
		}
	}
}

func closeScene(s Scene) {
	if c, ok := s.(Closer); ok {
		c.Close()
	}
}

// Quit ends the game after this frame. In the browser there is nothing to quit to.
func (a *App) Quit() {
	if runtime.GOOS != "js" {
		a.quit = true
	}
}

// Update reads input and runs the top scene.
func (a *App) Update() error {
	a.updateAt = time.Now()
	a.Source.Read(&a.Input, a.scale)
	a.edges.Split(&a.Input)
	switch {
	case a.Input.Pressed:
		a.canvas.FocusRings = false // a tap or click: no keyboard ring
	case a.Input.Navigates():
		a.canvas.FocusRings = true
	}
	if a.Input.Key(ebiten.KeyF11) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	if a.fade > 0 {
		a.fade--
	}
	a.importDropped()
	a.importPicked()
	if Arriving != nil {
		if s := Arriving(a); s != nil {
			a.Reset(a.to.menu())
			a.Push(s)
		}
	}
	if a.Sound != nil {
		a.Sound.Update()
	}
	a.Top().Update(a)
	a.watchWindow()
	a.releaseWhenDue()
	if a.pending != nil {
		from := a.Top()
		a.applyPending()
		if a.Top() != from {
			if r, ok := a.Top().(Resumer); ok {
				r.Resume()
			}
			a.from, a.fade = from, transitionFrames
			if _, covers := a.Top().(Cover); covers || a.Settings.AnimSpeed == AnimInstant {
				a.fade = 0
			}
		}
	}
	if a.idle != nil {
		a.idle.update(a)
	}
	if a.quit {
		return ErrQuit
	}
	return nil
}

// Draw paints the stack's visible scenes and any cross-fade.
func (a *App) Draw(screen *ebiten.Image) {
	a.frame++
	if a.OnFirstFrame != nil {
		defer func() { a.OnFirstFrame(); a.OnFirstFrame = nil }()
	}
	if a.OnFrame != nil {
		defer func() {
			a.frameCost = time.Since(a.updateAt)
			a.OnFrame()
		}()
	}
	if a.sharp.frame(time.Now(), a.drawn, a.deviceScale(), a.idle != nil && a.idle.slow) {
		a.sharp.save(a.Store)
	}
	b := screen.Bounds()
	if a.idle.skipDraw() && b.Dx() == a.shown.w && b.Dy() == a.shown.h {
		return // slowed while idle, and no Update since the last Draw: nothing changed
	}
	a.measure(b.Dx(), b.Dy())
	if a.sketch {
		a.sketchFrame(screen)
		return
	}
	if !a.needsDrawing(screen) {
		return // the screen keeps the last frame, and Ebitengine skips presenting it
	}
	a.drawn++
	if a.fade > 0 && a.from != nil {
		if a.off == nil || a.off.Bounds() != b {
			if a.off != nil {
				a.off.Deallocate()
			}
			a.off = newScreenImage(b.Dx(), b.Dy())
		}
		a.off.Clear()
		a.drawScene(a.off, a.from)
	}
	a.drawScene(screen, a.Top())
	if a.fade > 0 && a.from != nil {
		a.canvas.Dst = screen
		a.canvas.Image(a.off, ui.R(0, 0, a.W, a.H), float64(a.fade)/transitionFrames)
	}
}

// newScreenImage is an image as large as the screen that scenes are drawn on, with a
// texture of its own as the window's screen has. Ebitengine packs ordinary images
// together on shared textures; a cached sprite made while drawing would land beside
// this one, and drawing it here would then move this image to a new 16 MB texture,
// leaving the old one behind, again and again: over a gigabyte within a few seconds of
// a transition.
func newScreenImage(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// DrawScene paints one scene (and what lies below an overlay) onto dst.
func (a *App) drawScene(dst *ebiten.Image, s Scene) {
	a.canvas.Dst, a.canvas.Scale = dst, a.scale
	if !a.canvas.Tallying() {
		dst.Fill(background)
	}
	if ov, ok := s.(Overlay); ok && ov.IsOverlay() {
		for i := len(a.stack) - 1; i > 0; i-- {
			if a.stack[i] == s {
				a.drawScene(dst, a.stack[i-1])
				a.canvas.Dst = dst
				break
			}
		}
	}
	s.Draw(&a.canvas, a)
}

// Layout asks for the window in device pixels, so everything is drawn at full resolution
// (fewer on a device too slow for them: sharp.go).
func (a *App) Layout(w, h int) (int, int) {
	s := a.sharp.scale(a.deviceScale())
	a.dpr = s
	return max(1, int(float64(w)*s)), max(1, int(float64(h)*s))
}

// measure sets the form, scale and logical size for a screen of w x h device pixels.
func (a *App) measure(w, h int) {
	if w != a.measuredW || h != a.measuredH {
		a.measuredW, a.measuredH, a.safeCSS = w, h, safeAreaCSS()
		a.releaseSoon()
		if coarse, known := primaryPointerCoarse(); known {
			a.Touchscreen = coarse
		}
	}
	sc := ui.ScreenFor(w, h, a.dpr, a.Touchscreen)
	if sc.Form != ui.Wide && !a.everyFormFits() {
		s := min(float64(max(1, w))/DesignW, float64(max(1, h))/DesignH)
		sc = ui.Screen{Form: ui.Wide, Scale: s, W: float64(max(1, w)) / s, H: float64(max(1, h)) / s}
	}
	a.Form, a.scale, a.W, a.H = sc.Form, sc.Scale, sc.W, sc.H
	k := max(1, a.dpr) / a.scale // logical pixels per CSS pixel
	a.Safe = ui.Insets{Top: a.safeCSS.Top * k, Right: a.safeCSS.Right * k, Bottom: a.safeCSS.Bottom * k, Left: a.safeCSS.Left * k}
}

// everyFormFits says whether every scene on the stack lays itself out in the phone forms.
func (a *App) everyFormFits() bool {
	for _, s := range a.stack {
		if _, ok := s.(FormAware); !ok {
			return false
		}
	}
	return true
}

// Screen is the logical screen less the safe-area margins: where layouts put things.
func (a *App) Screen() ui.Rect {
	return ui.R(0, 0, a.W, a.H).Pad(a.Safe)
}
