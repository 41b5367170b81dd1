package game

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// A rulebook fixture: a record and what must come of it.
type fixture struct {
	About  string          `json:"about"`
	Record json.RawMessage `json:"record"`
	Expect struct {
		Money   []int `json:"money"`
		Preview *struct {
			Move   string `json:"move"`
			Cost   int    `json:"cost"`
			Income []int  `json:"income"`
		} `json:"preview"`
		Error *struct {
			Move   int    `json:"move"`
			Reason string `json:"reason"`
		} `json:"error"`
	} `json:"expect"`
}

// TestRulebookExamples replays every worked example of the rulebooks (testdata/rulebook).
func TestRulebookExamples(t *testing.T) {
	files, _ := filepath.Glob("testdata/rulebook/*.json")
	if len(files) == 0 {
		t.Fatal("no fixtures found")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var fx fixture
			if err := json.Unmarshal(data, &fx); err != nil {
				t.Fatal(err)
			}
			rec, err := ParseRecord(fx.Record)
			if err != nil {
				t.Fatal(err)
			}
			if p := fx.Expect.Preview; p != nil {
				start, err := rec.Start()
				if err != nil {
					t.Fatal(err)
				}
				m, err := ParseMove(p.Move)
				if err != nil {
					t.Fatal(err)
				}
				got := start.Preview(m)
				if got.Cost != p.Cost {
					t.Errorf("%s: preview cost %d, want %d", fx.About, got.Cost, p.Cost)
				}
				for seat, want := range p.Income {
					if got.Income[seat] != want {
						t.Errorf("%s: preview income of seat %d is %d, want %d", fx.About, seat, got.Income[seat], want)
					}
				}
			}
			s, err := rec.Replay()
			var moveErr *MoveError
			if e := fx.Expect.Error; e != nil {
				if !errors.As(err, &moveErr) || moveErr.Move != e.Move || moveErr.Reason != e.Reason {
					t.Fatalf("%s\ngot error %v, want move %d: %s", fx.About, err, e.Move, e.Reason)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: %v", fx.About, err)
			}
			for seat, want := range fx.Expect.Money {
				if got := s.Player(seat).Money; got != want {
					t.Errorf("%s\nseat %d has %d coins, want %d", fx.About, seat, got, want)
				}
			}
		})
	}
}
