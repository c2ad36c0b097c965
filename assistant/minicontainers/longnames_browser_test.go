package minicontainers

import (
	"testing"

	"tallyman/assistant/phones/phonetest"
	"tallyman/assistant/roomtest"
	mc "tallyman/engines/minicontainers"
)

// TestBrowserTableKeepsLongNamesInTheirBoxes: six players with names of
// 40 characters (the most a name may have), some a single word, on the
// table screen at 1920x1080 and 1366x768: each player's box holds its
// name, wrapped or broken as it must be, with nothing drawn past the
// box's edge (a tester saw the names run out of their boxes), and the
// screen still fits. Screenshot: minicontainers-longnames-WxH.png.
func TestBrowserTableKeepsLongNamesInTheirBoxes(t *testing.T) {
	t.Parallel()
	browser := phonetest.NewBrowser(t)
	names := []string{
		"MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM1",
		"MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM2",
		"Maximilian-Alexander von Habsburg-Lothri",
		"WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
		"Alexandrina Konstantina Wellington-Smyth",
		"Evangeline Montgomery-Featherstonehaughs",
	}
	g, err := NewGame(t.TempDir(), names, mc.Options{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	r := NewRoom(g)
	screens := roomtest.TableScreens(t, browser, "minicontainers-longnames", r, &r.OnChange)
	for _, p := range screens.Pages {
		p.WaitJS("every box holding what it draws", `(() => {
			const areas = [...document.querySelectorAll('.board > .area')];
			return areas.length >= 6 && areas.every(a => {
				const box = a.getBoundingClientRect();
				return [...a.querySelectorAll('*')].every(e => { const r = e.getBoundingClientRect();
					return !r.width || (r.left >= box.left - 1 && r.right <= box.right + 1); });
			}); })()`)
	}
}
