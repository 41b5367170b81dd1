package tutorial

import (
	"encoding/json"

	"mercado/game"
)

// position is the practice game's start: the normal setup of a two-player game, with
// nothing left to chance (records.md's position object). The market is empty
// but for its face-down restaurants; the person plays seat 0 and moves first, the gentle
// computer seat 1; each has the single coin every game starts with. The face-down
// restaurants are fixed (the sushi bar under C2 and the tea house under C3 are always
// there to be found, the pub under E2 for the middle's choice), and so are the bag's order and the customer tiles on offer, so that
// every lesson comes up when its step says.
const position = `{
  "turn": 0,
  "cells": {
    "B1": "hidden:wine", "D1": "hidden:burger",
    "A2": "hidden:tea", "C2": "hidden:sushi", "E2": "hidden:pub",
    "C3": "hidden:tea",
    "A4": "hidden:burger", "C4": "hidden:wine", "E4": "hidden:sushi",
    "B5": "hidden:pizza", "D5": "hidden:pizza"
  },
  "entrances": {},
  "players": [
    {"money": 1, "hand": ["fish", "tomato", "flower"], "restaurants": [], "stands": 8},
    {"money": 1, "hand": ["meat", "grape", "tomato"], "restaurants": [], "stands": 8}
  ],
  "display": ["grape", "meat", "fish"],
  "bag": ["grape", "grape", "tomato", "flower", "meat", "fish", "flower", "meat"],
  "customers": {
    "1": ["fish+tomato", "flower+meat", "tomato+grape"],
    "2": ["fish+grape", "flower+meat", "meat+grape"],
    "3": ["flower+grape", "fish+tomato", "tomato+meat"],
    "4": ["fish", "flower", "grape"]
  },
  "coins_in_a_row": 0,
  "final_round": -1
}`

// seed deals what the position leaves out (the rest of the bag and the stacks).
const seed = 20260417

// Person and Rival are the engine seats of the person learning and the computer.
const (
	Person = 0
	Rival  = 1
)

// Record is the practice game on path p after the moves of the steps before step
// (clamped to 0..len(Steps)): the table of a tutorial resumed at that step is built from
// it. The names are the two seats' names as the window shows them.
func Record(step int, p Path, person, rival string) *game.Record {
	rec := &game.Record{
		Players:  []string{person, rival},
		Seed:     seed,
		Position: json.RawMessage(position),
	}
	for _, m := range MovesBefore(step, p) {
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

// StateAt is the position at the start of step on path p. The deal and its line are
// checked by the tests, so an error here means the engine's rules changed under the
// lessons.
func StateAt(step int, p Path) (*game.State, error) {
	return Record(step, p, "", "").Replay()
}
