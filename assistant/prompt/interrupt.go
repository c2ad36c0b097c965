package prompt

import (
	"os"
	"os/signal"
	"sync"

	"tallyman/assistant/termkeys"
)

// interrupts hands Ctrl-C to whoever is to answer it. An accessible
// terminal is not raw, so there the terminal turns Ctrl-C into SIGINT
// (os.Interrupt) rather than a key: a question waiting for its line
// (lineReader.fill) takes it and gives ErrInterrupted, as Ctrl-C at a
// full-screen form does, so each caller says what it says there ("Saved.
// Resume with: …", "Stopped: nothing printed.") and the program ends
// with code 130. Ctrl-C while no question waits goes to the last
// OnInterrupt's function (a game's sitting: session.RunTable); with
// neither, it ends the program (code 130), the terminal given back its
// own settings first when a full-screen form left it quiet
// (termkeys.Restore: no echo between forms), else the signal is not
// caught and ends the program as it always has.
var interrupts interruptRouter

// interruptRouter catches SIGINT while anyone is to answer it (users:
// questions waiting and OnInterrupt's functions) and gives each one to
// the questions waiting, or else to the last function.
type interruptRouter struct {
	mu      sync.Mutex
	sig     chan os.Signal
	users   int
	waiting map[chan struct{}]struct{}
	funcs   []*func()
	quiet   bool // held since a form left the terminal quiet (holdQuiet)
}

// quietExit ends the program at a Ctrl-C that nobody takes while the
// terminal is quiet between forms.
var quietExit = os.Exit

// hold catches SIGINT from now on (until the matching release); r.mu is
// held.
func (r *interruptRouter) hold() {
	if r.sig == nil {
		r.sig = make(chan os.Signal, 1)
		r.waiting = map[chan struct{}]struct{}{}
		go r.route()
	}
	if r.users++; r.users == 1 {
		signal.Notify(r.sig, os.Interrupt)
	}
}

// release ends a hold; with none left SIGINT is no longer caught. r.mu
// is held.
func (r *interruptRouter) release() {
	if r.users--; r.users == 0 {
		signal.Stop(r.sig)
	}
}

// route hands each SIGINT to the questions waiting, or else to the last
// OnInterrupt's function. One that comes when nobody holds it any more
// (caught just before the last release) is dropped.
func (r *interruptRouter) route() {
	for range r.sig {
		r.mu.Lock()
		switch {
		case r.users == 0:
		case len(r.waiting) > 0:
			for ch := range r.waiting {
				close(ch)
				delete(r.waiting, ch)
			}
		case len(r.funcs) > 0:
			f := *r.funcs[len(r.funcs)-1]
			go func() {
				termkeys.Restore() // f ends the program
				f()
			}()
		case r.quiet && termkeys.Quiet():
			// Nobody takes it, and its default would end the program
			// with the echo off.
			termkeys.Restore()
			quietExit(130)
		}
		r.mu.Unlock()
	}
}

// holdQuiet catches SIGINT from the first full-screen form on, which
// leaves the terminal quiet between forms (termkeys), for as long as the
// program runs: see route.
func (r *interruptRouter) holdQuiet() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.quiet {
		r.quiet = true
		r.hold()
	}
}

// RestoreTerminal gives the terminal the full-screen forms read its own
// settings back (termkeys.Restore: between forms it is kept quiet, no
// echo), for the program's end; a form asked later takes it again.
func RestoreTerminal() {
	termkeys.Restore()
	r := &interrupts
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.quiet {
		r.quiet = false
		r.release()
	}
}

// wait is a question waiting for its line: ch is closed at Ctrl-C;
// done ends the wait.
func (r *interruptRouter) wait() (ch <-chan struct{}, done func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.hold()
	c := make(chan struct{})
	r.waiting[c] = struct{}{}
	return c, func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		delete(r.waiting, c)
		r.release()
	}
}

// OnInterrupt calls f (on a goroutine of its own) at Ctrl-C that no
// question takes, until stop is called: a question takes Ctrl-C as its
// answer (ErrInterrupted), so f is for Ctrl-C between questions, while
// the laptop works. The last OnInterrupt in force is the one called.
// session.RunTable says there that the game is saved and how to resume
// it, and ends the program.
func OnInterrupt(f func()) (stop func()) {
	r := &interrupts
	r.mu.Lock()
	defer r.mu.Unlock()
	r.hold()
	fp := &f
	r.funcs = append(r.funcs, fp)
	var once sync.Once
	return func() {
		once.Do(func() {
			r.mu.Lock()
			defer r.mu.Unlock()
			for i, g := range r.funcs {
				if g == fp {
					r.funcs = append(r.funcs[:i], r.funcs[i+1:]...)
					break
				}
			}
			r.release()
		})
	}
}
