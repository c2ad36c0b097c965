package catalogue

import (
	"reflect"
	"testing"
)

// TestForcedAnswersOnlyWhenOneAnswerIsAllowed: a lots question whose Min
// is every copy on offer has one answer, every copy in the order of the
// options; any other question has several (or none) and is asked.
func TestForcedAnswersOnlyWhenOneAnswerIsAllowed(t *testing.T) {
	budget := 3
	lots := func(min, max int, opts ...Option) Param {
		return Param{Name: "buy", Kind: KindLots, Options: opts, Min: min, Max: max, Unit: "$"}
	}
	blue := Option{Value: "blue@2", Price: 2}
	twoRed := Option{Value: "red@1", Price: 1, Count: 2}
	overBudget := lots(3, 3, blue, twoRed)
	overBudget.Budget = &budget // blue $2 + 2 red $1 = $4 > $3
	optional := lots(1, 1, blue)
	optional.Optional = true
	for _, c := range []struct {
		name string
		q    Param
		want []string // nil: asked
	}{
		{"the one factory that must produce", lots(1, 1, Option{Value: "orange"}), []string{"orange"}},
		{"every copy, in the options' order", lots(3, 5, blue, twoRed), []string{"blue@2", "red@1", "red@1"}},
		{"one of two", lots(1, 1, blue, twoRed), nil},
		{"none is fine", lots(0, 1, blue), nil},
		{"optional", optional, nil},
		{"over the budget", overBudget, nil},
		{"nothing on offer", lots(0, 0), nil},
		{"a choice of one", Param{Name: "from", Kind: KindChoice, Options: []Option{{Value: "1"}}}, nil},
	} {
		a, ok := Forced(c.q)
		if ok != (c.want != nil) || !reflect.DeepEqual(a.Lots, c.want) {
			t.Errorf("%s: %v %v, want %v", c.name, a.Lots, ok, c.want)
		}
	}
}
