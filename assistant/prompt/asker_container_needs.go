package prompt

import (
	"tallyman/engines/catalogue"
)

// What the asker needed more for Container's menus (generic: no game's
// names). A question with one possible answer is not asked.

// Forced returns the one answer q allows when it allows exactly one set
// of lots: a KindLots param, not Optional, whose Min is every copy on
// offer (the factories that must all produce, the only containers a bid
// can hold), answered with every copy in the order of Options. ok is
// false for any other param, and when that answer is one catalogue.Check
// refuses (over the Budget, more than Max).
func Forced(q catalogue.Param) (catalogue.Answer, bool) {
	if q.Kind != catalogue.KindLots || q.Optional {
		return catalogue.Answer{}, false
	}
	var lots []string
	for _, o := range q.Options {
		for range max(o.Count, 1) {
			lots = append(lots, o.Value)
		}
	}
	if len(lots) == 0 || q.Min != len(lots) {
		return catalogue.Answer{}, false
	}
	a := catalogue.Answer{Lots: lots}
	if catalogue.Check(q, a) != nil {
		return catalogue.Answer{}, false
	}
	return a, true
}

// AutoAnswer wraps an engine's Build so that a param with only one answer
// (Forced) is answered by itself instead of asked: the answer is written
// into the choice's Answers (the map AskMove and AskOffer fill in, so it
// stays in the choice they return) and build is asked again. A choice
// without an Answers map is left to build as it is.
func AutoAnswer(build Build) Build {
	return func(c catalogue.Choice) ([]catalogue.Param, error) {
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
