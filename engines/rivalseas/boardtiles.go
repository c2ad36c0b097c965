package rivalseas

// StandInTiles reports whether the board's sea tiles are tallyman's
// stand-in ones (the board lists "tiles" among its assumed values): the
// tiles of the real box are printed, not given in the rules text.
func (b *Board) StandInTiles() bool {
	for _, a := range b.AssumedFields {
		if a.Field == "tiles" {
			return true
		}
	}
	return false
}

// HasOwnTiles reports whether the board holds the group's transcribed
// tiles (drawn in the tile editor): tiles that are not the stand-ins.
func (b *Board) HasOwnTiles() bool { return len(b.Tiles) > 0 && !b.StandInTiles() }
