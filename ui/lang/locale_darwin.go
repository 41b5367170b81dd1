//go:build darwin

package lang

import (
	"os"
	"os/exec"
	"strings"
)

// System is the language of the user's macOS locale: apps started from the Finder get no
// LANG, so the global AppleLocale preference is asked when the environment says nothing.
func System() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := os.Getenv(v); l != "" && l != "C" && l != "POSIX" {
			return Supported(l)
		}
	}
	out, err := exec.Command("defaults", "read", "-g", "AppleLocale").Output()
	if err != nil {
		return "en"
	}
	return Supported(strings.TrimSpace(string(out)))
}
