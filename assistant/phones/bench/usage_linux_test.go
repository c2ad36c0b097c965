//go:build linux

package bench

import (
	"bytes"
	"os"
	"strconv"
	"syscall"
	"time"
)

// cpuTime returns the CPU time this process has used so far, user and
// system; ok is false when it cannot be read.
func cpuTime() (cpu time.Duration, ok bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}

// resident returns this process's resident memory now, in bytes
// (/proc/self/statm); ok is false when it cannot be read.
func resident() (rss int64, ok bool) {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0, false
	}
	f := bytes.Fields(b)
	if len(f) < 2 {
		return 0, false
	}
	pages, err := strconv.ParseInt(string(f[1]), 10, 64)
	if err != nil {
		return 0, false
	}
	return pages * int64(os.Getpagesize()), true
}
