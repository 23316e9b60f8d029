// The page's side of the worker: promise-based JSON requests and start-up progress.
//
// A worker that dies or stops answering after it was ready never hangs the page: an error
// event, or a request left unanswered past its patience, settles every waiting request with
// a clear error, starts a new worker, and tells the listeners ("restarted"), so the screen
// can reopen its game from the save and the address.
import { BOOT } from "./ui/words.js";
import { LANGUAGE } from "./ui/catalogue.js";

const PATIENCE = { default: 10_000, open: 30_000, hint: 60_000, verdict: 60_000, winnable: 60_000 }; // ms

export class Engine {
  /** ``begin``: when to start the worker (a promise; at once if not given). */
  constructor(begin = null) {
    this.pending = new Map();
    this.nextId = 1;
    this.listeners = new Set();
    this.restartListeners = new Set();
    this.patience = null; // ms: the tests shorten it to find a dead worker sooner, until it is replaced; null means PATIENCE by request
    this.state = { stage: "starting", value: 5, text: BOOT.starting };
    this.start(begin);
  }

  start(begin = null) {
    this.wasReady = false;
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {}); // a failed start is reported through the progress listeners
    // Asking for stats before the worker exists waits for it rather than finding none.
    this.spawned = begin ? begin.then(() => this.spawn()) : Promise.resolve(this.spawn());
  }

  spawn() {
    performance.mark("courtly:engine-start");
    // named by the page's language: the worker fetches that catalogue while the runtime starts
    this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: LANGUAGE });
    this.worker.onmessage = (e) => this.receive(e.data);
    this.worker.onerror = (e) => {
      e.preventDefault?.();
      if (this.wasReady) this.restart(BOOT.died(e.message));
      else this.fail(e.message || BOOT.noStart);
    };
    this.worker.onmessageerror = () => this.restart(BOOT.unreadable);
  }

  receive(msg) {
    if (msg.type === "response") {
      const waiting = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (!waiting) return;
      clearTimeout(waiting.timer);
      let reply;
      try {
        reply = JSON.parse(msg.response);
      } catch {
        reply = { ok: false, kind: "engine", error: BOOT.badAnswer };
      }
      waiting.resolve(reply);
    } else if (msg.type === "progress") {
      this.update({ stage: msg.stage, value: msg.value, text: BOOT[msg.stage] }); // the worker says which
    } else if (msg.type === "ready") {
      this.timings = msg.timings;
      this.memory = msg.memory;
      this.wasReady = true;
      this.update({ stage: "ready", value: 100, text: BOOT.ready });
      this.resolveReady(this);
    } else if (msg.type === "make-snapshot") {
      this.makeSnapshot();
    } else if (msg.type === "stats") {
      this.statsWaiter?.(msg);
    } else if (msg.type === "failed") {
      this.fail(msg.error);
    }
  }

  /** Start the worker that makes the return visits' snapshot (js/snapshot-worker.js), when
   * the engine's worker asks, and hand it what that worker said: {made}, {skipped} or {failed}. */
  makeSnapshot() {
    const worker = this.worker;
    const maker = new Worker(new URL("./snapshot-worker.js", import.meta.url), { type: "module" });
    const said = (data) => {
      maker.terminate();
      if (this.worker === worker) worker.postMessage({ type: "snapshot-maker", ...data });
    };
    maker.onmessage = ({ data }) => said(data);
    maker.onerror = (event) => {
      event.preventDefault?.();
      said({ failed: event.message || undefined });
    };
  }

  fail(error) {
    this.update({ stage: "failed", value: 0, text: BOOT.failed(error) });
    this.rejectReady(new Error(error));
  }

  /** Replace a dead or wedged worker: every waiting request gets an error, then a new
   * worker starts and the restart listeners are told once it is ready. */
  restart(why) {
    this.worker.onerror = this.worker.onmessage = this.worker.onmessageerror = null;
    this.worker.terminate();
    const error = BOOT.restart(why);
    for (const { resolve, timer } of this.pending.values()) {
      clearTimeout(timer);
      resolve({ ok: false, kind: "engine", error });
    }
    this.pending.clear();
    // A shortened patience was for finding this worker dead: the new one's start and the
    // game's reopening take their usual time (on a busy machine, more than a test's 1.5 s).
    this.patience = null;
    this.restarts = (this.restarts ?? 0) + 1;
    this.update({ stage: "engines", value: 50, text: BOOT.restarting });
    this.start();
    this.ready.then(() => { for (const fn of this.restartListeners) fn(why); }, () => {});
  }

  update(state) {
    this.state = state;
    for (const fn of this.listeners) fn(state);
  }

  onProgress(fn) {
    this.listeners.add(fn);
    fn(this.state);
  }

  /** Call ``fn(why)`` each time a new worker has replaced a dead one; returns a remover. */
  onRestart(fn) {
    this.restartListeners.add(fn);
    return () => this.restartListeners.delete(fn);
  }

  /** Runtime figures from the worker (WebAssembly memory in bytes), for the benchmark. */
  async stats() {
    await this.spawned;
    return new Promise((resolve) => {
      this.statsWaiter = resolve;
      this.worker.postMessage({ type: "stats" });
    });
  }

  /** Send one request object; resolves with the reply object (never rejects for game errors). */
  async request(body) {
    await this.ready;
    const id = this.nextId++;
    const patience = this.patience ?? PATIENCE[body.op] ?? PATIENCE.default;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.restart(BOOT.silent), patience);
      this.pending.set(id, { resolve, timer });
      this.worker.postMessage({ id, request: JSON.stringify({ language: LANGUAGE, ...body }) });
    });
  }
}
