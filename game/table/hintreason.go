package table

import (
	"mercado/game"
	"mercado/game/ai"
	"mercado/game/reason"
)

// explain is the reason for the best of the ranked moves, compared with the second.
func explain(s *game.State, ranked []ai.Scored) reason.Reason {
	list := make([]reason.Ranked, len(ranked))
	for i, r := range ranked {
		list[i] = reason.Ranked{Move: r.Move, Value: r.Value}
	}
	return reason.Explain(s, list)
}

// HintReason is why the hint's move is suggested, once the hint is ready: for the
// position it was asked in only, like Hint. It tells only what the person to move may
// know (package reason).
func (t *Table) HintReason() (reason.Reason, bool) {
	if _, _, ok := t.Hint(); !ok {
		return reason.Reason{}, false
	}
	return t.hint.reason, t.hint.reason.Move == t.hint.move
}
