package phones

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// TestDecodeActionTellsAMissingVersionFromABadOne: a kind checked
// against the view it was chosen on is told "version" is needed when the
// field is missing, and that it must be 1 or more (with what it is) when
// it is 0 or negative; a move's "began", the version it was begun on,
// is from 1 to its version.
func TestDecodeActionTellsAMissingVersionFromABadOne(t *testing.T) {
	tests := []struct {
		name, body string
		code       int
		msg        string
	}{
		{name: "loan without version", body: `{"kind":"loan"}`, code: http.StatusBadRequest,
			msg: `A loan needs "version": the version of the view it was chosen on (the page sends it; reload the page).`},
		{name: "loan on version 0", body: `{"kind":"loan","version":0}`, code: http.StatusBadRequest,
			msg: `A loan's "version" must be 1 or more, not 0: it is the version of the view the move was chosen on (the page sends it; reload the page).`},
		{name: "undo on a negative version", body: `{"kind":"undo","version":-3}`, code: http.StatusBadRequest,
			msg: `An undo's "version" must be 1 or more, not -3: it is the version of the view the move was chosen on (the page sends it; reload the page).`},
		{name: "move on version 0", body: `{"kind":"move","move":{"key":"pass"},"version":0}`, code: http.StatusBadRequest,
			msg: `A move's "version" must be 1 or more, not 0: it is the version of the view the move was chosen on (the page sends it; reload the page).`},
		{name: "pick without version", body: `{"kind":"pick","winner":1}`, code: http.StatusBadRequest,
			msg: `A pick needs "version": the version of the view it was chosen on (the page sends it; reload the page).`},
		{name: "version as text", body: `{"kind":"loan","version":"1"}`, code: http.StatusBadRequest,
			msg: `"version" must be a whole number, such as 12, not text.`},
		{name: "loan on version 1", body: `{"kind":"loan","version":1}`},
		{name: "bid without version", body: `{"kind":"bid","amount":3}`},
		{name: "bid on version 0", body: `{"kind":"bid","amount":3,"version":0}`},
		{name: "move begun on an earlier version", body: `{"kind":"move","move":{"key":"pass"},"version":9,"began":7}`},
		{name: "move begun on its version", body: `{"kind":"move","move":{"key":"pass"},"version":9,"began":9}`},
		{name: "move begun after its version", body: `{"kind":"move","move":{"key":"pass"},"version":9,"began":10}`, code: http.StatusBadRequest,
			msg: `"began" is the version of the view a move was begun on: from 1 to its "version" (9), on a move only, not 10 (the page sends it; reload the page).`},
		{name: "move begun on a negative version", body: `{"kind":"move","move":{"key":"pass"},"version":9,"began":-1}`, code: http.StatusBadRequest,
			msg: `"began" is the version of the view a move was begun on: from 1 to its "version" (9), on a move only, not -1 (the page sends it; reload the page).`},
		{name: "undo with began", body: `{"kind":"undo","version":9,"began":8}`, code: http.StatusBadRequest,
			msg: `"began" is the version of the view a move was begun on: from 1 to its "version" (9), on a move only, not 8 (the page sends it; reload the page).`},
		{name: "began as text", body: `{"kind":"move","move":{"key":"pass"},"version":9,"began":"7"}`, code: http.StatusBadRequest,
			msg: `"began" must be a whole number, such as 12, not text.`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, code, msg := decodeAction(strings.NewReader(tc.body))
			if code != tc.code || msg != tc.msg {
				t.Errorf("decodeAction(%s) = %d %q, want %d %q", tc.body, code, msg, tc.code, tc.msg)
			}
		})
	}
}

// TestDecodeActionKeepsTheVersion: the version sent is the Action's.
func TestDecodeActionKeepsTheVersion(t *testing.T) {
	a, code, msg := decodeAction(strings.NewReader(`{"kind":"move","move":{"key":"pass"},"version":7}`))
	if code != 0 || a.Version != 7 || a.Move == nil || a.Move.Key != "pass" {
		t.Fatalf("got %+v, %d %q", a, code, msg)
	}
	a, code, msg = decodeAction(strings.NewReader(`{"kind":"bid","amount":4,"round":"t1-r1"}`))
	if code != 0 || a.Version != 0 || *a.Amount != 4 || a.Round != "t1-r1" {
		t.Fatalf("got %+v, %d %q", a, code, msg)
	}
}

// TestDecodeActionRefusesARepeatedField: encoding/json keeps the last of
// a repeated key, so {"amount":5,"amount":50} would be sealed as 50; a
// field given twice (in any case, as encoding/json matches keys) is
// refused instead, an escaped name included ("\u0061mount" is read as
// "amount"). A repeated key inside "move" is not looked into.
func TestDecodeActionRefusesARepeatedField(t *testing.T) {
	tests := []struct {
		name, body string
		code       int
		msg        string
	}{
		{name: "amount twice", body: `{"kind":"bid","amount":5,"amount":50}`, code: http.StatusBadRequest,
			msg: `"amount" is given twice: send each field once.`},
		{name: "amount twice, the second in capitals", body: `{"kind":"bid","amount":5,"round":"t1-r1-x0","AMOUNT":50}`, code: http.StatusBadRequest,
			msg: `"AMOUNT" is given twice: send each field once.`},
		{name: "kind twice", body: `{"kind":"loan","kind":"bid","amount":5}`, code: http.StatusBadRequest,
			msg: `"kind" is given twice: send each field once.`},
		{name: "version twice", body: `{"kind":"undo","version":3,"version":4}`, code: http.StatusBadRequest,
			msg: `"version" is given twice: send each field once.`},
		{name: "each field once", body: `{"kind":"bid","amount":5,"round":"t1-r1-x0","bluffs":1}`},
		{name: "the same key in the move and beside it", body: `{"kind":"move","move":{"key":"pass","answers":{}},"version":2}`},
		// A field's name quoted twice, but once as a value: walked, and
		// not refused.
		{name: "a field's name as a value", body: `{"kind":"move","move":{"key":"amount","answers":{"amount":{"value":"1"}}},"version":2}`},
		// An escaped name is read as its letters.
		{name: "amount twice, once escaped", body: `{"kind":"bid","amount":5,"\u0061mount":50}`, code: http.StatusBadRequest,
			msg: `"amount" is given twice: send each field once.`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, code, msg := decodeAction(strings.NewReader(tc.body))
			if code != tc.code || msg != tc.msg {
				t.Errorf("decodeAction(%s) = %d %q, want %d %q", tc.body, code, msg, tc.code, tc.msg)
			}
		})
	}
}

// TestActRefusesWhatNoViewShowed: POST /act refuses, 422, a bid without
// the round its form names (a stale phone's bid would land in the runoff
// open now), saying which round that is, and a "version" ahead of every view the game has had (a page
// of another game, or a request changed by hand), where the game said it
// had moved on. By hand: Ann and Bob seal $7 each in round "l1-r1", so
// the runoff "l1-r2" is open; the room's version then is read back.
func TestActRefusesWhatNoViewShowed(t *testing.T) {
	needRound := func(round string) string {
		return `A bid needs "round", the round it is sealed for, so that it cannot land in a later one such as a runoff: send the round your bid form names (bid.round in the view; now "` + round + `"). The page sends it: reload the page.`
	}
	notHad := func(sent, now int) string {
		return fmt.Sprintf(`"version" %d is not one this game has had (it is at %d): the page is from another game, or the request was changed. Reload the page.`, sent, now)
	}
	tests := []struct {
		name   string
		runoff bool // Ann and Bob have tied at $7: the runoff is open
		body   string
		ahead  int // the version sent is the room's plus ahead (0: none)
		code   int
		msg    string // the error wanted; for ahead > 0, notHad's
	}{
		{name: "a bid without round in round 1", body: `{"kind":"bid","amount":12}`,
			code: http.StatusUnprocessableEntity, msg: needRound("l1-r1")},
		{name: "a stale phone's bid without round in the runoff", runoff: true, body: `{"kind":"bid","amount":12}`,
			code: http.StatusUnprocessableEntity, msg: needRound("l1-r2")},
		{name: "a bid with round 1's id in the runoff", runoff: true, body: `{"kind":"bid","amount":12,"round":"l1-r1"}`,
			code: http.StatusUnprocessableEntity, msg: "That round has closed: look at the page again before you bid."},
		{name: "a bid with the runoff's id", runoff: true, body: `{"kind":"bid","amount":12,"round":"l1-r2"}`, code: http.StatusOK},
		{name: "a pick on a version far ahead", runoff: true, body: `{"kind":"pick","winner":1,"version":%d}`, ahead: 99990,
			code: http.StatusUnprocessableEntity},
		{name: "a pick on the next version", runoff: true, body: `{"kind":"pick","winner":1,"version":%d}`, ahead: 1,
			code: http.StatusUnprocessableEntity},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
			if err := g.Start("the crate"); err != nil {
				t.Fatal(err)
			}
			if tc.runoff {
				seven := 7
				for seat := range 2 {
					if err := g.Act(seat, Action{Kind: ActBid, Amount: &seven, Round: "l1-r1"}); err != nil {
						t.Fatal(err)
					}
				}
			}
			s, ts, _ := start(t, g, Options{})
			body, msg := tc.body, tc.msg
			if tc.ahead > 0 {
				now := g.Public().Version
				body, msg = fmt.Sprintf(tc.body, now+tc.ahead), notHad(now+tc.ahead, now)
			}
			got := post(t, ts.URL+"/p/"+s.Tokens()[0]+"/act", body)
			var answer struct{ Error string }
			_ = json.Unmarshal([]byte(got.body), &answer)
			if got.status != tc.code || tc.code != http.StatusOK && answer.Error != msg {
				t.Errorf("POST %s: %d %s\nwant %d %q", body, got.status, got.body, tc.code, msg)
			}
		})
	}
}

// TestActTakesABidWithoutRoundWhereTheFormNamesNone: a room whose bid
// form names no round (Boxes, Mini Containers: the page then sends none)
// gets the bid.
func TestActTakesABidWithoutRoundWhereTheFormNamesNone(t *testing.T) {
	room := newFakeRoom("Ann", "Bob")
	s, ts, _ := start(t, room, Options{})
	if got := post(t, ts.URL+"/p/"+s.Tokens()[1]+"/act", `{"kind":"bid","amount":3}`); got.status != http.StatusOK {
		t.Fatalf("%d %s", got.status, got.body)
	}
	if acts := room.recorded(); len(acts) != 1 || acts[0].seat != 1 || *acts[0].a.Amount != 3 {
		t.Fatalf("%+v", acts)
	}
}

// TestDecodeActionNamesTheAnswerOfTheWrongType: an answer of the wrong
// type is named by its question, which the player knows from the move's
// questions, not by encoding/json's path ("move.answers.n"), and told
// what it must be: a number in "n" is a whole number, as a bid's amount
// is. A part of the move that is no answer keeps the move's shape.
func TestDecodeActionNamesTheAnswerOfTheWrongType(t *testing.T) {
	move := func(answers string) string {
		return `{"kind":"move","move":{"key":"call_bank","answers":` + answers + `},"version":3}`
	}
	tests := []struct {
		name, body, msg string
	}{
		{"a fraction", move(`{"lot":{"value":"container-1"},"amount":{"n":5.5}}`),
			`"amount" must be a whole number, such as 12, not 5.5.`},
		{"a number as text", move(`{"amount":{"n":"6"}}`),
			`"amount" must be a whole number, such as 12, not text.`},
		{"a number as a choice", move(`{"lot":{"value":1}}`),
			`The answer "lot" must be text, such as {"value":"2"}, not a number.`},
		{"an answer that is no object", move(`{"factories":["tan"]}`),
			`The answer "factories" must be an object, such as {"n":12} or {"value":"..."}, not a list.`},
		{"lots of numbers", move(`{"stake":{"lots":[2]}}`),
			`The answer "stake" must be a list of texts, such as {"lots":["blue@2"]}, not a number.`},
		{"a price as a fraction", move(`{"to":{"prices":[2,2.5]}}`),
			`The answer "to" must be a list of whole numbers, such as {"prices":[3,4]}, not 2.5.`},
		{"skip as text", move(`{"bluffs":{"skip":"yes"}}`),
			`The answer "bluffs" may be left out with {"skip":true}, true or false, not text.`},
		{"the first of two in name order", move(`{"z":{"n":1.5},"b":{"n":2.5}}`),
			`"b" must be a whole number, such as 12, not 2.5.`},
		{"the key", `{"kind":"move","move":{"key":3},"version":3}`,
			`"move.key" has the wrong type: a move is {"key":"...","answers":{"NAME":{"value":"..."}}}, each answer an object with "value", "n", "lots", "prices" or "skip".`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, code, msg := decodeAction(strings.NewReader(tc.body))
			if code != http.StatusBadRequest || msg != tc.msg {
				t.Errorf("decodeAction(%s) = %d %q,\nwant 400 %q", tc.body, code, msg, tc.msg)
			}
		})
	}
}

// TestDecodeActionNamesTheObjectOfAnUnknownField: a field none of the
// action's, the move's or an answer's is told with the fields of the
// object it was sent in, so a player who misspelt a move's part is not
// told an action's fields.
func TestDecodeActionNamesTheObjectOfAnUnknownField(t *testing.T) {
	tests := []struct {
		name, body, msg string
	}{
		{"in the action", `{"kind":"move","move":{"key":"pass"},"version":3,"bogus":1}`,
			`Unknown field "bogus": an action has only kind, amount, winner, round, bluffs, move, version and began.`},
		{"in the move", `{"kind":"move","move":{"key":"pass","bogus":1}}`,
			`Unknown field "bogus" in "move": a move has only key and answers, such as {"key":"...","answers":{"NAME":{"value":"..."}}}.`},
		{"in the move, its name in capitals", `{"kind":"move","MOVE":{"key":"pass","Bogus":1},"version":3}`,
			`Unknown field "Bogus" in "move": a move has only key and answers, such as {"key":"...","answers":{"NAME":{"value":"..."}}}.`},
		{"in an answer", `{"kind":"move","move":{"key":"buy_factory","answers":{"color":{"colour":"blue"}}},"version":3}`,
			`Unknown field "colour" in the answer "color": an answer has only value, n, lots, prices and skip.`},
		// The same name in the action and in the move: the action's is
		// the unknown one (the move's is read first only when the action
		// has none of that name).
		{"a move's field beside the action's", `{"kind":"move","key":"pass","version":3}`,
			`Unknown field "key": an action has only kind, amount, winner, round, bluffs, move, version and began.`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, code, msg := decodeAction(strings.NewReader(tc.body))
			if code != http.StatusBadRequest || msg != tc.msg {
				t.Errorf("decodeAction(%s) = %d %q,\nwant 400 %q", tc.body, code, msg, tc.msg)
			}
		})
	}
}

// TestActExampleOfABadRequestIsTaken: a request that is no action (empty,
// not an object, not JSON) is shown an action a page sends, a bid with
// the round its form names, and that bid, sent as shown in the first
// round of a room's first lot, is taken. The example used to be
// {"kind":"bid","amount":12}, itself refused for having no "round".
func TestActExampleOfABadRequestIsTaken(t *testing.T) {
	const example = `{"kind":"bid","amount":12,"round":"l1-r1"}`
	const after = `, with the round your bid form names (bid.round in the view; left out when it names none); any other kind also needs the view's "version", such as {"kind":"undo","version":3}.`
	tests := []struct {
		name, body, msg string
	}{
		{"empty", ``, "Empty request: send an action such as " + example + after},
		{"a list", `[1,2]`, "Send one JSON object, such as " + example + after},
		{"cut short", `{"kind":`, "Bad JSON: send one object, such as " + example + after},
		{"two objects", `{"kind":"loan"}{"kind":"loan"}`, "Bad JSON: send one object, such as " + example + after},
	}
	g := NewGenericRoom([]string{"Ann", "Bob"}, 20, true)
	if err := g.Start("the crate"); err != nil {
		t.Fatal(err)
	}
	s, ts, _ := start(t, g, Options{})
	act := ts.URL + "/p/" + s.Tokens()[0] + "/act"
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := post(t, act, tc.body)
			var answer struct{ Error string }
			_ = json.Unmarshal([]byte(got.body), &answer)
			if got.status != http.StatusBadRequest || answer.Error != tc.msg {
				t.Errorf("POST %s: %d %s\nwant 400 %q", tc.body, got.status, got.body, tc.msg)
			}
		})
	}
	if got := post(t, act, example); got.status != http.StatusOK {
		t.Errorf("POST %s, the example: %d %s, want 200", example, got.status, got.body)
	}
}
