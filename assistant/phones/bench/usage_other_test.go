//go:build !linux

package bench

import "time"

// cpuTime and resident are read on Linux only (see usage_linux_test.go):
// elsewhere the benchmark reports no CPU or memory figures of its own.
func cpuTime() (cpu time.Duration, ok bool) { return 0, false }

func resident() (rss int64, ok bool) { return 0, false }
