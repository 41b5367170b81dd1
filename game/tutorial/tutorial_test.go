package tutorial

import (
	"errors"
	"io/fs"
	"testing"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/table"
)

// TestLineIsTheWholeGame plays every Do and Watch move from the deal: each is legal when
// its step comes, Do moves are the person's and Watch moves the computer's, and the
// last step finds the game over.
func TestLineIsTheWholeGame(t *testing.T) {
	s, err := StateAt(0)
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range Steps {
		if !st.Moves() {
			continue
		}
		if s.Over() {
			t.Fatalf("step %d %s: the game is already over", i, st.ID)
		}
		if s.ToMove() != st.Seat() {
			t.Fatalf("step %d %s: seat %d is to move, the step is seat %d's", i, st.ID, s.ToMove(), st.Seat())
		}
		if err := s.Play(st.Move); err != nil {
			t.Fatalf("step %d %s: %v is illegal: %v", i, st.ID, st.Move, err)
		}
	}
	if !s.Over() || s.EndReason() == game.EndReason(0) {
		t.Fatalf("the game is not over after the last move")
	}
	if last := Steps[len(Steps)-1]; last.Kind != Read {
		t.Fatalf("the last step %s should show the score", last.ID)
	}
	if w := s.Winners(); len(w) != 1 || w[0] != Person {
		t.Errorf("the person should win the practice game narrowly; winners %v, scores %d:%d", w, s.Score(Person), s.Score(Rival))
	}
}

// TestLessonsHappen checks, with the engine, that each lesson shows what its words say.
func TestLessonsHappen(t *testing.T) {
	at := func(id string) (int, *game.State) {
		for i, st := range Steps {
			if st.ID == id {
				s, err := StateAt(i)
				if err != nil {
					t.Fatal(err)
				}
				return i, s
			}
		}
		t.Fatalf("no step %s", id)
		return 0, nil
	}
	// The first stand costs more than the starting coin and pays for itself by earning first.
	i, s := at("open_stand")
	f := FactsOf(i, s)
	if f.Money != 1 || f.Cost <= f.Money || f.Earn+f.Money < f.Cost || f.Cost != 1+max(f.RowStands, f.ColStands) {
		t.Errorf("open_stand: money %d cost %d (row %d col %d) earn %d", f.Money, f.Cost, f.RowStands, f.ColStands, f.Earn)
	}
	// After the take the hand holds three of a kind: the redraw is open.
	i, s = at("redraw")
	if err := s.Check(game.RedrawMove()); err != nil {
		t.Errorf("redraw: %v", err)
	}
	// Bringing customers pays the rival too.
	i, s = at("bring_customers")
	if f := FactsOf(i, s); f.You <= 0 || f.Rival <= 0 || f.You <= f.Rival {
		t.Errorf("bring_customers: pays you %d and the rival %d", f.You, f.Rival)
	}
	// The rival's customers pay the person too.
	i, s = at("rival_customers")
	if f := FactsOf(i, s); f.You <= 0 {
		t.Errorf("rival_customers: pays you %d", f.You)
	}
	// The face-down space holds a restaurant that goes to the person's supply.
	i, s = at("face_down")
	if c := s.Space(Steps[i].Move.Space); c.Kind != game.FaceDown || c.Restaurant != game.Tea {
		t.Errorf("face_down: %v is not a face-down tea house", c)
	}
	// No take after it: the hand is as full as the wooden stands allow.
	i, s = at("hand_limit")
	if f := FactsOf(i, s); s.AwaitingTake() || f.Hand != f.HandLimit || f.Wooden != f.HandLimit || s.ToMove() != Rival {
		t.Errorf("hand_limit: hand %d, limit %d, wooden %d, awaiting take %v", f.Hand, f.HandLimit, f.Wooden, s.AwaitingTake())
	}
	// The tea house raises the flower stand's value.
	i, s = at("stand_value")
	if f := FactsOf(i, s); f.Value != 2 {
		t.Errorf("stand_value: value %d", f.Value)
	}
	i, s = at("rival_big_customers")
	if f := FactsOf(i, s); f.You < 2*3 {
		t.Errorf("rival_big_customers: pays you %d", f.You)
	}
	// The end: the person's stand starts the final round, a sushi bar is left in the supply.
	_, s = at("final_round")
	if s.FinalRound() != Person || s.Over() || s.Player(Person).Supply[game.Sushi] != 1 {
		t.Errorf("final_round: final %d, over %v, supply %v", s.FinalRound(), s.Over(), s.Player(Person).Supply)
	}
	i, s = at("score")
	if f := FactsOf(i, s); !s.Over() || f.ScoreYou != f.Money-f.Supply {
		t.Errorf("score: over %v, score %d, money %d, supply %d", s.Over(), f.ScoreYou, f.Money, f.Supply)
	}
}

// TestEveryStepRefusesAWrongMove tries every legal move at every step: a Do step lets
// exactly its move through and refuses the others with a reason that fits; Read and
// Watch steps refuse everything; an illegal move is refused with the engine's reason.
func TestEveryStepRefusesAWrongMove(t *testing.T) {
	for i, st := range Steps {
		s, err := StateAt(i)
		if err != nil {
			t.Fatal(err)
		}
		var buf [game.MaxLegalMoves]game.Move
		legal := s.LegalMoves(buf[:0])
		refused := 0
		for _, m := range legal {
			r := Check(i, s, m)
			switch {
			case st.Kind == Do && m == st.Move:
				if r.Reason != Allowed {
					t.Errorf("step %s refuses its own move %v: %v", st.ID, m, r.Reason)
				}
				continue
			case r.Reason == Allowed:
				t.Errorf("step %s lets %v through", st.ID, m)
			case st.Kind == Read && r.Reason != ReadFirst && r.Reason != Finished,
				st.Kind == Watch && r.Reason != RivalsTurn:
				t.Errorf("step %s refuses %v with %v", st.ID, m, r.Reason)
			case st.Kind == Do && m.Kind != st.Move.Kind && r.Reason != OtherAction,
				st.Kind == Do && m.Kind == st.Move.Kind && r.Reason != OtherPlace && r.Reason != OtherPiece:
				t.Errorf("step %s refuses %v with %v", st.ID, m, r.Reason)
			}
			refused++
		}
		if st.Kind == Do {
			// an illegal move: the stand tile of a good not in hand, on the step's space
			bad := game.StandMove(game.Fish, game.Space(0))
			for g := game.Good(0); g < game.NumGoods; g++ {
				if s.Player(s.ToMove()).Hand[g] == 0 {
					bad = game.StandMove(g, game.Space(12))
				}
			}
			if r := Check(i, s, bad); r.Reason != AgainstRules || r.Err == nil {
				t.Errorf("step %s: illegal %v gives %v", st.ID, bad, r.Reason)
			}
			if refused == 0 {
				t.Errorf("step %s: no other legal move to refuse", st.ID)
			}
		}
	}
}

func TestOpponentFollowsTheScript(t *testing.T) {
	o := NewOpponent()
	var p ai.Player = o
	for i, st := range Steps {
		if st.Kind != Watch {
			continue
		}
		s, err := StateAt(i)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Choose(s); got != st.Move {
			t.Errorf("step %s: the opponent plays %v, the script says %v", st.ID, got, st.Move)
		}
	}
	// Off the script it still answers legally.
	s, _ := StateAt(0)
	_ = s.Play(game.CoinMove())
	if m := o.Choose(s); s.Check(m) != nil {
		t.Errorf("off the script: %v is illegal", m)
	}
}

func TestProgressSurvivesDamage(t *testing.T) {
	st := table.NewMemStore()
	if p, err := LoadProgress(st); err != nil || p != (Progress{}) {
		t.Fatalf("missing file: %+v %v", p, err)
	}
	want := Progress{Step: 7, Started: true}
	if err := want.Save(st); err != nil {
		t.Fatal(err)
	}
	if p, err := LoadProgress(st); err != nil || p != want {
		t.Fatalf("round trip: %+v %v", p, err)
	}
	for _, bad := range []string{"", "{", "null x", `{"step": -3}`, `{"step": 9999, "started": true}`, `{"step": "x"}`, "\x00\xff"} {
		_ = st.Write(FileName, []byte(bad))
		p, err := LoadProgress(st)
		if err == nil && bad != "" {
			t.Errorf("%q: no error", bad)
		}
		if p.Step < 0 || p.Step >= len(Steps) {
			t.Errorf("%q: step %d", bad, p.Step)
		}
	}
	_ = st.Remove(FileName)
	if _, err := LoadProgress(st); errors.Is(err, fs.ErrNotExist) {
		t.Error("a missing file is not an error")
	}
}

func TestRecordResumes(t *testing.T) {
	for i := range Steps {
		rec := Record(i, "You", "Rosa")
		tb, err := table.FromRecord(rec, []table.Seat{{Name: "You", Kind: table.Human}, {Name: "Rosa", Kind: table.Computer, Level: "easy", Color: 1}})
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if len(tb.Log()) != len(MovesBefore(i)) {
			t.Fatalf("step %d: %d moves replayed", i, len(tb.Log()))
		}
	}
}
