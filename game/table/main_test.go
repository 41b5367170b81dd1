package table

import (
	"os"
	"testing"
)

// The tests' computers and hints search to an iteration budget, not the clock: the same
// test plays the same game on any machine, however busy.
func TestMain(m *testing.M) {
	SearchIterations = 1000
	os.Exit(m.Run())
}
