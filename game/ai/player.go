// Package ai holds the computer opponents. They see only the view of the seat they
// play (game.State.View) and never import the window.
//
// Levels, weakest first:
//   - random: any legal move.
//   - easy: the best immediate income, blurred by noise (easy.go).
//   - medium: one whole turn of its own decisions looked at, the position reached judged
//     by a hand-tuned estimate less what the next player could grab (medium.go, eval.go).
//   - hard: information-set Monte Carlo tree search with a time or iteration budget on
//     both cores (hard.go, mcts.go).
//
// Every level but random decides from its seed and the view alone: the same position
// gives the same move (hard: with an iteration budget), and positions that differ only
// in what the seat cannot see give the same move. random draws from one seeded stream:
// the legal moves never depend on hidden parts, and it must stay cheap. Start/Thinking run a decision in the
// background; Rank lists the moves a level likes best; ChooseSpecialty names The
// Specialist's good before that challenge starts.
//
// It imports game, and the frozen yardstick (internal/hard2026) in files the browser build
// leaves out; nothing that draws, nor the table, online play or the window.
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

// Levels lists the playing levels New accepts, weakest first.
var Levels = []string{"random", "easy", "medium", "hard"}

// DefaultBudgetMS is the thinking time per decision when none is given.
const DefaultBudgetMS = 1000

// New makes a player of the named level (any letter case). The seed fixes its choices;
// budgetMS bounds the thinking time of levels that search (<= 0: DefaultBudgetMS).
func New(level string, seed uint64, budgetMS int) (Player, error) {
	return NewLimited(level, seed, budgetMS, 0)
}

// NewLimited is New with an iteration budget: when iterations > 0 the levels that
// search (hard and its yardsticks) run exactly that many iterations per decision
// instead of watching the clock, so that their games depend only on the seeds.
func NewLimited(level string, seed uint64, budgetMS, iterations int) (Player, error) {
	if budgetMS <= 0 {
		budgetMS = DefaultBudgetMS
	}
	name := strings.ToLower(strings.TrimSpace(level))
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "easy":
		return NewEasy(seed), nil
	case "medium":
		return NewMedium(seed), nil
	case "hard":
		return NewHard(seed, Options{BudgetMS: budgetMS, Iterations: iterations}), nil
	}
	if p, ok := planner(name, seed, budgetMS, iterations); ok {
		return p, nil
	}
	if p, ok := yardstick(name, seed, budgetMS, iterations); ok {
		return p, nil
	}
	return nil, fmt.Errorf("unknown player level %q (levels: %s; planners: %s; yardsticks: %s)", level,
		strings.Join(Levels, ", "), strings.Join(Planners, ", "), strings.Join(Yardsticks, ", "))
}
