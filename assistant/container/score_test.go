package container

import (
	"strings"
	"testing"
)

// TestScoreFileSaysPartialAndAssumed (issue 13, item 6): scoring a file of
// part of a game says so (Container is for 3-5 players), in text and in
// JSON; an Off-Shore free tie with no "discard" says which colour was
// assumed (the one that loses least; notes, "End and scoring": the player
// chooses). By hand: Ann's white card (two-value white, $10 yellow, $6
// green, $4 red, $2 blue) with blue 2 and red 2 tied: blue ($2) loses
// least and goes.
func TestScoreFileSaysPartialAndAssumed(t *testing.T) {
	two := `{"edition":"classic","players":[
 {"name":"Ann","cash":10,"loans":0,"card":1,"island":{},"warehouse":0,"ship":0,"factory":0},
 {"name":"Bob","cash":12,"loans":0,"card":2,"island":{},"warehouse":0,"ship":0,"factory":0}]}`
	var out strings.Builder
	if err := ScoreFile(&out, []byte(two), false); err != nil {
		t.Fatal(err)
	}
	// The text is wrapped to the terminal's width: read as one line.
	flat := func() string { return strings.Join(strings.Fields(out.String()), " ") }
	if !strings.Contains(flat(), "This file scores 2 players: Container is for 3 to 5, so it scores part of a game; the ranks are among these players only.") {
		t.Errorf("a 2-player file is not said to be part of a game:\n%s", out.String())
	}
	var js strings.Builder
	if err := ScoreFile(&js, []byte(two), true); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(js.String(), `"partial": true`) {
		t.Errorf("the JSON does not say partial:\n%s", js.String())
	}
	tie := `{"edition":"offshore","game_players":3,"players":[
 {"name":"Ann","cash":10,"loans":0,"card":"white","island":{"blue":2,"red":2},"warehouse":0,"ship":0,"holding":0,"factory":0}]}`
	out.Reset()
	if err := ScoreFile(&out, []byte(tie), false); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Ann's blue and red tie for the most numerous and the file gives no discard: blue, the one that loses least, is discarded (assumed; give \"discard\" to choose).",
		"This file scores 1 of the game's 3 players; the ranks are among these players only.",
	} {
		if !strings.Contains(flat(), want) {
			t.Errorf("the output lacks %q:\n%s", want, out.String())
		}
	}
	js.Reset()
	if err := ScoreFile(&js, []byte(tie), true); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(js.String(), `"discard_assumed": true`) {
		t.Errorf("the JSON does not say the discard was assumed:\n%s", js.String())
	}
}
