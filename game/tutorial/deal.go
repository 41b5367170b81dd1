package tutorial

import (
	"encoding/json"

	"mercado/game"
)

// position is the practice game's start: a market some turns old, so that every lesson
// comes up within a few turns and the end is near (RECORD-FORMAT.md's position object).
// The person plays seat 0 and starts with the single coin every player starts a game
// with; the gentle computer plays seat 1. The face-down restaurants are fixed, so that
// the tea house under C3 and the sushi bar under B1 are always there to be found, and so
// is the bag's order, so that the hand redraw always brings the same three tiles.
const position = `{
  "turn": 0,
  "cells": {
    "A1": "meat/1", "B1": "hidden:sushi", "C1": "tomato/0", "D1": "hidden:burger",
    "A2": "hidden:pizza", "B2": "grape/0", "C2": "wine", "D2": "tomato/1", "E2": "hidden:wine",
    "C3": "hidden:tea", "E3": "grape/1",
    "A4": "hidden:burger", "B4": "fish/1", "C4": "pizza", "D4": "meat/0", "E4": "tea",
    "A5": "flower/0", "B5": "pub", "C5": "flower/1", "D5": "sushi"
  },
  "entrances": {"left-3": "2:fish+meat", "right-1": "1:tomato+meat", "bottom-C": "1:flower+tomato"},
  "players": [
    {"money": 1, "hand": ["fish", "tomato", "tomato"], "restaurants": [], "stands": 4},
    {"money": 6, "hand": ["meat", "grape", "flower"], "restaurants": [], "stands": 3}
  ],
  "display": ["tomato", "meat", "grape"],
  "bag": ["flower", "grape", "flower", "meat", "fish", "grape", "meat"],
  "customers": {
    "1": ["fish+grape", "flower+meat", "tomato+grape"],
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

// Record is the practice game after the moves of the steps before step (clamped to
// 0..len(Steps)): the table of a tutorial resumed at that step is built from it. The
// names are the two seats' names as the window shows them.
func Record(step int, person, rival string) *game.Record {
	rec := &game.Record{
		Players:  []string{person, rival},
		Seed:     seed,
		Position: json.RawMessage(position),
	}
	for _, m := range MovesBefore(step) {
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

// StateAt is the position at the start of step. The deal and its line are checked by
// the tests, so an error here means the engine's rules changed under the lessons.
func StateAt(step int) (*game.State, error) {
	return Record(step, "", "").Replay()
}
