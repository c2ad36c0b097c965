package container

import (
	"reflect"
	"testing"

	"tallyman/engines/container"
)

// TestSailToAPlayerNamedLikeAPlace: after "sail", a place word (sea,
// island; in the Off-Shore edition bank, off-shore, offshore) that is
// also the whole name of a player the ship may sail to (never the one
// sailing: container.txt, "Sail to a player's harbor"; Off-Shore actions,
// "Sail") is refused, naming both and what to type for each, as a seat
// number that is another player's name is (tryout finding 6: "sail bank"
// sailed to the Off-Shore Bank beside a player called Bank). A start of a
// name is no clash, and a place that cannot take the words after it
// leaves the player. The notes were worked out by hand.
func TestSailToAPlayerNamedLikeAPlace(t *testing.T) {
	const (
		classic  = container.EditionClassic
		offshore = container.EditionOffshore
	)
	harbor := func(me, to int, buy ...container.Purchase) container.Move {
		return container.Move{Type: container.SailHarbor, Player: me, From: to, Buy: buy}
	}
	bank := func(me int, load ...container.Color) container.Move {
		return container.Move{Type: container.SailBank, Player: me, Load: load}
	}
	cases := []struct {
		edition string
		players []string
		me      int
		line    string
		want    container.Move // when err is ""
		err     string
	}{
		// The tryout's table: seat 1 is Bank, and "1" is 3's name, so
		// the note offers "Ban" for Bank.
		{offshore, []string{"Bank", "Bob", "1"}, 1, "sail bank", container.Move{}, `"bank" is both the Off-Shore Bank and the name of 1 Bank: type sail Ban for 1 Bank or sail off-shore for the Off-Shore Bank`},
		{offshore, []string{"Bank", "Bob", "1"}, 1, "sail BANK", container.Move{}, `"BANK" is both the Off-Shore Bank and the name of 1 Bank: type sail Ban for 1 Bank or sail off-shore for the Off-Shore Bank`},
		{offshore, []string{"Bank", "Bob", "1"}, 1, "sail Ban", harbor(1, 0), ""},
		{offshore, []string{"Bank", "Bob", "1"}, 1, "sail off-shore", bank(1), ""},
		{offshore, []string{"Bank", "Bob", "1"}, 1, "sail Offshore y", bank(1, container.Yellow), ""},
		// Only a player's harbor takes containers; "bank yellow" is
		// nobody's name.
		{offshore, []string{"Bank", "Bob", "1"}, 1, "sail bank yellow@2", harbor(1, 0, container.Purchase{Color: container.Yellow, Price: 2}), ""},
		{offshore, []string{"Bank", "Bob", "1"}, 1, "sail bank yellow", bank(1, container.Yellow), ""},
		// Bank never sails to their own harbor.
		{offshore, []string{"Bank", "Bob", "Cy"}, 0, "sail bank", bank(0), ""},
		{offshore, []string{"bank", "Bob", "Cy"}, 1, "sail Bank", container.Move{}, `"Bank" is both the Off-Shore Bank and the name of 1 bank: type sail 1 for 1 bank or sail off-shore for the Off-Shore Bank`},
		{offshore, []string{"Ann", "Bank 🏦", "Cy"}, 0, "sail bank", container.Move{}, `"bank" is both the Off-Shore Bank and the name of 2 Bank 🏦: type sail 2 for 2 Bank 🏦 or sail off-shore for the Off-Shore Bank`},
		{offshore, []string{"Banker", "Bob", "Cy"}, 1, "sail bank", bank(1), ""},
		{offshore, []string{"Banker", "Bob", "Cy"}, 1, "sail banke", harbor(1, 0), ""},
		// Every word of the bank is a name (off-shore is Offshore
		// without its hyphen): the menu.
		{offshore, []string{"Bank", "Offshore", "Cy"}, 2, "sail bank", container.Move{}, `"bank" is both the Off-Shore Bank and the name of 1 Bank: type sail 1 for 1 Bank or menu to choose the Off-Shore Bank`},
		{offshore, []string{"Bank", "Offshore", "Cy"}, 2, "sail off-shore", container.Move{}, `"off-shore" is both the Off-Shore Bank and the name of 2 Offshore: type sail 2 for 2 Offshore or menu to choose the Off-Shore Bank`},
		{offshore, []string{"Ann", "Sea", "Cy"}, 0, "sail sea", container.Move{}, `"sea" is both the ocean and the name of 2 Sea: type sail 2 for 2 Sea or sea for the ocean`},
		{offshore, []string{"Ann", "Sea", "Cy"}, 0, "sea", container.Move{Type: container.SailSea}, ""},
		{classic, []string{"Ann", "Sea", "Island"}, 0, "sail sea", container.Move{}, `"sea" is both the open sea and the name of 2 Sea: type sail 2 for 2 Sea or sea for the open sea`},
		{classic, []string{"Ann", "Sea", "Island"}, 0, "sail ISLAND", container.Move{}, `"island" is both the island and the name of 3 Island: type sail 3 for 3 Island or island for the island`},
		{classic, []string{"Ann", "Sea", "Island"}, 0, "sea", container.Move{Type: container.SailSea}, ""},
		{classic, []string{"Ann", "Sea", "Island"}, 0, "island", container.Move{Type: container.SailIsland}, ""},
		{classic, []string{"Ann", "Sea", "Island"}, 0, "sail 2", harbor(0, 1), ""},
		{classic, []string{"Ann", "Sea", "Island"}, 0, "sail isl", harbor(0, 2), ""},
		{classic, []string{"Ann", "Sea", "Island"}, 0, "sail Sea tan@4", harbor(0, 1, container.Purchase{Color: container.Tan, Price: 4}), ""},
		{classic, []string{"Ann", "Sea", "sea 🌊"}, 0, "sail sea", container.Move{}, `"sea" is both the open sea and the name of 2 Sea or 3 sea 🌊: type sail 2 for 2 Sea, sail 3 for 3 sea 🌊 or sea for the open sea`},
		{classic, []string{"Ann", "Sea Dog", "Cy"}, 0, "sail sea dog", harbor(0, 1), ""},
		{classic, []string{"Ann", "Sea Dog", "Cy"}, 0, "sail sea", container.Move{Type: container.SailSea}, ""},
		{classic, []string{"Ann", "Seamus", "Cy"}, 0, "sail sea", container.Move{Type: container.SailSea}, ""},
		{classic, []string{"Sea", "Bob", "Cy"}, 0, "sail sea", container.Move{Type: container.SailSea}, ""},
	}
	for _, c := range cases {
		s, _, err := container.Setup(c.players, container.Options{Edition: c.edition}, 1)
		if err != nil {
			t.Fatal(err)
		}
		s.Current = c.me
		got, err := ParseQuick(s, c.line)
		switch {
		case c.err != "" && (err == nil || err.Error() != c.err):
			t.Errorf("%s %v, %s: %q: got %+v, %v\nwant the note %s", c.edition, c.players, c.players[c.me], c.line, got, err, c.err)
		case c.err == "" && err != nil:
			t.Errorf("%s %v, %s: %q: %v", c.edition, c.players, c.players[c.me], c.line, err)
		case c.err == "" && !reflect.DeepEqual(got, Command{Kind: "move", Move: c.want}):
			t.Errorf("%s %v, %s: %q = %+v, want %+v", c.edition, c.players, c.players[c.me], c.line, got.Move, c.want)
		}
	}
}
