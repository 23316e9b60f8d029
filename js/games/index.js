// The table module of every game the page can draw, by game id.
import * as royalCotillion from "./royal-cotillion.js";
import * as overthrone from "./overthrone.js";
import * as kingsCorners from "./kings-corners.js";
import * as kingsCourt from "./kings-court.js";
import * as overthrow from "./overthrow.js";

export const TABLES = {
  "royal-cotillion": royalCotillion,
  overthrone,
  "kings-corners": kingsCorners,
  "kings-court": kingsCourt,
  overthrow,
};
