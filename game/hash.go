package game

// Hash digests the whole state (FNV-1a over every field). Equal states hash equal; the
// hash of a View identifies what a seat knows, e.g. to seed an AI's decision by position.
func (s *State) Hash() uint64 {
	h := fnv{1469598103934665603}
	h.add(int(s.numPlayers), int(s.challenge), int(s.specialty), bit(s.moneyHidden))
	for _, c := range s.board {
		h.add(int(c.Kind), int(c.Good), int(c.Restaurant), int(c.Owner))
	}
	for _, t := range s.entrances {
		h.add(int(t))
	}
	for _, p := range s.players[:s.numPlayers] {
		h.add(p.Money, int(p.Stands))
		for _, n := range p.Hand {
			h.add(int(n))
		}
		for _, n := range p.Supply {
			h.add(int(n))
		}
	}
	for _, n := range s.display {
		h.add(int(n))
	}
	for _, g := range s.bag[:s.bagLen] {
		h.add(int(g))
	}
	for n := range s.stacks {
		h.add(-1)
		for _, t := range s.stacks[n][:s.stackLen[n]] {
			h.add(int(t))
		}
	}
	h.add(int(s.turn), bit(s.awaitingTake), bit(s.redrawn), int(s.coinsInARow), int(s.finalRound), bit(s.over),
		s.earnedFromFours, s.foursBrought, s.bestAction, int(s.rng.state), int(s.rng.state>>32))
	return h.sum
}

type fnv struct{ sum uint64 }

func (h *fnv) add(values ...int) {
	for _, v := range values {
		for i := 0; i < 4; i++ {
			h.sum ^= uint64(byte(v >> (8 * i)))
			h.sum *= 1099511628211
		}
	}
}

func bit(b bool) int {
	if b {
		return 1
	}
	return 0
}
