package game

import (
	"strconv"
	"strings"
)

// Space is one of the 25 market spaces: row*5 + column, A1 = 0 top-left, E5 = 24.
type Space int8

const (
	BoardSize = 5
	NumSpaces = BoardSize * BoardSize
)

func SpaceAt(col, row int) Space { return Space(row*BoardSize + col) }
func (sp Space) Col() int        { return int(sp) % BoardSize }
func (sp Space) Row() int        { return int(sp) / BoardSize }
func (sp Space) RowLine() Line   { return Line(sp.Row()) }
func (sp Space) ColLine() Line   { return Line(BoardSize + sp.Col()) }

func (sp Space) String() string {
	if sp < 0 || sp >= NumSpaces {
		return "?"
	}
	return string(rune('A'+sp.Col())) + strconv.Itoa(sp.Row()+1)
}

// ParseSpace reads "B3" in any letter case.
func ParseSpace(s string) (Space, bool) {
	s = strings.ToUpper(strings.TrimSpace(s))
	if len(s) != 2 || s[0] < 'A' || s[0] > 'E' || s[1] < '1' || s[1] > '5' {
		return 0, false
	}
	return SpaceAt(int(s[0]-'A'), int(s[1]-'1')), true
}

// markedSpaceNames is the Decision of engine-rules.md 1.1: where the face-down restaurants start.
const markedSpaceNames = "B1 D1 A2 C2 E2 C3 A4 C4 E4 B5 D5"

// MarkedSpaces lists the marked spaces in the order setup deals restaurants onto them.
var MarkedSpaces = func() []Space {
	var out []Space
	for _, name := range strings.Fields(markedSpaceNames) {
		sp, ok := ParseSpace(name)
		if !ok {
			panic("bad marked space " + name)
		}
		out = append(out, sp)
	}
	return out
}()

// neighbours holds each space's orthogonal neighbours; -1 pads the edges.
var neighbours = func() (out [NumSpaces][4]Space) {
	for sp := Space(0); sp < NumSpaces; sp++ {
		c, r := sp.Col(), sp.Row()
		cand := [4][2]int{{c, r - 1}, {c + 1, r}, {c, r + 1}, {c - 1, r}}
		for i, p := range cand {
			out[sp][i] = -1
			if p[0] >= 0 && p[0] < BoardSize && p[1] >= 0 && p[1] < BoardSize {
				out[sp][i] = SpaceAt(p[0], p[1])
			}
		}
	}
	return
}()

// neighbourLists holds each space's orthogonal neighbours without padding.
var neighbourLists = func() (out [NumSpaces][]Space) {
	for sp := range neighbours {
		for _, n := range neighbours[sp] {
			if n >= 0 {
				out[sp] = append(out[sp], n)
			}
		}
	}
	return
}()

// Neighbours lists the spaces orthogonally next to sp (restaurants there improve it).
// The caller must not change the list.
func (sp Space) Neighbours() []Space { return neighbourLists[sp] }

// Line is a row (0..4 for rows 1..5) or a column (5..9 for columns A..E).
type Line int8

const NumLines = 2 * BoardSize

func (l Line) IsRow() bool { return l < BoardSize }

// Spaces lists the five spaces of the line.
func (l Line) Spaces() (out [BoardSize]Space) {
	for i := range out {
		if l.IsRow() {
			out[i] = SpaceAt(i, int(l))
		} else {
			out[i] = SpaceAt(int(l)-BoardSize, i)
		}
	}
	return
}

// Entrances lists the line's two entrances.
func (l Line) Entrances() [2]Entrance {
	if l.IsRow() {
		return [2]Entrance{entranceOf(Left, int(l)), entranceOf(Right, int(l))}
	}
	i := int(l) - BoardSize
	return [2]Entrance{entranceOf(Top, i), entranceOf(Bottom, i)}
}

func (l Line) String() string {
	if l.IsRow() {
		return "row " + strconv.Itoa(int(l)+1)
	}
	return "column " + string(rune('A'+int(l)-BoardSize))
}

// Side is a side of the market; each has five entrances.
type Side uint8

const (
	Top Side = iota
	Right
	Bottom
	Left
)

var sideNames = [4]string{"top", "right", "bottom", "left"}

func (s Side) String() string { return sideNames[s] }

// Entrance is side*5 + index, where index is the column (top, bottom) or row (left, right).
type Entrance int8

const NumEntrances = 4 * BoardSize

func entranceOf(side Side, index int) Entrance { return Entrance(int(side)*BoardSize + index) }
func (e Entrance) Side() Side                  { return Side(int(e) / BoardSize) }
func (e Entrance) Index() int                  { return int(e) % BoardSize }

// Line is the row or column the entrance leads into.
func (e Entrance) Line() Line {
	if s := e.Side(); s == Left || s == Right {
		return Line(e.Index())
	}
	return Line(BoardSize + e.Index())
}

func (e Entrance) String() string {
	if e < 0 || e >= NumEntrances {
		return "?"
	}
	if s := e.Side(); s == Left || s == Right {
		return s.String() + "-" + strconv.Itoa(e.Index()+1)
	}
	return e.Side().String() + "-" + string(rune('A'+e.Index()))
}

// ParseEntrance reads "top-A" or "left-3" in any letter case.
func ParseEntrance(s string) (Entrance, bool) {
	side, index, ok := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "-")
	if !ok || len(index) != 1 {
		return 0, false
	}
	for sd, name := range sideNames {
		if name != side {
			continue
		}
		i := int(index[0] - 'a')
		if Side(sd) == Left || Side(sd) == Right {
			i = int(index[0] - '1')
		}
		if i < 0 || i >= BoardSize {
			return 0, false
		}
		return entranceOf(Side(sd), i), true
	}
	return 0, false
}

// entrancesAround lists the four entrances of a space's row and column.
func entrancesAround(sp Space) [4]Entrance {
	r, c := sp.RowLine().Entrances(), sp.ColLine().Entrances()
	return [4]Entrance{r[0], r[1], c[0], c[1]}
}
