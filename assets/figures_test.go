package assets

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
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
