//go:build !linux

package bench

import "time"

// usage is known on Linux only (see usage_linux_test.go): elsewhere the
// benchmark reports no CPU or memory figures of its own.
func usage() (cpu time.Duration, rss int64, ok bool) { return 0, 0, false }
