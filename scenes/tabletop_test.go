package scenes

import (
	"fmt"
	"image/color"

	"encoding/json"
	"testing"

	"mercado/ui"
)

// TestTheTableIsDrawnOnce: in the market-table look the table and the board's body are
// one picture, drawn when the board first shows and again only for a new screen size,
// not while a piece is dragged over it; the plain look draws none and keeps today's
// dark background; the look is a setting, and it is saved.
func TestTheTableIsDrawnOnce(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		tabletops = [2]tabletopPicture{} // another test's picture may have this size
		var made []string
		tabletopMade = func(w, h int) { made = append(made, fmt.Sprintf("%dx%d", w, h)) }
		defer func() { tabletopMade = nil }()
		a, sc := testApp(nil)
		b, err := boardMidGame(a)
		if err != nil {
			return err
		}
		a.Push(b)
		defer closeAll(a)
		if err := a.Step(dst, 20); err != nil {
			return err
		}
		s := b.table.State()
		m, ok := firstStand(s)
		if !ok {
			return fmt.Errorf("no stand to drag")
		}
		from := b.view.layout.handTile(s.ToMove(), handIndex(s.Player(s.ToMove()).Hand, m.Good))
		to := b.view.layout.space(m.Space)
		sc.Hold(from.CX(), from.CY(), to.CX(), to.CY(), 20, false)
		if err := a.Step(dst, 30); err != nil {
			return err
		}
		if len(made) != 1 {
			return fmt.Errorf("the table was drawn %d times (%v) for one screen and a drag", len(made), made)
		}
		img, err := dst.Pixels()
		if err != nil {
			return err
		}
		// between the seats' panels and the board, in device pixels
		gx, gy := int((b.view.layout.board.X-6)*a.scale), int(b.view.layout.board.CY()*a.scale)
		if c := img.RGBAAt(gx, gy); !woodish(c) {
			return fmt.Errorf("at (%d, %d), between the panels and the board, %v is not the table's wood", gx, gy, c)
		}
		other, err := NewOffscreen(dst.loop, 1024, 768)
		if err != nil {
			return err
		}
		defer other.Close()
		if err := a.Step(other, 5); err != nil {
			return err
		}
		if err := a.Step(dst, 5); err != nil { // back: the last two pictures are kept
			return err
		}
		if sz := dst.img.Bounds().Size(); fmt.Sprint(made) != fmt.Sprintf("[%dx%d 1024x768]", sz.X, sz.Y) {
			return fmt.Errorf("pictures drawn %v; want one for each screen size", made)
		}
		row := -1
		st := NewSettings()
		for i, r := range st.rows {
			if r.name == "settings.look" {
				row = i
			}
		}
		if row < 0 || st.rows[row].value(a) != "Market table" {
			return fmt.Errorf("the settings have no look row showing \"Market table\" (row %d)", row)
		}
		st.rows[row].change(a, false)
		if !a.Settings.PlainLook || st.rows[row].value(a) != "Plain" {
			return fmt.Errorf("the look row did not turn the look plain")
		}
		data, _ := json.Marshal(a.Settings)
		if p, err := ParsePreferences(data); err != nil || !p.PlainLook {
			return fmt.Errorf("the plain look was not kept in the settings file: %s", data)
		}
		if err := a.Step(dst, 3); err != nil {
			return err
		}
		if img, err = dst.Pixels(); err != nil {
			return err
		}
		if c := img.RGBAAt(gx, gy); c != ui.Background {
			return fmt.Errorf("the plain look shows %v between the panels and the board, not the background %v", c, ui.Background)
		}
		if len(made) != 2 {
			return fmt.Errorf("the plain look drew a table picture: %v", made)
		}
		return nil
	})
}

// woodish: a warm brown, darker than the board.
func woodish(c color.RGBA) bool {
	return c.R > c.G && c.G > c.B && c.R >= 50 && c.R <= 170
}

// BenchmarkWoodTexture is the table's wood, made once when the first board shows.
func BenchmarkWoodTexture(bm *testing.B) {
	for range bm.N {
		woodPixels()
	}
}
