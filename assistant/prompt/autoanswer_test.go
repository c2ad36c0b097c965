package prompt

import (
	"reflect"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
)

// TestAutoAnswerSkipsTheForcedQuestion: AskOffer through catalogue.AutoAnswer asks
// the prices only: the one factory that must produce is answered by
// itself, and the choice returned holds that answer.
func TestAutoAnswerSkipsTheForcedQuestion(t *testing.T) {
	o := catalogue.Offer{Key: "produce", Params: []catalogue.Param{
		{Name: "factories", Label: "Which factories produce?", Kind: catalogue.KindLots, Options: []catalogue.Option{{Value: "orange"}}, Min: 1, Max: 1},
		{Name: "prices", Label: "Prices", Kind: catalogue.KindPrices, For: "factories", Min: 1, Max: 4, Unit: "$", Each: "Price for the new %s container"},
	}}
	build := func(c catalogue.Choice) ([]catalogue.Param, error) {
		if err := catalogue.CheckAnswers(o.Params, c); err != nil {
			return nil, err
		}
		if q, ok := catalogue.Next(o.Params, c); ok {
			return []catalogue.Param{q}, nil
		}
		return nil, nil
	}
	out := &strings.Builder{}
	p := NewPrompter(strings.NewReader("3\n"), out, true)
	c, err := AskOffer(t.Context(), p, o, nil, catalogue.AutoAnswer(build))
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Answers["factories"].Lots; !reflect.DeepEqual(got, []string{"orange"}) || !reflect.DeepEqual(c.Answers["prices"].Prices, []int{3}) {
		t.Errorf("answers %+v", c.Answers)
	}
	if strings.Contains(out.String(), "Which factories produce?") {
		t.Errorf("the forced question was asked:\n%s", out)
	}
}
