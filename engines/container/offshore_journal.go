package container

import (
	"bytes"
	"encoding/json"
	"strings"
)

// Journal colour names of the Off-Shore edition. A colour is a slot (see
// offshore.go); journals written before the edition's own names were used
// name the slot classically ("orange" for blue). New Off-Shore journals
// write the edition's names (blue, yellow, white, red, green), and reading
// accepts both, so every journal ever written replays the same.

// slotToOffshore and offshoreToSlot rewrite quoted colour names in a
// move's JSON. In a move, every string value is an enumeration (move type,
// colour, bank lot, district), so a quoted colour name is always a colour.
var (
	slotToOffshore = strings.NewReplacer(`"orange"`, `"blue"`, `"brown"`, `"yellow"`, `"tan"`, `"red"`, `"black"`, `"green"`)
	offshoreToSlot = strings.NewReplacer(`"blue"`, `"orange"`, `"yellow"`, `"brown"`, `"red"`, `"tan"`, `"green"`, `"black"`)
)

// EncodeMove writes m in the journal's form (docs/journal.md) for the
// edition of r: classic colour names in a classic game, the edition's
// names in an Off-Shore game. Errors: those of json.Marshal.
func EncodeMove(r Rules, m Move) ([]byte, error) {
	b, err := json.Marshal(m)
	if err != nil || !r.Offshore {
		return b, err
	}
	return []byte(slotToOffshore.Replace(string(b))), nil
}

// DecodeMove reads a move written by EncodeMove (or by an older tallyman):
// in an Off-Shore game both the edition's colour names and the classic
// slot names are read; in a classic game only the classic names. Unknown
// fields are refused. Errors: malformed JSON, an unknown field or colour,
// buy_factory, seize or discard without a colour.
func DecodeMove(r Rules, b []byte) (Move, error) {
	if r.Offshore {
		b = []byte(offshoreToSlot.Replace(string(b)))
	}
	var m Move
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	err := dec.Decode(&m)
	return m, err
}
