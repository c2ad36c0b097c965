package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// pty is a pseudo-terminal the real binary runs on, read as a terminal
// reads it: every byte with the moment it came.
type pty struct {
	master, slave *os.File
	mu            sync.Mutex
	out           []byte
	grew          chan struct{} // closed and replaced when out grows
}

// openPTY opens a pseudo-terminal of cols by rows (Linux: /dev/ptmx).
func openPTY(tb testing.TB, cols, rows int) *pty {
	tb.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		tb.Skipf("SKIPPED: no pseudo-terminal here: %v", err)
	}
	fd := int(m.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		tb.Fatal(err)
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		tb.Fatal(err)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		tb.Fatal(err)
	}
	if err := unix.IoctlSetWinsize(fd, unix.TIOCSWINSZ, &unix.Winsize{Col: uint16(cols), Row: uint16(rows)}); err != nil {
		tb.Fatal(err)
	}
	p := &pty{master: m, slave: s, grew: make(chan struct{})}
	go func() {
		buf := make([]byte, 64<<10)
		for {
			n, err := m.Read(buf)
			p.mu.Lock()
			p.out = append(p.out, buf[:n]...)
			close(p.grew)
			p.grew = make(chan struct{})
			p.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	tb.Cleanup(func() { m.Close(); s.Close() })
	return p
}

// start runs bin with args on the terminal, as its controlling terminal.
func (p *pty) start(tb testing.TB, bin string, args ...string) {
	tb.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "TERM=xterm-256color", "ACCESSIBLE=", "NO_COLOR=")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = p.slave, p.slave, p.slave
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
}

// len is how many bytes have come so far.
func (p *pty) len() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.out)
}

// wait waits up to 10 s for each of marks in turn to come after byte
// from, and returns the moment the last one came and where it ends.
func (p *pty) wait(tb testing.TB, from int, marks ...string) (time.Time, int) {
	tb.Helper()
	deadline := time.After(10 * time.Second)
	at := from
	for {
		p.mu.Lock()
		for len(marks) > 0 {
			i := bytes.Index(p.out[at:], []byte(marks[0]))
			if i < 0 {
				break
			}
			at += i + len(marks[0])
			marks = marks[1:]
		}
		grew := p.grew
		p.mu.Unlock()
		if len(marks) == 0 {
			return time.Now(), at
		}
		select {
		case <-grew:
		case <-deadline:
			p.mu.Lock()
			tail := string(p.out[max(0, len(p.out)-2000):])
			p.mu.Unlock()
			tb.Fatalf("never came: %q\n%s", marks[0], tail)
		}
	}
}

// type_ writes what is typed.
func (p *pty) type_(tb testing.TB, s string) {
	tb.Helper()
	if _, err := p.master.WriteString(s); err != nil {
		tb.Fatal(err)
	}
}

// BenchmarkQuickEntryRedraw measures, through a terminal (a
// pseudo-terminal the real binary draws on), how long a quick entry
// takes from Enter to the new screen: the status drawn again and the
// move prompt's next frame on the terminal. A 3-player Container game
// without phones; Cy's move prompt takes "loan" then "undo", in turn,
// b.N entries. It reports the median and the 95th percentile in ms
// (target: p95 under 20 ms).
//
//	go test -run XXX -bench QuickEntryRedraw -benchtime 200x ./cmd/tallyman/
func BenchmarkQuickEntryRedraw(b *testing.B) {
	bin := tallymanBinary(b)
	p := openPTY(b, 120, 45)
	p.start(b, bin, "new", "container", "--players", "Ann,Bob,Cy", "--cards", "physical", "--no-phones", "--dir", b.TempDir(), "--seed", "5")
	_, at := p.wait(b, 0, "Enter the physical value cards now")
	p.type_(b, "n")
	_, at = p.wait(b, at, "Cy, your move:")
	time.Sleep(100 * time.Millisecond)
	var took []time.Duration
	b.ResetTimer()
	for i := range b.N {
		entry := []string{"loan", "undo"}[i%2]
		at = p.len()
		p.type_(b, entry)
		_, at = p.wait(b, at, entry) // echoed in the field
		time.Sleep(5 * time.Millisecond)
		at = p.len()
		start := time.Now()
		p.type_(b, "\r")
		end, _ := p.wait(b, at, "== Container, turn", "Cy, your move:")
		took = append(took, end.Sub(start))
	}
	b.StopTimer()
	slices.Sort(took)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(took[len(took)/2]), "ms-median")
	b.ReportMetric(ms(took[min(len(took)-1, len(took)*95/100)]), "ms-p95")
	b.ReportMetric(0, "ns/op")
}
