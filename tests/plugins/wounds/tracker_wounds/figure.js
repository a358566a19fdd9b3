// The wound-boxes game's figure on the players' page: a row of boxes, the marked ones filled,
// under its caption in the page's language (its words file's "page" words, ctx.words).
"use strict";
(function () {
  function figure(c, ctx) {
    const box = ctx.el("div", "fig wounds");
    box.appendChild(ctx.el("div", "caption", (ctx.words.caption || "")));
    if (c.hp === null || c.max_hp === null) return box;
    const s = ctx.svg("svg", { viewBox: "0 0 " + 24 * c.max_hp + " 24", role: "img" });
    for (let i = 0; i < c.max_hp; i++)
      s.appendChild(ctx.svg("rect", { x: 24 * i + 2, y: 2, width: 20, height: 20,
                                      class: i < c.hp ? "ok" : "lost" }));
    box.appendChild(s);
    return box;
  }
  TrackerFigures.register("wounds", figure);
})();
