package game

import "fmt"

// Config chooses a game: how many players, the seed, and the solo challenge.
type Config struct {
	Players     int
	Seed        uint64
	Challenge   int  // 0 = standard game; 1..9 = that solo challenge
	Specialty   Good // The Specialist's good (challenge 1 only)
	MoneyHidden bool // display only; the rules are the same
}

// Setup is a start position in which every nil field is dealt as the normal setup
// would deal it from the seed (records.md, "The position object").
type Setup struct {
	Turn int
	// Board: nil deals the face-down restaurants onto the marked spaces. A face-down
	// space with UnknownRestaurant gets an identity dealt from the restaurants nobody holds.
	Board     *[NumSpaces]SpaceContent
	Entrances *[NumEntrances]CustomerTile // nil: the challenge's setup (usually all empty)
	Players   []SetupPlayer               // nil or shorter: setup values for the rest
	Display   []Good                      // nil: dealt
	Bag       []Good                      // the first tiles to be drawn, in order
	// Customers[n-1] are the first tiles of the n-customer stack, in order.
	Customers    [MaxCustomers][]CustomerTile
	CoinsInARow  int
	FinalRound   int // -1: not triggered
	AwaitingTake bool
	Redrawn      bool

	EarnedFromFours, FoursBrought, BestAction int
}

// MaxMoney bounds the money and counters a position may give, far above any real game.
const MaxMoney = 1_000_000

// UnknownRestaurant marks a face-down restaurant whose identity is to be dealt.
const UnknownRestaurant Restaurant = NumRestaurants

// SetupPlayer fixes parts of one seat; nil fields take their setup values.
type SetupPlayer struct {
	Money       *int
	Hand        []Good
	Restaurants []Restaurant
	Stands      *int
}

// NewGame deals a new game from the seed.
func NewGame(cfg Config) (*State, error) {
	s := new(State)
	if err := s.deal(cfg); err != nil {
		return nil, err
	}
	return s, nil
}

// NewGameInto deals a new game from the seed into dst, reusing it: NewGame for loops
// that play game after game and must not allocate. On an error dst is unchanged.
func NewGameInto(dst *State, cfg Config) error {
	var s State
	if err := s.deal(cfg); err != nil {
		return err
	}
	*dst = s
	return nil
}

// NewGameFrom builds the position su, dealing from cfg.Seed whatever su leaves out.
// Errors name the position key at fault.
func NewGameFrom(cfg Config, su Setup) (*State, error) {
	s := new(State)
	if err := s.build(cfg, &su); err != nil {
		return nil, err
	}
	return s, nil
}

// deal builds a whole new game from cfg.Seed. A solo deal that leaves no legal action
// before the first move is dealt again from the next seed of a fixed sequence, as a
// player would reshuffle: in Marquis de Lisboa about one deal in 250 gives a hand of
// goods none of the three top tiles seeks, with nothing else possible yet, and the game
// would end at once with the starting coin. The same seed always gives the same game.
func (s *State) deal(cfg Config) error {
	for redeals := 0; ; redeals++ {
		su := Setup{FinalRound: -1}
		*s = State{}
		if err := s.build(cfg, &su); err != nil {
			return err
		}
		if !s.over || redeals == maxRedeals {
			return nil
		}
		next := NewRNG(cfg.Seed ^ 0x5851f42d4c957f2d)
		cfg.Seed = next.Uint64()
	}
}

// maxRedeals bounds deal's retries; a dead deal is rare enough that it is never reached.
const maxRedeals = 16

// build makes s (zero) the position su of the game cfg.
func (s *State) build(cfg Config, su *Setup) error {
	if cfg.Players < 1 || cfg.Players > MaxPlayers {
		return fmt.Errorf("players: a game has 1 to 4 players, not %d", cfg.Players)
	}
	if cfg.Challenge < 0 || cfg.Challenge >= len(Challenges) {
		return fmt.Errorf("challenge: must be %s, not %d", challengeRange, cfg.Challenge)
	}
	if cfg.Challenge > 0 && cfg.Players != 1 {
		return fmt.Errorf("challenge: solo challenges take exactly 1 player, not %d", cfg.Players)
	}
	if cfg.Specialty >= NumGoods {
		return fmt.Errorf("specialty: not a good")
	}
	if !Challenges[cfg.Challenge].OnlySpecialtyEarns {
		cfg.Specialty = 0 // meaningless elsewhere; zero keeps equal positions equal
	}
	s.numPlayers = int8(cfg.Players)
	s.challenge = int8(cfg.Challenge)
	s.specialty = cfg.Specialty
	s.moneyHidden = cfg.MoneyHidden
	s.rng = NewRNG(cfg.Seed)
	if len(su.Players) > cfg.Players {
		return fmt.Errorf("position.players: %d entries for %d players", len(su.Players), cfg.Players)
	}
	// The steps build the state in order: each may use what the earlier ones placed.
	// They are called directly, not from a table of functions, so that su stays off
	// the heap.
	err := s.setupBoard(su)
	if err == nil {
		err = s.setupCustomers(su)
	}
	if err == nil {
		err = s.setupPlayers(su)
	}
	if err == nil {
		err = s.setupStandTiles(su)
	}
	if err == nil {
		err = s.setupProgress(su)
	}
	if err == nil {
		err = s.checkRestaurantCounts(su)
	}
	if err != nil {
		return fmt.Errorf("position.%w", err)
	}
	s.recountBoard()
	s.settleStart()
	return nil
}

func (s *State) setupBoard(su *Setup) error {
	// One pub is set aside at setup: it leaves the game or starts in a supply.
	box := [...]Restaurant{Pub, Sushi, Sushi, Tea, Tea, Pizza, Pizza, Burger, Burger, Wine, Wine}
	pool := box[:]
	if su.Board == nil {
		shuffle(&s.rng, pool)
		for i, sp := range MarkedSpaces {
			s.board[sp] = SpaceContent{Kind: FaceDown, Restaurant: pool[i]}
		}
		return nil
	}
	s.board = *su.Board
	var unknown []Space
	for sp, c := range s.board {
		switch {
		case c.Kind == StandSpace && (c.Owner < 0 || int(c.Owner) >= int(s.numPlayers)):
			return fmt.Errorf("cells.%s: seat %d does not play", Space(sp), c.Owner)
		case c.Kind == FaceDown && c.Restaurant == UnknownRestaurant:
			unknown = append(unknown, Space(sp))
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	// Deal the unknown identities from what nobody names, keeping the spare pub aside.
	left := [NumRestaurants]int{2, 2, 2, 2, 2, 2}
	for _, c := range s.board {
		if c.Kind == FaceUp || (c.Kind == FaceDown && c.Restaurant != UnknownRestaurant) {
			left[c.Restaurant]--
		}
	}
	for _, p := range su.Players {
		for _, r := range p.Restaurants {
			left[r]--
		}
	}
	// Face-down cells hold box tiles, one of them a pub. The spare pub is the other: set
	// aside, or starting in a supply (named above or, left unnamed, by default) and
	// perhaps built face up since; either way it is counted already.
	spareSeat := int(s.numPlayers) - 1
	switch {
	case s.numPlayers != MaxPlayers && !Challenges[s.challenge].PubCrawl:
		left[Pub]-- // set aside
	case spareSeat >= len(su.Players) || su.Players[spareSeat].Restaurants == nil:
		left[Pub]-- // in that supply by default
	}
	left[Pub] = min(left[Pub], 1)
	pool = pool[:0]
	for r, n := range left {
		for ; n > 0; n-- {
			pool = append(pool, Restaurant(r))
		}
	}
	if len(pool) < len(unknown) {
		return fmt.Errorf("cells: %d face-down restaurants to deal but only %d restaurants are left", len(unknown), len(pool))
	}
	shuffle(&s.rng, pool)
	for i, sp := range unknown {
		s.board[sp].Restaurant = pool[i]
	}
	return nil
}

func (s *State) setupCustomers(su *Setup) error {
	ch := &Challenges[s.challenge]
	for e := range s.entrances {
		s.entrances[e] = NoCustomer
	}
	if su.Entrances != nil {
		s.entrances = *su.Entrances
	}
	var used [NumCustomerTiles]bool
	use := func(t CustomerTile, where string) error {
		if used[t] {
			return fmt.Errorf("%s: customer tile %s is used twice", where, t)
		}
		used[t] = true
		return nil
	}
	for e, t := range s.entrances {
		if t != NoCustomer {
			if err := use(t, "entrances."+Entrance(e).String()); err != nil {
				return err
			}
		}
	}
	for n := 1; n <= MaxCustomers; n++ {
		for _, t := range su.Customers[n-1] {
			if t.Customers() != n {
				return fmt.Errorf("customers.%d: %s has %d customers", n, t, t.Customers())
			}
			if err := use(t, fmt.Sprintf("customers.%d", n)); err != nil {
				return err
			}
		}
	}
	for n := 1; n <= MaxCustomers; n++ {
		var poolSpace [10]CustomerTile
		pool := poolSpace[:0]
		inPlay := len(su.Customers[n-1])
		for t := firstTileOfSize[n-1]; t < firstTileOfSize[n]; t++ {
			if used[t] {
				if !contains(su.Customers[n-1], t) {
					inPlay++
				}
			} else {
				pool = append(pool, t)
			}
		}
		if inPlay > ch.TilesPerSize[n-1] {
			return fmt.Errorf("customers.%d: %d tiles of %d customer(s) are in play, but %s uses only %d", n, inPlay, n, ch.Name, ch.TilesPerSize[n-1])
		}
		shuffle(&s.rng, pool)
		pool = pool[:ch.TilesPerSize[n-1]-inPlay]
		if su.Entrances == nil {
			var err error
			if pool, err = s.dealChallengeEntrances(n, pool); err != nil {
				return err
			}
		}
		given := copy(s.stacks[n-1][:], su.Customers[n-1])
		s.stackLen[n-1] = int8(given + copy(s.stacks[n-1][given:], pool))
	}
	return nil
}

// dealChallengeEntrances puts a challenge's starting customer tiles of size n on their
// entrances and returns the rest of the pool.
func (s *State) dealChallengeEntrances(n int, pool []CustomerTile) ([]CustomerTile, error) {
	ch := &Challenges[s.challenge]
	var targets []Entrance
	for _, cs := range crowdedSides {
		if ch.Crowded && cs.size == n {
			for i := 0; i < BoardSize; i++ {
				targets = append(targets, entranceOf(cs.side, i))
			}
		}
	}
	if ch.Marquis && n == 1 {
		targets = marquisEntrances[:]
	}
	if len(pool) < len(targets) {
		return nil, fmt.Errorf("customers.%d: %s starts with %d of these tiles on the entrances, but the stack list leaves only %d", n, ch.Name, len(targets), len(pool))
	}
	for i, e := range targets {
		s.entrances[e] = pool[i]
	}
	return pool[len(targets):], nil
}

func contains[T comparable](list []T, x T) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}

func (s *State) setupPlayers(su *Setup) error {
	var inMarket [MaxPlayers]int
	for _, c := range s.board {
		if c.Kind == StandSpace {
			inMarket[c.Owner]++
		}
	}
	for seat := 0; seat < int(s.numPlayers); seat++ {
		p := &s.players[seat]
		p.Money = Challenges[s.challenge].StartMoney
		if inMarket[seat] > WoodenStands {
			return fmt.Errorf("cells: seat %d has %d stands in the market; a player has only %d", seat, inMarket[seat], WoodenStands)
		}
		p.Stands = int8(WoodenStands - inMarket[seat])
		if (s.numPlayers == MaxPlayers && seat == MaxPlayers-1) || Challenges[s.challenge].PubCrawl {
			p.Supply[Pub] = 1
		}
		if seat >= len(su.Players) {
			continue
		}
		sp := su.Players[seat]
		where := fmt.Sprintf("players[%d]", seat)
		if sp.Money != nil {
			if *sp.Money < 0 || *sp.Money > MaxMoney {
				return fmt.Errorf("%s.money: must be 0 to %d", where, MaxMoney)
			}
			p.Money = *sp.Money
		}
		if sp.Stands != nil && *sp.Stands != int(p.Stands) {
			return fmt.Errorf("%s.stands: %d wooden stands off the board, but %d of %d are in the market", where, *sp.Stands, inMarket[seat], WoodenStands)
		}
		if sp.Restaurants != nil {
			p.Supply = [NumRestaurants]int8{}
			for _, r := range sp.Restaurants {
				p.Supply[r]++
			}
		}
		if sp.Hand != nil {
			if len(sp.Hand) > p.HandLimit() {
				return fmt.Errorf("%s.hand: %d tiles, but the hand holds at most %d (one per wooden stand off the board, at most 3)", where, len(sp.Hand), p.HandLimit())
			}
			for _, g := range sp.Hand {
				p.Hand[g]++
			}
		}
	}
	return nil
}

func (s *State) setupStandTiles(su *Setup) error {
	var left [NumGoods]int
	for g := range left {
		left[g] = StandTilesPerGood
	}
	take := func(g Good, where string) error {
		if left[g]--; left[g] < 0 {
			return fmt.Errorf("%s: more than %d %s stand tiles are in play", where, StandTilesPerGood, g)
		}
		return nil
	}
	for sp, c := range s.board {
		if c.Kind == StandSpace {
			if err := take(c.Good, "cells."+Space(sp).String()); err != nil {
				return err
			}
		}
	}
	for seat, sp := range su.Players {
		for _, g := range sp.Hand {
			if err := take(g, fmt.Sprintf("players[%d].hand", seat)); err != nil {
				return err
			}
		}
	}
	if len(su.Display) > DisplaySize {
		return fmt.Errorf("display: %d tiles; it holds at most %d", len(su.Display), DisplaySize)
	}
	for _, g := range su.Display {
		if err := take(g, "display"); err != nil {
			return err
		}
	}
	for _, g := range su.Bag {
		if err := take(g, "bag"); err != nil {
			return err
		}
	}
	var poolSpace [StandTiles]Good
	pool := poolSpace[:0]
	for g, n := range left {
		for ; n > 0; n-- {
			pool = append(pool, Good(g))
		}
	}
	shuffle(&s.rng, pool)
	deal := func(n int) []Good {
		n = min(n, len(pool))
		out := pool[:n]
		pool = pool[n:]
		return out
	}
	display := su.Display
	if display == nil {
		display = deal(DisplaySize)
	}
	for _, g := range display {
		s.display[g]++
	}
	for seat := 0; seat < int(s.numPlayers); seat++ {
		if seat < len(su.Players) && su.Players[seat].Hand != nil {
			continue
		}
		p := &s.players[seat]
		for _, g := range deal(p.HandLimit()) {
			p.Hand[g]++
		}
	}
	// The bag's draw order is the given prefix, then the shuffled rest; bag[bagLen-1] is next.
	s.bagLen = int8(len(su.Bag) + len(pool))
	for i, g := range su.Bag {
		s.bag[int(s.bagLen)-1-i] = g
	}
	for i, g := range pool {
		s.bag[len(pool)-1-i] = g
	}
	return nil
}

func (s *State) setupProgress(su *Setup) error {
	n := int(s.numPlayers)
	if su.Turn < 0 || su.Turn >= n {
		return fmt.Errorf("turn: seat %d does not play", su.Turn)
	}
	if su.FinalRound < -1 || su.FinalRound >= n {
		return fmt.Errorf("final_round: must be -1 or a playing seat, not %d", su.FinalRound)
	}
	// As many as end the game is a finished game's position (an online table's last view).
	if su.CoinsInARow < 0 || su.CoinsInARow > CoinsToEnd(n) && n > 1 {
		return fmt.Errorf("coins_in_a_row: must be 0 to %d, not %d", CoinsToEnd(n), su.CoinsInARow)
	}
	if su.CoinsInARow == CoinsToEnd(n) && n > 1 && su.AwaitingTake {
		return fmt.Errorf("awaiting: the coins in a row have ended the game")
	}
	for _, c := range []struct {
		key   string
		value int
	}{{"earned_from_fours", su.EarnedFromFours}, {"fours_brought", su.FoursBrought}, {"best_action", su.BestAction}} {
		if c.value < 0 || c.value > MaxMoney {
			return fmt.Errorf("%s: must be 0 to %d", c.key, MaxMoney)
		}
	}
	s.turn = int8(su.Turn)
	s.finalRound = int8(su.FinalRound)
	s.coinsInARow = int8(su.CoinsInARow)
	s.redrawn = su.Redrawn
	s.earnedFromFours, s.foursBrought, s.bestAction = su.EarnedFromFours, su.FoursBrought, su.BestAction
	if su.AwaitingTake {
		p := &s.players[s.turn]
		if p.HandSize() >= p.HandLimit() || s.displaySize() == 0 {
			return fmt.Errorf("awaiting: nothing can be taken (the hand is full or the display empty)")
		}
		s.awaitingTake = true
	}
	return nil
}

func (s *State) checkRestaurantCounts(*Setup) error {
	var count [NumRestaurants]int
	for _, c := range s.board {
		if c.Kind == FaceUp || c.Kind == FaceDown {
			count[c.Restaurant]++
		}
	}
	for seat := 0; seat < int(s.numPlayers); seat++ {
		for r, n := range s.players[seat].Supply {
			count[r] += int(n)
		}
	}
	for r, n := range count {
		if n > RestaurantsPerKind {
			return fmt.Errorf("cells, players: %d %s restaurants are on the board and in supplies; the game has %d", n, Restaurant(r), RestaurantsPerKind)
		}
	}
	return nil
}

// CoinsToEnd is how many Take 1 Coin actions in a row end the game at once.
func CoinsToEnd(players int) int {
	if players == 2 {
		return 4
	}
	return players
}

// settleStart ends a start position at once if it is already over: everyone took a coin
// in a row, or the final round is played out.
func (s *State) settleStart() {
	if s.numPlayers > 1 && int(s.coinsInARow) >= CoinsToEnd(int(s.numPlayers)) {
		s.over = true
	}
	if s.finalRound >= 0 && s.turn == s.finalRound && !s.awaitingTake {
		s.over = true
	}
	s.checkSoloEnd()
}
