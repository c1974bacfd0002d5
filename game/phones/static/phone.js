// The phone page: shows the seat's own view as the game sends it, and sends the seat's decisions back.
// Protocol: docs/phone-protocol.md. It decides nothing: the game checks every decision and answers.
"use strict";
(function () {
  const VERSION = 2;
  const RGB = { red: "#c83a2e", blue: "#3464ba", green: "#3a964a", yellow: "#ecc632", purple: "#804ea4",
    orange: "#e88026", white: "#f2f0e8", black: "#28282c" };
  const token = readToken();
  // The seat's key, given to the first browser that joins: with it this browser comes back (a reload, another
  // tab) without the table being asked. Kept per token, so a new match's link starts afresh.
  const keyName = "ibexes-key:" + token.toLowerCase().replace(/[^0-9a-z]/g, "");
  const $ = (id) => document.getElementById(id);
  let ws = null, welcome = null, state = null, selected = [], keepSel = [], nextId = 1;
  let stopped = "", retry = 0, timer = null, pinger = null, sending = false, asking = null;
  let key = loadKey();

  function readToken() { try { return decodeURIComponent(location.hash.slice(1)).trim(); } catch (e) { return ""; } }
  function loadKey() { try { return localStorage.getItem(keyName) || ""; } catch (e) { return ""; } }
  function saveKey(value) {
    key = value;  // kept in the page as well, for a browser that keeps no storage
    try { if (value) localStorage.setItem(keyName, value); else localStorage.removeItem(keyName); } catch (e) { /* none */ }
  }

  function text(el, value) { el.textContent = value; }
  function say(sentence) { const m = $("message"); text(m, sentence); m.hidden = !sentence; }
  function link(on, label) { const l = $("link"); text(l, label); l.classList.toggle("off", !on); }
  function send(data) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(Object.assign({ v: VERSION }, data))); }

  function connect() {
    clearTimeout(timer);
    if (stopped || (ws && ws.readyState <= 1)) return;
    if (!token) { stop("this page needs its seat's address: scan the code on the screen", true); return; }
    const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws = socket;
    link(false, "connecting…");
    socket.onopen = () => { retry = 0; send({ type: "hello", token: token, key: key }); link(true, "connected"); };
    socket.onmessage = (e) => { let data; try { data = JSON.parse(e.data); } catch (err) { return; } receive(data); };
    socket.onclose = () => {
      if (ws !== socket) return;
      ws = null;
      link(false, "offline");
      if (!stopped) { retry = Math.min(retry + 1, 5); timer = setTimeout(connect, 400 * retry); }
    };
  }
  function sentence(words) { return words ? words[0].toUpperCase() + words.slice(1) + "." : ""; }
  function stop(words, forget) {
    stopped = sentence(words);
    if (forget) { state = null; selected = []; keepSel = []; }  // this page no longer plays the seat: no hand
    say(stopped); link(false, "left"); render();
  }

  function receive(data) {
    if (data.v !== VERSION) return;
    switch (data.type) {
      case "welcome": welcome = data; asking = null; if (data.key) saveKey(data.key); break;
      case "asking": asking = data; break;
      case "lobby": text($("status"), "Joined. The game begins when every phone has joined."); break;
      case "state": state = data; sending = false; say(""); keepValid(); break;
      case "received": break;
      case "refused": case "illegal": case "error": sending = false; say(data.message); break;
      case "taken_over": saveKey(""); stop(data.message, true); break;
      case "denied": stop(data.message, true); break;
      case "closed": stop(data.message, false); break;
      default: return;
    }
    render();
  }
  function keepValid() {
    const hand = state.view.hand;
    selected = selected.filter((t) => hand.includes(t));
    keepSel = keepSel.filter((t) => state.view.keep_offer.includes(t));
  }

  // ------------------------------------------------------------------ what the seat may do now
  function pending() { return state && state.view.pending; }
  function mine() { const p = pending(); return !!p && p.seat === state.view.seat && !stopped && !sending; }
  function kind() { const p = pending(); return p ? p.kind : ""; }
  function sameTiles(a, b) { return a.length === b.length && a.every((t, i) => t === b[i]); }
  function canPlay() {
    const v = state.view;
    if (!mine() || (kind() !== "play" && kind() !== "buy")) return false;
    if (kind() === "buy" && !v.legal_buys.includes(0)) return false;
    return selected.length === v.tiles_to_play;
  }
  function decide(decision) {
    sending = true;
    send({ type: "decide", id: nextId++, turn: state.turn, decision: decision });
    render();
  }
  function play() {
    // While a purchase is asked, the play alone means "play without buying": the game adds the purchase of none.
    if (!canPlay()) return;
    const tiles = selected.slice().sort((a, b) => a - b);
    selected = [];
    decide({ kind: "play", tiles: tiles });
  }
  function buy(count) { if (mine() && kind() === "buy") decide({ kind: "buy", count: count }); }
  function keep() {
    const tiles = keepSel.slice().sort((a, b) => a - b);
    if (mine() && kind() === "keep" && state.view.legal_keeps.some((c) => sameTiles(c, tiles))) {
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
    const b = document.createElement("button");
    b.className = "tile" + (on ? " selected" : "");
    b.textContent = String(tile);
    b.disabled = !enabled;
    b.dataset.tile = String(tile);
    b.addEventListener("click", onTap);
    return b;
  }
  function spaceName(space) {
    const [k, points] = space;
    return { plain: "plain", cowpie: "cowpie +" + points, double: "double", happy: "Happy Cow",
      ibex: "ibex +" + points + " (takes the row)", first: "first" }[k] || k;
  }
  function whose(seat) { return seat === state.view.seat ? "you" : state.view.names[seat]; }
  function render() {
    if (welcome) {
      const me = $("me");
      me.replaceChildren();
      const dot = document.createElement("span");
      dot.className = "dot";
      dot.style.background = RGB[welcome.colors[welcome.seat]] || "#888";
      me.append(dot, document.createTextNode(welcome.names[welcome.seat]));
    }
    const st = $("status"), waiting = !!asking && !stopped;
    $("asking").hidden = !waiting;
    if (waiting) {
      text($("asking-text"), (asking.name ? asking.name + "'s seat" : "This seat") + " is already played on another "
        + "phone. The game's screen now asks the people at the table whether this phone may play it instead. "
        + "Show them this code:");
      text($("asking-code"), asking.code);
    }
    // Nothing of the seat's but its own state: none while the table has not let this page in, or once it left.
    $("play").hidden = $("table").hidden = !state || waiting;
    if (!state || waiting) {
      for (const id of ["hand", "buys", "offer", "rows", "pawns", "round", "summary-lines"]) $(id).replaceChildren();
      $("summary").hidden = true;
      st.classList.remove("mine");
      if (stopped) text(st, "This page no longer plays this seat.");
      else if (waiting) text(st, "Waiting for the table to let this phone in…");
      return;
    }
    const v = state.view, p = v.pending;
    let line;
    if (v.over) line = "The game is over: the screen shows the results.";
    else if (stopped) line = "This page no longer plays this seat.";
    else if (!p) line = "Waiting for the table…";
    else if (p.seat === v.seat) {
      const pick = v.tiles_to_play === 2 ? "pick two tiles and tap Play" : "pick a tile and tap Play";
      line = sending ? "Sent; waiting for the table…"
        : p.kind === "keep" ? "Your row is complete: choose the tiles to keep."
        : p.kind === "buy" && !v.legal_buys.includes(0) ? "Your turn: you must buy first."
        : p.kind === "buy" ? "Your turn: buy tiles, or " + pick + "." : "Your turn: " + pick + ".";
    } else line = "Waiting for " + v.names[p.seat] + " to " + p.kind + ".";
    text(st, line);
    st.classList.toggle("mine", !stopped && !!p && p.seat === v.seat && !v.over);
    const round = $("round");
    round.replaceChildren();
    const badge = (label, cls) => { const s = document.createElement("span"); s.className = "badge " + (cls || ""); s.textContent = label; round.append(s); };
    badge("Round " + v.round);
    if (v.double) badge("Double round: two tiles each", "double");
    if (v.open) badge("Open round: face up, lowest first", "open");
    if (v.happy_showing) badge("Happy Cows: ibex and cowpie points are positive", "happy");
    badge("Supply " + v.supply_size);
    // the hand
    const hand = $("hand"), playing = mine() && (p.kind === "play" || p.kind === "buy");
    hand.replaceChildren(...v.hand.map((t) => tileButton(t, selected.includes(t), playing, () => {
      toggle(selected, t, v.tiles_to_play); render(); })));
    if (!v.hand.length) text(hand, "No tiles in your hand.");
    // purchases and Play
    const buys = $("buys");
    buys.replaceChildren();
    if (mine() && p.kind === "buy") {
      for (const count of v.legal_buys) {
        if (!count) continue;
        const b = document.createElement("button");
        b.className = "buy";
        b.dataset.count = String(count);
        b.append(document.createTextNode("Buy " + count));
        const small = document.createElement("small");
        small.textContent = count + (count === 1 ? " point" : " points") + " → space " + state.landings[String(count)];
        b.append(small);
        b.addEventListener("click", () => buy(count));
        buys.append(b);
      }
    }
    const pb = $("play-button");
    pb.textContent = v.tiles_to_play === 2 ? "Play both" : "Play";
    pb.disabled = !canPlay();
    $("actions").hidden = kind() === "keep" && mine();
    // keeping
    const keeping = mine() && p.kind === "keep";
    $("keep").hidden = !keeping;
    if (keeping) {
      $("offer").replaceChildren(...v.keep_offer.map((t) => tileButton(t, keepSel.includes(t), true, () => {
        toggle(keepSel, t, 99); render(); })));
      const chosen = keepSel.slice().sort((a, b) => a - b);
      $("keep-button").disabled = !v.legal_keeps.some((c) => sameTiles(c, chosen));
    }
    // the table: active rows and pawns
    const rows = $("rows");
    rows.replaceChildren();
    v.rows.forEach((tiles, i) => {
      if (!tiles.length || !welcome) return;
      const spaces = welcome.board.rows[i].spaces;
      const r = document.createElement("div");
      r.className = "row";
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = "Row " + (i + 1);
      const last = document.createElement("b");
      last.textContent = String(tiles[tiles.length - 1]);
      last.title = "the row's last tile";
      const next = document.createElement("span");
      next.className = "next";
      next.textContent = "next: " + (tiles.length < spaces.length ? spaceName(spaces[tiles.length]) : "full");
      // Spaces between the parts, so that they never run together, whatever the layout.
      r.append(name, " ", last, " ", next);
      rows.append(r);
    });
    // The last round in a few lines, as the screen's history tells it (the game's words, in its language).
    const summary = state.summary;
    $("summary").hidden = !summary;
    if (summary) {
      text($("summary-title"), summary.title);
      $("summary-lines").replaceChildren(...summary.lines.map((line) => {
        const li = document.createElement("li");
        li.textContent = line;
        return li;
      }));
    }
    const pawns = $("pawns");
    pawns.replaceChildren(...v.positions.map((pos, seat) => {
      const d = document.createElement("div");
      d.className = "pawn" + (p && p.seat === seat ? " turn" : "");
      const dot = document.createElement("span");
      dot.className = "dot";
      dot.style.background = welcome ? (RGB[welcome.colors[seat]] || "#888") : "#888";
      d.append(dot, document.createTextNode(whose(seat) + ": " + pos));
      return d;
    }));
  }

  $("play-button").addEventListener("click", play);
  $("keep-button").addEventListener("click", keep);
  document.addEventListener("visibilitychange", () => { if (!document.hidden) { retry = 0; connect(); } });
  window.addEventListener("online", () => { retry = 0; connect(); });
  window.addEventListener("hashchange", () => location.reload());
  pinger = setInterval(() => send({ type: "ping" }), 20000);
  connect();
})();
