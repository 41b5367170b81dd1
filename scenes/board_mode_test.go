package scenes

// The board's mode as the tests look into it: the tutorial's lessons, a campaign
// challenge's session, a review's try; nil on a board of another mode or none.

func (b *Board) tut() *tutorialRun {
	r, _ := b.mode.(*tutorialRun)
	return r
}

func (b *Board) sess() *session {
	s, _ := b.mode.(*session)
	return s
}

func (b *Board) try() *reviewTry {
	t, _ := b.mode.(*reviewTry)
	return t
}
