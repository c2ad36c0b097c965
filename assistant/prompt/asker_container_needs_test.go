package prompt

import (
	"reflect"
	"strings"
	"testing"

	"tallyman/engines/catalogue"
)

// TestForcedAnswersOnlyWhenOneAnswerIsAllowed: a lots question whose Min
// is every copy on offer has one answer, every copy in the order of the
// options; any other question has several (or none) and is asked.
func TestForcedAnswersOnlyWhenOneAnswerIsAllowed(t *testing.T) {
	budget := 3
	lots := func(min, max int, opts ...catalogue.Option) catalogue.Param {
		return catalogue.Param{Name: "buy", Kind: catalogue.KindLots, Options: opts, Min: min, Max: max, Unit: "$"}
	}
	blue := catalogue.Option{Value: "blue@2", Price: 2}
	twoRed := catalogue.Option{Value: "red@1", Price: 1, Count: 2}
	overBudget := lots(3, 3, blue, twoRed)
	overBudget.Budget = &budget // blue $2 + 2 red $1 = $4 > $3
	optional := lots(1, 1, blue)
	optional.Optional = true
	for _, c := range []struct {
		name string
		q    catalogue.Param
		want []string // nil: asked
	}{
		{"the one factory that must produce", lots(1, 1, catalogue.Option{Value: "orange"}), []string{"orange"}},
		{"every copy, in the options' order", lots(3, 5, blue, twoRed), []string{"blue@2", "red@1", "red@1"}},
		{"one of two", lots(1, 1, blue, twoRed), nil},
		{"none is fine", lots(0, 1, blue), nil},
		{"optional", optional, nil},
		{"over the budget", overBudget, nil},
		{"nothing on offer", lots(0, 0), nil},
		{"a choice of one", catalogue.Param{Name: "from", Kind: catalogue.KindChoice, Options: []catalogue.Option{{Value: "1"}}}, nil},
	} {
		a, ok := Forced(c.q)
		if ok != (c.want != nil) || !reflect.DeepEqual(a.Lots, c.want) {
			t.Errorf("%s: %v %v, want %v", c.name, a.Lots, ok, c.want)
		}
	}
}

// TestAutoAnswerSkipsTheForcedQuestion: AskOffer through AutoAnswer asks
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
	c, err := AskOffer(t.Context(), p, o, nil, AutoAnswer(build))
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
