package assets

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/math/fixed"
)

// In sentences a digit is as wide as its ink (a "1" narrower than a "0"); where numbers
// line up in columns every digit keeps the font's one width.
func TestFiguresSitInTheirText(t *testing.T) {
	for _, bold := range []bool{false, true} {
		prop, tab := Face(20, bold), FaceOf(20, bold, true)
		if one, zero := text.Advance("1", prop), text.Advance("0", prop); one >= zero {
			t.Errorf("bold %v: a proportional 1 is %.1f px wide, a 0 %.1f: the 1 should be narrower", bold, one, zero)
		}
		for d := '0'; d <= '9'; d++ {
			if w, zero := text.Advance(string(d), tab), text.Advance("0", tab); w != zero {
				t.Errorf("bold %v: a tabular %c is %.1f px wide, a 0 %.1f", bold, d, w, zero)
			}
			if w, tw := text.Advance(string(d), prop), text.Advance(string(d), tab); w > tw+0.01 {
				t.Errorf("bold %v: a proportional %c (%.1f px) is wider than its tabular box (%.1f)", bold, d, w, tw)
			}
		}
		if a, b := text.Advance("Ana 1", prop), text.Advance("Ana 1", tab); a >= b {
			t.Errorf("bold %v: \"Ana 1\" is %.1f px proportional, %.1f tabular", bold, a, b)
		}
		if a, b := text.Advance("Ana", prop), text.Advance("Ana", tab); a != b {
			t.Errorf("bold %v: letters change width with the figures: %.1f and %.1f", bold, a, b)
		}
	}
}

// A line face draws digits in the same boxes the shared face measures.
func TestLineFacesSpaceFiguresLikeTheirFace(t *testing.T) {
	for _, tab := range []bool{false, true} {
		lf := NewLineFaceOf(20, false, tab)
		for d := '0'; d <= '9'; d++ {
			adv, ok := lf.GlyphAdvance(d)
			want := text.Advance(string(d), FaceOf(20, false, tab))
			if !ok || abs(float64(adv)/64-want) > 0.02 {
				t.Errorf("tabular %v: the line face spaces %c by %.2f px, the face by %.2f", tab, d, float64(adv)/64, want)
			}
		}
	}
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// The zero is plain, a ring round an empty counter: the Go fonts' slash (for telling 0
// from O in code) does not cross it, in sentences or columns, regular or bold.
func TestTheZeroIsPlain(t *testing.T) {
	for _, bold := range []bool{false, true} {
		for _, tab := range []bool{false, true} {
			f := NewLineFaceOf(40, bold, tab)
			dr, mask, mp, _, ok := f.Glyph(fixed.P(10, 50), '0')
			if !ok {
				t.Fatalf("bold %v, tabular %v: no zero", bold, tab)
			}
			at := func(x, y int) uint32 { _, _, _, a := mask.At(mp.X+x, mp.Y+y).RGBA(); return a }
			w, h := dr.Dx(), dr.Dy()
			for _, q := range [][2]int{{w / 2, h / 2}, {w * 2 / 5, h * 3 / 5}, {w * 3 / 5, h * 2 / 5}} {
				if a := at(q[0], q[1]); a > 0x2000 {
					t.Errorf("bold %v, tabular %v: the zero's counter has ink at (%d, %d) of %dx%d", bold, tab, q[0], q[1], w, h)
				}
			}
			if at(w/2, 1) < 0x8000 || at(1, h/2) < 0x8000 {
				t.Errorf("bold %v, tabular %v: the zero's ring is missing", bold, tab)
			}
		}
	}
}
