// Conformance: the URL parser, serializer and setters of url.js (URL Standard), beyond the
// basic cases in encoding.js: relative resolution (the RFC 3986 examples, as the URL
// Standard resolves them), special and non-special schemes, opaque paths, file URLs,
// percent-encode sets, hosts, ports and the URLSearchParams link. Written from the
// specification; run by the worker with no payload.
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

addEventListener('push', runConformance);
