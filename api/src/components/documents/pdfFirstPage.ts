// The first page of a PDF as a PNG picture: pdf.js (Mozilla's PDF renderer, legacy build for
// Node) drawing into @napi-rs/canvas (Skia, prebuilt, which pdf.js itself uses in Node). The
// rendering runs in a worker thread: pdf.js is an ES module the API's CommonJS build and its
// tests cannot load in the main thread, and a page that takes long or much memory to draw
// must not stall the event loop or grow the API's heap. One worker is kept while there is
// work (its start costs about a second), and ended when idle or when a page takes too long.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A page taking longer is given up (the document is kept without a thumbnail). */
const RENDER_TIMEOUT_MS = 30_000;
/** The worker ends after this long without work. */
const IDLE_MS = 10_000;
/** The worker's JavaScript heap; the canvas's pixels are outside it, bounded by the size. */
const WORKER_HEAP_MB = 192;

/** The worker's code: CommonJS, importing pdf.js from the file URL it is given. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const pdfjsReady = import(workerData.pdfjs);
parentPort.on('message', async ({ id, pdf, width, maxHeight }) => {
  let task;
  try {
    const pdfjs = await pdfjsReady;
    task = pdfjs.getDocument({
      data: pdf,
      isEvalSupported: false,
      enableScripting: false,
      standardFontDataUrl: workerData.standardFonts,
      cMapUrl: workerData.cMaps,
      wasmUrl: workerData.wasm,
      verbosity: 0,
    });
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const unit = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / unit.width });
    const { canvas } = doc.canvasFactory.create(
      Math.max(1, Math.round(viewport.width)),
      Math.max(1, Math.min(Math.round(viewport.height), maxHeight)),
    );
    await page.render({ canvas, viewport, background: 'white' }).promise;
    parentPort.postMessage({ id, png: new Uint8Array(canvas.toBuffer('image/png')) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  } finally {
    if (task) await task.destroy().catch(() => undefined);
  }
});
`;

interface Answer {
  id: number;
  png?: Uint8Array;
  error?: string;
}

/** pdf.js's files, found from its package (the legacy build runs in Node without a DOM). */
function pdfjsFiles() {
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  const folder = (name: string) => `${path.join(root, name)}${path.sep}`;
  return {
    pdfjs: pathToFileURL(path.join(root, 'legacy', 'build', 'pdf.mjs')).href,
    standardFonts: folder('standard_fonts'),
    cMaps: folder('cmaps'),
    wasm: folder('wasm'),
  };
}

export class PdfFirstPageRenderer {
  private worker: Worker | undefined;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  /** One page at a time: the others wait in order (a second core stays the API's). */
  private queue: Promise<unknown> = Promise.resolve();

  /** The first page of `pdf`, `width` pixels wide (at most `maxHeight` high), as PNG. */
  render(pdf: Buffer, width: number, maxHeight: number): Promise<Buffer> {
    const run = this.queue.then(() => this.renderNow(pdf, width, maxHeight));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Ends the worker (a stopping process, the tests). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private started(): Worker {
    clearTimeout(this.idleTimer);
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: pdfjsFiles(),
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    worker.once('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    this.worker = worker;
    return worker;
  }

  private renderNow(pdf: Buffer, width: number, maxHeight: number): Promise<Buffer> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        this.idleTimer = setTimeout(() => void this.close(), IDLE_MS);
        this.idleTimer.unref();
      };
      const onMessage = (answer: Answer) => {
        if (answer.id !== id) return;
        done();
        if (answer.png) resolve(Buffer.from(answer.png));
        else reject(new Error(`the first page cannot be drawn: ${answer.error ?? 'unknown'}`));
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const onExit = () => {
        done();
        reject(new Error('the page renderer stopped'));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`the first page took more than ${RENDER_TIMEOUT_MS / 1000} s to draw`));
        void this.close();
      }, RENDER_TIMEOUT_MS);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      // A copy: the caller keeps its bytes (they are stored as the document's file).
      worker.postMessage({ id, pdf: new Uint8Array(pdf), width, maxHeight });
    });
  }
}
