package seamap

import (
	"testing"

	"tallyman/engines/seeded"
)

// BenchmarkGenerate lays out the default tiles from a seed: validation,
// counting every valid layout and building the chosen one.
func BenchmarkGenerate(b *testing.B) {
	tiles, pattern := DefaultTiles(), DefaultPattern()
	var seed uint64
	for b.Loop() {
		seed++
		if _, err := Generate(tiles, pattern, seeded.Rand(seed, 0)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCount counts the valid layouts of the default tiles.
func BenchmarkCount(b *testing.B) {
	tiles, pattern := DefaultTiles(), DefaultPattern()
	for b.Loop() {
		if _, err := Count(tiles, pattern); err != nil {
			b.Fatal(err)
		}
	}
}
