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

  TrackerFigures.register("coc", figure);
})();
