// tallyman phone page: "Your moves", the player's own moves made on the
// phone (issue 17). app.js calls TallymanMoves.render(view, hooks) after
// each render of a player's page; this file draws view.moves (the seat's
// move catalogue, engines/catalogue) and view.undo, and posts
//   {"kind":"move","move":{"key":K,"answers":{...}},"version":N,"began":B}
//   {"kind":"undo"}
// to <page>/act. Nothing from the internet; every text goes in with
// textContent.
//
// Steps: the list of offers (label, cost, rule; the refused ones under
// "Not now", greyed, each with its rule); choosing one asks its params one
// at a time in the order catalogue.Next asks them (a choice's Then params
// right after it; an Optional param may be left out; one with a single
// possible answer answers itself, shown in the summary): choices as a list of
// big buttons (a colour with its swatch), amounts and counts as a stepper
// within Min..Max or typed (a number the question does not take is
// refused in words, as a bid form refuses it, never changed), lots as
// rows with a swatch, name, price and a stepper per lot, prices as a
// stepper per lot. Then a summary says what will
// happen (each answer in words; for a move that asks nothing, what the
// table will read once it is made: the offer's says) above Confirm. A refusal shows the rule and changes nothing; an answer the
// laptop still needs (422 with "ask") is asked and the move sent again.
// After a question whose answer decides what comes next (its "more": a
// deal asked card by card, a revealed card whose container is asked when
// several take it), the page asks the laptop first, once it has no
// question of the move's own left ({"kind":"check",...}: 422 with "ask",
// or {"complete":true} with "says", what the table will read, shown in
// the summary), so that Confirm comes once, when the move is whole.
//
// The version sent is that of the view shown when Confirm is pressed, and
// began that of the view the move was begun on (its offer chosen): while
// choosing, a new view that still offers the same move with the same
// questions keeps the answers (another player's move does not undo it);
// one that does not starts again and says why. So does one saying this
// seat moved after the move was begun (view.moved: the same move made
// from another tab or device, or for this seat at the laptop, or this
// page's own send whose answer was lost): nothing is sent from here, and the laptop refuses such a move
// too (phones.Action.Began). That notice takes the place of the move that was being made,
// so the list of moves drawn again starts below where its controls were:
// a tap meant for Confirm lands on the notice, never on another move (and
// app.js draws nothing new while a finger is down). The place is held for
// holdMs only, then given back (the moves move up to the notice): a tap
// aimed at Confirm comes sooner, and one on a control the release moved
// is dropped by app.js's ghost-tap guard. The notice's words stay until
// stale (dropNote). A move half made outlives a reload (keepDraft).
(function () {
  'use strict';

  var base = location.pathname.replace(/\/+$/, '');
  var sec = null; // the "Your moves" section
  var hooks = null; // from app.js: accept(wire), after, isolate(text), sizeText()
  var view = null;

  // The move being filled in.
  var cur = null; // {offer, sig, began: version, sent, checking, says, answers: {name: answer}, extra: [params], edit: {name: value}}
  var confirmUndo = false;
  var sending = false;
  var errorText = '';
  var errorNet = false; // errorText says the laptop could not be reached
  var keepPlace = 0; // px the notice fills: down to where the move's controls were
  var holdMs = 1000; // how long it fills them (see holdPlace)
  var holdTimer = null;
  // A notice saying why a half-made move was dropped (dropNote) tells
  // of the seat's change movedAt (view.moved.version, 0: none), seen
  // when the seat was wanted or not (wasWanted: the last view's).
  var dropNote = false;
  var movedAt = 0;
  var wasWanted = false;
  var noteText = '';
  var noteVersion = 0; // the note stays until the game moves on past it
  var builtKey = null;

  // handScrolledAt is when the player last scrolled the page by hand (a
  // finger dragging it, a mouse wheel): the page is then where they put
  // it, and a question that comes later does not move it (see
  // bringIntoView).
  var handScrolledAt = 0;
  function byHand() { handScrolledAt = Date.now(); }
  window.addEventListener('touchmove', byHand, { passive: true });
  window.addEventListener('wheel', byHand, { passive: true });

  // iso is app.js's isolate (a right-to-left name kept apart from the
  // text around it), once app.js has passed it to render.
  function iso(t) { return hooks && hooks.isolate ? hooks.isolate(t) : t; }

  function h(tag, attrs, kids) {
    var el = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        if (k === 'text') el.textContent = iso(attrs[k]);
        else if (k === 'class') el.className = attrs[k];
        else if (k === 'on') Object.keys(attrs.on).forEach(function (e) { el.addEventListener(e, attrs.on[e]); });
        else el.setAttribute(k, attrs[k]);
      });
    }
    (kids || []).forEach(function (c) {
      if (c) el.appendChild(typeof c === 'string' ? document.createTextNode(iso(c)) : c);
    });
    return el;
  }

  // money writes n in a param's unit as the laptop does: "$5", "3,400
  // ECU", "1 credit", "2 credits", "5" (a count). A unit written after
  // the number is a plural: for 1 its final s is dropped.
  function money(p, n) {
    if (!p.unit) return grouped(n);
    if (p.unit === '$') return (n < 0 ? '-$' + grouped(-n) : '$' + grouped(n));
    var unit = (n === 1 || n === -1) ? p.unit.replace(/s$/, '') : p.unit;
    return grouped(n) + ' ' + unit;
  }

  // span writes p's amounts from lo to hi as the laptop does
  // (words.MoneyRange): "$0 to $12", a unit after the numbers once ("0 to
  // 3,400 ECU").
  function span(p, lo, hi) { return (p.unit && p.unit !== '$' ? grouped(lo) : money(p, lo)) + ' to ' + money(p, hi); }

  function grouped(n) {
    var s = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return (n < 0 ? '-' : '') + s;
  }

  // stepOf is what a param's numbers are multiples of (catalogue.Param
  // Step): Boxes' bids go in banknotes of 50 ECU.
  function stepOf(p) { return p.step > 1 ? p.step : 1; }

  function optName(o) { return o.label || o.value; }

  // colourOf is how the colour an option names is drawn, when it names
  // one: the game's palette entry for it (view.palette, {colour, letter}:
  // as its board and panels draw it), or, for a game without a palette,
  // the CSS colour of the name; null when it names none. A swatch is
  // drawn beside the option's words, never instead of them.
  function colourOf(p, o) {
    var v = String(o.value || '').split('@')[0].toLowerCase();
    if (!v || (p.of !== 'colour' && p.kind !== 'lots')) return null;
    var pal = (view && view.palette) || [];
    for (var i = 0; i < pal.length; i++) {
      if (String(pal[i].name).toLowerCase() === v) return pal[i];
    }
    if (pal.length || !window.CSS || !CSS.supports || !/^[a-z]+$/.test(v)) return null;
    return CSS.supports('color', v) ? { colour: v } : null;
  }

  function swatch(c) {
    // The letter is drawn by the style sheet from data-letter, so the
    // option's text is its words alone.
    var s = h('span', { class: 'mv-sq', 'aria-hidden': 'true', 'data-letter': c.letter || '' });
    s.style.backgroundColor = c.colour;
    return s;
  }

  // ---- the questions, in asking order (as catalogue.Next) ----

  // walk visits the params of the move being filled in, each resolved (a
  // prices param with for gets one option per lot chosen), in asking
  // order, until visit returns false.
  function walk(params, answers, visit) {
    var asked = {};
    function rec(ps) {
      for (var i = 0; i < ps.length; i++) {
        var p = resolve(ps[i], asked, answers);
        var a = answers[p.name];
        // Nothing to price (the lots it prices were left out): not
        // asked, answered by no prices (as catalogue.Next).
        if (!a && p.kind === 'prices' && !p['for'] && !(p.options || []).length) a = { prices: [] };
        if (!a) a = only(p);
        if (!visit(p, a)) return false;
        asked[p.name] = p;
        if (p.kind !== 'choice' || !a || a.skip) continue;
        var os = p.options || [];
        for (var k = 0; k < os.length; k++) {
          if (os[k].value === a.value && !rec(os[k].then || [])) return false;
        }
      }
      return true;
    }
    rec(params);
  }

  function resolve(p, asked, answers) {
    if (p.kind !== 'prices' || !p['for']) return p;
    var lots = asked[p['for']], a = answers[p['for']];
    if (!lots || !a) return p;
    var q = {};
    Object.keys(p).forEach(function (k) { q[k] = p[k]; });
    q['for'] = '';
    q.options = [];
    if (a.skip) return q;
    (a.lots || []).forEach(function (v) {
      var o = (lots.options || []).filter(function (x) { return x.value === v; })[0];
      q.options.push({ value: v, label: o ? optName(o) : v });
    });
    return q;
  }

  // only is the answer of a question that has one possible answer (a
  // choice of one option, a number whose least is its most), which is not
  // asked: it answers itself, the summary shows it, and Back passes over
  // it. null for any other question, and for one that may be left out or
  // whose answer the laptop follows up (more).
  function only(p) {
    if (p.optional || p.more) return null;
    if (p.kind === 'choice' && (p.options || []).length === 1) return { value: p.options[0].value };
    if ((p.kind === 'amount' || p.kind === 'count') && p.min === p.max) return { n: p.min };
    return null;
  }

  // given is the answers the laptop gets: those the player gave and those
  // of the questions that answered themselves (only).
  function given() {
    var out = {};
    Object.keys(cur.answers).forEach(function (k) { out[k] = cur.answers[k]; });
    answered().forEach(function (pa) { if (!out[pa[0].name] && only(pa[0])) out[pa[0].name] = pa[1]; });
    return out;
  }

  function allParams() { return (cur.offer.params || []).concat(cur.extra); }

  // next is the first param not answered, or null.
  function next() {
    var found = null;
    walk(allParams(), cur.answers, function (p, a) {
      if (!a) { found = p; return false; }
      return true;
    });
    return found;
  }

  // answered lists [param, answer] in asking order.
  function answered() {
    var out = [];
    walk(allParams(), cur.answers, function (p, a) {
      if (!a) return false;
      out.push([p, a]);
      return true;
    });
    return out;
  }

  // said is the number n answered to p in the param's own words
  // (catalogue.Param Says: "2 cards in your mini-deck, 9 set aside"),
  // or '' when it has none for n.
  function said(p, n) { return (p.says || [])[n - p.min] || ''; }

  // words says an answer in words, for the summary.
  function words(p, a) {
    if (a.skip) return 'left out';
    var os = p.options || [];
    var byValue = function (v) { var o = os.filter(function (x) { return x.value === v; })[0]; return o ? optName(o) : v; };
    switch (p.kind) {
      case 'choice': return byValue(a.value);
      case 'amount': case 'count': return said(p, a.n || 0) || money(p, a.n || 0);
      case 'lots':
        if (!a.lots || !a.lots.length) return 'none';
        var counts = {}, order = [];
        a.lots.forEach(function (v) { if (!counts[v]) order.push(v); counts[v] = (counts[v] || 0) + 1; });
        return order.map(function (v) { return counts[v] + ' × ' + byValue(v); }).join(', ');
      case 'prices':
        return (a.prices || []).map(function (n, i) { return (os[i] ? optName(os[i]) : '') + ' at ' + money(p, n); }).join(', ');
    }
    return '';
  }

  // sentence ends the summary's words as a sentence: a capital first (a
  // number's own words begin small, "load 2 brown containers …"), a full
  // stop at the end unless they end in one.
  function sentence(t) { return t.charAt(0).toUpperCase() + t.slice(1) + (/[.!?]$/.test(t) ? '' : '.'); }

  // bringIntoView puts what the player is to answer now within the
  // window, scrolled as little as it takes (issue: on a small phone the
  // turn box and the answers given so far pushed each next question
  // below the first screen, and the page did not follow): the question
  // (or the summary above Confirm, or the list of moves once a move is
  // done) is left alone when it is wholly in view; else the page is
  // scrolled, at once, to the top of "Your moves" when the question then
  // fits in the window whole, or else to the question itself. Not when
  // the player is typing (a keyboard is up), nor when they scrolled by
  // hand since tapped (at the tap that asked for what comes next).
  function bringIntoView(tapped) {
    if (!sec || sec.hidden || handScrolledAt > tapped) return;
    var a = document.activeElement;
    if (a && (a.tagName === 'INPUT' || a.tagName === 'TEXTAREA' || a.tagName === 'SELECT' || a.isContentEditable)) return;
    var step = sec.querySelector('.mv-param, .mv-summary');
    // The list: from the section's top down to its first move.
    var r = (step || sec.querySelector('.mv-offer') || sec).getBoundingClientRect();
    var all = sec.getBoundingClientRect(), high = window.innerHeight;
    if (r.height === 0 || (r.top >= 0 && r.bottom <= high && (step || all.top >= 0))) return;
    var to = !step || r.bottom - all.top + 8 <= high ? sec : step; // (8: the room kept above, moves.css)
    if (to !== step || r.top < 0 || r.top > 8) to.scrollIntoView({ block: 'start', behavior: 'instant' });
  }

  // ---- the move being made, kept over a reload ----
  // A phone's browser reloads a tab it put away, and a player may reload
  // it: the move being made (its offer's signature, the version it was
  // begun on, the answers so far, the laptop's questions, the numbers
  // being set) is kept in the tab's own storage under the seat's link,
  // each time it is drawn and as the page is put away, and gone once the
  // move is made, cancelled or dropped. At the first view it comes back
  // if that view still offers the same move with the same questions and
  // the seat has not moved since it was begun (as a live page keeps
  // it); else it is dropped and nothing said. Never sent anywhere; a
  // page of another seat opened in this tab deletes it.
  var draftKey = base + '#move';
  var restored = false; // the first view came: drafts are kept from now on

  function keepDraft() {
    if (!restored) return;
    try {
      if (cur) sessionStorage.setItem(draftKey, JSON.stringify({ sig: cur.sig, began: cur.began, sent: cur.sent, answers: cur.answers, extra: cur.extra, edit: cur.edit }));
      else sessionStorage.removeItem(draftKey);
    } catch (e) { /* no storage */ }
  }
  window.addEventListener('pagehide', keepDraft);
  document.addEventListener('visibilitychange', function () { if (document.hidden) keepDraft(); });

  // restore takes the move kept (keepDraft) up again on v, the first
  // view, when v allows it; true when it did.
  function restore(v) {
    restored = true;
    var d = null;
    try {
      for (var i = sessionStorage.length - 1; i >= 0; i--) {
        var k = sessionStorage.key(i);
        if (/#move$/.test(k) && k !== draftKey) sessionStorage.removeItem(k); // another seat's
      }
      d = JSON.parse(sessionStorage.getItem(draftKey) || 'null');
    } catch (e) { /* no storage, or not ours */ }
    if (!d || !d.sig || (v.moved && v.moved.version > d.began)) return false;
    var o = ((v.moves && v.moves.offers) || []).filter(function (x) { return JSON.stringify(x) === d.sig; })[0];
    if (!o) return false;
    cur = { offer: o, sig: d.sig, began: d.began, sent: !!d.sent, answers: d.answers || {}, extra: d.extra || [], edit: d.edit || {} };
    // The tab's entries for the move's steps (app.js): Back takes them back.
    if (hooks && hooks.resumeSteps) hooks.resumeSteps(unstep);
    return true;
  }

  // ---- actions ----

  // The phone's Back (app.js's stepIn): choosing a move and each answer
  // is a step, which Back takes back (unstep); closing the move any other
  // way takes its steps out of the history (done).
  function stepIn(undo) { if (hooks && hooks.stepIn) hooks.stepIn(undo || unstep); }
  function done() { if (hooks && hooks.stepsDone) hooks.stepsDone(); }

  function choose(o) {
    cur = { offer: o, sig: JSON.stringify(o), began: view.version, sent: false, answers: {}, extra: [], edit: {} };
    stepIn();
    errorText = '';
    keepPlace = 0;
    noteText = '';
    dropNote = false;
    draw(true);
    bringIntoView(Date.now());
  }

  function answer(p, a) {
    cur.answers[p.name] = a;
    cur.says = '';
    stepIn();
    errorText = '';
    if (!next() && decided(p)) { check(p, Date.now()); return; }
    draw(true);
    bringIntoView(Date.now());
  }

  // decided reports whether the move, p just answered and no question of
  // the page's left, may ask the laptop more: p decides it (p.more), or p
  // is one of the offer's own questions and one answered before it does
  // (a revealed card's type and number come before its containers, asked
  // only for the record). A question the laptop asked that decides
  // nothing (the container chosen) is the last.
  function decided(p) {
    if (p.more) return true;
    if (cur.extra.some(function (q) { return q.name === p.name; })) return false;
    return answered().some(function (pa) { return pa[0].more; });
  }

  // check asks the laptop what the move needs after p's answer, which
  // decides it (p.more: Mini Containers' deal asks card after card until
  // the trash adds up to 30): the next question, asked as the page asks
  // its own, or nothing more, and Confirm comes under what the table
  // will read (says: the container a revealed card goes on when only one
  // takes it). Nothing is made. A refusal says why and asks p again; with
  // no answer from the laptop Confirm comes, and sending asks what is
  // missing then.
  function check(p, tapped) {
    cur.checking = true;
    post({ kind: 'check', move: { key: cur.offer.key, answers: given() }, version: view.version }, function (ok, body) {
      if (!cur) return;
      cur.checking = false;
      if (ok && body.says) cur.says = body.says;
      if (!ok && body.ask && body.ask.length) {
        body.ask.forEach(function (q) {
          if (!allParams().some(function (x) { return x.name === q.name; })) cur.extra.push(q);
        });
      } else if (!ok) {
        errorText = body.error || 'Refused.';
        delete cur.answers[p.name];
      }
      draw(true);
      bringIntoView(tapped);
    });
  }

  // back (the Back button) takes back the last answer, or leaves the
  // move when none is left: through the history when it holds the step
  // (app.js calls unstep then), so the phone's Back stays in step.
  function back() {
    if (!(hooks && hooks.stepBack && hooks.stepBack())) unstep();
  }

  function unstep() {
    if (!cur || sending) return;
    // The last answer given (a question answered by itself, prices with
    // nothing to price or one with one possible answer, is passed over).
    var list = answered().filter(function (pa) { return cur.answers.hasOwnProperty(pa[0].name); });
    if (!list.length) { close(); return; }
    var last = list[list.length - 1][0];
    delete cur.answers[last.name];
    cur.says = '';
    // The laptop's questions asked after it depended on it: asked anew.
    cur.extra = cur.extra.filter(function (q) { return q.name === last.name || cur.answers.hasOwnProperty(q.name); });
    draw(true);
    bringIntoView(Date.now());
  }

  function cancel() {
    done();
    close();
  }

  function close() {
    cur = null;
    errorText = '';
    keepPlace = 0;
    draw(true);
    bringIntoView(Date.now());
  }

  function post(action, done) {
    if (sending) return;
    sending = true;
    errorText = '';
    errorNet = false;
    draw(true);
    var ctl = window.AbortController ? new AbortController() : null;
    var timer = ctl ? setTimeout(function () { ctl.abort(); }, 20000) : null;
    fetch(base + '/act', {
      method: 'POST', cache: 'no-store', credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(action), signal: ctl ? ctl.signal : undefined
    }).then(function (r) {
      clearTimeout(timer);
      return r.json().catch(function () { return { error: 'The laptop sent an odd answer (' + r.status + ').' }; }).then(function (body) {
        sending = false;
        done(r.ok, body || {});
      });
    }, function (e) {
      clearTimeout(timer);
      sending = false;
      errorNet = true;
      errorText = e && e.name === 'AbortError'
        ? 'No answer from the laptop. Once this page is live again it shows whether your move went in; if not, try again.'
        : 'Could not reach the laptop. Check the Wi-Fi and try again.';
      dropIfMoved(view); // the view saying it went in came while it was sent
      draw(true);
    });
  }

  function send() {
    var tapped = Date.now();
    var move = { key: cur.offer.key, answers: given() };
    cur.sent = true;
    post({ kind: 'move', move: move, version: view.version, began: cur.began }, function (ok, body) {
      if (ok) {
        cur = null;
        done();
        errorText = '';
        dropNote = false;
        noteText = 'Done: your move is on the table.';
        noteVersion = body && body.public ? body.public.version : view.version + 1;
        if (hooks && hooks.accept && body && body.public) hooks.accept(body);
        draw(true);
        bringIntoView(tapped); // the moves left, under "Done"
        return;
      }
      if (body.ask && body.ask.length && cur) {
        // The laptop needs more answers: ask them, then send again.
        body.ask.forEach(function (p) {
          if (!allParams().some(function (q) { return q.name === p.name; })) cur.extra.push(p);
        });
        errorText = '';
        draw(true);
        bringIntoView(tapped);
        return;
      }
      // Refused: the rule says why; nothing changed.
      holdPlace();
      errorText = body.error || 'Refused.';
      cur = null;
      dropped(view);
      draw(true);
    });
  }

  function sendUndo() {
    // Once per question: a second tap (a double tap, the first's answer
    // back or not) sends nothing; sent on the newer view, it would be
    // refused, or take back the player's move before.
    if (!confirmUndo || sending) return;
    // With the version of the view shown, as a move: the move the button
    // offered to take back may not be the last one on a newer game.
    post({ kind: 'undo', version: view.version }, function (ok, body) {
      confirmUndo = false;
      done();
      dropNote = false;
      if (ok) {
        noteText = 'Your last move is taken back.';
        noteVersion = body && body.public ? body.public.version : view.version + 1;
        if (hooks && hooks.accept && body && body.public) hooks.accept(body);
      } else {
        errorText = body.error || 'Refused.';
      }
      draw(true);
    });
  }

  // ---- drawing ----

  function ruleText(err) {
    if (!err) return '';
    return (err.reason || '') + (err.cite || err.rule ? ' (' + (err.cite || err.rule) + ')' : '');
  }

  function drawList(m) {
    var offers = m.offers || [];
    var list = h('div', { class: 'mv-offers' });
    offers.forEach(function (o) {
      var kids = [h('span', { class: 'mv-label', text: o.label })];
      if (o.cost) kids.push(h('span', { class: 'mv-cost', text: o.cost }));
      list.append(h('button', { type: 'button', class: 'primary mv-offer', 'data-key': o.key, on: { click: function () { choose(o); } } }, kids));
      if (o.rule) list.append(h('p', { class: 'mv-rule', text: o.rule }));
    });
    if (!offers.length) list.append(h('p', { class: 'note', text: 'Nothing to do on your phone now.' }));
    sec.append(list);
    var refused = m.refused || [];
    if (refused.length) {
      var ul = h('ul', { class: 'mv-refused' }, refused.map(function (r) {
        return h('li', { 'data-key': r.key }, [h('span', { class: 'mv-label', text: r.label }), h('span', { class: 'mv-why', text: ruleText(r.error) })]);
      }));
      sec.append(h('details', { class: 'mv-notnow' }, [h('summary', { text: 'Not now (' + refused.length + ')' }), ul]));
    }
  }

  // stepper is − value + moving by step (1 when not given) within lo..hi.
  function stepper(id, value, lo, hi, label, onChange, step) {
    step = step || 1;
    var out = h('output', { class: 'mv-n', id: id, 'aria-live': 'polite', text: label(value) });
    function set(v) {
      value = Math.max(lo, Math.min(hi, v));
      out.textContent = iso(label(value));
      minus.disabled = value - step < lo;
      plus.disabled = value + step > hi;
      onChange(value);
    }
    var minus = h('button', { type: 'button', class: 'secondary mv-step', 'aria-label': 'less', text: '−', on: { click: function () { set(value - step); } } });
    var plus = h('button', { type: 'button', class: 'secondary mv-step', 'aria-label': 'more', text: '+', on: { click: function () { set(value + step); } } });
    minus.disabled = value - step < lo;
    plus.disabled = value + step > hi;
    var box = h('div', { class: 'mv-stepper' }, [minus, out, plus]);
    box.set = set; // for a number typed or chosen beside it: nothing redrawn
    // cap lowers (or raises back) the most + reaches, never below the
    // value: a lots question's other lots may leave no room for one more.
    box.cap = function (most) { hi = Math.max(value, most); plus.disabled = value + step > hi; };
    return box;
  }

  // snap is v within p's range on a multiple of its step (the nearest,
  // rounding down between two).
  function snap(p, v) {
    var step = stepOf(p);
    v = Math.max(p.min, Math.min(p.max, v));
    if (step > 1) {
      v = v - (((v % step) + step) % step);
      if (v < p.min) v += step;
    }
    return v;
  }

  // typedNumber reads s, typed for the number question p: {n} when p
  // takes it, else {why}, the words refusing it, as a bid form's
  // ("Type a whole number from 0 to 3,400 ECU, a multiple of 50 ECU.",
  // "130 ECU is not a multiple of 50 ECU: type 100 ECU or 150 ECU.").
  function typedNumber(p, s) {
    var step = stepOf(p);
    s = String(s).trim();
    // Commas only in place ("3,400"), as words.ParseNumber.
    if (/^-?[0-9]{1,3}(,[0-9]{3})+$/.test(s)) s = s.replace(/,/g, '');
    var n = /^-?[0-9]{1,9}$/.test(s) ? parseInt(s, 10) : NaN;
    var whole = 'Type a whole number from ' + span(p, p.min, p.max) + (step > 1 ? ', a multiple of ' + money(p, step) : '') + '.';
    if (isNaN(n) || n < p.min || n > p.max) return { why: whole };
    if (n % step === 0) return { n: n };
    var below = n - n % step;
    var near = [below, below + step].filter(function (v) { return v >= p.min && v <= p.max; });
    if (!near.length) return { why: whole };
    return { why: money(p, n) + ' is not a multiple of ' + money(p, step) + ': type ' + near.map(function (v) { return money(p, v); }).join(' or ') + '.' };
  }

  // lotsLine says what a lots question p takes and what is chosen so
  // far, n lots costing cost, as the laptop's question says it
  // (prompt's lotsWanted): "Choose 1 (at most $30 in all): 0 chosen",
  // "Choose 1 to 3: 2 chosen, costing $5", "Choose up to 2: 0 chosen".
  function lotsLine(p, n, cost) {
    var want = p.min === p.max ? String(p.min) : p.min === 0 ? 'up to ' + p.max : p.min + ' to ' + p.max;
    if (p.budget != null) want += ' (at most ' + money(p, p.budget) + ' in all)';
    return 'Choose ' + want + ': ' + n + ' chosen' + (cost ? ', costing ' + money(p, cost) : '');
  }

  function drawParam(p) {
    var box = h('div', { class: 'mv-param', 'data-param': p.name, 'data-kind': p.kind });
    box.append(h('p', { class: 'mv-question', text: p.label || p.name }));
    var os = p.options || [];
    if (p.kind === 'choice') {
      os.forEach(function (o) {
        var c = colourOf(p, o);
        var kids = [];
        if (c) kids.push(swatch(c));
        kids.push(h('span', { text: optName(o) }));
        box.append(h('button', { type: 'button', class: 'secondary mv-option', 'data-value': o.value,
          on: { click: function () { answer(p, { value: o.value }); } } }, kids));
      });
    } else if (p.kind === 'amount' || p.kind === 'count') {
      var start = cur.edit[p.name];
      if (start === undefined) start = p.min;
      start = snap(p, start);
      cur.edit[p.name] = start;
      var step = stepOf(p);
      // The field is a text box, as a bid form's: what is typed stays as
      // typed, and Next refuses what the question does not take (out of
      // range, not a whole number, off its step) in words, as a bid form
      // does, rather than moving it to a number of its own.
      var input = h('input', { type: 'text', class: 'mv-type', inputmode: 'numeric', pattern: '[0-9]*', autocomplete: 'off',
        enterkeyhint: 'done', value: String(start), 'aria-label': p.label || p.name });
      var why = h('p', { class: 'error mv-refusal', role: 'alert', hidden: '' });
      var refuse = function (t) {
        why.textContent = iso(t);
        why.hidden = !t;
        if (t) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
      };
      // A number typed that the question takes sets the stepper where it
      // is: the question is not drawn anew, so "Type it" stays open and
      // Next stays under the finger on its way to it. The stepper, Least
      // and Most write their number in the field.
      var fromField = false;
      var st = stepper('mv-n-' + p.name, start, p.min, p.max, function (v) { return money(p, v); }, function (v) {
        cur.edit[p.name] = v;
        if (!fromField) { input.value = String(v); refuse(''); }
      }, step);
      var typed = function () {
        var t = typedNumber(p, input.value);
        if (t.why) return;
        refuse('');
        fromField = true;
        st.set(t.n);
        fromField = false;
      };
      input.addEventListener('input', typed);
      input.addEventListener('change', typed);
      box.append(st, h('p', { class: 'range', text: 'From ' + span(p, p.min, p.max) + (step > 1 ? ', in steps of ' + money(p, step) : '') }));
      var quick = h('div', { class: 'mv-quick' }, [
        h('button', { type: 'button', class: 'secondary', text: 'Least: ' + money(p, p.min), on: { click: function () { st.set(p.min); } } }),
        h('button', { type: 'button', class: 'secondary', text: 'Most: ' + money(p, snap(p, p.max)), on: { click: function () { st.set(snap(p, p.max)); } } })
      ]);
      var typeIt = h('details', { class: 'mv-typeit' }, [h('summary', { text: 'Type it' }), input]);
      box.append(quick, typeIt, why);
      // Next takes the number in the field as it is, or says why not and
      // stays on the question.
      box.append(h('button', { type: 'button', class: 'primary mv-next', text: 'Next', on: { click: function () {
        var t = typedNumber(p, input.value);
        if (t.why) { typeIt.open = true; refuse(t.why); input.focus(); return; }
        answer(p, { n: t.n });
      } } }));
    } else if (p.kind === 'lots') {
      var chosen = cur.edit[p.name] || {};
      cur.edit[p.name] = chosen;
      var total = function () { var n = 0, cost = 0; os.forEach(function (o) { n += chosen[o.value] || 0; cost += (chosen[o.value] || 0) * (o.price || 0); }); return [n, cost]; };
      var sum = h('p', { class: 'mv-sum', 'aria-live': 'polite' });
      var nextBtn = h('button', { type: 'button', class: 'primary mv-next', text: 'Next' });
      var steppers = [];
      // Each lot's + stops where one more would pass its lots on offer,
      // the most lots in all, or the money to spend (exactly 1 lot: once
      // one is chosen, no other lot's + is live).
      var upd = function () {
        var t = total();
        var ok = t[0] >= p.min && t[0] <= p.max && (p.budget == null || t[1] <= p.budget);
        sum.textContent = iso(lotsLine(p, t[0], t[1]));
        nextBtn.disabled = !ok;
        steppers.forEach(function (st, i) {
          var o = os[i], own = chosen[o.value] || 0, room = p.max - t[0];
          if (p.budget != null && o.price > 0) room = Math.min(room, Math.floor((p.budget - t[1]) / o.price));
          st.cap(Math.min(Math.max(o.count || 0, 1), own + Math.max(room, 0)));
        });
      };
      os.forEach(function (o, i) {
        var c = colourOf(p, o);
        var name = [c ? swatch(c) : null, h('span', { text: optName(o) + (o.price ? ' · ' + money(p, o.price) : '') + ' (' + Math.max(o.count || 0, 1) + ' on offer)' })];
        steppers[i] = stepper('mv-lot-' + p.name + '-' + i, chosen[o.value] || 0, 0, Math.max(o.count || 0, 1), String, function (v) { chosen[o.value] = v; upd(); });
        box.append(h('div', { class: 'mv-lot', 'data-value': o.value }, [h('div', { class: 'mv-lotname' }, name), steppers[i]]));
      });
      nextBtn.addEventListener('click', function () {
        var lots = [];
        os.forEach(function (o) { for (var k = 0; k < (chosen[o.value] || 0); k++) lots.push(o.value); });
        answer(p, { lots: lots });
      });
      box.append(sum, nextBtn);
      upd();
    } else if (p.kind === 'prices') {
      var prices = cur.edit[p.name] || os.map(function () { return p.min; });
      cur.edit[p.name] = prices;
      os.forEach(function (o, i) {
        box.append(h('p', { class: 'mv-each', text: p.each ? p.each.replace('%s', optName(o)) : optName(o) }),
          stepper('mv-price-' + p.name + '-' + i, prices[i], p.min, p.max, function (v) { return money(p, v); }, function (v) { prices[i] = v; }));
      });
      box.append(h('button', { type: 'button', class: 'primary mv-next', text: 'Next', on: { click: function () { answer(p, { prices: prices.slice() }); } } }));
    }
    if (p.optional) {
      box.append(h('button', { type: 'button', class: 'secondary mv-skip', text: 'Leave this out', on: { click: function () { answer(p, { skip: true }); } } }));
    }
    return box;
  }

  function drawMove() {
    var o = cur.offer;
    sec.append(h('p', { class: 'mv-chosen' }, [h('strong', { text: o.label }), o.cost ? ' · ' + o.cost : '']));
    var done = answered();
    var p = next();
    if (p) {
      // The answers so far, each under its question, then the next one.
      if (done.length) {
        sec.append(h('dl', { class: 'mv-answers' }, [].concat.apply([], done.filter(function (pa) { return words(pa[0], pa[1]); }).map(function (pa) {
          return [h('dt', { text: pa[0].label || pa[0].name }), h('dd', { text: words(pa[0], pa[1]) })];
        }))));
      }
      sec.append(drawParam(p));
    } else if (cur.checking && sending) {
      sec.append(h('p', { class: 'mv-checking', role: 'status', text: 'Asking the laptop what comes next…' }));
    } else {
      // What will happen (the move above, its answers in words and its
      // cost; a move that asks nothing, what the table will read once it
      // is made: the offer's says), then Confirm, within the first screen.
      // After a check, what the table will read follows the answers.
      var said = done.map(function (pa) { return words(pa[0], pa[1]); }).filter(function (w) { return w; });
      var what = said.length ? sentence(said.join('; ')) + (cur.says ? ' The table will read: ' + cur.says : '')
        : o.says ? 'The table will read: ' + o.says
        : o.label + (o.cost ? ' (' + o.cost + ')' : '') + '.';
      sec.append(h('div', { class: 'mv-summary' }, [h('p', { class: 'mv-what', id: 'mv-what', text: what }), o.rule ? h('p', { class: 'mv-rule', text: o.rule }) : null,
        h('button', { type: 'button', class: 'primary', id: 'mv-confirm', text: sending ? 'Sending…' : 'Confirm', on: { click: send } })]));
    }
    var row = h('div', { class: 'mv-row' }, [
      h('button', { type: 'button', class: 'secondary', id: 'mv-back', text: 'Back', on: { click: back } }),
      h('button', { type: 'button', class: 'secondary', id: 'mv-cancel', text: 'Cancel', on: { click: cancel } })
    ]);
    sec.append(row);
  }

  function drawUndo(u) {
    if (confirmUndo) {
      sec.append(h('div', { class: 'mv-undo' }, [h('p', { class: 'question', id: 'mv-undo-ask', text: u.ask || 'Take back your last move?' }),
        h('div', { class: 'mv-row' }, [
          h('button', { type: 'button', class: 'primary', id: 'mv-undo-yes', text: sending ? 'Sending…' : 'Take it back', on: { click: sendUndo } }),
          h('button', { type: 'button', class: 'secondary', id: 'mv-undo-no', text: 'Keep it', on: { click: function () { if (!(hooks && hooks.stepBack && hooks.stepBack())) keep(); } } })])]));
      return;
    }
    sec.append(h('button', { type: 'button', class: 'secondary', id: 'mv-undo', text: u.label || 'Undo my last move',
      on: { click: function () { confirmUndo = true; stepIn(keep); errorText = ''; noteText = ''; dropNote = false; releasePlace(); draw(true); undoIntoView(); } } }));
    if (u.note) sec.append(h('p', { class: 'note', text: u.note }));
  }

  // keep closes the undo question (Keep it, or the phone's Back).
  function keep() {
    if (!confirmUndo || sending) return;
    confirmUndo = false;
    draw(true);
  }

  // undoIntoView shows the undo question and both its buttons (200 %
  // text put them below the window; bigtext draws them tighter): its
  // top, or the buttons at the bottom when all cannot fit. Measured with
  // bigtext as the text size is now (app.js's sizeText).
  function undoIntoView() {
    if (hooks && hooks.sizeText) hooks.sizeText();
    var u = sec && sec.querySelector('.mv-undo'), r = u && u.getBoundingClientRect();
    if (r && r.height && (r.top < 0 || r.bottom > innerHeight)) u.scrollIntoView({ block: r.height + 8 <= innerHeight ? 'start' : 'end', behavior: 'instant' });
  }

  // holdPlace notes how far down the section the controls of the move
  // being made reach, before the move is dropped: the notice that says
  // why fills that place for holdMs, so a tap aimed at Confirm (a
  // finger on its way as the notice came) lands on it. Then the place is
  // given back (releasePlace): the moves left come up under the notice,
  // within the first screen. The danger is over by then: a tap aimed at
  // what was there comes within a reaction time (app.js's ghostMs, 350
  // ms, and a margin), and a tap on a control the release moved, within
  // ghostMs of it, is dropped by app.js.
  function holdPlace() {
    keepPlace = 0;
    clearTimeout(holdTimer);
    if (!sec || !cur) return;
    var top = sec.getBoundingClientRect().top, bottom = 0;
    sec.querySelectorAll('button, input, summary').forEach(function (b) {
      var r = b.getBoundingClientRect();
      if (r.height > 0) bottom = Math.max(bottom, r.bottom - top);
    });
    keepPlace = Math.ceil(bottom);
    holdTimer = setTimeout(releasePlace, holdMs);
  }

  // releasePlace gives back the place the notice held (holdPlace): the
  // notice keeps its words, at its own height.
  function releasePlace() {
    keepPlace = 0;
    var n = sec && sec.querySelector('.mv-held');
    if (n) { n.classList.remove('mv-held'); n.style.minHeight = ''; }
  }

  // draw fills the section; unless forced, only when what it shows
  // changed (a button under a finger is not swapped for a copy).
  function draw(force) {
    if (!sec) return;
    keepDraft();
    var m = view && view.moves;
    var key = JSON.stringify([m, view && view.undo, cur && cur.answers, cur && cur.extra.length, sending, errorText, noteText, confirmUndo]);
    if (!force && key === builtKey) return;
    builtKey = key;
    sec.replaceChildren();
    var on = !!(m || (view && view.undo) || errorText);
    sec.hidden = !on;
    if (!on) return;
    sec.append(h('h2', { text: 'Your moves' }));
    var notice = null;
    if (errorText) notice = h('p', { class: 'error', role: 'alert', id: 'mv-error', text: errorText });
    else if (noteText && !cur) notice = h('p', { class: 'mv-note', role: 'status', text: noteText });
    if (notice) {
      sec.append(notice);
      if (keepPlace && !cur) {
        // Down to where the dropped move's controls reached, and a little
        // more (a finger is wider than a pixel).
        var room = keepPlace + 16 - (notice.getBoundingClientRect().top - sec.getBoundingClientRect().top);
        if (room > notice.offsetHeight) { notice.style.minHeight = room + 'px'; notice.classList.add('mv-held'); }
      }
    }
    if (cur) drawMove();
    else if (m) drawList(m);
    if (view && view.undo && !cur) drawUndo(view.undo);
    sec.querySelectorAll('button').forEach(function (b) { if (sending) b.disabled = true; });
  }

  // render is app.js's hook: v is the merged view; h.accept shows a wire
  // view (the answer to a move), h.after is the section moves follow.
  function render(v, hk) {
    hooks = hk || hooks;
    view = v;
    if (!sec) {
      sec = h('section', { class: 'moves', id: 'moves', hidden: '', 'aria-label': 'Your moves' });
      var app = document.getElementById('app');
      var after = hooks && hooks.after;
      if (after && after.parentNode === app) app.insertBefore(sec, after.nextSibling);
      else app.insertBefore(sec, app.firstChild);
    }
    var back = !restored && restore(v);
    // A notice about a dropped move is stale once the seat has changed
    // again (its move made or taken back, here, at the laptop or on
    // another device: choose clears it for this page's own) or its turn
    // comes anew (wanted again after a view that did not want it):
    // whichever comes first. Not at another player's move: the player
    // may not have read it yet.
    if (dropNote && ((v.moved && v.moved.version > movedAt) || (v.wanted && !wasWanted))) {
      dropNote = false;
      errorText = '';
      noteText = '';
      releasePlace();
    }
    wasWanted = !!v.wanted;
    if (!sending) dropIfMoved(v);
    if (cur && !sending) {
      // Still offered with the same questions: keep the answers.
      var same = v.moves && (v.moves.offers || []).filter(function (o) { return o.key === cur.offer.key; })[0];
      if (!same || JSON.stringify(same) !== cur.sig) {
        holdPlace();
        cur = null;
        noteText = '';
        errorNet = false;
        // (The game may have gone back: a move taken back at the laptop.)
        errorText = same ? 'The game changed while you chose: look again and choose.' : 'That move is no longer offered: the game changed.';
        dropped(v);
      }
    }
    if (!v.undo && confirmUndo) { confirmUndo = false; done(); }
    if (noteText && v.version > noteVersion) noteText = '';
    draw(false);
    if (back) bringIntoView(Date.now());
  }

  // dropIfMoved drops the move being made when v says its seat moved
  // since it was begun (v.moved): made, it could be the same move twice.
  // The notice saying so takes its place.
  function dropIfMoved(v) {
    if (!cur || !v || !v.moved || !(v.moved.version > cur.began)) return;
    holdPlace();
    errorNet = false;
    if (cur.sent && !v.moved.undo && !v.moved.laptop) {
      // This page's own move, its answer lost: news, not an error.
      errorText = '';
      noteText = movedText(v.moved, true);
      noteVersion = Infinity; // stale as dropNote says, not at the next view
    } else {
      errorText = movedText(v.moved, cur.sent);
      noteText = '';
    }
    cur = null;
    dropped(v);
  }

  // dropped marks the notice just set as one about a move dropped on
  // view v (see dropNote), stale from v on.
  function dropped(v) {
    done();
    dropNote = true;
    movedAt = v.moved ? v.moved.version : 0;
  }

  // movedText says why a half-made move was dropped when its seat moved
  // since it was begun (m: view.moved; m.laptop: a move made for it, or
  // its move taken back, at the laptop): sent tells that this page sent
  // it once, its answer lost (made at the laptop meanwhile, the page
  // cannot tell whether its own went in first).
  function movedText(m, sent) {
    var what = m.what ? ': ' + m.what : '';
    if (m.laptop && m.undo) return 'Your move was taken back at the laptop' + what + (sent ? '. The log shows whether the one sent from here went in: look again and choose.' : '. Nothing was sent from here: look again and choose.');
    if (m.laptop) return laptopMoved(m.what) + (sent ? ' The log shows whether the one sent from here went in.' : ' Nothing was sent from here.');
    if (m.undo) return 'You took back a move from another tab or device' + what + '. Nothing was sent from here: look again and choose.';
    if (sent) return 'Your move went in' + what + '. Nothing more was sent from here.';
    return 'You made a move from another tab or device' + what + '. Nothing was sent from here.';
  }

  // laptopMoved says a move was made for the player at the laptop, w
  // being it in the player's own words, as the laptop says it
  // (session.LaptopMoved): "At the laptop, someone made your move for
  // you: you bought a warehouse.", "At the laptop, someone entered this
  // for you: funding (+1 credit)."
  function laptopMoved(w) {
    if (!w) return 'At the laptop, someone made a move for you.';
    if (w.indexOf('you ') === 0) return 'At the laptop, someone made your move for you: ' + w + '.';
    return 'At the laptop, someone entered this for you: ' + w + '.';
  }

  // online is app.js's hook for a stream live again: a "could not reach
  // the laptop" is stale, and goes.
  function online() {
    if (!errorNet) return;
    errorNet = false;
    errorText = '';
    draw(true);
  }

  // hold(ms): for tests (phonetest's HoldDroppedPlace), the place held
  // that long instead of holdMs.
  window.TallymanMoves = { render: render, online: online, hold: function (ms) { holdMs = ms; } };
})();
