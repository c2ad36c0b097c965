package termkeys

import (
	"io"
	"os"

	"github.com/erikgeiser/coninput"
	"golang.org/x/sys/windows"
)

// winConsole is a Windows console's input handle.
type winConsole windows.Handle

// systemConsole is src's console input when src is a Windows console
// (GetConsoleMode answers for it), else nil.
func systemConsole(src io.Reader) consoleInput {
	f, ok := src.(*os.File)
	if !ok {
		return nil
	}
	var mode uint32
	if windows.GetConsoleMode(windows.Handle(f.Fd()), &mode) != nil {
		return nil
	}
	return winConsole(f.Fd())
}

// heldMost is how many events held is given at most: a key typed ahead is
// among the first (every key typed gives two events, pressed and let go).
const heldMost = 1024

// held peeks at the events held (PeekConsoleInput), reading none.
func (c winConsole) held() ([]consoleEvent, error) {
	n, err := coninput.GetNumberOfConsoleInputEvents(windows.Handle(c))
	if err != nil || n == 0 {
		return nil, err
	}
	records, err := coninput.PeekNConsoleInputs(windows.Handle(c), min(n, heldMost))
	events := make([]consoleEvent, 0, len(records))
	for _, r := range records {
		var e consoleEvent
		if k, ok := r.Unwrap().(coninput.KeyEventRecord); ok {
			e = consoleEvent{key: true, down: k.KeyDown, vk: uint16(k.VirtualKeyCode)}
		}
		events = append(events, e)
	}
	return events, err
}

// flush forgets every event held (FlushConsoleInputBuffer).
func (c winConsole) flush() error {
	return coninput.FlushConsoleInputBuffer(windows.Handle(c))
}
