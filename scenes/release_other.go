//go:build !linux

package scenes

// trimCHeap has nothing to do where the C heap is not glibc's.
func trimCHeap() {}
