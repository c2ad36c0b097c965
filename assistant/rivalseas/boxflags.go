package rivalseas

import (
	"fmt"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"tallyman/assistant/gamekit"
	"tallyman/assistant/lan"
	"tallyman/assistant/rivalseas/tiles"
	rs "tallyman/engines/rivalseas"
)

// The command-line part of the group's own box: --tiles and --towns, the
// board the tile editor saved, and `tallyman rivalseas tiles`.

// boxFlags adds --tiles and --towns (the group's own box) to cmd.
func boxFlags(cmd *cobra.Command, tiles, towns *string) {
	cmd.Flags().StringVar(tiles, "tiles", "own", "rivalseas: sea tiles: own (yours: drawn in tallyman rivalseas tiles, else untranscribed, laid blind) or demo (tallyman's stand-in tiles)")
	cmd.Flags().StringVar(towns, "towns", "", "rivalseas: the towns printed on your untranscribed tiles, comma-separated (a new game keeps them in rivalseas-box.json in the data folder for later setups and prints)")
}

// boardFrom reads the board file at path, else (unless tiles is demo: the
// built-in stand-in tiles) the board the tile editor saved in the data
// folder (SavedBoardFile) when there is one, else the built-in board; the
// name says which file was read ("" for the built-in board).
func boardFrom(dataDir func() (string, error), path, tiles string) (*rs.Board, string, error) {
	return boardFromWith(dataDir, path, tiles, LoadBoard)
}

// boardFromWith is boardFrom reading the file with load (LoadBoard, or
// LoadBoardToEdit for the tile editor).
func boardFromWith(dataDir func() (string, error), path, tiles string, load func(string) (*rs.Board, error)) (*rs.Board, string, error) {
	if path == "" {
		if strings.EqualFold(strings.TrimSpace(tiles), TilesDemo) {
			return rs.DefaultBoard(), "", nil
		}
		dir, err := dataDir()
		if err != nil {
			return rs.DefaultBoard(), "", nil
		}
		saved := filepath.Join(dir, SavedBoardFile)
		if _, err := os.Stat(saved); err != nil {
			return rs.DefaultBoard(), "", nil
		}
		path = saved
	}
	b, err := load(path)
	return b, path, err
}

// townsFrom resolves --tiles and --towns for setup and print, which ask
// nothing (BoxTileOptions, with the data folder's box profile).
func townsFrom(dataDir func() (string, error), b *rs.Board, tiles, towns string) (rs.Options, error) {
	dir, _ := dataDir()
	return BoxTileOptions(b, tiles, ParseTowns(towns), dir)
}

// tilesCommand is `tallyman rivalseas tiles [--board FILE] [--ip A]
// [--port N]`: the tile editor (see ServeTiles).
func tilesCommand(dataDir func() (string, error)) *cobra.Command {
	var board, ip string
	var port int
	cmd := &cobra.Command{
		Use:   "tiles [--board FILE] [--ip A] [--port N]",
		Short: "Draw your printed sea tiles hex by hex in a browser",
		Long: `Serve the tile editor on this laptop: a page that draws each of the four
double-sided sea tiles as hexes. A tap on a hex turns it into the next
terrain (sea, sandbank, rocks, town, town port, company, company port); a
town gets its name, a company its colour; hexes are added or removed at a
tile's edge; the setup pattern shows the four tiles in place, and a text
form (one line per row of hexes) can be written out and pasted back.

Saving checks the tiles as the board check does and writes them into the
board file: --board FILE, else rivalseas-board.json in the data folder,
which tallyman new, setup and print rivalseas then use. From then on
layouts are drawn from your tiles and both layout rules are checked on
them. The page is served on 127.0.0.1 (this laptop only) unless --ip says
otherwise. Press Enter to stop.`,
		Example: "  tallyman rivalseas tiles\n  tallyman rivalseas tiles --board board.json --port 8090",
		Args:    gamekit.ArgsBetween(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) (err error) {
			if net.ParseIP(ip) == nil {
				return fmt.Errorf("--ip %q is not an IP address (for example 127.0.0.1 or 192.168.1.20)", ip)
			}
			if err := lan.CheckOwnIP(ip); err != nil {
				return fmt.Errorf("--ip %w", err)
			}
			// Tiles not drawn whole yet are opened, to be finished.
			var b *rs.Board
			path := board
			if _, serr := os.Stat(board); board != "" && serr != nil {
				b = rs.DefaultBoard() // a new board file: the built-in numbers and your tiles
			} else if b, path, err = boardFromWith(dataDir, board, "", LoadBoardToEdit); err != nil {
				return err
			}
			if path == "" {
				dir, err := dataDir()
				if err != nil {
					return err
				}
				path = filepath.Join(dir, SavedBoardFile)
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
			defer stop()
			return tiles.ServeTiles(ctx, cmd.OutOrStdout(), cmd.InOrStdin(), tiles.NewTileEditor(b, path), ip, port)
		},
	}
	cmd.Flags().StringVar(&board, "board", "", "the board file to read and save (default: rivalseas-board.json in the data folder)")
	cmd.Flags().StringVar(&ip, "ip", "127.0.0.1", "the address to serve on (default this laptop only)")
	cmd.Flags().IntVar(&port, "port", 8090, "the port to serve on (0: any free port)")
	return cmd
}
