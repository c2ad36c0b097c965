package container

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tallyman/assistant/phonelink"
	"tallyman/assistant/phones"
	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/prompt"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// TestPhonesWaitUntilTheCardsAreShown: a new Container game with phones,
// its value cards dealt and passed round the laptop (no phone has
// joined). While the laptop shows Ann her card, the table screen and
// every phone say the game waits for the laptop (nobody's turn, nobody
// awaited, no move, no loan, no "Your turn", no panel's "Their turn
// now." and no board's turn mark in what any page receives), each phone
// keeps its own value card, and a loan taken on the first player's phone
// is refused with 422 and nothing recorded, saying only that the laptop
// starts the game (not that it waits for everyone to join: the cards go
// round whoever has joined). Once the last card is hidden and the laptop
// asks the first move, the pages are the game's again: whose turn (the
// first player's panel says it is theirs), who is awaited, the first
// player's moves, and the same loan is taken.
func TestPhonesWaitUntilTheCardsAreShown(t *testing.T) {
	dir := t.TempDir()
	pr, pw := io.Pipe()
	out := &roomtest.SyncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- New(prompt.NewPrompter(pr, out, true), NewOptions{Dir: dir, Names: []string{"Ann", "Bob", "Cy"}, Seed: 7, SeedSet: true, Cards: "deal", Phones: roomtest.Loopback})
	}()
	finished := false
	defer func() {
		if !finished {
			pw.Close()
			<-done
		}
	}()
	wait := func(from int, want string) int {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
			if i := strings.Index(out.String()[from:], want); i >= 0 {
				return from + i + len(want)
			}
			if time.Now().After(deadline) {
				t.Fatalf("no %q:\n%s", want, out.String()[from:])
			}
		}
	}
	typed := func(line string) {
		t.Helper()
		if _, err := io.WriteString(pw, line+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	at := wait(0, "Pass the laptop to Ann.")
	links := roomtest.SeatLinks(t, dir)
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	sf, err := phonelink.LoadSeats(files[0])
	if err != nil || len(files) != 1 {
		t.Fatal(err)
	}
	table := fmt.Sprintf("http://127.0.0.1:%d/t/%s", sf.Port, sf.Table)
	view := func(url string) phones.View {
		t.Helper()
		var w phones.Wire
		if err := json.Unmarshal([]byte(roomtest.Get(t, url+"/view")), &w); err != nil {
			t.Fatal(err)
		}
		return w.View()
	}
	first := -1
	for seat, name := range []string{"Ann", "Bob", "Cy"} {
		if strings.Contains(out.String(), name+" goes first;") {
			first = seat
		}
	}
	if first < 0 {
		t.Fatalf("the layout names no first player:\n%s", out)
	}

	// No turn anywhere in what a page receives: no panel's turn note
	// (the phone's folded "The table" section), no board's turn mark.
	for seat, link := range append([]string{table}, links...) {
		if raw := roomtest.Get(t, link+"/view"); strings.Contains(raw, "Their turn now.") || strings.Contains(raw, `"turn":true`) {
			t.Errorf("page %d before the start marks a turn:\n%s", seat-1, raw)
		}
	}
	tv := view(table)
	if tv.Message != "Waiting for the laptop to start the game." || tv.Turn != "" || tv.Awaited != nil || tv.Phase != phones.PhaseIdle {
		t.Errorf("the table screen before the start: message %q, turn %q, awaited %q, phase %q; want the waiting line alone", tv.Message, tv.Turn, tv.Awaited, tv.Phase)
	}
	for seat, link := range links {
		v := view(link)
		if v.Now != "You're in. The game starts when the laptop says so." || v.Message != "Waiting for the laptop to start the game." {
			t.Errorf("seat %d before the start: now %q, message %q", seat, v.Now, v.Message)
		}
		if v.Wanted || v.Moves != nil || v.Loan != nil || v.Undo != nil || v.Bid != nil || v.Turn != "" {
			t.Errorf("seat %d before the start: wanted %v, moves %v, loan %v, undo %v, bid %v, turn %q; want none", seat, v.Wanted, v.Moves != nil, v.Loan, v.Undo, v.Bid, v.Turn)
		}
		if !hasFact(v, "Value card") {
			t.Errorf("seat %d before the start does not see its own value card: %+v", seat, v.You)
		}
	}
	loan := func() (int, string) {
		t.Helper()
		v := view(links[first])
		return roomtest.Act(t, links[first]+"/act", fmt.Sprintf(`{"kind":"loan","version":%d}`, v.Version))
	}
	// container.txt: each player starts with $20; a loan is $10.
	if got := fact(view(links[first]), "Cash"); got != "$20" {
		t.Fatalf("the first player's cash at the start: %s, want $20", got)
	}
	if code, body := loan(); code != 422 || !strings.Contains(body, "The game has not started yet: the laptop starts it. Nothing was recorded.") {
		t.Errorf("a loan before the start: %d %s, want 422 saying nothing was recorded", code, body)
	}
	if got := fact(view(links[first]), "Cash"); got != "$20" || strings.Contains(out.String()[at:], "took a loan") {
		t.Errorf("the refused loan changed the cash: %s, want $20", got)
	}

	// Ann sees her card on the laptop, and the others in turn (Enter to
	// see, Enter to hide).
	for range 3 {
		typed("")
		typed("")
	}
	wait(at, "your move:")
	tv = view(table)
	if tv.Turn == "" || len(tv.Awaited) != 1 || tv.Message == "Waiting for the laptop to start the game." {
		t.Errorf("the table screen after the start: message %q, turn %q, awaited %q; want whose turn", tv.Message, tv.Turn, tv.Awaited)
	}
	for i, p := range tv.Panels[:3] {
		if want := map[bool]string{true: "Their turn now.", false: ""}[i == first]; p.Note != want {
			t.Errorf("the table after the start: %s's panel note %q, want %q", p.Title, p.Note, want)
		}
	}
	v := view(links[first])
	if !v.Wanted || v.Moves == nil || len(v.Moves.Offers) == 0 || v.Loan == nil || v.Now == "You're in. The game starts when the laptop says so." {
		t.Errorf("the first player after the start: wanted %v, moves %v, loan %v, now %q", v.Wanted, v.Moves != nil, v.Loan, v.Now)
	}
	if code, body := loan(); code != 200 {
		t.Errorf("a loan after the start: %d %s, want 200", code, body)
	}
	if got := fact(view(links[first]), "Cash"); got != "$30" {
		t.Errorf("the first player's cash after the loan: %s, want $30", got)
	}
	typed("quit")
	finished = true
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// hasFact says whether v's own facts have one labelled label.
func hasFact(v phones.View, label string) bool { return fact(v, label) != "" }

// fact is the value of v's own fact labelled label ("" for none).
func fact(v phones.View, label string) string {
	if v.You == nil {
		return ""
	}
	for _, f := range v.You.Private {
		if f.Label == label {
			return f.Value
		}
	}
	return ""
}

// TestBrowserPhonesWaitForTheLaptop: a new Container game served to the
// phones before the laptop starts it: Ann's page (at 390x844 and 360x640)
// says first, in the first screen, that she is in and the game waits for
// the laptop, with her value card and no "Your turn" and no move; the
// table screen (1920x1080) says the game waits, with no turn and nobody
// awaited. Once the laptop starts, Ann's page calls her to play and the
// table screen waits for her.
//
// Screenshots (see phonetest.ShotPath): notstarted-WxH.png (Ann's page),
// notstarted-1920x1080-table.png, notstarted-390x844-started.png.
func TestBrowserPhonesWaitForTheLaptop(t *testing.T) {
	tab, _ := containerPhoneTable(t, container.EditionClassic)
	browser := phonetest.NewBrowser(t)
	for _, sz := range phoneSizes {
		p := phonetest.OpenAt(t, browser, "Ann", tab.phones.SeatURL(0), sz[0], sz[1])
		p.WaitText("You're in. The game starts when the laptop says so.")
		p.WaitJS("the line in the first screen", phonetest.InFirstScreen("section.now"))
		text := p.Text()
		for _, no := range []string{"Your turn", "Your moves", "Take a loan"} {
			if strings.Contains(text, no) {
				t.Errorf("%dx%d: Ann's page before the start shows %q:\n%s", sz[0], sz[1], no, text)
			}
		}
		if !strings.Contains(text, "Waiting for the laptop to start the game.") || !strings.Contains(text, "Value card") {
			t.Errorf("%dx%d: Ann's page before the start lacks the waiting line or her value card:\n%s", sz[0], sz[1], text)
		}
		p.ScreenshotView(phonetest.ShotPath(t, fmt.Sprintf("notstarted-%dx%d.png", sz[0], sz[1])))
	}
	table := phonetest.OpenAt(t, browser, "table", tab.phones.TableURL(), 1920, 1080)
	table.WaitText("Waiting for the laptop to start the game.")
	if text := table.Text(); strings.Contains(text, "Waiting for: Ann") || strings.Contains(text, "Ann's turn") || strings.Contains(text, "● turn") {
		t.Errorf("the table screen before the start shows a turn:\n%s", text)
	}
	table.ScreenshotView(phonetest.ShotPath(t, "notstarted-1920x1080-table.png"))

	ann := phonetest.OpenAt(t, browser, "Ann", tab.phones.SeatURL(0), 390, 844)
	tab.start()
	ann.WaitText("● Your turn")
	ann.WaitText("Your moves")
	table.WaitText("Waiting for: Ann")
	ann.ScreenshotView(phonetest.ShotPath(t, "notstarted-390x844-started.png"))
}
