// The table module of every game the page can draw, by game id.
import * as royalCotillion from "./royal-cotillion.js";
import * as overthrone from "./overthrone.js";

export const TABLES = {
  "royal-cotillion": royalCotillion,
  overthrone,
};
