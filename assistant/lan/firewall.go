package lan

import "fmt"

// FirewallCheck is what a table is told, on system goos (runtime.GOOS's
// names), when a firewall on this laptop may keep phones from what (for
// example "TCP port 8080"): the firewall that system has and how to let
// tallyman through, port in the commands (0: "PORT"). It starts in lower
// case, to follow "If a phone cannot open the page, ". On Windows,
// Windows Defender Firewall asks the first time tallyman.exe listens; a
// "no" there adds a block rule that beats any port rule, hence the
// allowed-apps list first.
func FirewallCheck(goos, what string, port int) string {
	switch goos {
	case "windows":
		// The netsh command is longer than a line: a wrapped command
		// does not survive copy and paste, so the docs give it.
		return fmt.Sprintf("Windows Defender Firewall may block %s: when Windows asks, allow tallyman.exe on private networks, and let Windows call this Wi-Fi Private, not Public (Settings > Network & internet > Wi-Fi). Refused it before? Windows Security > Firewall & network protection > Allow an app through firewall: tick tallyman.exe, Private. To open one port instead, docs\\phones.md gives the netsh advfirewall command; then start with --port %s.",
			what, portWord(port))
	case "darwin":
		return fmt.Sprintf("the macOS firewall may block %s: when macOS asks, allow incoming connections to tallyman; or System Settings > Network > Firewall > Options.", what)
	}
	return fmt.Sprintf("a firewall on this laptop may block %s. Check it: Linux `sudo ufw status` (allow with `sudo ufw allow %s/tcp`) or `sudo nft list ruleset`; macOS System Settings > Network > Firewall; Windows Defender Firewall > Allow an app.", what, portWord(port))
}
