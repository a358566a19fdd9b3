// Call of Cthulhu on the players' page: a standing or lying figure coloured by the HP band,
// outlined red while dying, crossed out when dead.
"use strict";
(function () {
  const COC_FILL = { unhurt: "#43a047", wounded: "#f9a825", badly_wounded: "#ef6c00",
                     collapsing: "#c62828" };
  function figure(c, ctx) {
    const d = ctx.data[c.figure] || ctx.data.human;
    const conds = new Set(c.figure_conditions || []);
    const dead = conds.has("dead"), down = conds.has("unconscious") || dead;
    const lying = down || conds.has("prone");
    const s = ctx.svg("svg", { viewBox: lying ? "-4 -4 208 108" : "-4 -4 108 208", class: "fig",
                           role: "img" });
    const g = ctx.svg("g", lying ? { transform: "translate(200 0) rotate(90)" } : {});
    let fill = c.level ? COC_FILL[c.level] : "#8fa3b8";
    if (down) fill = dead ? "#616161" : "#9e9e9e";
    const dying = conds.has("dying") && !dead;
    g.appendChild(ctx.svg("path", { d: d, fill: fill, stroke: dying ? "#c62828" : "#37474f",
                                "stroke-width": dying ? 3 : 1.5 }));
    s.appendChild(g);
    if (dead) {
      const [w, h] = lying ? [200, 100] : [100, 200];
      for (const [x1, y1, x2, y2] of [[0, 0, w, h], [0, h, w, 0]])
        s.appendChild(ctx.svg("line", { x1, y1, x2, y2, stroke: "#b71c1c", "stroke-width": 8,
                                    "stroke-linecap": "round" }));
    }
    return s;
  }
  // a seat's forms on a player's phone (contracts/seats.md; seat.js gives api: el, select,
  // field, button, checkbox, send, words (the generic seat words), own (these page words))
  function declare(v, s, api) {
    const R = api.own.seat || {}, combines = R.combines || {};
    const target = api.select("target", v.targets);
    const weapon = api.select("weapon", v.seat.own.weapons);
    const combine = api.select("combine", ["", "ma", "budo_strike", "budo_grapple"],
                               (k) => (k ? combines[k] || k : "\u2014"));
    const knockout = api.checkbox(), rapid = api.checkbox();
    s.appendChild(api.field(R.target, target));
    s.appendChild(api.field(R.weapon, weapon));
    s.appendChild(api.field(R.combine, combine));
    s.appendChild(api.field(R.knockout, knockout));
    s.appendChild(api.field(R.rapid_fire, rapid));
    s.appendChild(api.button(R.attack, () => {
      const attack = { target: target.value, weapon: weapon.value };
      if (combine.value) attack.combine = combine.value;
      if (knockout.checked) attack.knockout = true;
      if (rapid.checked) attack.rapid_fire = true;
      api.send({ type: "declare", attack: attack });
    }, "act declare-send"));
    const row = api.el("div", "row");
    row.appendChild(api.button(R.get_up, () => api.send({ type: "declare", get_up: true })));
    row.appendChild(api.button(R.close_in, () => api.send({ type: "declare", close_in: { target: target.value } })));
    row.appendChild(api.button(R.first_aid, () => api.send({ type: "declare", first_aid: { patient: target.value } })));
    s.appendChild(row);
  }
  // the defense prompt: the weapon a parry is made with, the one who covers
  function defend(v, s, prompt, api) {
    const R = api.own.seat || {};
    const withWeapon = api.select("with", v.seat.own.weapons);
    const by = api.select("by", v.targets);
    if (prompt.choices.includes("parry")) s.appendChild(api.field(R.with, withWeapon));
    if (prompt.choices.includes("cover")) s.appendChild(api.field(R.by, by));
    return (k, body) => {
      if (k === "parry") body.with = withWeapon.value;
      if (k === "cover") body.by = by.value;
    };
  }
  const seat = { declare: declare, defend: defend, dice: { command: "CCB<=50", range: "1\u2013100" } };

  TrackerFigures.register("coc", figure, null, { seat: seat });
})();
