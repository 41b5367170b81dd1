//go:build windows

package lang

import (
	"syscall"
	"unsafe"
)

// System is the language of the user's Windows locale (GetUserDefaultLocaleName).
func System() string {
	proc := syscall.NewLazyDLL("kernel32.dll").NewProc("GetUserDefaultLocaleName")
	if proc.Find() != nil {
		return "en"
	}
	buf := make([]uint16, 85) // LOCALE_NAME_MAX_LENGTH
	n, _, _ := proc.Call(uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)))
	if n == 0 {
		return "en"
	}
	return Supported(syscall.UTF16ToString(buf))
}
