package assets

// Credits names every asset's origin and licence; the credits screen and the README show it.
const Credits = `Icons: Twemoji graphics © Twitter, Inc. and other contributors,
licensed CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/),
from the @twemoji/svg package.
Text: the Go fonts © The Go Authors, BSD-style licence.
Sounds and music: made for this game by build/make-sounds.sh, CC0 1.0.
Mercado de Lisboa is a board game by Vital Lacerda and Julián Pombo,
published by Eagle-Gryphon Games.
This is an unofficial fan implementation.`
