package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"tallyman/assistant"
	"tallyman/assistant/gamekit"
	"tallyman/engines/words"
)

func newDoctor(g *globals) *cobra.Command {
	var o assistant.DoctorOptions
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "doctor",
		Short: "Check the laptop before a game: folder, network, phone pages",
		Long: `Check what a table needs before the game: that the saved games folder is
writable, which of this laptop's network addresses phones could use and
whether the phone port answers on each, and that the phone pages load.
Every problem comes with what to do about it (firewall, wrong network,
guest Wi-Fi). Only this laptop's own addresses are contacted.`,
		Example: "  tallyman doctor\n  tallyman doctor --port 8080",
		Args:    gamekit.ArgsBetween(0, 0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if o.Port < 0 || o.Port > 65535 {
				return fmt.Errorf("--port must be 0 (any free port) or 1-65535, not %d", o.Port)
			}
			o.Dir = g.dir
			r := assistant.Doctor(o)
			if asJSON {
				if err := writeJSONOut(cmd, r); err != nil {
					return err
				}
			} else {
				assistant.WriteDoctor(cmd.OutOrStdout(), r)
			}
			if n := r.Problems(); n > 0 {
				return fmt.Errorf("doctor found %s", words.Plural(n, "problem"))
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&o.Port, "port", 0, "the port the phones will use (default: a free one)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func writeJSONOut(cmd *cobra.Command, v any) error {
	enc := json.NewEncoder(cmd.OutOrStdout())
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
