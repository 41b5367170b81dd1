package tutorial

import (
	"errors"
	"io/fs"
	"reflect"
	"testing"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/table"
)

// TestLineIsTheWholeGame plays every step's decisions from the deal, on every path
// through the choices: each is legal when its step comes, Do and Choose moves are the
// person's and Watch moves the computer's, an Undo step goes back to the position
// before the move it takes back, and the last step finds the game over, the person
// the winner.
func TestLineIsTheWholeGame(t *testing.T) {
	for _, p := range Paths() {
		playLine(t, p)
	}
}

func playLine(t *testing.T, p Path) {
	for i, st := range Steps {
		s, err := StateAt(i, p)
		if err != nil {
			t.Fatalf("path %v step %d %s: %v", p, i, st.ID, err)
		}
		if s.Over() && i != len(Steps)-1 {
			t.Fatalf("path %v step %d %s: the game is already over", p, i, st.ID)
		}
		if (st.Kind == Undo || st.Kind == Hint) && i == 0 {
			t.Fatalf("step %s comes first", st.ID)
		}
		if st.Kind == Undo {
			before, _ := StateAt(i-1, p)
			after, _ := StateAt(i+1, p)
			if Steps[i-1].Kind != Do || after.Hash() != before.Hash() {
				t.Errorf("undo step %s does not go back to the position before %s", st.ID, Steps[i-1].ID)
			}
		}
		for _, m := range Decisions(i, p) {
			if st.Moves() && s.ToMove() != st.Seat() {
				t.Fatalf("path %v step %d %s: seat %d is to move, the step is seat %d's", p, i, st.ID, s.ToMove(), st.Seat())
			}
			if err := s.Play(m); err != nil {
				t.Fatalf("path %v step %d %s: %v is illegal: %v", p, i, st.ID, m, err)
			}
		}
		if (st.Kind == Do || st.Kind == Choose) && (i+1 == len(Steps) || Steps[i+1].Kind != Undo) && !s.Over() && s.ToMove() == Person && !s.AwaitingTake() {
			// the person's turn goes on only within a turn (a take after a stand)
			if next := Steps[i+1]; next.Kind == Watch {
				t.Errorf("step %s: the computer's step %s comes while the person is to move", st.ID, next.ID)
			}
		}
		if st.Kind == Choose && s.AwaitingTake() {
			t.Errorf("path %v step %s: an option ends before its take", p, st.ID)
		}
	}
	s, err := StateAt(len(Steps), p)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Over() || s.EndReason() == game.EndReason(0) {
		t.Fatalf("path %v: the game is not over after the last move", p)
	}
	if last := Steps[len(Steps)-1]; last.Kind != Read {
		t.Fatalf("the last step %s should show the score", last.ID)
	}
	if w := s.Winners(); len(w) != 1 || w[0] != Person {
		t.Errorf("path %v: the person should win the practice game; winners %v, scores %d:%d", p, w, s.Score(Person), s.Score(Rival))
	}
}

// TestChoicesAreRealAndMeetAgain: every Choose step offers at least two options, each
// legal where the step begins; the first choice's paths (build now or bring customers
// now) meet again in the same position once the next rounds have played the other half;
// the pub's options are exactly the spaces where it raises at least two of the person's
// stands, as the engine counts them.
func TestChoicesAreRealAndMeetAgain(t *testing.T) {
	for i, st := range Steps {
		if st.Kind != Choose {
			continue
		}
		if len(st.Options) < 2 {
			t.Errorf("step %s offers %d options", st.ID, len(st.Options))
		}
		for o, opt := range st.Options {
			s, err := StateAt(i, Path{}.With(i, o))
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range opt.Moves {
				if err := s.Play(m); err != nil {
					t.Errorf("step %s option %d: %v: %v", st.ID, o, m, err)
				}
			}
		}
	}
	i, _ := stepAt(t, "build_or_customers")
	meet := i + 1
	for Steps[meet].Kind != Jump {
		meet++
	}
	a, _ := StateAt(meet+1, Path{0})
	b, _ := StateAt(meet+1, Path{1})
	if a.Hash() != b.Hash() {
		t.Errorf("the paths through %s do not meet again after %s", Steps[i].ID, Steps[meet].ID)
	}
	i, s := stepAt(t, "pub")
	var want []game.Move
	var buf [game.MaxLegalMoves]game.Move
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind == game.OpenRestaurant && m.Restaurant == game.Pub && Raised(s, m, Person) >= 2 {
			want = append(want, m)
		}
	}
	var got []game.Move
	for _, o := range Steps[i].Options {
		got = append(got, o.Moves[0])
	}
	if len(got) != len(want) {
		t.Fatalf("pub: options %v, the spaces raising two or more %v", got, want)
	}
	for _, m := range want {
		if Check(i, nil, s, m).Reason != Allowed {
			t.Errorf("pub: %v raises %d stands and is refused", m, Raised(s, m, Person))
		}
	}
	// the pub where it raises one stand is refused with that count
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind == game.OpenRestaurant && m.Restaurant == game.Pub && Raised(s, m, Person) < 2 {
			if r := Check(i, nil, s, m); r.Reason != FewerRaised || r.Raised != Raised(s, m, Person) {
				t.Errorf("pub: %v refused with %v (raised %d)", m, r.Reason, r.Raised)
			}
		}
	}
}

// TestRulesComeInOrder: every rule a step names is taught at that step or before, and
// every rule is taught once.
func TestRulesComeInOrder(t *testing.T) {
	taught := map[Rule]int{}
	for i, st := range Steps {
		for _, r := range st.Teaches {
			if _, twice := taught[r]; twice {
				t.Errorf("rule %d is taught twice", r)
			}
			taught[r] = i
		}
	}
	for r := Rule(0); r < NumRules; r++ {
		if _, ok := taught[r]; !ok {
			t.Errorf("rule %d is never taught", r)
		}
	}
	for i, st := range Steps {
		for _, r := range st.Names {
			if at, ok := taught[r]; !ok || at > i {
				t.Errorf("step %d %s names rule %d, taught only at step %d", i, st.ID, r, at)
			}
		}
	}
}

// TestFirstGameStartsFromTheFirstMove: the market is empty but for its face-down
// restaurants, and both seats have the setup's money, hand and wooden stands.
func TestFirstGameStartsFromTheFirstMove(t *testing.T) {
	s, err := StateAt(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	faceDown := 0
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		switch c := s.Space(sp); c.Kind {
		case game.FaceDown:
			faceDown++
		case game.Empty:
		default:
			t.Errorf("%v holds %v at the start", sp, c)
		}
	}
	if faceDown != 11 || s.FreeSpaces() != game.NumSpaces {
		t.Errorf("%d face-down restaurants, %d free spaces", faceDown, s.FreeSpaces())
	}
	for seat := range 2 {
		p := s.Player(seat)
		if p.Money != 1 || p.HandSize() != 3 || p.Stands != game.WoodenStands || p.SupplySize() != 0 {
			t.Errorf("seat %d starts with %d coins, %d tiles, %d stands, %d restaurants", seat, p.Money, p.HandSize(), p.Stands, p.SupplySize())
		}
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		if s.Entrance(e) != game.NoCustomer {
			t.Errorf("a customer waits at %v at the start", e)
		}
	}
	if s.ToMove() != Person {
		t.Errorf("seat %d moves first", s.ToMove())
	}
}

// stepAt is the index of the step named id and the position where it begins.
func stepAt(t *testing.T, id string) (int, *game.State) {
	t.Helper()
	for i, st := range Steps {
		if st.ID == id {
			s, err := StateAt(i, nil)
			if err != nil {
				t.Fatal(err)
			}
			return i, s
		}
	}
	t.Fatalf("no step %s", id)
	return 0, nil
}

// TestLessonsHappen checks, with the engine, that each lesson shows what its words say.
func TestLessonsHappen(t *testing.T) {
	// With the starting coin, the first stand in an empty market costs 1, on a face-down
	// space whose restaurant comes with it.
	i, s := stepAt(t, "first_stand")
	f := FactsOf(i, s)
	if c := s.Space(Steps[i].Move.Space); f.Money != 1 || f.Cost != 1 || f.Earn != 0 || c.Kind != game.FaceDown || c.Restaurant != game.Sushi {
		t.Errorf("first_stand: money %d cost %d earn %d on %v", f.Money, f.Cost, f.Earn, c)
	}
	// No coin left, a restaurant in the supply: the coin is open, and better is too.
	_, s = stepAt(t, "try_coin")
	if p := s.Player(Person); p.Money != 0 || p.Supply[game.Sushi] != 1 || s.ToMove() != Person {
		t.Errorf("try_coin: money %d supply %v", p.Money, p.Supply)
	}
	// The hint names the move the next step plays: the restaurant on a face-down space
	// beside the stand. It pays a coin, brings the hidden tea house, raises the stand.
	i, s = stepAt(t, "hint")
	if best := table.HintRanked(s); len(best) == 0 || best[0].Move != Steps[i+1].Move {
		t.Errorf("hint: the coach names %v, the lesson plays %v", best[:min(3, len(best))], Steps[i+1].Move)
	}
	i, s = stepAt(t, "face_down_restaurant")
	m := Steps[i].Move
	if c := s.Space(m.Space); c.Kind != game.FaceDown || c.Restaurant != game.Tea || FactsOf(i, s).Earn != 1 {
		t.Errorf("face_down_restaurant: %v, earns %d", c, FactsOf(i, s).Earn)
	}
	i, s = stepAt(t, "stand_value")
	if f := FactsOf(i, s); f.Value != 2 || s.Player(Person).Supply[game.Tea] != 1 {
		t.Errorf("stand_value: value %d, supply %v", f.Value, s.Player(Person).Supply)
	}
	// One coin: a stand where its row and column are empty.
	i, s = stepAt(t, "one_coin_stand")
	if f := FactsOf(i, s); f.Money != 1 || f.Cost != 1 {
		t.Errorf("one_coin_stand: money %d cost %d", f.Money, f.Cost)
	}
	// After the hinted stand the display shows three of a kind: the redraw is open.
	i, s = stepAt(t, "display_redraw")
	if d := s.Display(); !s.AwaitingTake() || s.Check(game.RedrawMove()) != nil || max(d[0], d[1], d[2], d[3], d[4]) != 3 {
		t.Errorf("display_redraw: display %v, awaiting take %v", d, s.AwaitingTake())
	}
	// The customers pay the stand its value for each of them.
	i, s = stepAt(t, "bring_customers")
	if f, v := FactsOf(i, s), s.StandValue(space("C2"), game.Fish); f.You != f.Customers*v || v != 2 || f.Rival != 0 {
		t.Errorf("bring_customers: pays %d, %d customers, value %d", f.You, f.Customers, v)
	}
	// The first rounds played for both: the fish stand opened under the fish customer
	// waiting at top-C was paid by it at once (the log step's lesson).
	i, s = stepAt(t, "log")
	if c := s.Space(space("C4")); c.Kind != game.StandSpace || c.Owner != Person || s.Entrance(entrance("top-C")) == game.NoCustomer {
		t.Errorf("log: C4 holds %v", c)
	}
	if f := FactsOf(i+1, s); Steps[i+1].ID != "waiting" || f.Value != 2 || f.Customers != 1 {
		t.Errorf("waiting: %+v", f)
	}
	if n := len(Decisions(i-1, nil)); n > 6 || s.ToMove() != Person {
		t.Errorf("log: %d moves jumped, seat %d to move", n, s.ToMove())
	}
	// The choice: the customers pay now, the stand costs now and earns nothing yet.
	i, s = stepAt(t, "build_or_customers")
	if f := FactsOf(i, s); f.You != 4 || f.Rival != 0 || f.Value != 2 || f.AltCost != 2 || f.AltValue != 2 || f.AltEarn != 0 {
		t.Errorf("build_or_customers: %+v", f)
	}
	// No stretch played for both is long: the middle is the person's.
	for i, st := range Steps {
		if n := len(Decisions(i, nil)); st.Kind == Jump && n > 20 {
			t.Errorf("step %s plays %d moves for both", st.ID, n)
		}
	}
	// The end: the person's last stand starts the final round, restaurants are left in
	// the supply (the pizzeria from D5 among them).
	_, s = stepAt(t, "final_round")
	if s.FinalRound() != Person || s.Over() || s.Player(Person).Supply[game.Pizza] != 1 || s.Player(Person).Stands != 0 {
		t.Errorf("final_round: final %d, over %v, supply %v", s.FinalRound(), s.Over(), s.Player(Person).Supply)
	}
	i, s = stepAt(t, "score")
	if f := FactsOf(i, s); !s.Over() || f.ScoreYou != f.Money-f.Supply {
		t.Errorf("score: over %v, score %d, money %d, supply %d", s.Over(), f.ScoreYou, f.Money, f.Supply)
	}
}

// TestEveryStepRefusesAWrongMove tries every legal move at every step: a Do step lets
// exactly its move through and refuses the others with a reason that fits; Read and
// Watch steps refuse everything; an illegal move is refused with the engine's reason.
func TestEveryStepRefusesAWrongMove(t *testing.T) {
	for i, st := range Steps {
		s, err := StateAt(i, nil)
		if err != nil {
			t.Fatal(err)
		}
		var buf [game.MaxLegalMoves]game.Move
		legal := s.LegalMoves(buf[:0])
		refused := 0
		for _, m := range legal {
			r := Check(i, nil, s, m)
			switch {
			case st.Kind == Do && m == st.Move, st.Kind == Choose && OptionOf(i, []game.Move{m}) >= 0:
				if r.Reason != Allowed {
					t.Errorf("step %s refuses its own move %v: %v", st.ID, m, r.Reason)
				}
				continue
			case r.Reason == Allowed:
				t.Errorf("step %s lets %v through", st.ID, m)
			case st.Kind == Read && r.Reason != ReadFirst && r.Reason != Finished,
				st.Kind == Watch && r.Reason != RivalsTurn,
				st.Kind == Choose && r.Reason != NotAnOption && r.Reason != FewerRaised:
				t.Errorf("step %s refuses %v with %v", st.ID, m, r.Reason)
			case st.Kind == Do && m.Kind != st.Move.Kind && r.Reason != OtherAction,
				st.Kind == Do && m.Kind == st.Move.Kind && r.Reason != OtherPlace && r.Reason != OtherPiece:
				t.Errorf("step %s refuses %v with %v", st.ID, m, r.Reason)
			}
			refused++
		}
		if st.Kind == Do || st.Kind == Choose {
			// an illegal move: the stand tile of a good not in hand, on the step's space
			bad := game.StandMove(game.Fish, game.Space(0))
			for g := game.Good(0); g < game.NumGoods; g++ {
				if s.Player(s.ToMove()).Hand[g] == 0 {
					bad = game.StandMove(g, game.Space(12))
				}
			}
			if r := Check(i, nil, s, bad); r.Reason != AgainstRules || r.Err == nil {
				t.Errorf("step %s: illegal %v gives %v", st.ID, bad, r.Reason)
			}
			if refused == 0 {
				t.Errorf("step %s: no other legal move to refuse", st.ID)
			}
		}
		if st.Kind != Choose {
			continue
		}
		// within an option, only its next move: the take it names, not another
		for o, opt := range st.Options {
			s, _ := StateAt(i, Path{}.With(i, o))
			for k, m := range opt.Moves {
				for _, other := range s.LegalMoves(buf[:0]) {
					r := Check(i, opt.Moves[:k], s, other)
					ok := other == m || k == 0 && OptionOf(i, []game.Move{other}) >= 0
					if (r.Reason == Allowed) != ok {
						t.Errorf("step %s option %s after %v: %v gives %v", st.ID, opt.ID, opt.Moves[:k], other, r.Reason)
					}
				}
				_ = s.Play(m)
			}
		}
	}
}

func TestOpponentFollowsTheScript(t *testing.T) {
	o := NewOpponent()
	var p ai.Player = o
	for _, path := range Paths() {
		for i, st := range Steps {
			if st.Kind != Watch {
				continue
			}
			s, err := StateAt(i, path)
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range Decisions(i, path) {
				got := p.Choose(s)
				if got != want {
					t.Errorf("path %v step %s: the opponent plays %v, the script says %v", path, st.ID, got, want)
				}
				if err := s.Play(got); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	// Off the script it still answers legally.
	s, _ := StateAt(0, nil)
	_ = s.Play(game.CoinMove())
	if m := o.Choose(s); s.Check(m) != nil {
		t.Errorf("off the script: %v is illegal", m)
	}
}

func TestProgressSurvivesDamage(t *testing.T) {
	st := table.NewMemStore()
	if p, err := LoadProgress(st); err != nil || !reflect.DeepEqual(p, Progress{}) {
		t.Fatalf("missing file: %+v %v", p, err)
	}
	want := Progress{Step: 7, Started: true, Lessons: Lessons, Path: Path{1}}
	if err := want.Save(st); err != nil {
		t.Fatal(err)
	}
	if p, err := LoadProgress(st); err != nil || !reflect.DeepEqual(p, want) {
		t.Fatalf("round trip: %+v %v", p, err)
	}
	for _, bad := range []string{"", "{", "null x", `{"step": -3}`, `{"step": 9999, "started": true}`, `{"step": "x"}`, "\x00\xff",
		`{"step": 20, "lessons": 3, "path": [2]}`, `{"step": 20, "lessons": 3, "path": [0, 0, 0]}`, `{"step": 20, "lessons": 3, "path": [-1]}`} {
		_ = st.Write(FileName, []byte(bad))
		p, err := LoadProgress(st)
		if err == nil && bad != "" {
			t.Errorf("%q: no error", bad)
		}
		if p.Step < 0 || p.Step >= len(Steps) {
			t.Errorf("%q: step %d", bad, p.Step)
		}
	}
	// A progress from the earlier lessons (no "lessons" key) starts over, and says why.
	_ = st.Write(FileName, []byte(`{"step": 9, "started": true, "lessons": 2}`))
	if p, err := LoadProgress(st); !errors.Is(err, ErrOtherLessons) || p.Step != 0 || !p.Started {
		t.Errorf("old lessons: %+v %v", p, err)
	}
	_ = st.Write(FileName, []byte(`{"step": 0, "started": true, "finished": true}`))
	if p, err := LoadProgress(st); err != nil || !p.Finished {
		t.Errorf("old finished progress: %+v %v", p, err)
	}
	_ = st.Remove(FileName)
	if _, err := LoadProgress(st); errors.Is(err, fs.ErrNotExist) {
		t.Error("a missing file is not an error")
	}
}

func TestRecordResumes(t *testing.T) {
	for _, p := range Paths() {
		for i := range Steps {
			rec := Record(i, p, "You", "Rosa")
			tb, err := table.FromRecord(rec, []table.Seat{{Name: "You", Kind: table.Human}, {Name: "Rosa", Kind: table.Computer, Level: "easy", Color: 1}})
			if err != nil {
				t.Fatalf("path %v step %d: %v", p, i, err)
			}
			if len(tb.Log()) != len(MovesBefore(i, p)) || (Steps[i].Kind == Undo && !tb.CanUndo()) {
				t.Fatalf("step %d: %d moves replayed", i, len(tb.Log()))
			}
		}
	}
}
