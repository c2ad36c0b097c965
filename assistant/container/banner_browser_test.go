package container

import (
	"math/rand/v2"
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	"tallyman/engines/container"
)

// TestBrowserTableFitsWithTheClosedBanner (a new user's try-out: once
// tallyman was closed on the laptop, the table page's red banner "tallyman
// was closed on the laptop…" pushed a 1920x1080 TV's page to 1152 px and
// cut off the bottoms of the players' boards): a 5-player Container game
// played by the bot for 200 moves, the table page open on the TV and on a
// tablet stood upright (768x1024). The laptop closes tallyman (the
// server's "bye", as `quit` sends it): each page shows the banner and
// still fits its screen, with no text under its least size
// (TableScreens.Check). Screenshots:
// container-closed-late-WxH.png, container-closed-closed-WxH.png.
func TestBrowserTableFitsWithTheClosedBanner(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	g, err := NewGame(t.TempDir(), []string{"Ann", "Bob", "Cy", "Dee", "Eve"}, container.Options{Edition: container.EditionClassic, DealCards: true}, 5)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	srv, ts := roomtest.Serve(t, r, &r.OnChange)
	screens := phonetest.OpenTableScreensAt(t, browser, "container-closed", ts.URL+srv.TablePath(), phonetest.TV, phonetest.Tablet)
	rnd := rand.New(rand.NewPCG(5, 25))
	for moves := 0; moves < 200; moves++ {
		botMove(t, r, rnd, moves)
	}
	screens.Check(r.Public().Version, "move 200")
	screens.Shot("late")

	// The laptop's process is gone: nothing answers the page's tries to
	// reconnect, and the banner stays.
	if err := srv.Close(); err != nil {
		t.Fatal(err)
	}
	ts.Close()
	for _, p := range screens.Pages {
		p.WaitText("tallyman was closed on the laptop")
	}
	screens.Check(0, "tallyman closed on the laptop")
	screens.Shot("closed")
	for _, p := range screens.Pages {
		p.WaitText("tallyman was closed on the laptop") // still there in the screenshot
	}
}
