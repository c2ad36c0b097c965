package bench

import (
	"encoding/json"
	"fmt"
	"strconv"
	"testing"
	"time"
)

// BenchmarkFloorVsFloor is BenchmarkRevealVsFloor with the floor in the
// place of tallyman: two floor processes, the same phones in another
// process, the same lots (lotsAt(n) each, alternating) and the same
// figures, the first floor's over the second's ("x-floor-median",
// "x-floor-p99"). Two runs of one server differ by that much: it is how
// far apart the two sides of BenchmarkRevealVsFloor can be by chance, on
// this machine, at the same count of lots (the disk's sync and the
// scheduler, not the servers). Run it with
//
//	go test -run '^$' -bench FloorVsFloor -benchtime 1x ./assistant/phones/bench/
func BenchmarkFloorVsFloor(b *testing.B) {
	for _, n := range []int{8, 300} {
		b.Run(fmt.Sprintf("streams=%d", n), func(b *testing.B) {
			for range b.N {
				floorVsFloor(b, n)
			}
		})
	}
}

func floorVsFloor(b *testing.B, n int) {
	var floors [2]*floorProc
	var targets []target
	for side := range floors {
		floors[side] = startFloor(b, n)
		tg := target{Addr: floors[side].addr}
		for seat := range n {
			tg.Paths = append(tg.Paths, "/p/"+strconv.Itoa(seat))
		}
		targets = append(targets, tg)
	}
	_, cin, cout := child(b, "client", n)
	conf, _ := json.Marshal(targets)
	fmt.Fprintf(cin, "%s\n", conf)
	if got := readLine(b, cout); got != "ready" {
		b.Fatalf("client: %q", got)
	}
	var lat [2][]time.Duration
	b.ResetTimer()
	for range lotsAt(n) {
		for side, fl := range floors {
			fmt.Fprintf(cin, "lot %d %d\n", side, fl.start(b))
			ns, err := strconv.ParseInt(readLine(b, cout), 10, 64)
			if err != nil {
				b.Fatal(err)
			}
			lat[side] = append(lat[side], time.Duration(ns))
		}
	}
	b.StopTimer()
	fmt.Fprintln(cin, "quit")
	reportLatencies(b, lat[0], lat[1])
}
