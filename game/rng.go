package game

import "math/bits"

// RNG is a small splitmix64 generator. The state owns one so that the same seed and
// moves give the same game on every platform, WebAssembly included.
type RNG struct{ state uint64 }

func NewRNG(seed uint64) RNG { return RNG{seed} }

func (r *RNG) Uint64() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform number in [0, n) by Lemire's multiply-and-reject method.
func (r *RNG) Intn(n int) int {
	if n <= 1 {
		return 0
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.Uint64(), bound)
		}
	}
	return int(hi)
}

// shuffle is Fisher-Yates.
func shuffle[T any](r *RNG, items []T) {
	for i := len(items) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		items[i], items[j] = items[j], items[i]
	}
}
