// tallyman table screen (issue 25): the shared screen on a TV or a laptop
// is the board. app.js renders the parts every page has (whose turn, the
// auction, the latest moves, the final scores); this file lays them out
// for a screen that does not scroll, draws the game's board (view.board)
// and fits it all in the screen: top first, the game's name, whose turn
// and who is awaited (the largest text), the last move in one line; then
// the board (or the final scores) beside the auction and the latest
// moves. Sizes follow the screen (--u, table.css). On a phone (phone,
// below) the page is not fitted: it scrolls, in one column.
//
// Fitting: after each change, a page that runs below or beside the
// screen shrinks its scale, then steps down a list of levels (smaller
// type, fewer latest moves, no notes, the board's lesser parts left out,
// the moves under the board). Filling under 87 % of the height, it grows:
// a level's scale up to the next looser level's, then that level. Beside
// the board the latest moves take the room left (oldest out). No text
// under --min. Each try is a layout of the whole screen, so a change
// usually costs one (a scale is guessed from the content's height).
(function () {
  'use strict';

  var kit = null; // from app.js: app, h, isolate, sections
  var h = null;
  var tv = null; // main#app
  var head, stage, mainCol, side, boardBox, last;
  var level = 0;
  var scale = 1; // type and spacing at level's k times this (see fit)
  var stuck = Infinity; // the content's height when enlarge last left the screen not full
  // roof is the scale the page last shrank to, or came down to its level
  // at: it grows past it only once its content leaves the share clear of
  // the screen free (or see held), so that content that grows and shrinks by turns
  // (a line more every other move) does not change the scale each time.
  var roof = Infinity;
  // held counts the updates at which the roof kept a page that fills
  // less than low from growing, less those at which it filled the screen
  // again; at wait of them the roof is lifted (a Boxes page was left a
  // quarter empty). lifted counts the updates since: a page that has to
  // shrink again within wait updates doubles wait.
  // A page whose roof was lifted so stays at its level (stay) until it
  // has to shrink or leaves the share clear free (a tablet's page went
  // back and forth between two levels).
  var held = 0, wait = 2, lifted = Infinity, stay = false;
  // Fitting's shares of the screen's height: a page that fills less than
  // low grows, aiming at aimUp (a scale that fills full is kept); one
  // that runs below the screen shrinks, aiming at aimDown. grow is the
  // most the loosest level grows by.
  var low = 0.87, full = 0.9, clear = 0.8, aimUp = 0.95, aimDown = 0.92, grow = 1.7;
  var keyed = []; // the board's parts that may be left out (a key above 0)
  var tried = []; // by level: the content's height when that level was tried and did not fit
  var shownKey = '';

  // The levels, loosest first: k scales type and spacing (type never
  // below --min), log is how many latest moves are listed, notes whether
  // notes show, drop the board's parts whose key is at least it (0:
  // none) on boards other than the turn's, dropAll on every board, stack
  // puts the auction and the latest moves under the board, across (in
  // rows of two, the oldest rows left out when they do not fit: see
  // trim).
  // Every level that lists moves lists all the view has (all) but for
  // those that do not fit (trim).
  var all = Infinity;
  var tvLevels = [
    { k: 1, log: all, notes: true, drop: 0 },
    { k: 0.92, log: all, notes: true, drop: 0 },
    { k: 0.85, log: all, notes: true, drop: 0 },
    { k: 0.8, log: all, notes: false, drop: 0 },
    { k: 0.76, log: all, notes: false, drop: 3 },
    { k: 0.72, log: all, notes: false, drop: 2 },
    { k: 0.68, log: all, notes: false, drop: 1 },
    { k: 0.64, log: all, notes: false, drop: 1, dropAll: true },
    { k: 0.6, log: all, notes: false, drop: 1, dropAll: true, stack: true },
    { k: 0.6, log: 0, notes: false, drop: 1, dropAll: true }
  ];
  // A screen taller than wide (tall) has two levels more, tighter than
  // the TV's last: pack runs a board's parts in lines, as words (a short
  // part beside the one before it: table.css), tight runs each area's
  // title in with its parts too and draws each space of a part marked
  // spare in one line (Rival Seas's sea tiles as laid: its slot, tile
  // and turn side by side, not one over another), so that the tablet
  // still shows them.
  var tallLevels = tvLevels.concat([
    { k: 0.5, log: 0, notes: false, drop: 1, dropAll: true, pack: true },
    { k: 0.5, log: 0, notes: false, drop: 1, dropAll: true, pack: true, tight: true }
  ]);
  var tall = window.matchMedia('(orientation: portrait) and (min-width: 541px)');
  var levels = tall.matches ? tallLevels : tvLevels;

  function setup(k) {
    kit = k;
    h = k.h;
    tv = k.app;
    tv.classList.add('tv');
    var s = k.sections;
    var title = document.getElementById('title');
    last = h('p', { class: 'last', hidden: '', 'aria-live': 'polite' });
    head = h('div', { class: 'head' }, [title, s.turn, last]);
    boardBox = h('div', { class: 'board', hidden: '' });
    mainCol = h('div', { class: 'maincol' }, [s.scores, boardBox, s.panels]);
    side = h('div', { class: 'side' }, [s.auction, s.log]);
    stage = h('div', { class: 'stage' }, [mainCol, side]);
    tv.append(s.alert, head, stage);
    window.addEventListener('resize', refit);
  }

  // refit fits the page anew, from the loosest level, once it shows a
  // game: when the screen's size changes, or the room above the head
  // does (app.js's banner "tallyman was closed on the laptop" comes or
  // goes).
  function refit() { if (shownKey) fit(true); }

  // ---- the board ----

  var inks = {};
  // ink is the colour of a letter written on colour c: black on a light
  // colour, white on a dark one.
  function ink(c) {
    if (!c) return '';
    if (inks[c]) return inks[c];
    var probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = '#000';
    probe.fillStyle = c;
    var x = probe.fillStyle, r = 0, g = 0, b = 0;
    if (/^#[0-9a-f]{6}$/i.test(x)) {
      r = parseInt(x.slice(1, 3), 16); g = parseInt(x.slice(3, 5), 16); b = parseInt(x.slice(5, 7), 16);
    }
    inks[c] = (0.299 * r + 0.587 * g + 0.114 * b) > 140 ? '#111' : '#fff';
    return inks[c];
  }

  // piece draws p as its shape with its letter on it (colour is never the
  // only sign); more than three alike are one piece and "×N".
  function piece(p) {
    var n = Math.max(p.count || 0, 1);
    var one = function () {
      var el = h('span', { class: 'pc ' + (p.kind || 'token'), text: p.letter || '' });
      if (p.colour) { el.style.backgroundColor = p.colour; el.style.color = ink(p.colour); }
      return el;
    };
    var kids = [];
    if (n > 3) kids.push(one(), h('span', { class: 'times', text: '×' + n }));
    else for (var i = 0; i < n; i++) kids.push(one());
    return h('span', { class: 'pcs', role: 'img', 'aria-label': (n > 1 ? n + ' ' : '') + (p.name || p.kind) }, kids);
  }

  function pieces(list) {
    return h('span', { class: 'pieces' }, (list || []).map(piece));
  }

  function space(sp) {
    var kids = [];
    if (sp.label) kids.push(h('span', { class: 'sl', text: sp.label }));
    if (sp.face) kids.push(h('span', { class: 'face', text: sp.face }));
    if (sp.pieces && sp.pieces.length) kids.push(pieces(sp.pieces));
    if (sp.mark) kids.push(h('span', { class: 'smark', text: sp.mark, title: sp.mark }));
    // A note that names a player (sp.who) runs in its own direction, its
    // whole text in its title; its hyphens do not break (table.css).
    if (sp.note && sp.who) {
      var said = sp.note.replace(/-/g, '\u2011');
      var note = h('span', { class: 'snote sname' + (sp.whole ? ' whole' : ''), text: said, title: sp.note, dir: 'auto' });
      var wem = wordEm(said, 400);
      if (wem) note.style.setProperty('--wem', wem.toFixed(3));
      kids.push(note);
    } else if (sp.note) kids.push(h('span', { class: 'snote', text: sp.note }));
    var cls = 'space' + (sp.face ? ' card' : '') + (sp.mark ? ' marked' : '') + ((sp.pieces && sp.pieces.length) || sp.face ? '' : ' empty');
    return h('li', { class: cls }, kids);
  }

  function part(p) {
    var el = h('div', { class: 'part' + (p.value ? ' stat' : '') + (p.spaces ? ' row' : '') + (p.spare ? ' spare' : ''), 'data-key': String(p.key || 0) });
    if (p.label) el.append(h('span', { class: 'label', text: p.label }));
    if (p.value) el.append(h('b', { class: 'big', text: p.value }));
    if (p.pieces && p.pieces.length) el.append(pieces(p.pieces));
    if (p.spaces) {
      // How many share the row (table.css: a player's name under a space
      // takes at most a share).
      var ol = h('ol', { class: 'spaces' }, p.spaces.map(space));
      ol.style.setProperty('--tiles', String(p.spaces.length));
      el.append(ol);
    }
    if (p.text) el.append(h('span', { class: 'text', text: p.text }));
    if (p.note) el.append(h('span', { class: 'pnote note', text: p.note }));
    return el;
  }

  // wordEm is the width of text's widest word in ems of a box's heading
  // (its weight and family; weight 400: a space's note): table.css makes
  // a player's name, and a tile's note, smaller until that word fits its
  // box. Measured on a canvas, with no layout; 0 when it cannot be.
  var measure = null, measured = {};
  function wordEm(text, weight) {
    weight = weight || 800;
    var key = weight + ' ' + text;
    if (measured.hasOwnProperty(key)) return measured[key];
    if (!measure) {
      var c = document.createElement('canvas');
      measure = c.getContext && c.getContext('2d');
      if (!measure) return 0;
    }
    measure.font = weight + ' 100px ' + getComputedStyle(tv).fontFamily;
    var most = 0;
    String(text).split(/\s+/).forEach(function (w) { most = Math.max(most, measure.measureText(w).width); });
    measured[key] = most ? most / 100 * 1.02 : 0; // (2 %: the canvas's rounding)
    return measured[key];
  }

  function area(a) {
    var name = h('span', { class: 'name', text: a.title });
    var wem = wordEm(a.title);
    if (wem) name.style.setProperty('--wem', wem.toFixed(3));
    var title = h('h2', null, [a.piece ? piece(a.piece) : null, name]);
    if (a.turn) title.append(h('span', { class: 'mark turnmark', text: '● turn' }));
    // A mark wraps between its words; only a word wider than its area
    // is cut with "…" (a CEO's 40-letter name: whole in its title and in
    // the player's own area). A right-to-left name is a bdi of its own:
    // the words around it stay left to right (a TV read "سارة being
    // chosen by").
    if (a.mark) title.append(h('span', { class: 'mark', title: a.mark }, bidi(a.mark)));
    var cls = 'area' + (a.seat >= 0 ? ' player' : ' shared') + (a.wide ? ' wide' : '') + (a.turn ? ' turn' : '');
    var el = h('section', { class: cls, 'data-seat': String(a.seat) }, [title].concat((a.parts || []).map(part)));
    if (a.span > 1 && !a.wide) el.style.gridColumn = 'span ' + a.span;
    return el;
  }

  // bidi is t's text, each right-to-left run in a bdi.
  function bidi(t) {
    return kit.isolate(t).split(/\u2068|\u2069/).map(function (x, i) {
      return i % 2 ? h('bdi', { dir: 'rtl', text: x }) : x;
    });
  }

  // words puts each long word (a name) of the auction's lines in a span
  // of its own, with its stop: table.css makes it smaller until it fits
  // its line, rather than break it or leave its full stop alone on the
  // next (a TV read "Waiting for Maximiliantheodorusfitzwilliam / .").
  function words() {
    kit.sections.auction.querySelectorAll('.phase p:not([data-w])').forEach(function (p) {
      p.setAttribute('data-w', '');
      var wt = getComputedStyle(p).fontWeight;
      Array.prototype.slice.call(p.childNodes).forEach(function (n) {
        if (n.nodeType !== 3 || !/\S{12}/.test(n.data)) return;
        p.replaceChild(h('span', null, n.data.split(/(\s+)/).map(function (w) {
          if (w.length < 12 || /[\s\u2068\u2069]/.test(w)) return document.createTextNode(w);
          var el = h('span', { class: 'word', text: w });
          el.style.setProperty('--wem', wordEm(w, wt).toFixed(3));
          return el;
        })), n);
      });
    });
  }

  // drawBoard redraws only the areas that changed, so a change in one
  // player's board does not redraw the others.
  function drawBoard(b) {
    var areas = (b && b.areas) || [];
    var kids = boardBox.children;
    for (var i = 0; i < areas.length; i++) {
      var key = JSON.stringify(areas[i]);
      if (kids[i] && kids[i].shownKey === key) continue;
      var el = area(areas[i]);
      el.shownKey = key;
      if (kids[i]) boardBox.replaceChild(el, kids[i]);
      else boardBox.append(el);
    }
    while (boardBox.children.length > areas.length) boardBox.lastChild.remove();
    var players = areas.filter(function (a) { return a.seat >= 0 && !a.wide; }).length;
    var narrow = areas.filter(function (a) { return !a.wide; }).length;
    var cols = (b && b.columns) || (narrow <= 3 ? narrow : narrow === 4 ? 2 : 3);
    if (players > cols && players <= 5 && !(b && b.columns)) cols = Math.min(players, 5);
    cols = Math.max(cols, 1);
    setVar(boardBox, '--cols', String(cols));
    // A screen taller than wide (table.css) has at most two (an area
    // spans two at most), and the areas run down two columns (flow: each
    // as tall as it is, not as the tallest beside it), a wide area or
    // one spanning more than one across both (across), the areas between
    // two such split in halves by their lines (see lines): the second
    // column from the area marked colbreak, so that an area keeps its
    // column from move to move. An area alone between two such, or after
    // the last, runs across both too (lone), its parts in two columns
    // (it left half the screen's width empty).
    setVar(boardBox, '--tcols', String(Math.min(cols, 2)));
    var flow = areas.length > 2;
    flag(boardBox, 'flow', flow);
    var across = areas.map(function (a) { return !!a.wide || a.span > 1; });
    var breaks = [], lone = [];
    for (var from = 0, to = 0; to <= areas.length; to++) {
      if (to < areas.length && !across[to]) continue;
      breaks[half(areas, from, to)] = true;
      if (to - from === 1 && areas.length > 3) lone[from] = true;
      from = to + 1;
    }
    for (var j = 0; j < kids.length; j++) {
      flag(kids[j], 'across', flow && (across[j] || !!lone[j]));
      flag(kids[j], 'lone', flow && !!lone[j]);
      flag(kids[j], 'colbreak', flow && !!breaks[j]);
    }
  }

  // lines is about how many lines area a takes in a column of a tablet
  // stood upright (about 40 letters wide; a piece two letters): its
  // title with its marks, each part (the values side by side one line,
  // a row of spaces a line of a label and one of a face or pieces), a
  // note one more.
  function lines(a) {
    var wide = function (n) { return Math.max(1, Math.ceil(n / 40)); };
    var n = 0.5 + wide((a.title || '').length + (a.mark ? a.mark.length + 3 : 0) + (a.turn ? 7 : 0));
    var stats = 0;
    (a.parts || []).forEach(function (p) {
      var pcs = (p.pieces || []).reduce(function (m, c) { return m + ((c.count || 1) > 3 ? 5 : 2 * (c.count || 1)); }, 0);
      if (p.value) { stats += (p.label || '').length + p.value.length + 3; return; }
      if (p.spaces) {
        var row = p.spaces.reduce(function (m, sp) { return m + Math.max(4, (sp.label || '').length, (sp.face || '').length, (sp.mark || '').length) + 1; }, (p.label || '').length);
        n += 2 * wide(row);
      } else n += wide((p.label || '').length + (p.text || '').length + pcs + 1);
      if (p.note) n += 1;
    });
    return n + (stats ? wide(stats) : 0);
  }

  // half is the area, from+1 to to-1, that splits areas[from:to] in
  // halves of about as many lines (see lines) most nearly (-1 with fewer
  // than two).
  function half(areas, from, to) {
    var total = 0, upTo = 0, split = -1, best = Infinity, n = [];
    for (var i = from; i < to; i++) { n[i] = lines(areas[i]); total += n[i]; }
    for (i = from + 1; i < to; i++) {
      upTo += n[i - 1];
      if (Math.abs(2 * upTo - total) < best) { best = Math.abs(2 * upTo - total); split = i; }
    }
    return split;
  }


  // ---- the layout ----

  function render(v, opts) {
    var s = kit.sections;
    var over = !!v.scores;
    // The final scores take the board's place: fitted anew, from the
    // loosest level, not held at the level and scale the board needed.
    var ends = over !== tv.classList.contains('ended');
    flag(tv, 'auction-on', !!opts.auction);
    flag(tv, 'ended', over);
    // The last move in one line everyone can read.
    var log = v.log || [];
    var lastText = log.length ? kit.isolate(log[log.length - 1]) : '';
    if (last.textContent !== lastText) last.textContent = lastText;
    hide(last, !log.length);
    var hasBoard = !!(v.board && v.board.areas && v.board.areas.length);
    drawBoard(hasBoard && !over ? v.board : null);
    hide(boardBox, !hasBoard || over);
    // With a board the panels are not drawn again in words.
    hide(s.panels, hasBoard || over || !(v.panels && v.panels.length));
    // Nothing in the main column (a sale with no board, as `tallyman
    // bids` has): the auction and the latest moves take the whole screen.
    flag(tv, 'nomain', boardBox.hidden && s.panels.hidden && s.scores.hidden);
    flips(v);
    words();
    keyed = boardBox.hidden ? [] : Array.prototype.slice.call(boardBox.querySelectorAll('.part:not([data-key="0"])'));
    shownKey = String(v.version);
    fit(ends);
  }

  // flips turns over a bidder's card the moment its bid (or its runoff
  // extra) is revealed: on every screen at once, since the reveal is one
  // change for everyone.
  var before = {};
  function flips(v) {
    var now = {};
    (v.bidders || []).forEach(function (b) {
      var shown = b.total == null ? '' : 'T' + (b.extra == null ? '' : 'E');
      var was = before[b.seat];
      if (shown && was !== undefined && was !== shown) {
        var li = kit.sections.auction.querySelector('li.bidder[data-seat="' + b.seat + '"]');
        if (li) li.classList.add('flip');
      }
      now[b.seat] = shown;
    });
    before = now;
  }

  // apply sets level n, changing only what differs (a redraw that keeps
  // the level lays out only what changed).
  function apply(n) {
    var l = levels[n];
    var k = String(Math.round(1000 * l.k * scale) / 1000);
    if (tv.style.getPropertyValue('--k') !== k) tv.style.setProperty('--k', k);
    flag(tv, 'nonotes', !l.notes);
    flag(tv, 'packed', !!l.pack);
    flag(tv, 'tight', !!l.tight);
    flag(tv, 'brief', !l.log);
    var at = n + (scale === 1 ? '' : '×' + Math.round(100 * scale) / 100);
    if (tv.getAttribute('data-level') !== at) tv.setAttribute('data-level', at);
    // The latest moves: the newest l.log before the last one, which is
    // in the head's line already (a tester saw it twice).
    var items = kit.sections.log.querySelectorAll('ol.late li');
    var shown = 0;
    if (items.length) hide(items[items.length - 1], true);
    for (var i = items.length - 2; i >= 0; i--) {
      var keep = shown < l.log;
      hide(items[i], !keep);
      if (keep) shown++;
    }
    hide(kit.sections.log, shown === 0);
    // With no auction and no latest moves the board takes the whole width.
    var noside = shown === 0 && !tv.classList.contains('auction-on');
    flag(tv, 'noside', noside);
    flag(tv, 'stacked', !!l.stack && !noside);
    keyed.forEach(function (p) {
      var k = +p.getAttribute('data-key');
      var mine = p.parentNode.classList.contains('turn');
      hide(p, l.drop > 0 && k >= l.drop && (!mine || l.dropAll));
    });
  }

  function setVar(el, name, v) { if (el.style.getPropertyValue(name) !== v) el.style.setProperty(name, v); }
  function hide(el, on) { if (el.hidden !== on) el.hidden = on; }
  function flag(el, cls, on) { if (el.classList.contains(cls) !== on) el.classList.toggle(cls, on); }

  function fits() {
    api.layouts++;
    var d = document.documentElement;
    return d.scrollHeight <= window.innerHeight && d.scrollWidth <= window.innerWidth;
  }

  // height is how tall the page's content is now (px).
  function height() { return tv.getBoundingClientRect().bottom; }
  function bottom(el) { return el.getBoundingClientRect().bottom; }

  // moves are the latest moves listed now, oldest first.
  function moves() {
    return Array.prototype.filter.call(kit.sections.log.querySelectorAll('ol.late li'), function (li) { return !li.hidden; });
  }

  // keep is how many of the latest moves a level lists at the least
  // beside the board: the newest one. The older ones, up to the level's
  // log, are listed as the room beside the board allows (trim), so that
  // the moves' lines, longer or shorter on every move, do not change
  // the scale (they did on most moves of a Boxes auction, where the
  // side column is the taller).
  function keep(n) { return Math.min(1, levels[n].log); }

  // firm is how tall the page's content is now (px), less the latest
  // moves trim may leave out beside the board (a stacked page: its
  // height): the height fitting fills the screen with.
  function firm() {
    var b = height();
    if (tv.classList.contains('stacked') || kit.sections.log.hidden) return b;
    var items = moves(), n = items.length - keep(level);
    if (n <= 0) return b;
    var sb = bottom(side), mb = bottom(mainCol);
    var loose = items[n].getBoundingClientRect().top - items[0].getBoundingClientRect().top;
    return b - Math.max(mb, sb) + Math.max(mb, sb - loose);
  }

  // trim, on a page that runs below the screen, leaves out the oldest of
  // the latest moves that do not fit: beside the board, down to the
  // level's keep; at a stacked level, rows of them, or all of them. It
  // reads their sizes from the layout fits has just made (the board
  // above them does not move), so it costs no other layout and the
  // level stays when one move line more or less changes the height. It
  // tells whether the page fits then.
  function trim() {
    var d = document.documentElement;
    if (d.scrollWidth > window.innerWidth || kit.sections.log.hidden) return false;
    var over = d.scrollHeight - window.innerHeight + 1; // px to lose (1 for rounding)
    var items = moves();
    var tops = items.map(function (li) { return li.getBoundingClientRect().top; });
    var i, j;
    if (!tv.classList.contains('stacked')) {
      // Beside the board: the side column must end over px higher, and
      // the board already does.
      var sb = bottom(side), mb = bottom(mainCol), end = Math.max(sb, mb) - over;
      if (mb > end) return false;
      for (i = 1; i <= items.length - keep(level); i++) {
        if (sb - (tops[i] - tops[0]) <= end) {
          for (j = 0; j < i; j++) hide(items[j], true);
          return true;
        }
      }
      return false;
    }
    // Without row r and those before it, the list is shorter by the
    // distance from its first row's top to the next row's.
    for (i = 1; i < items.length; i++) {
      if (tops[i] > tops[0] && tops[i] - tops[0] >= over) {
        for (j = 0; j < i; j++) hide(items[j], true);
        return true;
      }
    }
    // Without any: the side ends where the auction does, or is gone.
    var auction = kit.sections.auction;
    var above = auction.hidden ? mainCol : auction;
    if (side.getBoundingClientRect().bottom - above.getBoundingClientRect().bottom < over) return false;
    hide(kit.sections.log, true);
    if (auction.hidden) { flag(tv, 'noside', true); flag(tv, 'stacked', false); }
    return true;
  }

  // cap is the scale at which level n's type is the next looser level's
  // (level 0: grow): a page grows to it before it tries that level. top
  // is the most scale may be at level n: the loosest level's grown size,
  // but cap from the first stacked level on (a tablet's page changed
  // level ten times as often when they grew); a stacked level and the
  // last do not grow.
  function cap(n) {
    var l = levels[n];
    if (l.stack || n === levels.length - 1) return 1;
    return n === 0 ? grow : levels[n - 1].k / l.k;
  }
  function top(n) {
    for (var i = 0; i <= n; i++) if (levels[i].stack) return cap(n);
    return grow * levels[0].k / levels[n].k;
  }

  // settle sets scale to the largest in [lo, hi] that fits, in a few
  // layouts: each guess the scale that would fill the share aim of the
  // screen, were height in proportion to scale, kept once it fits and
  // fills full of the screen. lo fits, its content hLo px high, or, when hLo
  // is 0, is not known to (it is tried last); hi, when hHi is not 0, is
  // known not to fit, its content hHi px high. It returns the content's
  // height at the scale set, or 0 when none fits.
  function settle(lo, hLo, hi, hHi, aim) {
    var room = window.innerHeight, top = tv.getBoundingClientRect().top;
    for (var i = 0; i < 4; i++) {
      var from = hLo ? [lo, hLo] : [hi, hHi];
      var s = Math.floor(100 * from[0] * (aim * room - top) / Math.max(from[1] - top, 1)) / 100;
      if (hHi && s >= hi) s = Math.floor(50 * (lo + hi)) / 100;
      s = Math.min(s, hi - (hHi ? 0.01 : 0));
      if (s <= lo) break;
      scale = s;
      apply(level);
      if (fits() || trim()) {
        lo = s; hLo = firm();
        if (hLo >= full * room || !hHi && s >= hi) break;
      } else {
        hi = s; hHi = firm();
      }
    }
    // At the scale kept, its latest moves trimmed again (apply lists
    // them all).
    scale = lo;
    apply(level);
    return fits() || trim() ? firm() : 0;
  }

  // enlarge grows the scale of a page that fits, its content h0 px
  // high, towards the share aim of the screen, up to most (and the roof,
  // unless the share clear of the screen is free); unless it did not
  // fill the share low at this height or a greater one before (stuck).
  // It returns the content's height then.
  function enlarge(h0, aim, most) {
    var room = window.innerHeight, hi = h0 < clear * room ? most : Math.min(most, roof);
    if (scale >= hi || h0 >= stuck) return h0;
    var h1 = settle(scale, h0, hi, 0, aim);
    stuck = h1 < low * room && scale < hi ? h1 : Infinity;
    return h1;
  }

  // loosen, on a page that fits but fills less than the share low of
  // the screen, grows its scale (enlarge) and, at its level's cap, tries
  // the looser level: kept when it fits and leaves the share aimDown free
  // (a stacked level whenever it fits), tried again only once the
  // content is smaller; else it grows on, up to its level's top. The
  // roof is lifted once it has held the page wait updates in a row.
  function loosen() {
    var room = window.innerHeight, h0 = firm();
    if (h0 >= low * room) { held = Math.max(0, held - 1); return; }
    if (h0 < clear * room) stay = false;
    else if (scale >= roof && ++held >= wait) { roof = Infinity; held = 0; lifted = 0; stay = true; }
    for (;;) {
      h0 = enlarge(h0, aimUp, cap(level));
      if (h0 >= low * room) return;
      if (stay || level === 0 || scale < cap(level) || h0 >= tried[level - 1]) break;
      var s0 = scale, stack = levels[level - 1].stack;
      scale = Math.max(1, Math.round(1000 * s0 * levels[level].k / levels[level - 1].k) / 1000);
      level--;
      apply(level);
      var whole = fits(), ok = whole || trim();
      if (!ok || !stack && firm() > aimDown * room) {
        // Not yet: tried again once the content is smaller than now.
        tried[level] = h0;
        level++;
        scale = s0;
        apply(level);
        break;
      }
      stuck = roof = Infinity;
      if (stack && !whole) return; // trimmed to the screen: no room for more
      h0 = firm();
    }
    enlarge(h0, aimUp, top(level));
  }

  // fit finds the level and scale that fit and fill the screen, with as
  // few layouts as it can (each is a layout of the whole screen, costly
  // on a slow device): the level and scale shown usually still fit and
  // fill the share low of the screen (one layout), or fit once trim has
  // left out some of the latest moves. A page
  // that fits with more room grows (loosen). A page that does not fit
  // shrinks its scale (aiming at aimDown of the screen, so that the
  // next moves' lines fit too), then, at scale 1, tries the levels from
  // the one whose size would make it fit.
  function fit(fresh) {
    place(fresh);
    api.largest = scale >= top(level);
  }
  function place(fresh) {
    if (fresh) { level = 0; scale = 1; tried = []; stuck = roof = lifted = Infinity; held = 0; wait = 2; stay = false; levels = tall.matches ? tallLevels : tvLevels; }
    if (phone.matches) { level = 0; scale = 1; apply(0); return; }
    apply(level);
    lifted++;
    var last = levels.length - 1, room = window.innerHeight;
    if (fits() || !tv.classList.contains('stacked') && trim()) {
      loosen();
      return;
    }
    if (tv.classList.contains('stacked') && trim()) return;
    tried = [];
    stuck = Infinity;
    held = 0;
    stay = false;
    if (lifted <= wait) wait *= 2; // the roof was lifted too soon
    lifted = Infinity;
    if (scale > 1 && settle(1, 0, scale, firm(), aimDown)) { roof = scale; return; }
    scale = 1;
    if (level === last) return; // as small as it gets
    // Too big: skip the levels whose size could not fit, then try the
    // others in turn (the next one usually fits).
    var need = levels[level].k * room / Math.max(firm(), 1);
    var next = level + 1;
    while (next < last && levels[next].k > need && levels[next].drop === levels[level].drop && levels[next].log === levels[level].log) next++;
    for (level = next; level < last; level++) {
      apply(level);
      if (fits() || trim()) { roof = Infinity; enlarge(firm(), aimDown, cap(level)); roof = scale; return; }
    }
    level = last;
    apply(last);
  }

  // phone matches a phone's screen, as table.css's last rules do: there
  // the page is read, scrolling, not fitted to the screen (the levels
  // would shrink it to text a few pixels high), and shows everything.
  var phone = window.matchMedia('(max-width: 540px), (max-height: 450px)');

  // layouts counts the layouts fitting has asked for (the redraw
  // benchmark reads it); largest tells whether the page is at the most
  // scale its level may take (tests read it: such a page need not fill
  // the screen).
  var api = { setup: setup, render: render, refit: refit, layouts: 0, largest: false };
  window.TallymanTable = api;
})();
