package prompt

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
)

// TestLotsCommasAloneAreRefused: at a lots question typed as a list
// (accessible mode), commas alone name nothing: they are refused, saying
// what is allowed, not read as none (Container's reprice list: "," took
// the produce through with nothing repriced). Enter alone is still none
// where none is allowed; a lot named is still taken.
func TestLotsCommasAloneAreRefused(t *testing.T) {
	t.Parallel()
	reprice := catalogue.Param{Name: "reprice", Label: "Reprice containers already in the factory store?", Kind: catalogue.KindLots, Of: "container",
		Options: []catalogue.Option{{Value: "red@2"}, {Value: "blue@3"}}, Min: 1, Max: 2, Optional: true}
	const refused = "names nothing on offer: type 1 to 2 containers separated by commas, or Enter alone for none"
	for _, tc := range []struct {
		name, in string
		want     catalogue.Answer
		refusals []string
	}{
		{"a comma, then Enter alone", ",\n\n", catalogue.Answer{Skip: true}, []string{`"," ` + refused}},
		{"commas and spaces, then a lot", " , ,\nred@2\n", catalogue.Answer{Lots: []string{"red@2"}}, []string{`", ," ` + refused}},
		{"Enter alone", "\n", catalogue.Answer{Skip: true}, nil},
		{"two lots", "red@2, blue@3\n", catalogue.Answer{Lots: []string{"red@2", "blue@3"}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			out := &strings.Builder{}
			p := NewPrompter(strings.NewReader(tc.in), out, true)
			got, err := AskParam(context.Background(), p, reprice, false)
			if err != nil || !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got %+v, %v; want %+v\n%s", got, err, tc.want, out)
			}
			text := strings.Join(strings.Fields(out.String()), " ")
			for _, r := range tc.refusals {
				if !strings.Contains(text, strings.Join(strings.Fields(r), " ")) {
					t.Errorf("no refusal %q:\n%s", r, out)
				}
			}
			if tc.refusals == nil && strings.Contains(text, "names nothing") {
				t.Errorf("refused:\n%s", out)
			}
		})
	}
}
