// The figures' registry: the script of each ruleset (its manifest's web_figure) registers how
// its combatants are drawn on a card and how their parts are named; page.js asks it by the
// state's ruleset id. It is the first script of the page.
"use strict";
const TrackerFigures = (function () {
  const drawers = {}, namers = {};
  return {
    register(rs, draw, names) {
      drawers[rs] = draw;
      if (names) namers[rs] = names;
    },
    drawer(rs) { return drawers[rs] || null; },
    namer(rs) { return namers[rs] || null; },
  };
})();
