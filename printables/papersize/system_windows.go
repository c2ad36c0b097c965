package papersize

import (
	"golang.org/x/sys/windows/registry"

	"tallyman/printables/pdfkit"
)

// systemPaper is the paper of the user's regional format (Settings, Time &
// language, Language & region, Regional format): the values Windows keeps for it under
// HKEY_CURRENT_USER\Control Panel\International, which GetLocaleInfoEx
// reads for the user's locale (fromInternational). No key, or neither
// value: none (false).
func systemPaper() (pdfkit.Paper, bool) {
	k, err := registry.OpenKey(registry.CURRENT_USER, `Control Panel\International`, registry.QUERY_VALUE)
	if err != nil {
		return pdfkit.Paper{}, false
	}
	defer k.Close()
	return fromInternational(func(name string) string {
		v, _, err := k.GetStringValue(name)
		if err != nil {
			return ""
		}
		return v
	})
}
