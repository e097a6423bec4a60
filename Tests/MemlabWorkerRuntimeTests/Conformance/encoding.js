// Conformance: TextEncoder/TextDecoder (Encoding Standard), atob/btoa (HTML
// forgiving-base64), URL/URLSearchParams (URL Standard), Blob (File API).
// Written from the specifications; run by the worker with no payload.
importScripts('harness.js');

test('TextEncoder encodes UTF-8 and replaces lone surrogates', () => {
  const encoder = new TextEncoder();
  same(encoder.encoding, 'utf-8', 'encoding');
  same(bytesOf(encoder.encode('aé€😀')), [0x61, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80], 'bytes');
  same(bytesOf(encoder.encode('\uD800')), [0xEF, 0xBF, 0xBD], 'lone surrogate becomes U+FFFD');
  same(encoder.encode().length, 0, 'no argument encodes the empty string');
  assert(encoder.encode('x') instanceof Uint8Array, 'Uint8Array');
});
test('TextEncoder.encodeInto stops before a code point that does not fit', () => {
  const target = new Uint8Array(4);
  same(new TextEncoder().encodeInto('a€b', target), { read: 2, written: 4 }, 'a and euro fit');
  same(new TextEncoder().encodeInto('😀', new Uint8Array(3)), { read: 0, written: 0 }, 'a 4-byte sequence does not fit in 3');
});
test('TextDecoder labels', () => {
  for (const label of ['utf-8', 'UTF8', ' unicode-1-1-utf-8 ', 'x-unicode20utf8']) same(new TextDecoder(label).encoding, 'utf-8', label);
  throwsNamed('RangeError', () => new TextDecoder('no-such-encoding'), 'unknown label');
});
test('TextDecoder replaces invalid sequences with U+FFFD', () => {
  const d = new TextDecoder();
  same(d.decode(new Uint8Array([0x61, 0xFF, 0x62])), 'a\uFFFDb', 'invalid byte');
  same(d.decode(new Uint8Array([0xE2, 0x82])), '\uFFFD', 'truncated sequence at the end');
  same(d.decode(new Uint8Array([0xF0, 0x80, 0x80])), '\uFFFD\uFFFD\uFFFD', 'overlong prefix: one U+FFFD per byte');
  same(d.decode(new Uint8Array([0xED, 0xA0, 0x80])), '\uFFFD\uFFFD\uFFFD', 'encoded surrogate');
  same(d.decode(), '', 'no input');
});
test('TextDecoder fatal throws TypeError', () => {
  const d = new TextDecoder('utf-8', { fatal: true });
  same(d.fatal, true, 'fatal');
  throwsNamed('TypeError', () => d.decode(new Uint8Array([0xC3])), 'truncated');
  same(d.decode(new Uint8Array([0xC3, 0xA9])), 'é', 'valid input still decodes');
});
test('TextDecoder BOM handling', () => {
  const bom = [0xEF, 0xBB, 0xBF, 0x41];
  same(new TextDecoder().decode(new Uint8Array(bom)), 'A', 'BOM stripped');
  same(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(bom)), '\uFEFFA', 'ignoreBOM keeps it');
  const d = new TextDecoder();
  same(d.decode(new Uint8Array([0xEF, 0xBB]), { stream: true }) + d.decode(new Uint8Array([0xBF, 0x42])), 'B', 'BOM split across chunks');
  same(d.decode(new Uint8Array(bom)), 'A', 'a new stream strips again');
  same(d.decode(new Uint8Array([0x41, 0xEF, 0xBB, 0xBF])), 'A\uFEFF', 'only a leading BOM is stripped');
});
test('TextDecoder streaming keeps partial sequences', () => {
  const d = new TextDecoder();
  const euro = [0xE2, 0x82, 0xAC];
  same(d.decode(new Uint8Array(euro.slice(0, 1)), { stream: true }), '', 'first byte held');
  same(d.decode(new Uint8Array(euro.slice(1, 2)), { stream: true }), '', 'second byte held');
  same(d.decode(new Uint8Array(euro.slice(2))), '€', 'completed');
  same(d.decode(new Uint8Array([0xE2]), { stream: true }) + d.decode(), '\uFFFD', 'flushing an incomplete sequence');
  same(new TextDecoder().decode(new Uint8Array([0, 0x68, 0x69]).subarray(1)), 'hi', 'a view with an offset');
  same(new TextDecoder().decode(new Uint8Array([0x68, 0x69]).buffer), 'hi', 'an ArrayBuffer');
});
test('btoa', () => {
  same([btoa(''), btoa('f'), btoa('fo'), btoa('foo'), btoa('\xFF\xFE')], ['', 'Zg==', 'Zm8=', 'Zm9v', '//4='], 'encodings');
  throwsNamed('InvalidCharacterError', () => btoa('\u0100'), 'outside Latin-1');
  same(btoa(null), 'bnVsbA==', 'null becomes "null"');
});
test('atob', () => {
  same([atob('Zm9v'), atob('Zm8'), atob(' Z g = = '), atob('Zg')], ['foo', 'fo', 'f', 'f'], 'forgiving decode');
  same(atob('//4='), '\xFF\xFE', 'binary');
  for (const bad of ['Z', 'Zm9v=', 'Zg=', 'Zm9v*', 'Z===']) throwsNamed('InvalidCharacterError', () => atob(bad), JSON.stringify(bad));
  same(new DOMException('', 'InvalidCharacterError').code, 5, 'code 5');
});
test('URL parsing and components', () => {
  const u = new URL('HTTPS://User:Pw@Example.COM:443/a/./b/../c?x=1#frag');
  same([u.href, u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash],
    ['https://User:Pw@example.com/a/c?x=1#frag', 'https://example.com', 'https:', 'User', 'Pw', 'example.com', 'example.com', '', '/a/c', '?x=1', '#frag'], 'components');
  same(new URL('http://h:8080').href, 'http://h:8080/', 'explicit port and root path');
  same(new URL('../up?q', 'https://h/a/b/c').href, 'https://h/a/up?q', 'relative with ..');
  same(new URL('//other/x', 'https://h/a').href, 'https://other/x', 'scheme-relative');
  same(new URL('#only', 'https://h/a?b').href, 'https://h/a?b#only', 'fragment only');
  same(new URL('a b', 'https://h/').pathname, '/a%20b', 'spaces percent-encoded');
  same(new URL('https://h/é').pathname, '/%C3%A9', 'non-ASCII percent-encoded');
  throwsNamed('TypeError', () => new URL('no scheme'), 'relative without base');
  throwsNamed('TypeError', () => new URL('https://'), 'empty host');
  throwsNamed('TypeError', () => new URL('https://h:99999/'), 'port out of range');
  same([URL.canParse('x', 'https://h/'), URL.canParse('x')], [true, false], 'canParse');
  same(JSON.stringify({ u: new URL('https://h/') }), '{"u":"https://h/"}', 'toJSON');
});
test('URL setters', () => {
  const u = new URL('https://h/p?a=1#x');
  u.pathname = '/q r';
  u.hash = 'y';
  u.search = 'b=2';
  u.port = '8443';
  same(u.href, 'https://h:8443/q%20r?b=2#y', 'after setters');
  u.searchParams.append('c', '3');
  same(u.search, '?b=2&c=3', 'searchParams writes back');
});
test('URLSearchParams', () => {
  const p = new URLSearchParams('?a=1&b=x+y&a=%C3%A9&c');
  same([p.get('a'), p.getAll('a'), p.get('b'), p.get('c'), p.get('z'), p.has('a'), p.size], ['1', ['1', 'é'], 'x y', '', null, true, 4], 'parse');
  p.set('a', 'new');
  p.append('d', 'sp ace&=');
  p.delete('c');
  same(p.toString(), 'a=new&b=x+y&d=sp+ace%26%3D', 'serialize');
  same(new URLSearchParams({ k: 'v', n: 1 }).toString(), 'k=v&n=1', 'from a record');
  same(new URLSearchParams([['x', '1'], ['y', '2']]).toString(), 'x=1&y=2', 'from pairs');
  const sorted = new URLSearchParams('c=1&a=2&b=3&a=1');
  sorted.sort();
  same([...sorted.keys()], ['a', 'a', 'b', 'c'], 'sort is stable by name');
  same([...new URLSearchParams('x=1&y=2')], [['x', '1'], ['y', '2']], 'iteration');
});
test('Blob', async () => {
  const blob = new Blob(['ab', new Uint8Array([0x63]), new Blob(['d'])], { type: 'Text/Plain' });
  same([blob.size, blob.type], [4, 'text/plain'], 'size and lowercased type');
  same(await blob.text(), 'abcd', 'text');
  same(await blob.slice(1, -1).text(), 'bc', 'slice');
  same(Array.from(await blob.bytes()), [97, 98, 99, 100], 'bytes');
});

addEventListener('push', runConformance);
