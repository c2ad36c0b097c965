package main

import (
	"strings"
	"testing"
)

// TestCompletionRefusesAnUnknownShell: `tallyman completion SHELL` writes
// the script of each shell it knows, and refuses another one naming the
// shells it knows (it printed the help and ended with 0, as if it had
// worked); with no shell it shows its help.
func TestCompletionRefusesAnUnknownShell(t *testing.T) {
	tests := []struct {
		args     []string
		outStart string // what the output starts with, when it works
		err      string
	}{
		{args: []string{"bash"}, outStart: "# bash completion V2 for tallyman"},
		{args: []string{"zsh"}, outStart: "#compdef tallyman"},
		{args: []string{"fish"}, outStart: "# fish completion for tallyman"},
		{args: []string{"powershell"}, outStart: "# powershell completion for tallyman"},
		{args: nil, outStart: "Shell completion script for bash, zsh, fish or powershell"},
		{args: []string{"tcsh"}, err: `no completion for "tcsh": the shells are bash, zsh, fish and powershell`},
		{args: []string{"Bash"}, err: `no completion for "Bash": the shells are bash, zsh, fish and powershell`},
		{args: []string{"tcsh", "bash"}, err: `no completion for "tcsh": the shells are bash, zsh, fish and powershell`},
	}
	for _, tc := range tests {
		t.Run(strings.Join(append([]string{"completion"}, tc.args...), " "), func(t *testing.T) {
			out, err := run(t, "", append([]string{"completion"}, tc.args...)...)
			switch {
			case tc.err != "":
				if err == nil || err.Error() != tc.err {
					t.Errorf("error %v, want %s", err, tc.err)
				}
				if out != "" {
					t.Errorf("printed:\n%s", out)
				}
			case err != nil || !strings.HasPrefix(out, tc.outStart):
				t.Errorf("%v; output starts %q, want %q", err, out[:min(len(out), 60)], tc.outStart)
			}
		})
	}
}

// TestHelpGivesPowerShellSyntax: Windows users (README recommends
// PowerShell) are given the PowerShell form beside cmd's and Unix's: the
// data folder as $env:APPDATA, the variable as $env:ACCESSIBLE=1, and
// completion's example for powershell (it showed only bash's).
func TestHelpGivesPowerShellSyntax(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"--help"}, []string{`%AppData%\tallyman (in PowerShell, $env:APPDATA\tallyman)`, "(PowerShell: $env:ACCESSIBLE=1; cmd: set\nACCESSIBLE=1)"}},
		{[]string{"completion", "--help"}, []string{"tallyman completion bash >", "tallyman completion powershell | Out-String | Invoke-Expression", "powershell  Write the completion script for powershell"}},
		{[]string{"completion", "powershell", "--help"}, []string{"Invoke-Expression\n  # this window; the same line in your $PROFILE file: every window"}},
	} {
		out, err := run(t, "", tc.args...)
		if err != nil {
			t.Fatal(err)
		}
		wantAll(t, strings.Join(tc.args, " "), out, tc.want...)
	}
}
