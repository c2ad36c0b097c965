package seamap

// Route returns a shortest route over the field from hex from to hex to: the
// hexes in order, from and to included, every hex between them on the field
// and accepted by pass. rival-seas.txt 5.4 "Set sail": a ship sails "from a
// single port to a single port" along "a continuous route ... every hex
// along the route contains a Navigation Point"; the engine passes a pass
// that accepts hexes holding a navigation point (and ports, which ships may
// sail through). from and to themselves are not tested with pass. Among
// routes of equal length the one found first (neighbours in Directions order)
// is returned, so the answer is stable. It returns nil when from or to is not
// on the field or no route exists, and [from] when from == to.
func Route(f *PlayField, from, to Coord, pass func(FieldHex) bool) []Coord {
	if _, ok := f.At(from); !ok {
		return nil
	}
	if _, ok := f.At(to); !ok {
		return nil
	}
	if from == to {
		return []Coord{from}
	}
	prev := map[Coord]Coord{from: from}
	queue := []Coord{from}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, n := range Neighbors(c) {
			if _, seen := prev[n]; seen {
				continue
			}
			h, ok := f.At(n)
			if !ok {
				continue
			}
			if n == to {
				route := []Coord{to}
				for p := c; p != from; p = prev[p] {
					route = append(route, p)
				}
				route = append(route, from)
				for i, j := 0, len(route)-1; i < j; i, j = i+1, j-1 {
					route[i], route[j] = route[j], route[i]
				}
				return route
			}
			if !pass(h) {
				continue
			}
			prev[n] = c
			queue = append(queue, n)
		}
	}
	return nil
}
