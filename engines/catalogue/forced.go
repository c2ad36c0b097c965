package catalogue

// A question with one possible answer is not asked: Forced finds that
// answer, AutoAnswer gives it (Container's menus need it; nothing in it
// names a game).

// Forced returns the one answer q allows when it allows exactly one set
// of lots: a KindLots param, not Optional, whose Min is every copy on
// offer (the factories that must all produce, the only containers a bid
// can hold), answered with every copy in the order of Options. ok is
// false for any other param, and when that answer is one Check
// refuses (over the Budget, more than Max).
func Forced(q Param) (Answer, bool) {
	if q.Kind != KindLots || q.Optional {
		return Answer{}, false
	}
	var lots []string
	for _, o := range q.Options {
		for range max(o.Count, 1) {
			lots = append(lots, o.Value)
		}
	}
	if len(lots) == 0 || q.Min != len(lots) {
		return Answer{}, false
	}
	a := Answer{Lots: lots}
	if Check(q, a) != nil {
		return Answer{}, false
	}
	return a, true
}

// AutoAnswer wraps an engine's build (the params a choice needs next,
// prompt.Build) so that a param with only one answer
// (Forced) is answered by itself instead of asked: the answer is written
// into the choice's Answers (the map AskMove and AskOffer fill in, so it
// stays in the choice they return) and build is asked again. A choice
// without an Answers map is left to build as it is.
func AutoAnswer(build func(Choice) ([]Param, error)) func(Choice) ([]Param, error) {
	return func(c Choice) ([]Param, error) {
		for {
			ps, err := build(c)
			if err != nil || len(ps) == 0 || c.Answers == nil {
				return ps, err
			}
			a, ok := Forced(ps[0])
			if !ok {
				return ps, nil
			}
			c.Answers[ps[0].Name] = a
		}
	}
}
