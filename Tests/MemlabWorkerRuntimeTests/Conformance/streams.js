// Conformance: the Streams Standard (ReadableStream, its readers and controllers, tee, pipes,
// async iteration, WritableStream, TransformStream, the queuing strategies) and Fetch bodies as
// streams (Response.body, Request.body, clone, bodyUsed), written from the standards.
importScripts('harness.js');

const enc = (text) => new TextEncoder().encode(text);
const dec = (bytes) => new TextDecoder().decode(bytes);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const isAccessor = (name) => 'get' in Object.getOwnPropertyDescriptor(self, name);

test('streams are not installed by a body read as bytes', async () => {
  same(await new Response('plain').text(), 'plain', 'text()');
  same(await (await fetch('data:,abc')).text(), 'abc', 'a fetched body');
  same(isAccessor('ReadableStream'), true, 'ReadableStream is still the lazy accessor');
});
test('ReadableStream: chunks in order, then done; closed resolves', async () => {
  const rs = new ReadableStream({ start(c) { c.enqueue('a'); c.enqueue('b'); c.close(); } });
  const reader = rs.getReader();
  same([await reader.read(), await reader.read(), await reader.read()],
    [{ value: 'a', done: false }, { value: 'b', done: false }, { value: undefined, done: true }], 'reads');
  same(await reader.closed, undefined, 'closed');
  same(isAccessor('ReadableStream'), false, 'installed on first use');
});
test('ReadableStream: pull runs only when the queue is under the high-water mark', async () => {
  let pulls = 0;
  const rs = new ReadableStream({ pull(c) { pulls++; c.enqueue(pulls); } }, new CountQueuingStrategy({ highWaterMark: 2 }));
  await tick();
  same(pulls, 2, 'filled to the mark after start');
  const reader = rs.getReader();
  same((await reader.read()).value, 1, 'first chunk');
  await tick();
  same(pulls, 3, 'one more pull after one read');
});
test('ReadableStream: desiredSize follows the strategy, and size errors the stream', async () => {
  let controller;
  new ReadableStream({ start(c) { controller = c; } }, { highWaterMark: 10, size: (chunk) => chunk.length });
  same(controller.desiredSize, 10, 'empty');
  controller.enqueue('abcd');
  same(controller.desiredSize, 6, 'after a 4-unit chunk');
  let failing;
  const rs = new ReadableStream({ start(c) { failing = c; } }, { size() { throw new RangeError('no size'); } });
  throwsNamed('RangeError', () => failing.enqueue('x'), 'size throws');
  await rejectsNamed('RangeError', rs.getReader().read(), 'the stream errored with it');
});
test('ReadableStream: cancel reaches the source with its reason, errors reject reads', async () => {
  let reason;
  const rs = new ReadableStream({ cancel(r) { reason = r; } });
  same(await rs.cancel('enough'), undefined, 'cancel resolves with undefined');
  same(reason, 'enough', 'the source saw the reason');
  const failure = new Error('source failure');
  const broken = new ReadableStream({ start(c) { c.error(failure); } });
  const reader = broken.getReader();
  try { await reader.read(); fail('read fulfilled'); } catch (error) { same(error === failure, true, 'the same error'); }
  try { await reader.closed; fail('closed fulfilled'); } catch (error) { same(error === failure, true, 'closed rejects with it'); }
});
test('ReadableStream: one reader at a time; releaseLock rejects its closed and pending reads', async () => {
  const rs = new ReadableStream();
  const reader = rs.getReader();
  same(rs.locked, true, 'locked');
  throwsNamed('TypeError', () => rs.getReader(), 'a second reader');
  await rejectsNamed('TypeError', rs.cancel(), 'cancel of a locked stream');
  const pending = reader.read();
  reader.releaseLock();
  await rejectsNamed('TypeError', pending, 'the pending read');
  await rejectsNamed('TypeError', reader.closed, 'closed');
  same(rs.locked, false, 'unlocked');
  throwsNamed('TypeError', () => new ReadableStreamDefaultController(), 'controllers are not constructible');
  throwsNamed('TypeError', () => ReadableStream.prototype.getReader.call({}), 'a brand check');
});
test('byte stream: a BYOB read fills the reader\'s view through byobRequest', async () => {
  const rs = new ReadableStream({
    type: 'bytes',
    pull(c) {
      const view = c.byobRequest.view;
      view[0] = 7; view[1] = 8;
      c.byobRequest.respond(2);
    },
  });
  const reader = rs.getReader({ mode: 'byob' });
  const buffer = new ArrayBuffer(4);
  const { value, done } = await reader.read(new Uint8Array(buffer));
  same([done, Array.from(value), value.buffer.byteLength, buffer.byteLength], [false, [7, 8], 4, 0], 'filled, the buffer transferred');
  throwsNamed('TypeError', () => new ReadableStream().getReader({ mode: 'byob' }), 'BYOB needs a byte stream');
  throwsNamed('TypeError', () => rs.getReader({ mode: 'other' }), 'an unknown mode');
});
test('byte stream: enqueued bytes reach both reader kinds; min waits for enough', async () => {
  let controller;
  const rs = new ReadableStream({ type: 'bytes', start(c) { controller = c; } });
  controller.enqueue(new Uint8Array([1, 2, 3]));
  const reader = rs.getReader({ mode: 'byob' });
  const first = await reader.read(new Uint8Array(2));
  same(Array.from(first.value), [1, 2], 'as much as fits');
  const later = reader.read(new Uint8Array(4), { min: 3 });
  controller.enqueue(new Uint8Array([4]));
  controller.enqueue(new Uint8Array([5, 6]));
  same(Array.from((await later).value), [3, 4, 5, 6], 'min 3: read after enough arrived');
  await rejectsNamed('TypeError', reader.read(new Uint8Array(0)), 'an empty view');
  reader.releaseLock();
  const auto = new ReadableStream({ type: 'bytes', autoAllocateChunkSize: 8, pull(c) { c.byobRequest.view[0] = 42; c.byobRequest.respond(1); } });
  const got = await auto.getReader().read();
  same([got.value instanceof Uint8Array, Array.from(got.value)], [true, [42]], 'autoAllocateChunkSize gives a default reader a byobRequest');
});
test('tee: both branches see every chunk; the source is cancelled when both are', async () => {
  let reason;
  const rs = new ReadableStream({ start(c) { c.enqueue('x'); c.enqueue('y'); }, cancel(r) { reason = r; } });
  const [one, two] = rs.tee();
  const r1 = one.getReader(), r2 = two.getReader();
  same([(await r1.read()).value, (await r1.read()).value, (await r2.read()).value], ['x', 'y', 'x'], 'chunks');
  await Promise.all([r1.cancel('a'), r2.cancel('b')]);
  same(reason, ['a', 'b'], 'the composite reason');
  same(rs.locked, true, 'the source stays locked to the tee');
});
test('pipeTo: every chunk written in order, then the destination closes', async () => {
  const written = [];
  let closed = false;
  const rs = ReadableStream.from(['1', '2', '3']);
  await rs.pipeTo(new WritableStream({ write(chunk) { written.push(chunk); }, close() { closed = true; } }));
  same([written, closed, rs.locked], [['1', '2', '3'], true, false], 'written and released');
  let closedKept = false;
  await ReadableStream.from(['z']).pipeTo(new WritableStream({ close() { closedKept = true; } }), { preventClose: true });
  same(closedKept, false, 'preventClose');
});
test('pipeTo: errors go both ways; a signal aborts', async () => {
  const failure = new Error('sink failed');
  let cancelled;
  const rs = new ReadableStream({ pull(c) { c.enqueue('chunk'); }, cancel(r) { cancelled = r; } });
  try { await rs.pipeTo(new WritableStream({ write() { throw failure; } })); fail('fulfilled'); } catch (error) { same(error === failure, true, 'rejects with the sink\'s error'); }
  same(cancelled === failure, true, 'the source was cancelled with it');
  const broken = new ReadableStream({ start(c) { c.error(failure); } });
  let aborted;
  await rejectsNamed('Error', broken.pipeTo(new WritableStream({ abort(r) { aborted = r; } })), 'a source error');
  same(aborted === failure, true, 'the sink was aborted with it');
  const controller = new AbortController();
  const never = new ReadableStream();
  const piping = never.pipeTo(new WritableStream());
  const stopped = new ReadableStream().pipeTo(new WritableStream(), { signal: controller.signal });
  controller.abort();
  await rejectsNamed('AbortError', stopped, 'aborted by the signal');
  same(never.locked, true, 'an unrelated pipe continues');
  void piping;
});
test('pipeThrough: a TransformStream in the middle; flush adds the last chunk', async () => {
  const upper = new TransformStream({ transform(chunk, c) { c.enqueue(chunk.toUpperCase()); }, flush(c) { c.enqueue('!'); } });
  const out = [];
  for await (const chunk of ReadableStream.from(['a', 'b']).pipeThrough(upper)) out.push(chunk);
  same(out, ['A', 'B', '!'], 'transformed');
  throwsNamed('TypeError', () => ReadableStream.from([]).pipeThrough({ readable: 1, writable: 2 }), 'not a pair of streams');
});
test('WritableStream: writes one at a time, backpressure on the writer, close after writes', async () => {
  const log = [];
  let finish;
  const ws = new WritableStream({
    write(chunk) { log.push('start ' + chunk); return new Promise((resolve) => { finish = () => { log.push('end ' + chunk); resolve(); }; }); },
    close() { log.push('close'); },
  }, new CountQueuingStrategy({ highWaterMark: 1 }));
  const writer = ws.getWriter();
  await writer.ready;
  same(writer.desiredSize, 1, 'room for one');
  const w1 = writer.write('a');
  const w2 = writer.write('b');
  same(writer.desiredSize, -1, 'two queued over a mark of one');
  const closing = writer.close();
  await tick();
  same(log, ['start a'], 'only the first write started');
  finish(); await w1; await tick();
  finish(); await w2; await closing;
  same(log, ['start a', 'end a', 'start b', 'end b', 'close'], 'in order');
  await rejectsNamed('TypeError', writer.write('late'), 'a write after close');
  throwsNamed('TypeError', () => ws.getWriter(), 'one writer at a time');
});
test('WritableStream: abort rejects queued writes and signals the sink', async () => {
  let signal, reason, finish;
  const ws = new WritableStream({ start(c) { signal = c.signal; }, write() { return new Promise((resolve) => { finish = resolve; }); }, abort(r) { reason = r; } });
  const writer = ws.getWriter();
  await tick();
  const inFlight = writer.write('in flight');
  const queued = writer.write('queued');
  const aborting = writer.abort('stop');
  same([signal.aborted, signal.reason], [true, 'stop'], 'the controller\'s signal');
  same(reason, undefined, 'the sink\'s abort waits for the write in flight');
  finish();
  await inFlight;
  try { await queued; fail('fulfilled'); } catch (error) { same(error, 'stop', 'the queued write rejects with the reason'); }
  await aborting;
  same(reason, 'stop', 'then the sink is aborted');
  const quick = new WritableStream({ abort(r) { reason = r; } });
  await quick.abort('now');
  same(reason, 'now', 'the sink\'s abort ran');
  try { await quick.getWriter().write('x'); fail('fulfilled'); } catch (error) { same(error, 'now', 'an aborted stream refuses writes with the reason'); }
});
test('TransformStream: terminate closes the readable and errors the writable; error errors both', async () => {
  const ts = new TransformStream({ start(c) { c.enqueue('first'); c.terminate(); } });
  const reader = ts.readable.getReader();
  same([(await reader.read()).value, (await reader.read()).done], ['first', true], 'what it had, then done');
  await rejectsNamed('TypeError', ts.writable.getWriter().write('x'), 'the writable errored');
  const failing = new TransformStream({ transform() { throw new SyntaxError('bad chunk'); } });
  const writing = failing.writable.getWriter().write('x');
  // The write waits for a read (the readable's high-water mark is 0), then both fail with the error.
  const reading = failing.readable.getReader().read();
  await rejectsNamed('SyntaxError', writing, 'the write');
  await rejectsNamed('SyntaxError', reading, 'the readable');
});
test('async iteration: break cancels; preventCancel keeps the stream', async () => {
  let cancelled = false;
  const rs = new ReadableStream({ pull(c) { c.enqueue(1); }, cancel() { cancelled = true; } });
  for await (const chunk of rs) { same(chunk, 1, 'a chunk'); break; }
  same(cancelled, true, 'cancelled by break');
  const kept = new ReadableStream({ start(c) { c.enqueue('a'); c.enqueue('b'); c.close(); } });
  for await (const chunk of kept.values({ preventCancel: true })) { same(chunk, 'a', 'first'); break; }
  same([kept.locked, (await kept.getReader().read()).value], [false, 'b'], 'released, still readable');
  const iterator = ReadableStream.from([]).values();
  const asyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf(Object.getPrototypeOf((async function* () {})())));
  same(Object.getPrototypeOf(Object.getPrototypeOf(iterator)) === asyncIteratorPrototype, true, 'inherits %AsyncIteratorPrototype%');
});
test('ReadableStream.from: async generators and sync iterables of promises', async () => {
  async function* gen() { yield 1; yield 2; }
  const out = [];
  for await (const v of ReadableStream.from(gen())) out.push(v);
  for await (const v of ReadableStream.from([Promise.resolve(3)])) out.push(v);
  same(out, [1, 2, 3], 'values');
  throwsNamed('TypeError', () => ReadableStream.from(5), 'not iterable');
});
test('queuing strategies: sizes and the required highWaterMark', () => {
  same([new ByteLengthQueuingStrategy({ highWaterMark: 4 }).size(new ArrayBuffer(9)), new CountQueuingStrategy({ highWaterMark: 0 }).size('anything')], [9, 1], 'sizes');
  same(new ByteLengthQueuingStrategy({ highWaterMark: 4 }).size === new ByteLengthQueuingStrategy({ highWaterMark: 1 }).size, true, 'one size function');
  throwsNamed('TypeError', () => new CountQueuingStrategy({}), 'highWaterMark is required');
  throwsNamed('RangeError', () => new ReadableStream({}, { highWaterMark: -1 }), 'a negative mark');
});
test('TextDecoderStream and TextEncoderStream: text through a pipe, a character split across chunks', async () => {
  const bytes = enc('h\u00e9 \ud83d\ude00');
  const split = ReadableStream.from([bytes.subarray(0, 2), bytes.subarray(2, 6), bytes.subarray(6)]);
  const parts = [];
  for await (const text of split.pipeThrough(new TextDecoderStream())) parts.push(text);
  same(parts.join(''), 'h\u00e9 \ud83d\ude00', 'decoded whole');
  const decoder = new TextDecoderStream('utf-8', { fatal: true });
  same([decoder.encoding, decoder.fatal, decoder.ignoreBOM], ['utf-8', true, false], 'its attributes');
  const writer = decoder.writable.getWriter();
  const failing = writer.write(new Uint8Array([0xff]));
  await rejectsNamed('TypeError', decoder.readable.getReader().read(), 'a fatal decoder errors the stream');
  void failing.catch(() => {});
  const out = [];
  for await (const chunk of ReadableStream.from(['a\ud83d', '\ude00', '\ud800']).pipeThrough(new TextEncoderStream())) out.push(...chunk);
  same(out, [0x61, 0xf0, 0x9f, 0x98, 0x80, 0xef, 0xbf, 0xbd], 'a pair split across chunks, a lone surrogate at the end');
});
test('Response.body: a byte stream of the body, read once', async () => {
  const response = new Response('body text');
  const body = response.body;
  same([body instanceof ReadableStream, response.body === body, response.bodyUsed], [true, true, false], 'the same stream each time');
  const reader = body.getReader();
  await rejectsNamed('TypeError', response.text(), 'text() of a locked body');
  const chunks = [];
  for (;;) { const { value, done } = await reader.read(); if (done) break; same(value instanceof Uint8Array, true, 'Uint8Array chunks'); chunks.push(dec(value)); }
  same([chunks.join(''), response.bodyUsed], ['body text', true], 'read, then used');
  same([new Response(null).body, Response.error().body, new Response('').body instanceof ReadableStream], [null, null, true], 'null bodies');
  const read = new Response('gone');
  await read.text();
  same([read.bodyUsed, read.body.locked], [true, true], 'a body read as text has a used, locked stream');
});
test('Response from a ReadableStream; bad chunks and errors reach the reader', async () => {
  const rs = new ReadableStream({ start(c) { c.enqueue(enc('he')); c.enqueue(enc('llo')); c.close(); } });
  const response = new Response(rs);
  same([response.body === rs, response.headers.get('content-type')], [true, null], 'its body is that stream, no type');
  same(await response.text(), 'hello', 'text()');
  await rejectsNamed('TypeError', new Response(new ReadableStream({ start(c) { c.enqueue('not bytes'); c.close(); } })).arrayBuffer(), 'a string chunk');
  const failure = new Error('source broke');
  try { await new Response(new ReadableStream({ pull(c) { c.error(failure); } })).text(); fail('fulfilled'); } catch (error) { same(error === failure, true, 'the source\'s error'); }
  const locked = new ReadableStream();
  locked.getReader();
  throwsNamed('TypeError', () => new Response(locked), 'a locked stream');
});
test('clone() tees a body stream; each copy reads it all', async () => {
  const response = new Response(new ReadableStream({ start(c) { c.enqueue(enc('shared')); c.close(); } }));
  const copy = response.clone();
  same([await response.text(), await copy.text()], ['shared', 'shared'], 'both');
  const used = new Response('x');
  used.body.getReader();
  throwsNamed('TypeError', () => used.clone(), 'clone of a locked body');
});
test('Request.body: a stream body needs duplex, a Request takes over another\'s body', async () => {
  const stream = () => new ReadableStream({ start(c) { c.enqueue(enc('upload')); c.close(); } });
  throwsNamed('TypeError', () => new Request('/u', { method: 'POST', body: stream() }), 'no duplex');
  const request = new Request('/u', { method: 'POST', body: stream(), duplex: 'half' });
  same(request.body instanceof ReadableStream, true, 'a stream');
  const original = request.body;
  const taken = new Request(request);
  same([request.bodyUsed, request.body === original, taken.body !== original], [true, true, true], 'the input is used, the new body is new');
  same(await taken.text(), 'upload', 'the bytes moved');
  same(new Request('/g').body, null, 'GET has none');
});
test('fetch with an aborted signal rejects with its reason; aborted later, the unread body errors', async () => {
  await rejectsNamed('AbortError', fetch('data:,x', { signal: AbortSignal.abort() }), 'the default reason');
  const controller = new AbortController();
  controller.abort(new RangeError('mine'));
  await rejectsNamed('RangeError', fetch(new Request('data:,x', { signal: controller.signal })), 'a request\'s signal');
  same(await (await fetch('data:,ok', { signal: new AbortController().signal })).text(), 'ok', 'a signal not aborted');
  const later = new AbortController();
  const response = await fetch('data:,unread', { signal: later.signal });
  const read = await fetch('data:,read', { signal: later.signal });
  same(await read.text(), 'read', 'read before the abort');
  later.abort();
  await rejectsNamed('AbortError', response.text(), 'a body still to be read errors with the reason');
  same(read.bodyUsed, true, 'a body already read stays as it was');
});
test('a page\'s Object.prototype.then cannot see a body being read', async () => {
  const response = new Response(new ReadableStream({ start(c) { c.enqueue(enc('real')); c.close(); } }));
  let intercepted = false;
  Object.prototype.then = function (resolve) { intercepted = true; delete Object.prototype.then; resolve({ done: false, value: enc('fake') }); };
  let text;
  try { text = await response.text(); } finally { delete Object.prototype.then; }
  same([text, intercepted], ['real', false], 'read as it was');
});

self.addEventListener('push', runConformance);
