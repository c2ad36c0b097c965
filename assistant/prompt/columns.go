package prompt

import "tallyman/assistant/cellwidth"

// Width is how many terminal cells s takes, as the terminal tallyman
// runs in most likely shows it (cellwidth.Align): a CJK letter or an
// emoji two, a combining accent none, an escape sequence none, an emoji
// sequence ("👋🏽") 2 or each of its code points, as that terminal draws
// it. Every table that lines text up measures with it.
func Width(s string) int { return cellwidth.Align(s) }

// FitWidth is the most cells s can take in any terminal (cellwidth.Fit:
// "👋🏽" 4, where Width may say 2): lines are wrapped with it, so no
// terminal draws a line longer than the terminal is wide. (A table is
// lined up, and fitted to a line, by Width: Width is FitWidth where
// the environment does not tell the terminal.)
func FitWidth(s string) int { return cellwidth.Fit(s) }
