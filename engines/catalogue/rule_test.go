package catalogue

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
)

// TestRuleErrorForms: a refusal writes "reason (rule)", or "rule: reason"
// for Rival Seas (RuleFirst), is found through wrapping, and encodes as
// JSON without the form flag. The expected strings are the engines' own
// forms before they shared this type (container, boxes and
// minicontainers moves.go: e.Reason + " (" + e.Rule + ")"; rivalseas
// moves.go: e.Rule + ": " + e.Reason).
func TestRuleErrorForms(t *testing.T) {
	tests := []struct {
		name string
		err  *RuleError
		want string
	}{
		{"reason then rule", &RuleError{Rule: "container.txt, Your turn", Reason: "it is Ann's turn, not Bob's"},
			"it is Ann's turn, not Bob's (container.txt, Your turn)"},
		{"rule first", &RuleError{Rule: "rival-seas.txt 5.2", Reason: "the ship is full", RuleFirst: true},
			"rival-seas.txt 5.2: the ship is full"},
		{"Refuse formats the reason", Refuse("boxes.txt, Open Auction", "bids must rise: %d is not above %d", 7, 8),
			"bids must rise: 7 is not above 8 (boxes.txt, Open Auction)"},
		{"Refuse keeps a percent in the rule", Refuse("notes, 100%", "no"), "no (notes, 100%)"},
		{"the table's citation in place of the file's", &RuleError{Rule: "container.txt, Loans", Cite: "rules: Loans", Reason: "Ann has 2 loans already"},
			"Ann has 2 loans already (rules: Loans)"},
		{"the table's citation first", &RuleError{Rule: "rival-seas.txt 5.3", Cite: "rules 5.3", Reason: "the bag is empty", RuleFirst: true},
			"rules 5.3: the bag is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.err.Error(); got != tt.want {
				t.Errorf("Error() = %q, want %q", got, tt.want)
			}
			wrapped := fmt.Errorf("move 12: %w", tt.err)
			var re *RuleError
			if !errors.As(wrapped, &re) || re != tt.err {
				t.Errorf("errors.As through %q did not find the refusal", wrapped)
			}
			if !IsRuleError(wrapped) {
				t.Errorf("IsRuleError(%q) = false", wrapped)
			}
		})
	}
	for _, err := range []error{nil, errors.New("no player at seat 7"), fmt.Errorf("line 3: %w", errors.New("unknown move type \"fly\""))} {
		if IsRuleError(err) {
			t.Errorf("IsRuleError(%v) = true, want false", err)
		}
	}
}

// TestRefusalJSON: a refusal travels to a phone as
// {"key","type","label","error":{"rule","reason"}}; the form flag stays
// on the laptop.
func TestRefusalJSON(t *testing.T) {
	r := Refusal{Key: "buy_factory", Type: "buy_factory", Label: "Buy a factory",
		Err: &RuleError{Rule: "rival-seas.txt 5.1", Reason: "no money", RuleFirst: true}}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"key":"buy_factory","type":"buy_factory","label":"Buy a factory","error":{"rule":"rival-seas.txt 5.1","reason":"no money"}}`
	if string(b) != want {
		t.Errorf("JSON\n got %s\nwant %s", b, want)
	}
	var back Refusal
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Err == nil || back.Err.Rule != r.Err.Rule || back.Err.Reason != r.Err.Reason {
		t.Errorf("decoded %+v, want rule and reason of %+v", back.Err, r.Err)
	}
}

// TestAnswerRuleLeadsWithTheQuestion: an answer refused by a rule keeps
// the rule (its citation and form) with the question's name first; an
// error that is no rule leaves the answer's own refusal.
func TestAnswerRuleLeadsWithTheQuestion(t *testing.T) {
	ae := &AnswerError{Param: "company", Reason: `"bluewave" is not one of the choices: roastco`}
	tests := []struct {
		name string
		rule error
		want string
	}{
		{"a rule first", &RuleError{Rule: "rival-seas.txt 4 step 2", Cite: "rules 4 step 2", Reason: "Bluewave Tuna was already chosen by Cy", RuleFirst: true},
			"rules 4 step 2: company: Bluewave Tuna was already chosen by Cy"},
		{"a rule after", fmt.Errorf("wrapped: %w", &RuleError{Rule: "notes, Off-Shore Bank", Reason: "bid at least $6"}),
			"company: bid at least $6 (notes, Off-Shore Bank)"},
		{"no rule", errors.New("broken"), `company: "bluewave" is not one of the choices: roastco`},
		{"nothing", nil, `company: "bluewave" is not one of the choices: roastco`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := AnswerRule(ae, tt.rule).Error(); got != tt.want {
				t.Errorf("AnswerRule gives %q, want %q", got, tt.want)
			}
		})
	}
}
