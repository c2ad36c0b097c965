//go:build !linux

package main

import (
	"os"
	"time"
)

// adoptOrphans does nothing here: only Linux lets a process adopt its
// descendants; the CPU counted is the test binary's and its children's.
func adoptOrphans() {}

// reapOrphans has nothing to wait for here.
func reapOrphans(time.Duration) bool { return false }

// childCPU returns the user and system CPU seconds of the test binary
// and the children it waited for.
func childCPU(ps *os.ProcessState) (user, sys float64) {
	return ps.UserTime().Seconds(), ps.SystemTime().Seconds()
}
