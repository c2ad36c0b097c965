package phonetest

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto"
	"github.com/chromedp/chromedp"
)

// A wait outlives the page's document. chromedp's Poll evaluates its
// predicate in the execution context chromedp last recorded for the
// page's top frame, and does not survive a navigation. chromedp records
// contexts on a goroutine of its own, fed in order from the one that reads
// the browser's messages, while Navigate (and Reload) return as soon as
// that reader sees the load event: on a busy machine the wait that
// follows can start before the recorder has taken in that the old
// document's context was cleared, and asks the browser for a context it
// no longer has ("Cannot find context with specified id": OpenAt's wait
// for the live indicator on a kept page, whose last context was its
// about:blank's). A navigation during a wait (a reload) ends it with the
// same kind of error: "Execution context was destroyed" or "Inspected
// target navigated or closed". So a wait here starts again, in the new
// document, after any of these, within its own time limit.

// contextGone reports whether err is the browser's answer to an
// evaluation in an execution context that a navigation has destroyed.
func contextGone(err error) bool {
	var e *cdproto.Error
	if !errors.As(err, &e) {
		return false
	}
	for _, m := range []string{"Cannot find context with specified id", "Execution context was destroyed", "Inspected target navigated or closed"} {
		if strings.Contains(e.Message, m) {
			return true
		}
	}
	return false
}

// pollRetryPause is the pause before a wait starts again after its
// context was gone (chromedp's recorder catches up meanwhile).
const pollRetryPause = 10 * time.Millisecond

// pollPage runs the wait poll(timeout) (a chromedp.Poll or PollFunction
// with that polling timeout) on ctx's page, started again in the page's
// new document whenever a navigation destroyed the context it ran in
// (see contextGone), until it answers or timeout has passed in all.
func pollPage[T any](ctx context.Context, timeout time.Duration, poll func(timeout time.Duration) chromedp.Action[T]) (T, error) {
	deadline := time.Now().Add(timeout)
	for {
		v, err := chromedp.Run(ctx, poll(max(time.Until(deadline), time.Millisecond)))
		if err == nil || !contextGone(err) || time.Until(deadline) <= pollRetryPause {
			return v, err
		}
		time.Sleep(pollRetryPause)
	}
}

// ServedLog is the whole log the page at url (a seat's link) gets when
// its player opens the earlier moves: GET url/log, {"log": [...]}.
func ServedLog(t testing.TB, url string) []string {
	t.Helper()
	res, err := http.Get(url + "/log")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var got struct{ Log []string }
	if err := json.NewDecoder(res.Body).Decode(&got); err != nil {
		t.Fatal(err)
	}
	return got.Log
}
