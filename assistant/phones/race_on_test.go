//go:build race

package phones

// raceBuild is set when the tests run with the race detector, under
// which sync.Pool drops some of what it is given back: encoding/json's
// pooled state is then allocated again now and then.
const raceBuild = true
