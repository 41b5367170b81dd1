package scenes

import (
	"sync"

	"github.com/ebitengine/purego"
)

var mallocTrim = sync.OnceValue(func() func(pad uintptr) int32 {
	lib, err := purego.Dlopen("libc.so.6", purego.RTLD_LAZY|purego.RTLD_GLOBAL)
	if err != nil {
		return nil // not glibc (musl has no malloc_trim): nothing to trim
	}
	if _, err := purego.Dlsym(lib, "malloc_trim"); err != nil {
		return nil
	}
	var trim func(pad uintptr) int32
	purego.RegisterLibFunc(&trim, lib, "malloc_trim")
	return trim
})

// trimCHeap asks glibc to return the free parts of its heaps (the GL driver's memory).
func trimCHeap() {
	if trim := mallocTrim(); trim != nil {
		trim(0)
	}
}
