package stats

import (
	"testing"

	"tallyman/printables/internal/pdftest"
)

func TestMain(m *testing.M) { pdftest.Main(m) }
