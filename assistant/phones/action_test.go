package phones

import (
	"net/http"
	"strings"
	"testing"
)

// TestDecodeActionTellsAMissingVersionFromABadOne: a kind checked
// against the view it was chosen on is told "version" is needed when the
// field is missing, and that it must be 1 or more (with what it is) when
// it is 0 or negative.
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
