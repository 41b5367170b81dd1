package game

import "math/bits"

// SpaceKind says what lies on a market space.
type SpaceKind uint8

const (
	Empty SpaceKind = iota
	StandSpace
	FaceUp   // a face-up restaurant
	FaceDown // a face-down restaurant, identity secret
)

// SpaceContent is what lies on one space. Owner is meaningful for stands only.
type SpaceContent struct {
	Kind       SpaceKind
	Good       Good
	Restaurant Restaurant
	Owner      int8
}

// Available spaces take a new stand or restaurant: empty or face-down.
func (c SpaceContent) Available() bool { return c.Kind == Empty || c.Kind == FaceDown }

// Player is one seat's public belongings.
type Player struct {
	Money int
	// Hand counts the stand tiles in hand by good.
	Hand [NumGoods]int8
	// Supply counts the restaurants waiting to be opened, by kind.
	Supply [NumRestaurants]int8
	// Stands is the wooden stands not yet in the market (those on hand tiles included).
	Stands int8
}

func (p Player) HandSize() int { return sumCounts(p.Hand[:]) }

// HandLimit is how many tiles the hand may hold: one wooden stand rides on each.
func (p Player) HandLimit() int { return min(MaxHand, int(p.Stands)) }

func (p Player) SupplySize() int { return sumCounts(p.Supply[:]) }

// StandsInMarket is how many of the player's stands are on the board.
func (p Player) StandsInMarket() int { return WoodenStands - int(p.Stands) }

func sumCounts(c []int8) int {
	n := 0
	for _, v := range c {
		n += int(v)
	}
	return n
}

// State is a whole game position. It is a plain value without pointers, so copying it
// (Clone) is one memory copy: the AI copies states in its inner loop.
type State struct {
	numPlayers  int8
	challenge   int8
	specialty   Good
	moneyHidden bool

	board     [NumSpaces]SpaceContent
	entrances [NumEntrances]CustomerTile
	players   [MaxPlayers]Player
	display   [NumGoods]int8
	// bag[bagLen-1] is the next tile drawn.
	bag    [StandTiles]Good
	bagLen int8
	// stacks[n-1] holds the n-customer tiles in order; the first three are available.
	stacks   [MaxCustomers][10]CustomerTile
	stackLen [MaxCustomers]int8

	turn         int8
	awaitingTake bool // a stand was opened and a display tile is still to be taken
	redrawn      bool // this turn's hand redraw, or this take's display redraw, is used
	coinsInARow  int8
	finalRound   int8 // the seat that triggered the end, or -1
	over         bool

	// Solo counters.
	earnedFromFours int // money earned from 4-customer tiles (The Long Game)
	foursBrought    int // 4-customer tiles brought in (Last Call)
	bestAction      int // the largest income of a single action (Best Move bonus)

	// Caches derived from the board, kept up to date by the moves.
	lineStands [NumLines]int8
	// crowdedAt[c] has the bit of every space whose row or column holds c stands or
	// more: a stand there costs more than c (so crowdedAt[0] is the whole board).
	crowdedAt    [BoardSize + 1]uint32
	lineGoods    [NumLines]GoodSet
	lineOwnGoods [NumLines][MaxPlayers]GoodSet
	// ownLines[seat] has bit l set when the seat has a stand in line l.
	ownLines [MaxPlayers]uint16
	// lineDemand counts the customers waiting at each line's entrances, by good sought.
	lineDemand [NumLines][NumGoods]int8
	// lineWants is the goods sought at each line's entrances (lineDemand > 0).
	lineWants [NumLines]GoodSet
	// soughtAt[g] has the bit of every space whose row or column has a customer
	// seeking g: where a stand of g can earn at once.
	soughtAt [NumGoods]uint32
	// bonus counts the face-up restaurants next to each space that improve each good.
	bonus        [NumSpaces][NumGoods]int8
	freeSpaces   int8   // available spaces (empty or face-down)
	freeMask     uint32 // bit sp set: space sp is available
	standMask    uint32 // bit sp set: a stand stands on sp
	freeEntrance int8   // empty entrances
	emptyMask    uint32 // bit e set: entrance e is empty
	// The customer tiles available now, smallest first: the stack of n-customer tiles
	// has slots 3(n-1) to 3(n-1)+2, in its order, so that fitSlots[c] holds the slots a
	// line of c stands can take. availSlots has the slots that hold a tile,
	// availByGood[g] those whose tile seeks g, and availSeekers those whose tile seeks
	// a good of each set of goods (four sets to a word; seekersOf reads it). The move
	// generator reads them on every call, one lookup a line; they change only when a
	// tile is brought, and then only in its stack.
	availTiles   [MaxCustomers * AvailablePerStack]CustomerTile
	availSlots   uint16
	availByGood  [NumGoods]uint16
	availSeekers [1 << NumGoods / 4]uint64

	rng RNG
}

// Clone returns an independent copy.
func (s *State) Clone() *State { c := *s; return &c }

// CloneInto copies s into dst: Clone for loops that reuse one state and must not
// allocate.
func (s *State) CloneInto(dst *State) { *dst = *s }

func (s *State) NumPlayers() int                  { return int(s.numPlayers) }
func (s *State) Solo() bool                       { return s.numPlayers == 1 }
func (s *State) Challenge() Challenge             { return Challenges[s.challenge] }
func (s *State) Specialty() Good                  { return s.specialty }
func (s *State) MoneyHidden() bool                { return s.moneyHidden }
func (s *State) ToMove() int                      { return int(s.turn) }
func (s *State) AwaitingTake() bool               { return s.awaitingTake }
func (s *State) Redrawn() bool                    { return s.redrawn }
func (s *State) Over() bool                       { return s.over }
func (s *State) Space(sp Space) SpaceContent      { return s.board[sp] }
func (s *State) Entrance(e Entrance) CustomerTile { return s.entrances[e] }
func (s *State) Player(seat int) Player           { return s.players[seat] }
func (s *State) CoinsInARow() int                 { return int(s.coinsInARow) }
func (s *State) FinalRound() int                  { return int(s.finalRound) }
func (s *State) BagSize() int                     { return int(s.bagLen) }
func (s *State) LineStands(l Line) int            { return int(s.lineStands[l]) }
func (s *State) LineWants(l Line) GoodSet         { return s.lineWants[l] } // goods sought at l's entrances
func (s *State) FreeSpaces() int                  { return int(s.freeSpaces) }
func (s *State) FreeEntrances() int               { return int(s.freeEntrance) }
func (s *State) EarnedFromFours() int             { return s.earnedFromFours }
func (s *State) FoursBrought() int                { return s.foursBrought }

// BestAction is the largest income any single action has earned so far.
func (s *State) BestAction() int { return s.bestAction }

// Display counts the display's tiles by good.
func (s *State) Display() [NumGoods]int8 { return s.display }

func (s *State) displaySize() int { return sumCounts(s.display[:]) }

// Bag lists the bag in draw order (next drawn first).
func (s *State) Bag() []Good {
	out := make([]Good, s.bagLen)
	for i := range out {
		out[i] = s.bag[int(s.bagLen)-1-i]
	}
	return out
}

// Stack lists the tiles with n customers in order; the first three are available.
func (s *State) Stack(n int) []CustomerTile {
	return append([]CustomerTile(nil), s.stacks[n-1][:s.stackLen[n-1]]...)
}

// StackLen is how many tiles with n customers wait in their stack (available ones included).
func (s *State) StackLen(n int) int { return int(s.stackLen[n-1]) }

// StackAt is the i-th tile of the n-customer stack; the first three are available.
func (s *State) StackAt(n, i int) CustomerTile { return s.stacks[n-1][i] }

// availableCount is how many tiles of the stack for size n can be taken now.
func (s *State) availableCount(n int) int { return min(AvailablePerStack, int(s.stackLen[n-1])) }

// IsAvailable reports whether customer tile t can be taken now.
func (s *State) IsAvailable(t CustomerTile) bool {
	n := t.Customers()
	for i := 0; i < s.availableCount(n); i++ {
		if s.stacks[n-1][i] == t {
			return true
		}
	}
	return false
}

// AvailableCustomers lists the tiles that can be brought now.
func (s *State) AvailableCustomers() []CustomerTile {
	var out []CustomerTile
	for n := 1; n <= MaxCustomers; n++ {
		out = append(out, s.stacks[n-1][:s.availableCount(n)]...)
	}
	return out
}

// StandValue is 1 plus the face-up restaurants orthogonally next to sp that improve g.
func (s *State) StandValue(sp Space, g Good) int { return 1 + int(s.bonus[sp][g]) }

// StandCost is what opening a stand on sp costs: 1 plus the most stands in its row or column.
func (s *State) StandCost(sp Space) int {
	return 1 + int(max(s.lineStands[sp.RowLine()], s.lineStands[sp.ColLine()]))
}

// recountBoard rebuilds the caches derived from the board.
func (s *State) recountBoard() {
	s.lineStands = [NumLines]int8{}
	s.crowdedAt = [BoardSize + 1]uint32{1<<NumSpaces - 1}
	s.lineGoods = [NumLines]GoodSet{}
	s.lineOwnGoods = [NumLines][MaxPlayers]GoodSet{}
	s.ownLines = [MaxPlayers]uint16{}
	s.lineDemand = [NumLines][NumGoods]int8{}
	s.lineWants = [NumLines]GoodSet{}
	s.soughtAt = [NumGoods]uint32{}
	s.bonus = [NumSpaces][NumGoods]int8{}
	s.freeSpaces, s.freeEntrance, s.freeMask, s.emptyMask, s.standMask = 0, 0, 0, 0, 0
	for sp, c := range s.board {
		switch {
		case c.Available():
			s.freeSpaces++
			s.freeMask |= 1 << sp
		case c.Kind == StandSpace:
			s.noteStand(Space(sp), c.Good, int(c.Owner))
		case c.Kind == FaceUp:
			s.noteRestaurant(Space(sp), c.Restaurant)
		}
	}
	for e, t := range s.entrances {
		if t == NoCustomer {
			s.freeEntrance++
			s.emptyMask |= 1 << e
		} else {
			s.noteCustomer(Entrance(e), t)
		}
	}
	s.recountAvailable()
}

// openLines has bit l set for each line with an entrance in open (a mask of
// entrances): a row's are on the left and right sides, a column's on the top and
// bottom (entrance = side*5 + index).
func openLines(open uint32) uint16 {
	const five = 1<<BoardSize - 1
	rows := (open>>(int(Left)*BoardSize) | open>>(int(Right)*BoardSize)) & five
	cols := (open>>(int(Top)*BoardSize) | open>>(int(Bottom)*BoardSize)) & five
	return uint16(rows | cols<<BoardSize)
}

// bothOpen has bit l set for each line whose two entrances are both in open.
func bothOpen(open uint32) uint16 {
	const five = 1<<BoardSize - 1
	rows := open >> (int(Left) * BoardSize) & (open >> (int(Right) * BoardSize)) & five
	cols := open >> (int(Top) * BoardSize) & (open >> (int(Bottom) * BoardSize)) & five
	return uint16(rows | cols<<BoardSize)
}

// fitSlots[c] has the slots of the tiles of c customers or fewer.
var fitSlots = func() (out [BoardSize + 1]uint16) {
	for c := 1; c <= BoardSize; c++ {
		out[c] = 1<<(AvailablePerStack*min(c, MaxCustomers)) - 1
	}
	return
}()

// recountAvailable rebuilds the table of available customer tiles from the stacks.
func (s *State) recountAvailable() {
	for n := 1; n <= MaxCustomers; n++ {
		s.recountStack(n)
	}
	s.recountSeekers()
}

// recountStack refills the slots of the stack of n-customer tiles. Empty slots are
// zero, so that equal stacks give equal tables.
func (s *State) recountStack(n int) {
	base := AvailablePerStack * (n - 1)
	keep := ^(uint16(1<<AvailablePerStack-1) << base)
	s.availSlots &= keep
	for g := range s.availByGood {
		s.availByGood[g] &= keep
	}
	slots := s.availTiles[base : base+AvailablePerStack]
	clear(slots)
	for i, t := range s.stacks[n-1][:s.availableCount(n)] {
		slots[i] = t
		bit := uint16(1) << (base + i)
		s.availSlots |= bit
		for sk := tileFaces[t].seeks; sk != 0; sk &= sk - 1 {
			s.availByGood[bits.TrailingZeros8(uint8(sk))] |= bit
		}
	}
}

// recountSeekers rebuilds availSeekers from availByGood: the sets holding good g are
// g's bit added to each set of the goods before it, four sets at a time.
func (s *State) recountSeekers() {
	const _ = uint(NumGoods-5) + uint(5-NumGoods) // written out for five goods
	const each = 0x0001_0001_0001_0001            // a slot mask in each of a word's four sets
	b := &s.availByGood
	of := &s.availSeekers
	of[0] = uint64(b[0])<<16 | uint64(b[1])<<32 | uint64(b[0]|b[1])<<48
	of[1] = of[0] | uint64(b[2])*each
	of[2], of[3] = of[0]|uint64(b[3])*each, of[1]|uint64(b[3])*each
	for j := range 4 {
		of[4+j] = of[j] | uint64(b[4])*each
	}
}

// seekersOf is the slots whose tile seeks a good of gs.
func (s *State) seekersOf(gs GoodSet) uint16 {
	return uint16(s.availSeekers[gs>>2&(1<<NumGoods/4-1)] >> (gs & 3 * 16))
}

// noteRestaurant raises the value of the neighbours' goods that a face-up r improves.
func (s *State) noteRestaurant(sp Space, r Restaurant) {
	for _, n := range neighbours[sp] {
		if n < 0 {
			continue
		}
		for g := Good(0); g < NumGoods; g++ {
			if r.Improves(g) {
				s.bonus[n][g]++
			}
		}
	}
}

func (s *State) noteCustomer(e Entrance, t CustomerTile) {
	l, face := entranceLine[e], tileFaces[t]
	s.lineWants[l] |= face.seeks
	for sk := face.seeks; sk != 0; sk &= sk - 1 {
		g := bits.TrailingZeros8(uint8(sk))
		s.lineDemand[l][g] += face.customers
		s.soughtAt[g] |= lineMask[l]
	}
}

func (s *State) noteStand(sp Space, g Good, owner int) {
	s.standMask |= 1 << sp
	for _, l := range [2]Line{sp.RowLine(), sp.ColLine()} {
		s.lineStands[l]++
		s.crowdedAt[s.lineStands[l]] |= lineMask[l]
		s.lineGoods[l] |= GoodsOf(g)
		s.lineOwnGoods[l][owner] |= GoodsOf(g)
		s.ownLines[owner] |= 1 << l
	}
}
