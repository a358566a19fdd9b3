// The d6 game's figure on the players' page: a die whose face shows how much of the HP is
// left — exactly where players see the HP, else by the band they see.
"use strict";
(function () {
  const BAND_PIPS = { unhurt: 6, wounded: 4, badly_wounded: 2, collapsing: 1, down: 0, dead: 0 };
  function figure(c, ctx) {
    const s = ctx.svg("svg", { viewBox: "0 0 100 100", class: "fig d6", role: "img" });
    const pips = c.hp !== null && c.max_hp
      ? Math.max(0, Math.min(6, Math.ceil((6 * Math.max(0, c.hp)) / c.max_hp)))
      : (BAND_PIPS[c.band] !== undefined ? BAND_PIPS[c.band] : 6);
    s.appendChild(ctx.svg("rect", { x: 5, y: 5, width: 90, height: 90, rx: 14,
                                    class: c.out ? "lost" : "ok", "data-pips": String(pips) }));
    const spots = [[30, 30], [70, 70], [70, 30], [30, 70], [30, 50], [70, 50]];
    for (let i = 0; i < pips; i++)
      s.appendChild(ctx.svg("circle", { cx: spots[i][0], cy: spots[i][1], r: 8, class: "pip" }));
    return s;
  }
  TrackerFigures.register("d6", figure);
})();
