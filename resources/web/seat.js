// A seat on the players' page (contracts/seats.md): with ?s=SEAT the page also acts for one
// character. It reads the seat's private stream and posts requests; nothing it sends changes
// the fight until the GM accepts. Every text goes in with textContent, never as HTML.
// It knows no ruleset: what every one shares is here (who you are, your own numbers, the
// rolls you owe, your turn, a dice command, your requests); a ruleset's declaration form and
// its defense fields are its page script's (TrackerFigures, more.seat), worded by its words.
(function () {
  "use strict";
  const params = new URLSearchParams(location.search);
  const seat = params.get("s");
  if (!seat) return;
  const token = params.get("t") || "";
  const L = JSON.parse(document.getElementById("labels").textContent);
  const W = L.seat || {};
  const lang = L.lang === "ja" ? "ja" : "en";
  const box = document.getElementById("seat");
  const fmt = (t, ...a) => String(t || "").replace(/\{(\d)\}/g, (m, i) => (i < a.length ? a[i] : m));
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  let view = null, wasTurn = false, closed = false, counter = 0, lastError = "";

  function newId() {
    counter += 1;
    return Date.now().toString(36) + "-" + counter + "-" + Math.random().toString(36).slice(2, 8);
  }
  function send(body) {
    body.id = newId();
    return fetch("/api/seat/request?t=" + encodeURIComponent(token) + "&lang=" + lang, {
      method: "POST", cache: "no-store",
      headers: { "Content-Type": "application/json", "X-Seat": seat },
      body: JSON.stringify(body),
    }).then((r) => r.json().catch(() => ({})).then((a) => {
      lastError = r.status === 202 ? "" : (a.error || String(r.status));
      showError();
      return r.status;
    })).catch(() => { lastError = L.ui.reconnecting; showError(); });
  }
  function showError() {
    const e = document.getElementById("seatError");
    if (e) { e.textContent = lastError; e.hidden = !lastError; }
  }
  function button(text, onClick, cls) {
    const b = el("button", cls || "act", text);
    b.type = "button";
    b.addEventListener("click", onClick);
    return b;
  }
  function select(name, options, labels) {
    const s = el("select");
    s.name = name;
    for (const o of options) {
      const opt = el("option", "", labels ? labels(o) : o);
      opt.value = o;
      s.appendChild(opt);
    }
    return s;
  }
  function checkbox() {
    const c = el("input");
    c.type = "checkbox";
    return c;
  }
  function field(labelText, input) {
    const l = el("label", "field");
    l.appendChild(el("span", "", labelText));
    l.appendChild(input);
    return l;
  }
  function diceInput(placeholder) {
    const i = el("input");
    i.inputMode = "numeric";
    i.placeholder = placeholder || W.own_dice;
    i.autocomplete = "off";
    return i;
  }

  function header(v) {
    const own = v.seat.own;
    const h = el("section", "seat-me");
    h.appendChild(el("h2", "", fmt(W.you_are, v.seat.name)));
    // "hp"/"max_hp" are the numbers of the ruleset's primary track, named as page.js names it
    const words = L.rulesets[v.ruleset] || {};
    const tracks = words.tracks || {};
    const primary = words.primary || "";
    const nums = [];
    if (own.hp !== null && own.hp !== undefined) {
      nums.push((tracks[primary] || primary.toUpperCase()) + " " + own.hp + "/" + own.max_hp);
    }
    for (const t in own.tracks) nums.push((tracks[t] || t.toUpperCase()) + " " + own.tracks[t].join("/"));
    h.appendChild(el("div", "seat-numbers", nums.join("  ")));
    if (own.conditions.length) {
      h.appendChild(el("div", "seat-conds", own.conditions.map((c) => L.conditions[c] || c).join(lang === "ja" ? "、" : ", ")));
    }
    return h;
  }
  // a ruleset's own seat forms, from its page script (TrackerFigures.register(id, draw,
  // names, {seat: ...})): declare(view, box, api) fills its declaration form on its turn;
  // defend(view, box, prompt, api) adds its fields to a defense prompt and answers
  // fill(kind, body), which adds its keys to the defense's body; dice: {command, range} are
  // examples of its dice commands and of a roll typed by hand. A ruleset without them (a
  // plugin's) still has its checks, the dice command and its requests.
  const formsOf = (v) => TrackerFigures.extra(v.ruleset, "seat") || {};
  // its page words (labels rulesets.<id>: its seat form's under "seat")
  const ownWords = (v) => L.rulesets[v.ruleset] || {};
  const api = (v) => ({ el, select, field, button, checkbox, send, fmt, lang, words: W,
                        own: ownWords(v) });
  function choiceName(v, k) {
    const named = ((ownWords(v).seat || {}).defenses || {})[k];
    return named || (k === "none" ? W.none : k);
  }
  function defense(v) {
    const p = v.prompt, forms = formsOf(v);
    const s = el("section", "seat-prompt");
    s.id = "seatPrompt";
    s.appendChild(el("h3", "", fmt(W.defend, p.attacker || W.unseen)));
    const fill = forms.defend ? forms.defend(v, s, p, api(v)) : null;
    const dice = diceInput((forms.dice || {}).range);
    s.appendChild(field(W.own_dice, dice));
    const row = el("div", "row");
    for (const k of p.choices) {
      row.appendChild(button(choiceName(v, k), () => {
        const body = { type: "defense", kind: k };
        if (fill) fill(k, body);
        if (dice.value.trim()) body.roll = dice.value.trim();
        send(body);
      }, "act defense-" + k));
    }
    s.appendChild(row);
    return s;
  }
  function checks(v) {
    const s = el("section", "seat-checks");
    s.appendChild(el("h3", "", W.checks));
    const names = (W.check_names || {})[v.ruleset] || {};
    for (const k of v.seat.own.checks) {
      const row = el("div", "row");
      row.appendChild(el("span", "what", (names[k.kind] || k.kind) + (k.target != null ? " ≤ " + k.target : "")));
      const dice = diceInput(k.dice);
      dice.setAttribute("aria-label", W.own_dice);
      row.appendChild(dice);
      row.appendChild(button(W.roll, () => {
        const body = { type: "check", kind: k.kind };
        if (dice.value.trim()) body.roll = dice.value.trim();
        send(body);
      }, "act check-" + k.kind));
      s.appendChild(row);
    }
    return s;
  }
  function declare(v, forms) {
    const s = el("section", "seat-declare");
    s.id = "seatDeclare";
    s.appendChild(el("h3", "", W.declare));
    forms.declare(v, s, api(v));
    return s;
  }
  function dice(v) {
    const s = el("section", "seat-dice");
    const cmd = el("input");
    cmd.placeholder = (formsOf(v).dice || {}).command || "";
    cmd.autocomplete = "off";
    const secret = checkbox();
    s.appendChild(field(W.dice, cmd));
    s.appendChild(field(W.secret, secret));
    s.appendChild(button(W.roll, () => {
      if (cmd.value.trim()) send({ type: "roll", command: cmd.value.trim(), secret: secret.checked });
    }, "act dice-send"));
    return s;
  }
  function resultText(r) {
    const x = r.result;
    if (!x) return "";
    if (x.text) return x.text;
    const out = [];
    if (x.roll != null) out.push(fmt(W.rolled, x.roll));
    if (x.hit != null) out.push(x.hit ? W.hit : W.miss);
    if (x.success != null) out.push(x.success ? W.success : W.failure);
    if (x.outcome) out.push(W[x.outcome] || x.outcome);
    return out.join(lang === "ja" ? "、" : ", ");
  }
  function requests(v) {
    const s = el("section", "seat-requests");
    s.appendChild(el("h3", "", W.requests));
    const list = el("ol");
    list.id = "seatRequests";
    for (const r of v.requests.slice().reverse()) {
      const li = el("li", "req " + r.status);
      li.dataset.id = r.id;
      li.dataset.status = r.status;
      li.appendChild(el("span", "status", W[r.status] || r.status));
      li.appendChild(el("span", "type", " " + (W["type_" + r.type] || r.type) + " "));
      const t = [resultText(r), r.reason].filter(Boolean).join(" — ");
      if (t) li.appendChild(el("span", "result", t));
      list.appendChild(li);
    }
    s.appendChild(list);
    return s;
  }
  // what the player has typed or chosen survives a new view (a turn passing, a request
  // answered): each form's fields, by section and order
  const fieldsOf = () => Array.from(box.querySelectorAll("section")).map((s) =>
    [s.className, Array.from(s.querySelectorAll("input, select"))]);
  function kept() {
    return fieldsOf().map(([cls, fs]) => [cls, fs.map((f) => (f.type === "checkbox" ? f.checked : f.value))]);
  }
  function restore(typed) {
    const now = fieldsOf();
    for (const [cls, values] of typed) {
      const match = now.find(([c]) => c === cls);
      if (!match) continue;
      match[1].forEach((f, i) => {
        if (i >= values.length) return;
        if (f.type === "checkbox") f.checked = values[i];
        else if (f.tagName !== "SELECT" || Array.from(f.options).some((o) => o.value === values[i])) f.value = values[i];
      });
    }
  }
  function render(v) {
    if (!v.seat) return;
    view = v;
    const parts = [header(v)];
    const turn = el("div", "seat-turn", W.your_turn);
    turn.id = "seatTurn";
    turn.hidden = !v.turn;
    parts.push(turn);
    const err = el("div", "seat-error", lastError);
    err.id = "seatError";
    err.hidden = !lastError;
    err.setAttribute("role", "alert");
    parts.push(err);
    if (v.prompt) parts.push(defense(v));
    if (v.seat.own.checks.length) parts.push(checks(v));
    const forms = formsOf(v);
    if (v.turn && forms.declare) parts.push(declare(v, forms));
    parts.push(dice(v));
    parts.push(requests(v));
    const typed = kept();
    box.replaceChildren(...parts);
    restore(typed);
    box.hidden = false;
    if (v.turn && !wasTurn && navigator.vibrate) {
      try { navigator.vibrate(200); } catch (e) { /* not allowed */ }
    }
    wasTurn = v.turn;
    document.body.dataset.seat = "1";
  }
  function connect() {
    if (closed) return;
    const src = new EventSource("/api/seat/events?t=" + encodeURIComponent(token) + "&s=" + encodeURIComponent(seat));
    src.onmessage = (ev) => render(JSON.parse(ev.data));
    src.addEventListener("revoked", () => {
      closed = true;
      src.close();
      box.replaceChildren(el("p", "seat-revoked", W.revoked));
      box.hidden = false;
      document.body.dataset.seat = "revoked";
    });
    src.addEventListener("end", () => { src.close(); setTimeout(connect, 5000); });
    src.onerror = () => { if (src.readyState === EventSource.CLOSED) setTimeout(connect, 3000); };
  }
  window.trackerSeat = { view: () => view };
  connect();
})();
