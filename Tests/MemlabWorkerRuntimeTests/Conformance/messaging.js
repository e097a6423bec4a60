// Conformance: MessageEvent, ExtendableMessageEvent (Service Workers), MessageChannel and
// MessagePort, BroadcastChannel (HTML), and memlab.parentPort. Written from the
// specifications. The BroadcastChannel is made at the top level, as real workers do.
importScripts('harness.js');
const topLevel = new BroadcastChannel('top');
const topLevelPeer = new BroadcastChannel('top');
const topLevelReceived = [];
topLevelPeer.onmessage = (event) => topLevelReceived.push(event.data);
topLevel.postMessage({ from: 'top level' });

const nextMessage = (target) => new Promise((resolve) => target.addEventListener('message', resolve, { once: true }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the messaging globals exist and are tagged', () => {
  for (const name of ['MessageEvent', 'ExtendableMessageEvent', 'MessageChannel', 'MessagePort', 'BroadcastChannel']) {
    same(typeof self[name], 'function', name);
    same(Object.getOwnPropertyDescriptor(self, name).enumerable, false, name + ' is not enumerable');
  }
  same(Object.prototype.toString.call(new MessageChannel().port1), '[object MessagePort]', 'MessagePort tag');
  throwsNamed('TypeError', () => new MessagePort(), 'MessagePort is not constructible');
});
test('MessageEvent and ExtendableMessageEvent carry their init', () => {
  const port = new MessageChannel().port1;
  const e = new MessageEvent('message', { data: { a: 1 }, origin: 'https://x.test', lastEventId: '7', source: port, ports: [port] });
  same([e.type, e.data.a, e.origin, e.lastEventId, e.source === port, e.ports.length, e.ports[0] === port], ['message', 1, 'https://x.test', '7', true, 1, true], 'fields');
  same(Object.isFrozen(e.ports), true, 'ports is frozen');
  const d = new MessageEvent('message');
  same([d.data, d.origin, d.lastEventId, d.source, d.ports.length], [null, '', '', null, 0], 'defaults');
  throwsNamed('TypeError', () => new MessageEvent('message', { ports: [{}] }), 'ports must be MessagePorts');
  const x = new ExtendableMessageEvent('message', { data: 'hi' });
  same([x instanceof ExtendableEvent, x instanceof Event, x.data, typeof x.waitUntil], [true, true, 'hi', 'function'], 'ExtendableMessageEvent');
});
test('a BroadcastChannel made at the top level delivers to its peer, not to itself', async () => {
  await tick();
  same(topLevelReceived, [{ from: 'top level' }], 'the peer got the message');
  same(topLevel.name, 'top', 'name');
});
test('BroadcastChannel delivers asynchronously, cloned, to every other channel of its name', async () => {
  const a = new BroadcastChannel('room'), b = new BroadcastChannel('room'), c = new BroadcastChannel('room'), other = new BroadcastChannel('elsewhere');
  const seen = [];
  a.onmessage = () => seen.push('a');
  other.onmessage = () => seen.push('other');
  const message = { list: [1, 2] };
  const atB = nextMessage(b), atC = nextMessage(c);
  a.postMessage(message);
  same(seen, [], 'nothing delivered synchronously');
  const [eb, ec] = await Promise.all([atB, atC]);
  same(eb.data, message, 'the data');
  same([eb.data === message, eb.data === ec.data], [false, false], 'each receiver has its own clone');
  same(eb instanceof MessageEvent, true, 'a MessageEvent');
  await tick();
  same(seen, [], 'neither the sender nor another name received it');
  throwsNamed('DataCloneError', () => a.postMessage(() => 1), 'a function cannot be cloned');
  c.close();
  a.close();
  throwsNamed('InvalidStateError', () => a.postMessage(1), 'a closed channel cannot post');
  b.close(); other.close();
});
test('MessageChannel delivers as a task once the port is started', async () => {
  const { port1, port2 } = new MessageChannel();
  const got = [];
  port2.addEventListener('message', (event) => got.push(event.data));
  port1.postMessage('first');
  await tick(); await tick();
  same(got, [], 'not started: nothing delivered');
  port2.start();
  port1.postMessage({ second: new Uint8Array([1, 2]) });
  same(got, [], 'not synchronous');
  await tick(); await tick(); await tick();
  same(got.length, 2, 'both delivered, in order');
  same(got[0], 'first', 'the queued one first');
  same(Array.from(got[1].second), [1, 2], 'a typed array cloned');
});
test('onmessage starts a port; close stops delivery; ports are transferred', async () => {
  const channel = new MessageChannel();
  const received = new Promise((resolve) => { channel.port2.onmessage = resolve; });
  const extra = new MessageChannel();
  channel.port1.postMessage('with a port', [extra.port1]);
  const event = await received;
  same([event.data, event.ports.length, event.ports[0] instanceof MessagePort, event.ports[0] === extra.port1], ['with a port', 1, true, false], 'a new port arrives');
  const relayed = nextMessage(extra.port2);
  extra.port2.start();
  event.ports[0].postMessage('through the moved port');
  same((await relayed).data, 'through the moved port', 'the moved port keeps the other end');
  const buffer = new Uint8Array([7, 8]).buffer;
  const sent = nextMessage(channel.port2);
  channel.port1.postMessage({ buffer }, [buffer]);
  same([buffer.byteLength, Array.from(new Uint8Array((await sent).data.buffer))], [0, [7, 8]], 'an ArrayBuffer moves');
  throwsNamed('DataCloneError', () => structuredClone(buffer, { transfer: [buffer] }), 'a detached buffer cannot be transferred');
  throwsNamed('DataCloneError', () => channel.port1.postMessage(1, [extra.port1]), 'a transferred port cannot be transferred again');
  let late = false;
  channel.port2.onmessage = () => { late = true; };
  channel.port1.close();
  channel.port1.postMessage('after close');
  await tick(); await tick();
  same(late, false, 'nothing after close');
});
test('CustomEvent carries its detail through an EventTarget', () => {
  const target = new EventTarget();
  let seen = null;
  target.addEventListener('ping', (event) => { seen = event.detail; });
  target.dispatchEvent(new CustomEvent('ping', { detail: { n: 3 } }));
  same(seen, { n: 3 }, 'detail');
  same([new CustomEvent('x').detail, new CustomEvent('x') instanceof Event], [null, true], 'defaults');
  throwsNamed('TypeError', () => target.addEventListener('x', () => {}, { signal: null }), 'a null signal');
});
test('memlab.parentPort is a MessagePort', () => {
  same(memlab.parentPort instanceof MessagePort, true, 'a MessagePort');
  memlab.parentPort.postMessage({ type: 'hello', n: 1 });
  memlab.parentPort.postMessage('x'.repeat(20000));
});
addEventListener('push', runConformance);
