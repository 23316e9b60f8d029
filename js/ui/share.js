// Sharing a link: the system's share sheet where the browser has one (phones, most
// desktops), else the clipboard.  Returns the few words that tell the person it worked.

/** Share ``url`` under ``title``; resolves to what to say (never the whole link once it worked). */
export async function shareLink(title, url) {
  const data = { title, url };
  if (navigator.share && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return "Link shared";
    } catch (err) {
      if (err?.name === "AbortError") return "Sharing cancelled";
      // refused (no gesture, a policy): the clipboard still works
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "Link copied";
  } catch {
    return `Copy this link: ${url}`; // no clipboard either: the person copies it by hand
  }
}
