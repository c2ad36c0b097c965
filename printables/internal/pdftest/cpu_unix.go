//go:build unix

package pdftest

import (
	"syscall"
	"time"
)

// cpuTime is the processor time this process has used so far (user and
// system, every thread), as the operating system counts it.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
