//go:build !race

package phones

// raceBuild: see race_on_test.go.
const raceBuild = false
