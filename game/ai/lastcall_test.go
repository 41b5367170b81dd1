package ai

import (
	"slices"
	"testing"
)

// TestSort4 checks the sorting network against the library's sort on every order of
// four values with and without ties.
func TestSort4(t *testing.T) {
	for _, vals := range [][4]float64{{1, 2, 3, 4}, {0, 0, 0.35, 1}, {2, 2, 2, 2}, {0.7, 0.25, 0.7, 0}} {
		idx := [4]int{0, 1, 2, 3}
		var perm func(k int)
		perm = func(k int) {
			if k == 4 {
				x := [4]float64{vals[idx[0]], vals[idx[1]], vals[idx[2]], vals[idx[3]]}
				want := x
				slices.Sort(want[:])
				if sort4(&x); x != want {
					t.Fatalf("sort4 of %v gives %v, want %v", idx, x, want)
				}
				return
			}
			for i := k; i < 4; i++ {
				idx[k], idx[i] = idx[i], idx[k]
				perm(k + 1)
				idx[k], idx[i] = idx[i], idx[k]
			}
		}
		perm(0)
	}
}
