// The phone page: shows the seat's own view and story as the game sends them, and sends the seat's decisions back.
// Protocol: docs/phone-protocol.md. It decides nothing and computes no rule: the game checks every decision, and
// every sentence (whose turn it is, where a tile would go, the round told) comes from the game, in its language.
"use strict";
(function () {
  const VERSION = 3;
  const RGB = { red: "#c83a2e", blue: "#3464ba", green: "#3a964a", yellow: "#ecc632", purple: "#822c88",
    orange: "#e88026", white: "#f2f0e8", black: "#28282c" };
  // Only until the game's own words arrive (with the welcome, or with a request to the table).
  const FALLBACK = { connecting: "connecting…", connected: "connected", offline: "offline", left: "left",
    other_version: "this page belongs to another version of the game: reload it" };
  const token = readToken();
  // The seat's key, given to the first browser that joins: with it this browser comes back (a reload, another
  // tab, the game continued later) without the table being asked. Only keys are stored, never the token (which
  // lets anyone ask for the seat): the last few, newest first, one for each seat this browser played lately; the
  // hello sends them all and the game finds the seat's own among them.
  const KEYS = "ibexes-keys", MOST_KEYS = 8;
  const $ = (id) => document.getElementById(id);
  let ws = null, welcome = null, state = null, story = null, summary = null, words = {}, selected = [], keepSel = [], nextId = 1;
  let stopped = "", away = false, paused = false, retry = 0, timer = null, sending = false, asking = null;
  let answered = null, standIn = "";  // the question this page's decision answered; what a stand-in chose
  let purchase = 0, hintsOn = loadFlag("ibexes-hints", true);
  let key = "", keys = loadKeys();

  function readToken() { try { return decodeURIComponent(location.hash.slice(1)).trim(); } catch (e) { return ""; } }
  function loadKeys() {
    try {
      // Pages before these kept each key under a name holding its token: those names go.
      for (const name of Object.keys(localStorage)) if (name.startsWith("ibexes-key:")) localStorage.removeItem(name);
      const kept = JSON.parse(localStorage.getItem(KEYS) || "[]");
      return Array.isArray(kept) ? kept.filter((k) => typeof k === "string").slice(0, MOST_KEYS) : [];
    } catch (e) { return []; }
  }
  // The seat's key from now on (`value`; "" when the seat was taken from this page, and its key no longer works).
  function saveKey(value) {
    keys = keys.filter((k) => k !== key && k !== value);  // kept in the page as well, for a browser that keeps no storage
    key = value;
    if (value) keys = [value].concat(keys).slice(0, MOST_KEYS);
    try { localStorage.setItem(KEYS, JSON.stringify(keys)); } catch (e) { /* none */ }
  }
  function loadFlag(name, fallback) {
    try { const v = localStorage.getItem(name); return v === null ? fallback : v === "on"; } catch (e) { return fallback; }
  }
  function saveFlag(name, on) { try { localStorage.setItem(name, on ? "on" : "off"); } catch (e) { /* none */ } }

  // A word of the page in the game's language, its {placeholders} filled in.
  function w(name, values) {
    let said = words[name] || FALLBACK[name] || "";
    for (const [k, v] of Object.entries(values || {})) said = said.split("{" + k + "}").join(String(v));
    return said;
  }
  function text(el, value) { el.textContent = value; }
  function el(tag, cls, content) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (content !== undefined) e.textContent = content;
    return e;
  }
  function say(sentence) { const m = $("message"); text(m, sentence); m.hidden = !sentence; }
  function link(on, label) { const l = $("link"); text(l, label); l.classList.toggle("off", !on); }
  function send(data) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(Object.assign({ v: VERSION }, data))); }

  function connect() {
    clearTimeout(timer);
    if (stopped || (ws && ws.readyState <= 1)) return;
    if (!token) { stop("this page needs its seat's address: scan the code on the screen", true); return; }
    const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws = socket;
    link(false, w("connecting"));
    socket.onopen = () => { retry = 0; send({ type: "hello", token: token, keys: keys }); link(true, w("connected")); };
    socket.onmessage = (e) => { let data; try { data = JSON.parse(e.data); } catch (err) { return; } receive(data); };
    socket.onclose = () => {
      if (ws !== socket) return;
      ws = null;
      link(false, stopped ? w("left") : w("offline"));  // a page let go has left; any other is offline for now
      // Soon after a blip; every few seconds while the game is away (it may be continued any time).
      if (!stopped) { retry = Math.min(retry + 1, 5); timer = setTimeout(connect, away ? 3000 : 400 * retry); }
    };
  }
  function sentence(said) { return said ? said[0].toUpperCase() + said.slice(1) + (said.endsWith(".") ? "" : ".") : ""; }
  function stop(said, forget) {
    stopped = sentence(said);
    if (forget) { state = null; story = null; summary = null; selected = []; keepSel = []; }  // this page no longer plays the seat
    say(stopped); link(false, w("left")); render();
  }

  function receive(data) {
    if (data.v !== VERSION) {  // a page kept from another version of the game: say so once, and stop
      if (!stopped) stop(w("other_version"), true);
      return;
    }
    switch (data.type) {
      case "welcome":
        welcome = data; asking = null; away = false; if (data.words) words = data.words;
        link(true, w("connected"));  // said before the game's words came: now in its language
        if (data.key) saveKey(data.key);
        document.title = w("title");
        break;
      case "asking": asking = data; if (data.words) words = data.words; link(true, w("connected")); break;
      case "stood_in": standIn = data.message || ""; break;
      case "lobby": state = null; story = null; break;
      case "state":
        if (data.question !== (state && state.question)) answered = null;  // a new question: this page has not answered it
        state = data; sending = false; say(""); keepValid(); break;
      case "story": story = data.story; break;
      case "summary": summary = data.summary; break;
      case "table": paused = !!data.paused; break;
      case "received": break;
      case "illegal": answered = null; sending = false; say(sentence(data.message)); break;  // decide again
      case "refused": answered = null; sending = false; say(sentence(data.message)); break;  // nothing was taken
      case "error": sending = false; say(sentence(data.message)); break;
      case "taken_over": saveKey(""); stop(data.message, true); break;
      case "denied": stop(data.message, true); break;
      case "closed":
        if (data.kept) { away = true; paused = false; sending = false; selected = []; purchase = 0; say(""); break; }
        if (over()) { stopped = sentence(data.message); link(false, w("left")); break; }  // the results stay, as they are
        stop(data.message, false); break;
      default: return;
    }
    render();
  }
  function keepValid() {
    const v = state.view;
    selected = selected.filter((t) => v.hand.includes(t));
    keepSel = keepSel.filter((t) => v.keep_offer.includes(t));
    if (!state.buys.some((b) => b.count === purchase)) purchase = 0;
  }

  // ------------------------------------------------------------------ what the seat may do now
  function asked() { const p = state && state.view.pending; return p && p.seat === state.view.seat ? p.kind : ""; }
  // The seat is asked, by a question this page has not answered yet (once it has played, the state may still ask it
  // while the table shows the reveal: it is not asked to play again).
  function mine() {
    return !!asked() && state.question !== null && state.question !== answered && !playedThisRound() && !stopped &&
      !away && !sending;
  }
  // Whether the story says the seat played its tile(s) of the state's round (a page opened again during the reveal).
  function playedThisRound() { const kind = asked(); return (kind === "buy" || kind === "play") && told().length > 0; }
  function over() { return !!(state && state.view.over) || !!(story && story.results); }
  function sameTiles(a, b) { return a.length === b.length && a.every((t, i) => t === b[i]); }
  function canPlay() {
    const v = state.view, kind = asked();
    if (!mine() || (kind !== "play" && kind !== "buy")) return false;
    if (kind === "buy" && !v.legal_buys.includes(0)) return false;
    return selected.length === v.tiles_to_play;
  }
  function decide(decision) {
    sending = true;
    answered = state.question;
    standIn = "";  // the seat is this phone's again: what its stand-in chose is told
    send({ type: "decide", id: nextId++, question: state.question, decision: decision });
    render();
  }
  function primary() {
    if (!mine()) return;
    if (purchase && asked() === "buy") {  // a purchase is chosen with its button, and made here, as it names it
      const count = purchase;
      purchase = 0;
      decide({ kind: "buy", count: count });
      return;
    }
    // While a purchase is asked, the play alone means "play without buying": the game adds the purchase of none.
    if (!canPlay()) return;
    const tiles = selected.slice().sort((a, b) => a - b);
    selected = [];
    decide({ kind: "play", tiles: tiles });
  }
  function choosePurchase(count) { if (mine() && asked() === "buy") { purchase = purchase === count ? 0 : count; render(); } }
  function keep() {
    const tiles = keepSel.slice().sort((a, b) => a - b);
    if (mine() && asked() === "keep" && state.view.legal_keeps.some((c) => sameTiles(c, tiles))) {
      keepSel = [];
      decide({ kind: "keep", tiles: tiles });
    }
  }
  function toggle(list, tile, most) {
    const at = list.indexOf(tile);
    if (at >= 0) list.splice(at, 1); else { list.push(tile); while (list.length > most) list.shift(); }
  }

  // ------------------------------------------------------------------ drawing
  function tileButton(tile, on, enabled, onTap) {
    const b = el("button", "tile" + (on ? " selected" : ""), String(tile));
    b.disabled = !enabled;
    b.dataset.tile = String(tile);
    b.addEventListener("click", onTap);
    return b;
  }
  function spaceName(space) {
    const [k, points] = space;
    const name = { plain: "plain", cowpie: "cowpie", double: "double_space", happy: "happy_space", ibex: "ibex",
      first: "first" }[k];
    return name ? w(name, { points: points }) : k;
  }
  function dot(color) { const d = el("span", "dot"); d.style.background = RGB[color] || "#888"; return d; }
  function render() {
    if (welcome) $("me").replaceChildren(dot(welcome.colors[welcome.seat]), document.createTextNode(welcome.names[welcome.seat]));
    else if (asking && asking.name) $("me").replaceChildren(dot(asking.color), document.createTextNode(asking.name));
    const st = $("status"), waiting = !!asking && !stopped;
    $("asking").hidden = !waiting;
    if (waiting) {
      text($("asking-text"), asking.name ? w("asking", { name: asking.name }) : w("asking_seat"));
      text($("asking-code"), asking.code);
    }
    $("paused").hidden = !paused || away || !!stopped || !state;
    text($("paused"), w("paused"));
    // Nothing of the seat's but its own state: none while the table has not let this page in, or once it left.
    const shown = !!state && !waiting;
    for (const id of ["play", "table", "story", "board", "players"]) $(id).hidden = !shown;
    if (!shown) {
      for (const id of ["hand", "buys", "offer", "rows", "pawns", "round", "story-tiles", "story-lines"]) $(id).replaceChildren();
      window.IbexesTable.clear(tableParts());
      $("summary").hidden = $("results").hidden = true;
      st.classList.remove("mine");
      text(st, stopped ? w("no_longer") : waiting ? w("let_in") : welcome ? w("lobby") : st.textContent);
      return;
    }
    const v = state.view, kind = asked(), ended = over();
    text(st, stopped && !ended ? w("no_longer") : away ? w("away") : sending ? w("sent") : state.status);
    $("stood-in").hidden = !standIn || !!stopped;
    text($("stood-in"), standIn);
    st.classList.toggle("mine", mine() && state.mine);
    drawRound(v);
    drawHand(v, kind);
    drawStory();
    drawSummary();
    drawResults();
    drawTable(v);
    // The whole table, which a wide screen shows beside the hand (phone.css); drawn from the same state.
    if (welcome) window.IbexesTable.draw(tableParts(), welcome, v, { w: w, spaceName: spaceName }, RGB);
    $("board").hidden = $("players").hidden = !welcome;
  }
  function tableParts() {
    return { rows: $("board-rows"), track: $("track"), seats: $("seats"), boardTitle: $("board-title"),
      trackTitle: $("track-title"), seatsTitle: $("players-title") };
  }
  function drawRound(v) {
    const round = $("round");
    round.replaceChildren(el("span", "badge", w("round", { round: v.round })));
    if (v.double) round.append(el("span", "badge double", w("double")));
    if (v.open) round.append(el("span", "badge open", w("open")));
    if (v.happy_showing) round.append(el("span", "badge happy", w("happy")));
    if (v.open_next && !v.over) round.append(el("span", "badge open wide", w("open_next")));  // as the window's round panel
    round.append(el("span", "badge", w("supply", { n: v.supply_size })));
  }
  // The hand as the table shows it: while the state still asks this seat to choose, though the story says it has
  // played this round (the next state waits for the table to show the reveal), the tiles played have left it.
  function shownHand(v) {
    const kind = asked(), played = kind === "buy" || kind === "play" ? told() : [];
    return v.hand.filter((t) => !played.includes(t));
  }
  // The tiles the story says the seat played in the state's round: the story's own, or the one before once the table
  // has begun the next round.
  function told() {
    const round = state.view.round;
    const said = !story ? null : story.round === round ? story : story.last && story.last.round === round ? story.last : null;
    return said ? said.played.map((p) => p.tile) : [];
  }
  function drawHand(v, kind) {
    const keeping = mine() && kind === "keep";
    text($("hand-title"), w("hand"));
    const playing = mine() && (kind === "play" || kind === "buy") && !purchase;
    const hand = $("hand"), tiles = shownHand(v);
    hand.replaceChildren(...tiles.map((t) => tileButton(t, selected.includes(t), playing, () => {
      toggle(selected, t, v.tiles_to_play); render(); })));
    if (!tiles.length) text(hand, w("no_tiles"));
    // While keeping, the row's tiles are the choice: the hand (empty, at a round's end) is not in the way.
    $("hand-title").hidden = hand.hidden = keeping || (!tiles.length && v.over);
    // Where the chosen tile(s) would go: the game's hint, as the screen gives it.
    const hint = $("hint"), toggleHints = $("hints-button");
    toggleHints.hidden = !mine() || (kind !== "play" && kind !== "buy");
    text(toggleHints, hintsOn ? w("hints_on") : w("hints_off"));
    const chosen = state.buys.find((b) => b.count === purchase);
    const keyOf = selected.slice().sort((a, b) => a - b).join(",");
    let line = "";
    if (chosen) line = chosen.note;
    else if (hintsOn && !toggleHints.hidden) line = selected.length ? state.hints[keyOf] || "" : w("pick_hint");
    text(hint, line);
    hint.hidden = !line;
    // purchases: chosen here, made by the primary button, which names them
    const buys = $("buys");
    buys.replaceChildren(...(mine() && kind === "buy" ? state.buys : []).map((b) => {
      const button = el("button", "buy" + (b.count === purchase ? " selected" : ""), b.label);
      button.dataset.count = String(b.count);
      button.append(el("small", "", w("to_space", { space: b.end })));
      button.addEventListener("click", () => choosePurchase(b.count));
      return button;
    }));
    const pb = $("play-button");
    pb.textContent = chosen ? chosen.confirm : v.tiles_to_play === 2 ? w("play_both") : w("play");
    pb.disabled = chosen ? !mine() : !canPlay();
    $("actions").hidden = (kind === "keep" && mine()) || v.over;
    $("keep").hidden = !keeping;
    text($("keep-button"), w("keep"));
    if (keeping) {
      $("offer").replaceChildren(...v.keep_offer.map((t) => tileButton(t, keepSel.includes(t), true, () => {
        toggle(keepSel, t, 99); render(); })));
      const picked = keepSel.slice().sort((a, b) => a - b);
      $("keep-button").disabled = !v.legal_keeps.some((c) => sameTiles(c, picked));
    }
  }
  function drawStory() {
    const section = $("story");
    section.hidden = !story || !story.round;
    if (section.hidden) return;
    // The round before stays in view until something happens to the seat in this one (it buys or plays).
    const told = !story.played.length && !story.lines.length && story.last ? story.last : story;
    text($("story-title"), w("your_round", { round: told.round }));
    $("story-tiles").replaceChildren(...told.played.map((p) => {
      const item = el("div", "played" + (p.face_down ? " down" : ""));
      item.append(el("span", "tile small", String(p.tile)), el("span", "where", p.face_down ? w("face_down") : p.where));
      return item;
    }));
    if (!told.played.length) $("story-tiles").append(el("p", "quiet", w("played_none")));
    $("story-lines").replaceChildren(...told.lines.map((line) => el("li", "", line)));
    const points = $("story-points");
    points.hidden = !told.points;
    text(points, w("round_points", { points: (told.points > 0 ? "+" : "") + told.points }));
  }
  function drawSummary() {
    // The last round in a few lines, as the screen's history tells it (once the table has shown its end).
    $("summary").hidden = !summary;
    if (!summary) return;
    text($("summary-title"), summary.title);
    $("summary-lines").replaceChildren(...summary.lines.map((line) => el("li", "", line)));
  }
  function drawResults() {
    const results = story && story.results;
    $("results").hidden = !results;
    if (!results) return;
    text($("results-title"), w("results"));
    text($("results-headline"), results.headline);
    text($("results-reason"), results.reason);
    $("standings").replaceChildren(...results.standings.map((s) => {
      const row = el("li", s.you ? "you" : "");
      row.append(el("span", "place", s.place), dot(s.color), el("span", "name", s.name),
        el("span", "score", w("points", { points: s.points })));
      return row;
    }));
  }
  function drawTable(v) {
    text($("rows-title"), w("rows"));
    text($("pawns-title"), w("pawns"));
    const rows = $("rows");
    rows.replaceChildren();
    v.rows.forEach((tiles, i) => {
      if (!tiles.length || !welcome) return;
      const spaces = welcome.board.rows[i].spaces;
      const r = el("div", "row");
      const last = el("b", "last", String(tiles[tiles.length - 1]));
      last.title = w("last_tile");
      const next = el("span", "next", w("next", { space: tiles.length < spaces.length ? spaceName(spaces[tiles.length]) : w("full") }));
      // Spaces between the parts, so that they never run together, whatever the layout.
      r.append(el("span", "name", w("row", { row: i + 1 })), " ", last, " ", next);
      rows.append(r);
    });
    const p = v.pending;
    const askedSeats = new Set((v.asked || []).map((a) => a.seat));
    $("pawns").replaceChildren(...v.positions.map((pos, seat) => {
      const d = el("div", "pawn" + (askedSeats.has(seat) || (p && p.seat === seat) ? " turn" : ""));
      d.append(dot(welcome ? welcome.colors[seat] : ""),
        document.createTextNode((seat === v.seat ? w("you") : v.names[seat]) + ": " + pos));
      return d;
    }));
  }

  $("play-button").addEventListener("click", primary);
  $("keep-button").addEventListener("click", keep);
  $("hints-button").addEventListener("click", () => { hintsOn = !hintsOn; saveFlag("ibexes-hints", hintsOn); render(); });
  document.addEventListener("visibilitychange", () => { if (!document.hidden) { retry = 0; connect(); } });
  window.addEventListener("online", () => { retry = 0; connect(); });
  window.addEventListener("hashchange", () => location.reload());
  setInterval(() => send({ type: "ping" }), 20000);
  connect();
})();
