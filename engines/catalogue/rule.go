package catalogue

import (
	"errors"
	"fmt"
)

// RuleError is a move refused by a rule; every engine refuses with it
// (each engine's RuleError is an alias of this type). Rule names the rules
// file and section ("container.txt, Your turn", "rival-seas.txt 5.2");
// Reason says what was wrong, in words a player reads. Cite, when set, is
// the citation as players read it at the table, without a file's name
// ("rules: Loans", "Off-Shore rules: Off-Shore Bank, pp. 2, 12-15"): Error
// writes it in place of Rule, which keeps the precise source for programs
// and tests.
//
// Error has two forms, kept from the engines' own types so that every
// message stays as players and scripts know it:
//   - "reason (rule)" for Container, Boxes and Mini Containers, whose rules
//     files name their sections;
//   - "rule: reason" when RuleFirst is set: Rival Seas, whose rules file
//     numbers its sections, cites the number first.
type RuleError struct {
	Rule      string `json:"rule"`
	Reason    string `json:"reason"`
	Cite      string `json:"cite,omitempty"`
	RuleFirst bool   `json:"-"`
}

// Error writes "reason (rule)", or "rule: reason" when RuleFirst is set;
// the rule is Cite when set, else Rule.
func (e *RuleError) Error() string {
	rule := e.Rule
	if e.Cite != "" {
		rule = e.Cite
	}
	if e.RuleFirst {
		return rule + ": " + e.Reason
	}
	return e.Reason + " (" + rule + ")"
}

// Refuse returns the refusal of a move by rule, its reason formatted as
// by fmt.Sprintf, in the "reason (rule)" form.
func Refuse(rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// IsRuleError reports whether err is, or wraps, a *RuleError: a move
// refused by a rule, as opposed to a malformed move or a broken file.
func IsRuleError(err error) bool {
	var r *RuleError
	return errors.As(err, &r)
}

// AnswerRule is an answer's refusal by a rule: when rule is a *RuleError
// (an engine's refusal of the move the answer makes, which says what is
// allowed), a copy of it whose Reason leads with the name of the param
// answered ("company: Bluewave Tuna was already chosen by Cy; ..."), so
// that a player is told which answer broke which rule; else ae as it is.
// An engine's Build uses it where Check refuses an answer that a rule,
// not the question, rules out (a company taken, a bid not beating the
// last).
func AnswerRule(ae *AnswerError, rule error) error {
	var r *RuleError
	if !errors.As(rule, &r) {
		return ae
	}
	c := *r
	c.Reason = ae.Param + ": " + c.Reason
	return &c
}
