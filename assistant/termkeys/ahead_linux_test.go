package termkeys

import (
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// openPty opens a pseudo-terminal: its terminal end (read as a player's
// keyboard) and the other end, where keys are typed. Closed, and the
// terminal's settings given back, when the test ends.
func openPty(t *testing.T) (tty, master *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatalf("no pseudo-terminal here: %v", err)
	}
	if err := unix.IoctlSetPointerInt(int(master.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(int(master.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	tty, err = os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		Restore()
		tty.Close()
		master.Close()
	})
	return tty, master
}

// readLine reads from tap up to and including the first Enter.
func readLine(t *testing.T, tap *Tap) string {
	t.Helper()
	var got []byte
	b := make([]byte, 64)
	for !strings.Contains(string(got), "\r") {
		n, err := tap.Read(b)
		got = append(got, b[:n]...)
		if err != nil {
			t.Fatalf("read %q, then %v", got, err)
		}
	}
	return string(got)
}

// TestKeysTypedJustAfterARefusedLineAreDropped: "produce tan@2", Enter,
// then "end", Enter typed 100 ms later (one go, the second line reaching
// the terminal after the refusal was printed) is dropped by DropAhead,
// which says so; "pass" typed after it is the next form's line. Before,
// the keyboard dropped only what had arrived when the question was asked
// again: "end" ran, and nothing said a line was not used.
func TestKeysTypedJustAfterARefusedLineAreDropped(t *testing.T) {
	tty, master := openPty(t)
	k := For(tty)
	first, err := k.Tap()
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(master, "produce tan@2\r")
	if got := readLine(t, first); got != "produce tan@2\r" {
		t.Fatalf("the first line read is %q", got)
	}
	first.Close() // the form ends at its Enter: the line is refused
	typedAhead := make(chan error, 1)
	go func() {
		time.Sleep(100 * time.Millisecond)
		_, err := io.WriteString(master, "end\r")
		typedAhead <- err
	}()
	if !k.DropAhead(Ahead) {
		t.Error("DropAhead says nothing was dropped; \"end\" was typed 100 ms after the refused line")
	}
	if err := <-typedAhead; err != nil {
		t.Fatal(err)
	}
	next, err := k.Tap()
	if err != nil {
		t.Fatal(err)
	}
	defer next.Close()
	io.WriteString(master, "pass\r")
	if got := readLine(t, next); got != "pass\r" {
		t.Fatalf("the line read after the refusal is %q, want \"pass\\r\" (the line typed ahead dropped)", got)
	}
}

// TestKeysInTheTerminalAreCountedAsDropped: keys the terminal holds and
// the keyboard has not read yet are dropped, and Drop says so (before,
// only the keys already read counted).
func TestKeysInTheTerminalAreCountedAsDropped(t *testing.T) {
	tty, master := openPty(t)
	k := For(tty)
	tap, err := k.Tap()
	if err != nil {
		t.Fatal(err)
	}
	tap.Close() // quiet: the terminal keeps what is typed
	io.WriteString(master, "12\r")
	for deadline := time.Now().Add(30 * time.Second); typedCount(tty.Fd()) < 3; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the terminal never held the 3 keys typed")
		}
	}
	if !k.Drop() {
		t.Error("Drop says nothing was dropped; the terminal held \"12\\r\"")
	}
	if n := typedCount(tty.Fd()); n != 0 {
		t.Errorf("the terminal still holds %d bytes", n)
	}
}
