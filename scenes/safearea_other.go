//go:build !js

package scenes

import "mercado/ui"

// safeAreaCSS is empty outside the browser: desktop windows have no notch.
func safeAreaCSS() ui.Insets { return ui.Insets{} }
