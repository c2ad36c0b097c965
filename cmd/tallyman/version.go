package main

import (
	"github.com/spf13/cobra"

	"tallyman/assistant/buildinfo"
	"tallyman/assistant/gamekit"
)

// newVersion is `tallyman version`: the version, the commit and the build
// date (a release's, else what Go recorded; buildinfo.Read), and the Go
// version and system. `tallyman --version` prints the same.
func newVersion() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Say which tallyman this is: version, commit, build date",
		Long: `Print the version, the commit it was built from and the build date (for
a build from source, the commit's date), and the Go version and system.
Give these in a bug report. tallyman --version prints the same.`,
		Example: "  tallyman version\n  tallyman --version\n  tallyman version --json",
		Args:    gamekit.ArgsBetween(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			in := buildinfo.Read()
			if asJSON {
				return writeJSONOut(cmd, in)
			}
			_, err := cmd.OutOrStdout().Write([]byte(in.String()))
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
