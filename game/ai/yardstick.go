//go:build !js

package ai

import (
	"mercado/game"
	"mercado/game/ai/internal/hard2026"
)

// Yardsticks lists the frozen earlier players New also accepts, to measure the levels
// against (selfplay --players hard,hard-2026); the window does not offer them, and the
// browser build, which has no selfplay, leaves them out (yardstick_js.go).
var Yardsticks = []string{"hard-2026"}

// yardstick makes the named yardstick player; ok is false for any other name.
func yardstick(level string, seed uint64, budgetMS, iterations int) (Player, bool) {
	if level != "hard-2026" {
		return nil, false
	}
	return hard2026.NewHard(seed, hard2026.Options{BudgetMS: budgetMS, Iterations: iterations}), true
}

// yardstickSpecialty is a yardstick's choice for The Specialist; ok is false for any
// other name.
func yardstickSpecialty(level string, seed uint64, cfg game.Config) (game.Good, bool) {
	if level != "hard-2026" {
		return 0, false
	}
	return hard2026.ChooseSpecialty(seed, cfg), true
}
