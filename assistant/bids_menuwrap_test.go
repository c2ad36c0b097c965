package assistant

import (
	"bytes"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
)

// TestBidsAccessibleMenuWrapsLongNames: in accessible mode the laptop's
// lot menu (no phones: Enter at a hidden bid opens it) wraps an option
// that names a long name to the terminal's width, the name whole, the
// rest under the option's text after "4. "; 5 still types Mary Ann's
// bid. By hand: "Type N's bid here" is 5+42+9 = 56 columns with the
// 40-letter N, and " (hidden; no phone)" 19 more: 78 after "4. ", which
// fits 80 and not 60 (57 for the text). "Type Mary Ann
// Wolfeschlegelsteinhausenberg's bid here" is 53, 75 with the rest.
// Before, at 60 columns the two options ran to 78 and 75, and the
// terminal cut them.
func TestBidsAccessibleMenuWrapsLongNames(t *testing.T) {
	const n40 = "Wolfeschlegelsteinhausenbergerdorffvoral"
	const mary = "Mary Ann Wolfeschlegelsteinhausenberg"
	for _, tc := range []struct {
		width int
		menu  string
	}{
		{80, "1. Cancel this lot\n2. Save and quit\n3. Restart this round\n" +
			"4. Type " + n40 + "'s bid here (hidden; no phone)\n" +
			"5. Type " + mary + "'s bid here (hidden; no phone)\n" +
			"6. Type Bob's bid here (hidden; no phone)\n"},
		{60, "1. Cancel this lot\n2. Save and quit\n3. Restart this round\n" +
			"4. Type " + n40 + "'s bid here\n   (hidden; no phone)\n" +
			"5. Type " + mary + "'s bid here\n   (hidden; no phone)\n" +
			"6. Type Bob's bid here (hidden; no phone)\n"},
	} {
		var out bytes.Buffer
		// Enter at the first bid opens the menu; 5 types Mary Ann's $7;
		// then the first bidder's $10 and Bob's $4; Enter finishes.
		p := prompt.NewPrompter(strings.NewReader("Blue castle\n\n5\n7\n10\n4\n\n"), &out, true)
		p.TermWidth = tc.width
		if err := Bids(p, BidsOptions{Names: []string{n40, mary, "Bob"}, Max: 50, Dir: t.TempDir()}); err != nil {
			t.Fatalf("at %d: %v\n%s", tc.width, err, out.String())
		}
		s := out.String()
		if !strings.Contains(s, "The laptop can: \n"+tc.menu+"Enter a number between 1 and 6: \n"+mary+", your sealed") {
			t.Errorf("at %d no menu\n%s\nthen Mary Ann's bid in\n%s", tc.width, tc.menu, s)
		}
		for _, l := range strings.Split(tc.menu, "\n") {
			if prompt.Width(l) > tc.width {
				t.Errorf("at %d a line of %d columns: %q", tc.width, prompt.Width(l), l)
			}
		}
		if !strings.Contains(strings.Join(strings.Fields(s), " "), "Result: "+n40+" wins Blue castle for $10.") { // wrapped to the width
			t.Errorf("at %d no win at $10 for %s in\n%s", tc.width, n40, s)
		}
	}
}
