// Package pdfkit is the PDF kit every game's documents are drawn with
// (printables/<game>): paper sizes, the embedded fonts and what prints
// when they lack a character, rich text flowed in columns, tables, line
// and bar charts, cut marks, player aid cards and score pad tables, and the
// game-neutral QR join cards. It imports no game's engine: a game passes
// its numbers, names and colours in as plain values.
//
// A Doc is one PDF on A4 or US Letter paper; lengths are millimetres from
// the page's top left corner, text sizes points. Text is set in the Go
// fonts, embedded from golang.org/x/image/font/gofont as UTF-8 TrueType
// subsets, so names such as "Zoë" and "Łukasz" print as typed; a character
// the Go fonts lack (Hebrew, Arabic, Chinese...) is drawn in a font of
// this computer that has it (fonts.go), Arabic joined (arabic.go),
// right-to-left names in their order (bidi.go); one no font has (emoji)
// prints as "?", with the player's seat beside the name, and is noted once
// per name (fallback.go). Colour is chosen to
// read in greyscale too, and never carries meaning on its own: every
// colour swatch is named, every chart line has its own dash pattern and
// marker and is labelled at its end. Cards to be cut out have cut marks.
package pdfkit
