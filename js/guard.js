// Courtly runs only as a page of its own.  Framed by another page (a static host cannot send
// frame-ancestors), it shows a link that opens it in its own window, and the page's modules
// never start: this module's evaluation never finishes, so nothing that imports it runs.
if (window.top !== window.self) {
  const link = document.createElement("a");
  link.href = location.href;
  link.target = "_top";
  link.rel = "noopener";
  link.textContent = "Open Courtly in its own window";
  const note = document.createElement("p");
  note.className = "framed-note";
  note.append("Courtly does not run inside another page. ", link);
  document.body.replaceChildren(note);
  await new Promise(() => {});
}
