// tallyman phone and table pages: the laptop's view (public part merged
// with the seat's private part, see merge) live over EventSource, else
// polling /view. No framework, nothing from the internet; text goes in
// with textContent, never as HTML.
//
// A player's page, top first: what to do now (now, message, bid form,
// confirm, choices, reveal), their panels, whose turn, the latest moves,
// the public panels. The table page (mode "table") shows the public
// part only: whose turn and who is awaited, the auction, the panels.
(function () {
  'use strict';

  var body = document.body;
  var mode = body.getAttribute('data-mode') || 'player';
  var table = mode === 'table';
  var base = location.pathname.replace(/\/+$/, '');
  var app = document.getElementById('app');
  var conn = document.getElementById('conn');
  var pageName = body.getAttribute('data-name') || '';

  // The server's heartbeat interval (ms): with the stream open, a beat or
  // a view arrives at least this often. Two missed beats (plus a margin
  // for a busy phone) mean the laptop is frozen, asleep or gone.
  var beatMs = parseInt(body.getAttribute('data-beat'), 10) || 15000;
  function lostAfter() { return 2 * beatMs + 2000; }

  var view = null; // the latest View shown
  var es = null; // the EventSource, when open or connecting
  var pollTimer = null;
  var pollFails = 0; // polls failed in a row: the pause grows with them
  var retryTimer = null;
  var retries = 0; // streams closed in a row: the pause grows with them
  var gone = false; // the token no longer works
  var live = false; // the stream is open and heard from
  var closed = false; // the laptop said it closed tallyman (event "bye")
  var state = 'start'; // the connection state shown
  var heardAt = Date.now(); // the last view or heartbeat from the laptop

  // Page state that survives re-renders: the bid being typed, the action
  // waiting for its confirm step, the last error (and whether it was the
  // network's), the want the player was last called for, the form this
  // tab sent a bid from, a bid sealed elsewhere that took the form
  // ({sealed, typed}).
  var bidKey = '';
  var draft = '';
  var draftBluffs = 0; // the bluff cards chosen with it
  var pending = null; // {action, question, key, began: version}
  var sending = false;
  var errorText = '';
  var errorNet = false;
  var wantedKey = '';
  var rendered = false;
  var sentFor = '';
  var elsewhere = null;
  var bidSeen = 0; // the version of the last view with a bid form
  var askKey = base + '#ask', askRestored = false, askKept = ''; // keepAsk

  // A phone passed to the next player opens their link in the same tab:
  // what this tab keeps for any other seat (a typed bid, a secret, under
  // its link, link#ask; a half-made move under link#move, moves.js) is deleted as
  // this seat's page opens, so Back to that link shows it empty. A page
  // a browser kept whole and shows again on Back (pageshow, persisted)
  // empties its field when that seat's typed bid was deleted so.
  if (!table) {
    try {
      for (var si = sessionStorage.length - 1; si >= 0; si--) {
        var sk = sessionStorage.key(si);
        if (sk !== base && sk !== base + '#move' && sk !== askKey) sessionStorage.removeItem(sk);
      }
    } catch (e) { /* no storage */ }
    window.addEventListener('pageshow', function (e) {
      var field = document.getElementById('amount');
      try { if (!e.persisted || !(draft || draftBluffs) || sessionStorage.getItem(base) !== null) return; } catch (er) { return; }
      draft = '';
      draftBluffs = 0;
      if (field) field.value = '';
      var none = document.getElementById('bluffs0');
      if (none) none.checked = true;
    });
  }

  // isolate sets each right-to-left run of t (a name in Arabic or
  // Hebrew script) apart from the text around it, between FIRST STRONG
  // ISOLATE and POP DIRECTIONAL ISOLATE. Without them, Unicode's
  // bidirectional rules read "$2" after Arabic letters as part of the
  // Arabic: "Bids: محمد $2, Bob $17" showed "2$" left of the name.
  var rtl = '\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF';
  var rtlAny = new RegExp('[' + rtl + ']');
  var rtlRun = new RegExp('[' + rtl + '](?:[' + rtl + '\\s\'’.-]*[' + rtl + '])?', 'g');
  function isolate(t) {
    if (typeof t !== 'string' || !rtlAny.test(t)) return t;
    return t.replace(rtlRun, function (m) { return '\u2068' + m + '\u2069'; });
  }

  function h(tag, attrs, kids) {
    var el = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        if (k === 'text') el.textContent = isolate(attrs[k]);
        else if (k === 'class') el.className = attrs[k];
        else if (k === 'on') Object.keys(attrs.on).forEach(function (e) { el.addEventListener(e, attrs.on[e]); });
        else el.setAttribute(k, attrs[k]);
      });
    }
    (kids || []).forEach(function (c) {
      if (c) el.appendChild(typeof c === 'string' ? document.createTextNode(isolate(c)) : c);
    });
    return el;
  }

  // money writes n as the laptop does: "$5", "3,400 ECU" (thousands
  // with a comma), "1 credit" (a unit after the number is a plural: for 1
  // its final s is dropped).
  function moneyOf(n) { return money(n); }

  function money(n) {
    var s = grouped(n);
    if (view && view.unit_after) return s + ' ' + ((n === 1 || n === -1) ? view.unit_after.replace(/s$/, '') : view.unit_after);
    // Below zero the sign comes first: "-$11".
    return (n < 0 ? '-' : '') + ((view && view.unit) || '$') + s.replace(/^-/, '');
  }

  function grouped(n) {
    var s = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return (n < 0 ? '-' : '') + s;
  }

  // span writes the amounts from lo to hi as the laptop does
  // (words.MoneyRange): "$0 to $50", a unit after the numbers once
  // ("0 to 50 gold coins").
  // uncomma: s trimmed, thousands commas out only in place ("3,400"), so
  // "1,00" is refused (as words.ParseNumber).
  function uncomma(s) {
    s = String(s).trim();
    return /^-?[0-9]{1,3}(,[0-9]{3})+$/.test(s) ? s.replace(/,/g, '') : s;
  }
  function span(lo, hi) { return (view && view.unit_after ? grouped(lo) : money(lo)) + ' to ' + money(hi); }

  // show shows or hides el, touching the page only when that changes.
  function show(el, on) { if (el.hasAttribute('hidden') === !on) return; if (on) el.removeAttribute('hidden'); else el.setAttribute('hidden', ''); }

  // Fixed sections in reading order; each render fills them in place so
  // a field being typed in is never replaced.
  var title = document.getElementById('title');
  var loading = document.getElementById('loading');
  var secAlert = h('p', { class: 'alert', role: 'alert', hidden: '' });
  var secNow = h('section', { class: 'now', hidden: '', 'aria-live': 'polite' });
  var secTurn = h('section', { class: 'turn', hidden: '', 'aria-live': 'polite' });
  var secPhase = h('section', { class: 'phase', 'aria-live': 'polite' });
  var secAct = h('section', { class: 'act' });
  var bidBox = h('form', { class: 'bid', hidden: '', novalidate: '' });
  var confirmBox = h('div', { class: 'confirm', hidden: '', role: 'group', 'aria-label': 'Confirm' });
  var choiceBox = h('div', { class: 'choices', hidden: '' });
  var loanBox = h('div', { class: 'loan', hidden: '' });
  var errBox = h('p', { class: 'error', role: 'alert', hidden: '' });
  var secBidders = h('section', { class: 'bidders', hidden: '' });
  var secLot = h('section', { class: 'lot', hidden: '' });
  var secMine = h('div', { class: 'mine panels', hidden: '' });
  var secFacts = h('section', { class: 'facts', hidden: '' });
  var secLog = h('section', { class: 'log', hidden: '' });
  var secPanels = h('div', { class: 'public panels', hidden: '' });
  var secScores = h('section', { class: 'scores', hidden: '', 'aria-label': 'Final scores' });
  // On the table the auction sits in the middle: its own box between the
  // turn and the tiles.
  var secAuction = h('div', { class: 'auction', hidden: '' });
  secAct.append(errBox, confirmBox, bidBox, choiceBox, loanBox);
  if (loading) loading.remove();
  var tv = table && window.TallymanTable; // table.js lays the table screen out
  if (tv) {
    secAuction.append(secPhase, secBidders, secLot);
    tv.setup({ app: app, h: h, isolate: isolate, sections: { alert: secAlert, turn: secTurn, auction: secAuction, panels: secPanels, log: secLog, scores: secScores } });
  } else if (table) {
    secAuction.append(secPhase, secBidders, secLot);
    app.append(secAlert, secTurn, secScores, secAuction, secPanels, secLog);
  }
  // On a phone the table's panels fold away while the player is not
  // wanted (see arrange).
  var othersSum = h('summary');
  var others = h('details', { class: 'others' }, [othersSum]);
  if (!table) others.append(secPanels);
  var foldedFor = ''; // the want the fold was last set for: 'open' or 'fold'
  if (!table) {
    // The final scores come first at the end; until then they are hidden.
    app.append(secAlert, secScores, secNow, secPhase, secAct, secBidders, secMine, secFacts, secTurn, secLog, secLot, others);
  }

  // arrange orders a player's page for what is asked now (issue 25.5):
  // at the end the scores first; then what to do (text at 150 % or more:
  // the form or choices before their words); their facts under a bid
  // form; their books; whose turn, the latest moves; the table's panels,
  // folded unless the player is wanted (or they fold or open it).
  var arranged = '';
  // A change of the text size (a phone's setting) arranges the page
  // again: a probe 1rem wide is watched.
  if (!table && window.ResizeObserver) {
    var probe = h('span', { class: 'remprobe', 'aria-hidden': 'true' });
    body.append(probe);
    new ResizeObserver(function () { if (view && !gone) render(); }).observe(probe);
  }
  // sizeText marks the body bigtext when the text is at 150 % or more.
  // The observer above runs a frame after a text-size change, so
  // moves.js calls it too before it measures: a question drawn and
  // brought into view in between was measured without bigtext's rules.
  function sizeText() {
    var big = parseFloat(getComputedStyle(document.documentElement).fontSize) >= 24;
    body.classList.toggle('bigtext', big);
    return big;
  }
  function arrange(v, wanted) {
    var big = sizeText();
    var moves = document.getElementById('moves');
    var actFirst = big && !!(v.bid || (v.choices && v.choices.length));
    // A result kept on the page after a reveal comes after what to do
    // (docs/phones.md), or it pushes the move below the first screen.
    var resultAfter = wanted && !v.bid && v.phase === 'result';
    var key = [actFirst, resultAfter, !!v.over, !!v.bid, !!moves].join();
    if (key !== arranged) {
      arranged = key;
      var order = [secAlert, secScores];
      if (v.over) order.push(secTurn);
      // With large text the form or the choices come first, what is asked
      // in words just under them (the form's label says it too).
      if (actFirst) order.push(secAct, secNow, moves, secPhase);
      else if (resultAfter) order.push(secNow, secAct, moves, secPhase);
      else order.push(secNow, secPhase, secAct, moves);
      order.push(secBidders, secMine);
      if (!v.bid) order.push(secFacts);
      if (!v.over) order.push(secTurn);
      order.push(secLog, secLot, others);
      var at = app.firstChild;
      while (at && order.indexOf(at) < 0) at = at.nextSibling;
      order.forEach(function (el) {
        if (!el) return;
        if (el === at) { at = at.nextSibling; return; }
        app.insertBefore(el, at);
      });
    }
    if (v.bid) {
      // In the form, under its button, before its note (the form is
      // built again for each new bid).
      var note = bidBox.querySelector(':scope > .note');
      if (secFacts.parentNode !== bidBox || secFacts.nextSibling !== note) bidBox.insertBefore(secFacts, note);
    }
    var n = (v.panels || []).length;
    othersSum.textContent = 'The table (' + n + ')';
    show(others, n > 0);
    // Folded or opened when the want changes; in between, as the player
    // leaves it.
    // (At the end nothing is folded: the scores are for everyone.)
    var open = wanted || !!v.over;
    var want = open ? 'open' : 'fold';
    if (want !== foldedFor) {
      foldedFor = want;
      others.open = open;
    }
  }


  function setConn(s) {
    var words = {
      live: '● Live',
      poll: '◐ Live (every 2 s)',
      wait: '○ Reconnecting…',
      start: '○ Connecting…',
      lost: '✕ No answer from the laptop',
      gone: '✕ Link no longer works',
      ended: '■ Game over · laptop closed',
      away: '■ Game over · laptop away'
    };
    // Once the game is over, a laptop that closes or drops out changes
    // nothing on the page: it says so calmly and keeps the final scores.
    if (view && view.over && (s === 'wait' || s === 'lost')) s = closed ? 'ended' : 'away';
    var was = state;
    state = s;
    conn.textContent = words[s];
    conn.className = 'conn ' + s;
    // Back in touch with the laptop: a "could not reach" error is stale.
    var up = s === 'live' || s === 'poll';
    if (up && was !== 'live' && was !== 'poll') {
      if (errorNet) {
        errorText = '';
        errorNet = false;
        errBox.textContent = '';
        show(errBox, false);
      }
      if (window.TallymanMoves) window.TallymanMoves.online(); // moves.js
    }
    if (up) closed = false;
    renderAlert();
    // Down or back: the controls and the call to play follow (render).
    if (view && !gone && rendered && paused() !== pausedShown) render();
  }

  // paused: the laptop cannot take a move now: it closed tallyman ("bye")
  // or cannot be reached. A player's page then calls nobody to play and
  // disables its controls (lockControls) until live again. At the end of
  // a game nothing is asked: the scores stay.
  var pausedShown = false;
  function paused() {
    return !table && !gone && (state === 'wait' || state === 'lost') && !(view && view.over);
  }

  // lockControls disables every control of the page while it is paused
  // (marking the ones it disabled) and gives back exactly those once it
  // is live again, so a control disabled for its own reason stays so.
  function lockControls(on) {
    app.querySelectorAll('button, input, select, textarea').forEach(function (el) {
      if (on && !el.disabled) {
        el.disabled = true;
        el.setAttribute('data-paused', '');
      } else if (!on && el.hasAttribute('data-paused')) {
        el.disabled = false;
        el.removeAttribute('data-paused');
      }
    });
  }

  // renderAlert says, above everything, when the link is gone or the
  // laptop does not answer.
  function renderAlert() {
    var t = '';
    if (gone) t = 'This link no longer works. Ask the host for a new QR code.';
    else if (state === 'lost') t = 'No answer from the laptop for ' + Math.round(lostAfter() / 1000) + ' s: it may be asleep or busy. This page keeps trying; your moves wait until it answers.';
    else if (closed && state === 'wait') t = 'tallyman was closed on the laptop; the game is saved. This page comes back by itself when the game is resumed.';
    else if (paused()) t = 'The laptop cannot be reached (Wi-Fi?). Your moves wait until this page reaches the laptop again.';
    var text = isolate(t);
    if (secAlert.textContent === text && secAlert.hidden === !t) return;
    secAlert.textContent = text;
    show(secAlert, !!t);
    // The banner takes room on a table screen, which must fit whole: it
    // fits again as the banner comes, changes or goes.
    if (table && window.TallymanTable) window.TallymanTable.refit();
  }

  // ---- rendering ----

  var phaseWords = {
    idle: 'Waiting',
    bidding: 'Sealed bids',
    runoff: 'Runoff',
    pick: 'Tie: the seller picks',
    decide: 'The seller decides',
    result: 'Result'
  };

  // isWanted: the room wants this player, or offers a form or choices.
  function isWanted(v) {
    return !table && !!(v.wanted || v.bid || (v.choices && v.choices.length));
  }

  var measured = 0; // redraws on the performance timeline
  function render() {
    if (gone) { renderGone(); return; }
    var t0 = performance.now();
    var v = view;
    var down = paused();
    pausedShown = down;
    // While paused nobody is called to play: no move can reach the laptop.
    var wanted = isWanted(v) && !down;
    if (table) {
      if (title) title.textContent = v.title || 'tallyman';
      document.title = (v.title || 'Game') + ' · tallyman table';
    } else {
      var name = v.you ? v.you.name : pageName;
      document.title = wanted ? '● Your turn - tallyman' : name + ' · ' + (v.title || 'tallyman');
    }
    body.classList.toggle('wanted', wanted);
    body.classList.toggle('over', !!v.over);
    renderNow(v, wanted);
    renderTurn(v);
    // Sealed, not from this tab (another tab, the laptop): phaseLines says
    // so, and where, when the seat's latest change (view.moved, a room's
    // that tracks it) came since the form was last shown: made at the
    // laptop, or not ('' when the page cannot tell).
    if (elsewhere && (v.sealed !== elsewhere.sealed || v.bid)) elsewhere = null;
    if (bidKey && !v.bid && v.sealed && sentFor !== bidKey) {
      var m = v.moved && !v.moved.undo && v.moved.version > bidSeen ? v.moved : null;
      elsewhere = { sealed: v.sealed, typed: draft.trim(), where: m ? (m.laptop ? 'laptop' : 'phone') : '' };
    }
    if (v.bid) bidSeen = v.version;
    renderPhase(v);
    if (!table) renderAct(v);
    if (!table && window.TallymanMoves) window.TallymanMoves.render(v, { accept: accept, after: secAct, isolate: isolate, sizeText: sizeText, stepIn: stepIn, stepBack: stepBack, stepsDone: stepsDone, resumeSteps: resumeSteps }); // moves.js
    if (!table) stepsLost(); // not taken up at the first view: gone
    renderBidders(v);
    renderLot(v);
    renderFacts(v);
    renderPanels(secMine, v.mine, !table);
    // The table screen draws a board instead of the panels when it has one.
    renderPanels(secPanels, v.panels, !(tv && v.board && v.board.areas && v.board.areas.length));
    renderLog(v);
    renderScores(v);
    if (!table) arrange(v, wanted);
    if (table) show(secAuction, auctionOn(v));
    renderAlert();
    if (tv) tv.render(v, { money: money, auction: auctionOn(v) });
    if (!table) wake(wanted, wantKey(v));
    if (!table) lockControls(down);
    body.classList.toggle('paused', down);
    rendered = true;
    // The version drawn, for tests that wait for a change to be shown.
    body.setAttribute('data-version', String(v.version));
    // The redraw's time, laid out, on the browser's performance timeline
    // ("tallyman-redraw": the redraw benchmark reads it).
    void body.offsetHeight;
    if (performance.measure) {
      if (++measured > 100) { performance.clearMeasures('tallyman-redraw'); measured = 1; }
      performance.measure('tallyman-redraw', { start: t0 });
    }
  }

  // renderScores draws the final scores (view.scores): who won in words,
  // a bar per player (each part a segment with its own pattern, named in
  // the key, so colour is never the only signal; a loss, such as loans,
  // hatched after the total), the breakdown as a table, best first.
  function renderScores(v) {
    var sc = v.scores;
    show(secScores, !!sc);
    keyed(secScores, sc ? JSON.stringify([sc, v.unit, v.unit_after]) : '', function () {
      if (!sc) return;
      var money = sc.unit ? function (n) { return grouped(n) + ' ' + (Math.abs(n) === 1 ? sc.unit.replace(/s$/, '') : sc.unit); } : moneyOf;
      var lines = sc.lines || [], parts = sc.parts || [];
      secScores.append(h('h2', { text: 'Final scores' }));
      if (sc.note) secScores.append(h('p', { class: 'winner', text: '★ ' + sc.note }));
      // The end of a saved game: its line of history everywhere; on a
      // phone, the play to save for the score app.
      var end = sc.ending;
      if (end && end.history) secScores.append(h('p', { class: 'history', text: end.history }));
      if (end && end.play && !table) secScores.append(savePlay(end));
      var top = 1;
      lines.forEach(function (l) {
        var plus = 0, minus = 0;
        (l.amounts || []).forEach(function (a) { if (a > 0) plus += a; else minus -= a; });
        top = Math.max(top, plus, l.total, minus);
      });
      var chart = h('ol', { class: 'chart', 'aria-hidden': 'true' });
      lines.forEach(function (l) {
        var bar = h('span', { class: 'cbar' });
        var minus = 0, plus = 0;
        (l.amounts || []).forEach(function (a, i) {
          if (a > 0) {
            plus += a;
            var seg = h('span', { class: 'seg p' + (i % 6), title: parts[i] + ': ' + money(a) });
            seg.style.width = (100 * a / top) + '%';
            bar.append(seg);
          } else minus -= a;
        });
        if (minus > 0) {
          var neg = h('span', { class: 'seg neg', title: money(-minus) });
          // Over the end of the bar: what is left unhatched is the total.
          neg.style.width = (100 * minus / top) + '%';
          neg.style.marginLeft = (-100 * Math.min(minus, plus) / top) + '%';
          bar.append(neg);
        }
        chart.append(h('li', { class: l.winner ? 'win' : '' }, [
          h('span', { class: 'who', text: (l.winner ? '★ ' : '') + l.name }),
          bar,
          h('span', { class: 'total', text: money(l.total) })
        ]));
      });
      var key = h('ul', { class: 'key' }, parts.map(function (p, i) {
        var neg = lines.some(function (l) { return (l.amounts || [])[i] < 0; });
        return h('li', null, [h('span', { class: 'seg ' + (neg ? 'neg' : 'p' + (i % 6)), 'aria-hidden': 'true' }), ' ' + p]);
      }));
      var head = h('tr', null, [h('th', { scope: 'col', text: '#' }), h('th', { scope: 'col', text: 'Player' })].concat(
        parts.map(function (p) { return h('th', { scope: 'col', text: p }); }), [h('th', { scope: 'col', text: sc.total_head || 'Total' })]));
      // Each amount's cell holds its column's name (class "col"), shown
      // only when the breakdown is drawn a part a line (class "parts").
      var col = function (name) { return h('span', { class: 'col', text: name }); };
      var body = h('tbody', null, lines.map(function (l) {
        return h('tr', { class: l.winner ? 'win' : '' }, [h('td', { class: 'rank', text: String(l.rank) }), h('th', { scope: 'row' }, keepWords((l.winner ? '★ ' : '') + l.name))].concat(
          (l.amounts || []).map(function (a, i) {
            var d = (l.details || [])[i];
            return h('td', { class: 'scorepart', title: d || '' }, [col(parts[i]), h('span', { class: 'amt', text: money(a) }), d ? h('span', { class: 'detail', text: d }) : null]);
          }), [h('td', { class: 'total' }, [col(sc.total_head || 'Total'), h('span', { class: 'amt', text: money(l.total) })])]));
      }));
      var tb = h('table', { class: 'breakdown' }, [h('thead', null, [head]), body]);
      tb.style.setProperty('--cols', parts.length + 1);
      secScores.append(chart, key, h('div', { class: 'scroll' }, [tb]));
      stackScores();
    });
  }

  // stackScores fits the breakdown to its box (see fitTable): too wide
  // for it (a long name beside many amounts on a phone), each name is
  // drawn on its own line above its amounts (class "stacked"), so no
  // column is cut off; if a column's name or an amount still does not fit
  // its column (a phone of 360 px, or its text made larger: "Warehouse"
  // ran into "Ship", "-$12" into the total), each player is drawn as a
  // block instead (class "parts"): the rank and the name on its first
  // line, the total under them, then a line a part, its name beside its
  // amount.
  function stackScores() {
    var tb = secScores.querySelector('table.breakdown');
    if (tb) fitTable(tb);
  }

  // savePlay is a phone's "Save this play": the play as a file (BG
  // Stats' play format, JSON) and the link that opens it in BG Stats.
  function savePlay(end) {
    var file = h('a', { class: 'button primary save-play', href: 'data:application/json;charset=utf-8,' + encodeURIComponent(end.play), download: end.play_name, text: 'Save this play' });
    var open = end.play_link ? h('a', { class: 'open-play', href: end.play_link, rel: 'noopener', text: 'Open it in BG Stats' }) : null;
    return h('p', { class: 'saveplay' }, [file, open]);
  }

  // auctionOn: an auction runs, or has just ended and says how.
  function auctionOn(v) {
    return !!((v.phase && v.phase !== 'idle') || v.lot || (v.bidders && v.bidders.length));
  }

  // wake: a new want vibrates once (Android's Chrome after a first tap;
  // iOS never) and brings the page's top in view, unless typing.
  function wake(wanted, key) {
    if (!wanted) { wantedKey = ''; return; }
    if (key === wantedKey) return;
    var first = !rendered;
    wantedKey = key;
    if (first) return; // the page just opened: the player is looking at it
    try { if (navigator.vibrate) navigator.vibrate([200, 100, 200]); } catch (e) { /* not allowed here */ }
    var a = document.activeElement;
    if (!a || a.tagName !== 'INPUT') window.scrollTo(0, 0);
  }

  // renderGone clears everything the link showed: once revoked, the page
  // keeps no cash, card, lot or form on screen.
  function renderGone() {
    [secNow, secTurn, secFacts, secMine, secPanels, secLot, secBidders, secLog, secPhase, secAuction, bidBox, confirmBox, choiceBox, loanBox, errBox].forEach(function (el) {
      el.replaceChildren();
      el.shownKey = undefined;
      show(el, false);
    });
    bidKey = '';
    pending = null;
    keepAsk();
    stepsDone();
    body.classList.remove('wanted');
    if (title) title.textContent = '';
    document.title = 'Link no longer works · tallyman';
    renderAlert();
  }

  // renderNow: what this player must or may do now, first on the screen;
  // "Your turn" in words when the table waits for them.
  function renderNow(v, wanted) {
    secNow.replaceChildren();
    // When the room says so (now, wanted) or the page asks to act.
    if (table || (!v.now && !v.wanted && !isWanted(v))) { show(secNow, false); return; }
    if (pausedShown) {
      // What the room asked ("Your turn: ...") waits for the laptop; the
      // alert above says why.
      secNow.classList.remove('wanted');
      secNow.append(h('p', { class: 'what', text: closed ? 'Paused: tallyman is closed on the laptop.' : 'Paused: the laptop cannot be reached.' }));
      show(secNow, true);
      return;
    }
    secNow.classList.toggle('wanted', wanted);
    if (wanted) secNow.append(h('p', { class: 'call', text: '● Your turn' }));
    var what = nowText(v);
    if (what) secNow.append(h('p', { class: 'what', text: what }));
    show(secNow, true);
  }

  // nowText: what to do now, beside "● Your turn" (then not in the phase).
  function nowText(v) { return v.now || (isWanted(v) && v.message) || ''; }

  // renderTurn: whose turn it is and why; on the table also who is
  // awaited, in large type, and "Game over" at the end.
  function renderTurn(v) {
    var awaited = v.awaited || [];
    keyed(secTurn, JSON.stringify([v.over, v.turn, awaited, table && v.message, table && auctionOn(v)]), function () { turnLines(v, awaited); });
    show(secTurn, secTurn.childNodes.length > 0);
  }

  function turnLines(v, awaited) {
    var turn = v.turn || '';
    if (v.over) {
      secTurn.append(h('p', { class: 'over', text: 'Game over' }));
      // "Game over" is said once: "Game over after turn 117." goes on
      // "After turn 117.", "The game is over." says no more.
      turn = turn.replace(/^(the )?game (is )?over\b[\s.:;,]*/i, '');
      turn = turn.charAt(0).toUpperCase() + turn.slice(1);
    }
    if (turn) secTurn.append(h('p', { class: 'whose', text: turn }));
    if (table && awaited.length) secTurn.append(h('p', { class: 'awaited', text: 'Waiting for: ' + awaited.join(', ') }));
    if (table && !v.turn && !awaited.length && v.message && !auctionOn(v)) secTurn.append(h('p', { class: 'whose', text: v.message }));
  }

  // renderLog: the latest moves, newest last; on a phone the last three
  // show and the earlier fold away. The view has only the latest
  // (view.earlier counts the rest): opened, the rest come from /log and
  // stay open across new views.
  var logOpen = false; // the player opened the earlier moves
  var wholeLog = null; // every line, as /log last answered
  var logAsked = -1; // the count of earlier lines last asked for
  function renderLog(v) {
    var log = v.log || [];
    // (The key holds what the lines are drawn from: the whole log once
    // it comes is drawn too.)
    keyed(secLog, JSON.stringify([log, v.earlier, wholeLog ? wholeLog.length : 0]), function () { logLines(v, log); });
    show(secLog, log.length > 0);
  }

  // On the table the last line is in the head's line (table.js), and the
  // list is headed as the moves before it; each line has its number in
  // the whole log, as on the phones, also when fitting leaves the older
  // ones out (a table listing "1. Bob built warehouse…" under "Last move:
  // Undone: Bob built a warehouse" read as though the build stood).
  function logLines(v, log) {
    if (!log.length) return;
    var keep = table ? 6 : 3;
    var earlier = v.earlier || 0;
    var early = table ? [] : log.slice(0, Math.max(0, log.length - keep));
    var late = log.slice(early.length);
    var before = earlier + early.length; // the lines before the late ones
    secLog.append(h('h2', { text: table ? 'Before the last move' : 'Latest moves' }));
    if (before && !table) {
      var list = h('ol', { class: 'early' });
      var details = h('details', null, [h('summary', { text: 'Earlier (' + before + ')' }), list]);
      var fill = function () {
        var lines = early, start = earlier + 1;
        if (earlier && wholeLog && wholeLog.length >= before) { lines = wholeLog.slice(0, before); start = 1; }
        list.replaceChildren.apply(list, lines.map(function (l) { return h('li', { text: l }); }));
        list.setAttribute('start', String(start));
        digits(list, start + lines.length - 1);
        if (earlier && details.open && start > 1 && logAsked !== before) fetchLog(before);
      };
      details.open = logOpen;
      details.addEventListener('toggle', function () { logOpen = details.open; fill(); });
      fill();
      secLog.append(details);
    }
    var ol = h('ol', { class: 'late', start: String(before + 1) }, late.map(function (l, i) { return h('li', { text: l, value: String(before + 1 + i) }); }));
    digits(ol, before + late.length);
    secLog.append(ol);
  }

  // digits gives list ol room for its numbers, up to last ("1317."): the
  // style sheets read --digits. (Set through the style object: the page's
  // policy, style-src 'self', drops a style attribute, and the numbers of
  // a long game ran past the list's edge.)
  function digits(ol, last) { ol.style.setProperty('--digits', String(String(last).length)); }

  // fetchLog asks for the whole log once for a count of earlier lines,
  // and draws the page again when it comes.
  function fetchLog(before) {
    logAsked = before;
    timedFetch(base + '/log', { cache: 'no-store', credentials: 'same-origin' }, 10000).then(function (r) {
      return r.ok ? r.json() : null;
    }).then(function (b) {
      if (!b || !Array.isArray(b.log)) { logAsked = -1; return; }
      wholeLog = b.log;
      if (view) render();
    }).catch(function () { logAsked = -1; });
  }

  // swatch draws a colour as a small outlined square beside its name; it
  // is a picture, not a control (nothing to tap or focus). When the text
  // beside it does not name the colour, the name is written too.
  function swatch(colour, beside) {
    // A colour of the game's palette carries its letter, as on the board.
    var letter = '';
    ((view && view.palette) || []).forEach(function (s) {
      if (String(s.colour).toLowerCase() === String(colour).toLowerCase()) letter = s.letter || '';
    });
    // (Drawn by the style sheet from data-letter: the words stay the
    // panel's text.)
    var kids = [h('span', letter ? { class: 'sq lettered', 'aria-hidden': 'true', 'data-letter': letter } : { class: 'sq', 'aria-hidden': 'true' })];
    kids[0].style.backgroundColor = colour;
    if (!/^#/.test(colour) && (beside || '').toLowerCase().indexOf(colour.toLowerCase()) < 0) {
      kids.push(h('span', { class: 'colour', text: colour }));
    }
    return h('span', { class: 'chip' }, kids);
  }

  // fitTable fits table tb to its box. Cells keep words whole (a run of
  // Chinese or emoji too); too wide, its cells go closer ("snug"), then
  // its widest words may break ("long" on the cell, its least width its
  // widest word that need not), then the next, until it fits; a table
  // that fits no other way goes a row at a time ("rows": a column's name
  // never breaks, as Boxes' "Container" did on a 360 px phone). Breaks it
  // can do without are then undone. A breakdown of scores: stackScores.
  // A table not drawn (a closed fold) breaks words of 13 columns or more
  // (wideWord) until fitWatch fits it when drawn or resized.
  function fitTable(tb) {
    var scores = tb.classList.contains('breakdown'), box = tb.parentNode;
    var cells = [].slice.call(tb.querySelectorAll(scores ? 'tbody th' : 'th, td'));
    if (fitWatch) fitWatch.observe(tb);
    tb.classList.remove('stacked', 'parts', 'snug', 'rows');
    cells.forEach(function (c) { c.classList.remove('long'); c.style.minWidth = ''; });
    if (!tb.getClientRects().length) {
      cells.forEach(function (c) { if (wideWord(ownText(c))) c.classList.add('long'); });
      tb.fitted = '';
      return;
    }
    var over = function () { return box.scrollWidth > box.clientWidth; };
    if (!over()) { tb.fitted = tb.offsetWidth + 'x' + tb.offsetHeight; return; }
    if (scores) {
      tb.classList.add('stacked');
      // A column's name or an amount wider than its column: a part a line.
      if ([].some.call(tb.querySelectorAll('thead th, td'), function (c) { return c.scrollWidth > c.clientWidth + 0.5; })) tb.classList.replace('stacked', 'parts');
    } else tb.classList.add('snug');
    // Each cell's words' widths, widest first.
    var all = cells.map(function (c) { return { c: c, head: c.parentNode.parentNode.tagName === 'THEAD', w: wordWidths(c) }; });
    var body = all.filter(function (x) { return !x.head; });
    // breakAbove lets every body cell's words wider than t break.
    var breakAbove = function (t) {
      body.forEach(function (x) {
        var on = x.w[0] > t;
        x.c.classList.toggle('long', on);
        x.c.style.minWidth = on ? (x.w.find(function (v) { return v <= t; }) || 0) + 'px' : '';
      });
    };
    // The least widths at which to break, widest first: the first that
    // fits is found by halves (breaking more never widens the table).
    var ts = [];
    body.forEach(function (x) { x.w.forEach(function (v) { if (ts.indexOf(v) < 0) ts.push(v); }); });
    ts.sort(function (a, b) { return b - a; });
    ts = ts.map(function (v) { return v - 0.5; });
    var lo = 0, hi = ts.length - 1;
    if (over() && ts.length) {
      while (lo < hi) {
        var mid = (lo + hi) >> 1;
        breakAbove(ts[mid]);
        if (over()) lo = mid + 1; else hi = mid;
      }
      breakAbove(ts[lo]);
    }
    // Then the columns' names, widest first: in a table of panels, a
    // row at a time instead.
    var heads = all.filter(function (x) { return x.head; }).sort(function (a, b) { return (b.w[0] || 0) - (a.w[0] || 0); });
    if (over() && heads.length && !scores) {
      tb.classList.remove('snug');
      tb.classList.add('rows');
      body.forEach(function (x) { x.c.classList.remove('long'); x.c.style.minWidth = ''; });
      tb.fitted = tb.offsetWidth + 'x' + tb.offsetHeight;
      return;
    }
    for (var i = 0; i < heads.length && over(); i++) heads[i].c.classList.add('long');
    // A break that narrows nothing is needless. (The closer drawing
    // stays: it leaves the names that break more room.)
    all.filter(function (x) { return x.c.classList.contains('long'); }).sort(function (a, b) { return (a.w[0] || 0) - (b.w[0] || 0); }).forEach(function (x) {
      var was = box.scrollWidth, min = x.c.style.minWidth;
      x.c.classList.remove('long');
      x.c.style.minWidth = '';
      if (box.scrollWidth > was) { x.c.classList.add('long'); x.c.style.minWidth = min; }
    });
    tb.fitted = tb.offsetWidth + 'x' + tb.offsetHeight;
  }
  var fitWatch = window.ResizeObserver && new ResizeObserver(function (seen) {
    seen.forEach(function (e) {
      var tb = e.target;
      if (tb.isConnected && tb.fitted !== tb.offsetWidth + 'x' + tb.offsetHeight) fitTable(tb);
    });
  });
  if (!fitWatch) window.addEventListener('resize', function () { [].forEach.call(document.querySelectorAll('table'), fitTable); });

  // wordWidths lists the widths in pixels of the words drawn in el (a
  // word ends at a space or after a hyphen), widest first; not its
  // column's name (class "col"), shown only in a table drawn a row at a
  // time.
  function wordWidths(el) {
    var out = [], walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT), re = /[^\s\-\u2010\u2011]+/g, n, m;
    var r = document.createRange();
    while ((n = walk.nextNode())) {
      if (n.parentNode.classList.contains('col')) continue;
      re.lastIndex = 0;
      while ((m = re.exec(n.data))) {
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        out.push(Math.ceil(r.getBoundingClientRect().width));
      }
    }
    return out.sort(function (a, b) { return b - a; });
  }

  // ownText is the text of a table's cell c without its column's name.
  function ownText(c) {
    var col = c.firstChild && c.firstChild.classList && c.firstChild.classList.contains('col') ? c.firstChild.textContent : '';
    return c.textContent.slice(col.length);
  }

  // wideWord: text holds a word 13 columns wide or more, where a Chinese,
  // Japanese or Korean character or an emoji takes two (as a terminal
  // draws them): a long name, for a table that cannot be measured.
  function wideWord(text) {
    return (text || '').split(/[\s\-\u2010\u2011]+/).some(function (w) {
      // (A character past U+FFFF, most emoji, is two in a string already.)
      return w.replace(/[\u1100-\u115f\u2600-\u27bf\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g, 'xx').length >= 13;
    });
  }

  function cellText(text, colour, keep) {
    var words = keep ? keepWords(text) : [text];
    if (!colour) return words;
    return [swatch(colour, text)].concat(' ', words);
  }

  // keepWords returns text for a table's cell, each word holding an emoji
  // in a span (class "w") that keeps it whole, as the style sheet keeps a
  // run of Chinese (a browser may break between two emoji even so); a
  // cell let break ("long") breaks it too. (Not with right-to-left
  // letters, whose run must stay one piece to be isolated.)
  function keepWords(text) {
    if (!/[\ud800-\udfff]/.test(text) || rtlAny.test(text)) return [text];
    return text.split(/(\S*[\ud800-\udfff]\S*)/).map(function (t, i) { return i % 2 ? h('span', { class: 'w', text: t }) : t; });
  }

  // panel draws one Panel: label rows as a two-column list, table rows
  // (rows with cells) as a table whose first row is the heading when
  // p.head is set.
  function panel(p) {
    var el = h('section', { class: 'panel' + (p.wide ? ' wide' : '') });
    if (p.title) el.append(h('h2', { text: p.title }));
    var rows = p.rows || [];
    var i = 0;
    var headDone = !p.head;
    while (i < rows.length) {
      if (rows[i].cells && rows[i].cells.length) {
        var tb = h('table');
        var tbody = h('tbody');
        var cols = [];
        for (; i < rows.length && rows[i].cells && rows[i].cells.length; i++) {
          var head = !headDone;
          headDone = true;
          if (head) cols = rows[i].cells.map(function (c) { return c.text || ''; });
          var tr = h('tr', null, rows[i].cells.map(function (c, k) {
            var tag = head ? 'th' : (k === 0 ? 'th' : 'td');
            var at = head ? { scope: 'col' } : (k === 0 ? { scope: 'row' } : {});
            // Its column's name before it, shown only when the table is
            // drawn a row at a time (fitTable): real text, which screen
            // readers read and a copy keeps (not the style sheet's
            // generated text, which some skip and a copy loses).
            var words = cellText(c.text || '', c.swatch, true);
            if (!head && cols[k]) words = [h('span', { class: 'col', text: cols[k] + ': ' })].concat(words);
            return h(tag, at, words);
          }));
          if (head) tb.append(h('thead', null, [tr]));
          else tbody.append(tr);
        }
        tb.append(tbody);
        el.append(h('div', { class: 'scroll' }, [tb]));
        continue;
      }
      var dl = h('dl');
      for (; i < rows.length && !(rows[i].cells && rows[i].cells.length); i++) {
        var r = rows[i];
        dl.append(h('dt', null, cellText(r.label || '', r.swatch)), h('dd', { text: r.value || '' }));
      }
      el.append(dl);
    }
    if (p.note) el.append(h('p', { class: 'note', text: p.note }));
    return el;
  }

  // renderPanels fills box with panels (redrawn only when they change, so
  // an open scroll or fold is left alone).
  function renderPanels(box, list, on) {
    list = on ? (list || []) : [];
    show(box, list.length > 0);
    keyed(box, JSON.stringify(list), function () {
      list.forEach(function (p) { box.append(panel(p)); });
      [].forEach.call(box.querySelectorAll('table'), fitTable);
    });
  }

  function renderFacts(v) {
    secFacts.replaceChildren();
    var facts = (!table && v.you && v.you.private) || [];
    if (!facts.length) { show(secFacts, false); return; }
    var dl = h('dl');
    // Beside a bid form only the facts to keep in view (cash, the card).
    facts.forEach(function (f) {
      if (v.bid && !f.keep && facts.some(function (g) { return g.keep; })) return;
      dl.append(h('dt', { text: f.label }), h('dd', { text: f.value }));
    });
    secFacts.append(h('h2', { text: 'Only you see this' }), dl);
    secFacts.classList.toggle('withbid', !!v.bid);
    show(secFacts, true);
  }

  function renderLot(v) {
    keyed(secLot, JSON.stringify([v.lot, v.you && v.you.name]), function () { lotLines(v); });
    show(secLot, !!v.lot);
  }

  function lotLines(v) {
    if (!v.lot) return;
    secLot.append(h('h2', { text: 'For sale' }));
    if (v.lot.seller) {
      var mine = v.you && v.you.name === v.lot.seller;
      secLot.append(h('p', { class: 'seller' }, ['Seller: ', h('strong', { text: v.lot.seller }), mine ? ' (you)' : '']));
    }
    if (v.lot.text) secLot.append(h('p', { class: 'lottext', text: v.lot.text }));
    if (v.lot.items && v.lot.items.length) {
      var ul = h('ul', { class: 'items' });
      v.lot.items.forEach(function (it) {
        // A small container drawn in the colour, never the only sign of
        // it: the name is written beside it.
        var sw = h('span', { class: 'swatch', 'aria-hidden': 'true' });
        if (it.swatch) sw.style.backgroundColor = it.swatch;
        ul.append(h('li', null, [sw, h('span', { text: it.count + ' × ' + it.label })]));
      });
      secLot.append(ul);
    }
  }

  function renderPhase(v) {
    var idle = !v.phase || v.phase === 'idle';
    // The result is the message once the auction is over; say it once.
    var msg = v.message || (v.phase === 'result' ? v.result : '');
    var on = !(idle && (!msg || msg === nowText(v)) && !v.sealed && !v.result && !v.lot);
    keyed(secPhase, JSON.stringify([v.phase, v.round, v.words, v.lot, msg, nowText(v), v.sealed, v.result, on, elsewhere]), function () {
      secPhase.setAttribute('data-phase', v.phase || 'idle');
      if (on) phaseLines(v, idle, msg);
    });
    show(secPhase, on);
  }

  function phaseLines(v, idle, msg) {
    // A game's own words for its sealed round (View.Words), else an
    // auction's.
    var word = (v.phase === 'bidding' && v.words && v.words.bidding) || phaseWords[v.phase] || v.phase || '';
    // `tallyman bids` without a seller: the laptop's auctioneer picks.
    if (v.phase === 'pick' && v.game === 'bids' && !(v.lot && v.lot.seller)) word = 'Tie: the auctioneer picks';
    if (!idle) {
      var head = h('h2', { text: word });
      if (v.round && v.round.toLowerCase() !== word.toLowerCase()) head.append(h('span', { class: 'round', text: v.round }));
      secPhase.append(head);
    }
    // What is for sale, in one line, so a bidder need not scroll to it.
    if (v.lot && v.lot.text && !idle) {
      var items = (v.lot.items || []).map(function (it) { return it.count + ' ' + it.label; }).join(', ');
      var what = v.phase === 'result' ? 'Lot: ' : 'For sale: ';
      secPhase.append(h('p', { class: 'lotline', text: what + v.lot.text + (items ? ' (' + items + ')' : '') }));
    }
    if (msg && msg !== nowText(v)) secPhase.append(h('p', { class: 'message', text: msg }));
    var e = elsewhere, n = e && uncomma(e.typed);
    var where = { laptop: ' at the laptop', phone: ' from another tab or phone' }[e && e.where] || ' from another tab or phone, or at the laptop';
    if (e) secPhase.append(h('p', { class: 'sealed elsewhere' }, ['Your bid of ', h('strong', { text: v.sealed }), ' was sealed' + where + ' (only you see this).']));
    else if (v.sealed) secPhase.append(h('p', { class: 'sealed' }, ['You sealed ', h('strong', { text: v.sealed }), ' (only you see this).']));
    if (n) secPhase.append(h('p', { class: 'dropped', text: 'The ' + (/^[0-9]{1,9}$/.test(n) ? money(+n) : 'amount') + ' typed here was not sent.' }));
    if (v.result && v.result !== msg) secPhase.append(h('p', { class: 'result', text: v.result }));
  }

  // bidderStatus is a bidder's amount ("$5 (1 bluff) + $2 = $7") and
  // state ("✓ Sealed"), spans that never break (a TV showed "$5 + / $2"),
  // joined by " · ": a line breaks only between them, and on a phone's
  // narrow table screen between a sum's terms (table.css). null for none.
  function bidderStatus(b, v) {
    var parts = [];
    var w = function (m, n) { return money(m) + (n ? ' (' + n + ')' : ''); };
    if (b.total != null) {
      var terms = b.extra != null ? [w(b.amount, b.amount_with), '+ ' + w(b.extra, b.extra_with), '= ' + money(b.total)] : [w(b.total, b.amount_with)];
      parts.push(h('span', { class: 'amt' }, terms.reduce(function (a, t, i) {
        return a.concat(i ? [' '] : [], [h('span', { class: 'term', text: t })]);
      }, [])));
    }
    var open = v.phase === 'bidding' || v.phase === 'runoff';
    var state = '';
    if (b.status) state = b.status;
    else if (open && b.bidding) state = b.sealed ? '✓ Sealed' : '… Waiting';
    else if (open && !b.bidding && v.phase === 'runoff') state = 'not in the runoff';
    if (state) {
      // "·" and a no-break space start the state: no line ends in "·".
      var sep = parts.length > 0;
      if (sep) parts.push(' ');
      parts.push(h('span', { class: 'state', text: (sep ? '·\u00a0' : '') + state }));
    }
    return parts.length ? h('span', { class: 'status' }, parts) : null;
  }

  // renderBidders: the bidders and, at the reveal, every amount at once;
  // the winner marked with a word ("★ Winner"), never by colour alone.
  function renderBidders(v) {
    var list = v.bidders || [];
    keyed(secBidders, JSON.stringify([list, v.phase, v.words, v.you && v.you.seat, v.unit, v.unit_after]), function () { bidderLines(v, list); });
    show(secBidders, list.length > 0);
  }

  function bidderLines(v, list) {
    if (!list.length) return;
    var ul = h('ul');
    list.forEach(function (b) {
      var you = v.you && v.you.seat === b.seat;
      // "★ Winner" only once the lot is won: never while the seller may
      // still reject, nor beside a rejected or bought-out bid.
      var won = b.winner && v.phase !== 'decide' && !/reject|bought out/i.test(b.status || '');
      var cls = ['bidder'];
      if (b.sealed) cls.push('sealed');
      if (b.total != null) cls.push('shown');
      if (won) cls.push('winner');
      if (b.tied) cls.push('tied');
      var badges = [];
      if (won) badges.push(h('span', { class: 'badge win', text: '★ Winner' }));
      if (b.tied) badges.push(h('span', { class: 'badge tie', text: '= Tied' }));
      var status = bidderStatus(b, v);
      ul.append(h('li', { class: cls.join(' '), 'data-seat': String(b.seat) }, [
        // On the table a hyphen in a name does not end a line
        // (U+2011, a hyphen that does not break): "Vanderberg-Wolff"
        // stays whole, as the card is widened for it.
        h('span', { class: 'name', text: (table ? b.name.replace(/-/g, '\u2011') : b.name) + (you ? ' (you)' : '') })
      ].concat(badges, [status])));
    });
    secBidders.append(h('h2', { text: (v.words && v.words.bidders) || 'Bidders' }), ul);
  }

  // wantKey names what the player is wanted for: each new bid form or
  // choices calls them, the room's want once while it lasts, the loan
  // never. Only the seat's own part: a public field (taken at another
  // moment than the private part) would make one ask two calls.
  function wantKey(v) {
    var b = v.bid ? [v.bid.label, v.bid.round].join('|') : '';
    var c = (v.choices || []).map(function (x) { return x.kind + x.winner; }).join(',');
    if (!b && !c) return 'wanted';
    return [b, c].join('#');
  }

  function offerKey(v) {
    var b = v.bid ? [v.bid.label, v.bid.min, v.bid.max, v.bid.round || v.round].join('|') : '';
    var c = (v.choices || []).map(function (x) { return x.kind + x.winner; }).join(',');
    return [v.phase, b, c, v.loan ? v.loan.label : ''].join('#');
  }

  // keyed fills el with build() only when key changes, so a button under
  // a finger is not swapped for a copy by an update that changes nothing
  // for it.
  function keyed(el, key, build) {
    if (el.shownKey === key) return;
    el.shownKey = key;
    el.replaceChildren();
    build();
  }

  function renderAct(v) {
    if (!askRestored) restoreAsk(v);
    if (pending && pending.key !== offerKey(v)) { pending = null; stepsDone(); } // the offer is gone
    keepAsk();
    // Confirm step.
    keyed(confirmBox, pending ? pending.question + '|' + sending : '', function () {
      if (!pending) return;
      confirmBox.append(
        h('p', { class: 'question', text: pending.question }),
        h('div', { class: 'row' }, [
          h('button', { type: 'button', class: 'primary', id: 'confirm', text: sending ? 'Sending…' : 'Confirm', on: { click: doConfirm } }),
          h('button', { type: 'button', class: 'secondary', id: 'change', text: pending.action.kind === 'bid' ? 'Change' : 'Back', on: { click: undoConfirm } })
        ]));
      confirmBox.querySelectorAll('button').forEach(function (bt) { bt.disabled = sending; });
    });
    show(confirmBox, !!pending);
    // Bid form, rebuilt only when the offer changes.
    var key = v.bid ? [v.bid.label, v.bid.min, v.bid.max, v.bid.round || v.round].join('|') : '';
    if (key !== bidKey) {
      bidKey = key;
      // A half-typed amount (and bluff cards) outlives a reload in the tab's
      // own storage, for this form and round only.
      draft = '';
      draftBluffs = 0;
      try {
        var kept = JSON.parse(sessionStorage.getItem(base) || '[]');
        if (key && kept[0] === key) { draft = kept[1]; draftBluffs = kept[2] || 0; } else sessionStorage.removeItem(base);
      } catch (e) { /* no storage */ }
      if (!sending) { errorText = ''; errorNet = false; }
      bidBox.replaceChildren();
      if (v.bid) buildBid(v.bid);
    }
    show(bidBox, !!v.bid && !pending);
    errBox.textContent = isolate(errorText);
    show(errBox, !!errorText);
    // Seller's choices and the loan button.
    var choices = v.choices || [];
    keyed(choiceBox, JSON.stringify(choices), function () {
      choices.forEach(function (c) {
        choiceBox.append(h('button', { type: 'button', class: 'primary choice', 'data-kind': c.kind, 'data-winner': String(c.winner), text: c.label,
          on: { click: function () { ask({ kind: c.kind, winner: c.winner }, c.label + '?'); } } }));
      });
    });
    show(choiceBox, choices.length > 0 && !pending);
    keyed(loanBox, v.loan ? JSON.stringify(v.loan) : '', function () {
      if (!v.loan) return;
      var loan = v.loan;
      loanBox.append(h('button', { type: 'button', class: 'secondary', id: 'loan', text: loan.label,
        on: { click: function () { ask({ kind: 'loan' }, loan.label + '?'); } } }));
      if (loan.note) loanBox.append(h('p', { class: 'note', text: loan.note }));
    });
    show(loanBox, !!v.loan && !pending);
    // The loan goes with the bid form (a bid may need it first); with
    // nothing to bid it waits below the bidders, so the reveal comes first.
    var home = v.bid ? secAct : app;
    var after = v.bid ? null : secBidders.nextSibling;
    if (loanBox.parentNode !== home || (!v.bid && loanBox.previousSibling !== secBidders)) home.insertBefore(loanBox, after);
  }

  function buildBid(bid) {
    var input = h('input', {
      id: 'amount', name: 'amount', type: 'text', inputmode: 'numeric', pattern: '[0-9]*',
      autocomplete: 'off', enterkeyhint: 'done', 'aria-describedby': 'bidrange'
    });
    input.value = draft;
    input.addEventListener('input', function () { draft = input.value; keepDraft(); });
    var label = h('label', { for: 'amount', text: bid.label });
    var step = bid.step > 1 ? bid.step : 1;
    var allowed = 'From ' + span(bid.min, bid.max) + (step > 1 ? ', in steps of ' + money(step) : '');
    var range = h('p', { id: 'bidrange', class: 'range', text: allowed });
    var field = view && view.unit_after
      ? [input, h('span', { class: 'unit', 'aria-hidden': 'true', text: view.unit_after })]
      : [h('span', { class: 'unit', 'aria-hidden': 'true', text: (view && view.unit) || '$' }), input];
    var kids = [label, h('div', { class: 'money' }, field), range];
    // Bluff cards: a small 0..bid.bluffs choice beside the amount.
    var bluffBox = null;
    if (bid.bluffs > 0) {
      var opts = [h('legend', { text: 'Bluff cards' })];
      for (var k = 0; k <= bid.bluffs; k++) {
        var r = h('input', { type: 'radio', name: 'bluffs', id: 'bluffs' + k, value: String(k),
          on: { change: function (e) { draftBluffs = parseInt(e.target.value, 10) || 0; keepDraft(); } } });
        if (k === (draftBluffs <= bid.bluffs ? draftBluffs : 0)) r.checked = true;
        opts.push(h('label', { for: 'bluffs' + k, class: 'bluff' }, [r, document.createTextNode(' ' + k)]));
      }
      bluffBox = h('fieldset', { class: 'bluffs', id: 'bluffs' }, opts);
      kids.push(bluffBox);
    }
    kids.push(h('button', { type: 'submit', class: 'primary', id: 'seal', text: bid.verb ? bid.verb + '…' : 'Seal bid…' }));
    // The note explains; it goes under the button so the button stays in
    // the first screen.
    if (bid.note) kids.push(h('p', { class: 'note', text: bid.note }));
    bidBox.append.apply(bidBox, kids);
    bidBox.onsubmit = function (e) {
      e.preventDefault();
      var s = uncomma(input.value);
      var n = /^[0-9]{1,9}$/.test(s) ? parseInt(s, 10) : NaN;
      if (isNaN(n) || n < bid.min || n > bid.max) {
        setError('Type a whole number from ' + span(bid.min, bid.max) + (step > 1 ? ', a multiple of ' + money(step) : '') + '.');
        input.focus();
        return;
      }
      if (n % step !== 0) {
        var below = n - n % step;
        setError(money(n) + ' is no sum of banknotes: type a multiple of ' + money(step) + ' (' + money(below) + ' or ' + money(below + step) + ').');
        input.focus();
        return;
      }
      var action = { kind: 'bid', amount: n, round: bid.round || undefined };
      // The form's own question when it has one (bid.ask: what the
      // amount is, "Declare a dividend of 2 credits per share"), else the
      // verb and the amount ("Seal $12").
      var question = bid.ask ? bid.ask.replace('%s', money(n)) : (bid.verb || 'Seal') + ' ' + money(n);
      if (bluffBox) {
        var picked = bluffBox.querySelector('input[name="bluffs"]:checked');
        var b = picked ? parseInt(picked.value, 10) : 0;
        action.bluffs = b;
        question += (bid.ask ? ', with ' : ' with ') + b + ' bluff card' + (b === 1 ? '' : 's');
      }
      ask(action, question + '?');
    };
  }

  function keepDraft() {
    try { sessionStorage.setItem(base, JSON.stringify([bidKey, draft, draftBluffs])); } catch (e) { /* no storage */ }
  }

  // The confirm step (pending) outlives a reload, as a move half made
  // (moves.js): asked again while offered the same, the seat not moved.
  function keepAsk() {
    var s = pending ? JSON.stringify({ action: pending.action, question: pending.question, key: pending.key, began: pending.began }) : '';
    if (s === askKept) return;
    askKept = s;
    try { if (s) sessionStorage.setItem(askKey, s); else sessionStorage.removeItem(askKey); } catch (e) { /* no storage */ }
  }

  function restoreAsk(v) {
    askRestored = true;
    var d = null;
    try { d = JSON.parse(sessionStorage.getItem(askKey) || 'null'); } catch (e) { /* no storage, or not ours */ }
    if (!d || !d.action || d.key !== offerKey(v) || (v.moved && v.moved.version > d.began)) return;
    // A choice still worded the same (Boxes' payments are numbered).
    var a = d.action, same = function (c) { return c.kind === a.kind && c.winner === a.winner && c.label + '?' === d.question; };
    if (a.kind !== 'bid' && a.kind !== 'loan' && !(v.choices || []).some(same)) return;
    pending = { action: d.action, question: d.question, key: d.key, began: d.began };
    askKept = JSON.stringify(d);
    resumeSteps(unask);
  }

  function setError(t, net) { errorText = t; errorNet = !!(t && net); errBox.textContent = isolate(t); show(errBox, !!t); }

  // ---- the phone's Back ----
  // Each step of a move (a question, "Seal $12?") is an entry in the tab's
  // history (pushState, in the tap's handler: Chrome's Back skips a page
  // adding entries without one); Back (popstate) takes the last step back
  // on the page. A move made, cancelled or dropped takes its entries back
  // out (stepsDone). steps holds each entry's undo, newest last.
  var steps = [];
  // reloadedAt is the step the tab was on when reloaded (its entry's
  // number): the move in the middle of it comes back at the first view
  // (moves.js), and its entries with it (resumeSteps); else they are gone
  // with it (stepsLost). 0 once either is done.
  var reloadedAt = 0;
  function stepIn(undo) {
    try { history.pushState({ tallyman: steps.length + 1 }, ''); } catch (e) { return; }
    steps.push(undo);
  }
  // stepBack takes the last step back through the history (the page's
  // own Back and Change buttons), false when no entry stands for one.
  function stepBack() { if (!steps.length) return false; history.back(); return true; }
  function stepsDone() { var n = steps.length; steps = []; if (n) history.go(-n); }
  function resumeSteps(undo) { while (steps.length < reloadedAt) steps.push(undo); reloadedAt = 0; }
  function stepsLost() { if (reloadedAt) history.replaceState(null, ''); reloadedAt = 0; }
  if (!table) {
    // The page keeps its own place: the browser's restoring of the
    // scroll at each step's entry put a move list pushed down by
    // hundreds of pixels once a move was made (history.go back over its
    // steps), the first move out of the first screen.
    try { history.scrollRestoration = 'manual'; } catch (e) { /* old browser */ }
    // Reloaded in the middle of a move: see reloadedAt.
    reloadedAt = (history.state && history.state.tallyman) || 0;
    window.addEventListener('popstate', function (e) {
      reloadedAt = 0; // gone from that entry before the first view
      var at = (e.state && e.state.tallyman) || 0;
      while (steps.length > at) steps.pop()();
      // Forward, onto a step no longer there: back where the page is.
      if (at > steps.length) history.go(steps.length - at);
    });
  }

  function ask(action, question) {
    setError('');
    pending = { action: action, question: question, key: offerKey(view), began: view.version };
    stepIn(unask);
    render();
    var c = document.getElementById('confirm');
    if (c) c.focus();
  }

  function undoConfirm() { if (!stepBack()) unask(); }

  function unask() {
    if (!pending || sending) return;
    pending = null;
    render();
    var i = document.getElementById('amount');
    if (i) { i.value = draft; i.focus(); }
  }

  // timedFetch is fetch that gives up after ms (a frozen laptop never
  // answers, and a fetch without a limit would wait for ever).
  function timedFetch(url, opts, ms) {
    if (!window.AbortController) return fetch(url, opts);
    var c = new AbortController();
    var t = setTimeout(function () { c.abort(); }, ms);
    opts.signal = c.signal;
    return fetch(url, opts).then(function (r) { clearTimeout(t); return r; }, function (e) { clearTimeout(t); throw e; });
  }

  function doConfirm() {
    if (!pending || sending) return;
    var action = pending.action;
    // The seller's choice and a loan go with the version of the view they
    // are confirmed on, as a move does: one made on a view the game has
    // left behind (or sent twice) is refused (a bid is not: others seal
    // meanwhile; its round is checked instead).
    if (action.kind !== 'bid' && view) action.version = view.version;
    if (action.kind === 'bid') sentFor = bidKey;
    sending = true;
    render();
    timedFetch(base + '/act', {
      method: 'POST', cache: 'no-store', credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(action)
    }, 20000).then(function (r) {
      if (r.status === 404) { lost(); return null; }
      return r.json().catch(function () { return { error: 'The laptop sent an odd answer (' + r.status + ').' }; }).then(function (body) {
        if (!r.ok) { var e = new Error(body.error || ('Refused (' + r.status + ').')); e.refused = true; throw e; }
        return body;
      });
    }).then(function (v) {
      sending = false;
      pending = null;
      stepsDone();
      setError('');
      if (v) accept(v);
      if (view) render();
    }).catch(function (e) {
      sending = false;
      pending = null;
      stepsDone();
      if (e && e.refused) setError(e.message);
      else if (e && e.name === 'AbortError') setError('No answer from the laptop. Once this page is live again it shows whether your move went in; if not, try again.', true);
      else if (closed) setError('tallyman was closed on the laptop, so this was not sent. Make it again once the game is resumed.', true);
      else setError('Could not reach the laptop. Check the Wi-Fi and try again.', true);
      if (view) render();
      fetchView();
    });
  }

  // ---- data ----

  // merge makes the view to show from what the laptop sends: the public
  // part (the same for every page) and this seat's private part, whose
  // message, when there is one, replaces the public one (or goes before
  // it, with leads), and whose panels
  // are the seat's own (view.mine), as phones.Merge does. Null for
  // anything else.
  function merge(w) {
    if (!w || typeof w !== 'object' || !w.public || typeof w.public !== 'object') return null;
    var v = {}, k;
    for (k in w.public) v[k] = w.public[k];
    if (w.private && typeof w.private === 'object') {
      for (k in w.private) {
        if (k === 'panels') v.mine = w.private.panels; // the seat's own panels (View.Mine)
        else if (k !== 'message' || w.private[k]) v[k] = w.private[k];
      }
      // leads: the seat's message goes before the public one ("Sealed."
      // then "Waiting for Bob to seal."), not in its place.
      if (w.private.leads && w.private.message && w.public.message) v.message = w.private.message + ' ' + w.public.message;
    }
    return v;
  }

  // eventWire is the view an event stands for: each data line is a part,
  // {"public": ...} or {"private": ...}; without a private part it keeps
  // the stream's last (part.private, reset per stream). Throws on a line
  // not JSON.
  function eventWire(data, part) {
    var w = { public: null, private: part.private };
    data.split('\n').forEach(function (line) {
      var p = JSON.parse(line);
      if (p && p.public) w.public = p.public;
      if (p && p.private) w.private = p.private;
    });
    part.private = w.private;
    return w;
  }

  // accept shows the view in w (see merge) unless older than the one
  // shown (a late answer); an authoritative one (a new stream's first
  // event, a poll with no live stream) is shown anyway, even with a lower
  // version (the laptop restarted). With newer, only a later version than
  // the one shown is (a poll's answer that crossed a stream's view: see
  // fetchView). It waits while a finger is down.
  function accept(w, authoritative, newer) {
    var v = merge(w);
    if (gone || !v) return;
    var shown = held || view;
    if (shown && !authoritative && (v.version < shown.version || (newer && v.version === shown.version))) return;
    if (pressed) { held = v; return; }
    held = null;
    view = v;
    render();
  }

  // press: no control moves under a pressing finger. While one (or the
  // mouse button) is down a new view is held, and drawn once the tap's
  // click has gone to the control under it (a Confirm on the view its
  // player saw), or the finger slides away or lifts without a click. A
  // press longer than pressCap (a resting finger) lets it through.
  var pressed = false;
  var held = null; // the view waiting for the tap to end
  var pressTimer = null;
  var pressCap = 8000;
  function release() {
    clearTimeout(pressTimer);
    pressed = false;
    if (held) { var v = held; held = null; view = v; render(); }
  }
  function later(ms) { clearTimeout(pressTimer); pressTimer = setTimeout(release, ms); }
  document.addEventListener('pointerdown', function () { pressed = true; later(pressCap); }, true);
  // The click comes after pointerup (on a phone, after the tap's gesture):
  // the view waits for it, or 500 ms when there is none.
  document.addEventListener('pointerup', function () { if (pressed) later(500); }, true);
  document.addEventListener('pointercancel', function () { if (pressed) later(0); }, true);
  document.addEventListener('click', function () { if (pressed) later(0); }, true);

  // Ghost taps: a tap on what appeared under the finger less than ghostMs
  // before it went down is dropped: a double tap's second comes within
  // 300 ms ("Take it back" tapped twice opened the move drawn there); a
  // tap aimed at something new comes later (a reaction time, 200-250 ms
  // at best). What appeared: an element put, moved or shown in the page,
  // or a control pushed on the screen (a notice, a longer line, a
  // scroll). Pointer clicks only (a key's or a script's has detail 0).
  // A MutationObserver stamps it after each redraw's task, reading the
  // places the redraw laid out.
  var ghostMs = 350;
  var shownAt = window.WeakMap && new WeakMap();
  var placeOf = shownAt && new WeakMap(); // control: [left, top, scrollX, scrollY]
  var scrolled = false; // a scroll event since the places were read
  // placed stamps each control whose place on the screen changed since
  // the places were last read. After a scroll event (the player's, as a
  // rule: a redraw's own scroll is read before its event comes) a
  // control counts as moved only when its place on the page changed too:
  // a control the player scrolled to did not jump under the finger.
  function placed(now) {
    var sx = window.scrollX, sy = window.scrollY, cs = app.querySelectorAll('button, input, select, textarea, summary, a[href]');
    for (var i = 0; i < cs.length; i++) {
      var r = cs[i].getBoundingClientRect(), p = placeOf.get(cs[i]);
      if (!p) { placeOf.set(cs[i], [r.left, r.top, sx, sy]); continue; }
      var dx = r.left - p[0], dy = r.top - p[1];
      if (scrolled) { dx += sx - p[2]; dy += sy - p[3]; }
      if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) shownAt.set(cs[i], now);
      p[0] = r.left; p[1] = r.top; p[2] = sx; p[3] = sy;
    }
    scrolled = false;
  }
  var downAt = -Infinity;
  var dropped = 0;
  // fresh is how long before at (a time on performance.now's clock) el
  // or what holds it appeared, the least of them; Infinity when not
  // since the page opened.
  function fresh(el, at) {
    var age = Infinity;
    for (var n = el; n; n = n.parentNode) {
      var t = shownAt.get(n);
      if (t !== undefined) age = Math.min(age, at - t);
    }
    return age;
  }
  if (!table && shownAt && window.MutationObserver) {
    var seen = new MutationObserver(function (records) {
      var now = performance.now();
      records.forEach(function (r) {
        var el = r.target;
        if (r.type === 'childList') r.addedNodes.forEach(function (n) { shownAt.set(n, now); });
        else if (r.attributeName === 'hidden' ? r.oldValue !== null && !el.hidden : r.attributeName === 'open' && r.oldValue === null && el.open) shownAt.set(el, now);
      });
      placed(now);
    });
    // A class or a style changed (the body's too: "wanted", "bigtext")
    // or a text edited can move what comes after.
    seen.observe(app, { childList: true, subtree: true, characterData: true, attributes: true, attributeOldValue: true, attributeFilter: ['hidden', 'open', 'class', 'style'] });
    seen.observe(body, { attributes: true, attributeFilter: ['class'] });
    addEventListener('scroll', function () { scrolled = true; }, { passive: true });
    document.addEventListener('pointerdown', function (e) { downAt = e.timeStamp; }, true);
    document.addEventListener('click', function (e) {
      if (!e.isTrusted || !e.detail) return;
      // From the press (a finger down before it appeared: negative), or
      // the click when no press came with it.
      var at = e.timeStamp - downAt < pressCap ? downAt : e.timeStamp;
      if (fresh(e.target, at) >= ghostMs) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      dropped++;
    }, true);
    // For tests tapping with real pointer events: how many ms until a
    // tap on el counts (0: it does now), how many taps were dropped, and
    // the span to use (0 turns the guard off: a test playing a whole
    // game taps each new button at once, and the guard has its own test).
    window.TallymanTaps = {
      wait: function (el) { return Math.max(0, ghostMs - fresh(el, performance.now())); },
      dropped: function () { return dropped; },
      span: function (ms) { ghostMs = ms; }
    };
  }

  // lost: the link was revoked (a 404). Everything it showed is cleared.
  function lost() {
    gone = true;
    if (es) { es.close(); es = null; }
    stopPolling();
    clearTimeout(retryTimer);
    view = null;
    setConn('gone');
    renderGone();
  }

  // streamed counts the views the streams have brought.
  var streamed = 0;

  // fetchView asks for the view now (a poll, a page woken up). An answer
  // that crossed a view from a stream (one came while it was on its way)
  // was made before that view, or as it: it is shown only if its version
  // is later. The same version is not enough: the laptop starting the game
  // (after the joining screen, or after a resume) changes every view and
  // not the version, and a poll answered just before the start, sent
  // while the stream was down and read after the stream's first views,
  // put "Waiting for the laptop to start the game." back over the game
  // on a try-out's phones until the next move (Cy could not pay).
  function fetchView() {
    if (gone) return Promise.resolve();
    var since = streamed;
    return timedFetch(base + '/view', { cache: 'no-store', credentials: 'same-origin' }, 5000).then(function (r) {
      if (r.status === 404) { lost(); return null; }
      if (!r.ok) throw new Error('status ' + r.status);
      return r.json();
    }).then(function (v) {
      pollFails = 0;
      if (!v) return;
      if (!live) heardAt = Date.now();
      if (streamed !== since) accept(v, false, true);
      else accept(v, !live);
      if (!live) setConn('poll');
    }).catch(function () {
      pollFails++;
      if (!live && state !== 'lost') setConn('wait');
    });
  }

  // startPolling fetches the view every 2 s while the stream is down;
  // while the laptop does not answer, the pause doubles up to 10 s, and
  // goes back to 2 s once it answers.
  function startPolling() {
    if (pollTimer || gone) return;
    var next = function () {
      pollTimer = setTimeout(function () {
        fetchView().then(function () { if (pollTimer) next(); });
      }, Math.min(10000, 2000 * Math.pow(2, Math.min(pollFails, 3))));
    };
    next();
  }

  function stopPolling() {
    if (pollTimer) clearTimeout(pollTimer);
    pollTimer = null;
  }

  function connect() {
    if (gone) return;
    clearTimeout(retryTimer);
    if (es) es.close();
    live = false;
    if (!window.EventSource) { startPolling(); fetchView(); return; }
    es = new EventSource(base + '/events');
    var fresh = true; // the next message is this connection's first
    var part = { private: null }; // the private part this stream sent last
    es.onopen = function () { live = true; fresh = true; part.private = null; retries = 0; pollFails = 0; heardAt = Date.now(); setConn('live'); stopPolling(); };
    es.onmessage = function (e) {
      live = true;
      heardAt = Date.now();
      if (state !== 'live') setConn('live');
      var first = fresh;
      fresh = false;
      var w;
      try { w = eventWire(e.data, part); } catch (err) { return; /* a torn message: the next one repairs it */ }
      streamed++;
      accept(w, first);
    };
    // The heartbeat: the laptop is there. Its data is the interval (ms).
    es.addEventListener('beat', function (e) {
      live = true;
      heardAt = Date.now();
      var ms = parseInt(e.data, 10);
      if (ms > 0) beatMs = ms;
      if (state !== 'live') setConn('live');
    });
    // The laptop closes tallyman: the game is over (the page keeps the
    // final scores) or saved to be resumed.
    es.addEventListener('bye', function () {
      closed = true;
      live = false;
      if (view && view.over) {
        // Nothing more will come: no more tries.
        es.close();
        es = null;
        stopPolling();
        clearTimeout(retryTimer);
      }
      setConn('wait');
    });
    es.onerror = function () {
      live = false;
      if (closed && view && view.over) return;
      // (While the polls get through, the page stays live on them: a
      // failed poll says "wait".)
      if (state !== 'lost' && state !== 'poll') setConn('wait');
      startPolling();
      if (es && es.readyState === 2) { // CLOSED: the browser will not retry by itself
        // Try again after 2, 4, 8, then every 10 s.
        es = null;
        retryTimer = setTimeout(connect, Math.min(10000, 2000 * Math.pow(2, Math.min(retries++, 3))));
      }
    };
  }

  // The watchdog: a stream that stays open while nothing comes, not even
  // the heartbeat, means a laptop that is frozen (asleep, its process
  // stopped) or a network that dropped the connection silently. Say so,
  // and open a fresh stream, which goes live once the laptop answers.
  setInterval(function () {
    if (gone || !live || closed) return;
    if (Date.now() - heardAt <= lostAfter()) return;
    live = false;
    setConn('lost');
    startPolling();
    connect();
  }, 1000);

  // After sleep or a network change the stream may be dead without an
  // error: fetch the view at once and open a fresh stream.
  function wakeUp() {
    if (gone || document.visibilityState === 'hidden') return;
    if (closed && view && view.over) return; // tallyman closed: the scores stay
    fetchView();
    connect();
  }

  // A page hidden for hiddenMs (another tab in front, another app, the
  // screen off) closes its stream and stops polling: a browser holds at
  // most 6 connections to one server, and each open page held one, so a
  // seventh tab of tallyman stayed blank or stopped updating. Shown
  // again, it wakes up as after sleep. Meanwhile the laptop counts the
  // seat away, as it does a locked phone.
  var hiddenMs = parseInt(body.getAttribute('data-hidden'), 10) || 10000;
  var hideTimer = null;
  function rest() {
    hideTimer = null;
    if (document.visibilityState !== 'hidden') return;
    clearTimeout(retryTimer);
    retryTimer = null;
    stopPolling();
    if (es) es.close();
    es = null;
    live = false;
    // Not "cannot be reached": nothing is wrong, and a page shown again
    // would flash the alert until its stream opens.
    if (!gone) setConn('start');
  }
  function restLater() {
    clearTimeout(hideTimer);
    hideTimer = document.visibilityState === 'hidden' ? setTimeout(rest, hiddenMs) : null;
  }
  document.addEventListener('visibilitychange', function () { restLater(); wakeUp(); });
  window.addEventListener('online', wakeUp);
  window.addEventListener('pageshow', function (e) { if (e.persisted) wakeUp(); });
  window.addEventListener('offline', function () { live = false; setConn('wait'); });

  setConn('start');
  fetchView();
  connect();
  restLater(); // a tab opened in the background
})();
