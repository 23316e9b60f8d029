// The game screen's keys: U, Y (and Ctrl+Z, Ctrl+Y), R, I, N, H, Escape; an arrow or Enter
// elsewhere takes the focus to the table, whose own keys are ./table-input.js's.

/** Answer a key pressed anywhere on ``screen``'s page (not while a field or dialog has it). */
export function screenKey(screen, e) {
  if (screen.newGame.el.open || e.target.closest?.("input, select, textarea, [contenteditable]")) return;
  const k = e.key.toLowerCase();
  const command = e.ctrlKey || e.metaKey;
  if (command && (k === "y" || (k === "z" && e.shiftKey))) { e.preventDefault(); screen.redo(); return; }
  if (command && k === "z") { e.preventDefault(); screen.undo(); return; }
  if (command || e.altKey) return;
  // A focused control keeps its own keys: Enter and Space press it, arrows move in it.
  const control = e.target.closest?.("button, a[href], summary, [role=button], dialog, .share-menu");
  if (control && (k === "enter" || k === " " || k.startsWith("arrow"))) return;
  if (k === "u") screen.undo();
  else if (k === "y") screen.redo();
  else if (k === "r") screen.replay.toggle();
  else if (k === "i" && screen.solver) screen.solver.hint();
  else if (e.key === "Escape") screen.table.clearSelection();
  else if (k === "n") screen.openDialog();
  else if (k === "h") screen.toggleHelp();
  else if (!e.target.closest?.(".table") && (k.startsWith("arrow") || k === "enter")) screen.table.focus();
}
