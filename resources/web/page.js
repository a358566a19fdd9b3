// The players' page: draws PUBLIC (see tracker/model/public.py) and follows its event stream.
// Every text from the encounter goes in with textContent, never as HTML.
"use strict";
(function () {
  const L = JSON.parse(document.getElementById("labels").textContent);
  const FIG = JSON.parse(document.getElementById("figures").textContent);
  const SVG = "http://www.w3.org/2000/svg";
  const params = new URLSearchParams(location.search);
  const token = params.get("t") || "";
  const lang = L.lang === "ja" ? "ja" : "en";
  const $ = (id) => document.getElementById(id);
  let source = null, stopped = false, retry = 1000, lastSeq = -1;

  function fmt(template, ...args) {
    return template.replace(/\{(\d)\}|%(\d)/g, (m, a, b) => {
      const i = Number(a !== undefined ? a : b - 1);
      return i < args.length ? String(args[i]) : m;
    });
  }
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function svg(tag, attrs) {
    const e = document.createElementNS(SVG, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    return e;
  }
  const signed = (n) => (n < 0 ? "\u2212" + -n : "+" + n);

  // -- theme -------------------------------------------------------------------------------
  function setTheme(theme) {
    document.body.classList.toggle("light", theme === "light");
    $("theme").textContent = theme === "light" ? L.ui.dark : L.ui.light;
    $("theme").setAttribute("aria-label", L.ui.theme);
    try { localStorage.setItem("tracker-theme", theme); } catch (e) { /* private mode */ }
  }
  let theme = null;
  try { theme = localStorage.getItem("tracker-theme"); } catch (e) { theme = null; }
  if (theme !== "light" && theme !== "dark")
    theme = matchMedia("(prefers-color-scheme: light)").matches ? "light" : "dark";
  setTheme(theme);
  $("theme").addEventListener("click", () =>
    setTheme(document.body.classList.contains("light") ? "dark" : "light"));
  document.title = L.ui.title;

  // -- figures -----------------------------------------------------------------------------
  function gurpsFigure(c) {
    const lost = new Set(c.lost || []), crippled = new Set(c.crippled || []);
    const body = c.body;
    if (body && typeof body === "object") return tiles(body, lost, crippled);
    const plan = FIG.gurps[body];
    if (!plan) return null;
    const gone = (loc) => {
      for (let p = plan.attached[loc]; p; p = plan.attached[p]) if (lost.has(p)) return true;
      return false;
    };
    const s = svg("svg", { viewBox: "0 0 100 140", class: "fig", role: "img" });
    for (const [loc, d, rule] of plan.shapes) {
      const state = lost.has(loc) ? "lost" : gone(loc) ? "missing"
        : crippled.has(loc) ? "crippled" : "ok";
      s.appendChild(svg("path", { d: d, "fill-rule": rule, class: state, "data-part": loc }));
    }
    return s;
  }
  function tiles(body, lost, crippled) {
    // a custom plan: one labelled tile per location, as the window's generic figure
    const locs = body.locations || [];
    const cols = Math.max(1, Math.ceil(Math.sqrt(locs.length / 1.4)));
    const rows = Math.max(1, Math.ceil(locs.length / cols));
    const w = 100 / cols, h = 140 / rows;
    const s = svg("svg", { viewBox: "0 0 100 140", class: "fig", role: "img" });
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
      s.appendChild(svg("rect", { x: x + 1, y: y + 1, width: w - 2, height: h - 2, rx: 2,
                                  class: state, "data-part": loc.id }));
      const t = svg("text", { x: x + w / 2, y: y + h / 2, "text-anchor": "middle",
                              "dominant-baseline": "middle" });
      t.textContent = (loc.name && (loc.name[lang] || loc.name.en)) || loc.id;
      s.appendChild(t);
    });
    return s;
  }
  const COC_FILL = { unhurt: "#43a047", wounded: "#f9a825", badly_wounded: "#ef6c00",
                     collapsing: "#c62828" };
  function cocFigure(c) {
    const d = FIG.coc[c.figure] || FIG.coc.human;
    const conds = new Set(c.figure_conditions || []);
    const dead = conds.has("dead"), down = conds.has("unconscious") || dead;
    const lying = down || conds.has("prone");
    const s = svg("svg", { viewBox: lying ? "-4 -4 208 108" : "-4 -4 108 208", class: "fig",
                           role: "img" });
    const g = svg("g", lying ? { transform: "translate(200 0) rotate(90)" } : {});
    let fill = c.level ? COC_FILL[c.level] : "#8fa3b8";
    if (down) fill = dead ? "#616161" : "#9e9e9e";
    const dying = conds.has("dying") && !dead;
    g.appendChild(svg("path", { d: d, fill: fill, stroke: dying ? "#c62828" : "#37474f",
                                "stroke-width": dying ? 3 : 1.5 }));
    s.appendChild(g);
    if (dead) {
      const [w, h] = lying ? [200, 100] : [100, 200];
      for (const [x1, y1, x2, y2] of [[0, 0, w, h], [0, h, w, 0]])
        s.appendChild(svg("line", { x1, y1, x2, y2, stroke: "#b71c1c", "stroke-width": 8,
                                    "stroke-linecap": "round" }));
    }
    return s;
  }

  // -- cards -------------------------------------------------------------------------------
  function partNames(c, ids) {
    const plan = typeof c.body === "string" ? FIG.gurps[c.body] : null;
    const custom = c.body && typeof c.body === "object" ? c.body.locations || [] : [];
    return ids.map((id) => {
      if (plan && plan.names[id]) return plan.names[id][lang];
      const loc = custom.find((l) => l.id === id);
      return loc ? loc.name[lang] || loc.name.en : id;
    }).join(lang === "ja" ? "、" : ", ");
  }
  function card(c, rs, current) {
    const words = L.rulesets[rs] || {};
    const tracks = words.tracks || {};
    const e = el("article", "card" + (current ? " current" : "") + (c.out ? " out" : ""));
    e.appendChild(el("div", "strip " + c.side));
    e.appendChild(el("div", "name", c.name));
    e.appendChild(el("div", "side", L.sides[c.side] || c.side));
    const fig = rs === "coc" ? cocFigure(c) : gurpsFigure(c);
    if (fig) e.appendChild(fig);
    if (c.hp !== null && c.max_hp !== null) {
      const band = c.band === "dead" || c.band === "down" ? c.band : "exact";
      e.appendChild(el("div", "hp " + band, (tracks.hp || "HP") + " " + c.hp + "/" + c.max_hp));
      const bar = el("div", "bar"), fill = el("div");
      fill.style.width = Math.max(0, Math.min(100, (100 * c.hp) / (c.max_hp || 1))) + "%";
      fill.style.background = "var(--" + (c.level || "unhurt") + ")";
      bar.appendChild(fill);
      e.appendChild(bar);
    } else if (c.band) {
      e.appendChild(el("div", "hp " + c.band, L.bands[c.band] || c.band));
    }
    const lines = Object.entries(c.tracks || {}).map(([t, v]) =>
      (tracks[t] || t.toUpperCase()) + " " + v[0] + "/" + v[1]);
    if (lines.length) e.appendChild(el("div", "tracks", lines.join("\n")));
    const conds = (c.conditions || []).map((n) => {
      const text = L.conditions[n] || n, v = (c.values || {})[n];
      return n === "shock" && v ? text + " " + signed(v) : text;
    });
    for (const note of c.notes || []) {
      if (note.stance && words.maneuvers) conds.push(stanceText(note.stance, words));
    }
    for (const note of c.notes || []) {
      const fx = note.werewolf;
      if (!fx || !words.werewolf) continue;
      const parts = [fx.animal ? words.animal : fmt(words.reaction, signed(fx.reaction || 0))];
      if (fx.bestial) parts.push(words.bestial);
      conds.push(fmt(words.werewolf, parts.join(" \u00b7 ")));
    }
    if (conds.length) {
      const box = el("div", "cond");
      for (const t of conds) box.appendChild(el("span", "", t));
      e.appendChild(box);
    }
    const parts = [];
    if ((c.crippled || []).length) parts.push(fmt(L.ui.crippled, partNames(c, c.crippled)));
    if ((c.lost || []).length) parts.push(fmt(L.ui.lost, partNames(c, c.lost)));
    if (parts.length) e.appendChild(el("div", "parts", parts.join(" \u00b7 ")));
    return e;
  }
  // RULES M: the maneuver (with its option) and a posture other than standing
  function stanceText(st, words) {
    const parts = [];
    if (st.maneuver) {
      let m = words.maneuvers[st.maneuver] || st.maneuver;
      if (st.option) m = fmt(words.with_option, m, words.options[st.option] || st.option);
      parts.push(m);
    }
    if (st.posture && st.posture !== "standing") parts.push(words.postures[st.posture] || st.posture);
    return parts.join(" \u00b7 ");
  }
  function worldText(w, rs) {
    const words = L.rulesets[rs] || {}, out = [];
    if (!w) return "";
    if (w.moon && words.moon)
      out.push(fmt(words.moon, words.phases[String(w.moon.phase)] || w.moon.phase,
                   words.directions[w.moon.waxing ? "waxing" : "waning"]));
    if (w.weather && words.weather)
      out.push(fmt(words.weather, words.weathers[w.weather] || w.weather));
    if (w.celsius !== undefined && w.season && words.temperature)
      out.push(fmt(words.temperature, w.celsius + " \u00b0C", words.seasons[w.season] || w.season));
    return out.join("  \u00b7  ");
  }

  // whose turn, and if it is an extra one of theirs (a CoC handgun's shot), which
  function nowName(state) {
    if (state.now === null) return "\u2014";
    const slots = (L.rulesets[state.ruleset] || {}).slots || {};
    return state.now_slot && slots[state.now_slot] ? fmt(slots[state.now_slot], state.now) : state.now;
  }

  function render(state) {
    $("round").textContent = state.in_combat ? fmt(L.ui.round, state.round) : L.ui.out_of_combat;
    $("now").textContent = state.in_combat ? fmt(L.ui.now, nowName(state)) : "";
    $("next").textContent = state.in_combat && state.upcoming.length
      ? fmt(L.ui.next, state.upcoming.join("  \u203a  ")) : "";
    $("world").textContent = worldText(state.world, state.ruleset);
    const main = $("cards");
    const cards = state.combatants.map((c, i) => card(c, state.ruleset, i === state.now_index));
    main.replaceChildren(...cards);
    $("empty").textContent = L.ui.waiting;
    $("empty").hidden = cards.length > 0;
    document.body.dataset.ready = "1";
  }

  // -- the stream ----------------------------------------------------------------------------
  function banner(text, cls) {
    const b = $("banner");
    b.textContent = text || "";
    b.className = cls || "";
    b.hidden = !text;
  }
  function connect() {
    if (stopped) return;
    source = new EventSource("/api/events?t=" + encodeURIComponent(token));
    source.onopen = () => { retry = 1000; banner(""); };
    source.onmessage = (ev) => {
      const seq = Number(ev.lastEventId);
      if (!Number.isNaN(seq)) lastSeq = seq;
      render(JSON.parse(ev.data));
    };
    source.addEventListener("end", () => {
      stopped = true;
      source.close();
      banner(L.ui.stopped, "stopped");
    });
    source.onerror = () => {
      if (stopped) return;
      banner(L.ui.reconnecting);
      if (source.readyState === EventSource.CLOSED) {
        // the browser gave up (the server answered with an error): try again, slower
        setTimeout(connect, retry);
        retry = Math.min(retry * 2, 15000);
      }
    };
  }
  window.trackerPage = { lastSeq: () => lastSeq };
  connect();
})();
