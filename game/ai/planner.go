package ai

import "mercado/game"

// Planners lists the players New also accepts that the window does not offer as
// levels at a table of several: solo, the solo planner (solo.go), which plays the solo
// campaign better than hard (docs/ai.md) and with others plays as hard.
var Planners = []string{SoloPlanner}

// SoloPlanner is the solo planner's name.
const SoloPlanner = "solo"

// planner is the named planner, if name is one; an iteration budget is its playouts per
// decision.
func planner(name string, seed uint64, budgetMS, iterations int) (Player, bool) {
	if name != SoloPlanner {
		return nil, false
	}
	return NewSolo(seed, SoloOptions{BudgetMS: budgetMS, Playouts: iterations, Halve: true}), true
}

// plannerSpecialty is the good the named planner chooses for The Specialist, if name
// is one: solo plans each good with its nested search on sampled deals.
func plannerSpecialty(name string, seed uint64, cfg game.Config) (game.Good, bool) {
	if name != SoloPlanner {
		return 0, false
	}
	return soloSpecialty(seed, cfg), true
}
