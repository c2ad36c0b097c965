// Package prompt is the laptop's way of asking: the Prompter over huh
// forms (full-screen or accessible line mode), choices as Option lists,
// hidden answers for secrets, and the styles and wrapping every game's
// terminal text shares. It knows no game.
package prompt

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
	xterm "github.com/charmbracelet/x/term"

	"tallyman/assistant/cellwidth"
	"tallyman/assistant/termkeys"
)

// ErrInputClosed is returned by every prompt once standard input has ended
// (piped input ran out, or Ctrl-D). Nothing recorded is lost: the journal
// already holds every acknowledged move.
var ErrInputClosed = errors.New("input ended")

// ErrAborted is returned when the user leaves a full-screen form with
// Esc: "back" (in a move's form, in a menu); at a game's move prompt it
// changes nothing.
var ErrAborted = errors.New("aborted")

// ErrInterrupted is returned by every question at Ctrl-C: on a full
// terminal and at a hidden question on an accessible terminal, which read
// it as a key, and at an accessible line question, where it is SIGINT
// (see interrupts). The sitting ends, saved (session.RunTable says how to
// resume), and the program with code 130. The terminal is restored first.
var ErrInterrupted = errors.New("interrupted")

// Prompter asks the questions of the assistant through huh forms. In
// accessible mode (screen readers, TERM=dumb, piped input) every question is
// a plain line prompt read from In; otherwise huh draws its full-screen
// forms on the terminal.
type Prompter struct {
	Accessible bool
	// NoSecrets says that nothing secret may be printed: accessible mode
	// on a terminal (a screen reader's terminal cannot be cleared, and it
	// keeps all it prints). A value card is then read on the player's
	// phone, or the physical cards are used; a Boxes wallet is never
	// listed (the notes paid are typed, hidden). See docs/playing.md,
	// "Screen readers, scripts and secrets". The output going to a file
	// (OutNotShown) is the same.
	NoSecrets bool
	// OutNotShown says that NoSecrets is for the output: it goes to a
	// file (`> out.log`), which keeps what it is given; NoSecretsWhy
	// says so.
	OutNotShown bool
	Out         io.Writer
	in          *lineReader
	stdin       io.Reader
	// follow is closed when the game changes under the questions
	// (Follow); held counts the Holds in force.
	follow <-chan struct{}
	held   int
	// moved, set by FollowOr, is closed at a phone's move; follow
	// closed without it is a change the caller says itself.
	moved <-chan struct{}
	// setup counts the Setups in force: "quit" ends every question.
	setup int
	// keys, set by tests, are the keys a full-screen form reads instead
	// of the terminal's; its drawing is then discarded.
	keys io.Reader
	// TermWidth, when set (tests), is the terminal's width that Width
	// gives; else Out is asked (TerminalWidth).
	TermWidth int
	// movedLine, when set (SayMovedOn), is said in place of MovedOn.
	movedLine string
	// names are the players' names at the table (KeepNames).
	names []string
	// gateKeys and gateClock, set by tests, guard a gate's keys when
	// they are the test's as a terminal's, and time it (guardsGates).
	gateKeys  bool
	gateClock func() time.Time
}

// NoSecretsWhy is where and why nothing secret is printed (NoSecrets),
// as the messages that say so put it: "in accessible mode", "the
// terminal keeps what it prints"; with OutNotShown, "with the output
// going to a file", "it keeps what it is given", and what
// else to do, instead ("", or ", or keep the output on the terminal").
func (p *Prompter) NoSecretsWhy() (where, why, instead string) {
	if p.OutNotShown {
		return "with the output going to a file", "it keeps what it is given", ", or keep the output on the terminal"
	}
	return "in accessible mode", "the terminal keeps what it prints", ""
}

// KeepNames makes the questions asked until restore keep each of names
// (the players' at the table: session.RunTable, `tallyman bids`) whole on
// a line it fits where an accessible question's title or a numbered
// menu's option is wrapped to the terminal's width (numberedOption).
func (p *Prompter) KeepNames(names []string) (restore func()) {
	was := p.names
	p.names = names
	return func() { p.names = was }
}

// SayMovedOn makes the questions asked until restore say line in place
// of MovedOn where one is given up for a phone's move: `tallyman bids`,
// which has no game, says LotMovedOn.
func (p *Prompter) SayMovedOn(line string) (restore func()) {
	was := p.movedLine
	p.movedLine = line
	return func() { p.movedLine = was }
}

// movedOnLine is the line said where a question was given up for a
// phone's move: MovedOn, or the one SayMovedOn set.
func (p *Prompter) movedOnLine() string {
	if p.movedLine != "" {
		return p.movedLine
	}
	return MovedOn
}

// Width is the terminal's width in columns, which the lines that list
// players are wrapped to (WrapNames): TermWidth when set, else Out's
// (80 when Out is no terminal).
func (p *Prompter) Width() int {
	if p.TermWidth > 0 {
		return p.TermWidth
	}
	return TerminalWidth(p.Out)
}

// TitleWidth is the columns a menu's title has (Select): on a full
// terminal huh draws it after a bar and a space, and wraps a longer
// title itself at commas and hyphens too, so a title wrapped to
// TitleWidth first (WrapNames) keeps its names whole. huh is given as
// many columns fewer than the terminal has as a player's name may take
// more than huh counts (formWidth), and so is the title.
func (p *Prompter) TitleWidth() int {
	if p.Accessible {
		return p.Width()
	}
	return max(1, p.Width()-2-cellwidth.Extra(p.names))
}

// formWidth is the width a full-screen form is given on a terminal cols
// wide: as many columns fewer as the widest of the players' names
// (KeepNames) may take more than huh counts (cellwidth.Extra: "👋🏽 Ama"
// is 6 to huh and 8 in tmux, xterm or the Linux console, which draw each
// code point), so a line huh wraps with a name in it still fits. huh
// redraws a form by the lines it counts: a line the terminal wrapped
// left a copy of the question on the screen at each redraw.
func (p *Prompter) formWidth(cols int) int {
	return max(1, cols-cellwidth.Extra(p.names))
}

// fitTitle is a question's title wrapped at spaces to the terminal's
// width (Width), the players' names whole (KeepNames), after columns
// kept free on its last line for what follows it (" [y/N] "), in
// accessible mode: there the title is written as it is, and an 80-column
// terminal cut a long name or a word at its right edge. On a full
// terminal huh wraps it.
func (p *Prompter) fitTitle(title string, after int) string {
	if !p.Accessible {
		return title
	}
	return WrapNames(title, max(10, p.Width()-after), p.names)
}

// NewPrompter makes a prompter reading in and writing out.
func NewPrompter(in io.Reader, out io.Writer, accessible bool) *Prompter {
	return &Prompter{Accessible: accessible, Out: out, in: newLineReader(in, out), stdin: in}
}

// Follow makes the questions asked from now on give up with ErrRefresh
// once changed is closed: a phone has moved (PhoneLink.Next, taken by a
// game's loop before it reads the state it asks on, so no move is
// missed; the laptop's own moves do not close it). On a full terminal the
// form ends once the keyboard rests (typingPause); in accessible mode the
// question gives up at once, saying so, and no line typed after the
// change answers it. The caller asks the question as it is now. Nil
// follows nothing.
func (p *Prompter) Follow(changed <-chan struct{}) { p.follow, p.moved = changed, nil }

// FollowOr is Follow for a question that gives way to more than a
// phone's move: changed closes at a move (moved closes then too) or at a
// change the caller says itself, such as a phone joining or going away
// (PhoneLink.NextOrConnected). In accessible mode "The game moved on (a
// phone)" is said only when moved is closed; otherwise the question's
// line is ended and nothing more is said, the caller saying what
// changed ("- Cy's phone is connected.").
func (p *Prompter) FollowOr(changed, moved <-chan struct{}) {
	p.follow, p.moved = changed, moved
}

// Hold keeps the questions asked until release from giving up for a
// change of the game (Follow): a private step (a card shown until
// Enter), the phones menu.
func (p *Prompter) Hold() (release func()) {
	p.held++
	return func() { p.held-- }
}

// Setup makes every question asked until done is called take "quit"
// (any case, spaces around it ignored) as ErrQuit, whatever it asks: a
// name, a menu, a yes or no, a line checked by the caller. It is for a new
// game's setup, where nothing is saved yet and no answer means quit;
// during play each question offers quit itself (a menu's "Save and quit",
// the move prompt's words). In accessible mode the line is caught before
// huh reads it; on a full terminal "quit" typed into a line field is.
// Setups nest: quit ends the questions until the last done.
func (p *Prompter) Setup() (done func()) {
	p.setup++
	p.in.quitAll = true
	return func() {
		p.setup--
		p.in.quitAll = p.setup > 0
	}
}

// followed is the channel that ends the question about to be asked
// (nil: none).
func (p *Prompter) followed() <-chan struct{} {
	if p.held > 0 {
		return nil
	}
	return p.follow
}

// UntilClosed is ctx, cancelled too when ch is closed (a nil ch is never
// closed); cancel releases it.
func UntilClosed(ctx context.Context, ch <-chan struct{}) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(ctx)
	if ch != nil {
		go func() {
			select {
			case <-ch:
				cancel()
			case <-ctx.Done():
			}
		}()
	}
	return ctx, cancel
}

// movedOn says, in accessible mode, that the question waiting was given
// up for a change of the game; the caller asks the question as it is now.
// A change that is no phone's move (FollowOr, moved still open) only ends
// the question's line: the caller says what it was.
func (p *Prompter) movedOn() {
	if p.moved != nil {
		select {
		case <-p.moved:
		default:
			fmt.Fprintln(p.Out)
			return
		}
	}
	fmt.Fprintln(p.Out, "\n"+p.movedOnLine())
}

// MovedOn is the line said where a question was given up for a phone's
// move (Follow): in accessible mode under the question's line, on a full
// terminal in place of the question's form, which is cleared (its cursor
// left on a choice looked as if the laptop still asked it). The caller
// then says what changed and asks the question as it is now.
const MovedOn = "The game moved on (a phone): the question as it is now."

// LotMovedOn is MovedOn for `tallyman bids` (SayMovedOn), where a phone
// moves a lot on, and there is no game.
const LotMovedOn = "The lot moved on (a phone): the question as it is now."

// phoneMoved reports whether the question followed a phone's moves
// (Follow, no Hold in force) and one has been made: the change Follow
// follows is closed, and with FollowOr its moved too. A question ended
// for anything else (a phone joining, said by the caller; the joining
// screen's own changes) is not one.
func (p *Prompter) phoneMoved() bool {
	f := p.followed()
	if f == nil {
		return false
	}
	select {
	case <-f:
	default:
		return false
	}
	if p.moved == nil {
		return true
	}
	select {
	case <-p.moved:
		return true
	default:
		return false
	}
}

func (p *Prompter) run(fields ...huh.Field) error {
	return p.RunCtx(context.Background(), fields...)
}

// ErrRefresh is returned by a prompt whose context was cancelled because
// the game changed under it (a phone acted): the caller shows the new state
// and asks again.
var ErrRefresh = errors.New("refresh")

func (p *Prompter) RunCtx(ctx context.Context, fields ...huh.Field) error {
	return p.runForm(ctx, !p.Accessible, formKind{}, fields...)
}

// formKind is what runForm is to watch for besides the form's own keys:
// a hidden answer (Secret) and the word quit typed at a menu (every
// full-screen Select and MultiSelect; never a hidden answer's form).
type formKind struct {
	hidden, quitWord bool
	// labels are a menu's options, which the words undo and redo typed
	// at it pick (menuWords); the number of the option picked so is
	// written to picked.
	labels []string
	picked *int
	// values are a MultiSelect's options' values (with labels): a
	// number offered typed and Enter toggle that option
	// (resizeSafe.toggleOption); its Enter alone submits.
	values []any
	// gate marks a Gate or WaitPass (termkeys.Gate).
	gate bool
}

// runForm runs fields as one form, with the line of key help below it on
// a full terminal when help is set (a screen short of rows leaves it out).
// A hidden form (a Secret's field) gives way to a change of the game only
// before its first key: once a hidden answer is begun it is read to its
// Enter (see keyWatch.refreshWhenIdle).
func (p *Prompter) runForm(ctx context.Context, help bool, kind formKind, fields ...huh.Field) (err error) {
	Flush(p.Out) // what the table printed, before the question
	keys := huh.NewDefaultKeyMap()
	// Esc is back; Ctrl-C is caught before the form (keyWatch.filter).
	keys.Quit = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back"))
	form := huh.NewForm(huh.NewGroup(fields...)).WithTheme(formTheme()).WithShowHelp(help).WithKeyMap(keys)
	if p.Accessible {
		for {
			again, err := p.runAccessible(form)
			if again == "" {
				return err
			}
			fmt.Fprintln(p.Out, WrapNames(again, p.Width(), p.names))
		}
	}
	ctx, stop := UntilClosed(ctx, p.followed())
	defer stop()
	// Our own program, so every end (Esc, submit, a phone's redraw) is a
	// graceful quit: huh's Run kills it at Esc and a cancelled context.
	form.SubmitCmd, form.CancelCmd = tea.Quit, tea.Quit
	watch := keyWatch{hidden: kind.hidden, quitWord: kind.quitWord && !kind.hidden, labels: kind.labels, values: kind.values}
	// First frame at the renderer's first tick: 120 fps, not 60, draws it
	// ~8 ms sooner after Enter (BenchmarkQuickEntryRedraw, target 20 ms).
	opts := []tea.ProgramOption{tea.WithOutput(os.Stderr), tea.WithReportFocus(), tea.WithFPS(120)}
	if p.keys != nil {
		opts = append(opts, tea.WithOutput(io.Discard))
	}
	keyboard := termkeys.For(cmp.Or(p.keys, p.stdin)) // the terminal's one reader
	if kind.gate && p.guardsGates() {
		// Typed before the gate was drawn: not the next player's.
		keyboard.Drop()
		watch.gate = &termkeys.Gate{Now: p.clock()}
	}
	if r := afterRefusal(fields); r != nil && keyboard.DropAhead(termkeys.Ahead) {
		// Typed before the refusal was on the screen, or with the
		// refused line in one go (termkeys.DropAhead): perhaps the
		// hidden answer meant for the question the refused line was to
		// lead to, which this shown field must not show, or a line
		// ("end") that must not run on a move that was not made.
		fmt.Fprintln(p.Out, NotUsedAhead)
		r.saidUnder(NotUsedAhead, TerminalWidth(p.Out))
		Flush(p.Out)
	}
	tap, err := keyboard.Tap()
	if err != nil {
		return err
	}
	defer func() {
		tap.Close()
		if termkeys.Quiet() {
			interrupts.holdQuiet() // Ctrl-C between forms: see interrupts
		}
	}()
	opts = append(opts, tap.Options(watch.filter)...)
	model := &resizeSafe{form: form, watch: &watch, narrow: p.formWidth, names: p.names, keys: tap, redraw: ctx.Value(redrawKey{}) != nil}
	if p.keys == nil {
		if cols, rows, err := xterm.GetSize(os.Stderr.Fd()); err == nil && cols > 0 {
			model.size = tea.WindowSizeMsg{Width: cols, Height: rows}
		}
	}
	prog := tea.NewProgram(model, opts...)
	ended, end := context.WithCancel(context.Background())
	defer end()
	var refreshed atomic.Bool
	go watch.refreshWhenIdle(ctx, ended, func() {
		refreshed.Store(true)
		prog.Send(givenUp{})
	})
	if _, err := prog.Run(); errors.Is(err, tea.ErrInterrupted) {
		return ErrInterrupted // SIGINT from elsewhere
	} else if err != nil {
		return fmt.Errorf("huh: %w", err)
	}
	switch {
	case watch.interrupted.Load():
		return ErrInterrupted
	case watch.quit.Load():
		return ErrQuit
	case watch.picked > 0 && kind.picked != nil:
		*kind.picked = watch.picked
		return nil
	case model.resized:
		return ErrRefresh // the screen was cleared: drawn again by the caller
	case form.State == huh.StateAborted:
		return ErrAborted
	case form.State == huh.StateCompleted:
		return nil
	case refreshed.Load():
		if p.phoneMoved() {
			fmt.Fprintln(p.Out, p.movedOnLine())
		}
		return ErrRefresh
	}
	return nil
}

// NotUsedAhead is said where a question asked again after its line was
// refused forgets what was typed before the refusal was on the screen,
// or within termkeys.Ahead of the refused line's Enter (runForm): its
// field is shown, and those keys may be the hidden answer of the
// question the refused line was to lead to, or a line meant to follow a
// move that was not made ("produce tan@2", then "end").
const NotUsedAhead = "Not used: what was typed (not shown) after the refused line."

// afterRefusal is the field of fields that asks its question again just
// after its line was refused (Draft.Input), or nil.
func afterRefusal(fields []huh.Field) *recalled {
	for _, f := range fields {
		if r, ok := f.(*recalled); ok && r.afterRefusal {
			return r
		}
	}
	return nil
}

// givenUp ends a full-screen form that gives way to a change of the game
// (ErrRefresh): its last frame is drawn empty, so the question leaves
// the screen as an answered one does, rather than staying there, cursor
// on a choice, above the question asked next.
type givenUp struct{}

// runAccessible runs form in accessible mode, turning the line reader's
// panics into ErrInputClosed, ErrRefresh and ErrInterrupted; again says why a line was
// refused (too long, not a yes or no) when one was: the form is to be
// run again, after it is said.
func (p *Prompter) runAccessible(form *huh.Form) (again string, err error) {
	p.in.follow = p.followed()
	defer func() {
		p.in.follow = nil
		switch r := recover(); r := r.(type) {
		case nil:
		case inputClosed:
			err = ErrInputClosed
		case gameMoved:
			p.movedOn()
			err = ErrRefresh
		case interrupted:
			err = ErrInterrupted
		case lineRefused:
			fmt.Fprintln(p.Out)
			again = r.why
		case quitTyped:
			fmt.Fprintln(p.Out)
			err = ErrQuit
		default:
			panic(r)
		}
	}()
	return "", form.WithAccessible(true).WithInput(p.in).WithOutput(p.Out).Run()
}

// resizeSafe draws a form so that resizing the terminal leaves no copy of
// its lines behind (the prompt's title line was doubled). huh pads every
// line with spaces to the terminal's width; a terminal made narrower
// rewraps such lines onto more rows than the form knows it drew, so its
// redraw started too low and left the top lines behind. The lines are
// drawn unpadded; a terminal narrower than the text itself is cleared
// and the form drawn afresh at the top. A menu's line of typed words
// (typedLine) is drawn under it, wrapped at spaces to the form's width,
// the players' names (names) whole. Letters read at once reach the form one
// at a time. The form is given the terminal's size (size) before its
// first frame: a menu option wider than a narrow terminal made the first
// size message clear the screen, and what the table printed above it.
type resizeSafe struct {
	form   *huh.Form
	watch  *keyWatch         // the form's keys (nil: no typed line)
	widest int               // columns of the widest line last drawn
	size   tea.WindowSizeMsg // the terminal's size when known (else zero)
	gone   bool              // given up (givenUp): nothing more is drawn
	// narrow is the width the form is given on a terminal as wide as
	// its argument (Prompter.formWidth); nil: the terminal's.
	narrow func(cols int) int
	// names are the players' names (Prompter.KeepNames), kept whole
	// where the line of typed words is wrapped.
	names []string
	// keys are the form's keys (nil: a Windows console), told when the
	// form goes on after an Enter (afterEnter).
	keys *termkeys.Tap
	// redraw marks a form whose caller draws what is above it again at
	// ErrRefresh (RedrawOnResize); resized notes it given up so.
	redraw, resized bool
}

// redrawKey marks a context of RedrawOnResize.
type redrawKey struct{}

// RedrawOnResize is ctx for a question whose caller, at ErrRefresh,
// draws again what is above it and asks it again (a game's move prompt,
// under the board; what was typed kept by its Draft): on a full
// terminal made narrower than the question's lines, whose screen is
// cleared (resizeSafe), the question gives up with ErrRefresh, so the
// board is drawn again. After 80x24, 40x15 and 80x24 only the move
// prompt was on the screen, the board gone until the next move.
func RedrawOnResize(ctx context.Context) context.Context {
	return context.WithValue(ctx, redrawKey{}, true)
}

// enterTaken comes enterSettles after an Enter that did not end the
// form at once (afterEnter).
type enterTaken struct{}

// enterSettles is how long after an Enter that did not end the form at
// once, nor was refused, a form still asking is taken to go on: an
// answer taken ends a form within a few of its messages (huh's next
// field, then its submit), milliseconds.
const enterSettles = time.Second

// afterEnter tells the form's keys (termkeys: they are held after an
// Enter) whether the form goes on after the Enter it has just taken:
// at once when the Enter was refused (the field says why); never when the
// form ends (the keys typed after it are the next form's); else once it
// still asks enterSettles later (an Enter that closed a multi-select's
// filter, at a menu whose filter left no option).
func (m *resizeSafe) afterEnter() tea.Cmd {
	switch {
	case m.gone || m.form.State != huh.StateNormal:
		return nil
	case m.form.GetFocusedField() != nil && m.form.GetFocusedField().Error() != nil:
		m.keys.GoOn()
		return nil
	}
	return tea.Tick(enterSettles, func(time.Time) tea.Msg { return enterTaken{} })
}

func (m *resizeSafe) Init() tea.Cmd {
	if m.size.Width > 0 {
		m.update(m.size)
	}
	return m.form.Init()
}

func (m *resizeSafe) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if _, ok := msg.(menuRefused); ok {
		m.keys.GoOn() // the menu asks on
		if m.watch != nil && m.watch.toggle > 0 {
			n := m.watch.toggle
			m.watch.toggle = 0
			return m, m.toggleOption(n)
		}
		return m, nil // drawn again with the line saying why
	}
	if _, ok := msg.(earlyEnter); ok {
		m.keys.GoOn() // the gate asks on
		return m, refusedEnter(m.watch.gate)
	}
	if _, ok := msg.(gateOpen); ok {
		m.watch.gate.Open = true
		return m, nil // drawn again with GateTooSoon
	}
	if _, ok := msg.(enterTaken); ok {
		if !m.gone && m.form.State == huh.StateNormal {
			m.keys.GoOn()
		}
		return m, nil
	}
	if _, ok := msg.(givenUp); ok {
		m.gone = true
		return m, tea.Quit
	}
	if m.gone {
		// A key typed while the form ends answers nothing: the
		// question is given up (an Enter would have picked an option
		// of a state the phone has changed).
		return m, nil
	}
	var clear tea.Cmd
	if ws, ok := msg.(tea.WindowSizeMsg); ok {
		if m.widest > ws.Width {
			clear = tea.ClearScreen
			if m.redraw && m.size.Width > 0 && ws.Width != m.size.Width {
				m.gone, m.resized = true, true // drawn again under the board
				return m, tea.Sequence(clear, tea.Quit)
			}
		}
		m.size = ws
	}
	if km, ok := msg.(tea.KeyMsg); ok && km.Type == tea.KeyRunes && len(km.Runes) > 1 {
		// Letters read at once (typed ahead while the laptop was busy,
		// a slow link, a paste: see keyWatch.filter) go to the form one
		// at a time, as typed: "/" then "Cy" typed ahead at a menu open
		// its filter with Cy in it. As one key "/Cy" they matched none
		// of the menu's keys and vanished.
		var cmds []tea.Cmd
		for _, r := range km.Runes {
			cmds = append(cmds, m.update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: km.Alt}))
		}
		return m, tea.Batch(cmds...)
	}
	if km, ok := msg.(tea.KeyMsg); ok && km.Type == tea.KeyEsc && filtering(m.form) {
		return m, tea.Batch(clear, m.closeFilter(km))
	}
	if km, ok := msg.(tea.KeyMsg); ok && km.Type == tea.KeyEnter {
		cmd := m.update(msg)
		return m, tea.Batch(clear, cmd, m.afterEnter())
	}
	return m, tea.Batch(clear, m.update(msg))
}

// closeFilter closes the open filter (/) of the focused menu for Esc
// (esc): the whole menu is shown again, the highlight kept on the option
// it was on. The form's own Esc (back: the question given up) is not
// reached: at the joining screen it ended the sitting (a try-out).
func (m *resizeSafe) closeFilter(esc tea.KeyMsg) tea.Cmd {
	field := m.form.GetFocusedField()
	was := hovered(field)
	// The first Esc sets the filter (the options it leaves stay), the
	// second clears it (huh's select and multi-select).
	_, cmd := field.Update(esc)
	_, cmd2 := field.Update(esc)
	if was != nil && reflect.TypeOf(was).Comparable() {
		// Back on the option highlighted, moved down as the arrow key
		// would (at most once round the menu).
		start := hovered(field)
		for range 1000 {
			if hovered(field) == was {
				break
			}
			field.Update(tea.KeyMsg{Type: tea.KeyDown})
			if hovered(field) == start {
				break
			}
		}
	}
	return tea.Batch(cmd, cmd2)
}

// hovered is the value of the option highlighted in field, a huh select
// or multi-select (their Hovered, whatever T), with its filter open or
// not; else (nothing highlighted) the field's value.
func hovered(field huh.Field) any {
	if m := reflect.ValueOf(field).MethodByName("Hovered"); m.IsValid() && m.Type().NumIn() == 0 && m.Type().NumOut() == 2 {
		if out := m.Call(nil); out[1].Kind() == reflect.Bool && out[1].Bool() {
			return out[0].Interface()
		}
	}
	return field.GetValue()
}

// update passes msg to the form, a new size as narrow makes it. A form
// taller than the terminal is given fewer rows (a menu then shows fewer
// options, and scrolls them under its question), a row kept for a
// menu's line of typed words: the terminal lost the form's top lines, the
// question first (a Boxes payment's list of notes at 50x20).
func (m *resizeSafe) update(msg tea.Msg) tea.Cmd {
	ws, sized := msg.(tea.WindowSizeMsg)
	if sized && m.narrow != nil {
		ws.Width = m.narrow(ws.Width)
		msg = ws
	}
	f, cmd := m.form.Update(msg)
	if form, ok := f.(*huh.Form); ok {
		m.form = form
	}
	spare := 0
	if m.watch != nil && m.watch.quitWord {
		spare = 1 // a menu's line of typed words
	}
	if over := lipgloss.Height(m.form.View()) + spare - ws.Height; sized && over > 0 && ws.Height > over+4 {
		ws.Height -= over
		m.form.Update(ws)
	}
	return cmd
}

func (m *resizeSafe) View() string {
	if m.gone {
		return ""
	}
	view := m.form.View()
	// A line under the form, wrapped at spaces to its width when known
	// (a terminal cut GateTooSoon at 50 columns), the names whole.
	under := func(line string) string {
		if w := m.size.Width; w > 0 {
			if m.narrow != nil {
				w = m.narrow(w)
			}
			line = WrapNames(line, w, m.names)
		}
		return strings.TrimRight(view, "\n") + "\n" + line
	}
	if g := m.watch.gateOf(); g != nil {
		g.Shown()
		if g.Open {
			view = under(GateTooSoon)
		}
	}
	if m.watch != nil {
		if t := m.watch.typedLine(); t != "" {
			view = under(t)
		}
	}
	lines := strings.Split(view, "\n")
	m.widest = 0
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
		m.widest = max(m.widest, FitWidth(lines[i]))
	}
	return strings.Join(lines, "\n")
}

// typingPause is how long the keyboard must rest before a full-screen
// form is redrawn for a phone's change (a redraw ends the form's program).
const typingPause = 1500 * time.Millisecond

// keyWatch notes when a full-screen form last had a key, and Ctrl-C.
// hidden marks a hidden answer's form (Secret), which no change of the
// game ends once a key is typed. quitWord marks a menu (every full-screen
// Select and MultiSelect) whose typed letters (typed) and Enter act as
// typedEnter says; quit notes the word quit. While the menu's filter (/)
// is open the letters are the filter's, and its Enter is the menu's.
type keyWatch struct {
	last        atomic.Int64
	interrupted atomic.Bool
	quit        atomic.Bool
	hidden      bool
	quitWord    bool
	typed       []rune
	// labels are the menu's options (formKind.labels); picked is the
	// number of the one the word undo or redo and Enter picked.
	labels  []string
	picked  int
	refused string // why the last Enter picked nothing (typedEnter)
	// values are a MultiSelect's (formKind.values); toggle is the number
	// of the option a number typed and Enter toggle there.
	values []any
	toggle int
	gate   *termkeys.Gate // a gate's (formKind.gate), else nil
}

// filter runs on every message of the form's program. Ctrl-C ends the
// program gracefully and is noted (ErrInterrupted). A key message of
// several letters at once (a paste, a slow link, tmux) is marked pasted,
// else a burst "end" or "home" would act as that key; resizeSafe gives
// the form the letters one at a time.
func (k *keyWatch) filter(m tea.Model, msg tea.Msg) tea.Msg {
	km, ok := msg.(tea.KeyMsg)
	if !ok {
		return msg
	}
	if km.Type == tea.KeyCtrlC {
		k.interrupted.Store(true)
		return tea.QuitMsg{}
	}
	k.last.Store(time.Now().UnixNano())
	if k.gate != nil && km.Type == tea.KeyEnter && k.gate.Early(typedIn(m)) {
		return earlyEnter{}
	}
	if k.quitWord && filtering(m) {
		k.typed, k.refused = nil, ""
	} else if k.quitWord {
		switch k.quitTyped(km) {
		case typedQuit:
			k.quit.Store(true)
			return tea.QuitMsg{}
		case typedPick:
			return tea.QuitMsg{}
		case typedNothing:
			return menuRefused{} // the words name no option: Enter picks none
		}
	}
	if km.Type == tea.KeyRunes && len(km.Runes) > 1 && !km.Paste {
		km.Paste = true
		return km
	}
	return msg
}

// What an Enter typed after a word at a menu does (keyWatch.quitTyped).
const (
	typedKey     = iota // a key like any other, or no word before Enter
	typedQuit           // the word quit: the sitting ends
	typedPick           // a number or words naming an option: picked
	typedNothing        // words naming none: the Enter is refused
)

// quitTyped notes km among the letters typed at a menu (a menu ignores
// letters) and says what it does: the Enter after them, what typedEnter
// says. Any key but a letter, a space or Backspace starts the word
// afresh, and so do the keys a MultiSelect acts on (x and space toggle,
// j, k, g and G move: its number is typed after them); any key takes
// away the line of a refused Enter.
func (k *keyWatch) quitTyped(km tea.KeyMsg) int {
	k.refused = ""
	switch km.Type {
	case tea.KeyRunes:
		for _, r := range km.Runes {
			if k.values != nil && strings.ContainsRune("xjkgG", r) {
				k.typed = nil
				continue
			}
			k.typed = append(k.typed, r)
		}
	case tea.KeySpace:
		if k.values != nil {
			k.typed = nil
			break
		}
		k.typed = append(k.typed, ' ')
	case tea.KeyBackspace:
		if len(k.typed) > 0 {
			k.typed = k.typed[:len(k.typed)-1]
		}
	case tea.KeyEnter:
		word := strings.TrimSpace(string(k.typed))
		k.typed = nil
		return k.typedEnter(word)
	default:
		k.typed = nil
	}
	if len(k.typed) > 64 {
		k.typed = k.typed[len(k.typed)-64:]
	}
	return typedKey
}

// typedLine is the line under a menu that takes the word quit: why its
// last Enter picked nothing (refused); at a MultiSelect, a number it
// offers, as typed, and the option Enter toggles ("Typed: 2 (Enter
// toggles Score pad)"), never at a Select (a sealed bid typed a step
// early could be a number it offers); or
// quit, undo or redo as typed ("Typed: qui", "Typed: quit (Enter
// stops)", "Typed: undo (Enter picks Undo the last move)", "Typed: redo
// (not offered here: Enter does nothing)"). Never other letters, nor a
// number the menu does not offer: a bid typed by mistake at the menu
// around a hidden bid ("15" at a menu of 4) must not show. Empty with
// nothing typed, with the filter (/) open, and at a hidden answer
// (quitWord is never set there: runForm).
func (k *keyWatch) typedLine() string {
	t := strings.TrimSpace(string(k.typed))
	low := strings.ToLower(t)
	switch {
	case k.quitWord && k.refused != "":
		return k.refused
	case !k.quitWord || t == "":
		return ""
	case strings.Trim(t, "0123456789") == "":
		// Only a MultiSelect's (k.values: documents to print, never
		// around a hidden bid) shows: at a Select a digit or two may be
		// a sealed bid typed a step early, and the table must not see
		// it, even as the number of a choice.
		if n, err := strconv.Atoi(t); err == nil && n >= 1 && n <= len(k.labels) && k.values != nil {
			return "Typed: " + t + " (Enter toggles " + k.labels[n-1] + ")"
		}
		return ""
	case !slices.ContainsFunc(append([]string{"quit"}, menuWords...), func(w string) bool { return strings.HasPrefix(w, low) }):
		return ""
	case isQuit(t):
		return "Typed: " + t + " (Enter stops)"
	case slices.Contains(menuWords, low):
		if hits := matchLabel(k.labels, low); len(hits) == 1 {
			return "Typed: " + t + " (Enter picks " + k.labels[hits[0]-1] + ")"
		}
		return "Typed: " + t + " (not offered here: Enter does nothing)"
	}
	return "Typed: " + t
}

// filtering reports whether the focused field of the form m (or of the
// resizeSafe drawing it) is a menu with its filter (/) open. The filter
// runs in the program's loop before the model's update, so this is the
// state the key comes to.
func filtering(m tea.Model) bool {
	var form *huh.Form
	switch m := m.(type) {
	case *resizeSafe:
		form = m.form
	case *huh.Form:
		form = m
	default:
		return false
	}
	f, ok := form.GetFocusedField().(interface{ GetFiltering() bool })
	return ok && f.GetFiltering()
}

// refreshWhenIdle ends the form (stop) once outer is cancelled and no key
// has come for typingPause; it returns when the form ends (inner done).
// A hidden form (k.hidden) is ended at once when no key has come, and
// never once one has: its text cannot be kept for the question asked
// next as a shown field's is, nor shown, so a sealed bid half typed when
// a phone moves is read to its Enter and then checked as the game stands
// (as Secret does in accessible mode).
func (k *keyWatch) refreshWhenIdle(outer, inner context.Context, stop func()) {
	select {
	case <-outer.Done():
	case <-inner.Done():
		return
	}
	for {
		if k.hidden && k.last.Load() != 0 {
			<-inner.Done()
			return
		}
		idle := time.Since(time.Unix(0, k.last.Load()))
		if idle >= typingPause {
			stop()
			return
		}
		select {
		case <-time.After(typingPause - idle):
		case <-inner.Done():
			return
		}
	}
}

// Option is one choice of a Select: the label shown and the value returned.
type Option[T any] struct {
	Label string
	Value T
}

// Select asks for one of options and returns its value: the option
// under the cursor, or one typed (its number or words: menuChoice); the
// word quit gives ErrQuit (on a full terminal: keyWatch.typedEnter).
func Select[T comparable](p *Prompter, title string, options []Option[T]) (T, error) {
	return SelectCtx(context.Background(), p, title, options)
}

// SelectCtx is Select that gives up with errRefresh when ctx is cancelled
// (on a full terminal; an accessible prompt waits for its line).
func SelectCtx[T comparable](ctx context.Context, p *Prompter, title string, options []Option[T]) (T, error) {
	return selectCursor(ctx, p, title, options, 0)
}

// SelectAt is SelectCtx with the cursor starting on the option whose value
// is at (on a full terminal; so a redraw after a phone acted keeps the
// cursor where it was).
func SelectAt[T comparable](ctx context.Context, p *Prompter, title string, options []Option[T], at T) (T, error) {
	return selectCursor(ctx, p, title, options, slices.IndexFunc(options, func(o Option[T]) bool { return o.Value == at }))
}

// selectCursor asks one of options with the cursor on options[cursor] (the
// first when cursor is out of range).
func selectCursor[T comparable](ctx context.Context, p *Prompter, title string, options []Option[T], cursor int) (T, error) {
	shown := shownOptions(p, options)
	if p.Accessible {
		p.in.choices, p.in.menu = optionLabels(options), true
		defer func() { p.in.choices, p.in.menu = nil, false }()
	}
	sel := newSelect(p.fitTitle(title, 1), shown, cursor, p.Accessible)
	labels := optionLabels(options)
	picked := 0
	var field huh.Field = sel
	if !p.Accessible {
		field = withWords(sel, labels)
	}
	err := p.runForm(ctx, !p.Accessible, formKind{quitWord: true, labels: labels, picked: &picked}, field)
	if picked > 0 && err == nil {
		return options[picked-1].Value, nil // undo or redo typed
	}
	if h, ok := sel.Hovered(); ok && !p.Accessible && errors.Is(err, ErrRefresh) {
		// The option highlighted when the menu gave way, a filter typed
		// ("/" then "Cy") or not: the select's value is still the one
		// highlighted before the filter, and a menu drawn again there
		// (SelectAt) would put Enter on another player's hidden bid.
		return h, err
	}
	v, _ := sel.GetValue().(T)
	return v, err
}

// SelectCompact is SelectCtx on a full terminal without the key help
// line, for a screen with no row to spare (the joining screen).
func SelectCompact[T comparable](ctx context.Context, p *Prompter, options []Option[T]) (T, error) {
	if p.Accessible {
		return SelectCtx(ctx, p, "", options)
	}
	sel := newSelect("", shownOptions(p, options), 0, false)
	labels := optionLabels(options)
	picked := 0
	err := p.runForm(ctx, false, formKind{quitWord: true, labels: labels, picked: &picked}, withWords(sel, labels))
	if picked > 0 && err == nil {
		return options[picked-1].Value, nil // undo or redo typed
	}
	v, _ := sel.GetValue().(T)
	return v, err
}

// shownOptions are options as p's menu shows them, each label wrapped
// at spaces to the terminal's width with the players' names whole, its
// other lines under its first letter: in accessible mode after its
// number (numberedOption), on a full terminal after huh's bar and
// cursor ("┃ > ") and the number padded to the widest ("12. "), in the
// width the form is given (formWidth). huh wraps a wider option at
// commas too: "(1,000 ECU)" was drawn "(1," over "000 ECU)".
func shownOptions[T any](p *Prompter, options []Option[T]) []Option[T] {
	shown := slices.Clone(options)
	indent := len(strconv.Itoa(len(options))) + len(". ")
	for i, o := range options {
		if p.Accessible {
			shown[i].Label = p.numberedOption(o.Label, i+1, len(". "))
			continue
		}
		wrapped := WrapNames(o.Label, max(10, p.formWidth(p.Width())-Width("┃ > ")-indent), p.names)
		shown[i].Label = strings.ReplaceAll(wrapped, "\n", "\n"+strings.Repeat(" ", indent))
	}
	return shown
}

// newSelect builds the huh select of a menu. On a full terminal each
// option follows its number, which typed picks it ("2. Pass"; huh numbers
// an accessible one), and the cursor starts on options[cursor] (the first
// when cursor is out of range), never on an option that merely holds T's
// zero value (huh would start there and scroll it to the top, hiding the
// options above): the select opens on the first option and is moved
// down, as the arrow key would, so every option above the cursor stays in
// view. In accessible mode there is no value pointer: huh's accessible
// prompt would take an empty answer as that option; without one it asks
// again.
func newSelect[T comparable](title string, options []Option[T], cursor int, accessible bool) *huh.Select[T] {
	opts := make([]huh.Option[T], len(options))
	for i, o := range options {
		if opts[i] = huh.NewOption(o.Label, o.Value); !accessible {
			opts[i].Key = fmt.Sprintf("%*d. %s", len(fmt.Sprint(len(options))), i+1, o.Label)
		}
	}
	sel := huh.NewSelect[T]().Title(title)
	if accessible || len(options) == 0 {
		return sel.Options(opts...)
	}
	v := options[0].Value
	// The key map is needed for the moves below (the form sets its own
	// again when it runs).
	sel = sel.Value(&v).Options(opts...)
	sel.WithKeyMap(huh.NewDefaultKeyMap())
	for range max(0, min(cursor, len(options)-1)) {
		sel.Update(tea.KeyMsg{Type: tea.KeyDown})
	}
	return sel
}

// MultiSelect asks for up to limit of options (0: no limit). Options
// with the same label (two tan@2 in a store) stay apart: see
// newMultiSelect. The word quit and Enter give ErrQuit, as at Select.
func MultiSelect[T comparable](p *Prompter, title string, options []Option[T], limit int) ([]T, error) {
	ms, v := newMultiSelect(p.fitTitle(title, 1), options, limit, p.numberedOptions())
	if p.Accessible {
		p.in.menu = true
		defer func() { p.in.menu = false }()
	}
	values := make([]any, len(options))
	for i, o := range options {
		values[i] = o.Value
	}
	err := p.runForm(context.Background(), !p.Accessible, formKind{quitWord: true, labels: distinctLabels(options), values: values}, ms)
	return *v, err
}

// newMultiSelect builds the huh multi-select of a menu and the slice its
// answer is written to. Every option gets a label of its own: huh ticks
// every option whose label is the one under the cursor, so two containers
// alike ("tan@2", "tan@2") were ticked by one key press, past the limit.
// Repeated labels are told apart by their place among the alike: "tan@2
// (1 of 2)", "tan@2 (2 of 2)". shown, when not nil (accessible mode),
// is the label of option n as shown (Prompter.numberedOptions); else
// (a full terminal) each option follows its number, as a Select's
// ("2. Score pad"): typed, with Enter, it toggles the option
// (keyWatch.typedEnter).
func newMultiSelect[T comparable](title string, options []Option[T], limit int, shown func(label string, n int) string) (*huh.MultiSelect[T], *[]T) {
	v := new([]T)
	labels := distinctLabels(options)
	opts := make([]huh.Option[T], len(options))
	for i, o := range options {
		if shown != nil {
			labels[i] = shown(labels[i], i+1)
		} else {
			labels[i] = fmt.Sprintf("%*d. %s", len(fmt.Sprint(len(options))), i+1, labels[i])
		}
		opts[i] = huh.NewOption(labels[i], o.Value)
	}
	ms := huh.NewMultiSelect[T]().Title(title).Options(opts...).Value(v)
	if limit > 0 {
		ms = ms.Limit(limit)
	}
	return ms, v
}

// distinctLabels returns the options' labels, a label held by several
// options followed by " (K of N)": the K-th of the N options with it.
func distinctLabels[T any](options []Option[T]) []string {
	total := map[string]int{}
	for _, o := range options {
		total[o.Label]++
	}
	seen := map[string]int{}
	out := make([]string, len(options))
	for i, o := range options {
		out[i] = o.Label
		if n := total[o.Label]; n > 1 {
			seen[o.Label]++
			out[i] = fmt.Sprintf("%s (%d of %d)", o.Label, seen[o.Label], n)
		}
	}
	return out
}

// Input asks for a line of text; validate (may be nil) is asked again until
// it accepts the answer, and its error is shown as the reason (on a full
// terminal above the question asked again, the refused line dimmed in its
// empty field to mend, as at the move prompt: MendInput). In a Setup
// the word quit gives ErrQuit with the word as typed (spaces around it
// cut), so that a name question can ask whether it is a name (seating.AskNames).
func (p *Prompter) Input(title, description string, validate func(string) error) (string, error) {
	return p.InputFrom(title, description, "", validate)
}

// InputFrom is Input whose field starts with typed: a line that was
// refused, or answered no to a question about it (a player's name typed
// as a town), comes back to be mended rather than typed all again. In
// accessible mode, where a line cannot start filled in, a line above the
// question says what was typed ("You typed: Ann, Lundy").
func (p *Prompter) InputFrom(title, description, typed string, validate func(string) error) (string, error) {
	v := strings.TrimSpace(typed)
	if p.Accessible && v != "" {
		fmt.Fprintf(p.Out, "You typed: %s\n", v)
		v = ""
	}
	check := validate
	if validate != nil {
		check = func(v string) error {
			if p.setup > 0 && isQuit(v) {
				return nil // Setup: quit, below
			}
			return validate(v)
		}
	}
	title = p.fitTitle(title, 1)
	var err error
	if p.Accessible {
		in := huh.NewInput().Title(title).Value(&v)
		if description != "" {
			in = in.Description(description)
		}
		if check != nil {
			in = in.Validate(check)
		}
		err = p.run(in)
	} else {
		// A refused line is said above the question, not left in the
		// field for the next line typed to run on (MendInput).
		d := Draft{text: v, title: title}
		v, err = p.MendInput(context.Background(), &d, "", title, description, check)
	}
	if err == nil && p.setup > 0 && isQuit(v) {
		err = ErrQuit
	}
	if errors.Is(err, ErrQuit) && p.Accessible {
		v = p.in.quitLine // caught before huh read it
	}
	return strings.TrimSpace(v), err
}

// Confirm asks a yes/no question. In accessible mode "quit" answers it
// with ErrQuit: the sitting ends, saved (quit works at every question).
func (p *Prompter) Confirm(title string, def bool) (bool, error) {
	v := def
	if p.Accessible {
		p.in.quitWord, p.in.quit = true, false
		defer func() { p.in.quitWord, p.in.quit = false, false }()
		// " [y/N] " follows the question on its last line: an 80-column
		// terminal cut it mid-word.
		title = p.fitTitle(title, len(" [y/N] "))
	}
	err := p.run(huh.NewConfirm().Title(title).Value(&v))
	if err == nil && p.Accessible && p.in.quit {
		return false, ErrQuit
	}
	return v, err
}

// secretLine reads a hidden answer from piped input (readLine), with
// nothing of it said if it is dropped half typed (lineReader.secret).
func (p *Prompter) secretLine() (string, error) {
	p.in.secret = true
	defer func() { p.in.secret = false }()
	return p.in.readLine()
}

// Secret asks for a line that must not show on the shared screen (a sealed
// bid, a value card): hidden input on a terminal; with piped input the line
// is read as it is (it was never on the screen).
func (p *Prompter) Secret(title string, validate func(string) error) (string, error) {
	if !p.Accessible {
		var v string
		in := huh.NewInput().Title(title).EchoMode(huh.EchoModeNone).Value(&v)
		if validate != nil {
			in = in.Validate(validate)
		}
		err := p.runForm(context.Background(), true, formKind{hidden: true}, in)
		return strings.TrimSpace(v), err
	}
	p.in.follow = p.followed()
	defer func() { p.in.follow = nil }()
	title = p.fitTitle(title, len(" (hidden)"))
	for {
		fmt.Fprint(p.Out, title+" ")
		Flush(p.Out)
		var line string
		var err error
		if f, ok := p.stdin.(*os.File); ok && xterm.IsTerminal(f.Fd()) {
			line, err = p.in.readHidden(f.Fd())
			fmt.Fprintln(p.Out)
		} else if line, err = p.secretLine(); err == nil {
			fmt.Fprintln(p.Out, "(hidden)")
		} else {
			fmt.Fprintln(p.Out)
		}
		if err == ErrRefresh {
			p.movedOn()
		}
		if err == errLineTooLong || err == nil && tooLong(line) {
			fmt.Fprintln(p.Out, errLineTooLong)
			continue
		}
		if err != nil {
			return "", err
		}
		line = strings.TrimSpace(line)
		if p.setup > 0 && isQuit(line) {
			return "", ErrQuit
		}
		if validate != nil {
			if err := validate(line); err != nil {
				fmt.Fprintln(p.Out, err)
				continue
			}
		}
		return line, nil
	}
}

// Wait shows a message and waits for Enter on an empty line (spaces
// alone count as empty); "quit" typed instead ends the sitting, saved
// (ErrQuit), as at every question. Any other line is answered
// WaitAgain and the message asked again: a Wait stands before a private
// step (a value card, a wallet shown once the laptop is passed), and a
// word typed there by mistake ("phones") must not open it; every Wait
// is the same, so the table learns one rule. A change of the game does
// not end it (Hold): it closes a private step.
func (p *Prompter) Wait(message string) error {
	defer p.Hold()() // a private step waits for its Enter
	return p.waitGate(message, false)
}

// WaitPass is Wait for the step before a private one: "Pass the laptop
// to Ann … press Enter". Nothing secret is on the screen yet, so it
// gives way to a phone's move as every question does (Follow): it ends
// with ErrRefresh, saying MovedOn, and the caller asks from the game as
// it is now (the winner may have paid on their phone meanwhile). As at
// Gate, the keys typed before it are dropped and an early Enter is not
// taken (termkeys.Gate).
func (p *Prompter) WaitPass(message string) error {
	return p.waitGate(message, true)
}

// waitGate is Wait without its Hold; gate guards its keys (Gate).
func (p *Prompter) waitGate(message string, gate bool) error {
	for {
		line, err := p.waitLine(message, gate)
		if err != nil {
			return err
		}
		switch line = strings.TrimSpace(line); {
		case line == "":
			return nil
		case strings.EqualFold(line, "quit"):
			return ErrQuit
		}
		fmt.Fprintln(p.Out, WaitAgain)
	}
}

// WaitAgain is what Wait answers to a line that is neither empty nor
// quit, before it asks again.
const WaitAgain = "Press Enter alone to go on (or quit)."

// waitLine shows message and reads one line for Wait; gate guards its
// keys (Gate).
func (p *Prompter) waitLine(message string, gate bool) (string, error) {
	if !p.Accessible && !gate {
		return p.Input(message, "", nil)
	}
	if !p.Accessible {
		var v string
		err := p.runForm(context.Background(), true, formKind{gate: true}, huh.NewInput().Title(p.fitTitle(message, 1)).Value(&v))
		return v, err
	}
	p.in.follow = p.followed()
	defer func() { p.in.follow = nil }()
	message = p.fitTitle(message, 1)
	guard := gate && p.guardsGates()
	if guard {
		p.in.drop() // typed before the gate: not the next player's
	}
	fmt.Fprint(p.Out, message+" ")
	Flush(p.Out)
	g := termkeys.Gate{Now: p.clock()}
	g.Shown()
	line, err := p.in.readLine()
	for err == errLineTooLong || err == nil && guard && g.Early(line) {
		if err == errLineTooLong {
			fmt.Fprint(p.Out, errLineTooLong, " ", message+" ")
		} else {
			fmt.Fprint(p.Out, GateTooSoon, " ", message+" ")
			guard = false // the next Enter is taken
		}
		line, err = p.in.readLine()
	}
	if f, ok := p.stdin.(*os.File); err == nil && (!ok || !xterm.IsTerminal(f.Fd())) {
		// Piped input is not echoed: what comes next starts a line of
		// its own, as after a line typed at a terminal.
		fmt.Fprintln(p.Out)
	}
	if err == ErrRefresh {
		p.movedOn()
	}
	return line, err
}

// HideScreen hides what a private step showed. On a full terminal it
// clears the screen and then the scrollback (in that order: terminals that
// copy a cleared screen into the scrollback, as tmux does, would otherwise
// keep the secret there). In accessible mode (screen readers, piped
// output) nothing can be cleared: it pushes the secret up with a screenful
// of blank lines and a rule.
func HideScreen(w io.Writer, accessible bool) {
	if accessible {
		fmt.Fprintf(w, "%s----- hidden -----\n", strings.Repeat("\n", 40))
		return
	}
	fmt.Fprint(w, "\033[H\033[2J\033[3J")
}
