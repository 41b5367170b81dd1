//go:build js

package ai

import "mercado/game"

// Yardsticks: the browser build has no selfplay to measure with, and leaves them out
// (a smaller download).
var Yardsticks []string

func yardstick(string, uint64, int, int) (Player, bool) { return nil, false }

func yardstickSpecialty(string, uint64, game.Config) (game.Good, bool) { return 0, false }
