// The page's side of the worker: promise-based JSON requests and start-up progress.
export class Engine {
  constructor() {
    this.pending = new Map();
    this.nextId = 1;
    this.listeners = new Set();
    this.state = { stage: "starting", value: 5, text: "Starting the game engines…" };
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    this.worker.onmessage = (e) => this.receive(e.data);
    this.worker.onerror = (e) => this.fail(e.message || "the engine worker could not start");
  }

  receive(msg) {
    if (msg.type === "response") {
      const done = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (done) done(JSON.parse(msg.response));
    } else if (msg.type === "progress") {
      this.update({ stage: msg.stage, value: msg.value, text: msg.text });
    } else if (msg.type === "ready") {
      this.timings = msg.timings;
      this.memory = msg.memory;
      this.update({ stage: "ready", value: 100, text: "Ready" });
      this.resolveReady(this);
    } else if (msg.type === "stats") {
      this.statsWaiter?.(msg);
    } else if (msg.type === "failed") {
      this.fail(msg.error);
    }
  }

  fail(error) {
    this.update({ stage: "failed", value: 0, text: `The game engines could not start: ${error}` });
    this.rejectReady(new Error(error));
  }

  update(state) {
    this.state = state;
    for (const fn of this.listeners) fn(state);
  }

  onProgress(fn) {
    this.listeners.add(fn);
    fn(this.state);
  }

  /** Runtime figures from the worker (WebAssembly memory in bytes), for the benchmark. */
  stats() {
    return new Promise((resolve) => {
      this.statsWaiter = resolve;
      this.worker.postMessage({ type: "stats" });
    });
  }

  /** Send one request object; resolves with the reply object (never rejects for game errors). */
  async request(body) {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ id, request: JSON.stringify(body) });
    });
  }
}
