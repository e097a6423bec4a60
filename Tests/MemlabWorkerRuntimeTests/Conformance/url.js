// Conformance: the URL parser, serializer and setters of url.js (URL Standard), beyond the
// basic cases in encoding.js: relative resolution (the RFC 3986 examples, as the URL
// Standard resolves them), special and non-special schemes, opaque paths, file URLs and drive
// letters, percent-encode sets, hosts (IPv4 number forms, IPv6, domains through UTS #46,
// opaque hosts), ports, every setter's state override and URLSearchParams. Written from the
// specification (not WPT's data); run by the worker with no payload.
importScripts('harness.js');

test('relative references against http://a/b/c/d;p?q', () => {
  const base = 'http://a/b/c/d;p?q';
  const cases = [
    ['g', 'http://a/b/c/g'], ['./g', 'http://a/b/c/g'], ['g/', 'http://a/b/c/g/'], ['/g', 'http://a/g'],
    ['//g', 'http://g/'], ['?y', 'http://a/b/c/d;p?y'], ['g?y', 'http://a/b/c/g?y'], ['#s', 'http://a/b/c/d;p?q#s'],
    ['g#s', 'http://a/b/c/g#s'], ['g?y#s', 'http://a/b/c/g?y#s'], [';x', 'http://a/b/c/;x'], ['', 'http://a/b/c/d;p?q'],
    ['.', 'http://a/b/c/'], ['./', 'http://a/b/c/'], ['..', 'http://a/b/'], ['../', 'http://a/b/'],
    ['../g', 'http://a/b/g'], ['../..', 'http://a/'], ['../../g', 'http://a/g'],
  ];
  for (const [input, expected] of cases) same(new URL(input, base).href, expected, JSON.stringify(input));
});
test('relative references: abnormal cases', () => {
  const base = 'http://a/b/c/d;p?q';
  const cases = [
    ['../../../g', 'http://a/g'], ['../../../../g', 'http://a/g'], ['/./g', 'http://a/g'], ['/../g', 'http://a/g'],
    ['g.', 'http://a/b/c/g.'], ['.g', 'http://a/b/c/.g'], ['g..', 'http://a/b/c/g..'], ['..g', 'http://a/b/c/..g'],
    ['./../g', 'http://a/b/g'], ['./g/.', 'http://a/b/c/g/'], ['g/./h', 'http://a/b/c/g/h'], ['g/../h', 'http://a/b/c/h'],
    ['g;x=1/./y', 'http://a/b/c/g;x=1/y'], ['g;x=1/../y', 'http://a/b/c/y'],
    // A special scheme equal to the base's, without slashes, is relative (URL Standard, not RFC 3986's strict parsers).
    ['http:g', 'http://a/b/c/g'], ['https:g', 'https://g/'],
  ];
  for (const [input, expected] of cases) same(new URL(input, base).href, expected, JSON.stringify(input));
});
test('dot segments, also percent-encoded, and backslashes in special URLs', () => {
  same(new URL('https://h/a/%2e%2E/b').pathname, '/b', '%2e%2E is ..');
  same(new URL('https://h/a/%2E/b').pathname, '/a/b', '%2E is .');
  same(new URL('https://h/a/..').pathname, '/', 'trailing .. keeps the slash');
  same(new URL('https:\\\\h\\a\\b').href, 'https://h/a/b', 'backslashes are slashes in a special URL');
  same(new URL('foo://h/a\\b').pathname, '/a\\b', 'but not in a non-special one');
});
test('leading and trailing C0 controls and spaces are stripped, tabs and newlines removed', () => {
  same(new URL(' \t https://h/a\nb\r \n').href, 'https://h/ab', 'stripped');
  same(new URL('\x00https://h/\x1F').href, 'https://h/', 'C0 controls at the ends');
});
test('default ports are dropped, others kept', () => {
  const cases = [
    ['http://h:80/', 'http://h/', ''], ['https://h:443/', 'https://h/', ''], ['ws://h:80/', 'ws://h/', ''],
    ['wss://h:443/', 'wss://h/', ''], ['ftp://h:21/', 'ftp://h/', ''], ['https://h:0443/', 'https://h/', ''],
    ['http://h:443/', 'http://h:443/', '443'], ['foo://h:80/', 'foo://h:80/', '80'],
  ];
  for (const [input, href, port] of cases) same([new URL(input).href, new URL(input).port], [href, port], input);
  throwsNamed('TypeError', () => new URL('http://h:8a/'), 'a port with a letter');
  throwsNamed('TypeError', () => new URL('http://h:65536/'), 'a port above 65535');
});
test('hosts: lowercased, percent-decoded, forbidden code points refused, IPv6 kept', () => {
  same(new URL('https://EX%41MPLE.com/').hostname, 'example.com', 'percent-decoded, then lowercased');
  for (const bad of ['https://a b/', 'https://a<b/', 'https://a^b/', 'https://a%20b/', 'http://[::1/'])
    throwsNamed('TypeError', () => new URL(bad), JSON.stringify(bad));
  const v6 = new URL('http://[::1]:8080/x');
  same([v6.host, v6.hostname, v6.port], ['[::1]:8080', '[::1]', '8080'], 'IPv6 literal with a port');
  same(new URL('foo://H%41/').hostname, 'H%41', 'a non-special host is opaque: neither decoded nor lowercased');
});
test('opaque paths', () => {
  const mail = new URL('mailto:Someone@Example.com');
  same([mail.protocol, mail.pathname, mail.host, mail.origin, mail.href], ['mailto:', 'Someone@Example.com', '', 'null', 'mailto:Someone@Example.com'], 'mailto');
  same(new URL('data:text/plain,a b').pathname, 'text/plain,a b', 'spaces stay in an opaque path');
  same(new URL('#f', 'mailto:x').href, 'mailto:x#f', 'only a fragment resolves against an opaque path');
  throwsNamed('TypeError', () => new URL('y', 'mailto:x'), 'anything else is refused');
});
test('file URLs', () => {
  same(new URL('file:///tmp/a b').href, 'file:///tmp/a%20b', 'path encoded');
  same(new URL('file://localhost/x').href, 'file:///x', 'localhost is the empty host');
  same(new URL('file:///C:/x/../..').href, 'file:///C:/', 'a drive letter is never popped');
  same(new URL('file:///x').origin, 'null', 'opaque origin');
});
test('percent-encode sets: path, query, special query, fragment, userinfo', () => {
  same(new URL('https://h/a"b<c>{d}`e').pathname, '/a%22b%3Cc%3E%7Bd%7D%60e', 'path set');
  same(new URL("https://h/?a'b \"<>").search, "?a%27b%20%22%3C%3E", 'special query set encodes the apostrophe');
  same(new URL("foo://h/?a'b").search, "?a'b", 'the query set of a non-special URL does not');
  same(new URL('https://h/#a b<c>`').hash, '#a%20b%3Cc%3E%60', 'fragment set');
  same(new URL('https://a b:c@d@h/').href, 'https://a%20b:c%40d@h/', 'userinfo set; the last @ ends it');
  same(new URL('https://h/\uD800').pathname, '/%EF%BF%BD', 'a lone surrogate becomes U+FFFD');
  same(new URL('https://h/%zz%41').pathname, '/%zz%41', 'percent signs are kept as they are');
});
test('origins', () => {
  same(new URL('https://u:p@h:8/x?y#z').origin, 'https://h:8', 'tuple origin without credentials');
  same(new URL('blob:https://h:8/uuid').origin, 'https://h:8', "a blob URL has its path's origin");
  same(new URL('blob:foo://h/uuid').origin, 'null', 'unless that is not http(s)');
  same(new URL('foo://h/').origin, 'null', 'non-special');
});
test('setters', () => {
  const u = new URL('https://h/p');
  u.protocol = 'http';
  same(u.protocol, 'http:', 'special to special');
  u.protocol = 'foo';
  same(u.protocol, 'http:', 'special to non-special is ignored');
  u.host = 'Other:81';
  same([u.host, u.hostname, u.port], ['other:81', 'other', '81'], 'host with port');
  u.hostname = 'third';
  u.port = '80';
  same(u.href, 'http://third/p', 'the default port is dropped');
  u.username = 'me';
  u.password = 'p w';
  same(u.href, 'http://me:p%20w@third/p', 'credentials encoded');
  throwsNamed('TypeError', () => { u.href = 'not a url'; }, 'an invalid href throws');
  same(u.href, 'http://me:p%20w@third/p', 'and changes nothing');
  u.href = 'https://new/?k=v';
  same(u.searchParams.get('k'), 'v', 'href replaces the searchParams too');
});
test('searchParams and search stay in step', () => {
  const u = new URL('https://h/?a=1');
  const params = u.searchParams;
  u.search = '?b=2';
  same([params.get('a'), params.get('b'), params === u.searchParams], [null, '2', true], 'search rewrites the same params object');
  params.delete('b');
  same([u.search, u.href], ['', 'https://h/'], 'emptied params remove the query');
  params.set('c', 'x y');
  same(u.href, 'https://h/?c=x+y', 'params serialize as form data');
});
test('URLSearchParams form encoding', () => {
  same(new URLSearchParams({ 'a b': '\u00E9&=', 'k': '*-._~!' }).toString(), 'a+b=%C3%A9%26%3D&k=*-._%7E%21', 'encode');
  const p = new URLSearchParams('a=%zz&b=%C3%A9&c=1+2&=e&f');
  same([...p], [['a', '%zz'], ['b', '\u00E9'], ['c', '1 2'], ['', 'e'], ['f', '']], 'decode');
  same([p.has('c', '1 2'), p.has('c', 'x')], [true, false], 'has with a value');
  p.delete('c', 'x');
  same(p.has('c'), true, 'delete with another value keeps the pair');
});
test('URL.parse and URL.canParse', () => {
  same([URL.parse('x'), URL.parse('x', 'https://h/d/').href], [null, 'https://h/d/x'], 'parse');
  same([URL.canParse('https://h/'), URL.canParse('x', 'bad base')], [true, false], 'canParse');
  throwsNamed('TypeError', () => new URL('x', 'bad base'), 'an invalid base throws');
  same(String(new URL('HTTP://H')), 'http://h/', 'toString');
});

test('IPv4: decimal, octal and hexadecimal parts, fewer than four parts, the last one wide', () => {
  const cases = [
    ['http://192.168.0.1/', '192.168.0.1'], ['http://0300.0250.0.01/', '192.168.0.1'], ['http://0xC0.0xa8.0.1/', '192.168.0.1'],
    ['http://3232235521/', '192.168.0.1'], ['http://192.11010049/', '192.168.0.1'], ['http://192.168.1/', '192.168.0.1'],
    ['http://0x/', '0.0.0.0'], ['http://1.2.3.4./', '1.2.3.4'], ['http://4294967295/', '255.255.255.255'],
  ];
  for (const [input, hostname] of cases) same(new URL(input).hostname, hostname, input);
  for (const bad of ['http://4294967296/', 'http://1.2.3.256/', 'http://256.1.1.1/', 'http://1.2.3.4.5/', 'http://09.1/', 'http://a.1/'])
    throwsNamed('TypeError', () => new URL(bad), bad + ' ends in a number that is not an IPv4 address');
  same(new URL('http://1.2.3.4.x/').hostname, '1.2.3.4.x', 'a last label that is not a number makes a domain');
  same(new URL('http://1.0x1g/').hostname, '1.0x1g', 'so does one that is not quite hexadecimal');
  same(new URL('foo://0x10/').hostname, '0x10', 'a non-special host is opaque, never an IPv4 address');
});
test('IPv6: compression, the longest zero run, an embedded IPv4 address, failures', () => {
  const cases = [
    ['[0:0:0:0:0:0:0:1]', '[::1]'], ['[1:0:0:2:0:0:0:3]', '[1:0:0:2::3]'], ['[1:0:0:2:0:0:3:4]', '[1::2:0:0:3:4]'],
    ['[1:2:3:4:5:6:7:0]', '[1:2:3:4:5:6:7:0]'], ['[::]', '[::]'], ['[ABCD::0001]', '[abcd::1]'],
    ['[::ffff:192.168.0.1]', '[::ffff:c0a8:1]'], ['[1:2:3:4:5:6:1.2.3.4]', '[1:2:3:4:5:6:102:304]'],
  ];
  for (const [input, hostname] of cases) same(new URL('http://' + input + '/').hostname, hostname, input);
  for (const bad of ['[1:2:3:4:5:6:7:8:9]', '[1::2::3]', '[:1]', '[1:]', '[12345::]', '[::1.2.3]', '[::1.2.3.04]', '[::256.0.0.1]', '[1:2:3:4:5:6:7:1.2.3.4]', '[::x]'])
    throwsNamed('TypeError', () => new URL('http://' + bad + '/'), bad);
});
test('domains: UTS #46 to punycode, forbidden code points, opaque hosts encoded', () => {
  same(new URL('https://B\u00FCcher.Example/').hostname, 'xn--bcher-kva.example', 'mapped, then punycode');
  same(new URL('https://fa\u00DF.de/').hostname, 'xn--fa-hia.de', 'nontransitional: the sharp s is kept');
  same(new URL('https://\uFF21\uFF22\u3002com/').hostname, 'ab.com', 'fullwidth letters and the ideographic full stop map to ASCII');
  same(new URL('https://%E2%84%AA.com/').hostname, 'k.com', 'percent-decoded first (the Kelvin sign maps to k)');
  same(new URL('https://XN--BCHER-KVA.com/').hostname, 'xn--bcher-kva.com', 'a valid A-label is lowercased');
  same(new URL('https://-a-.com/').hostname, '-a-.com', 'hyphens are not checked');
  for (const bad of ['https://xn--zz-/', 'https://a\u200Db.com/', 'https://a%25b/', 'https://a%00b/', 'https://\u00AD/'])
    throwsNamed('TypeError', () => new URL(bad), JSON.stringify(bad));
  same(new URL('foo://\u00FC%41 \u00E9/'.replace(' ', '')).hostname, '%C3%BC%41%C3%A9', 'an opaque host is C0-control percent-encoded, not mapped');
  throwsNamed('TypeError', () => new URL('foo://a<b/'), 'an opaque host refuses a forbidden host code point');
  same(new URL('foo://a%/').hostname, 'a%', 'but not a percent sign');
});
test('file URLs: drive letters, hosts, relative references', () => {
  same(new URL('file:c:/x').href, 'file:///c:/x', 'a drive letter after file: alone');
  same(new URL('file:///C|/x').pathname, '/C:/x', 'a | after the drive letter becomes :');
  same(new URL('/y', 'file:///C:/x/z').href, 'file:///C:/y', 'a path-absolute reference keeps the drive');
  same(new URL('..', 'file:///C:/').href, 'file:///C:/', '.. never climbs above the drive');
  same(new URL('/D:/y', 'file:///C:/x').href, 'file:///D:/y', 'a drive letter in the reference replaces the base\'s');
  same(new URL('D:/y', 'file:///C:/x').href, 'd:/y', 'without a slash before it, D: is a scheme');
  same(new URL('file://HOST/share').host, 'host', 'a host is lowercased');
  same(new URL('//srv/x', 'file:///C:/a').href, 'file://srv/x', 'a scheme-relative reference');
  same(new URL('file://C:/x').href, 'file:///C:/x', 'a drive letter where a host would be is the path');
});
test('special and non-special schemes, slashes and relative parsing', () => {
  same(new URL('http:/\\/h/p').href, 'http://h/p', 'any slashes before a special authority');
  same(new URL('http:h', 'https://b/').href, 'http://h/', 'another special scheme, its own authority');
  same(new URL('foo:/.//p').pathname, '//p', 'the /. that keeps a path from looking like an authority');
  same(new URL('foo:/.//p').href, 'foo:/.//p', 'and it is serialized again');
  same(new URL('foo://').href, 'foo://', 'an empty host of a non-special URL');
  throwsNamed('TypeError', () => new URL('http://'), 'a special URL needs a host');
  throwsNamed('TypeError', () => new URL('http://u@/'), 'also after credentials');
  same(new URL('HtTp://h:/').href, 'http://h/', 'an empty port is no port');
  same(new URL('http://h:000080/').port, '', 'leading zeros, still the default port');
  same(new URL('http://a:b@c:d@h/').username, 'a', 'only the last @ ends the userinfo');
  same(new URL('http://a:b@c:d@h/').password, 'b%40c%3Ad', 'the earlier @ and : are the password');
  same(new URL('?q', 'foo://h/a/b').href, 'foo://h/a/b?q', 'a query-only reference keeps the path');
  same(new URL('', 'foo://h/a?q#f').href, 'foo://h/a?q', 'an empty reference drops the fragment only');
});
test('setters: state overrides', () => {
  const u = new URL('http://h/p');
  u.port = '8080abc';
  same(u.port, '8080', 'the port setter stops at the first non-digit');
  u.port = 'abc';
  same(u.port, '8080', 'and ignores a value without leading digits');
  u.port = '65536';
  same(u.port, '8080', 'and one out of range');
  u.host = 'x:99/ignored';
  same([u.host, u.pathname], ['x:99', '/p'], 'the host setter stops at a slash');
  u.hostname = 'y:1';
  same(u.host, 'x:99', 'the hostname setter refuses a port');
  u.protocol = 'https:extra';
  same(u.href, 'https://x:99/p', 'the protocol setter stops at the colon');
  u.protocol = 'file';
  same(u.protocol, 'https:', 'a URL with a port cannot become file:');
  const f = new URL('file:///p');
  f.protocol = 'http';
  same(f.protocol, 'file:', 'a file URL with an empty host cannot become http:');
  f.host = 'LocalHost';
  same(f.href, 'file:///p', 'the host setter of a file URL: localhost is the empty host');
  f.username = 'me';
  same(f.username, '', 'a file URL has no credentials');
  const n = new URL('foo://h/a/b');
  n.pathname = 'c/d?e#f';
  same(n.pathname, '/c/d%3Fe%23f', 'the pathname setter encodes ? and # and adds the slash');
  n.search = '#x';
  same(n.search, '?%23x', 'the search setter keeps # in the query');
  n.hash = '##y';
  same(n.hash, '##y', 'the hash setter drops one leading #');
  const m = new URL('mailto:x');
  m.pathname = 'y';
  m.host = 'h';
  same(m.href, 'mailto:x', 'an opaque path ignores the pathname and host setters');
  const d = new URL('data:a  #f');
  same(d.pathname, 'a %20', 'an opaque path encodes the space before a fragment, and only that one');
  d.hash = '';
  same(d.href, 'data:a %20', 'so removing the fragment leaves a URL that parses back the same');
  const q = new URL('sc:x y  ?k');
  q.searchParams.delete('k');
  same([q.href, new URL(q.href).href], ['sc:x y %20', 'sc:x y %20'], 'likewise when the query goes');
});
test('URLSearchParams: constructor forms, order, sort, links', () => {
  same([...new URLSearchParams({ '\uD800': '1', 'x': '2', '\uDC00': '3' })], [['\uFFFD', '3'], ['x', '2']], 'a record: keys made USV strings, a later duplicate replaces the value in place');
  same([...new URLSearchParams([['a', '1'], new Set(['b', '2'])])], [['a', '1'], ['b', '2']], 'a sequence of iterables');
  throwsNamed('TypeError', () => new URLSearchParams([['a']]), 'a pair of one item');
  throwsNamed('TypeError', () => new URLSearchParams([1]), 'a pair that is not an object');
  throwsNamed('TypeError', () => new URLSearchParams([{ length: 2, 0: 'a', 1: 'b' }]), 'a pair that is array-like but not iterable');
  let reads = 0;
  const counted = { get [Symbol.iterator]() { reads++; return function* () { yield ['k', 'v']; }; } };
  same([new URLSearchParams(counted).get('k'), reads], ['v', 1], 'the iterator method is read once');
  same(new URLSearchParams('??a=1').toString(), '%3Fa=1', 'the constructor strips only one ?');
  same(new URL('https://h/??a=1').searchParams.toString(), '%3Fa=1', "a URL's query is not stripped at all");
  const p = new URLSearchParams('z=1&a=2&z=0&\u00E9=3&\uD83D\uDE00=4&\uFFFD=5&a=1');
  p.sort();
  same([...p.keys()].join(','), 'a,a,z,z,\u00E9,\uD83D\uDE00,\uFFFD', 'sorted by code units (a surrogate pair before U+FFFD)');
  same(p.getAll('a'), ['2', '1'], 'stable');
  throwsNamed('TypeError', () => p.append('only'), 'append needs two arguments');
  throwsNamed('TypeError', () => p.get(), 'get needs one');
  const u = new URL('https://h/?x=1#f');
  u.searchParams.append('y', '\u00E9 ~');
  same(u.href, 'https://h/?x=1&y=%C3%A9+%7E#f', 'a change rewrites the query, form-encoded');
  u.href = 'https://h/?k=v';
  u.searchParams.delete('k');
  same(u.href, 'https://h/', 'the params of a replaced href are still linked');
});

test('URLSearchParams iterators and a record read through getters', () => {
  const p = new URLSearchParams('a=1&b=2&c=3');
  const iterator = p.keys();
  same(Object.prototype.toString.call(iterator), '[object URLSearchParams Iterator]', 'the iterator is WebIDL\'s');
  same(iterator.next().value, 'a', 'first key');
  p.delete('b');
  same([iterator.next().value, iterator.next().done], ['c', true], 'it walks the live list by index');
  same(p[Symbol.iterator], p.entries, '@@iterator is entries');
  same(Object.keys(URLSearchParams.prototype).includes('append'), true, 'operations are enumerable');
  same(new URLSearchParams(DOMException).get('DATA_CLONE_ERR'), '25', "a record of DOMException's constants");
  throwsNamed('TypeError', () => new URLSearchParams(DOMException.prototype), "reading its attributes' getters on the prototype throws");
});

test('a urlencoded body is read by the urlencoded parser: a byte order mark and a leading ? kept', async () => {
  const read = async (text) => [...await new Response(text, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()];
  same(await read('\uFEFFk=\uFEFF'), [['\uFEFFk', '\uFEFF']], 'the byte order mark is part of the name');
  same(await read('?a=b&&c'), [['?a', 'b'], ['c', '']], "the '?' is part of the first name");
});

test('a root-relative path against an http(s) base reads as the same URL written out whole', () => {
  // The fast path (url.js: plain characters, no dot segment) against the state machine: an
  // absolute URL has no base, so it always goes through the machine.
  const bases = ['https://example.social/sw.js', 'http://user:pw@a.example:8080/x/y?q#f', 'https://xn--nxasmq6b.example/'];
  const alphabet = ['a', 'Z', '0', '-', '.', '_', '~', '!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '=', ':', '@', '/', '%', '%2e', '%2E', '..', '?', '??', '#', ' ', '\\', '|', '^', '\u00e9', '[', ']'];
  let seed = 7;
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; };
  let compared = 0;
  for (let i = 0; i < 3000; i++) {
    let input = '/';
    const length = next() % 12;
    for (let j = 0; j < length; j++) input += alphabet[next() % alphabet.length];
    // "//x" and "/\\x" name a host against a base: not a path, and not what the URL written whole means.
    if (input[1] === '/' || input[1] === '\\') input = '/a' + input;
    for (const base of bases) {
      const b = new URL(base);
      const relative = URL.parse(input, base);
      const whole = URL.parse(b.protocol + '//' + (b.username ? b.username + ':' + b.password + '@' : '') + b.host + input);
      same(relative === null ? null : [relative.href, relative.pathname, relative.search, relative.hash, relative.host, relative.username],
        whole === null ? null : [whole.href, whole.pathname, whole.search, whole.hash, whole.host, whole.username], `${input} against ${base}`);
      compared++;
    }
  }
  same(compared, 9000, 'every input compared');
  const u = new URL('/packs/js/chunk.js', 'https://example.social/sw.js');
  u.searchParams.set('__WB_REVISION__', 'abc');
  same([u.href, u.pathname, u.search], ['https://example.social/packs/js/chunk.js?__WB_REVISION__=abc', '/packs/js/chunk.js', '?__WB_REVISION__=abc'], 'a precache entry');
  same(new URL('/a/./b/../c', 'https://e.example/').pathname, '/a/c', 'dot segments still resolve');
});

test('a path-relative reference against an http(s) base reads as the state machine resolves it', () => {
  // The fast path for path-relative references (url.js: workbox-build's "index.html") against
  // the state machine: the same reference after "./" (a single-dot segment, which the fast path
  // leaves to the machine) resolves to the same URL. A first segment holding a colon is a scheme
  // to the machine with or without the fast path, and "./" would change that: not generated.
  const bases = ['https://example.social/sw.js', 'https://example.social/', 'http://user:pw@a.example:8080/x/y/z.js?q#f', 'https://a.example', 'wss://a.example/d/'];
  const alphabet = ['a', 'Z', '0', '-', '.', '_', '~', '!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '=', ':', '@', '/', '%', '%2e', '%2E', '..', '?', '#', ' ', '\\', '|', '^', '\u00e9', '[', ']'];
  let seed = 5;
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; };
  let compared = 0;
  while (compared < 5000) {
    let input = '';
    const length = 1 + next() % 10;
    for (let j = 0; j < length; j++) input += alphabet[next() % alphabet.length];
    const first = input.split(/[\/\\?#]/)[0];
    if (first.includes(':') || /^[\/\\?#]/.test(input)) continue;
    for (const base of bases) {
      const fast = URL.parse(input, base), machine = URL.parse('./' + input, base);
      same(fast === null ? null : [fast.href, fast.pathname, fast.search, fast.host, fast.origin],
        machine === null ? null : [machine.href, machine.pathname, machine.search, machine.host, machine.origin], `${JSON.stringify(input)} against ${base}`);
      compared++;
    }
  }
  same(new URL('index.html', 'https://example.social/app/sw.js').href, 'https://example.social/app/index.html', 'a file beside the worker');
  same(new URL('js/app.js?v=1', 'https://example.social/sw.js').href, 'https://example.social/js/app.js?v=1', 'a subdirectory, with a query');
  same(new URL('a:b', 'https://example.social/sw.js').href, 'a:b', 'a colon in the first segment is a scheme');
  same(new URL('b/c:d', 'https://example.social/sw.js').href, 'https://example.social/b/c:d', 'a colon after the first segment is not');
  const entry = new URL('img/x.png', 'https://example.social/app/sw.js');
  entry.searchParams.set('__WB_REVISION__', 'r1');
  same([entry.href, entry.pathname, entry.search], ['https://example.social/app/img/x.png?__WB_REVISION__=r1', '/app/img/x.png', '?__WB_REVISION__=r1'], 'a precache entry');
});

test('a URL of the fast path behaves as the URL written whole through its setters and searchParams', () => {
  // url.js keeps a fast-path URL as its serialization alone and makes its record only when a
  // getter or a setter needs it; searchParams changes the serialization in place. Each sequence
  // of operations runs on the URL made against a base and on the same URL written whole (the
  // state machine's record from the start), every getter compared after every step.
  const read = (u) => [u.href, u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash, String(u), u.toJSON(), [...u.searchParams].join('|')];
  const steps = [
    (u) => u.searchParams.set('__WB_REVISION__', 'abc123'), (u) => u.searchParams.append('a b', 'c&d'),
    (u) => u.searchParams.delete('__WB_REVISION__'), (u) => u.searchParams.sort(), (u) => u.searchParams.set('x', ''),
    (u) => { u.search = '?q=1'; }, (u) => { u.search = ''; }, (u) => { u.hash = 'frag'; }, (u) => { u.hash = ''; },
    (u) => { u.pathname = '/other/../p q'; }, (u) => { u.port = '8443'; }, (u) => { u.port = ''; }, (u) => { u.host = 'b.example:81'; },
    (u) => { u.hostname = 'c.example'; }, (u) => { u.username = 'me'; }, (u) => { u.password = 'pw'; }, (u) => { u.protocol = 'http'; },
    (u) => { u.href = 'https://d.example/new?y=2#z'; }, (u) => u.href, (u) => u.searchParams.get('y'),
  ];
  const bases = ['https://example.social/sw.js', 'http://user:pw@a.example:8080/x/y?q#f'];
  const inputs = ['/packs/js/chunk.js', '/a?b=c', '/a?', '/', '/%41/b;c=d', '/x?__WB_REVISION__=old&k=v'];
  let seed = 11;
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; };
  let sequences = 0;
  for (const base of bases) {
    const b = new URL(base);
    const prefix = b.protocol + '//' + (b.username ? b.username + ':' + b.password + '@' : '') + b.host;
    for (const input of inputs) {
      for (let k = 0; k < 25; k++) {
        const fast = new URL(input, base), whole = new URL(prefix + input);
        const done = [];
        // A searchParams object taken before the first step, on some sequences: it stays linked.
        if (k % 2 === 0) { fast.searchParams; whole.searchParams; }
        for (let n = 0; n < 4; n++) {
          const at = next() % steps.length;
          done.push(at);
          steps[at](fast);
          steps[at](whole);
          same(read(fast), read(whole), `${input} against ${base}, steps ${done.join(',')}`);
        }
        sequences++;
      }
    }
  }
  same(sequences, 300, 'every sequence run');
  const entry = new URL('/packs/js/chunk.js', 'https://example.social/sw.js');
  same(entry.origin, 'https://example.social', 'the origin of a fast-path URL is its base\'s');
  const order = [];
  const converted = new URL({ toString() { order.push('url'); return '/a'; } }, { toString() { order.push('base'); return 'https://e.example/'; } });
  same([order, converted.href], [['url', 'base'], 'https://e.example/a'], 'WebIDL converts the url, then the base');
  const checked = [];
  URL.canParse({ toString() { checked.push('url'); return '/a'; } }, { toString() { checked.push('base'); return 'https://e.example/'; } });
  same(checked, ['url', 'base'], 'canParse converts the url, then the base');
  throwsNamed('TypeError', () => Object.getOwnPropertyDescriptor(URL.prototype, 'href').get.call({}), 'the href getter on another object');
  throwsNamed('TypeError', () => Object.getOwnPropertyDescriptor(URL.prototype, 'pathname').get.call({}), 'the pathname getter on another object');
});

test('what URL polyfills check before they replace URL passes, so a bundle keeps this URL', () => {
  // A bundle with a URL polyfill (core-js's, a jURL-style one) tests the global URL first and
  // replaces it when a check fails; each line here is one such behaviour.
  const url = new URL('b?a=1&b=2&c=3', 'https://a');
  const params = url.searchParams;
  url.pathname = 'c%20d';
  let seen = '';
  params.forEach((value, key) => { params.delete('b'); seen += key + value; });
  same([url.href, seen, params.get('c'), params.size], ['https://a/c%20d?a=1&c=3', 'a1c3', '3', 2], 'a pathname set, a delete while iterating');
  const pairs = new URLSearchParams('a=1&a=2&b=3');
  pairs.delete('a', 2);
  pairs.delete('b', undefined);
  same([pairs.has('a', 1), pairs.has('a', 2), pairs.has('a', undefined), pairs.has('b')], [true, false, true, false], 'delete and has with a value');
  same(String(new URLSearchParams('?a=1')), 'a=1', "a leading '?' dropped");
  same(new URLSearchParams(new URLSearchParams('a=b')).get('a'), 'b', 'made from another URLSearchParams');
  same([new URL('https://a@b').username, new URL('https://\u0442\u0435\u0441\u0442').host, new URL('https://a#\u0431').hash, new URL('https://x', undefined).host],
    ['a', 'xn--e1aybc', '#%D0%B1', 'x'], 'credentials, an IDN host, an encoded hash, an undefined base');
  const relative = new URL('b', 'http://a');
  relative.pathname = 'c%20d';
  same(relative.href, 'http://a/c%20d', 'a relative URL whose pathname is set');
  same(typeof params[Symbol.iterator] === 'function' && typeof params.sort === 'function', true, 'iterable and sortable');
});

addEventListener('push', runConformance);
