package view

import (
	"strings"
	"testing"

	rs "tallyman/engines/rivalseas"
)

// TestRivalScoresSayEveryTieBreak: two players on 88 VP for ranks 3 and
// 4 (rival-seas.txt 7: the most shares wins a tie): the final scores
// every page shows, the table screen too, say why one ranks ahead, not
// only who won.
func TestRivalScoresSayEveryTieBreak(t *testing.T) {
	res := rs.Score(rs.ScoreInput{Stock: map[rs.CompanyID]int{"bluewave": 10}, Players: []rs.ScorePlayer{
		{Name: "Zoë", Credits: 100},
		{Name: "李雷", Credits: 95, StackPosition: 1},
		{Name: "عائشة", Credits: 58, Shares: map[rs.CompanyID]int{"bluewave": 3}, StackPosition: 2},
		{Name: "Maximiliana Wolkenstein-Oberhausen Ürdal", Credits: 68, Shares: map[rs.CompanyID]int{"bluewave": 2}, StackPosition: 3},
	}})
	note := Scores(res).Note
	want := "Tie-break: عائشة ranks ahead of Maximiliana Wolkenstein-Oberhausen Ürdal, both on 88 VP: more shares (3 to 2)."
	if !strings.HasPrefix(note, "Winner: Zoë.") || !strings.Contains(note, want) {
		t.Errorf("scores note %q, want the winner and %q", note, want)
	}
}
