// Courtly runs only as a page of its own.  Framed by another page (a static host cannot send
// frame-ancestors), it shows a link that opens it in its own window, and the page's modules
// never start: this module's evaluation never finishes, so nothing that imports it runs.
import { HOME } from "./ui/words.js";

if (window.top !== window.self) {
  const link = document.createElement("a");
  link.href = location.href;
  link.target = "_top";
  link.rel = "noopener";
  link.textContent = HOME.ownWindow;
  const note = document.createElement("p");
  note.className = "framed-note";
  note.append(HOME.framed, link);
  document.body.replaceChildren(note);
  await new Promise(() => {});
}
