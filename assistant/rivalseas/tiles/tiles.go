package tiles

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"

	"tallyman/assistant/journal"
	rs "tallyman/engines/rivalseas"
	"tallyman/engines/rivalseas/seamap"
)

//go:embed tiles.html
var tilesPage []byte

// TileEditor is the tile editor of `tallyman rivalseas tiles`: a page
// that draws the four double-sided sea tiles as hexes for the group to
// tap into the likeness of its printed tiles, and saves them into the
// board file at Path (the board's other numbers kept). Serve it with
// Handler; it is safe for concurrent requests.
type TileEditor struct {
	Path string // the board file saved to
	mu   sync.Mutex
	b    *rs.Board
}

// NewTileEditor edits the tiles of board b (nil: built in), saving to
// path. A board without the group's tiles starts the editor on blank
// tiles: the stand-in tiles' outline, all sea.
func NewTileEditor(b *rs.Board, path string) *TileEditor {
	if b == nil {
		b = rs.DefaultBoard()
	}
	return &TileEditor{Path: path, b: b}
}

// tileCompany is a company as the page offers it.
type tileCompany struct {
	Key    string `json:"key"`
	Name   string `json:"name"`
	Colour string `json:"colour"`
}

// tilesState is what GET /tiles answers.
type tilesState struct {
	Tiles     []seamap.Tile  `json:"tiles"`
	Pattern   seamap.Pattern `json:"pattern"`
	Companies []tileCompany  `json:"companies"`
	Own       bool           `json:"own"`
	Path      string         `json:"path"`
	Rules     []string       `json:"rules"`
}

// fieldJSON is a laid-out field for the page: every hex in place, how to
// lay each tile, and the rule check.
type fieldJSON struct {
	Hexes       []fieldHexJSON     `json:"hexes"`
	Placements  []seamap.Placement `json:"placements"`
	Description []string           `json:"description"`
	Check       string             `json:"check"`
	Valid       int                `json:"valid"`
}

type fieldHexJSON struct {
	Q       int            `json:"q"`
	R       int            `json:"r"`
	Terrain seamap.Terrain `json:"terrain"`
	Name    string         `json:"name,omitempty"`
	Tile    int            `json:"tile"`
	Centre  bool           `json:"centre,omitempty"` // the tile's own (0,0): its label goes here
}

// blankTiles are four tiles of the stand-in outline, all sea on both
// sides (A and B).
func blankTiles() []seamap.Tile {
	var out []seamap.Tile
	for i, t := range seamap.DefaultTiles() {
		nt := seamap.Tile{ID: i + 1}
		for s := range t.Sides {
			nt.Sides[s].Name = t.Sides[s].Name
			for _, h := range t.Sides[s].Hexes {
				nt.Sides[s].Hexes = append(nt.Sides[s].Hexes, seamap.Hex{Coord: h.Coord, Terrain: seamap.Sea})
			}
		}
		out = append(out, nt)
	}
	return out
}

// Handler serves the page (GET /), the tiles (GET /tiles), saving (POST
// /tiles: {"tiles": [...]} checked and written), a laid-out field (POST
// /layout: {"tiles": [...], "draw": true for a random valid layout, else
// tile n on slot n, side A, first turn}) and the text form (POST
// /text/export: {"tiles"} gives {"text"}; POST /text/import: {"text"}
// gives {"tiles"}). Errors answer 400 with {"error": "..."}.
func (e *TileEditor) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		_, _ = w.Write(tilesPage)
	})
	mux.HandleFunc("GET /tiles", func(w http.ResponseWriter, _ *http.Request) {
		e.mu.Lock()
		b := e.b
		e.mu.Unlock()
		st := tilesState{Pattern: b.Pattern, Own: b.HasOwnTiles(), Path: e.Path, Rules: seamap.RuleLines(b.Pattern)}
		if st.Own {
			st.Tiles = b.Tiles
		} else {
			st.Tiles = blankTiles()
		}
		for _, c := range b.Companies {
			st.Companies = append(st.Companies, tileCompany{Key: string(c.Key), Name: c.Name, Colour: c.Colour})
		}
		writeJSON(w, http.StatusOK, st)
	})
	mux.HandleFunc("POST /tiles", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			Tiles []seamap.Tile `json:"tiles"`
		}
		if !readJSON(w, r, &in) {
			return
		}
		n, err := e.Save(in.Tiles)
		if err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"saved": e.Path, "valid": n})
	})
	mux.HandleFunc("POST /layout", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			Tiles []seamap.Tile `json:"tiles"`
			Draw  bool          `json:"draw"`
		}
		if !readJSON(w, r, &in) {
			return
		}
		f, err := e.field(in.Tiles, in.Draw)
		if err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, f)
	})
	mux.HandleFunc("POST /text/export", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			Tiles []seamap.Tile `json:"tiles"`
		}
		if !readJSON(w, r, &in) {
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"text": seamap.FormatText(in.Tiles)})
	})
	mux.HandleFunc("POST /text/import", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			Text string `json:"text"`
		}
		if !readJSON(w, r, &in) {
			return
		}
		tiles, err := seamap.ParseText(in.Text)
		if err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"tiles": tiles})
	})
	return mux
}

// Save checks tiles as the board check does (seamap.Validate, and
// seamap.Playable: the four companies on the tiles and a town on every
// side; the board's Check: towns against the demand markers) and that some layout
// keeps both setup rules, then writes the board file with them (its other
// numbers kept; "tiles" and "towns" leave the assumed list: the tiles are
// the group's own). It returns the number of valid layouts.
func (e *TileEditor) Save(tiles []seamap.Tile) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	nb, err := withTiles(e.b, tiles)
	if err != nil {
		return 0, err
	}
	n, err := seamap.Count(nb.Tiles, nb.Pattern)
	if err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, seamap.ErrNoValidLayout
	}
	var buf bytes.Buffer
	if err := nb.Dump(&buf); err != nil {
		return 0, err
	}
	// Read back as a game would: the file must load.
	if _, err := rs.LoadBoard(bytes.NewReader(buf.Bytes())); err != nil {
		return 0, err
	}
	if err := journal.WriteFileAtomic(e.Path, buf.Bytes()); err != nil {
		return 0, fmt.Errorf("saving %s: %v", e.Path, err)
	}
	e.b = nb
	return n, nil
}

// withTiles is a copy of b with the group's tiles, checked.
func withTiles(b *rs.Board, tiles []seamap.Tile) (*rs.Board, error) {
	if len(tiles) == 0 {
		return nil, errors.New("no tiles to save")
	}
	var buf bytes.Buffer
	if err := b.Dump(&buf); err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(buf.Bytes(), &m); err != nil {
		return nil, err
	}
	var assumed []rs.Assumption
	_ = json.Unmarshal(m["assumed"], &assumed)
	assumed = slices.DeleteFunc(assumed, func(a rs.Assumption) bool { return a.Field == "tiles" || a.Field == "towns" })
	m["assumed"], _ = json.Marshal(assumed)
	m["tiles"], _ = json.Marshal(tiles)
	out, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	return rs.LoadBoard(bytes.NewReader(out))
}

// field lays tiles out: a random valid layout (draw), else tile n on slot
// n, side A, the slot's first turn, with the rule check of that layout.
func (e *TileEditor) field(tiles []seamap.Tile, draw bool) (fieldJSON, error) {
	e.mu.Lock()
	pat := e.b.Pattern
	e.mu.Unlock()
	var out fieldJSON
	valid := seamap.Validate(tiles, pat)
	if valid == nil {
		valid = seamap.Playable(tiles)
	}
	var l seamap.Layout
	if draw {
		if valid != nil {
			return out, valid
		}
		ls, err := seamap.NewLayouts(tiles, pat)
		if err != nil {
			return out, err
		}
		out.Valid = ls.Count()
		if l, err = ls.Generate(rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))); err != nil {
			return out, err
		}
	} else {
		if len(tiles) < len(pat.Slots) {
			return out, fmt.Errorf("%d tiles for %d slots", len(tiles), len(pat.Slots))
		}
		for i, s := range pat.Slots {
			l.Placements = append(l.Placements, seamap.Placement{Slot: i, Tile: tiles[i].ID, Turn: s.Turns[0]})
		}
		out.Valid = -1
		if valid == nil {
			out.Valid, _ = seamap.Count(tiles, pat)
		}
	}
	f, err := seamap.Field(tiles, pat, l)
	if err != nil {
		return out, err
	}
	for _, h := range f.Hexes {
		out.Hexes = append(out.Hexes, fieldHexJSON{Q: h.Q, R: h.R, Terrain: h.Terrain, Name: h.Name, Tile: h.Tile, Centre: h.Local == seamap.Coord{}})
	}
	out.Placements = l.Placements
	out.Description = seamap.Describe(tiles, pat, l)
	switch err := seamap.Check(tiles, pat, l); {
	case valid != nil:
		out.Check = "not yet a set of tiles to play: " + valid.Error()
	case err != nil:
		out.Check = err.Error()
	default:
		out.Check = "both rules hold"
	}
	return out, nil
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(v); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "not understood: " + err.Error()})
		return false
	}
	return true
}

// ServeTiles runs the tile editor on ip:port (port 0: any free port) until
// ctx ends or a line is read from stop (Enter at the laptop), saying on w
// where to open it. Errors: the address cannot be listened on.
func ServeTiles(ctx context.Context, w io.Writer, stop io.Reader, e *TileEditor, ip string, port int) error {
	ln, err := net.Listen("tcp", net.JoinHostPort(ip, fmt.Sprint(port)))
	if err != nil {
		return fmt.Errorf("tile editor: %v", err)
	}
	srv := &http.Server{Handler: e.Handler(), ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	fmt.Fprintf(w, "Tile editor: open http://%s/ in a browser (on this laptop). It saves to %s.\n", ln.Addr(), e.Path)
	fmt.Fprintln(w, "Press Enter here (or Ctrl-C) to stop.")
	lineRead := make(chan struct{})
	go func() {
		buf := make([]byte, 1)
		for {
			n, err := stop.Read(buf)
			if n == 1 && buf[0] == '\n' {
				close(lineRead)
				return
			}
			if err != nil {
				return // no keyboard (stdin closed): serve until interrupted
			}
		}
	}()
	select {
	case <-ctx.Done():
	case <-lineRead:
	case err := <-done:
		return err
	}
	sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = srv.Shutdown(sctx)
	fmt.Fprintln(w, "Tile editor stopped.")
	return nil
}
