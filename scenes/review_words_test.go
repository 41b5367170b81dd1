package scenes

import "testing"

// A decision that lost less than the tenth the list shows has no minus sign: "0.0", as
// a lead of nothing is shown, never "−0.0".
func TestLossTextHasNoSignForNothing(t *testing.T) {
	for loss, want := range map[float64]string{0: "0.0", 0.04: "0.0", 0.05: "−0.1", 1.26: "−1.3"} {
		if got := lossText(loss); got != want {
			t.Errorf("lossText(%v) = %q, want %q", loss, got, want)
		}
	}
}
