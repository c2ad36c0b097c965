package seats

import "testing"

// TestFindNamesAPlayerFromAnyKeyboard: quick entry names a player by the
// whole name (any case), the seat number from 1, the name without its
// emoji, or a unique start, with the emoji or without, ignoring case and
// accents. The try-out's table: "Ama" and "1" were refused for
// "👋🏽 Ama", and فاطمة could not be typed on the laptop's keyboard.
func TestFindNamesAPlayerFromAnyKeyboard(t *testing.T) {
	try := []string{"👋🏽 Ama", "فاطمة", "Maximilianus Bartholomew Quinn"}
	for _, tc := range []struct {
		names []string
		typed string
		want  int
	}{
		{try, "👋🏽 Ama", 0},
		{try, " 👋🏽 AMA ", 0},
		{try, "Ama", 0},
		{try, "ama", 0},
		{try, "Am", 0},
		{try, "👋", 0},
		{try, "1", 0},
		{try, "2", 1},
		{try, "فاطمة", 1},
		{try, "فا", 1},
		{try, "3", 2},
		{try, "Max", 2},
		{try, "maximilianus bartholomew quinn", 2},
		{try, "Maximilianus B", 2},
		// A whole name without emoji outranks the start of another.
		{[]string{"Anna", "👋 Ann"}, "Ann", 1},
		// A player called by the number of their own seat.
		{[]string{"Ann", "2", "Cy"}, "2", 1},
		// Accents and case ignored, as the statistics ignore them.
		{[]string{"José", "Léa"}, "jose", 0},
		{[]string{"José", "Léa"}, "LE", 1},
		{[]string{"🦊🐙🌵", "Bo"}, "🦊", 0},
	} {
		if got, err := Find(tc.names, tc.typed); got != tc.want || err != nil {
			t.Errorf("Find(%q, %q) = %d, %v; want %d", tc.names, tc.typed, got, err, tc.want)
		}
	}
}

// TestFindRefusesWhatIsNotOnePlayer: a name that is no player's, a seat
// that is not at the table, or a start several names share is refused:
// the error names the candidates with their seats, or every player with
// their seat and what may be typed.
func TestFindRefusesWhatIsNotOnePlayer(t *testing.T) {
	try := []string{"👋🏽 Ama", "فاطمة", "Maximilianus Bartholomew Quinn"}
	const players = "the players are 1 👋🏽 Ama, 2 فاطمة and 3 Maximilianus Bartholomew Quinn; type a name, its start (emoji left out) or the seat number"
	for _, tc := range []struct {
		names []string
		typed string
		want  string
	}{
		{try, "Zed", `no player called "Zed": ` + players},
		{try, "4", `no player called "4": ` + players},
		{try, "0", `no player called "0": ` + players},
		{try, "Ama Max", `no player called "Ama Max": ` + players},
		{[]string{"Mark", "Anna", "Anton", "👋 Ann"}, "An", `"An" could be 2 Anna, 3 Anton or 4 👋 Ann: type more of the name, or the seat number`},
		{[]string{"👋🏽 Ama", "فاطمة", "Anna", "Anton", "2"}, "2", `"2" is both the seat number of 2 فاطمة and the name of 5 2: type 5 for 5 2, or a start of the other name`},
		{[]string{"Max Quinn", "1", "Anna"}, " 1 ", `"1" is both the seat number of 1 Max Quinn and the name of 2 1: type 2 for 2 1, or a start of the other name`},
		{[]string{"🌵 Bo", "🦊 Bo", "Cy"}, "bo", `"bo" could be 1 🌵 Bo or 2 🦊 Bo: type more of the name, or the seat number`},
	} {
		got, err := Find(tc.names, tc.typed)
		if err == nil || err.Error() != tc.want || got != -1 {
			t.Errorf("Find(%q, %q) = %d, %v;\nwant -1, %s", tc.names, tc.typed, got, err, tc.want)
		}
	}
}
