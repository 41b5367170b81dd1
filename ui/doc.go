// Package ui is the toolkit the screens are drawn with, knowing no screen and no rule: a
// canvas (shapes, sprites, text with its wrapping, clips, and a tallying canvas that only
// counts), buttons and keyboard focus, layouts by form (Wide and the phone forms, chosen
// by ScreenFor), scrolling, drags and swipes, the device's input and a scripted input for
// tests, and the theme's colours and type sizes.
//
// It imports assets (the fonts and the icons) and Ebitengine; nothing else of the
// module: not game, ui/lang, ui/sound or the screens, which build on it.
package ui
