package scenes

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/cli"
	"mercado/game/review"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Every review the window tests open (these, and any the monkey's clicks start) does
// little work: the same method, quick, so that it never holds up the tests' frames.
func init() { reviewOptions = review.Options{Iterations: 60, Samples: 60} }

// reviewReady runs frames until the review on top is ready, with a pause between them
// so that drawing does not take all of the processor from the review's work.
func reviewReady(a *App, dst *Offscreen) (*Review, error) {
	end := time.Now().Add(time.Minute)
	for time.Now().Before(end) {
		if err := a.Step(dst, 1); err != nil {
			return nil, err
		}
		if r, ok := a.Top().(*Review); ok && r.Ready() {
			return r, nil
		}
		time.Sleep(10 * time.Millisecond)
	}
	return nil, fmt.Errorf("timed out waiting for the review (top %T)", a.Top())
}

// quickFinishedTable plays a whole quick game between two people.
func quickFinishedTable() (*table.Table, error) {
	tb, err := table.New(table.Config{Seats: logSeats, Seed: 9})
	if err != nil {
		return nil, err
	}
	rng := game.NewRNG(9)
	for !tb.Over() {
		if _, err := tb.Play(standFirstMove(tb.State(), &rng)); err != nil {
			return nil, err
		}
	}
	return tb, nil
}

// quickReview is the record of quickFinishedTable's game and its review screen, not yet
// worked.
func quickReview(t *testing.T) (*game.Record, *Review) {
	t.Helper()
	tb, err := quickFinishedTable()
	if err != nil {
		t.Fatal(err)
	}
	rec := tb.Record()
	r, err := NewReview(rec, logSeats)
	if err != nil {
		t.Fatal(err)
	}
	return rec, r
}

// openQuickReview opens the review of quickFinishedTable's game on a and waits until it
// is worked out and on screen.
func openQuickReview(a *App, dst *Offscreen, sc *ui.Script) (*Review, error) {
	tb, err := quickFinishedTable()
	if err != nil {
		return nil, err
	}
	r, err := NewReview(tb.Record(), tb.Seats())
	if err != nil {
		return nil, err
	}
	a.Reset(r)
	if _, err := reviewReady(a, dst); err != nil {
		return nil, err
	}
	return r, settle(a, dst, sc)
}

// A finished game's standings open the review; it works in the background to the end,
// lists the decisions, and a decision picked from the list is shown with hard's best
// move; back on the list, a costly one shows a better move than the one played. The
// review is kept: opened again it is there at once, and a damaged stored review is
// made again rather than trusted.
func TestReviewFromTheStandings(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		tb, err := quickFinishedTable()
		if err != nil {
			return err
		}
		s := NewScoring(tb)
		a.Push(s)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, s.review.Rect)
		r, err := reviewReady(a, dst)
		if err != nil {
			return err
		}
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		n := len(r.res.Decisions)
		if n < 20 || r.list.items != n {
			return fmt.Errorf("%d decisions reviewed, %d listed", n, r.list.items)
		}
		// the first row, picked by a click
		sc.Click(r.list.rect.X+100, r.list.rect.Y+r.list.rowH/2)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		d := r.Shown()
		if d == nil || d != &r.res.Decisions[0] {
			return fmt.Errorf("a click on the first row showed %v", d)
		}
		if err := legalBefore(r, d); err != nil {
			return err
		}
		// Next walks to a decision where a better move was found
		for d.Best == d.Move {
			if r.next.Disabled {
				return fmt.Errorf("no decision of %d has a better move than the one played", n)
			}
			click(sc, r.next.Rect)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			d = r.Shown()
		}
		if err := legalBefore(r, d); err != nil {
			return err
		}
		if d.Loss <= 0 || d.Mark == review.Best {
			return fmt.Errorf("a better move with loss %v, mark %q", d.Loss, d.Mark)
		}
		sc.Key(ebiten.KeyEscape)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if r.Shown() != nil {
			return fmt.Errorf("escape left the decision on the board")
		}
		// kept: the review opened again is there before any work
		again, err := NewReview(tb.Record(), tb.Seats())
		if err != nil {
			return err
		}
		again.start(a)
		if !again.Ready() || len(again.res.Decisions) != n {
			return fmt.Errorf("the stored review was not found")
		}
		// damaged: made again, never trusted, never an error
		name, _ := review.FileName(tb.Record())
		if err := a.Store.Write(name, []byte(`{"version": 1, "decisions": [{"index": -4}]`)); err != nil {
			return err
		}
		third, err := NewReview(tb.Record(), tb.Seats())
		if err != nil {
			return err
		}
		a.Push(third)
		if _, err := reviewReady(a, dst); err != nil {
			return err
		}
		if third.err != nil || len(third.res.Decisions) != n {
			return fmt.Errorf("after a damaged file: %v, %d decisions", third.err, len(third.res.Decisions))
		}
		return nil
	})
}

// legalBefore checks that the decision's moves are legal where it was made.
func legalBefore(r *Review, d *review.Decision) error {
	s := &r.states[d.Index]
	for _, text := range []string{d.Move, d.Best} {
		m, err := game.ParseMove(text)
		if err != nil || s.Check(m) != nil || s.ToMove() != d.Seat {
			return fmt.Errorf("decision %+v: %q is not a move of seat %d there", *d, text, d.Seat)
		}
	}
	return nil
}

// The replay of a record and a challenge's result open the review too, and leaving the
// review while it works stops the work.
func TestReviewFromReplayAndChallenge(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		rp, err := finishedReplay(a)
		if err != nil {
			return err
		}
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, rp.review.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		r, ok := a.Top().(*Review)
		if !ok {
			return fmt.Errorf("the replay's review button opened %T", a.Top())
		}
		click(sc, r.back.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if a.Top() != Scene(rp) || (r.cancel != nil && r.finished == nil) {
			return fmt.Errorf("back from the review: top %T", a.Top())
		}

		tb, err := table.New(table.Config{Seats: []table.Seat{{Name: soloName, Kind: table.Human}}, Seed: 3, Challenge: 3})
		if err != nil {
			return err
		}
		rng := game.NewRNG(3)
		for !tb.Over() {
			if _, err := tb.Play(standFirstMove(tb.State(), &rng)); err != nil {
				return err
			}
		}
		cr := NewChallengeResult(tb, &session{}, "")
		a.Push(cr)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, cr.review.Rect)
		if r, err = reviewReady(a, dst); err != nil {
			return err
		}
		if !r.solo() || len(r.res.Decisions) == 0 || r.res.Seats[0] != 0 {
			return fmt.Errorf("the challenge's review: %d decisions of seats %v", len(r.res.Decisions), r.res.Seats)
		}
		return settle(a, dst, sc)
	})
}

// On a phone upright the review is one scrolled column: a drag scrolls it and picks
// nothing, a tap on a decision's row shows it over the market with its card, Next
// steps on, and the list comes back with the last decision's row in view.
func TestReviewOnAPhone(t *testing.T) {
	onGame(t, 390, 844, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		r, err := openQuickReview(a, dst, sc)
		if err != nil {
			return err
		}
		if a.Form != ui.Tall {
			return fmt.Errorf("the review on a 390x844 window is %v, want tall", a.Form)
		}
		p := r.phone
		row := func(k int) ui.Rect { // decision k's row on the screen, less its hairline
			rw := r.phoneRow(k).Shift(-r.scroll.Off)
			rw.H -= 4
			return rw
		}
		if r.scroll.Max() <= 0 {
			return fmt.Errorf("the column of %d decisions fits without scrolling (%v)", len(r.res.Decisions), p.contentH)
		}
		v := p.view
		sc.Drag(v.CX(), v.Bottom()-40, v.CX(), v.Y+40, 12, true)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if r.scroll.Off <= 0 || r.Shown() != nil {
			return fmt.Errorf("a drag scrolled to %v and showed %v", r.scroll.Off, r.Shown())
		}
		// the first row whose whole target is in view, tapped
		i := -1
		for k := range r.res.Decisions {
			if rw := row(k); v.Within(rw) {
				i = k
				sc.Click(rw.CX(), rw.CY())
				break
			}
		}
		if i < 0 {
			return fmt.Errorf("no decision's row in view at %v", r.scroll.Off)
		}
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if d := r.Shown(); d != &r.res.Decisions[i] {
			return fmt.Errorf("a tap on row %d showed %v", i, d)
		}
		for _, b := range []*ui.Button{&r.back, &r.prev, &r.toList, &r.next} {
			if b.Rect.W < ui.MinTouch || b.Rect.H < ui.MinTouch || !ui.R(0, 0, a.W, a.H).Within(b.Rect) {
				return fmt.Errorf("%q at %v is off the screen or too small for a finger", b.Label, b.Rect)
			}
		}
		if r.view.layout.board.W < marketMinSz || r.phone.card.H < cardMinH {
			return fmt.Errorf("the market %v or the card %v is too small", r.view.layout.board, r.phone.card)
		}
		if i+1 < len(r.res.Decisions) {
			click(sc, r.next.Rect)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if d := r.Shown(); d != &r.res.Decisions[i+1] {
				return fmt.Errorf("next from %d showed %v", i, d)
			}
			i++
		}
		click(sc, r.toList.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if rw := row(i); r.Shown() != nil || !v.Within(rw) {
			return fmt.Errorf("back on the list: shown %v, row %d at %v outside %v", r.Shown(), i, rw, v)
		}
		return nil
	})
}

// TestOneJudge: the window's review of a record (the function the review screen calls)
// and mercado review --json, run twice, give identical decisions and key moments: a
// review is a function of the record and its work.
func TestOneJudge(t *testing.T) {
	rec, r := quickReview(t)
	window, err := r.work(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	data, err := rec.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(struct {
		D []review.Decision
		M []review.Moment
	}{window.Decisions, window.Moments})
	for run := range 2 {
		var out, errOut bytes.Buffer
		status := cli.Run([]string{"review", path, "--json", "--iterations", fmt.Sprint(reviewOptions.Iterations),
			"--samples", fmt.Sprint(reviewOptions.Samples)}, &out, &errOut)
		var res review.Result
		if status != 0 || json.Unmarshal(out.Bytes(), &res) != nil {
			t.Fatalf("run %d: status %d: %s%s", run, status, out.String(), errOut.String())
		}
		got, _ := json.Marshal(struct {
			D []review.Decision
			M []review.Moment
		}{res.Decisions, res.Moments})
		if !bytes.Equal(got, want) {
			t.Fatalf("run %d of mercado review differs from the window's:\n%s\n%s", run, got, want)
		}
	}
	if len(window.Decisions) < 20 {
		t.Fatalf("only %d decisions", len(window.Decisions))
	}
}

// TestReviewJSONWhyIsTheWindows: with the window's catalogs (as the program runs it),
// mercado review --json gives on every decision marked inaccuracy or worse the why the
// window's decision card shows in English, sentence for sentence.
func TestReviewJSONWhyIsTheWindows(t *testing.T) {
	defer lang.Set("en")
	defer func(l func(string) (cli.Wording, error)) { cli.Localize = l }(cli.Localize)
	cli.Localize = func(code string) (cli.Wording, error) {
		if err := SetCommandLanguage(code); err != nil {
			return cli.Wording{}, err
		}
		return cli.Wording{Move: CommandMove, Reason: CommandReason, Say: CommandSay}, nil
	}
	tb, err := quickFinishedTable()
	if err != nil {
		t.Fatal(err)
	}
	rec := tb.Record()
	data, err := rec.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	status := cli.Run([]string{"review", path, "--json", "--lang", "de", "--iterations", fmt.Sprint(reviewOptions.Iterations),
		"--samples", fmt.Sprint(reviewOptions.Samples)}, &out, &errOut)
	var res review.Result
	if status != 0 || json.Unmarshal(out.Bytes(), &res) != nil {
		t.Fatalf("status %d: %s%s", status, out.String(), errOut.String())
	}
	lang.Set("en")
	r, err := NewReview(rec, tb.Seats())
	if err != nil {
		t.Fatal(err)
	}
	whys := 0
	for _, d := range res.Decisions {
		if d.Mark.Rank() < review.Inaccuracy.Rank() {
			continue
		}
		whys++
		window := strings.Join(r.betterWhy(&r.states[d.Index], d, r.moveOf(d.Best)), " ")
		if d.Why != window {
			t.Errorf("move %d: --json says %q, the window %q", d.Index+1, d.Why, window)
		}
	}
	if whys == 0 {
		t.Fatal("no decision marked inaccuracy or worse: nothing compared")
	}
}

// TestReviewPhoneRowsFitTheirMoves: upright on a small phone each decision's row is as
// tall as its own move needs (a coin taken gets a one-target row, a long customer move
// three lines), the rows follow each other with no gap, and a tap on a short row after
// a tall one picks the short row's decision.
func TestReviewPhoneRowsFitTheirMoves(t *testing.T) {
	onGame(t, 360, 640, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		r, err := openQuickReview(a, dst, sc)
		if err != nil {
			return err
		}
		w := phoneMoveW(r.phone.rows.W)
		heights := map[float64]bool{}
		short := -1
		for k, d := range r.res.Decisions {
			row := r.phoneRow(k)
			want := phoneRowH(min(moveLines(moveWhat(r.moveOf(d.Move)), w), moveRowMost))
			if row.H != want {
				return fmt.Errorf("decision %d's row is %v high, want %v for its move %q", k, row.H, want, moveWhat(r.moveOf(d.Move)))
			}
			if k > 0 && row.Y != r.phoneRow(k-1).Bottom() {
				return fmt.Errorf("decision %d's row %v does not follow the row before it %v", k, row, r.phoneRow(k-1))
			}
			if !r.phone.rows.Within(row) {
				return fmt.Errorf("decision %d's row %v is outside the list's rows %v", k, row, r.phone.rows)
			}
			if k > 0 && short < 0 && row.H < r.phoneRow(k-1).H {
				short = k
			}
			heights[row.H] = true
		}
		if len(heights) < 2 || short < 0 {
			return fmt.Errorf("the rows are all %v high: the test wants a game with short and long moves", heights)
		}
		r.scroll.Show(r.phoneRow(short), r.phone.view)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		row := r.phoneRow(short).Shift(-r.scroll.Off)
		sc.Click(row.CX(), row.Y+row.H*0.8)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if d := r.Shown(); d != &r.res.Decisions[short] {
			return fmt.Errorf("a tap low on row %d (%v) showed %v", short, row, d)
		}
		return nil
	})
}
