package scenes

// Sounds is what the game asks of its sound (ui/sound's Mixer): effects, coins scaled to
// the amount, the music loop and the volumes, and why it is silent when it is.
type Sounds interface {
	Reason() string
	SetVolumes(effects, music float64, muted bool)
	Coins(amount int)
	SetMusic(on bool)
	Update()
}
