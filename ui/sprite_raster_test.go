package ui

import (
	"image/color"
	"testing"
)

func alphaAt(pix []byte, iw, x, y int) byte { return pix[4*(y*iw+x)+3] }

func TestRoundPixelsFillAndStroke(t *testing.T) {
	col := color.RGBA{200, 100, 50, 255}
	// A 40x20 panel with 6 px corners, 2 px of padding around it.
	fill := roundPixels(44, 24, 40, 20, 6, 0, 2, col)
	if a := alphaAt(fill, 44, 22, 12); a != 255 {
		t.Errorf("the middle of a filled panel has alpha %d, want 255", a)
	}
	if a := alphaAt(fill, 44, 0, 12); a != 0 {
		t.Errorf("the padding beside a filled panel has alpha %d, want 0", a)
	}
	if a := alphaAt(fill, 44, 2, 2); a != 0 {
		t.Errorf("a rounded-off corner pixel has alpha %d, want 0", a)
	}
	// Moved half a pixel right, the left edge halves the pixels of column 2.
	half := roundPixels(45, 24, 40, 20, 6, 0, 2.5, col)
	if a := alphaAt(half, 45, 2, 12); a < 100 || a > 155 {
		t.Errorf("a pixel the left edge halves has alpha %d, want about half", a)
	}
	if got := fill[4*(12*44+22)]; got != col.R {
		t.Errorf("the middle's red is %d, want %d", got, col.R)
	}
	stroke := roundPixels(44, 24, 40, 20, 6, 2, 2, col)
	if a := alphaAt(stroke, 44, 22, 12); a != 0 {
		t.Errorf("the middle of an outline has alpha %d, want 0", a)
	}
	if a := alphaAt(stroke, 44, 22, 2); a < 200 {
		t.Errorf("the outline's top edge has alpha %d, want nearly full", a)
	}
}

func TestShapeDistanceSigns(t *testing.T) {
	for _, sh := range []Shape{Circle, Square, Triangle, Diamond} {
		if d := shapeDistance(sh, 10, 0, 0); d >= 0 {
			t.Errorf("shape %v: the centre is at %.2f, want inside (negative)", sh, d)
		}
		if d := shapeDistance(sh, 10, 30, 30); d <= 0 {
			t.Errorf("shape %v: a far point is at %.2f, want outside (positive)", sh, d)
		}
	}
	// The triangle's apex points up: just above the centre is inside, just below the
	// apex's height is outside.
	if d := shapeDistance(Triangle, 10, 0, -9); d >= 0 {
		t.Errorf("just under the triangle's apex: %.2f, want inside", d)
	}
	if d := shapeDistance(Triangle, 10, 9, -9); d <= 0 {
		t.Errorf("beside the triangle's apex: %.2f, want outside", d)
	}
}
