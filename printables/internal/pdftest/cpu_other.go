//go:build !unix

package pdftest

import "time"

// cpuTime is not counted here (no getrusage): BenchSet then reports wall
// time only.
func cpuTime() time.Duration { return 0 }
