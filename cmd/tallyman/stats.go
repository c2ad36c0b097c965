package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"tallyman/assistant"
	"tallyman/assistant/gamekit"
	"tallyman/assistant/journal"
	"tallyman/assistant/printing"
)

// newStats is `tallyman stats`: the group's history over every finished
// game in the folder of saved games.
func newStats(g *globals) *cobra.Command {
	var o assistant.StatsOptions
	var gamesFlag, playersFlag []string
	var since, until string
	var asJSON, asCSV, bom bool
	cmd := &cobra.Command{
		Use:   "stats",
		Short: "Statistics of every finished game: plays, wins, scores, records",
		Long: `Statistics over every finished game in the folder of saved games, of every
game: per player, plays, wins (a shared win counts as a win, and is said),
win rate, average, best and last score per game, and the record against
each other player; per game, plays, the average winning score and margin,
and the longest game. Games not finished are left out and listed.

Players are one person across games by name, with case, accents and
spacing ignored ("José", "jose"). A player who played under several names
is joined with --same "Ann=Anna" (the first name is shown), kept in
names.json in the folder; --apart Anna parts the name again.`,
		Example: "  tallyman stats\n  tallyman stats --game boxes --player Ann --since 2026-01-01\n  tallyman stats --same \"Ann=Anna\"\n  tallyman stats --json",
		Args:    gamekit.ArgsBetween(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if asJSON && asCSV {
				return fmt.Errorf("--json and --csv: choose one")
			}
			if !asCSV && cmd.Flags().Changed("bom") {
				return fmt.Errorf("--bom is for --csv")
			}
			o.Format = "text"
			if asJSON {
				o.Format = "json"
			}
			if asCSV {
				o.Format = "csv"
			}
			o.Filter.Games, o.Filter.Players = splitAll(gamesFlag), splitAll(playersFlag)
			var err error
			if o.Filter.Since, err = parseDay("--since", since); err != nil {
				return err
			}
			if o.Filter.Until, err = parseDay("--until", until); err != nil {
				return err
			}
			if !o.Filter.Since.IsZero() && !o.Filter.Until.IsZero() && o.Filter.Since.After(o.Filter.Until) {
				return fmt.Errorf("--since %s is after --until %s: no day is both (swap them?)", since, until)
			}
			dir, err := g.readDir()
			if err != nil {
				return err
			}
			return assistant.Stats(csvOut(cmd.OutOrStdout(), asCSV && bom), dir, o)
		},
	}
	cmd.Flags().StringSliceVar(&gamesFlag, "game", nil, "only these games (container, container:offshore, boxes, minicontainers, rivalseas; comma-separated)")
	cmd.Flags().StringArrayVar(&playersFlag, "player", nil, "only games every one of these players played (repeat, or comma-separated)")
	cmd.Flags().StringVar(&since, "since", "", "only games played on or after this day (YYYY-MM-DD)")
	cmd.Flags().StringVar(&until, "until", "", "only games played on or before this day (YYYY-MM-DD)")
	cmd.Flags().StringArrayVar(&o.Same, "same", nil, `names of one player, the name to show first: "Ann=Anna" (kept in the folder)`)
	cmd.Flags().StringArrayVar(&o.Apart, "apart", nil, "a name joined by --same to count as a player of its own again")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.Flags().BoolVar(&asCSV, "csv", false, "print CSV (one table: the column table says which rows are which)")
	cmd.Flags().BoolVar(&bom, "bom", csvBOMDefault, bomUsage)
	return cmd
}

// csvBOMDefault is whether a CSV starts with a UTF-8 byte-order mark
// when --bom is not given: yes on Windows, where Excel reads a CSV without
// one in the ANSI code page ("Ann 🎲" shown as "Ann ðŸŽ²"); no elsewhere,
// since Unix tools (and Go's encoding/csv, Python's csv without
// utf-8-sig) read the mark as part of the first column's name. A variable,
// so tests can be on Windows.
var csvBOMDefault = runtime.GOOS == "windows"

// bomUsage is the help of --bom.
const bomUsage = `start the CSV with a UTF-8 byte-order mark, which Excel needs to show names such as "Zoë" right (default on Windows; --bom=false for tools that read the mark as part of the first column's name)`

// csvOut is w, or with bom w writing the UTF-8 byte-order mark before the
// first bytes (none when nothing is written: a refusal before the CSV).
func csvOut(w io.Writer, bom bool) io.Writer {
	if !bom {
		return w
	}
	return &bomWriter{w: w}
}

// bomWriter writes the UTF-8 byte-order mark before the first Write.
type bomWriter struct {
	w       io.Writer
	started bool
}

func (b *bomWriter) Write(p []byte) (int, error) {
	if !b.started {
		b.started = true
		if _, err := io.WriteString(b.w, "\ufeff"); err != nil {
			return 0, err
		}
	}
	return b.w.Write(p)
}

// splitAll splits every value at commas, trimmed, empty parts dropped.
func splitAll(vals []string) []string {
	var out []string
	for _, v := range vals {
		for _, p := range strings.Split(v, ",") {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// parseDay reads a day given to flag as YYYY-MM-DD, in local time; ""
// is none.
func parseDay(flag, s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.ParseInLocation("2006-01-02", s, time.Local)
	if err != nil {
		return time.Time{}, fmt.Errorf("%s %q: give a day as YYYY-MM-DD, for example 2026-03-01", flag, s)
	}
	return t, nil
}

// newExport is `tallyman export GAME-ID`: a finished game as a play for
// the score apps.
func newExport(g *globals) *cobra.Command {
	var format, out string
	var bom bool
	cmd := &cobra.Command{
		Use:   "export [GAME-ID]",
		Short: "Write a finished game as a play for BG Stats or a spreadsheet",
		Long: `Write a finished game as a play for the score apps: --format bgstats
(default) writes BG Stats' play format (JSON: the game with its
BoardGameGeek id where one is known, the date, the playing time, each
player's score and rank, and the winners); --format csv the same as a
table. The play holds only what the end of the game shows everyone. With
no id, the finished game played most recently; - as --out writes to the
screen.`,
		Example: "  tallyman export container-20261129-174501-a1b2\n  tallyman export --format csv --out - boxes-2026",
		Args:    gamekit.ArgsBetween(0, 1),
		ValidArgsFunction: func(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			return completeGames(g, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, err := g.readDir()
			if err != nil {
				return err
			}
			id := ""
			if len(args) == 1 {
				id = args[0]
			}
			format = strings.ToLower(strings.TrimSpace(format)) // CSV is csv
			if format != "csv" && cmd.Flags().Changed("bom") {
				return fmt.Errorf("--bom is for --format csv")
			}
			bom = bom && format == "csv"
			if out == "-" {
				_, err := assistant.Export(csvOut(cmd.OutOrStdout(), bom), dir, id, format)
				return err
			}
			var b strings.Builder
			got, err := assistant.Export(csvOut(&b, bom), dir, id, format)
			if err != nil {
				return err
			}
			name := assistant.ExportName(got, format)
			if out == "" {
				out = name
			} else if fi, err := os.Stat(out); err == nil && fi.IsDir() {
				// A folder: the file goes in it, under its usual name.
				out = filepath.Join(out, name)
			} else if err := printing.FolderOut(out, filepath.Ext(name), name); err != nil {
				return err
			} else if ext := filepath.Ext(name); !strings.EqualFold(filepath.Ext(out), ext) {
				// So a saved game's .jsonl typed by mistake is never
				// overwritten; a folder not made yet is said first.
				if dir := printing.MissingFolder(out); dir != "" {
					return fmt.Errorf("--out %s: there is no folder %s (and the name does not end in %s): make the folder first, or give a file name ending in %s (such as %s) in a folder that exists, or - for the screen; nothing was written", out, dir, ext, ext, name)
				}
				return fmt.Errorf("--out %s does not end in %s: give a file name ending in %s (such as %s), a folder, or - for the screen; nothing was written", out, ext, ext, name)
			}
			replaced := ""
			if _, err := os.Stat(out); err == nil {
				replaced = " (in place of the file there)"
			}
			// Whole or not at all: a full disk keeps the file there.
			if err := journal.WriteFileAtomic(out, []byte(b.String())); err != nil {
				return printing.CannotWrite(out, err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Wrote %s%s.\n", printing.FullPath(out), replaced)
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "bgstats", "bgstats (BG Stats' play file, JSON) or csv")
	cmd.Flags().StringVarP(&out, "out", "o", "", "file or folder to write to (default: <game id>.bgstats.json or .csv in this folder; - for the screen)")
	cmd.Flags().BoolVar(&bom, "bom", csvBOMDefault, bomUsage)
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(assistant.ExportFormats, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}
