// Sharing a link: the system's share sheet where the browser has one (phones, most
// desktops), else the clipboard.  Returns the few words that tell the person it worked.
import { SHARE } from "./words.js";

/** Share ``url`` under ``title``; resolves to what to say (never the whole link once it worked). */
export async function shareLink(title, url) {
  const data = { title, url };
  if (navigator.share && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return SHARE.shared;
    } catch (err) {
      if (err?.name === "AbortError") return SHARE.cancelled;
      // refused (no gesture, a policy): the clipboard still works
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return SHARE.copied;
  } catch {
    return SHARE.copyThis(url);
  }
}
