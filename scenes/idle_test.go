package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/ui"
)

// The game loop slows after two seconds with nothing drawn and no input, Draw then does
// nothing between two slowed Updates, and the first input brings the full speed back.
func TestIdleSlowsTheLoopAndInputWakesIt(t *testing.T) {
	tps := fullTPS
	p := &idlePace{setTPS: func(n int) { tps = n }}
	a := &App{idle: p}
	for range idleAfter - 1 {
		p.update(a)
		if p.skipDraw() {
			t.Fatal("a Draw right after an Update is skipped")
		}
	}
	if tps != fullTPS {
		t.Fatalf("slowed to %d before two seconds of stillness", tps)
	}
	p.update(a)
	if tps != idleTPS || p.skipDraw() || !p.skipDraw() {
		t.Fatalf("after two still seconds: %d TPS; a Draw without an Update is not skipped", tps)
	}
	a.drawn++ // something moved and was drawn
	p.update(a)
	if tps != fullTPS {
		t.Fatalf("a drawn frame left the loop at %d TPS", tps)
	}
	for range idleAfter {
		p.update(a)
	}
	a.Input.AddKey(ebiten.KeyTab)
	p.update(a)
	if tps != fullTPS || p.skipDraw() {
		t.Fatalf("a key left the loop at %d TPS", tps)
	}
	// A message heard on another goroutine (an online seat's view) wakes it as input does.
	a.Input = ui.Input{}
	for range idleAfter {
		p.update(a)
	}
	if tps != idleTPS {
		t.Fatalf("still at %d TPS after two still seconds", tps)
	}
	done := make(chan struct{})
	go func() { Wake(); close(done) }()
	<-done
	p.update(a)
	if tps != fullTPS || p.skipDraw() {
		t.Fatalf("Wake left the loop at %d TPS", tps)
	}
	// A wake that brings nothing to draw (a seat's presence heard while a friend thinks)
	// lets the loop rest again after wakeGrace frames, not two seconds.
	for range wakeGrace - 1 {
		p.update(a)
	}
	if tps != fullTPS {
		t.Fatalf("slowed to %d TPS %d frames after a wake", tps, wakeGrace-1)
	}
	p.update(a)
	if tps != idleTPS {
		t.Fatalf("still at %d TPS %d frames after a wake that drew nothing", tps, wakeGrace)
	}
	// Wakes that keep coming never hold the loop at full speed for longer than the grace.
	for range 3 {
		Wake()
		for range wakeGrace + 1 { // the frame that takes the wake in, and the grace
			p.update(a)
		}
		if tps != idleTPS {
			t.Fatalf("at %d TPS %d frames after a wake", tps, wakeGrace)
		}
	}
}
