package scenes

import (
	"math"

	"mercado/game/review"
	"mercado/ui/lang"
)

// markKeys name the marks, in the order of review.Marks.
var markKeys = [...]string{"review.mark.best", "review.mark.good", "review.mark.inaccuracy", "review.mark.mistake", "review.mark.blunder"}

func markWord(m review.Mark) string {
	if i := m.Rank(); i >= 0 && i < len(markKeys) {
		return lang.T(markKeys[i])
	}
	return string(m)
}

// leadText is a lead with its sign: "+3.5", "−2.0".
func leadText(x float64) string {
	switch {
	case x >= 0.05:
		return "+" + oneDecimal(x)
	case x <= -0.05:
		return "−" + oneDecimal(-x)
	}
	return oneDecimal(0)
}

// lossText is what a decision lost, with a minus: "−1.5"; a loss that rounds to nothing
// has no sign ("0.0", not "−0.0").
func lossText(loss float64) string {
	if loss < 0.05 {
		return oneDecimal(0)
	}
	return "−" + oneDecimal(loss)
}

// signedWhole is a whole chart value, signed when signed is set.
func signedWhole(v float64, signed bool) string {
	n := int(math.Round(v))
	switch {
	case signed && n > 0:
		return "+" + num(n)
	case n < 0:
		return "−" + num(-n)
	}
	return num(n)
}
