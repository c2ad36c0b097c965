package main

import (
	"os"
	"syscall"
	"time"
)

// prSetChildSubreaper is prctl's PR_SET_CHILD_SUBREAPER (linux/prctl.h).
const prSetChildSubreaper = 36

// adoptOrphans makes this process the one that inherits its descendants
// whose parents end first, so it can wait for them and count their CPU.
func adoptOrphans() {
	_, _, _ = syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0)
}

// reapOrphans waits up to d for the adopted processes to end and reports
// whether some were still running then.
func reapOrphans(d time.Duration) bool {
	deadline := time.Now().Add(d)
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
		switch {
		case err != nil: // ECHILD: none left
			return false
		case pid > 0:
			continue
		case time.Now().After(deadline):
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// childCPU returns the user and system CPU seconds of every process this
// one waited for: the test binary, its descendants and the adopted ones.
func childCPU(*os.ProcessState) (user, sys float64) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru) != nil {
		return 0, 0
	}
	return seconds(ru.Utime), seconds(ru.Stime)
}

func seconds(t syscall.Timeval) float64 {
	return float64(t.Sec) + float64(t.Usec)/1e6
}
