package container

import (
	"errors"
	"strings"
	"testing"

	"tallyman/assistant/prompt"
	"tallyman/engines/container"
)

// TestOffshoreSetupSaysScoringCards (finding 11): a new Off-Shore game asks
// about scoring cards (notes, "Components and supply"), not value cards.
func TestOffshoreSetupSaysScoringCards(t *testing.T) {
	var out strings.Builder
	p := prompt.NewPrompter(strings.NewReader("2\n"), &out, true)
	err := New(p, NewOptions{Dir: t.TempDir(), Names: []string{"Ann", "Bob", "Cleo"}, Seed: 5, SeedSet: true, Edition: container.EditionOffshore})
	if !errors.Is(err, prompt.ErrInputClosed) {
		t.Fatalf("%v\n%s", err, out.String())
	}
	for _, want := range []string{"Scoring cards:", "Enter the physical scoring cards now"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the setup lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "alue card") {
		t.Errorf("the setup says value cards:\n%s", out.String())
	}
}
