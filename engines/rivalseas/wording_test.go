package rivalseas

import (
	"slices"
	"testing"
)

// TestMarketAndStockSentencesReadAsEnglish (a new user's report): the
// market's sentences after a delivery start with a capital ("blue
// containers are the least common" began one), and a company whose name
// ends in s owns with an apostrophe alone ("Viva Verde Olives's stock
// value"). 5.4 "Adjust the Container market": the most common colour
// loses 1, the least common gains 1; reaching the top lifts the stock
// value 1.
func TestMarketAndStockSentencesReadAsEnglish(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines Counts
		want  []string
	}{
		{"blue most, green least", Counts{3, 0, 1, 1}, []string{
			"Blue containers are the most common: market value 2.",
			"Green containers are the least common: market value 4.",
			"Viva Verde Olives' stock value moves to 6.",
		}},
		{"yellow most, blue least", Counts{0, 1, 1, 2}, []string{
			"Blue containers are the least common: market value 4.",
			"Bluewave Tuna's stock value moves to 6.",
			"Yellow containers are the most common: market value 2.",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := playing(t, 3)
			s.Lines, s.Market = c.lines, Counts{3, 3, 3, 3}
			for i := range s.Companies {
				s.Companies[i].Stock = 5
			}
			var ev []Event
			s.adjustMarket(&ev)
			var got []string
			for _, e := range ev {
				got = append(got, e.Text)
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("the market says\n%q\nwant\n%q", got, c.want)
			}
		})
	}
}
