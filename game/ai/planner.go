//go:build !js

package ai

import "mercado/game"

// Planners lists the players New also accepts that the window does not offer as
// levels: solo, the solo planner (solo.go), measured against hard in the campaign with
// mercado selfplay. The browser build, which has no selfplay, leaves them out
// (planner_js.go).
var Planners = []string{"solo"}

// planner is the named planner, if name is one; an iteration budget is its playouts per
// decision.
func planner(name string, seed uint64, budgetMS, iterations int) (Player, bool) {
	if name != "solo" {
		return nil, false
	}
	return NewSolo(seed, SoloOptions{BudgetMS: budgetMS, Playouts: iterations, Halve: true}), true
}

// plannerSpecialty is the good the named planner chooses for The Specialist, if name
// is one: solo plans each good with its nested search on sampled deals.
func plannerSpecialty(name string, seed uint64, cfg game.Config) (game.Good, bool) {
	if name != "solo" {
		return 0, false
	}
	return soloSpecialty(seed, cfg), true
}
