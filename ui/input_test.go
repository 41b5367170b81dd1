package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestInputWithoutKeys(t *testing.T) {
	var in Input
	in.AddKey(ebiten.KeyArrowLeft)
	in.AddKey(ebiten.KeyTab)
	in.AddKey(ebiten.KeyArrowRight)
	out := in.Without(ebiten.KeyArrowLeft, ebiten.KeyArrowRight)
	if out.Key(ebiten.KeyArrowLeft) || out.Key(ebiten.KeyArrowRight) || !out.Key(ebiten.KeyTab) {
		t.Fatal("Without kept the wrong keys")
	}
	if !in.Key(ebiten.KeyArrowLeft) {
		t.Fatal("Without changed the input itself")
	}
}
