package auction

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestNewRoundCopiesAndSorts(t *testing.T) {
	in := []int{3, 1, 2}
	r := NewRound(in)
	in[0] = 9
	if !reflect.DeepEqual(r.Bidders, []int{1, 2, 3}) {
		t.Fatalf("bidders %v", r.Bidders)
	}
	if !reflect.DeepEqual(r.Waiting(), []int{1, 2, 3}) || r.Complete() {
		t.Fatalf("waiting %v", r.Waiting())
	}
}

func TestCheck(t *testing.T) {
	r := NewRound([]int{1, 2})
	r, err := r.Seal(1, 5, 10)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name        string
		seat        int
		amount, max int
		is          error
		msg         string
	}{
		{"not a bidder", 0, 1, 10, ErrNotBidder, ""},
		{"already sealed", 1, 1, 10, ErrAlreadySealed, ""},
		{"negative", 2, -1, 10, nil, "bids run from 0 to 10"},
		{"above max", 2, 11, 10, nil, "more than the 10"},
		{"zero max, bid 1", 2, 1, 0, nil, "bids run from 0 to 0"},
		{"at max", 2, 10, 10, nil, ""},
		{"zero", 2, 0, 10, nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := r.Check(tc.seat, tc.amount, tc.max)
			switch {
			case tc.is != nil:
				if !errors.Is(err, tc.is) {
					t.Fatalf("err %v, want %v", err, tc.is)
				}
			case tc.msg != "":
				if err == nil || !strings.Contains(err.Error(), tc.msg) {
					t.Fatalf("err %v, want %q", err, tc.msg)
				}
			default:
				if err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

func TestSealLeavesOriginal(t *testing.T) {
	// Seal returns a copy; the round a game state holds is never changed.
	r := NewRound([]int{0, 1})
	before := r.Clone()
	s, err := r.Seal(0, 4, 10)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r, before) || r.Sealed(0) {
		t.Fatal("Seal changed its receiver")
	}
	if !s.Sealed(0) || s.Bids[0] != 4 {
		t.Fatalf("sealed round %+v", s)
	}
	// A refused seal returns the round unchanged and an error.
	same, err := s.Seal(0, 5, 10)
	if err == nil || !reflect.DeepEqual(same, s) {
		t.Fatal("resealing was accepted")
	}
	// Clone is deep.
	c := s.Clone()
	c.Bids[1] = 7
	c.Bidders[0] = 5
	if s.Sealed(1) || s.Bidders[0] != 0 {
		t.Fatal("Clone shares memory")
	}
}

func TestTop(t *testing.T) {
	// container.txt, "The island auction": the top bid and the tied bidders.
	tests := []struct {
		name    string
		bidders []int
		bids    map[int]int
		top     int
		seats   []int
	}{
		{"single winner", []int{1, 2, 3}, map[int]int{1: 7, 2: 4, 3: 6}, 7, []int{1}},
		{"tie", []int{1, 2, 3}, map[int]int{1: 5, 2: 5, 3: 3}, 5, []int{1, 2}},
		{"all zero", []int{0, 2}, map[int]int{0: 0, 2: 0}, 0, []int{0, 2}},
		{"incomplete", []int{1, 2, 3}, map[int]int{3: 2}, 2, []int{3}},
		{"none sealed", []int{1, 2}, map[int]int{}, -1, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := NewRound(tc.bidders)
			for s, b := range tc.bids {
				var err error
				if r, err = r.Seal(s, b, 100); err != nil {
					t.Fatal(err)
				}
			}
			top, seats := r.Top()
			if top != tc.top || !reflect.DeepEqual(seats, tc.seats) {
				t.Fatalf("Top() = %d %v, want %d %v", top, seats, tc.top, tc.seats)
			}
			if r.Complete() != (len(tc.bids) == len(tc.bidders)) {
				t.Fatalf("Complete() = %v", r.Complete())
			}
		})
	}
}

func TestWaiting(t *testing.T) {
	r := NewRound([]int{4, 0, 2})
	r, _ = r.Seal(2, 1, 5)
	if !reflect.DeepEqual(r.Waiting(), []int{0, 4}) || !r.IsBidder(4) || r.IsBidder(1) {
		t.Fatalf("waiting %v", r.Waiting())
	}
	r, _ = r.Seal(0, 1, 5)
	r, _ = r.Seal(4, 1, 5)
	if !r.Complete() || len(r.Waiting()) != 0 {
		t.Fatal("not complete")
	}
}
