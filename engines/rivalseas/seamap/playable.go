package seamap

import (
	"errors"
	"fmt"
)

// Playable checks that tiles, which Validate accepts as data, hold what a
// game of Rival Seas needs on its field, and returns every shortfall
// joined in one error (errors.Join), or nil:
//
//   - each of the four companies (CompanyKeys) on some tile: the game has
//     containers, shares and navigation points in the 4 company colours
//     (rival-seas.txt, "Components"), and each is produced at and loaded
//     from its company's hex and port;
//   - a town on every side of every tile, so that every layout has towns
//     to deliver to: the tiles "contain ports, towns, companies and
//     navigable water" ("Anatomy of a Sea Tile"). Rules decision: the
//     text gives no count of towns; the stand-in tiles have one or two on
//     each side, and a side without any is taken as one not drawn yet.
//
// A set half drawn in the tile editor (one tile, one company) fails it.
func Playable(tiles []Tile) error {
	var errs []error
	on := map[string]bool{}
	for _, t := range tiles {
		for si, side := range t.Sides {
			town := false
			for _, h := range side.Hexes {
				switch h.Terrain {
				case Company, CompanyPort:
					on[h.Name] = true
				case Town:
					town = true
				}
			}
			if !town {
				name := side.Name
				if name == "" {
					name = fmt.Sprint(si)
				}
				errs = append(errs, fmt.Errorf("sea tiles: tile %d side %s has no town; every side of a tile shows a town and its port (the tiles contain \"ports, towns, companies and navigable water\")", t.ID, name))
			}
		}
	}
	for _, c := range CompanyKeys {
		if !on[c] {
			errs = append(errs, fmt.Errorf("sea tiles: company %s (%s) is on no tile; each of the four companies has its hex and port on a tile", c, CompanyTitle(c)))
		}
	}
	return errors.Join(errs...)
}
