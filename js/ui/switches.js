// The game screen's switches kept on this device: how fast the bots play, and each game's
// own settings (module.settings), read back only when they have the type of their default.
import { choice, read, readObject, write } from "./store.js";

export const PACES = { slow: 1400, normal: 700, fast: 250, instant: 0 }; // ms between bot moves

export function loadPace() {
  return choice(read("courtly:pace"), PACES, "normal");
}

export function savePace(pace) {
  write("courtly:pace", pace); // if storage is blocked, the speed still applies for this visit
}

/** The module's toggles as saved, each only if it has the type of its default. */
export function loadSettings(gameId, specs) {
  const saved = readObject(`courtly:settings:${gameId}`) ?? {};
  return Object.fromEntries(specs.map(({ key, default: d }) =>
    [key, Object.hasOwn(saved, key) && typeof saved[key] === typeof d ? saved[key] : d]));
}

export function saveSettings(gameId, settings) {
  write(`courtly:settings:${gameId}`, JSON.stringify(settings));
}
