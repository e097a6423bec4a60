// streams.js: the Streams Standard (streams.spec.whatwg.org): ReadableStream (default and byte
// controllers, default and BYOB readers, tee, pipeTo, pipeThrough, async iteration,
// ReadableStream.from), WritableStream, TransformStream and the two queuing strategies.
// A deferred source (scripts.S): one function, evaluated and called (deferred.js) on first use
// of one of its globals, or when fetch.js makes a body's stream; a push that never touches a
// stream never parses it. Written from the standard's algorithms, one function each, named as
// there; every object's state is a record the public object maps to (`slots`), so a
// subclass or a forged `this` is refused by a brand check.
// Defines: nothing outside the part; returns the helpers fetch.js uses (isReadable, bytesStream,
//   readAll, tee, cancel, disturb, locked, disturbed, proxy, usedStream).
// Globals: ReadableStream, ReadableStreamDefaultReader, ReadableStreamBYOBReader,
//   ReadableStreamDefaultController, ReadableByteStreamController, ReadableStreamBYOBRequest,
//   WritableStream, WritableStreamDefaultWriter, WritableStreamDefaultController,
//   TransformStream, TransformStreamDefaultController, ByteLengthQueuingStrategy,
//   CountQueuingStrategy; TextDecoderStream, TextEncoderStream (Encoding Standard).
// Uses (as parameters): g, define, OriginalPromise, isObject, tagged, encodingPart (encoding.js:
//   TextDecoder and TextEncoder), abortPart (abort.js: AbortController and AbortSignal), clonePart
//   (clone.js: structuredClone's steps, for a tee that clones).

'use strict';
(function installStreams({ g, define, OriginalPromise, isObject, tagged, encodingPart, abortPart, clonePart }) {
  const token = Symbol('streams');
  const slots = new WeakMap();
  const slotOf = (object, kind, what) => {
    const slot = isObject(object) ? slots.get(object) : undefined;
    if (slot === undefined || slot.kind !== kind) throw new TypeError(`${what}: illegal invocation`);
    return slot;
  };
  const illegal = (key) => { if (key !== token) throw new TypeError('Illegal constructor'); };

  // ---- Promises, with the original then: a page's Promise.prototype.then never sees them.
  const promiseThen = OriginalPromise.prototype.then;
  const noop = () => {};
  const resolvedWith = (value) => OriginalPromise.resolve(value);
  const rejectedWith = (reason) => OriginalPromise.reject(reason);
  const upon = (promise, onFulfilled, onRejected) => promiseThen.call(promise, onFulfilled, onRejected);
  const markHandled = (promise) => { promiseThen.call(promise, undefined, noop); };
  // A promise with its settling functions and whether it is still pending.
  const deferred = () => {
    const d = { promise: undefined, resolve: undefined, reject: undefined, pending: true };
    d.promise = new OriginalPromise((resolve, reject) => {
      d.resolve = (value) => { d.pending = false; resolve(value); };
      d.reject = (reason) => { d.pending = false; reject(reason); };
    });
    return d;
  };
  const settled = (ok, value) => { const d = deferred(); if (ok) d.resolve(value); else { d.reject(value); markHandled(d.promise); } return d; };
  // "Invoke a callback function" converted to a promise: a throw becomes a rejection.
  const promiseCall = (method, self, args) => {
    if (method === undefined) return resolvedWith(undefined);
    try { return resolvedWith(method.apply(self, args)); } catch (error) { return rejectedWith(error); }
  };
  const method = (object, name, what) => {
    const value = object[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'function') throw new TypeError(`${what}: '${name}' is not a function`);
    return value;
  };
  const tryDict = (value, what) => {
    if (value === undefined || value === null) return {};
    if (!isObject(value)) throw new TypeError(`${what}: the argument must be an object`);
    return value;
  };

  // ---- Queue-with-sizes.
  const resetQueue = (c) => { c.queue = []; c.queueTotalSize = 0; };
  const enqueueValueWithSize = (c, value, size) => {
    const n = Number(size);
    if (Number.isNaN(n) || n < 0 || n === Infinity) throw new RangeError('the chunk size must be a finite, non-negative number');
    c.queue.push({ value, size: n });
    c.queueTotalSize += n;
  };
  const dequeueValue = (c) => {
    const pair = c.queue.shift();
    c.queueTotalSize -= pair.size;
    if (c.queueTotalSize < 0) c.queueTotalSize = 0;
    return pair.value;
  };

  // ---- Queuing strategies.
  const strategyOf = (strategy, what) => {
    const o = tryDict(strategy, what);
    const hwm = o.highWaterMark;
    const size = o.size;
    if (size !== undefined && typeof size !== 'function') throw new TypeError(`${what}: the strategy's size is not a function`);
    return { highWaterMark: hwm === undefined ? undefined : Number(hwm), size };
  };
  const extractHighWaterMark = (strategy, defaultHWM) => {
    if (strategy.highWaterMark === undefined) return defaultHWM;
    const hwm = strategy.highWaterMark;
    if (Number.isNaN(hwm) || hwm < 0) throw new RangeError('the highWaterMark must be a non-negative number');
    return hwm;
  };
  const extractSizeAlgorithm = (strategy) => {
    const size = strategy.size;
    return size === undefined ? () => 1 : (chunk) => size(chunk);
  };
  const hwmInit = (init, what) => {
    const o = tryDict(init, what);
    if (o.highWaterMark === undefined) throw new TypeError(`${what}: the highWaterMark member is required`);
    return Number(o.highWaterMark);
  };
  const byteLengthSize = { size(chunk) { return chunk.byteLength; } }.size;
  const countSize = { size() { return 1; } }.size;
  class ByteLengthQueuingStrategy {
    #hwm;
    constructor(init) { this.#hwm = hwmInit(init, "Failed to construct 'ByteLengthQueuingStrategy'"); }
    get highWaterMark() { if (!(#hwm in this)) throw new TypeError('highWaterMark: illegal invocation'); return this.#hwm; }
    get size() { if (!(#hwm in this)) throw new TypeError('size: illegal invocation'); return byteLengthSize; }
  }
  class CountQueuingStrategy {
    #hwm;
    constructor(init) { this.#hwm = hwmInit(init, "Failed to construct 'CountQueuingStrategy'"); }
    get highWaterMark() { if (!(#hwm in this)) throw new TypeError('highWaterMark: illegal invocation'); return this.#hwm; }
    get size() { if (!(#hwm in this)) throw new TypeError('size: illegal invocation'); return countSize; }
  }

  // ---- ArrayBuffers.
  const isDetached = (buffer) => buffer.detached === true;
  const transferArrayBuffer = (buffer) => {
    if (!(buffer instanceof ArrayBuffer)) throw new TypeError('the buffer cannot be transferred');
    if (isDetached(buffer)) throw new TypeError('the buffer is detached');
    return buffer.transfer();
  };
  const copyBytes = (to, toIndex, from, fromIndex, count) => {
    new Uint8Array(to, toIndex, count).set(new Uint8Array(from, fromIndex, count));
  };
  const viewKind = (view) => {
    if (view instanceof DataView) return { elementSize: 1, ctor: DataView };
    return { elementSize: view.BYTES_PER_ELEMENT, ctor: view.constructor };
  };

  // ======== ReadableStream
  const newStream = () => ({ kind: 'RS', state: 'readable', reader: undefined, storedError: undefined, disturbed: false, controller: undefined, object: undefined });
  const publicStream = (s) => {
    if (s.object === undefined) { const object = Object.create(ReadableStream.prototype); slots.set(object, s); s.object = object; }
    return s.object;
  };
  const isLocked = (s) => s.reader !== undefined;

  const readableStreamCancel = (s, reason) => {
    s.disturbed = true;
    if (s.state === 'closed') return resolvedWith(undefined);
    if (s.state === 'errored') return rejectedWith(s.storedError);
    readableStreamClose(s);
    const reader = s.reader;
    if (reader !== undefined && reader.kind === 'BR') {
      const requests = reader.readIntoRequests;
      reader.readIntoRequests = [];
      for (const request of requests) request.close(undefined);
    }
    return upon(s.controller.cancelSteps(reason), noop);
  };
  const readableStreamClose = (s) => {
    s.state = 'closed';
    const reader = s.reader;
    if (reader === undefined) return;
    reader.closed.resolve(undefined);
    if (reader.kind === 'DR') {
      const requests = reader.readRequests;
      reader.readRequests = [];
      for (const request of requests) request.close();
    }
  };
  const readableStreamError = (s, e) => {
    s.state = 'errored';
    s.storedError = e;
    const reader = s.reader;
    if (reader === undefined) return;
    reader.closed.reject(e);
    markHandled(reader.closed.promise);
    if (reader.kind === 'DR') errorReadRequests(reader, e);
    else errorReadIntoRequests(reader, e);
  };
  const fulfillReadRequest = (s, chunk, done) => {
    const request = s.reader.readRequests.shift();
    if (done) request.close(); else request.chunk(chunk);
  };
  const fulfillReadIntoRequest = (s, chunk, done) => {
    const request = s.reader.readIntoRequests.shift();
    if (done) request.close(chunk); else request.chunk(chunk);
  };
  const numReadRequests = (s) => (s.reader !== undefined && s.reader.kind === 'DR' ? s.reader.readRequests.length : 0);
  const numReadIntoRequests = (s) => (s.reader !== undefined && s.reader.kind === 'BR' ? s.reader.readIntoRequests.length : 0);
  const hasDefaultReader = (s) => s.reader !== undefined && s.reader.kind === 'DR';
  const hasBYOBReader = (s) => s.reader !== undefined && s.reader.kind === 'BR';

  // ---- Readers.
  const genericInitialize = (r, s) => {
    r.stream = s;
    s.reader = r;
    if (s.state === 'readable') r.closed = deferred();
    else if (s.state === 'closed') r.closed = settled(true, undefined);
    else r.closed = settled(false, s.storedError);
  };
  const genericRelease = (r) => {
    const s = r.stream;
    const error = new TypeError('the reader was released');
    if (s.state === 'readable' && r.closed.pending) r.closed.reject(error);
    else r.closed = settled(false, error);
    markHandled(r.closed.promise);
    s.controller.releaseSteps();
    s.reader = undefined;
    r.stream = undefined;
  };
  const errorReadRequests = (r, e) => {
    const requests = r.readRequests;
    r.readRequests = [];
    for (const request of requests) request.error(e);
  };
  const errorReadIntoRequests = (r, e) => {
    const requests = r.readIntoRequests;
    r.readIntoRequests = [];
    for (const request of requests) request.error(e);
  };
  const acquireDefaultReader = (s) => {
    if (isLocked(s)) throw new TypeError('the stream is locked to a reader');
    const r = { kind: 'DR', stream: undefined, closed: undefined, readRequests: [], object: undefined };
    genericInitialize(r, s);
    return r;
  };
  const acquireBYOBReader = (s) => {
    if (isLocked(s)) throw new TypeError('the stream is locked to a reader');
    if (s.controller.kind !== 'RBSC') throw new TypeError('a BYOB reader needs a byte stream (type: "bytes")');
    const r = { kind: 'BR', stream: undefined, closed: undefined, readIntoRequests: [], object: undefined };
    genericInitialize(r, s);
    return r;
  };
  const defaultReaderRead = (r, request) => {
    const s = r.stream;
    s.disturbed = true;
    if (s.state === 'closed') request.close();
    else if (s.state === 'errored') request.error(s.storedError);
    else s.controller.pullSteps(request);
  };
  const defaultReaderRelease = (r) => { genericRelease(r); errorReadRequests(r, new TypeError('the reader was released')); };
  const byobReaderRelease = (r) => { genericRelease(r); errorReadIntoRequests(r, new TypeError('the reader was released')); };
  const byobReaderRead = (r, view, min, request) => {
    const s = r.stream;
    s.disturbed = true;
    if (s.state === 'errored') request.error(s.storedError);
    else pullInto(s.controller, view, min, request);
  };
  const promiseRequest = () => {
    const d = deferred();
    return {
      promise: d.promise,
      chunk: (value) => d.resolve({ value, done: false }),
      close: (value) => d.resolve({ value, done: true }),
      error: (e) => d.reject(e),
    };
  };

  class ReadableStreamDefaultReader {
    constructor(stream) {
      const s = slotOf(stream, 'RS', "Failed to construct 'ReadableStreamDefaultReader'");
      const r = acquireDefaultReader(s);
      r.object = this;
      slots.set(this, r);
    }
    get closed() {
      const r = slots.get(this);
      if (r === undefined || r.kind !== 'DR') return rejectedWith(new TypeError('closed: illegal invocation'));
      return r.closed.promise;
    }
    cancel(reason = undefined) {
      const r = slots.get(this);
      if (r === undefined || r.kind !== 'DR') return rejectedWith(new TypeError('cancel: illegal invocation'));
      if (r.stream === undefined) return rejectedWith(new TypeError('cancel: the reader is released'));
      return readableStreamCancel(r.stream, reason);
    }
    read() {
      const r = slots.get(this);
      if (r === undefined || r.kind !== 'DR') return rejectedWith(new TypeError('read: illegal invocation'));
      if (r.stream === undefined) return rejectedWith(new TypeError('read: the reader is released'));
      const request = promiseRequest();
      defaultReaderRead(r, { chunk: request.chunk, close: () => request.close(undefined), error: request.error });
      return request.promise;
    }
    releaseLock() {
      const r = slotOf(this, 'DR', 'releaseLock');
      if (r.stream !== undefined) defaultReaderRelease(r);
    }
  }
  class ReadableStreamBYOBReader {
    constructor(stream) {
      const s = slotOf(stream, 'RS', "Failed to construct 'ReadableStreamBYOBReader'");
      const r = acquireBYOBReader(s);
      r.object = this;
      slots.set(this, r);
    }
    get closed() {
      const r = slots.get(this);
      if (r === undefined || r.kind !== 'BR') return rejectedWith(new TypeError('closed: illegal invocation'));
      return r.closed.promise;
    }
    cancel(reason = undefined) {
      const r = slots.get(this);
      if (r === undefined || r.kind !== 'BR') return rejectedWith(new TypeError('cancel: illegal invocation'));
      if (r.stream === undefined) return rejectedWith(new TypeError('cancel: the reader is released'));
      return readableStreamCancel(r.stream, reason);
    }
    read(view, options = undefined) {
      const r = slots.get(this);
      if (r === undefined || r.kind !== 'BR') return rejectedWith(new TypeError('read: illegal invocation'));
      if (!ArrayBuffer.isView(view)) return rejectedWith(new TypeError('read: the argument must be an ArrayBufferView'));
      let min;
      try {
        const o = tryDict(options, 'read');
        min = o.min === undefined ? 1 : Number(o.min);
        if (!Number.isFinite(min) || min < 0 || min > Number.MAX_SAFE_INTEGER) throw new TypeError('read: min must be a non-negative integer');
        min = Math.trunc(min);
      } catch (error) { return rejectedWith(error); }
      if (view.byteLength === 0) return rejectedWith(new TypeError('read: the view is empty'));
      if (view.buffer.byteLength === 0) return rejectedWith(new TypeError('read: the view\'s buffer is empty'));
      if (isDetached(view.buffer)) return rejectedWith(new TypeError('read: the view\'s buffer is detached'));
      if (min === 0) return rejectedWith(new TypeError('read: min must be at least 1'));
      if (view instanceof DataView ? min > view.byteLength : min > view.length) return rejectedWith(new RangeError('read: min is larger than the view'));
      if (r.stream === undefined) return rejectedWith(new TypeError('read: the reader is released'));
      const request = promiseRequest();
      byobReaderRead(r, view, min, request);
      return request.promise;
    }
    releaseLock() {
      const r = slotOf(this, 'BR', 'releaseLock');
      if (r.stream !== undefined) byobReaderRelease(r);
    }
  }

  // ---- The default controller.
  const rsdcCanCloseOrEnqueue = (c) => !c.closeRequested && c.stream.state === 'readable';
  const rsdcDesiredSize = (c) => {
    const state = c.stream.state;
    if (state === 'errored') return null;
    if (state === 'closed') return 0;
    return c.strategyHWM - c.queueTotalSize;
  };
  const rsdcShouldCallPull = (c) => {
    if (!rsdcCanCloseOrEnqueue(c) || !c.started) return false;
    if (isLocked(c.stream) && numReadRequests(c.stream) > 0) return true;
    return rsdcDesiredSize(c) > 0;
  };
  const rsdcClearAlgorithms = (c) => { c.pullAlgorithm = undefined; c.cancelAlgorithm = undefined; c.strategySizeAlgorithm = undefined; };
  const rsdcCallPullIfNeeded = (c) => {
    if (!rsdcShouldCallPull(c)) return;
    if (c.pulling) { c.pullAgain = true; return; }
    c.pulling = true;
    upon(c.pullAlgorithm(), () => {
      c.pulling = false;
      if (c.pullAgain) { c.pullAgain = false; rsdcCallPullIfNeeded(c); }
    }, (e) => rsdcError(c, e));
  };
  const rsdcClose = (c) => {
    if (!rsdcCanCloseOrEnqueue(c)) return;
    c.closeRequested = true;
    if (c.queue.length === 0) { rsdcClearAlgorithms(c); readableStreamClose(c.stream); }
  };
  const rsdcEnqueue = (c, chunk) => {
    if (!rsdcCanCloseOrEnqueue(c)) return;
    const s = c.stream;
    if (isLocked(s) && numReadRequests(s) > 0) fulfillReadRequest(s, chunk, false);
    else {
      let size;
      try { size = c.strategySizeAlgorithm(chunk); } catch (e) { rsdcError(c, e); throw e; }
      try { enqueueValueWithSize(c, chunk, size); } catch (e) { rsdcError(c, e); throw e; }
    }
    rsdcCallPullIfNeeded(c);
  };
  const rsdcError = (c, e) => {
    if (c.stream.state !== 'readable') return;
    resetQueue(c);
    rsdcClearAlgorithms(c);
    readableStreamError(c.stream, e);
  };
  const setUpDefaultController = (s, start, pull, cancel, hwm, size) => {
    const c = {
      kind: 'RSDC', stream: s, queue: [], queueTotalSize: 0, started: false, closeRequested: false, pullAgain: false, pulling: false,
      strategySizeAlgorithm: size, strategyHWM: hwm, pullAlgorithm: pull, cancelAlgorithm: cancel, object: undefined,
      cancelSteps(reason) { resetQueue(c); const result = c.cancelAlgorithm(reason); rsdcClearAlgorithms(c); return result; },
      pullSteps(request) {
        if (c.queue.length > 0) {
          const chunk = dequeueValue(c);
          if (c.closeRequested && c.queue.length === 0) { rsdcClearAlgorithms(c); readableStreamClose(s); } else rsdcCallPullIfNeeded(c);
          request.chunk(chunk);
        } else {
          s.reader.readRequests.push(request);
          rsdcCallPullIfNeeded(c);
        }
      },
      releaseSteps() {},
    };
    c.object = new ReadableStreamDefaultController(token);
    slots.set(c.object, c);
    s.controller = c;
    upon(resolvedWith(start(c.object)), () => { c.started = true; rsdcCallPullIfNeeded(c); }, (r) => rsdcError(c, r));
  };
  class ReadableStreamDefaultController {
    constructor(key) { illegal(key); }
    get desiredSize() { return rsdcDesiredSize(slotOf(this, 'RSDC', 'desiredSize')); }
    close() {
      const c = slotOf(this, 'RSDC', 'close');
      if (!rsdcCanCloseOrEnqueue(c)) throw new TypeError('close: the stream is closed or closing');
      rsdcClose(c);
    }
    enqueue(chunk = undefined) {
      const c = slotOf(this, 'RSDC', 'enqueue');
      if (!rsdcCanCloseOrEnqueue(c)) throw new TypeError('enqueue: the stream is closed or closing');
      rsdcEnqueue(c, chunk);
    }
    error(e = undefined) { rsdcError(slotOf(this, 'RSDC', 'error'), e); }
  }

  // ---- The byte controller.
  const rbscShouldCallPull = (c) => {
    const s = c.stream;
    if (s.state !== 'readable' || c.closeRequested || !c.started) return false;
    if (hasDefaultReader(s) && numReadRequests(s) > 0) return true;
    if (hasBYOBReader(s) && numReadIntoRequests(s) > 0) return true;
    return rsdcDesiredSize(c) > 0;
  };
  const rbscCallPullIfNeeded = (c) => {
    if (!rbscShouldCallPull(c)) return;
    if (c.pulling) { c.pullAgain = true; return; }
    c.pulling = true;
    upon(c.pullAlgorithm(), () => {
      c.pulling = false;
      if (c.pullAgain) { c.pullAgain = false; rbscCallPullIfNeeded(c); }
    }, (e) => rbscError(c, e));
  };
  const rbscClearAlgorithms = (c) => { c.pullAlgorithm = undefined; c.cancelAlgorithm = undefined; };
  const rbscInvalidateBYOBRequest = (c) => {
    if (c.byobRequest === null) return;
    c.byobRequest.controller = undefined;
    c.byobRequest.view = null;
    c.byobRequest = null;
  };
  const rbscClearPendingPullIntos = (c) => { rbscInvalidateBYOBRequest(c); c.pendingPullIntos = []; };
  const rbscError = (c, e) => {
    if (c.stream.state !== 'readable') return;
    rbscClearPendingPullIntos(c);
    resetQueue(c);
    rbscClearAlgorithms(c);
    readableStreamError(c.stream, e);
  };
  const rbscClose = (c) => {
    const s = c.stream;
    if (c.closeRequested || s.state !== 'readable') return;
    if (c.queueTotalSize > 0) { c.closeRequested = true; return; }
    if (c.pendingPullIntos.length > 0) {
      const first = c.pendingPullIntos[0];
      if (first.bytesFilled % first.elementSize !== 0) {
        const e = new TypeError('close: a partial element is still to be filled');
        rbscError(c, e);
        throw e;
      }
    }
    rbscClearAlgorithms(c);
    readableStreamClose(s);
  };
  const convertPullIntoDescriptor = (pid) => {
    const buffer = transferArrayBuffer(pid.buffer);
    return new pid.viewConstructor(buffer, pid.byteOffset, pid.bytesFilled / pid.elementSize);
  };
  const commitPullIntoDescriptor = (s, pid) => {
    const done = s.state === 'closed';
    const filledView = convertPullIntoDescriptor(pid);
    if (pid.readerType === 'default') fulfillReadRequest(s, filledView, done);
    else fulfillReadIntoRequest(s, filledView, done);
  };
  const enqueueChunkToQueue = (c, buffer, byteOffset, byteLength) => {
    c.queue.push({ buffer, byteOffset, byteLength });
    c.queueTotalSize += byteLength;
  };
  const enqueueClonedChunkToQueue = (c, buffer, byteOffset, byteLength) => {
    let clone;
    try { clone = buffer.slice(byteOffset, byteOffset + byteLength); } catch (e) { rbscError(c, e); throw e; }
    enqueueChunkToQueue(c, clone, 0, byteLength);
  };
  const enqueueDetachedPullIntoToQueue = (c, pid) => {
    if (pid.bytesFilled > 0) enqueueClonedChunkToQueue(c, pid.buffer, pid.byteOffset, pid.bytesFilled);
    c.pendingPullIntos.shift();
  };
  const fillPullIntoDescriptorFromQueue = (c, pid) => {
    const maxBytesToCopy = Math.min(c.queueTotalSize, pid.byteLength - pid.bytesFilled);
    const maxBytesFilled = pid.bytesFilled + maxBytesToCopy;
    let totalBytesToCopyRemaining = maxBytesToCopy;
    let ready = false;
    const maxAlignedBytes = maxBytesFilled - (maxBytesFilled % pid.elementSize);
    if (maxAlignedBytes >= pid.minimumFill) { totalBytesToCopyRemaining = maxAlignedBytes - pid.bytesFilled; ready = true; }
    while (totalBytesToCopyRemaining > 0) {
      const head = c.queue[0];
      const bytesToCopy = Math.min(totalBytesToCopyRemaining, head.byteLength);
      copyBytes(pid.buffer, pid.byteOffset + pid.bytesFilled, head.buffer, head.byteOffset, bytesToCopy);
      if (head.byteLength === bytesToCopy) c.queue.shift();
      else { head.byteOffset += bytesToCopy; head.byteLength -= bytesToCopy; }
      c.queueTotalSize -= bytesToCopy;
      pid.bytesFilled += bytesToCopy;
      totalBytesToCopyRemaining -= bytesToCopy;
    }
    return ready;
  };
  const rbscHandleQueueDrain = (c) => {
    if (c.queueTotalSize === 0 && c.closeRequested) { rbscClearAlgorithms(c); readableStreamClose(c.stream); } else rbscCallPullIfNeeded(c);
  };
  const processPullIntoDescriptorsUsingQueue = (c) => {
    const filled = [];
    while (c.pendingPullIntos.length > 0 && c.queueTotalSize > 0) {
      const pid = c.pendingPullIntos[0];
      if (fillPullIntoDescriptorFromQueue(c, pid)) { c.pendingPullIntos.shift(); filled.push(pid); }
    }
    return filled;
  };
  const fillReadRequestFromQueue = (c, request) => {
    const entry = c.queue.shift();
    c.queueTotalSize -= entry.byteLength;
    rbscHandleQueueDrain(c);
    request.chunk(new Uint8Array(entry.buffer, entry.byteOffset, entry.byteLength));
  };
  const processReadRequestsUsingQueue = (c) => {
    const reader = c.stream.reader;
    while (reader.readRequests.length > 0) {
      if (c.queueTotalSize === 0) return;
      fillReadRequestFromQueue(c, reader.readRequests.shift());
    }
  };
  const rbscEnqueue = (c, chunk) => {
    const s = c.stream;
    if (c.closeRequested || s.state !== 'readable') return;
    const { buffer, byteOffset, byteLength } = chunk;
    if (isDetached(buffer)) throw new TypeError('enqueue: the chunk\'s buffer is detached');
    const transferred = transferArrayBuffer(buffer);
    if (c.pendingPullIntos.length > 0) {
      const first = c.pendingPullIntos[0];
      if (isDetached(first.buffer)) throw new TypeError('enqueue: the BYOB request\'s buffer is detached');
      rbscInvalidateBYOBRequest(c);
      first.buffer = transferArrayBuffer(first.buffer);
      if (first.readerType === 'none') enqueueDetachedPullIntoToQueue(c, first);
    }
    if (hasDefaultReader(s)) {
      processReadRequestsUsingQueue(c);
      if (numReadRequests(s) === 0) enqueueChunkToQueue(c, transferred, byteOffset, byteLength);
      else {
        if (c.pendingPullIntos.length > 0) c.pendingPullIntos.shift();
        fulfillReadRequest(s, new Uint8Array(transferred, byteOffset, byteLength), false);
      }
    } else if (hasBYOBReader(s)) {
      enqueueChunkToQueue(c, transferred, byteOffset, byteLength);
      for (const pid of processPullIntoDescriptorsUsingQueue(c)) commitPullIntoDescriptor(s, pid);
    } else enqueueChunkToQueue(c, transferred, byteOffset, byteLength);
    rbscCallPullIfNeeded(c);
  };
  const pullInto = (c, view, min, request) => {
    const s = c.stream;
    const { elementSize, ctor } = viewKind(view);
    const minimumFill = min * elementSize;
    const byteOffset = view.byteOffset;
    const byteLength = view.byteLength;
    let buffer;
    try { buffer = transferArrayBuffer(view.buffer); } catch (e) { request.error(e); return; }
    const pid = { buffer, bufferByteLength: buffer.byteLength, byteOffset, byteLength, bytesFilled: 0, minimumFill, elementSize, viewConstructor: ctor, readerType: 'byob' };
    if (c.pendingPullIntos.length > 0) {
      c.pendingPullIntos.push(pid);
      s.reader.readIntoRequests.push(request);
      return;
    }
    if (s.state === 'closed') { request.close(new ctor(pid.buffer, pid.byteOffset, 0)); return; }
    if (c.queueTotalSize > 0) {
      if (fillPullIntoDescriptorFromQueue(c, pid)) {
        const filledView = convertPullIntoDescriptor(pid);
        rbscHandleQueueDrain(c);
        request.chunk(filledView);
        return;
      }
      if (c.closeRequested) {
        const e = new TypeError('read: the stream closed with a partial element');
        rbscError(c, e);
        request.error(e);
        return;
      }
    }
    c.pendingPullIntos.push(pid);
    s.reader.readIntoRequests.push(request);
    rbscCallPullIfNeeded(c);
  };
  const respondInClosedState = (c, first) => {
    if (first.readerType === 'none') c.pendingPullIntos.shift();
    const s = c.stream;
    if (hasBYOBReader(s)) while (numReadIntoRequests(s) > 0) commitPullIntoDescriptor(s, c.pendingPullIntos.shift());
  };
  const respondInReadableState = (c, bytesWritten, pid) => {
    pid.bytesFilled += bytesWritten;
    const s = c.stream;
    if (pid.readerType === 'none') {
      enqueueDetachedPullIntoToQueue(c, pid);
      for (const filled of processPullIntoDescriptorsUsingQueue(c)) commitPullIntoDescriptor(s, filled);
      return;
    }
    if (pid.bytesFilled < pid.minimumFill) return;
    c.pendingPullIntos.shift();
    const remainderSize = pid.bytesFilled % pid.elementSize;
    if (remainderSize > 0) enqueueClonedChunkToQueue(c, pid.buffer, pid.byteOffset + pid.bytesFilled - remainderSize, remainderSize);
    pid.bytesFilled -= remainderSize;
    const filledList = processPullIntoDescriptorsUsingQueue(c);
    commitPullIntoDescriptor(s, pid);
    for (const filled of filledList) commitPullIntoDescriptor(s, filled);
  };
  const respondInternal = (c, bytesWritten) => {
    const first = c.pendingPullIntos[0];
    rbscInvalidateBYOBRequest(c);
    if (c.stream.state === 'closed') respondInClosedState(c, first);
    else respondInReadableState(c, bytesWritten, first);
    rbscCallPullIfNeeded(c);
  };
  const rbscRespond = (c, bytesWritten) => {
    const first = c.pendingPullIntos[0];
    if (c.stream.state === 'closed') {
      if (bytesWritten !== 0) throw new TypeError('respond: the stream is closed, bytesWritten must be 0');
    } else {
      if (bytesWritten === 0) throw new TypeError('respond: bytesWritten must be more than 0');
      if (first.bytesFilled + bytesWritten > first.byteLength) throw new RangeError('respond: bytesWritten is larger than the view');
    }
    first.buffer = transferArrayBuffer(first.buffer);
    respondInternal(c, bytesWritten);
  };
  const rbscRespondWithNewView = (c, view) => {
    const first = c.pendingPullIntos[0];
    if (c.stream.state === 'closed') {
      if (view.byteLength !== 0) throw new TypeError('respondWithNewView: the stream is closed, the view must be empty');
    } else if (view.byteLength === 0) throw new TypeError('respondWithNewView: the view is empty');
    if (first.byteOffset + first.bytesFilled !== view.byteOffset) throw new RangeError('respondWithNewView: the view starts elsewhere');
    if (first.bufferByteLength !== view.buffer.byteLength) throw new RangeError('respondWithNewView: the view\'s buffer has another length');
    if (first.bytesFilled + view.byteLength > first.byteLength) throw new RangeError('respondWithNewView: the view is too long');
    const viewByteLength = view.byteLength;
    first.buffer = transferArrayBuffer(view.buffer);
    respondInternal(c, viewByteLength);
  };
  const rbscGetBYOBRequest = (c) => {
    if (c.byobRequest === null && c.pendingPullIntos.length > 0) {
      const first = c.pendingPullIntos[0];
      const view = new Uint8Array(first.buffer, first.byteOffset + first.bytesFilled, first.byteLength - first.bytesFilled);
      const request = { kind: 'BYOBR', controller: c, view, object: new ReadableStreamBYOBRequest(token) };
      slots.set(request.object, request);
      c.byobRequest = request;
    }
    return c.byobRequest === null ? null : c.byobRequest.object;
  };
  const setUpByteController = (s, start, pull, cancel, hwm, autoAllocateChunkSize) => {
    const c = {
      kind: 'RBSC', stream: s, queue: [], queueTotalSize: 0, started: false, closeRequested: false, pullAgain: false, pulling: false,
      byobRequest: null, strategyHWM: hwm, pullAlgorithm: pull, cancelAlgorithm: cancel, autoAllocateChunkSize, pendingPullIntos: [],
      object: undefined,
      cancelSteps(reason) { rbscClearPendingPullIntos(c); resetQueue(c); const result = c.cancelAlgorithm(reason); rbscClearAlgorithms(c); return result; },
      pullSteps(request) {
        if (c.queueTotalSize > 0) { fillReadRequestFromQueue(c, request); return; }
        const size = c.autoAllocateChunkSize;
        if (size !== undefined) {
          let buffer;
          try { buffer = new ArrayBuffer(size); } catch (e) { request.error(e); return; }
          c.pendingPullIntos.push({ buffer, bufferByteLength: size, byteOffset: 0, byteLength: size, bytesFilled: 0, minimumFill: 1, elementSize: 1, viewConstructor: Uint8Array, readerType: 'default' });
        }
        s.reader.readRequests.push(request);
        rbscCallPullIfNeeded(c);
      },
      releaseSteps() {
        if (c.pendingPullIntos.length > 0) {
          const first = c.pendingPullIntos[0];
          first.readerType = 'none';
          c.pendingPullIntos = [first];
        }
      },
    };
    c.object = new ReadableByteStreamController(token);
    slots.set(c.object, c);
    s.controller = c;
    upon(resolvedWith(start(c.object)), () => { c.started = true; rbscCallPullIfNeeded(c); }, (r) => rbscError(c, r));
  };
  class ReadableByteStreamController {
    constructor(key) { illegal(key); }
    get byobRequest() { return rbscGetBYOBRequest(slotOf(this, 'RBSC', 'byobRequest')); }
    get desiredSize() { return rsdcDesiredSize(slotOf(this, 'RBSC', 'desiredSize')); }
    close() {
      const c = slotOf(this, 'RBSC', 'close');
      if (c.closeRequested) throw new TypeError('close: the stream is already closing');
      if (c.stream.state !== 'readable') throw new TypeError('close: the stream is not readable');
      rbscClose(c);
    }
    enqueue(chunk) {
      const c = slotOf(this, 'RBSC', 'enqueue');
      if (!ArrayBuffer.isView(chunk)) throw new TypeError('enqueue: the chunk must be an ArrayBufferView');
      if (chunk.byteLength === 0) throw new TypeError('enqueue: the chunk is empty');
      if (chunk.buffer.byteLength === 0) throw new TypeError('enqueue: the chunk\'s buffer is empty');
      if (c.closeRequested) throw new TypeError('enqueue: the stream is closing');
      if (c.stream.state !== 'readable') throw new TypeError('enqueue: the stream is not readable');
      rbscEnqueue(c, chunk);
    }
    error(e = undefined) { rbscError(slotOf(this, 'RBSC', 'error'), e); }
  }
  class ReadableStreamBYOBRequest {
    constructor(key) { illegal(key); }
    get view() { return slotOf(this, 'BYOBR', 'view').view; }
    respond(bytesWritten) {
      const request = slotOf(this, 'BYOBR', 'respond');
      const n = Number(bytesWritten);
      if (!Number.isFinite(n) || n < 0) throw new TypeError('respond: bytesWritten must be a non-negative integer');
      if (request.controller === undefined) throw new TypeError('respond: the request is no longer valid');
      if (isDetached(request.view.buffer)) throw new TypeError('respond: the view\'s buffer is detached');
      rbscRespond(request.controller, Math.trunc(n));
    }
    respondWithNewView(view) {
      const request = slotOf(this, 'BYOBR', 'respondWithNewView');
      if (!ArrayBuffer.isView(view)) throw new TypeError('respondWithNewView: the argument must be an ArrayBufferView');
      if (request.controller === undefined) throw new TypeError('respondWithNewView: the request is no longer valid');
      if (isDetached(view.buffer)) throw new TypeError('respondWithNewView: the view\'s buffer is detached');
      rbscRespondWithNewView(request.controller, view);
    }
  }

  // Streams made from algorithms (CreateReadableStream, CreateReadableByteStream).
  const createReadableStream = (start, pull, cancel, hwm = 1, size = () => 1) => {
    const s = newStream();
    setUpDefaultController(s, start, pull, cancel, hwm, size);
    return s;
  };
  const createReadableByteStream = (start, pull, cancel) => {
    const s = newStream();
    setUpByteController(s, start, pull, cancel, 0, undefined);
    return s;
  };

  // ---- Tee (a byte stream's branches are byte streams, each chunk copied for the second).
  const readableStreamTee = (s, cloneForBranch2) => {
    const bytes = s.controller.kind === 'RBSC';
    const reader = acquireDefaultReader(s);
    let reading = false; let readAgain = false;
    let canceled1 = false; let canceled2 = false;
    let reason1; let reason2;
    let branch1; let branch2;
    const cancelPromise = deferred();
    const enqueue = (branch, chunk) => (bytes ? rbscEnqueue(branch.controller, chunk) : rsdcEnqueue(branch.controller, chunk));
    const close = (branch) => {
      if (!bytes) { rsdcClose(branch.controller); return; }
      const c = branch.controller;
      rbscClose(c);
      if (c.pendingPullIntos.length > 0) rbscRespond(c, 0);
    };
    const error = (branch, e) => (bytes ? rbscError(branch.controller, e) : rsdcError(branch.controller, e));
    const pullAlgorithm = () => {
      if (reading) { readAgain = true; return resolvedWith(undefined); }
      reading = true;
      defaultReaderRead(reader, {
        chunk: (chunk) => {
          upon(resolvedWith(undefined), () => {
            readAgain = false;
            let chunk1 = chunk; let chunk2 = chunk;
            if (bytes) {
              chunk2 = new Uint8Array(chunk.byteLength);
              chunk2.set(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
              if (canceled1) chunk1 = undefined;
            } else if (!canceled2 && cloneForBranch2) {
              try { chunk2 = clonePart().cloneValue(chunk, new Map()); } catch (e) {
                error(branch1, e); error(branch2, e);
                cancelPromise.resolve(readableStreamCancel(s, e));
                return;
              }
            }
            try {
              if (!canceled1) enqueue(branch1, chunk1);
              if (!canceled2) enqueue(branch2, chunk2);
            } catch (e) { /* a branch errored itself: its controller is errored */ }
            reading = false;
            if (readAgain) pullAlgorithm();
          });
        },
        close: () => {
          reading = false;
          if (!canceled1) close(branch1);
          if (!canceled2) close(branch2);
          if (!canceled1 || !canceled2) cancelPromise.resolve(undefined);
        },
        error: () => { reading = false; },
      });
      return resolvedWith(undefined);
    };
    const cancel1 = (reason) => {
      canceled1 = true; reason1 = reason;
      if (canceled2) cancelPromise.resolve(readableStreamCancel(s, [reason1, reason2]));
      return cancelPromise.promise;
    };
    const cancel2 = (reason) => {
      canceled2 = true; reason2 = reason;
      if (canceled1) cancelPromise.resolve(readableStreamCancel(s, [reason1, reason2]));
      return cancelPromise.promise;
    };
    const make = bytes ? createReadableByteStream : createReadableStream;
    branch1 = make(noop, pullAlgorithm, cancel1);
    branch2 = make(noop, pullAlgorithm, cancel2);
    upon(reader.closed.promise, noop, (r) => {
      error(branch1, r); error(branch2, r);
      if (!canceled1 || !canceled2) cancelPromise.resolve(undefined);
    });
    return [branch1, branch2];
  };

  // ---- Pipes.
  const readableStreamPipeTo = (source, dest, preventClose, preventAbort, preventCancel, signal) => {
    const reader = acquireDefaultReader(source);
    const writer = acquireWriter(dest);
    source.disturbed = true;
    let shuttingDown = false;
    let currentWrite = resolvedWith(undefined);
    const result = deferred();
    let abortAlgorithm;
    const finalize = (isError, error) => {
      writerRelease(writer);
      defaultReaderRelease(reader);
      if (signal !== undefined) signal.removeEventListener('abort', abortAlgorithm);
      if (isError) result.reject(error); else result.resolve(undefined);
    };
    const waitForWrites = () => {
      const old = currentWrite;
      return upon(old, () => (old !== currentWrite ? waitForWrites() : undefined), () => (old !== currentWrite ? waitForWrites() : undefined));
    };
    const afterWrites = (then) => {
      if (dest.state === 'writable' && !closeQueuedOrInFlight(dest)) upon(waitForWrites(), then);
      else then();
    };
    const shutdownWithAction = (action, originalIsError, originalError) => {
      if (shuttingDown) return;
      shuttingDown = true;
      afterWrites(() => {
        let p;
        try { p = action(); } catch (e) { p = rejectedWith(e); }
        upon(p, () => finalize(originalIsError, originalError), (newError) => finalize(true, newError));
      });
    };
    const shutdown = (isError, error) => {
      if (shuttingDown) return;
      shuttingDown = true;
      afterWrites(() => finalize(isError, error));
    };
    if (signal !== undefined) {
      abortAlgorithm = () => {
        const error = signal.reason;
        shutdownWithAction(() => {
          const actions = [];
          if (!preventAbort) actions.push(dest.state === 'writable' ? writableStreamAbort(dest, error) : resolvedWith(undefined));
          if (!preventCancel) actions.push(source.state === 'readable' ? readableStreamCancel(source, error) : resolvedWith(undefined));
          return OriginalPromise.all(actions);
        }, true, error);
      };
      if (signal.aborted) { abortAlgorithm(); return result.promise; }
      signal.addEventListener('abort', abortAlgorithm);
    }
    const sourceErrored = (storedError) => {
      if (!preventAbort) shutdownWithAction(() => writableStreamAbort(dest, storedError), true, storedError);
      else shutdown(true, storedError);
    };
    const destErrored = (storedError) => {
      if (!preventCancel) shutdownWithAction(() => readableStreamCancel(source, storedError), true, storedError);
      else shutdown(true, storedError);
    };
    const sourceClosed = () => {
      if (!preventClose) shutdownWithAction(() => writerCloseWithErrorPropagation(writer));
      else shutdown();
    };
    const destClosed = () => {
      const destClosedError = new TypeError('pipeTo: the destination is closed');
      if (!preventCancel) shutdownWithAction(() => readableStreamCancel(source, destClosedError), true, destClosedError);
      else shutdown(true, destClosedError);
    };
    const check = () => {
      if (source.state === 'errored') sourceErrored(source.storedError);
      else if (dest.state === 'errored') destErrored(dest.storedError);
      else if (source.state === 'closed') sourceClosed();
      else if (closeQueuedOrInFlight(dest) || dest.state === 'closed') destClosed();
    };
    upon(reader.closed.promise, () => { if (!shuttingDown) check(); }, () => { if (!shuttingDown) check(); });
    upon(writer.closed.promise, noop, () => { if (!shuttingDown) check(); });
    const step = () => {
      if (shuttingDown) return;
      upon(writer.ready.promise, () => {
        if (shuttingDown) return;
        defaultReaderRead(reader, {
          chunk: (chunk) => {
            currentWrite = writerWrite(writer, chunk);
            markHandled(currentWrite);
            step();
          },
          close: noop,
          error: noop,
        });
      }, noop);
    };
    check();
    step();
    return result.promise;
  };

  // ---- Async iteration.
  const AsyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype);
  const streamIteratorPrototype = Object.create(AsyncIteratorPrototype);
  const iterResult = (value, done) => ({ value, done });
  const iteratorNextSteps = (it) => {
    if (it.finished) return resolvedWith(iterResult(undefined, true));
    const r = it.reader;
    const d = deferred();
    if (r.stream === undefined) d.reject(new TypeError('next: the iterator\'s reader is released'));
    else {
      defaultReaderRead(r, {
        chunk: (chunk) => d.resolve(iterResult(chunk, false)),
        close: () => { defaultReaderRelease(r); it.finished = true; d.resolve(iterResult(undefined, true)); },
        error: (e) => { defaultReaderRelease(r); it.finished = true; d.reject(e); },
      });
    }
    return upon(d.promise, (result) => { it.ongoing = undefined; return result; }, (reason) => { it.ongoing = undefined; it.finished = true; throw reason; });
  };
  const iteratorReturnSteps = (it, value) => {
    if (it.finished) return resolvedWith(iterResult(value, true));
    it.finished = true;
    const r = it.reader;
    if (r.stream === undefined) return resolvedWith(iterResult(value, true));
    if (!it.preventCancel) {
      const result = readableStreamCancel(r.stream, value);
      defaultReaderRelease(r);
      return upon(result, () => iterResult(value, true));
    }
    defaultReaderRelease(r);
    return resolvedWith(iterResult(value, true));
  };
  Object.defineProperties(streamIteratorPrototype, {
    next: {
      value: function next() {
        const it = slots.get(this);
        if (it === undefined || it.kind !== 'IT') return rejectedWith(new TypeError('next: illegal invocation'));
        const steps = () => iteratorNextSteps(it);
        it.ongoing = it.ongoing !== undefined ? upon(it.ongoing, steps, steps) : steps();
        return it.ongoing;
      }, writable: true, configurable: true, enumerable: true,
    },
    return: {
      // A method of an object literal: its name is 'return', which a function declaration cannot be.
      value: {
        return(value) {
          const it = slots.get(this);
          if (it === undefined || it.kind !== 'IT') return rejectedWith(new TypeError('return: illegal invocation'));
          const steps = () => iteratorReturnSteps(it, value);
          const p = it.ongoing !== undefined ? upon(it.ongoing, steps, steps) : steps();
          it.ongoing = p;
          return upon(p, () => iterResult(value, true));
        },
      }.return, writable: true, configurable: true, enumerable: true,
    },
    [Symbol.toStringTag]: { value: 'ReadableStream AsyncIterator', configurable: true },
  });
  const makeIterator = (s, options) => {
    const o = tryDict(options, 'values');
    const reader = acquireDefaultReader(s);
    const object = Object.create(streamIteratorPrototype);
    slots.set(object, { kind: 'IT', reader, preventCancel: !!o.preventCancel, finished: false, ongoing: undefined });
    return object;
  };

  // ReadableStream.from: a stream reading an async (or sync) iterable.
  const readableStreamFromIterable = (asyncIterable) => {
    let iterator; let nextMethod; let isSync = false;
    const asyncMethod = asyncIterable == null ? undefined : asyncIterable[Symbol.asyncIterator];
    if (asyncMethod !== undefined && asyncMethod !== null) {
      if (typeof asyncMethod !== 'function') throw new TypeError('ReadableStream.from: Symbol.asyncIterator is not a function');
      iterator = asyncMethod.call(asyncIterable);
    } else {
      const syncMethod = asyncIterable == null ? undefined : asyncIterable[Symbol.iterator];
      if (typeof syncMethod !== 'function') throw new TypeError('ReadableStream.from: the argument is not iterable');
      iterator = syncMethod.call(asyncIterable);
      isSync = true;
    }
    if (!isObject(iterator)) throw new TypeError('ReadableStream.from: the iterator is not an object');
    nextMethod = iterator.next;
    let s;
    const pullAlgorithm = () => {
      let nextResult;
      try {
        nextResult = nextMethod.call(iterator);
        if (!isObject(nextResult)) throw new TypeError('ReadableStream.from: the iterator\'s result is not an object');
      } catch (e) { return rejectedWith(e); }
      const settle = (result) => {
        if (!isObject(result)) throw new TypeError('ReadableStream.from: the iterator\'s result is not an object');
        if (result.done) { rsdcClose(s.controller); return undefined; }
        const value = result.value;
        if (isSync) return upon(resolvedWith(value), (v) => { rsdcEnqueue(s.controller, v); });
        rsdcEnqueue(s.controller, value);
        return undefined;
      };
      return upon(isSync ? resolvedWith(undefined) : resolvedWith(nextResult), isSync ? () => settle(nextResult) : settle);
    };
    const cancelAlgorithm = (reason) => {
      let returnMethod;
      try { returnMethod = iterator.return; } catch (e) { return rejectedWith(e); }
      if (returnMethod === undefined || returnMethod === null) return resolvedWith(undefined);
      let returnResult;
      try { returnResult = returnMethod.call(iterator, reason); } catch (e) { return rejectedWith(e); }
      return upon(resolvedWith(returnResult), (r) => { if (!isObject(r)) throw new TypeError('ReadableStream.from: the iterator\'s return() result is not an object'); });
    };
    s = createReadableStream(noop, pullAlgorithm, cancelAlgorithm, 0);
    return s;
  };

  class ReadableStream {
    constructor(underlyingSource = undefined, strategy = undefined) {
      const what = "Failed to construct 'ReadableStream'";
      // WebIDL's `optional object`: undefined is absent, null is not an object.
      const source = underlyingSource;
      if (source !== undefined && !isObject(source)) throw new TypeError(`${what}: the underlying source must be an object`);
      const o = source === undefined ? {} : source;
      // The dictionary's members in WebIDL's order (alphabetical).
      const autoAllocate = o.autoAllocateChunkSize;
      const cancel = method(o, 'cancel', what);
      const pull = method(o, 'pull', what);
      const start = method(o, 'start', what);
      const rawType = o.type;
      const type = rawType === undefined ? undefined : String(rawType);
      if (type !== undefined && type !== 'bytes') throw new TypeError(`${what}: '${type}' is not a valid stream type`);
      const strat = strategyOf(strategy, what);
      const s = newStream();
      s.object = this;
      slots.set(this, s);
      const startAlgorithm = (controller) => (start === undefined ? undefined : start.call(source, controller));
      if (type === 'bytes') {
        if (strat.size !== undefined) throw new RangeError(`${what}: a byte stream's strategy has no size`);
        const hwm = extractHighWaterMark(strat, 0);
        let chunkSize;
        if (autoAllocate !== undefined) {
          chunkSize = Number(autoAllocate);
          if (!Number.isFinite(chunkSize) || chunkSize < 0) throw new TypeError(`${what}: autoAllocateChunkSize must be a positive integer`);
          chunkSize = Math.trunc(chunkSize);
          if (chunkSize === 0) throw new TypeError(`${what}: autoAllocateChunkSize must be positive`);
        }
        let controllerObject;
        setUpByteController(s, (c) => { controllerObject = c; return startAlgorithm(c); },
          () => promiseCall(pull, source, [controllerObject]), (reason) => promiseCall(cancel, source, [reason]), hwm, chunkSize);
      } else {
        const size = extractSizeAlgorithm(strat);
        const hwm = extractHighWaterMark(strat, 1);
        let controllerObject;
        setUpDefaultController(s, (c) => { controllerObject = c; return startAlgorithm(c); },
          () => promiseCall(pull, source, [controllerObject]), (reason) => promiseCall(cancel, source, [reason]), hwm, size);
      }
    }
    static from(asyncIterable) { return publicStream(readableStreamFromIterable(asyncIterable)); }
    get locked() { return isLocked(slotOf(this, 'RS', 'locked')); }
    cancel(reason = undefined) {
      const s = slots.get(this);
      if (s === undefined || s.kind !== 'RS') return rejectedWith(new TypeError('cancel: illegal invocation'));
      if (isLocked(s)) return rejectedWith(new TypeError('cancel: the stream is locked to a reader'));
      return readableStreamCancel(s, reason);
    }
    getReader(options = undefined) {
      const s = slotOf(this, 'RS', 'getReader');
      const o = tryDict(options, 'getReader');
      const mode = o.mode;
      if (mode === undefined) {
        const r = acquireDefaultReader(s);
        r.object = Object.create(ReadableStreamDefaultReader.prototype);
        slots.set(r.object, r);
        return r.object;
      }
      if (String(mode) !== 'byob') throw new TypeError(`getReader: '${String(mode)}' is not a valid reader mode`);
      const r = acquireBYOBReader(s);
      r.object = Object.create(ReadableStreamBYOBReader.prototype);
      slots.set(r.object, r);
      return r.object;
    }
    pipeThrough(transform, options = undefined) {
      const s = slotOf(this, 'RS', 'pipeThrough');
      if (!isObject(transform)) throw new TypeError('pipeThrough: the argument must be an object with readable and writable');
      const readable = transform.readable;
      const rs = isObject(readable) ? slots.get(readable) : undefined;
      if (rs === undefined || rs.kind !== 'RS') throw new TypeError('pipeThrough: readable is not a ReadableStream');
      const writable = transform.writable;
      const ws = isObject(writable) ? slots.get(writable) : undefined;
      if (ws === undefined || ws.kind !== 'WS') throw new TypeError('pipeThrough: writable is not a WritableStream');
      const o = pipeOptions(options);
      if (isLocked(s)) throw new TypeError('pipeThrough: the stream is locked');
      if (ws.writer !== undefined) throw new TypeError('pipeThrough: the writable stream is locked');
      markHandled(readableStreamPipeTo(s, ws, o.preventClose, o.preventAbort, o.preventCancel, o.signal));
      return readable;
    }
    pipeTo(destination, options = undefined) {
      const s = slots.get(this);
      if (s === undefined || s.kind !== 'RS') return rejectedWith(new TypeError('pipeTo: illegal invocation'));
      const ws = isObject(destination) ? slots.get(destination) : undefined;
      if (ws === undefined || ws.kind !== 'WS') return rejectedWith(new TypeError('pipeTo: the destination is not a WritableStream'));
      let o;
      try { o = pipeOptions(options); } catch (error) { return rejectedWith(error); }
      if (isLocked(s)) return rejectedWith(new TypeError('pipeTo: the stream is locked'));
      if (ws.writer !== undefined) return rejectedWith(new TypeError('pipeTo: the destination is locked'));
      return readableStreamPipeTo(s, ws, o.preventClose, o.preventAbort, o.preventCancel, o.signal);
    }
    tee() {
      const s = slotOf(this, 'RS', 'tee');
      return readableStreamTee(s, false).map(publicStream);
    }
    values(options = undefined) { return makeIterator(slotOf(this, 'RS', 'values'), options); }
  }
  Object.defineProperty(ReadableStream.prototype, Symbol.asyncIterator, { value: ReadableStream.prototype.values, writable: true, configurable: true });
  const pipeOptions = (options) => {
    const o = tryDict(options, 'pipeTo');
    const preventAbort = !!o.preventAbort;
    const preventCancel = !!o.preventCancel;
    const preventClose = !!o.preventClose;
    const signal = o.signal;
    if (signal !== undefined && !(signal instanceof abortPart().AbortSignal)) throw new TypeError('pipeTo: signal is not an AbortSignal');
    return { preventAbort, preventCancel, preventClose, signal };
  };

  // ======== WritableStream
  const closeSentinel = {};
  const newWritable = () => ({
    kind: 'WS', state: 'writable', storedError: undefined, writer: undefined, controller: undefined, inFlightWriteRequest: undefined,
    closeRequest: undefined, inFlightCloseRequest: undefined, pendingAbortRequest: undefined, writeRequests: [], backpressure: false, object: undefined,
  });
  const closeQueuedOrInFlight = (w) => w.closeRequest !== undefined || w.inFlightCloseRequest !== undefined;
  const hasOperationMarkedInFlight = (w) => w.inFlightWriteRequest !== undefined || w.inFlightCloseRequest !== undefined;
  const writableStreamAbort = (w, reason) => {
    if (w.state === 'closed' || w.state === 'errored') return resolvedWith(undefined);
    w.controller.abortController.abort(reason);
    if (w.state === 'closed' || w.state === 'errored') return resolvedWith(undefined);
    if (w.pendingAbortRequest !== undefined) return w.pendingAbortRequest.promise.promise;
    let wasAlreadyErroring = false;
    if (w.state === 'erroring') { wasAlreadyErroring = true; reason = undefined; }
    const promise = deferred();
    w.pendingAbortRequest = { promise, reason, wasAlreadyErroring };
    if (!wasAlreadyErroring) writableStreamStartErroring(w, reason);
    return promise.promise;
  };
  const writableStreamClose = (w) => {
    if (w.state === 'closed' || w.state === 'errored') return rejectedWith(new TypeError('close: the stream is closed or errored'));
    const promise = deferred();
    w.closeRequest = promise;
    const writer = w.writer;
    if (writer !== undefined && w.backpressure && w.state === 'writable') writer.ready.resolve(undefined);
    enqueueValueWithSize(w.controller, closeSentinel, 0);
    wsdcAdvanceQueueIfNeeded(w.controller);
    return promise.promise;
  };
  const writableStreamDealWithRejection = (w, error) => {
    if (w.state === 'writable') { writableStreamStartErroring(w, error); return; }
    writableStreamFinishErroring(w);
  };
  const writableStreamStartErroring = (w, reason) => {
    const c = w.controller;
    w.state = 'erroring';
    w.storedError = reason;
    if (w.writer !== undefined) writerEnsureReadyPromiseRejected(w.writer, reason);
    if (!hasOperationMarkedInFlight(w) && c.started) writableStreamFinishErroring(w);
  };
  const writableStreamFinishErroring = (w) => {
    w.state = 'errored';
    resetQueue(w.controller);
    const storedError = w.storedError;
    const requests = w.writeRequests;
    w.writeRequests = [];
    for (const request of requests) request.reject(storedError);
    if (w.pendingAbortRequest === undefined) { rejectCloseAndClosedPromiseIfNeeded(w); return; }
    const abortRequest = w.pendingAbortRequest;
    w.pendingAbortRequest = undefined;
    if (abortRequest.wasAlreadyErroring) {
      abortRequest.promise.reject(storedError);
      rejectCloseAndClosedPromiseIfNeeded(w);
      return;
    }
    upon(w.controller.abortSteps(abortRequest.reason), () => {
      abortRequest.promise.resolve(undefined);
      rejectCloseAndClosedPromiseIfNeeded(w);
    }, (reason) => {
      abortRequest.promise.reject(reason);
      rejectCloseAndClosedPromiseIfNeeded(w);
    });
  };
  const rejectCloseAndClosedPromiseIfNeeded = (w) => {
    if (w.closeRequest !== undefined) { w.closeRequest.reject(w.storedError); w.closeRequest = undefined; }
    const writer = w.writer;
    if (writer !== undefined) { writer.closed.reject(w.storedError); markHandled(writer.closed.promise); }
  };
  const writableStreamUpdateBackpressure = (w, backpressure) => {
    const writer = w.writer;
    if (writer !== undefined && backpressure !== w.backpressure) {
      if (backpressure) writer.ready = deferred();
      else writer.ready.resolve(undefined);
    }
    w.backpressure = backpressure;
  };

  // ---- Writers.
  const acquireWriter = (w) => {
    if (w.writer !== undefined) throw new TypeError('the stream is locked to a writer');
    const writer = { kind: 'WW', stream: w, ready: undefined, closed: undefined, object: undefined };
    w.writer = writer;
    const state = w.state;
    if (state === 'writable') {
      writer.ready = !closeQueuedOrInFlight(w) && w.backpressure ? deferred() : settled(true, undefined);
      writer.closed = deferred();
    } else if (state === 'erroring') {
      writer.ready = settled(false, w.storedError);
      writer.closed = deferred();
    } else if (state === 'closed') {
      writer.ready = settled(true, undefined);
      writer.closed = settled(true, undefined);
    } else {
      writer.ready = settled(false, w.storedError);
      writer.closed = settled(false, w.storedError);
    }
    return writer;
  };
  const writerEnsureReadyPromiseRejected = (writer, error) => {
    if (writer.ready.pending) writer.ready.reject(error); else writer.ready = settled(false, error);
    markHandled(writer.ready.promise);
  };
  const writerEnsureClosedPromiseRejected = (writer, error) => {
    if (writer.closed.pending) writer.closed.reject(error); else writer.closed = settled(false, error);
    markHandled(writer.closed.promise);
  };
  const writerDesiredSize = (writer) => {
    const w = writer.stream;
    if (w.state === 'errored' || w.state === 'erroring') return null;
    if (w.state === 'closed') return 0;
    return w.controller.strategyHWM - w.controller.queueTotalSize;
  };
  const writerRelease = (writer) => {
    const error = new TypeError('the writer was released');
    writerEnsureReadyPromiseRejected(writer, error);
    writerEnsureClosedPromiseRejected(writer, error);
    writer.stream.writer = undefined;
    writer.stream = undefined;
  };
  const writerWrite = (writer, chunk) => {
    const w = writer.stream;
    const c = w.controller;
    const chunkSize = wsdcGetChunkSize(c, chunk);
    if (w !== writer.stream) return rejectedWith(new TypeError('write: the writer was released'));
    if (w.state === 'errored') return rejectedWith(w.storedError);
    if (closeQueuedOrInFlight(w) || w.state === 'closed') return rejectedWith(new TypeError('write: the stream is closing or closed'));
    if (w.state === 'erroring') return rejectedWith(w.storedError);
    const promise = deferred();
    w.writeRequests.push(promise);
    wsdcWrite(c, chunk, chunkSize);
    return promise.promise;
  };
  const writerCloseWithErrorPropagation = (writer) => {
    const w = writer.stream;
    if (closeQueuedOrInFlight(w) || w.state === 'closed') return resolvedWith(undefined);
    if (w.state === 'errored') return rejectedWith(w.storedError);
    return writableStreamClose(w);
  };
  class WritableStreamDefaultWriter {
    constructor(stream) {
      const w = slotOf(stream, 'WS', "Failed to construct 'WritableStreamDefaultWriter'");
      const writer = acquireWriter(w);
      writer.object = this;
      slots.set(this, writer);
    }
    get closed() {
      const writer = slots.get(this);
      if (writer === undefined || writer.kind !== 'WW') return rejectedWith(new TypeError('closed: illegal invocation'));
      return writer.closed.promise;
    }
    get desiredSize() {
      const writer = slotOf(this, 'WW', 'desiredSize');
      if (writer.stream === undefined) throw new TypeError('desiredSize: the writer is released');
      return writerDesiredSize(writer);
    }
    get ready() {
      const writer = slots.get(this);
      if (writer === undefined || writer.kind !== 'WW') return rejectedWith(new TypeError('ready: illegal invocation'));
      return writer.ready.promise;
    }
    abort(reason = undefined) {
      const writer = slots.get(this);
      if (writer === undefined || writer.kind !== 'WW') return rejectedWith(new TypeError('abort: illegal invocation'));
      if (writer.stream === undefined) return rejectedWith(new TypeError('abort: the writer is released'));
      return writableStreamAbort(writer.stream, reason);
    }
    close() {
      const writer = slots.get(this);
      if (writer === undefined || writer.kind !== 'WW') return rejectedWith(new TypeError('close: illegal invocation'));
      const w = writer.stream;
      if (w === undefined) return rejectedWith(new TypeError('close: the writer is released'));
      if (closeQueuedOrInFlight(w)) return rejectedWith(new TypeError('close: the stream is already closing'));
      return writableStreamClose(w);
    }
    releaseLock() {
      const writer = slotOf(this, 'WW', 'releaseLock');
      if (writer.stream !== undefined) writerRelease(writer);
    }
    write(chunk = undefined) {
      const writer = slots.get(this);
      if (writer === undefined || writer.kind !== 'WW') return rejectedWith(new TypeError('write: illegal invocation'));
      if (writer.stream === undefined) return rejectedWith(new TypeError('write: the writer is released'));
      return writerWrite(writer, chunk);
    }
  }

  // ---- The writable controller.
  const wsdcClearAlgorithms = (c) => { c.writeAlgorithm = undefined; c.closeAlgorithm = undefined; c.abortAlgorithm = undefined; c.strategySizeAlgorithm = undefined; };
  const wsdcGetBackpressure = (c) => c.strategyHWM - c.queueTotalSize <= 0;
  const wsdcErrorIfNeeded = (c, error) => { if (c.stream.state === 'writable') wsdcError(c, error); };
  const wsdcError = (c, error) => { wsdcClearAlgorithms(c); writableStreamStartErroring(c.stream, error); };
  const wsdcGetChunkSize = (c, chunk) => {
    if (c.strategySizeAlgorithm === undefined) return 1;
    try { return c.strategySizeAlgorithm(chunk); } catch (e) { wsdcErrorIfNeeded(c, e); return 1; }
  };
  const wsdcWrite = (c, chunk, chunkSize) => {
    try { enqueueValueWithSize(c, chunk, chunkSize); } catch (e) { wsdcErrorIfNeeded(c, e); return; }
    const w = c.stream;
    if (!closeQueuedOrInFlight(w) && w.state === 'writable') writableStreamUpdateBackpressure(w, wsdcGetBackpressure(c));
    wsdcAdvanceQueueIfNeeded(c);
  };
  const wsdcAdvanceQueueIfNeeded = (c) => {
    const w = c.stream;
    if (!c.started || w.inFlightWriteRequest !== undefined) return;
    if (w.state === 'erroring') { writableStreamFinishErroring(w); return; }
    if (c.queue.length === 0) return;
    const value = c.queue[0].value;
    if (value === closeSentinel) wsdcProcessClose(c); else wsdcProcessWrite(c, value);
  };
  const wsdcProcessClose = (c) => {
    const w = c.stream;
    w.inFlightCloseRequest = w.closeRequest;
    w.closeRequest = undefined;
    dequeueValue(c);
    const sinkClosePromise = c.closeAlgorithm();
    wsdcClearAlgorithms(c);
    upon(sinkClosePromise, () => {
      w.inFlightCloseRequest.resolve(undefined);
      w.inFlightCloseRequest = undefined;
      if (w.state === 'erroring') {
        w.storedError = undefined;
        if (w.pendingAbortRequest !== undefined) { w.pendingAbortRequest.promise.resolve(undefined); w.pendingAbortRequest = undefined; }
      }
      w.state = 'closed';
      if (w.writer !== undefined) w.writer.closed.resolve(undefined);
    }, (reason) => {
      w.inFlightCloseRequest.reject(reason);
      w.inFlightCloseRequest = undefined;
      if (w.pendingAbortRequest !== undefined) { w.pendingAbortRequest.promise.reject(reason); w.pendingAbortRequest = undefined; }
      writableStreamDealWithRejection(w, reason);
    });
  };
  const wsdcProcessWrite = (c, chunk) => {
    const w = c.stream;
    w.inFlightWriteRequest = w.writeRequests.shift();
    upon(c.writeAlgorithm(chunk), () => {
      w.inFlightWriteRequest.resolve(undefined);
      w.inFlightWriteRequest = undefined;
      dequeueValue(c);
      if (!closeQueuedOrInFlight(w) && w.state === 'writable') writableStreamUpdateBackpressure(w, wsdcGetBackpressure(c));
      wsdcAdvanceQueueIfNeeded(c);
    }, (reason) => {
      if (w.state === 'writable') wsdcClearAlgorithms(c);
      w.inFlightWriteRequest.reject(reason);
      w.inFlightWriteRequest = undefined;
      writableStreamDealWithRejection(w, reason);
    });
  };
  const setUpWritableController = (w, start, write, close, abort, hwm, size) => {
    const c = {
      kind: 'WSDC', stream: w, queue: [], queueTotalSize: 0, started: false, abortController: new (abortPart().AbortController)(),
      strategySizeAlgorithm: size, strategyHWM: hwm, writeAlgorithm: write, closeAlgorithm: close, abortAlgorithm: abort, object: undefined,
      abortSteps(reason) { const result = c.abortAlgorithm(reason); wsdcClearAlgorithms(c); return result; },
    };
    c.object = new WritableStreamDefaultController(token);
    slots.set(c.object, c);
    w.controller = c;
    writableStreamUpdateBackpressure(w, wsdcGetBackpressure(c));
    upon(resolvedWith(start(c.object)), () => { c.started = true; wsdcAdvanceQueueIfNeeded(c); },
      (r) => { c.started = true; writableStreamDealWithRejection(w, r); });
  };
  class WritableStreamDefaultController {
    constructor(key) { illegal(key); }
    get signal() { return slotOf(this, 'WSDC', 'signal').abortController.signal; }
    error(e = undefined) {
      const c = slotOf(this, 'WSDC', 'error');
      if (c.stream.state !== 'writable') return;
      wsdcError(c, e);
    }
  }
  const createWritableStream = (start, write, close, abort, hwm, size) => {
    const w = newWritable();
    setUpWritableController(w, start, write, close, abort, hwm, size);
    return w;
  };
  const publicWritable = (w) => {
    if (w.object === undefined) { const object = Object.create(WritableStream.prototype); slots.set(object, w); w.object = object; }
    return w.object;
  };
  class WritableStream {
    constructor(underlyingSink = undefined, strategy = undefined) {
      const what = "Failed to construct 'WritableStream'";
      // WebIDL's `optional object`: undefined is absent, null is not an object.
      const sink = underlyingSink;
      if (sink !== undefined && !isObject(sink)) throw new TypeError(`${what}: the underlying sink must be an object`);
      const o = sink === undefined ? {} : sink;
      const abort = method(o, 'abort', what);
      const close = method(o, 'close', what);
      const start = method(o, 'start', what);
      const type = o.type;
      const write = method(o, 'write', what);
      const strat = strategyOf(strategy, what);
      if (type !== undefined) throw new RangeError(`${what}: a writable stream has no type`);
      const size = extractSizeAlgorithm(strat);
      const hwm = extractHighWaterMark(strat, 1);
      const w = newWritable();
      w.object = this;
      slots.set(this, w);
      let controllerObject;
      setUpWritableController(w, (c) => { controllerObject = c; return start === undefined ? undefined : start.call(sink, c); },
        (chunk) => promiseCall(write, sink, [chunk, controllerObject]), () => promiseCall(close, sink, []),
        (reason) => promiseCall(abort, sink, [reason]), hwm, size);
    }
    get locked() { return slotOf(this, 'WS', 'locked').writer !== undefined; }
    abort(reason = undefined) {
      const w = slots.get(this);
      if (w === undefined || w.kind !== 'WS') return rejectedWith(new TypeError('abort: illegal invocation'));
      if (w.writer !== undefined) return rejectedWith(new TypeError('abort: the stream is locked to a writer'));
      return writableStreamAbort(w, reason);
    }
    close() {
      const w = slots.get(this);
      if (w === undefined || w.kind !== 'WS') return rejectedWith(new TypeError('close: illegal invocation'));
      if (w.writer !== undefined) return rejectedWith(new TypeError('close: the stream is locked to a writer'));
      if (closeQueuedOrInFlight(w)) return rejectedWith(new TypeError('close: the stream is already closing'));
      return writableStreamClose(w);
    }
    getWriter() {
      const writer = acquireWriter(slotOf(this, 'WS', 'getWriter'));
      writer.object = Object.create(WritableStreamDefaultWriter.prototype);
      slots.set(writer.object, writer);
      return writer.object;
    }
  }

  // ======== TransformStream
  const tsSetBackpressure = (t, backpressure) => {
    if (t.backpressureChangePromise !== undefined) t.backpressureChangePromise.resolve(undefined);
    t.backpressureChangePromise = deferred();
    t.backpressure = backpressure;
  };
  const tsUnblockWrite = (t) => { if (t.backpressure) tsSetBackpressure(t, false); };
  const tsdcClearAlgorithms = (c) => { c.transformAlgorithm = undefined; c.flushAlgorithm = undefined; c.cancelAlgorithm = undefined; };
  const tsErrorWritableAndUnblockWrite = (t, e) => {
    tsdcClearAlgorithms(t.controller);
    wsdcErrorIfNeeded(t.writable.controller, e);
    tsUnblockWrite(t);
  };
  const tsError = (t, e) => { rsdcError(t.readable.controller, e); tsErrorWritableAndUnblockWrite(t, e); };
  const tsdcEnqueue = (c, chunk) => {
    const t = c.stream;
    const rc = t.readable.controller;
    if (!rsdcCanCloseOrEnqueue(rc)) throw new TypeError('enqueue: the readable side is closed or errored');
    try { rsdcEnqueue(rc, chunk); } catch (e) { tsErrorWritableAndUnblockWrite(t, e); throw t.readable.storedError; }
    const backpressure = !rsdcShouldCallPull(rc);
    if (backpressure !== t.backpressure) tsSetBackpressure(t, true);
  };
  const tsdcTerminate = (c) => {
    const t = c.stream;
    rsdcClose(t.readable.controller);
    tsErrorWritableAndUnblockWrite(t, new TypeError('the transform stream was terminated'));
  };
  const tsdcPerformTransform = (c, chunk) => upon(c.transformAlgorithm(chunk), undefined, (r) => { tsError(c.stream, r); throw r; });
  const tsSinkWrite = (t, chunk) => {
    const c = t.controller;
    if (t.backpressure) {
      return upon(t.backpressureChangePromise.promise, () => {
        const w = t.writable;
        if (w.state === 'erroring') throw w.storedError;
        return tsdcPerformTransform(c, chunk);
      });
    }
    return tsdcPerformTransform(c, chunk);
  };
  const tsSinkAbort = (t, reason) => {
    const c = t.controller;
    if (c.finishPromise !== undefined) return c.finishPromise.promise;
    const readable = t.readable;
    c.finishPromise = deferred();
    const cancelPromise = c.cancelAlgorithm(reason);
    tsdcClearAlgorithms(c);
    upon(cancelPromise, () => {
      if (readable.state === 'errored') c.finishPromise.reject(readable.storedError);
      else { rsdcError(readable.controller, reason); c.finishPromise.resolve(undefined); }
    }, (r) => { rsdcError(readable.controller, r); c.finishPromise.reject(r); });
    return c.finishPromise.promise;
  };
  const tsSinkClose = (t) => {
    const c = t.controller;
    if (c.finishPromise !== undefined) return c.finishPromise.promise;
    const readable = t.readable;
    c.finishPromise = deferred();
    const flushPromise = c.flushAlgorithm();
    tsdcClearAlgorithms(c);
    upon(flushPromise, () => {
      if (readable.state === 'errored') c.finishPromise.reject(readable.storedError);
      else { rsdcClose(readable.controller); c.finishPromise.resolve(undefined); }
    }, (r) => { rsdcError(readable.controller, r); c.finishPromise.reject(r); });
    return c.finishPromise.promise;
  };
  const tsSourceCancel = (t, reason) => {
    const c = t.controller;
    if (c.finishPromise !== undefined) return c.finishPromise.promise;
    const writable = t.writable;
    c.finishPromise = deferred();
    const cancelPromise = c.cancelAlgorithm(reason);
    tsdcClearAlgorithms(c);
    upon(cancelPromise, () => {
      if (writable.state === 'errored') c.finishPromise.reject(writable.storedError);
      else { wsdcErrorIfNeeded(writable.controller, reason); tsUnblockWrite(t); c.finishPromise.resolve(undefined); }
    }, (r) => { wsdcErrorIfNeeded(writable.controller, r); tsUnblockWrite(t); c.finishPromise.reject(r); });
    return c.finishPromise.promise;
  };
  const tsSourcePull = (t) => { tsSetBackpressure(t, false); return t.backpressureChangePromise.promise; };
  class TransformStreamDefaultController {
    constructor(key) { illegal(key); }
    get desiredSize() { return rsdcDesiredSize(slotOf(this, 'TSDC', 'desiredSize').stream.readable.controller); }
    enqueue(chunk = undefined) { tsdcEnqueue(slotOf(this, 'TSDC', 'enqueue'), chunk); }
    error(reason = undefined) { tsError(slotOf(this, 'TSDC', 'error').stream, reason); }
    terminate() { tsdcTerminate(slotOf(this, 'TSDC', 'terminate')); }
  }
  // A transform stream from algorithms: `transform(chunk, enqueue)` (identity when absent).
  const initializeTransformStream = (t, startPromise, writableHWM, writableSize, readableHWM, readableSize) => {
    const start = () => startPromise;
    t.writable = createWritableStream(start, (chunk) => tsSinkWrite(t, chunk), () => tsSinkClose(t), (reason) => tsSinkAbort(t, reason), writableHWM, writableSize);
    t.readable = createReadableStream(start, () => tsSourcePull(t), (reason) => tsSourceCancel(t, reason), readableHWM, readableSize);
    t.backpressure = undefined;
    t.backpressureChangePromise = undefined;
    tsSetBackpressure(t, true);
    t.controller = undefined;
  };
  class TransformStream {
    constructor(transformer = undefined, writableStrategy = undefined, readableStrategy = undefined) {
      const what = "Failed to construct 'TransformStream'";
      // WebIDL's `optional object`: undefined is absent, null is not an object.
      const source = transformer;
      if (source !== undefined && !isObject(source)) throw new TypeError(`${what}: the transformer must be an object`);
      const o = source === undefined ? {} : source;
      const cancel = method(o, 'cancel', what);
      const flush = method(o, 'flush', what);
      const readableType = o.readableType;
      const start = method(o, 'start', what);
      const transform = method(o, 'transform', what);
      const writableType = o.writableType;
      const writableStrat = strategyOf(writableStrategy, what);
      const readableStrat = strategyOf(readableStrategy, what);
      if (readableType !== undefined) throw new RangeError(`${what}: readableType is not supported`);
      if (writableType !== undefined) throw new RangeError(`${what}: writableType is not supported`);
      const readableHWM = extractHighWaterMark(readableStrat, 0);
      const readableSize = extractSizeAlgorithm(readableStrat);
      const writableHWM = extractHighWaterMark(writableStrat, 1);
      const writableSize = extractSizeAlgorithm(writableStrat);
      const t = { kind: 'TS', readable: undefined, writable: undefined, backpressure: undefined, backpressureChangePromise: undefined, controller: undefined };
      slots.set(this, t);
      const startPromise = deferred();
      initializeTransformStream(t, startPromise.promise, writableHWM, writableSize, readableHWM, readableSize);
      const c = { kind: 'TSDC', stream: t, transformAlgorithm: undefined, flushAlgorithm: undefined, cancelAlgorithm: undefined, finishPromise: undefined, object: new TransformStreamDefaultController(token) };
      slots.set(c.object, c);
      t.controller = c;
      c.transformAlgorithm = transform === undefined
        ? (chunk) => { try { tsdcEnqueue(c, chunk); return resolvedWith(undefined); } catch (e) { return rejectedWith(e); } }
        : (chunk) => promiseCall(transform, source, [chunk, c.object]);
      c.flushAlgorithm = () => promiseCall(flush, source, [c.object]);
      c.cancelAlgorithm = (reason) => promiseCall(cancel, source, [reason]);
      if (start !== undefined) startPromise.resolve(start.call(source, c.object));
      else startPromise.resolve(undefined);
    }
    get readable() { return publicStream(slotOf(this, 'TS', 'readable').readable); }
    get writable() { return publicWritable(slotOf(this, 'TS', 'writable').writable); }
  }

  // ======== TextDecoderStream and TextEncoderStream (Encoding Standard): a TransformStream
  // each, over the worker's TextDecoder (whatever encodings it decodes) and UTF-8.
  const transformPair = (transform, flush) => {
    const t = new TransformStream({ transform, flush });
    return slots.get(t);
  };
  class TextDecoderStream {
    #decoder; #pair;
    constructor(label = 'utf-8', options = undefined) {
      const decoder = new (encodingPart().TextDecoder)(label, options);
      this.#decoder = decoder;
      this.#pair = transformPair((chunk, controller) => {
        if (!(chunk instanceof ArrayBuffer) && !ArrayBuffer.isView(chunk) && !(typeof SharedArrayBuffer === 'function' && chunk instanceof SharedArrayBuffer)) {
          throw new TypeError('TextDecoderStream: a chunk must be an ArrayBuffer or an ArrayBufferView');
        }
        const text = decoder.decode(chunk, { stream: true });
        if (text !== '') controller.enqueue(text);
      }, (controller) => {
        const text = decoder.decode();
        if (text !== '') controller.enqueue(text);
      });
    }
    get encoding() { if (!(#decoder in this)) throw new TypeError('encoding: illegal invocation'); return this.#decoder.encoding; }
    get fatal() { if (!(#decoder in this)) throw new TypeError('fatal: illegal invocation'); return this.#decoder.fatal; }
    get ignoreBOM() { if (!(#decoder in this)) throw new TypeError('ignoreBOM: illegal invocation'); return this.#decoder.ignoreBOM; }
    get readable() { if (!(#pair in this)) throw new TypeError('readable: illegal invocation'); return publicStream(this.#pair.readable); }
    get writable() { if (!(#pair in this)) throw new TypeError('writable: illegal invocation'); return publicWritable(this.#pair.writable); }
  }
  class TextEncoderStream {
    #pair;
    constructor() {
      const encoder = new (encodingPart().TextEncoder)();
      // A high surrogate that ends a chunk waits for the next one (a pair split across chunks).
      let pending = '';
      this.#pair = transformPair((chunk, controller) => {
        if (typeof chunk === 'symbol') throw new TypeError('TextEncoderStream: a Symbol cannot be converted to a string');
        let text = pending + String(chunk);
        pending = '';
        const last = text.length > 0 ? text.charCodeAt(text.length - 1) : 0;
        if (last >= 0xD800 && last <= 0xDBFF) { pending = text.slice(-1); text = text.slice(0, -1); }
        if (text !== '') controller.enqueue(encoder.encode(text));
      }, (controller) => {
        if (pending !== '') controller.enqueue(new Uint8Array([0xEF, 0xBF, 0xBD]));
      });
    }
    get encoding() { if (!(#pair in this)) throw new TypeError('encoding: illegal invocation'); return 'utf-8'; }
    get readable() { if (!(#pair in this)) throw new TypeError('readable: illegal invocation'); return publicStream(this.#pair.readable); }
    get writable() { if (!(#pair in this)) throw new TypeError('writable: illegal invocation'); return publicWritable(this.#pair.writable); }
  }

  for (const [Class, name] of [[ReadableStream, 'ReadableStream'], [ReadableStreamDefaultReader, 'ReadableStreamDefaultReader'],
    [ReadableStreamBYOBReader, 'ReadableStreamBYOBReader'], [ReadableStreamDefaultController, 'ReadableStreamDefaultController'],
    [ReadableByteStreamController, 'ReadableByteStreamController'], [ReadableStreamBYOBRequest, 'ReadableStreamBYOBRequest'],
    [WritableStream, 'WritableStream'], [WritableStreamDefaultWriter, 'WritableStreamDefaultWriter'],
    [WritableStreamDefaultController, 'WritableStreamDefaultController'], [TransformStream, 'TransformStream'],
    [TransformStreamDefaultController, 'TransformStreamDefaultController'], [ByteLengthQueuingStrategy, 'ByteLengthQueuingStrategy'],
    [CountQueuingStrategy, 'CountQueuingStrategy'], [TextDecoderStream, 'TextDecoderStream'], [TextEncoderStream, 'TextEncoderStream']]) {
    tagged(Class, name);
    // WebIDL: operations and attributes are enumerable.
    for (const key of Object.getOwnPropertyNames(Class.prototype)) {
      if (key === 'constructor') continue;
      const descriptor = Object.getOwnPropertyDescriptor(Class.prototype, key);
      descriptor.enumerable = true;
      Object.defineProperty(Class.prototype, key, descriptor);
    }
    for (const key of Object.getOwnPropertyNames(Class)) {
      if (key === 'from') Object.defineProperty(Class, key, { enumerable: true });
    }
    define(name, Class);
  }

  // ======== What fetch.js uses: bodies as byte streams.
  const streamOf = (object) => { const s = isObject(object) ? slots.get(object) : undefined; return s !== undefined && s.kind === 'RS' ? s : null; };
  // A byte stream of these bytes (one chunk, then closed), made on first read of a body.
  const bytesStream = (bytes) => {
    let controllerObject;
    const s = createReadableByteStream((c) => { controllerObject = c; }, () => {
      const c = slots.get(controllerObject);
      if (bytes !== null && bytes.byteLength === 0) bytes = null;
      if (bytes !== null) {
        const chunk = bytes;
        bytes = null;
        const byob = rbscGetBYOBRequest(c);
        if (byob !== null) {
          // Into the reader's own buffer, as much as fits; the rest stays for the next pull.
          const view = slots.get(byob).view;
          const n = Math.min(view.byteLength, chunk.byteLength);
          view.set(chunk.subarray(0, n));
          if (n < chunk.byteLength) bytes = chunk.subarray(n);
          rbscRespond(c, n);
          return resolvedWith(undefined);
        }
        rbscEnqueue(c, chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength ? chunk : chunk.slice());
      }
      if (bytes === null && c.stream.state === 'readable' && !c.closeRequested) {
        rbscClose(c);
        if (c.pendingPullIntos.length > 0) rbscRespond(c, 0);
      }
      return resolvedWith(undefined);
    }, () => { bytes = null; return resolvedWith(undefined); });
    return publicStream(s);
  };
  // "Fully read" a stream: every chunk must be a Uint8Array; resolves with { bytes }. A byte
  // stream's chunks are views of buffers it took over (transferred on enqueue), which nothing else
  // can change: they are kept as they are, and copied once, into the result (a single chunk that
  // is a whole buffer is the result itself); a default stream's are copied as they are read.
  // Chunks read at once are read in a loop, not by recursion (a stream may hold thousands).
  const readAll = (stream) => {
    const s = streamOf(stream);
    const owned = s.controller.kind === 'RBSC';
    const reader = acquireDefaultReader(s);
    const d = deferred();
    const chunks = [];
    let total = 0;
    let looping = false;
    let again = false;
    const request = {
      chunk: (chunk) => {
        if (!(chunk instanceof Uint8Array)) {
          const error = new TypeError('a body chunk is not a Uint8Array');
          d.reject(error);
          readableStreamCancel(s, error);
          return;
        }
        chunks.push(owned ? chunk : chunk.slice());
        total += chunk.byteLength;
        next();
      },
      close: () => {
        let bytes;
        const only = chunks.length === 1 ? chunks[0] : null;
        if (only !== null && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength) bytes = only;
        else {
          bytes = new Uint8Array(total);
          let at = 0;
          for (const chunk of chunks) { bytes.set(chunk, at); at += chunk.byteLength; }
        }
        chunks.length = 0;
        // In a box with no prototype: a `then` added to Object.prototype cannot intercept it.
        const box = Object.create(null);
        box.bytes = bytes;
        d.resolve(box);
      },
      error: (e) => d.reject(e),
    };
    const next = () => {
      if (looping) { again = true; return; }
      looping = true;
      do { again = false; defaultReaderRead(reader, request); } while (again);
      looping = false;
    };
    next();
    return d.promise;
  };
  return {
    isReadable: (object) => streamOf(object) !== null,
    bytesStream,
    readAll,
    locked: (stream) => isLocked(streamOf(stream)),
    disturbed: (stream) => streamOf(stream).disturbed,
    // A used body's stream: disturbed, closed and locked, as after a full read.
    usedStream: () => {
      const s = createReadableByteStream(noop, () => resolvedWith(undefined), () => resolvedWith(undefined));
      s.disturbed = true;
      readableStreamClose(s);
      acquireDefaultReader(s);
      return publicStream(s);
    },
    // Fetch's "tee": two new streams, the second's chunks copies.
    tee: (stream) => readableStreamTee(streamOf(stream), true).map(publicStream),
    cancel: (stream, reason) => readableStreamCancel(streamOf(stream), reason),
    // Fetch's "error a body": a readable stream errors with e (a closed or errored one stays so).
    error: (stream, e) => {
      const s = streamOf(stream);
      if (s.state !== 'readable') return;
      if (s.controller.kind === 'RBSC') rbscError(s.controller, e); else rsdcError(s.controller, e);
    },
    // A new stream that reads this one (which is then locked and disturbed): a Request made from
    // a Request takes its body over this way.
    proxy: (stream) => {
      const s = streamOf(stream);
      const reader = acquireDefaultReader(s);
      s.disturbed = true;
      let out;
      out = createReadableByteStream(noop, () => {
        const d = deferred();
        defaultReaderRead(reader, {
          chunk: (chunk) => {
            try {
              if (!ArrayBuffer.isView(chunk)) throw new TypeError('a body chunk is not a Uint8Array');
              if (chunk.byteLength > 0) rbscEnqueue(out.controller, new Uint8Array(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength)));
            } catch (e) { rbscError(out.controller, e); }
            d.resolve(undefined);
          },
          close: () => {
            rbscClose(out.controller);
            if (out.controller.pendingPullIntos.length > 0) rbscRespond(out.controller, 0);
            d.resolve(undefined);
          },
          error: (e) => { rbscError(out.controller, e); d.resolve(undefined); },
        });
        return d.promise;
      }, (reason) => readableStreamCancel(s, reason));
      return publicStream(out);
    },
  };
});
