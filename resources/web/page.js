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
  // the device's theme (and its changes, at dusk) unless the player chose one with the button
  const deviceLight = matchMedia("(prefers-color-scheme: light)");
  function setTheme(theme) {
    document.body.classList.toggle("light", theme === "light");
    $("theme").textContent = theme === "light" ? L.ui.dark : L.ui.light;
    $("theme").setAttribute("aria-label", L.ui.theme);
  }
  let chosen = null;
  try { chosen = localStorage.getItem("tracker-theme"); } catch (e) { chosen = null; }
  if (chosen !== "light" && chosen !== "dark") chosen = null;
  const deviceTheme = () => (deviceLight.matches ? "light" : "dark");
  setTheme(chosen || deviceTheme());
  deviceLight.addEventListener("change", () => { if (!chosen) setTheme(deviceTheme()); });
  $("theme").addEventListener("click", () => {
    chosen = document.body.classList.contains("light") ? "dark" : "light";
    setTheme(chosen);
    try { localStorage.setItem("tracker-theme", chosen); } catch (e) { /* private mode */ }
  });
  document.title = L.ui.title;

  // -- figures: each ruleset brings the script that draws its own (TrackerFigures.register,
  // see the top of this script); without one a card has no figure ---------------------------
  function figureContext(rs) {
    // words: the ruleset's words on the page (its words file's "page", its tracks …)
    return { svg: svg, el: el, fmt: fmt, lang: lang, data: FIG[rs] || {},
             words: L.rulesets[rs] || {} };
  }
  function figure(c, rs) {
    const draw = TrackerFigures.drawer(rs);
    try {
      return draw ? draw(c, figureContext(rs)) : null;
    } catch (e) {
      return null;  // a ruleset's drawing that fails costs its figure, not the page
    }
  }

  // -- cards -------------------------------------------------------------------------------
  function partNames(c, rs, ids) {
    const names = TrackerFigures.namer(rs);
    return (names ? names(c, ids, figureContext(rs)) : ids).join(lang === "ja" ? "、" : ", ");
  }
  function card(c, rs, current) {
    const words = L.rulesets[rs] || {};
    const tracks = words.tracks || {};
    const e = el("article", "card" + (current ? " current" : "") + (c.out ? " out" : ""));
    e.appendChild(el("div", "strip " + c.side));
    e.appendChild(el("div", "name", c.name));
    e.appendChild(el("div", "side", L.sides[c.side] || c.side));
    const fig = figure(c, rs);
    if (fig) e.appendChild(fig);
    // "hp"/"max_hp" are the numbers of the ruleset's primary track (its words say which)
    const primary = words.primary || "";
    if (c.hp !== null && c.max_hp !== null) {
      const band = c.band === "dead" || c.band === "down" ? c.band : "exact";
      e.appendChild(el("div", "hp " + band, (tracks[primary] || primary.toUpperCase()) + " " +
                                           c.hp + "/" + c.max_hp));
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
    // a condition with a size (shown only where the GM shows exact numbers) says it: "−2"
    const conds = (c.conditions || []).map((n) => {
      const text = L.conditions[n] || n, v = (c.values || {})[n];
      return v ? text + " " + signed(v) : text;
    });
    // the GM's own conditions the GM chose to show, as typed (plain text, no words to look up)
    conds.push(...(c.typed || []));
    const notes = TrackerFigures.extra(rs, "notes");
    if (notes) {
      try { conds.push(...notes(c, words, figureContext(rs))); } catch (err) { /* its words only */ }
    }
    if (conds.length) {
      const box = el("div", "cond");
      for (const t of conds) box.appendChild(el("span", "", t));
      e.appendChild(box);
    }
    const parts = [];
    if ((c.crippled || []).length) parts.push(fmt(L.ui.crippled, partNames(c, rs, c.crippled)));
    if ((c.lost || []).length) parts.push(fmt(L.ui.lost, partNames(c, rs, c.lost)));
    if (parts.length) e.appendChild(el("div", "parts", parts.join(" \u00b7 ")));
    return e;
  }
  // what the ruleset's script words of the world (GURPS: the moon, the weather)
  function worldText(w, rs) {
    const words = L.rulesets[rs] || {}, world = TrackerFigures.extra(rs, "world");
    if (!w || !world) return "";
    try {
      return world(w, words, figureContext(rs)).join("  \u00b7  ");
    } catch (err) {
      return "";
    }
  }

  // whose turn, and if it is an extra one of theirs (a CoC handgun's shot), which
  function nowName(state) {
    if (state.now === null) return "\u2014";
    const slots = (L.rulesets[state.ruleset] || {}).slots || {};
    return state.now_slot && slots[state.now_slot] ? fmt(slots[state.now_slot], state.now) : state.now;
  }

  // the optional turn timer: the seconds the shown turn had run when the state was sent,
  // counted on here (a hidden turn sends nothing, so nothing here stops or resets it)
  let turnFrom = null;
  function showTurn() {
    const e = $("turn");
    e.hidden = turnFrom === null;
    if (turnFrom === null) return;
    const s = Math.max(0, Math.floor((Date.now() - turnFrom) / 1000));
    e.textContent = fmt(L.ui.turn, Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0"));
  }
  setInterval(showTurn, 1000);

  function render(state) {
    turnFrom = typeof state.turn_seconds === "number" && state.in_combat
      ? Date.now() - state.turn_seconds * 1000 : null;
    showTurn();
    $("round").textContent = state.in_combat ? fmt(L.ui.round, state.round) : L.ui.out_of_combat;
    $("now").textContent = state.in_combat ? fmt(L.ui.now, nowName(state)) : "";
    // after an extra shot's Now, the shooter's own turn in Next says so (not the name twice)
    const slots = (L.rulesets[state.ruleset] || {}).slots || {};
    // another's extra shot in Next says which (the slots of the upcoming turns)
    const upSlots = state.upcoming_slots || [];
    const upcoming = state.upcoming.map((n, i) => upSlots[i] && slots[upSlots[i]]
      ? fmt(slots[upSlots[i]], n)
      : state.now_slot && !upSlots[i] && n === state.now && slots.own ? fmt(slots.own, n) : n);
    $("next").textContent = state.in_combat && upcoming.length
      ? fmt(L.ui.next, upcoming.join("  \u203a  ")) : "";
    $("world").textContent = worldText(state.world, state.ruleset);
    const main = $("cards");
    const cards = state.combatants.map((c, i) => card(c, state.ruleset, i === state.now_index));
    main.replaceChildren(...cards);
    $("empty").textContent = L.ui.waiting;
    $("empty").hidden = cards.length > 0;
    fit();
    document.body.dataset.ready = "1";
  }

  // -- a TV, a monitor or a tablet on its side: the whole fight on one screen ---------------
  // A TV cannot scroll: on a landscape screen the page scales (its font, and every size in em
  // with it) to the largest size at which every card is in view, up as well as down (a 4K TV
  // at 100 % gets large text, not one small row at its top; issue 43).
  const fits = () => document.documentElement.scrollHeight <= innerHeight + 1;
  function fit() {
    const wide = innerWidth >= 1000 && innerWidth > innerHeight;
    document.body.classList.toggle("fit", wide);
    document.body.style.fontSize = "";
    if (!wide) return;
    // from tiny to a tenth of the screen's height: the largest size that fits
    let lo = 6, hi = Math.max(26, innerHeight / 10);
    for (let i = 0; i < 12; i++) {
      const mid = (lo + hi) / 2;
      document.body.style.fontSize = mid + "px";
      if (fits()) lo = mid; else hi = mid;
    }
    document.body.style.fontSize = lo + "px";
  }
  let fitting = 0;
  addEventListener("resize", () => {
    cancelAnimationFrame(fitting);
    fitting = requestAnimationFrame(fit);
  });

  // -- the stream ----------------------------------------------------------------------------
  function banner(text, cls) {
    const b = $("banner");
    b.textContent = text || "";
    b.className = cls || "";
    b.hidden = !text;
  }
  // Why the stream is gone: the server answers the state (back: connect again), refuses the
  // token (a new link was made: say so, for good) or does not answer (stopped, or the
  // network): ask again later.
  function probe(then) {
    fetch("/api/state?t=" + encodeURIComponent(token), { cache: "no-store" })
      .then((r) => then(r.status === 200 ? "ok" : r.status === 403 ? "refused" : "away"))
      .catch(() => then("away"));
  }
  function invalid() {
    stopped = true;
    if (source) source.close();
    banner(L.ui.invalid_link, "stopped");
  }
  // after the GM stopped sharing: the page comes back by itself when sharing starts again
  // with the same link
  function waitForSharing() {
    setTimeout(() => probe((why) => {
      if (why === "ok") { stopped = false; connect(); }
      else if (why === "refused") invalid();
      else waitForSharing();
    }), 5000);
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
      waitForSharing();
    });
    source.onerror = () => {
      if (stopped) return;
      banner(L.ui.reconnecting);
      if (source.readyState === EventSource.CLOSED) {
        // the browser gave up (the server answered with an error): why? then try again
        probe((why) => {
          if (why === "refused") return invalid();
          setTimeout(connect, retry);
          retry = Math.min(retry * 2, 15000);
        });
      }
    };
  }
  window.trackerPage = { lastSeq: () => lastSeq };
  connect();
})();
