//go:build !windows && !darwin && !js

package lang

import "os"

// System is the language of the system's locale (LC_ALL, LC_MESSAGES, then LANG), English
// when it is none of the game's.
func System() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := os.Getenv(v); l != "" && l != "C" && l != "POSIX" {
			return Supported(l)
		}
	}
	return "en"
}
