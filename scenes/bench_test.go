package scenes

import (
	"testing"

	"mercado/game/table"
)

// BenchmarkBusyBoardFrame measures one frame (Update and Draw) of a four-player game
// well under way, at 1280x800, with a stand tile held over the market and its preview.
func BenchmarkBusyBoardFrame(bm *testing.B) {
	onGame(bm, 1280, 800, func(dst *Screen) error {
		a := NewGameApp(table.NewMemStore(), "")
		sc := a.Script()
		b, err := boardMidGame(a)
		if err != nil {
			return err
		}
		a.Push(b)
		if err := a.Step(dst, 30); err != nil {
			return err
		}
		s := b.t.State()
		if m, ok := firstStand(s); ok {
			from := b.view.l.handTile(s.ToMove(), handIndex(s.Player(s.ToMove()).Hand, m.Good))
			to := b.view.l.space(m.Space)
			sc.Move(from.CX(), from.CY(), 1)
			sc.Press(false)
			sc.Move(to.CX(), to.CY(), 10)
		}
		if err := a.Step(dst, 40); err != nil {
			return err
		}
		bm.ReportAllocs()
		bm.ResetTimer()
		for i := 0; i < bm.N; i++ {
			if err := a.Step(dst, 1); err != nil {
				return err
			}
		}
		bm.StopTimer()
		closeAll(a)
		return nil
	})
}
