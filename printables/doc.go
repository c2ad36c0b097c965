// Package printables builds the PDF aids (player aids, score pads, setup
// sheets, QR join cards) from engine data, never from copied numbers. It
// imports the engines and never the assistant. The documents themselves
// arrive with the printables issue; this package holds their place in the
// layout.
package printables
