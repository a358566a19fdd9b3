// GURPS on the players' page: the silhouette of the combatant's body plan (figures.json, made
// from the window's own drawings), its lost and crippled parts, and the parts' names.
"use strict";
(function () {
  // as the window's silhouette: from a scratch's yellow to the orange of the crippling point
  const LOW = [0xf5, 0xd8, 0x4a], HIGH = [0xf0, 0x8a, 0x24];
  function injuredFill(share) {
    const f = Math.max(0, Math.min(1, Number(share) || 0));
    return "rgb(" + LOW.map((a, i) => Math.round(a + (HIGH[i] - a) * f)).join(",") + ")";
  }
  function figure(c, ctx) {
    const lost = new Set(c.lost || []), crippled = new Set(c.crippled || []);
    const injured = c.injured && typeof c.injured === "object" ? c.injured : {};
    const body = c.body;
    if (body && typeof body === "object") return tiles(body, lost, crippled, ctx);
    const plan = ctx.data[body];
    if (!plan) return null;
    const gone = (loc) => {
      for (let p = plan.attached[loc]; p; p = plan.attached[p]) if (lost.has(p)) return true;
      return false;
    };
    const s = ctx.svg("svg", { viewBox: "0 0 100 140", class: "fig", role: "img" });
    for (const [loc, d, rule] of plan.shapes) {
      const state = lost.has(loc) ? "lost" : gone(loc) ? "missing"
        : crippled.has(loc) ? "crippled" : loc in injured ? "injured" : "ok";
      const path = ctx.svg("path", { d: d, "fill-rule": rule, class: state, "data-part": loc });
      // through the CSSOM: the page's Content-Security-Policy forbids style attributes
      if (state === "injured") path.style.fill = injuredFill(injured[loc]);
      s.appendChild(path);
    }
    return s;
  }
  function tiles(body, lost, crippled, ctx) {
    // a custom plan: one labelled tile per location, as the window's generic figure
    const locs = body.locations || [];
    const cols = Math.max(1, Math.ceil(Math.sqrt(locs.length / 1.4)));
    const rows = Math.max(1, Math.ceil(locs.length / cols));
    const w = 100 / cols, h = 140 / rows;
    const s = ctx.svg("svg", { viewBox: "0 0 100 140", class: "fig", role: "img" });
    const parent = {};
    for (const loc of locs) if (loc.attached_to) parent[loc.id] = loc.attached_to;
    const gone = (id) => {
      for (let p = parent[id]; p; p = parent[p]) if (lost.has(p)) return true;
      return false;
    };
    locs.forEach((loc, i) => {
      const x = (i % cols) * w, y = Math.floor(i / cols) * h;
      const state = lost.has(loc.id) ? "lost" : gone(loc.id) ? "missing"
        : crippled.has(loc.id) ? "crippled" : "ok";
      s.appendChild(ctx.svg("rect", { x: x + 1, y: y + 1, width: w - 2, height: h - 2, rx: 2,
                                  class: state, "data-part": loc.id }));
      const t = ctx.svg("text", { x: x + w / 2, y: y + h / 2, "text-anchor": "middle",
                              "dominant-baseline": "middle" });
      t.textContent = (loc.name && (loc.name[ctx.lang] || loc.name.en)) || loc.id;
      s.appendChild(t);
    });
    return s;
  }
  function partNames(c, ids, ctx) {
    const plan = typeof c.body === "string" ? ctx.data[c.body] : null;
    const custom = c.body && typeof c.body === "object" ? c.body.locations || [] : [];
    return ids.map((id) => {
      if (plan && plan.names[id]) return plan.names[id][ctx.lang];
      const loc = custom.find((l) => l.id === id);
      return loc ? loc.name[ctx.lang] || loc.name.en : id;
    });
  }
  // RULES M: the maneuver (with its option) and a posture other than standing
  function stanceText(st, words, fmt) {
    const parts = [];
    if (st.maneuver) {
      let m = words.maneuvers[st.maneuver] || st.maneuver;
      if (st.option) m = fmt(words.with_option, m, words.options[st.option] || st.option);
      parts.push(m);
    }
    if (st.posture && st.posture !== "standing") parts.push(words.postures[st.posture] || st.posture);
    return parts.join(" \u00b7 ");
  }
  const signed = (n) => (n < 0 ? "\u2212" + -n : "+" + n);
  // the words under a card's conditions: the stance, then a half-werewolf's looks (V4)
  function notes(c, words, ctx) {
    const out = [];
    for (const note of c.notes || []) {
      if (note.stance && words.maneuvers) out.push(stanceText(note.stance, words, ctx.fmt));
    }
    for (const note of c.notes || []) {
      const fx = note.werewolf;
      if (!fx || !words.werewolf) continue;
      const parts = [fx.animal ? words.animal : ctx.fmt(words.reaction, signed(fx.reaction || 0))];
      if (fx.bestial) parts.push(words.bestial);
      out.push(ctx.fmt(words.werewolf, parts.join(" \u00b7 ")));
    }
    return out;
  }
  // the top line: the moon (V4), the weather (V5), the season's temperature (V8)
  function world(w, words, ctx) {
    const out = [];
    if (w.moon && words.moon)
      out.push(ctx.fmt(words.moon, words.phases[String(w.moon.phase)] || w.moon.phase,
                       words.directions[w.moon.waxing ? "waxing" : "waning"]));
    if (w.weather && words.weather)
      out.push(ctx.fmt(words.weather, words.weathers[w.weather] || w.weather));
    if (w.celsius !== undefined && w.season && words.temperature)
      out.push(ctx.fmt(words.temperature, w.celsius + " \u00b0C", words.seasons[w.season] || w.season));
    return out;
  }
  TrackerFigures.register("gurps", figure, partNames, { notes: notes, world: world });
})();
