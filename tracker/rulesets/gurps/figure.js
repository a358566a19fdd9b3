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
  // a seat's forms on a player's phone (contracts/seats.md; seat.js gives api: el, select,
  // field, button, checkbox, send, words (the generic seat words), own (these page words))
  const MANEUVERS = ["attack", "all_out_attack", "move_and_attack", "aim", "evaluate", "feint",
    "all_out_defense", "move", "change_posture", "ready", "concentrate", "wait", "do_nothing"];
  const POSTURES = ["standing", "crouching", "kneeling", "sitting", "crawling", "lying"];
  const ATTACKS = ["attack", "all_out_attack", "move_and_attack"];
  const AIMED = ["aim", "evaluate", "feint"];
  function declare(v, s, api) {
    const R = api.own.seat || {}, names = api.own.maneuvers || {}, postures = api.own.postures || {};
    const man = api.select("maneuver", MANEUVERS, (m) => names[m] || m.replace(/_/g, " "));
    const target = api.select("target", v.targets);
    const posture = api.select("posture", ["", ...POSTURES], (p) => (p ? postures[p] || p : "\u2014"));
    const location = api.el("input");
    location.placeholder = "torso";
    // its own sheet's weapons ("—": none named, the GM's skill)
    const weapon = api.select("weapon", ["", ...v.seat.own.weapons], (w) => w || "\u2014");
    s.appendChild(api.field(R.maneuver, man));
    s.appendChild(api.field(R.target, target));
    if (v.seat.own.weapons.length) s.appendChild(api.field(R.weapon, weapon));
    s.appendChild(api.field(R.location, location));
    s.appendChild(api.field(R.posture, posture));
    const chinks = api.checkbox(), wound = api.checkbox();
    const shots = api.el("input");
    shots.type = "number";
    shots.min = "1";
    shots.inputMode = "numeric";
    s.appendChild(api.field(R.chinks, chinks));
    s.appendChild(api.field(R.wound, wound));
    s.appendChild(api.field(R.shots, shots));
    s.appendChild(api.button(api.words.send, () => {
      const body = { type: "declare", maneuver: man.value };
      if (posture.value) body.posture = posture.value;
      if (AIMED.includes(man.value) && target.value) body.target = target.value;
      if (ATTACKS.includes(man.value) && target.value) {
        body.attack = { target: target.value };
        if (weapon.value) body.attack.weapon = weapon.value;
        if (location.value.trim()) body.attack.location = location.value.trim();
        if (chinks.checked) body.attack.chinks = true;
        if (wound.checked) body.attack.wound = true;
        if (Number(shots.value) > 1) body.attack.shots = Number(shots.value);
      }
      api.send(body);
    }, "act declare-send"));
  }
  // the defense prompt: retreat, All-Out Defense (Double)'s second defense, and the
  // defender's own weapon that parries or blocks ("—": its best, as the GM's)
  function defend(v, s, prompt, api) {
    const R = api.own.seat || {}, kinds = R.defenses || {};
    const retreat = api.checkbox();
    s.appendChild(api.field(R.retreat, retreat));
    const second = api.select("second", ["", "dodge", "parry", "block"], (k) => (k ? kinds[k] || k : "\u2014"));
    const dw = v.seat.own.defend_with || { parry: [], block: [] };
    const withWeapon = api.select("with", ["", ...new Set([...dw.parry, ...dw.block])], (w) => w || "\u2014");
    s.appendChild(api.field(R.second, second));
    if (withWeapon.options.length > 1) s.appendChild(api.field(R.with, withWeapon));
    return (k, body) => {
      if (retreat.checked && k !== "none") body.retreat = true;
      if (second.value && k !== "none") body.second = second.value;
      if (withWeapon.value && (dw[k] || []).includes(withWeapon.value)) body.with = withWeapon.value;
    };
  }
  const seat = { declare: declare, defend: defend, dice: { command: "3d", range: "3\u201318" } };
  TrackerFigures.register("gurps", figure, partNames, { notes: notes, world: world, seat: seat });
})();
