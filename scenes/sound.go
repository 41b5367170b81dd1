package scenes

import (
	"mercado/assets"
	"mercado/game"
	"mercado/game/table"
)

// Sounds is what the game asks of its sound (ui/sound's Mixer): effects now or after a
// piece's journey, coins scaled to the amount, the music loop and the volumes, and why it
// is silent when it is.
type Sounds interface {
	Reason() string
	SetVolumes(effects, music float64, muted bool)
	Play(s assets.Sound)
	PlayIn(s assets.Sound, frames int)
	Coins(amount, frames int)
	SetMusic(on bool)
	Update()
}

// play plays an effect when the game has sound.
func (a *App) play(s assets.Sound) {
	if a.Sound != nil {
		a.Sound.Play(s)
	}
}

// decisionSound is the sound of a decision: the piece landing (after delay frames, the
// time a computer's piece travels), then the coins it earned everyone.
func (a *App) decisionSound(ev table.Event, delay int) {
	if a.Sound == nil {
		return
	}
	switch ev.Move.Kind {
	case game.OpenStand:
		a.Sound.PlayIn(assets.SoundStand, delay)
	case game.OpenRestaurant:
		a.Sound.PlayIn(assets.SoundRestaurant, delay)
	case game.BringCustomer:
		a.Sound.PlayIn(assets.SoundCustomers, delay)
	}
	earned := 0
	for _, v := range ev.Preview.Income {
		earned += v
	}
	a.Sound.Coins(earned, delay+a.frames(12))
}
