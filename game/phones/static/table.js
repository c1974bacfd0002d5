// The whole table, drawn beside the hand when the page is opened on a wide screen (a laptop, a tablet held
// sideways): the board's rows with their spaces and the tiles lying in them, the score track with every seat's pawn,
// and every seat's panel. It draws the seat's own state as the game sends it (docs/phone-protocol.md) and computes
// no rule; every word comes from the game, in its language. phone.css shows it only on a wide screen.
"use strict";
window.IbexesTable = (function () {
  // Each seat colour's own shape, as the window draws it beside the colour (game/client/view/palette.py's
  // PLAYER_SYMBOL), so that no one needs to tell the colours apart.
  const SHAPE = { red: "circle", blue: "square", green: "triangle", yellow: "diamond", purple: "star", orange: "cross",
    white: "ring", black: "bar" };
  const SVG = "http://www.w3.org/2000/svg";
  const INK = "#2b2116", CREAM = "#fffaf0";

  function el(tag, cls, content) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (content !== undefined) e.textContent = content;
    return e;
  }
  function shape(tag, attrs) {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    return e;
  }
  // Ink that reads on `hex` (a light colour gets dark ink, a dark one light ink).
  function inkOn(hex) {
    const n = parseInt(hex.slice(1), 16), r = n >> 16, g = (n >> 8) & 255, b = n & 255;
    return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? INK : CREAM;
  }
  // The outline of a seat's shape, in a 20 x 20 box centred on (10, 10).
  function outline(name, ink) {
    const filled = { fill: ink };
    switch (name) {
      case "square": return [shape("rect", Object.assign({ x: 5.2, y: 5.2, width: 9.6, height: 9.6 }, filled))];
      case "triangle": return [shape("polygon", Object.assign({ points: "10,3.6 16,14.6 4,14.6" }, filled))];
      case "diamond": return [shape("polygon", Object.assign({ points: "10,3.4 15.4,10 10,16.6 4.6,10" }, filled))];
      case "star": {
        const points = [];
        for (let k = 0; k < 10; k++) {
          const radius = k % 2 === 0 ? 6.6 : 3, angle = Math.PI * k / 5 - Math.PI / 2;
          points.push((10 + Math.cos(angle) * radius).toFixed(2) + "," + (10 + Math.sin(angle) * radius).toFixed(2));
        }
        return [shape("polygon", Object.assign({ points: points.join(" ") }, filled))];
      }
      case "cross": return [shape("path", { d: "M5.8 5.8 L14.2 14.2 M5.8 14.2 L14.2 5.8", stroke: ink, "stroke-width": 2.6,
        "stroke-linecap": "round" })];
      case "ring": return [shape("circle", { cx: 10, cy: 10, r: 4.6, fill: "none", stroke: ink, "stroke-width": 2.2 })];
      case "bar": return [shape("rect", Object.assign({ x: 4, y: 8.2, width: 12, height: 3.6 }, filled))];
      default: return [shape("circle", Object.assign({ cx: 10, cy: 10, r: 5 }, filled))];  // circle
    }
  }
  // A seat's mark: a disc of its colour bearing its shape, as the pawns on the window's board do.
  function mark(color, rgb, label) {
    const hex = rgb[color] || "#888888";
    const m = shape("svg", { viewBox: "0 0 20 20", class: "mark", "data-color": color, "data-shape": SHAPE[color] || "" });
    m.append(shape("circle", { cx: 10, cy: 10, r: 9, fill: hex, stroke: INK, "stroke-width": 1.4 }),
      ...outline(SHAPE[color], inkOn(hex)));
    if (label) { const t = shape("title", {}); t.textContent = label; m.append(t); }
    return m;
  }

  // ------------------------------------------------------------------ the board
  // What an empty space shows: the row's number on its first space, a scored space's points, a double space's
  // "×2", a Happy Cow's smile; its name (the game's word) is its tooltip.
  function spaceMark(space, row) {
    const [kind, points] = space;
    if (kind === "first") return String(row);
    if (kind === "cowpie" || kind === "ibex") return String(points);
    if (kind === "double") return "×2";
    if (kind === "happy") return "☺";
    return "";
  }
  function drawRows(holder, board, v, say) {
    const halves = new Map();
    board.rows.forEach((row, i) => {
      if (!halves.has(row.half)) halves.set(row.half, []);
      halves.get(row.half).push(i);
    });
    const most = Math.max(...board.rows.map((row) => row.spaces.length));
    holder.replaceChildren(...Array.from(halves.values(), (indexes) => {
      const half = el("div", "half");
      half.style.setProperty("--spaces", String(most));
      for (const i of indexes) {
        const row = board.rows[i], tiles = v.rows[i] || [];
        const line = el("div", "brow");
        line.dataset.row = String(row.number);
        line.title = say.w("row", { row: row.number });
        row.spaces.forEach((space, k) => {
          const name = say.spaceName(space);
          if (k < tiles.length) {
            const tile = el("span", "space on", String(tiles[k]));
            tile.dataset.tile = String(tiles[k]);
            tile.title = say.w("row", { row: row.number }) + ": " + name;
            line.append(tile);
          } else {
            const cell = el("span", "space " + space[0] + (k === tiles.length ? " next" : ""), spaceMark(space, row.number));
            cell.title = name;
            line.append(cell);
          }
        });
        half.append(line);
      }
      return half;
    }));
  }
  function drawTrack(holder, track, v, welcome, say, rgb) {
    const eyes = new Set(track.oxen_eyes);
    const cells = [];
    for (let at = 0; at <= track.dung_heap; at++) {
      const cell = el("div", "step" + (eyes.has(at) ? " eye" : "") + (at === track.dung_heap ? " heap" : "") +
        (at === 0 ? " start" : ""));
      cell.dataset.at = String(at);
      if (eyes.has(at)) cell.title = say.w("oxen_eye", { position: at });
      else if (at === track.dung_heap) cell.title = say.w("dung_heap", { position: at });
      cell.append(el("span", "at", String(at)));
      const pawns = el("span", "pawns-here");
      v.positions.forEach((pos, seat) => {
        if (pos !== at) return;
        const pawn = mark(welcome.colors[seat], rgb, v.names[seat]);
        pawn.classList.add("pawn-mark");
        pawn.dataset.seat = String(seat);
        pawns.append(pawn);
      });
      cell.append(pawns);
      cells.push(cell);
    }
    holder.replaceChildren(...cells);
  }

  // ------------------------------------------------------------------ the seats
  // What the table waits for from `seat`, or what it has done this round, in the game's word ("" for nothing).
  function doing(v, seat) {
    const asked = (v.asked || []).find((a) => a.seat === seat) || (v.pending && v.pending.seat === seat ? v.pending : null);
    if (asked && !v.over) return { word: asked.kind === "keep" ? "keeping" : "choosing", busy: true };
    const chosen = (v.committed || []).some(([s, n]) => s === seat && n > 0);
    return chosen && !v.over ? { word: "ready", busy: false } : { word: "", busy: false };
  }
  function drawSeats(holder, v, welcome, say, rgb) {
    holder.replaceChildren(...v.names.map((name, seat) => {
      const now = doing(v, seat);
      const panel = el("div", "seat" + (now.busy ? " turn" : "") + (seat === v.seat ? " you" : ""));
      panel.dataset.seat = String(seat);
      panel.style.borderLeftColor = rgb[welcome.colors[seat]] || "#888888";
      const order = v.order.indexOf(seat);
      const top = el("div", "who");
      top.append(mark(welcome.colors[seat], rgb, ""), el("span", "name", name));
      if (seat === v.seat) top.append(el("span", "tag", say.w("you")));
      // This round's tiles the seat has chosen: face up as they lie (an open round), else their backs.
      const shown = (v.face_up || []).filter(([s]) => s === seat).flatMap(([, tiles]) => tiles);
      const chosen = (v.committed || []).filter(([s]) => s === seat).reduce((sum, [, n]) => sum + n, 0);
      if (shown.length || chosen) {
        const lying = el("span", "lying");
        for (const tile of shown) lying.append(el("span", "tile mini", String(tile)));
        for (let k = shown.length; k < chosen; k++) lying.append(el("span", "tile mini back"));
        top.append(lying);
      }
      if (order >= 0 && !v.over) top.append(el("span", "order", String(order + 1)));
      const points = el("span", "seat-points" + (v.positions[seat] ? " some" : ""), say.w("seat_points", { n: v.positions[seat] }));
      const count = v.hand_sizes[seat];
      const hand = el("span", "in-hand", say.w(count === 1 ? "in_hand_one" : "in_hand_many", { n: count }));
      hand.dataset.count = String(count);
      const line = el("div", "facts");
      line.append(points, hand);
      if (now.word) line.append(el("span", "doing" + (now.busy ? " busy" : ""), say.w(now.word)));
      panel.append(top, line);
      return panel;
    }));
  }

  // Draws the table of the state `v` (the seat's view) into `parts` ({rows, track, seats, titles}); `say` gives the
  // game's words ({w, spaceName}); `rgb`, the seat colours' hex values.
  function draw(parts, welcome, v, say, rgb) {
    parts.boardTitle.textContent = say.w("rows");
    parts.trackTitle.textContent = say.w("track");
    parts.seatsTitle.textContent = say.w("players");
    drawRows(parts.rows, welcome.board, v, say);
    drawTrack(parts.track, welcome.board.track, v, welcome, say, rgb);
    drawSeats(parts.seats, v, welcome, say, rgb);
  }
  function clear(parts) { for (const part of [parts.rows, parts.track, parts.seats]) part.replaceChildren(); }
  return { draw: draw, clear: clear, mark: mark };
})();
