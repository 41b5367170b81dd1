package cli

import "testing"

// BenchmarkSelfplayRandom is what `mercado selfplay --players random,random` spends on
// one game: the referee, the players and the report's bookkeeping.
func BenchmarkSelfplayRandom(b *testing.B) {
	o := selfplayOptions{levels: []string{"random", "random"}, games: b.N, seed: 1, budgetMS: 1000, workers: 1}
	b.ResetTimer()
	if _, err := playMatch(o); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
