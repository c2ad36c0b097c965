package catalogue_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"tallyman/engines/boxes"
	"tallyman/engines/catalogue"
	"tallyman/engines/container"
	"tallyman/engines/minicontainers"
	"tallyman/engines/rivalseas"
)

// TestEnginesRefuseWithOneRuleError: every engine refuses a move with
// *catalogue.RuleError, in its own form, byte for byte as before. Each
// case plays a move after the game is over; the expected message is the
// engine's refusal written out by hand from its moves.go (the rule file,
// the section it names, the reason).
func TestEnginesRefuseWithOneRuleError(t *testing.T) {
	names := []string{"Ann", "Bob", "Cy"}
	tests := []struct {
		engine string
		refuse func() error
		isRule func(error) bool
		want   string
	}{
		{"container", func() error {
			s, _, err := container.Setup(names, container.Options{DealCards: true}, 1)
			if err != nil {
				return err
			}
			s.Phase = container.Over
			_, _, err = container.Apply(s, container.Move{Type: container.EndTurn, Player: s.Current})
			return err
		}, container.IsRuleError, "the game is over (rules: End of the game)"},
		{"boxes", func() error {
			s, _, err := boxes.Setup(names, boxes.Options{}, 1)
			if err != nil {
				return err
			}
			s.Phase = boxes.Over
			_, _, err = boxes.Apply(s, boxes.Move{Type: boxes.PassBid, Player: 0})
			return err
		}, boxes.IsRuleError, "all 6 containers are sold (Boxes rules, End of the Game)"},
		{"minicontainers", func() error {
			s, _, err := minicontainers.Setup(names, minicontainers.Options{}, 1)
			if err != nil {
				return err
			}
			s.Phase = minicontainers.Over
			_, _, err = minicontainers.Apply(s, minicontainers.Move{Type: minicontainers.Pass, Player: 0})
			return err
		}, minicontainers.IsRuleError, "the game is over (Mini Containers rules, End of the game)"},
		{"rivalseas", func() error {
			s, _, err := rivalseas.Setup(nil, names, rivalseas.Options{}, 1)
			if err != nil {
				return err
			}
			s.Phase = rivalseas.PhaseOver
			_, _, err = rivalseas.Apply(s, rivalseas.Move{Type: rivalseas.MoveEndTurn, Player: 0})
			return err
		}, rivalseas.IsRuleError, "rules 7: the game is over"},
	}
	for _, tt := range tests {
		t.Run(tt.engine, func(t *testing.T) {
			err := tt.refuse()
			if err == nil {
				t.Fatal("the move was accepted")
			}
			if err.Error() != tt.want {
				t.Errorf("message %q, want %q", err, tt.want)
			}
			wrapped := fmt.Errorf("journal line 4: %w", err)
			var re *catalogue.RuleError
			if !errors.As(wrapped, &re) {
				t.Fatalf("%T is not a *catalogue.RuleError", err)
			}
			if !catalogue.IsRuleError(wrapped) || !tt.isRule(wrapped) {
				t.Errorf("IsRuleError of the wrapped refusal is false")
			}
		})
	}
}

// TestOffersCiteTheRulesInPlayersWords: an offer's Rule is shown under
// it on the phones and beside it at the laptop, so it cites the section
// as the table reads the rules, as refusals do (RuleError.Cite), never a
// rules file's name: "rules: Produce containers", not "container.txt,
// Produce containers". Every engine's first catalogue, every seat.
func TestOffersCiteTheRulesInPlayersWords(t *testing.T) {
	names := []string{"Ann", "Bob", "Cy"}
	var cats []catalogue.Catalogue
	for _, ed := range []string{container.EditionClassic, container.EditionOffshore} {
		s, _, err := container.Setup(names, container.Options{Edition: ed, DealCards: true}, 1)
		if err != nil {
			t.Fatal(err)
		}
		for seat := range names {
			cats = append(cats, container.Catalogue(s, seat))
		}
	}
	b, _, _ := boxes.Setup(names, boxes.Options{}, 1)
	m, _, _ := minicontainers.Setup(names, minicontainers.Options{}, 1)
	r, _, _ := rivalseas.Setup(nil, names, rivalseas.Options{}, 1)
	for seat := range names {
		cats = append(cats, boxes.Catalogue(b, seat), minicontainers.Catalogue(m, seat), rivalseas.Catalogue(r, seat))
	}
	offers := 0
	for _, c := range cats {
		for _, o := range c.Offers {
			offers++
			if o.Rule == "" || strings.Contains(o.Rule, ".txt") || strings.Contains(o.Rule, ".md") {
				t.Errorf("offer %s cites %q", o.Key, o.Rule)
			}
		}
	}
	if offers < 6 {
		t.Fatalf("only %d offers looked at", offers)
	}
}
