// The figures' registry: the script of each ruleset (its manifest's web_figure) registers how
// its combatants are drawn on a card and how their parts are named, and may word what only it
// knows (more: {notes(c, words, ctx) -> [text], world(w, words, ctx) -> [text]}) and give a
// seat's phone its own forms (more.seat: {declare, defend, dice}, seat.js says how); page.js
// and seat.js ask it by the state's ruleset id. It is the first script of the page.
"use strict";
const TrackerFigures = (function () {
  const drawers = {}, namers = {}, extras = {};
  return {
    register(rs, draw, names, more) {
      drawers[rs] = draw;
      if (names) namers[rs] = names;
      if (more) extras[rs] = more;
    },
    drawer(rs) { return drawers[rs] || null; },
    namer(rs) { return namers[rs] || null; },
    extra(rs, what) { return (extras[rs] || {})[what] || null; },
  };
})();
