// Package ai holds the computer opponents. They see only the view of the seat they
// play (game.State.View) and never import the window.
package ai

import (
	"fmt"
	"strings"

	"mercado/game"
)

// Player chooses moves for whichever seat is to move.
//
// A Player is not safe for concurrent use: make one per thread (Start runs it on its
// own goroutine; do not call it again until that Thinking is done).
type Player interface {
	// Name is the level's name, as given to New.
	Name() string
	// Choose returns a legal move for the seat to move in s. It must look only at
	// s.View(s.ToMove()).
	Choose(s *game.State) game.Move
}

// Levels lists the names New accepts, weakest first.
var Levels = []string{"random", "easy", "medium", "hard"}

// DefaultBudgetMS is the thinking time per decision when none is given.
const DefaultBudgetMS = 1000

// New makes a player of the named level (any letter case). The seed fixes its choices;
// budgetMS bounds the thinking time of levels that search (<= 0: DefaultBudgetMS).
func New(level string, seed uint64, budgetMS int) (Player, error) {
	switch strings.ToLower(strings.TrimSpace(level)) {
	case "random":
		return NewRandom(seed), nil
	case "easy":
		return NewEasy(seed), nil
	case "medium":
		return NewMedium(seed), nil
	case "hard":
		if budgetMS <= 0 {
			budgetMS = DefaultBudgetMS
		}
		return NewHard(seed, Options{BudgetMS: budgetMS}), nil
	}
	return nil, fmt.Errorf("unknown player level %q (levels: %s)", level, strings.Join(Levels, ", "))
}
