//go:build js

package ai

import "mercado/game"

// Planners: the browser build has no selfplay to measure them with, and leaves them out
// (a smaller download).
var Planners []string

func planner(string, uint64, int, int) (Player, bool) { return nil, false }

func plannerSpecialty(string, uint64, game.Config) (game.Good, bool) { return 0, false }
