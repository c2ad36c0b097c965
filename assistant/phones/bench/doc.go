// Package bench measures the phone server end to end: its tests hold the
// reveal benchmark (BenchmarkRevealVsFloor), which runs tallyman's real
// room and journal against a minimal net/http floor, with the phones in
// another process. The package has no code of its own.
package bench
