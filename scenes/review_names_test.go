package scenes

import (
	"regexp"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/reason"
	"mercado/game/review"
	"mercado/game/table"
	"mercado/ui/lang"
)

// secondPerson finds the words a sentence says "you" with, in each language.
var secondPerson = map[string]*regexp.Regexp{
	"en": regexp.MustCompile(`(?i)\b(you|your|yours)\b`),
	"de": regexp.MustCompile(`(?i)\b(du|dein|deine|deiner|deinem|deinen|deines|dich|dir)\b`),
	"fr": regexp.MustCompile(`(?i)\b(vous|votre|vos)\b`),
	"uk": regexp.MustCompile(`(?i)(^|[^\p{L}])(ви|ваш|ваша|ваше|ваші|вашу|вашої|вашого|вашому|вашим|ваших|вам|вас)([^\p{L}]|$)`),
}

// TestReviewNamesTheMoverOfAnotherSeat: a review's reasons say "you" only about the
// decisions of the person it speaks to. Against a computer, the person's decisions are
// theirs and the computer's (a review of every seat) name the computer; when two people
// shared the screen, every decision names its player. Every position of a game is asked
// why a customer move (whose reason always tells the mover's own stands) would have been
// better, in every language.
func TestReviewNamesTheMoverOfAnotherSeat(t *testing.T) {
	defer lang.Set("en")
	tb, err := quickFinishedTable()
	if err != nil {
		t.Fatal(err)
	}
	rec := tb.Record()
	againstComputer := []table.Seat{logSeats[0], {Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1}}
	for _, c := range []struct {
		name  string
		seats []table.Seat
		you   int // the seat spoken to, -1 for none
	}{{"against a computer", againstComputer, 0}, {"two people at one screen", logSeats, -1}} {
		r, err := NewReview(rec, c.seats)
		if err != nil {
			t.Fatal(err)
		}
		if got := reviewSpeaksTo(c.seats); got != c.you {
			t.Fatalf("%s: the review speaks to seat %d, want %d", c.name, got, c.you)
		}
		for _, l := range lang.Languages {
			lang.Set(l.Code)
			spoken, named := 0, 0
			for i, text := range rec.Moves {
				s := &r.states[i]
				best, ok := aCustomerMove(s)
				if !ok || s.AwaitingTake() {
					continue
				}
				seat := s.ToMove()
				d := review.Decision{Index: i, Seat: seat, Move: text, Best: best.String(), Mark: review.Mistake}
				why := strings.Join(r.betterWhy(s, d, best), " ")
				says := secondPerson[l.Code].FindString(why)
				mover := c.seats[seat].Name
				if seat == c.you {
					if says != "" {
						spoken++
					}
					continue
				}
				named++
				if says != "" {
					t.Errorf("%s, %s, move %d by %s: %q says %q", c.name, l.Code, i+1, mover, why, says)
				}
				if !strings.Contains(why, mover) {
					t.Errorf("%s, %s, move %d by %s: %q does not name the mover", c.name, l.Code, i+1, mover, why)
				}
			}
			if named == 0 {
				t.Errorf("%s, %s: no decision of another seat was worded", c.name, l.Code)
			}
			if c.you >= 0 && spoken == 0 {
				t.Errorf("%s, %s: no decision of %s says \"you\" to them", c.name, l.Code, c.seats[c.you].Name)
			}
		}
	}
}

// aCustomerMove is a legal move that brings customers, if the position has one.
func aCustomerMove(s *game.State) (game.Move, bool) {
	for _, m := range s.LegalMoves(nil) {
		if m.Kind == game.BringCustomer {
			return m, true
		}
	}
	return game.Move{}, false
}

// The command line's review of a record with several players names the mover too: it
// is read by whoever asks, as the window's review of a game people shared; its hint
// speaks to the person asking.
func TestCommandReasonNamesTheMoverInAReview(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	rec, r := quickReview(t)
	names := []string{"Ana", "Rui"}
	for i := range rec.Moves {
		s := &r.states[i]
		best, ok := aCustomerMove(s)
		played, err := game.ParseMove(rec.Moves[i])
		if !ok || err != nil || s.AwaitingTake() || s.ToMove() != 1 {
			continue
		}
		d := review.Decision{Index: i, Seat: 1, Move: rec.Moves[i], Best: best.String()}
		inReview := CommandReason(review.Why(s, d, best, played), names)
		if says := secondPerson["en"].FindString(inReview); says != "" || !strings.Contains(inReview, "Rui") {
			t.Fatalf("move %d: the review's reason %q says %q or does not name Rui", i+1, inReview, says)
		}
		hint := CommandReason(reason.Explain(s, []reason.Ranked{{Move: best}, {Move: played}}), names)
		if secondPerson["en"].FindString(hint) == "" {
			t.Fatalf("move %d: the hint's reason %q does not speak to the person asking", i+1, hint)
		}
		return
	}
	t.Fatal("Rui never had a customer move to weigh")
}
