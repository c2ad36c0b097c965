package termkeys

import (
	"os"
	"time"

	xterm "github.com/charmbracelet/x/term"
)

// Ahead is how long after the Enter that ended a line the keys typed
// are taken as typed in the same go, ahead of what the program says of
// that line (DropAhead). A player who types "produce tan@2", Enter,
// "end", Enter at once has the second line typed some 100 to 300 ms
// after the first Enter; no one reads a refusal and answers it in half
// a second (a reaction to a shown line takes longer), so half a second
// drops what was typed ahead and never a key typed at the refusal.
const Ahead = 500 * time.Millisecond

// DropAhead forgets the keys typed ahead of a refusal, as Drop: those
// read and not taken, those the terminal holds, and, on a terminal,
// those typed up to within of the last Enter given to a Tap (the
// refused line's): it waits until then if that time is still to come,
// the refusal on the screen and no question drawn. A line typed ahead
// reaches the terminal only after the refusal is printed when the two
// lines come as separate keys (the refusal is quicker than the next
// key), and Drop alone missed it: the line after a refused one ran. It
// reports whether any key was forgotten (Drop).
func (k *Keyboard) DropAhead(within time.Duration) bool {
	dropped := k.Drop()
	if f, ok := k.src.(*os.File); !ok || !xterm.IsTerminal(f.Fd()) {
		return dropped // scripted keys: no one types them ahead
	}
	k.mu.Lock()
	until := k.enterAt.Add(within)
	k.mu.Unlock()
	if wait := time.Until(until); wait > 0 {
		time.Sleep(wait)
		dropped = k.Drop() || dropped
	}
	return dropped
}
