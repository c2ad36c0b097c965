package prompt

import (
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
)

// formTheme is the look of every full-screen form: huh's Charm theme,
// with the chosen button of a yes-or-no question (Confirm) in brackets,
// "[ Yes ]   No  ", the other as wide in spaces. Colour was the only sign
// of which was chosen, and with NO_COLOR set (or a terminal without
// colours) the two buttons looked alike. A menu's cursor ("> ") and a
// MultiSelect's marks ("✓ " chosen, "• " not) are signs without colour.
func formTheme() *huh.Theme {
	t := huh.ThemeCharm()
	chosen := lipgloss.Border{Left: "[", Right: "]"}
	other := lipgloss.Border{Left: " ", Right: " "}
	for _, s := range []*huh.FieldStyles{&t.Focused, &t.Blurred} {
		s.FocusedButton = s.FocusedButton.Padding(0, 1).Border(chosen, false, true)
		s.BlurredButton = s.BlurredButton.Padding(0, 1).Border(other, false, true)
	}
	return t
}
