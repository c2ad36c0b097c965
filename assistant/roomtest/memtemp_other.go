//go:build !linux

package roomtest

// memoryTemp is "": only Linux has a folder in memory at a known place
// (/dev/shm).
func memoryTemp() string { return "" }
