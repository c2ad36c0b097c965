package rivalseas

import (
	"bytes"
	"testing"
)

// The embedded board is exactly what Dump writes, so `board --dump` gives
// the file back unchanged.
func TestDefaultBoardRoundTrips(t *testing.T) {
	b := DefaultBoard()
	var buf bytes.Buffer
	if err := b.Dump(&buf); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), boardJSON) {
		t.Fatal("board.json differs from DefaultBoard().Dump: regenerate it with Dump")
	}
	if _, err := LoadBoard(&buf); err != nil {
		t.Fatal(err)
	}
}
