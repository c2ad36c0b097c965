// Package printables builds the PDF documents a table plays with: player
// aids, score pads, QR join cards, setup sheets and the end-of-game report.
//
// Every number on a page comes from the engines' data (for Container,
// container.Classic, its Rules methods and container.Cards); none is typed
// again here. The package imports the engines and never the assistant: what
// a document needs beyond engine data (player names, phone links, a finished
// game's history) arrives as plain values.
//
// A Doc is one PDF on A4 or US Letter paper. Text is set in the Go fonts,
// embedded from golang.org/x/image/font/gofont as UTF-8 TrueType subsets,
// so names such as "Zoë" and "Łukasz" print as typed; a character the Go
// fonts lack (Hebrew, Arabic, Chinese, emoji) prints as "?" and is noted
// once per name (see printable in fallback.go). Colour is chosen to
// read in greyscale too, and never carries meaning on its own: every colour
// swatch is named, every chart line has its own dash pattern and marker and
// is labelled at its end. Cards to be cut out have cut marks.
package printables
