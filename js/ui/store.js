// The one owner of localStorage.  Every read is guarded (storage may be blocked, as in some
// private windows), and every write says whether it held (the caller tells the player).

export function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: nothing is remembered
  }
}

/** Store ``value``; false when the browser refused (full or blocked). */
export function write(key, value) {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function remove(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to do: the record stays where it was
  }
}

export function keys() {
  try {
    return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(Boolean);
  } catch {
    return [];
  }
}

/** Parsed JSON object at ``key``, or null (absent, unreadable or not an object). */
export function readObject(key) {
  return parseObject(read(key));
}

export function parseObject(text) {
  if (text === null || text === undefined) return null;
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** ``value`` when it is one of ``choices`` (an array, or an object's own keys), else ``fallback``.
 * Stored settings are read only through this, so "__proto__" or "toString" never pass. */
export function choice(value, choices, fallback) {
  const known = Array.isArray(choices) ? choices.includes(value)
    : typeof value === "string" && Object.hasOwn(choices, value);
  return known ? value : fallback;
}
