// Command testtimes runs a go test command with -json and prints what
// go test prints (each package's ok or FAIL line, the output of a failed
// test, a build error), then a table: each package's time, the slowest
// tests, and the counts of tests passed, failed and skipped (subtests
// included). It exits with the test command's status.
//
// With -cpu it also gives each package's CPU time: the seconds of CPU its
// test binary and every process it started (browsers, tmux, the program
// under test) used, which unlike the wall time does not grow when other
// work shares the machine. It runs each test binary through itself (go
// test -exec) to count them.
//
//	go run ./.ci/testtimes go test -race -count=1 ./...
//	go run ./.ci/testtimes -cpu go test -race -count=1 ./...
//	go run ./.ci/testtimes -in run.json          # a saved go test -json stream
//	go run ./.ci/testtimes -save run.json go test -race -count=1 ./...
//
// A package's time is its test binary's run (the "elapsed" go test
// reports), not its build; the wall time is the whole command's,
// builds included.
package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"time"
)

// event is one line of go test -json (cmd/test2json).
type event struct {
	Time       time.Time
	Action     string
	Package    string
	ImportPath string
	Test       string
	Elapsed    float64 // seconds
	Output     string
}

// pkg is one package's result.
type pkg struct {
	name    string
	result  string  // "ok", "FAIL", "?" (no test files)
	elapsed float64 // seconds
	cpu     float64 // CPU seconds (-cpu), 0 when not counted
	output  []string
}

// test is one test's (or subtest's) result.
type test struct {
	pkg, name string
	result    string // "pass", "fail", "skip"
	elapsed   float64
	output    []string
}

// run holds what the stream said.
type run struct {
	w        io.Writer
	pkgs     map[string]*pkg
	order    []string
	tests    map[[2]string]*test
	done     []*test
	builds   map[string][]string // a build's output by import path
	first    time.Time
	last     time.Time
	nonJSON  []string
	topTests int
	// cpuCounted is set once a package's CPU time came (-cpu).
	cpuCounted bool
}

func newRun(w io.Writer, top int) *run {
	return &run{w: w, pkgs: map[string]*pkg{}, tests: map[[2]string]*test{}, builds: map[string][]string{}, topTests: top}
}

func (r *run) pkg(name string) *pkg {
	p := r.pkgs[name]
	if p == nil {
		p = &pkg{name: name}
		r.pkgs[name] = p
		r.order = append(r.order, name)
	}
	return p
}

// line takes one line of the stream: it keeps what the table needs and
// prints what go test without -json would print.
func (r *run) line(b []byte) {
	var e event
	if len(b) == 0 || b[0] != '{' || json.Unmarshal(b, &e) != nil {
		// go test itself writes a few lines that are not JSON (a
		// setup failure, for one).
		r.nonJSON = append(r.nonJSON, string(b))
		fmt.Fprintln(r.w, string(b))
		return
	}
	if !e.Time.IsZero() {
		if r.first.IsZero() {
			r.first = e.Time
		}
		r.last = e.Time
	}
	switch e.Action {
	case "build-output":
		r.builds[e.ImportPath] = append(r.builds[e.ImportPath], e.Output)
		return
	case "build-fail":
		fmt.Fprint(r.w, strings.Join(r.builds[e.ImportPath], ""))
		return
	}
	if e.Package == "" {
		return
	}
	p := r.pkg(e.Package)
	if e.Test == "" {
		switch e.Action {
		case "output":
			if c, ok := cpuOf(e.Output); ok {
				p.cpu = c
				r.cpuCounted = true
				return
			}
			p.output = append(p.output, e.Output)
		case "pass", "fail", "skip":
			p.elapsed = e.Elapsed
			p.result = map[string]string{"pass": "ok", "fail": "FAIL", "skip": "?"}[e.Action]
			r.finish(p)
		}
		return
	}
	key := [2]string{e.Package, e.Test}
	t := r.tests[key]
	if t == nil {
		t = &test{pkg: e.Package, name: e.Test}
		r.tests[key] = t
	}
	switch e.Action {
	case "output":
		t.output = append(t.output, e.Output)
	case "pass", "fail", "skip":
		t.result = e.Action
		t.elapsed = e.Elapsed
		r.done = append(r.done, t)
	}
}

// finish prints a package's result as go test does: the output of each
// failed test and of the package itself when it failed, and its summary
// line ("ok", "FAIL", "?") always.
func (r *run) finish(p *pkg) {
	if p.result == "FAIL" {
		for _, t := range r.done {
			if t.pkg == p.name && t.result == "fail" {
				fmt.Fprint(r.w, strings.Join(t.output, ""))
			}
		}
		// A test that never finished (a panic, a time-out) has its
		// output here too.
		for _, t := range r.tests {
			if t.pkg == p.name && t.result == "" {
				fmt.Fprint(r.w, strings.Join(t.output, ""))
			}
		}
		fmt.Fprint(r.w, strings.Join(p.output, ""))
		return
	}
	for _, o := range p.output {
		if strings.HasPrefix(o, "ok ") || strings.HasPrefix(o, "?") || strings.HasPrefix(o, "FAIL") {
			fmt.Fprint(r.w, o)
		}
	}
}

// leaf reports whether t has no subtests: its time is its own, not the
// sum of its subtests'.
func (r *run) leaf(t *test) bool {
	for k := range r.tests {
		if k[0] == t.pkg && strings.HasPrefix(k[1], t.name+"/") {
			return false
		}
	}
	return true
}

// table prints each package's time (slowest first), the slowest tests
// (those without subtests, whose time is their own) and the counts.
func (r *run) table(wall time.Duration) {
	w := r.w
	var pkgs []*pkg
	var sum, cpu float64
	for _, name := range r.order {
		if p := r.pkgs[name]; p.result == "ok" || p.result == "FAIL" {
			pkgs = append(pkgs, p)
			sum += p.elapsed
			cpu += p.cpu
		}
	}
	slices.SortStableFunc(pkgs, func(a, b *pkg) int { return cmp.Compare(b.elapsed, a.elapsed) })
	fmt.Fprintf(w, "\n== test times ==\n")
	if wall > 0 {
		fmt.Fprintf(w, "wall time %s (builds included); ", wall.Round(100*time.Millisecond))
	}
	fmt.Fprintf(w, "the packages' tests ran for %.1f s in all", sum)
	if r.cpuCounted {
		fmt.Fprintf(w, " and used %.1f s of CPU", cpu)
	}
	fmt.Fprintf(w, "\n\n%8s  ", "seconds")
	if r.cpuCounted {
		fmt.Fprintf(w, "%8s  ", "CPU s")
	}
	fmt.Fprintf(w, "%-4s  %s\n", "", "package")
	for _, p := range pkgs {
		fmt.Fprintf(w, "%8.1f  ", p.elapsed)
		if r.cpuCounted {
			fmt.Fprintf(w, "%8.1f  ", p.cpu)
		}
		fmt.Fprintf(w, "%-4s  %s\n", p.result, p.name)
	}
	var leaves []*test
	counts := map[string]int{}
	for _, t := range r.done {
		counts[t.result]++
		if r.leaf(t) {
			leaves = append(leaves, t)
		}
	}
	slices.SortStableFunc(leaves, func(a, b *test) int { return cmp.Compare(b.elapsed, a.elapsed) })
	n := min(r.topTests, len(leaves))
	fmt.Fprintf(w, "\nthe %d slowest tests:\n%8s  %s\n", n, "seconds", "test")
	for _, t := range leaves[:n] {
		fmt.Fprintf(w, "%8.1f  %s %s\n", t.elapsed, t.pkg, t.name)
	}
	fmt.Fprintf(w, "\ntests (subtests included): %d passed, %d failed, %d skipped\n", counts["pass"], counts["fail"], counts["skip"])
	for _, t := range r.done {
		if t.result == "skip" {
			fmt.Fprintf(w, "  skipped: %s %s\n", t.pkg, t.name)
		}
	}
}

// withJSON returns the go test command with -json after "test", and with
// cpu an -exec that runs each test binary through self -run-test.
func withJSON(args []string, cpu bool, self string) ([]string, error) {
	if len(args) < 2 || args[1] != "test" {
		return nil, errors.New("the command must be a go test command (go test ...)")
	}
	var add []string
	if !slices.Contains(args, "-json") {
		add = append(add, "-json")
	}
	if cpu {
		if slices.ContainsFunc(args, func(a string) bool { return a == "-exec" || strings.HasPrefix(a, "-exec=") }) {
			return nil, errors.New("-cpu runs the tests through -exec: the command cannot have its own")
		}
		if strings.ContainsAny(self, `'"`) {
			return nil, fmt.Errorf("-cpu: this program's path has a quote in it: %s", self)
		}
		add = append(add, "-exec", "'"+self+"' -run-test")
	}
	return slices.Concat(args[:2], add, args[2:]), nil
}

func main() {
	in := flag.String("in", "", "read a saved go test -json stream from this file (- for stdin) instead of running a command")
	save := flag.String("save", "", "also write the raw go test -json stream to this file")
	top := flag.Int("top", 10, "how many of the slowest tests to list")
	cpu := flag.Bool("cpu", false, "also count each package's CPU time (runs the test binaries through this program)")
	child := flag.Bool("run-test", false, "run the test binary that follows and print its CPU time (what -cpu passes to go test -exec)")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: testtimes [-cpu] [-save FILE] [-top N] go test [flags] [packages]\n       testtimes -in FILE\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *child {
		if flag.NArg() == 0 {
			fmt.Fprintln(os.Stderr, "-run-test: no test binary to run")
			os.Exit(2)
		}
		runTest(flag.Args())
		return
	}
	r := newRun(os.Stdout, *top)

	if *in != "" {
		f := os.Stdin
		if *in != "-" {
			var err error
			if f, err = os.Open(*in); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(2)
			}
		}
		read(r, f, nil)
		var wall time.Duration
		if !r.first.IsZero() {
			wall = r.last.Sub(r.first)
		}
		r.table(wall)
		return
	}

	self, err := os.Executable()
	if err != nil && *cpu {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	args, err := withJSON(flag.Args(), *cpu, self)
	if err != nil {
		flag.Usage()
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var raw io.Writer
	if *save != "" {
		f, err := os.Create(*save)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		defer f.Close()
		raw = f
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	read(r, out, raw)
	err = cmd.Wait()
	r.table(time.Since(start))
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			os.Exit(exit.ExitCode())
		}
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}

// read feeds every line of f to r, copying it to raw when that is not nil.
func read(r *run, f io.Reader, raw io.Writer) {
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<26)
	for sc.Scan() {
		if raw != nil {
			fmt.Fprintf(raw, "%s\n", sc.Bytes())
		}
		r.line(sc.Bytes())
	}
}
