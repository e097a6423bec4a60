// Conformance: TextDecoder's encodings other than UTF-8 (Encoding Standard: get an encoding,
// the legacy decoders, UTF-16, BOM handling, streaming, fatal). Written from the standard; the
// expected code points were checked against Python's own codecs where the two agree. Run by the
// worker with no payload.
importScripts('harness.js');

const decode = (label, bytes, options) => new TextDecoder(label, options).decode(new Uint8Array(bytes));
const units = (text) => Array.from(text, (c) => c.codePointAt(0).toString(16));

test('labels name encodings, case and ASCII whitespace ignored', () => {
  const names = [['latin1', 'windows-1252'], ['ASCII', 'windows-1252'], [' sjis\n', 'shift_jis'], ['x-gbk', 'gbk'],
    ['GB2312', 'gbk'], ['utf-16', 'utf-16le'], ['unicodefffe', 'utf-16be'], ['cseuckr', 'euc-kr'], ['koi8-ru', 'koi8-u'],
    ['\tcsISO2022JP\f', 'iso-2022-jp'], ['x-user-defined', 'x-user-defined'], ['visual', 'iso-8859-8'], ['logical', 'iso-8859-8-i']];
  for (const [label, name] of names) same(new TextDecoder(label).encoding, name, label);
  for (const label of ['iso-2022-kr', 'replacement', 'hz-gb-2312']) throwsNamed('RangeError', () => new TextDecoder(label), label + ' (replacement)');
  for (const label of ['\u212Aoi8-r', '\u000Butf-16', 'big5\u00A0', 'utf-7', '']) throwsNamed('RangeError', () => new TextDecoder(label), JSON.stringify(label));
});
test('single-byte encodings map 0x80-0xFF through their index', () => {
  same(decode('windows-1252', [0x41, 0x80, 0x81, 0x9F, 0xFF]), 'A\u20AC\u0081\u0178\u00FF', 'windows-1252');
  same(decode('koi8-r', [0xC1, 0xE1]), '\u0430\u0410', 'KOI8-R');
  same(decode('iso-8859-6', [0xA1]), '\uFFFD', 'an unmapped byte is U+FFFD');
  throwsNamed('TypeError', () => decode('iso-8859-6', [0xA1], { fatal: true }), 'and with fatal a TypeError');
  same(decode('x-user-defined', [0x7F, 0x80, 0xFF]), '\u007F\uF780\uF7FF', 'x-user-defined');
});
test('Japanese: Shift_JIS, EUC-JP, ISO-2022-JP', () => {
  same(decode('shift_jis', [0x82, 0xA0, 0xB1, 0x80, 0xF0, 0x40]), '\u3042\uFF71\u0080\uE000', 'Shift_JIS: kana, half-width, 0x80, EUDC');
  same(decode('shift_jis', [0x82, 0x20]), '\uFFFD ', 'a bad trail byte that is ASCII is kept');
  same(decode('euc-jp', [0xA4, 0xA2, 0x8E, 0xB1, 0x8F, 0xB0, 0xA1]), '\u3042\uFF71\u4E02', 'EUC-JP: JIS X 0208, half-width, JIS X 0212');
  same(decode('iso-2022-jp', [0x1B, 0x24, 0x42, 0x24, 0x22, 0x1B, 0x28, 0x4A, 0x5C, 0x7E, 0x1B, 0x28, 0x42, 0x5C]), '\u3042\u00A5\u203E\\', 'escapes switch sets');
  same(decode('iso-2022-jp', [0x1B, 0x28, 0x4A, 0x1B, 0x28, 0x42, 0x41]), '\uFFFDA', 'two escapes with nothing between are an error');
  same(decode('iso-2022-jp', [0x1B, 0x24]), '\uFFFD$', 'a truncated escape is an error, its bytes then text');
  same(decode('iso-2022-jp', [0x0E]), '\uFFFD', 'shift-out is never text');
});
test('Chinese: gb18030 (two and four bytes), GBK, Big5', () => {
  same(decode('gb18030', [0x80, 0xA1, 0xA1, 0xB0, 0xA1]), '\u20AC\u3000\u554A', 'one and two bytes');
  same(units(decode('gb18030', [0x81, 0x30, 0x81, 0x30, 0x84, 0x31, 0xA4, 0x39, 0x90, 0x30, 0x81, 0x30, 0xE3, 0x32, 0x9A, 0x35])),
    ['80', 'ffff', '10000', '10ffff'], 'four bytes: the ranges and the supplementary planes');
  same(decode('gb18030', [0x84, 0x31, 0xA5, 0x30]), '\uFFFD', 'a four-byte pointer past the BMP ranges');
  same(decode('gbk', [0xB0, 0xA1]), '\u554A', 'GBK decodes as gb18030');
  same(decode('big5', [0xA4, 0x40, 0x88, 0x62]), '\u4E00\u00CA\u0304', 'Big5, and a pointer that is two code points');
  same(units(decode('big5', [0x87, 0x45])), ['27267'], 'a Big5 pointer in plane 2');
  same(decode('big5', [0x81, 0x40]), '\uFFFD@', 'no code point: the ASCII trail byte is kept');
});
test('Korean: EUC-KR', () => {
  same(decode('euc-kr', [0xB0, 0xA1, 0x81, 0x41]), '\uAC00\uAC02', 'KS X 1001 and the extension');
  same(decode('euc-kr', [0xB0]), '\uFFFD', 'a lone leading byte at the end');
});
test('UTF-16LE and UTF-16BE, byte order marks and surrogates', () => {
  same(decode('utf-16le', [0xFF, 0xFE, 0x41, 0x00, 0x3D, 0xD8, 0x00, 0xDE]), 'A\u{1F600}', 'LE: BOM dropped, a pair');
  same(decode('utf-16be', [0xFE, 0xFF, 0x00, 0x41]), 'A', 'BE: BOM dropped');
  same(decode('utf-16le', [0xFF, 0xFE, 0x41, 0x00], { ignoreBOM: true }), '\uFEFFA', 'ignoreBOM keeps it');
  same(decode('utf-16le', [0x41, 0x00, 0xFF, 0xFE]), 'A\uFEFF', 'only a leading BOM is dropped');
  same(decode('utf-16be', [0xFF, 0xFE]), '\uFFFE', 'the other byte order is no BOM');
  same(decode('utf-16le', [0x00, 0xD8, 0x41, 0x00, 0x00, 0xDC, 0x42]), '\uFFFDA\uFFFD\uFFFD', 'lone surrogates and an odd byte');
  throwsNamed('TypeError', () => decode('utf-16be', [0xD8, 0x00], { fatal: true }), 'fatal: a truncated pair');
});
test('streaming keeps partial sequences across calls', () => {
  const gb = new TextDecoder('gb18030');
  const pieces = [[0x90], [0x30], [0x81], [0x30, 0x41]].map((b) => gb.decode(new Uint8Array(b), { stream: true }));
  same(pieces.join('') + gb.decode(), '\u{10000}A', 'a four-byte gb18030 sequence byte by byte');
  const sjis = new TextDecoder('shift_jis');
  same(sjis.decode(new Uint8Array([0x41, 0x82]), { stream: true }), 'A', 'the leading byte is held');
  same(sjis.decode(new Uint8Array([0xA0])), '\u3042', 'and completed by the next call');
  same(sjis.decode(new Uint8Array([0x82]), { stream: true }) + sjis.decode(), '\uFFFD', 'flushed alone it is an error');
  const jis = new TextDecoder('iso-2022-jp');
  same(jis.decode(new Uint8Array([0x1B, 0x24]), { stream: true }) + jis.decode(new Uint8Array([0x42, 0x24, 0x22])), '\u3042', 'an escape split across calls');
  same(jis.decode(new Uint8Array([0x24, 0x22])), '$"', 'a new stream starts in ASCII');
  const le = new TextDecoder('utf-16le');
  same(le.decode(new Uint8Array([0xFF]), { stream: true }) + le.decode(new Uint8Array([0xFE, 0x3D]), { stream: true }) + le.decode(new Uint8Array([0xD8, 0x00, 0xDE])),
    '\u{1F600}', 'a BOM and a pair split at odd bytes');
});
test('fatal errors throw and the next call starts afresh', () => {
  const d = new TextDecoder('big5', { fatal: true });
  same(d.fatal, true, 'fatal');
  throwsNamed('TypeError', () => d.decode(new Uint8Array([0x81, 0x40])), 'a pointer with no code point');
  same(d.decode(new Uint8Array([0xA4, 0x40])), '\u4E00', 'a valid sequence after the error');
  throwsNamed('TypeError', () => { d.decode(new Uint8Array([0xA4]), { stream: true }); d.decode(); }, 'an incomplete sequence at the end');
  same(d.decode(new Uint8Array([0x41])), 'A', 'and after that');
});
test('the interfaces as WebIDL shapes them', () => {
  same([TextDecoder.length, TextDecoder.prototype.decode.length, TextEncoder.prototype.encode.length], [0, 0, 0], 'optional arguments');
  same([Object.prototype.toString.call(new TextDecoder()), Object.prototype.toString.call(new TextEncoder())], ['[object TextDecoder]', '[object TextEncoder]'], 'toStringTag');
  same(typeof Object.getOwnPropertyDescriptor(TextDecoder.prototype, 'encoding').get, 'function', 'encoding is an accessor');
});
test('any BufferSource; a large input decodes whole', () => {
  const bytes = new Uint8Array([0, 0x82, 0xA0, 0]);
  same(new TextDecoder('shift_jis').decode(bytes.subarray(1, 3)), '\u3042', 'a view with an offset');
  same(new TextDecoder('shift_jis').decode(new DataView(bytes.buffer, 1, 2)), '\u3042', 'a DataView');
  same(new TextDecoder('utf-16be').decode(new Uint16Array([0x4100])), 'A', 'a Uint16Array: its bytes in memory order (little-endian)');
  const big = new Uint8Array(100000).fill(0xA4);
  for (let i = 1; i < big.length; i += 2) big[i] = 0x40;
  const text = new TextDecoder('big5').decode(big);
  same([text.length, text[0], text[text.length - 1]], [50000, '\u4E00', '\u4E00'], '100,000 bytes of Big5');
});

addEventListener('push', runConformance);
