package main

import (
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// cpuPrefix starts the line a test binary run through -exec (runTest)
// ends its output with: the CPU time of the binary and of every process
// it started (browsers, tmux, the program under test), which does not
// depend on how busy the machine is, unlike a package's wall time.
const cpuPrefix = "testtimes: cpu "

// runTest is the -exec program of -cpu: it runs the test binary args[0]
// with args[1:], passing signals on, and when it ends prints cpuPrefix
// with the CPU seconds it and its descendants used, and exits as it did.
// On Linux it adopts the processes the binary leaves behind (a browser's
// helpers when the browser is killed), so their time counts too.
func runTest(args []string) {
	adoptOrphans()
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	sig := make(chan os.Signal, 4)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM, syscall.SIGQUIT)
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	go func() {
		for s := range sig {
			_ = cmd.Process.Signal(s)
		}
	}()
	err := cmd.Wait()
	left := reapOrphans(2 * time.Second)
	if cmd.ProcessState != nil {
		user, sys := childCPU(cmd.ProcessState)
		line := fmt.Sprintf("%s%.1f s (user %.1f, system %.1f)", cpuPrefix, user+sys, user, sys)
		if left {
			line += "; processes it started were still running 2 s after it ended"
		}
		fmt.Println(line)
	}
	if err != nil {
		if exit, ok := err.(*exec.ExitError); ok {
			os.Exit(exit.ExitCode())
		}
		os.Exit(2)
	}
}

// cpuOf reads the CPU seconds of a cpuPrefix line (ok false for any
// other line).
func cpuOf(line string) (float64, bool) {
	rest, ok := strings.CutPrefix(line, cpuPrefix)
	if !ok {
		return 0, false
	}
	f, _, _ := strings.Cut(rest, " ")
	v, err := strconv.ParseFloat(f, 64)
	return v, err == nil
}
