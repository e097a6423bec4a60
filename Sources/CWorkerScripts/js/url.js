// url.js: URL and URLSearchParams (URL Standard): the basic URL parser's state machine with
// every setter's state override, the host parser (domains through UTS #46 by the host's
// domainToASCII, IPv4 with its number forms, IPv6, opaque hosts), the URL serializer, origins,
// and application/x-www-form-urlencoded. Written from the standard; installed on first use of
// either global.
// Defines: urlPart (exports doubleDot, percentDecode, percentDecodeBytes, toUSV and climbs, and the
//   URL and URLSearchParams classes themselves: the runtime's own uses take them from here, not
//   from the globals, which a script may replace (a polyfill that finds something to fix).
//   Globals: URL, URLSearchParams.
// Uses: lazyPart (core.js); the install function takes everything else it uses as parameters.

const urlPart = lazyPart(['URL', 'URLSearchParams'], () => (function installURL({ host, define, isObject }) {
  // Special schemes and their default ports (file: has none).
  const specialPorts = { ftp: 21, file: null, http: 80, https: 443, ws: 80, wss: 443 };
  const isSpecialScheme = (scheme) => Object.prototype.hasOwnProperty.call(specialPorts, scheme);
  const defaultPort = (scheme) => (isSpecialScheme(scheme) ? specialPorts[scheme] : null);

  // Percent-encode sets, as tables over ASCII; every code point above U+007E is in all of them.
  const encodeSet = (base, extra) => {
    const table = base ? base.slice() : new Array(128).fill(false).map((_, cp) => cp < 0x20 || cp === 0x7F);
    for (let i = 0; i < extra.length; i++) table[extra.charCodeAt(i)] = true;
    return table;
  };
  const C0_SET = encodeSet(null, '');
  const FRAGMENT_SET = encodeSet(C0_SET, ' "<>`');
  const QUERY_SET = encodeSet(C0_SET, ' "#<>');
  const SPECIAL_QUERY_SET = encodeSet(QUERY_SET, "'");
  // Without U+005E (^), which whatwg/url#846 (2025-03) added: the WPT data this project runs
  // (url/resources/*.json, older) expects it unencoded, and so do three of its subtests.
  const PATH_SET = encodeSet(QUERY_SET, '?`{}');
  const USERINFO_SET = encodeSet(PATH_SET, '/:;=@[\\]^|');
  const HEX = '0123456789ABCDEF';
  const byteHex = (b) => '%' + HEX[b >> 4] + HEX[b & 15];
  // UTF-8 percent-encode one code point with a set.
  const encodeCodePoint = (cp, set) => {
    if (cp < 0x80) return set[cp] ? byteHex(cp) : String.fromCharCode(cp);
    if (cp < 0x800) return byteHex(0xC0 | (cp >> 6)) + byteHex(0x80 | (cp & 63));
    if (cp < 0x10000) return byteHex(0xE0 | (cp >> 12)) + byteHex(0x80 | ((cp >> 6) & 63)) + byteHex(0x80 | (cp & 63));
    return byteHex(0xF0 | (cp >> 18)) + byteHex(0x80 | ((cp >> 12) & 63)) + byteHex(0x80 | ((cp >> 6) & 63)) + byteHex(0x80 | (cp & 63));
  };
  const encodeString = (text, set) => {
    let out = '';
    for (const ch of text) out += encodeCodePoint(ch.codePointAt(0), set);
    return out;
  };
  const hexValue = (b) => (b >= 48 && b <= 57 ? b - 48 : b >= 65 && b <= 70 ? b - 55 : b >= 97 && b <= 102 ? b - 87 : -1);
  // Percent-decode a string's UTF-8 bytes.
  const percentDecodeBytes = (text) => {
    const bytes = host.utf8Encode(text);
    const out = new Uint8Array(bytes.length);
    let n = 0;
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i] === 37 && i + 2 < bytes.length && hexValue(bytes[i + 1]) >= 0 && hexValue(bytes[i + 2]) >= 0) {
        out[n++] = hexValue(bytes[i + 1]) * 16 + hexValue(bytes[i + 2]);
        i += 2;
      } else out[n++] = bytes[i];
    }
    return out.subarray(0, n);
  };
  const percentDecode = (text) => host.utf8Decode(percentDecodeBytes(text), false, false);
  const singleDot = (s) => s === '.' || s.toLowerCase() === '%2e';
  const doubleDot = (s) => { const l = s.toLowerCase(); return l === '..' || l === '.%2e' || l === '%2e.' || l === '%2e%2e'; };
  // A lone surrogate becomes U+FFFD: the engine's own String.prototype.toWellFormed (ES2024),
  // checked first with its isWellFormed; both native, where a regular expression runs in the
  // interpreter (with the JIT off, the dearest part of a URL).
  const toUSV = (value) => {
    const text = String(value);
    return text.isWellFormed() ? text : text.toWellFormed();
  };
  // WebIDL's USVString conversion (a Symbol throws, as ToString does).
  const usv = (value) => {
    const text = `${value}`;
    return text.isWellFormed() ? text : text.toWellFormed();
  };

  // ---- Hosts ----------------------------------------------------------------------------
  const FORBIDDEN_HOST = /[\0\t\n\r #/:<>?@[\\\]^|]/;
  const FORBIDDEN_DOMAIN = /[\0-\x20#%/:<>?@[\\\]^|\x7F]/;

  const parseIPv4Number = (text) => {
    if (text === '') return NaN;
    let radix = 10;
    if (text.length >= 2 && text[0] === '0' && (text[1] === 'x' || text[1] === 'X')) { text = text.slice(2); radix = 16; }
    else if (text.length >= 2 && text[0] === '0') { text = text.slice(1); radix = 8; }
    if (text === '') return 0;
    const digits = radix === 10 ? /^[0-9]+$/ : radix === 16 ? /^[0-9a-fA-F]+$/ : /^[0-7]+$/;
    return digits.test(text) ? parseInt(text, radix) : NaN;
  };
  const endsInANumber = (text) => {
    const parts = text.split('.');
    if (parts[parts.length - 1] === '') {
      if (parts.length === 1) return false;
      parts.pop();
    }
    const last = parts[parts.length - 1];
    if (last !== '' && /^[0-9]+$/.test(last)) return true;
    return !Number.isNaN(parseIPv4Number(last));
  };
  // The IPv4 parser; returns the serialized address, or null (failure).
  const parseIPv4 = (text) => {
    const parts = text.split('.');
    if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
    if (parts.length > 4) return null;
    const numbers = [];
    for (let i = 0; i < parts.length; i++) {
      const n = parseIPv4Number(parts[i]);
      if (Number.isNaN(n)) return null;
      numbers.push(n);
    }
    for (let i = 0; i < numbers.length - 1; i++) if (numbers[i] > 255) return null;
    const last = numbers[numbers.length - 1];
    if (last >= 256 ** (5 - numbers.length)) return null;
    let address = last;
    for (let i = 0; i < numbers.length - 1; i++) address += numbers[i] * 256 ** (3 - i);
    const octets = [];
    for (let i = 0; i < 4; i++) { octets.unshift(String(address % 256)); address = Math.floor(address / 256); }
    return octets.join('.');
  };
  // The IPv6 parser; returns eight 16-bit pieces, or null (failure).
  const parseIPv6 = (input) => {
    const address = [0, 0, 0, 0, 0, 0, 0, 0];
    let pieceIndex = 0, compress = null, p = 0;
    const at = (i) => (i < input.length ? input.charCodeAt(i) : -1);
    const isHex = (c) => hexValue(c) >= 0;
    const isDigit = (c) => c >= 48 && c <= 57;
    if (at(p) === 58) {
      if (at(p + 1) !== 58) return null;
      p += 2;
      compress = ++pieceIndex;
    }
    while (at(p) !== -1) {
      if (pieceIndex === 8) return null;
      if (at(p) === 58) {
        if (compress !== null) return null;
        p++;
        compress = ++pieceIndex;
        continue;
      }
      let value = 0, length = 0;
      while (length < 4 && isHex(at(p))) { value = value * 16 + hexValue(at(p)); p++; length++; }
      if (at(p) === 46) {
        if (length === 0) return null;
        p -= length;
        if (pieceIndex > 6) return null;
        let numbersSeen = 0;
        while (at(p) !== -1) {
          let piece = null;
          if (numbersSeen > 0) {
            if (at(p) === 46 && numbersSeen < 4) p++;
            else return null;
          }
          if (!isDigit(at(p))) return null;
          while (isDigit(at(p))) {
            const number = at(p) - 48;
            if (piece === null) piece = number;
            else if (piece === 0) return null;
            else piece = piece * 10 + number;
            if (piece > 255) return null;
            p++;
          }
          address[pieceIndex] = address[pieceIndex] * 0x100 + piece;
          numbersSeen++;
          if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
        }
        if (numbersSeen !== 4) return null;
        break;
      } else if (at(p) === 58) {
        p++;
        if (at(p) === -1) return null;
      } else if (at(p) !== -1) return null;
      address[pieceIndex++] = value;
    }
    if (compress !== null) {
      let swaps = pieceIndex - compress;
      pieceIndex = 7;
      while (pieceIndex !== 0 && swaps > 0) {
        const other = compress + swaps - 1;
        const kept = address[pieceIndex];
        address[pieceIndex] = address[other];
        address[other] = kept;
        pieceIndex--;
        swaps--;
      }
    } else if (pieceIndex !== 8) return null;
    return address;
  };
  const serializeIPv6 = (address) => {
    // The first longest run of two or more zero pieces is compressed.
    let compress = -1, best = 1;
    for (let i = 0; i < 8;) {
      if (address[i] !== 0) { i++; continue; }
      let j = i;
      while (j < 8 && address[j] === 0) j++;
      if (j - i > best) { best = j - i; compress = i; }
      i = j;
    }
    let out = '';
    let ignore0 = false;
    for (let i = 0; i < 8; i++) {
      if (ignore0 && address[i] === 0) continue;
      ignore0 = false;
      if (compress === i) { out += i === 0 ? '::' : ':'; ignore0 = true; continue; }
      out += address[i].toString(16);
      if (i !== 7) out += ':';
    }
    return out;
  };
  // Domain to ASCII (beStrict false): a domain of ASCII without an xn-- label is only
  // lowercased (the standard says UTS #46 does just that to it), so only other domains cross
  // to the host's UTS #46.
  const domainToASCII = (domain) => {
    let result;
    if (/^[\x00-\x7F]*$/.test(domain) && !/(^|\.)xn--/i.test(domain)) result = domain.toLowerCase();
    else result = host.domainToASCII(domain);
    if (result === null || result === '' || FORBIDDEN_DOMAIN.test(result)) return null;
    return result;
  };
  // The host parser; returns the serialized host, or null (failure).
  const parseHost = (input, isOpaque) => {
    if (input[0] === '[') {
      if (input[input.length - 1] !== ']') return null;
      const address = parseIPv6(input.slice(1, -1));
      return address === null ? null : '[' + serializeIPv6(address) + ']';
    }
    if (isOpaque) return FORBIDDEN_HOST.test(input) ? null : encodeString(input, C0_SET);
    // Percent-decoding text without a '%' gives its own UTF-8 back: no bytes to make.
    const domain = input.indexOf('%') < 0 ? input : host.utf8Decode(percentDecodeBytes(input), false, false);
    const ascii = domainToASCII(domain);
    if (ascii === null) return null;
    return endsInANumber(ascii) ? parseIPv4(ascii) : ascii;
  };

  // ---- The basic URL parser -------------------------------------------------------------
  // A URL record: scheme, username, password, host (a serialized host or null), port (a number
  // or null), path (a list of segments, or a string when opaque), query, fragment.
  const newRecord = () => ({ scheme: '', username: '', password: '', host: null, port: null, path: [], query: null, fragment: null });
  const hasOpaquePath = (url) => typeof url.path === 'string';
  const includesCredentials = (url) => url.username !== '' || url.password !== '';
  const cannotHaveCredentialsOrPort = (url) => url.host === null || url.host === '' || url.scheme === 'file';
  const isAlpha = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  const isWindowsDriveLetter = (s) => s.length === 2 && isAlpha(s.charCodeAt(0)) && (s[1] === ':' || s[1] === '|');
  const isNormalizedDriveLetter = (s) => s.length === 2 && isAlpha(s.charCodeAt(0)) && s[1] === ':';
  // Whether the code points of `s` from code unit `p` start with a Windows drive letter.
  const startsWithDriveLetter = (s, p) => {
    if (s.length - p < 2 || !isAlpha(s.charCodeAt(p)) || (s.charCodeAt(p + 1) !== 58 && s.charCodeAt(p + 1) !== 124)) return false;
    if (s.length - p === 2) return true;
    const third = s.charCodeAt(p + 2);
    return third === 47 || third === 92 || third === 63 || third === 35;
  };
  const shortenPath = (url) => {
    const path = url.path;
    if (url.scheme === 'file' && path.length === 1 && isNormalizedDriveLetter(path[0])) return;
    path.pop();
  };

  const EOF = -1;
  const SCHEME_START = 1, SCHEME = 2, NO_SCHEME = 3, SPECIAL_RELATIVE_OR_AUTHORITY = 4, PATH_OR_AUTHORITY = 5, RELATIVE = 6,
    RELATIVE_SLASH = 7, SPECIAL_AUTHORITY_SLASHES = 8, SPECIAL_AUTHORITY_IGNORE_SLASHES = 9, AUTHORITY = 10, HOST = 11,
    HOSTNAME = 12, PORT = 13, FILE = 14, FILE_SLASH = 15, FILE_HOST = 16, PATH_START = 17, PATH = 18, OPAQUE_PATH = 19,
    QUERY = 20, FRAGMENT = 21;

  // Returns the URL record, or null (failure). With `url` and `override` it changes `url` in
  // place (a setter), and its result only says whether it failed.
  const basicParse = (input, base, url, override) => {
    if (!url) {
      url = newRecord();
      input = input.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
    }
    input = input.replace(/[\t\n\r]/g, '');
    const length = input.length;
    let state = override || SCHEME_START;
    let buffer = '';
    let atSignSeen = false, insideBrackets = false, passwordTokenSeen = false;
    let special = isSpecialScheme(url.scheme);
    // The pointer counts code units; a run that goes back one code point (the standard's
    // "decrease pointer by 1") sets step to 0, so the next run sees the same code point.
    for (let p = 0; ;) {
      const c = p < length ? input.codePointAt(p) : EOF;
      let step = c > 0xFFFF ? 2 : 1;
      switch (state) {
        case SCHEME_START:
          if (isAlpha(c)) { buffer += String.fromCharCode(c).toLowerCase(); state = SCHEME; }
          else if (!override) { state = NO_SCHEME; step = 0; }
          else return null;
          break;
        case SCHEME:
          if (isAlpha(c) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) buffer += String.fromCharCode(c).toLowerCase();
          else if (c === 58) {
            if (override) {
              if (isSpecialScheme(url.scheme) !== isSpecialScheme(buffer)) return url;
              if ((includesCredentials(url) || url.port !== null) && buffer === 'file') return url;
              if (url.scheme === 'file' && url.host === '') return url;
            }
            url.scheme = buffer;
            special = isSpecialScheme(buffer);
            if (override) {
              if (url.port === defaultPort(url.scheme)) url.port = null;
              return url;
            }
            buffer = '';
            if (url.scheme === 'file') state = FILE;
            else if (special && base && base.scheme === url.scheme) state = SPECIAL_RELATIVE_OR_AUTHORITY;
            else if (special) state = SPECIAL_AUTHORITY_SLASHES;
            else if (input.charCodeAt(p + 1) === 47) { state = PATH_OR_AUTHORITY; step = 2; }
            else { url.path = ''; state = OPAQUE_PATH; }
          } else if (!override) { buffer = ''; state = NO_SCHEME; p = 0; step = 0; }
          else return null;
          break;
        case NO_SCHEME:
          if (!base || (hasOpaquePath(base) && c !== 35)) return null;
          if (hasOpaquePath(base)) {
            url.scheme = base.scheme;
            url.path = base.path;
            url.query = base.query;
            url.fragment = '';
            special = isSpecialScheme(url.scheme);
            state = FRAGMENT;
          } else if (base.scheme !== 'file') { state = RELATIVE; step = 0; }
          else { state = FILE; step = 0; }
          break;
        case SPECIAL_RELATIVE_OR_AUTHORITY:
          if (c === 47 && input.charCodeAt(p + 1) === 47) { state = SPECIAL_AUTHORITY_IGNORE_SLASHES; step = 2; }
          else { state = RELATIVE; step = 0; }
          break;
        case PATH_OR_AUTHORITY:
          if (c === 47) state = AUTHORITY;
          else { state = PATH; step = 0; }
          break;
        case RELATIVE:
          url.scheme = base.scheme;
          special = isSpecialScheme(url.scheme);
          if (c === 47 || (special && c === 92)) state = RELATIVE_SLASH;
          else {
            url.username = base.username;
            url.password = base.password;
            url.host = base.host;
            url.port = base.port;
            url.path = base.path.slice();
            url.query = base.query;
            if (c === 63) { url.query = ''; state = QUERY; }
            else if (c === 35) { url.fragment = ''; state = FRAGMENT; }
            else if (c !== EOF) { url.query = null; shortenPath(url); state = PATH; step = 0; }
          }
          break;
        case RELATIVE_SLASH:
          if (special && (c === 47 || c === 92)) state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          else if (c === 47) state = AUTHORITY;
          else {
            url.username = base.username;
            url.password = base.password;
            url.host = base.host;
            url.port = base.port;
            state = PATH;
            step = 0;
          }
          break;
        case SPECIAL_AUTHORITY_SLASHES:
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          step = c === 47 && input.charCodeAt(p + 1) === 47 ? 2 : 0;
          break;
        case SPECIAL_AUTHORITY_IGNORE_SLASHES:
          if (c !== 47 && c !== 92) { state = AUTHORITY; step = 0; }
          break;
        case AUTHORITY:
          if (c === 64) {
            if (atSignSeen) buffer = '%40' + buffer;
            atSignSeen = true;
            for (const ch of buffer) {
              const cp = ch.codePointAt(0);
              if (cp === 58 && !passwordTokenSeen) { passwordTokenSeen = true; continue; }
              if (passwordTokenSeen) url.password += encodeCodePoint(cp, USERINFO_SET);
              else url.username += encodeCodePoint(cp, USERINFO_SET);
            }
            buffer = '';
          } else if (c === EOF || c === 47 || c === 63 || c === 35 || (special && c === 92)) {
            if (atSignSeen && buffer === '') return null;
            p -= buffer.length;
            step = 0;
            buffer = '';
            state = HOST;
          } else buffer += String.fromCodePoint(c);
          break;
        case HOST:
        case HOSTNAME:
          if (override && url.scheme === 'file') { step = 0; state = FILE_HOST; }
          else if (c === 58 && !insideBrackets) {
            if (buffer === '') return null;
            if (override === HOSTNAME) return null;
            const parsed = parseHost(buffer, !special);
            if (parsed === null) return null;
            url.host = parsed;
            buffer = '';
            state = PORT;
          } else if (c === EOF || c === 47 || c === 63 || c === 35 || (special && c === 92)) {
            step = 0;
            if (special && buffer === '') return null;
            if (override && buffer === '' && (includesCredentials(url) || url.port !== null)) return null;
            const parsed = parseHost(buffer, !special);
            if (parsed === null) return null;
            url.host = parsed;
            buffer = '';
            state = PATH_START;
            if (override) return url;
          } else {
            if (c === 91) insideBrackets = true;
            if (c === 93) insideBrackets = false;
            buffer += String.fromCodePoint(c);
          }
          break;
        case PORT:
          if (c >= 48 && c <= 57) buffer += String.fromCharCode(c);
          else if (c === EOF || c === 47 || c === 63 || c === 35 || (special && c === 92) || override) {
            if (buffer !== '') {
              const port = parseInt(buffer, 10);
              if (port > 65535) return null;
              url.port = port === defaultPort(url.scheme) ? null : port;
              buffer = '';
            }
            if (override) return url;
            state = PATH_START;
            step = 0;
          } else return null;
          break;
        case FILE:
          url.scheme = 'file';
          special = true;
          url.host = '';
          if (c === 47 || c === 92) state = FILE_SLASH;
          else if (base && base.scheme === 'file') {
            url.host = base.host;
            url.path = base.path.slice();
            url.query = base.query;
            if (c === 63) { url.query = ''; state = QUERY; }
            else if (c === 35) { url.fragment = ''; state = FRAGMENT; }
            else if (c !== EOF) {
              url.query = null;
              if (!startsWithDriveLetter(input, p)) shortenPath(url);
              else url.path = [];
              state = PATH;
              step = 0;
            }
          } else { state = PATH; step = 0; }
          break;
        case FILE_SLASH:
          if (c === 47 || c === 92) state = FILE_HOST;
          else {
            if (base && base.scheme === 'file') {
              url.host = base.host;
              if (!startsWithDriveLetter(input, p) && base.path.length > 0 && isNormalizedDriveLetter(base.path[0])) url.path.push(base.path[0]);
            }
            state = PATH;
            step = 0;
          }
          break;
        case FILE_HOST:
          if (c === EOF || c === 47 || c === 92 || c === 63 || c === 35) {
            step = 0;
            if (!override && isWindowsDriveLetter(buffer)) state = PATH;
            else if (buffer === '') {
              url.host = '';
              if (override) return url;
              state = PATH_START;
            } else {
              let parsed = parseHost(buffer, !special);
              if (parsed === null) return null;
              if (parsed === 'localhost') parsed = '';
              url.host = parsed;
              if (override) return url;
              buffer = '';
              state = PATH_START;
            }
          } else buffer += String.fromCodePoint(c);
          break;
        case PATH_START:
          if (special) {
            state = PATH;
            if (c !== 47 && c !== 92) step = 0;
          } else if (!override && c === 63) { url.query = ''; state = QUERY; }
          else if (!override && c === 35) { url.fragment = ''; state = FRAGMENT; }
          else if (c !== EOF) {
            state = PATH;
            if (c !== 47) step = 0;
          } else if (override && url.host === null) url.path.push('');
          break;
        case PATH:
          if (c === EOF || c === 47 || (special && c === 92) || (!override && (c === 63 || c === 35))) {
            const slash = c === 47 || (special && c === 92);
            if (doubleDot(buffer)) {
              shortenPath(url);
              if (!slash) url.path.push('');
            } else if (singleDot(buffer) && !slash) url.path.push('');
            else if (!singleDot(buffer)) {
              if (url.scheme === 'file' && url.path.length === 0 && isWindowsDriveLetter(buffer)) buffer = buffer[0] + ':';
              url.path.push(buffer);
            }
            buffer = '';
            if (c === 63) { url.query = ''; state = QUERY; }
            if (c === 35) { url.fragment = ''; state = FRAGMENT; }
          } else buffer += encodeCodePoint(c, PATH_SET);
          break;
        case OPAQUE_PATH:
          if (c === 63) { url.query = ''; state = QUERY; }
          else if (c === 35) { url.fragment = ''; state = FRAGMENT; }
          // A space before the query or fragment is encoded, so the path never ends in one
          // that a serialization without them would lose (whatwg/url#844).
          else if (c === 32) {
            const next = input.charCodeAt(p + 1);
            url.path += next === 63 || next === 35 ? '%20' : ' ';
          } else if (c !== EOF) url.path += encodeCodePoint(c, C0_SET);
          break;
        case QUERY:
          if ((!override && c === 35) || c === EOF) {
            url.query += encodeString(buffer, special ? SPECIAL_QUERY_SET : QUERY_SET);
            buffer = '';
            if (c === 35) { url.fragment = ''; state = FRAGMENT; }
          } else if (c !== EOF) buffer += String.fromCodePoint(c);
          break;
        case FRAGMENT:
          if (c !== EOF) url.fragment += encodeCodePoint(c, FRAGMENT_SET);
          break;
      }
      if (step !== 0 && p >= length) break;
      p += step;
    }
    return url;
  };

  // ---- Serializers ----------------------------------------------------------------------
  const serializePath = (url) => (hasOpaquePath(url) ? url.path : url.path.length === 0 ? '' : '/' + url.path.join('/'));
  const serializeURL = (url, excludeFragment) => {
    let out = url.scheme + ':';
    if (url.host !== null) {
      out += '//';
      if (includesCredentials(url)) out += url.username + (url.password !== '' ? ':' + url.password : '') + '@';
      out += url.host;
      if (url.port !== null) out += ':' + url.port;
    } else if (!hasOpaquePath(url) && url.path.length > 1 && url.path[0] === '') out += '/.';
    out += serializePath(url);
    if (url.query !== null) out += '?' + url.query;
    if (!excludeFragment && url.fragment !== null) out += '#' + url.fragment;
    return out;
  };
  const serializeOrigin = (url) => {
    switch (url.scheme) {
      case 'blob': {
        const inner = basicParse(serializePath(url), null);
        return inner && (inner.scheme === 'http' || inner.scheme === 'https') ? serializeOrigin(inner) : 'null';
      }
      case 'ftp': case 'http': case 'https': case 'ws': case 'wss':
        return url.scheme + '://' + url.host + (url.port === null ? '' : ':' + url.port);
      default:
        return 'null';
    }
  };
  // ---- application/x-www-form-urlencoded ------------------------------------------------
  // What the urlencoded serializer leaves as it is; most names and values are nothing else (a
  // Workbox revision, a token), and need no trip through the host's UTF-8 encoder.
  const FORM_PLAIN = /^[0-9A-Za-z*\-._]*$/;
  // The last text found plain: a name set on every URL of a list (Workbox's __WB_REVISION__).
  let lastPlain = '';
  const formEncode = (text) => {
    if (text === lastPlain) return text;
    if (FORM_PLAIN.test(text)) { lastPlain = text; return text; }
    const bytes = host.utf8Encode(text);
    let out = '';
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      if (b === 0x20) out += '+';
      else if ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b === 0x2A || b === 0x2D || b === 0x2E || b === 0x5F) out += String.fromCharCode(b);
      else out += byteHex(b);
    }
    return out;
  };
  const formParse = (text) => {
    const list = [];
    const pieces = text.split('&');
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      if (piece === '') continue;
      const at = piece.indexOf('=');
      const name = at < 0 ? piece : piece.slice(0, at);
      const value = at < 0 ? '' : piece.slice(at + 1);
      // Without a '%' a piece decodes to itself ('+' aside): the text is a scalar-value string.
      const decode = (piece) => { const spaced = piece.replace(/\+/g, ' '); return spaced.indexOf('%') < 0 ? spaced : percentDecode(spaced); };
      list.push([decode(name), decode(value)]);
    }
    return list;
  };
  const formSerialize = (list) => {
    let out = '';
    for (let i = 0; i < list.length; i++) out += (i === 0 ? '' : '&') + formEncode(list[i][0]) + '=' + formEncode(list[i][1]);
    return out;
  };

  const needs = (count, required, what) => {
    if (count < required) throw new TypeError(`Failed to ${what}: ${required} argument${required > 1 ? 's' : ''} required, but only ${count} present.`);
  };

  // The link between a URL and its URLSearchParams, set up in the classes' static blocks.
  let listOf, setList, linkParams, setQuery;
  class URLSearchParams {
    #list = [];
    // The URL object whose query this list is (URL's searchParams), else null.
    #url = null;
    static {
      listOf = (params) => params.#list;
      setList = (params, list) => { params.#list = list; };
      linkParams = (params, url) => { params.#url = url; };
    }
    constructor(init = '') {
      if (init === '') return;
      if (isObject(init)) {
        const iterator = init[Symbol.iterator];
        if (iterator !== undefined && iterator !== null) {
          if (typeof iterator !== 'function') throw new TypeError("Failed to construct 'URLSearchParams': the value's Symbol.iterator is not a function");
          // WebIDL's sequence conversion: the iterator method read once, each pair an iterable.
          for (const pair of { [Symbol.iterator]: () => iterator.call(init) }) {
            if (!isObject(pair) || typeof pair[Symbol.iterator] !== 'function') throw new TypeError("Failed to construct 'URLSearchParams': each query pair must be a sequence");
            const items = [...pair];
            if (items.length !== 2) throw new TypeError("Failed to construct 'URLSearchParams': each query pair must have exactly two items");
            this.#list.push([usv(items[0]), usv(items[1])]);
          }
        } else {
          const record = new Map();
          for (const key of Reflect.ownKeys(init)) {
            if (typeof key !== 'string') continue;
            const descriptor = Reflect.getOwnPropertyDescriptor(init, key);
            if (descriptor === undefined || !descriptor.enumerable) continue;
            record.set(usv(key), usv(init[key]));
          }
          for (const [name, value] of record) this.#list.push([name, value]);
        }
      } else {
        const text = usv(init);
        this.#list = formParse(text[0] === '?' ? text.slice(1) : text);
      }
    }
    #update() {
      const url = this.#url;
      if (url === null) return;
      const query = formSerialize(this.#list);
      setQuery(url, query === '' ? null : query);
    }
    get size() { return this.#list.length; }
    append(name, value) {
      needs(arguments.length, 2, "execute 'append' on 'URLSearchParams'");
      this.#list.push([usv(name), usv(value)]);
      this.#update();
    }
    delete(name, value) {
      needs(arguments.length, 1, "execute 'delete' on 'URLSearchParams'");
      const n = usv(name), v = value === undefined ? undefined : usv(value);
      this.#list = this.#list.filter(([k, x]) => !(k === n && (v === undefined || x === v)));
      this.#update();
    }
    get(name) {
      needs(arguments.length, 1, "execute 'get' on 'URLSearchParams'");
      const n = usv(name);
      const hit = this.#list.find(([k]) => k === n);
      return hit ? hit[1] : null;
    }
    getAll(name) {
      needs(arguments.length, 1, "execute 'getAll' on 'URLSearchParams'");
      const n = usv(name);
      return this.#list.filter(([k]) => k === n).map(([, v]) => v);
    }
    has(name, value) {
      needs(arguments.length, 1, "execute 'has' on 'URLSearchParams'");
      const n = usv(name), v = value === undefined ? undefined : usv(value);
      return this.#list.some(([k, x]) => k === n && (v === undefined || x === v));
    }
    set(name, value) {
      if (arguments.length < 2) needs(arguments.length, 2, "execute 'set' on 'URLSearchParams'");
      // usv, in line (Workbox sets a revision on every precached URL).
      let n = `${name}`, v = `${value}`;
      if (!n.isWellFormed()) n = n.toWellFormed();
      if (!v.isWellFormed()) v = v.toWellFormed();
      const list = this.#list;
      let at = -1;
      for (let i = 0; i < list.length; i++) if (list[i][0] === n) { at = i; break; }
      if (at < 0) list.push([n, v]);
      else {
        this.#list[at][1] = v;
        this.#list = this.#list.filter(([k], i) => i <= at || k !== n);
      }
      this.#update();
    }
    sort() {
      // Stable (Array.prototype.sort is), by code units (the < of strings).
      this.#list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      this.#update();
    }
    forEach(callback, thisArg = undefined) {
      needs(arguments.length, 1, "execute 'forEach' on 'URLSearchParams'");
      if (typeof callback !== 'function') throw new TypeError("Failed to execute 'forEach': the callback is not a function");
      for (let i = 0; i < this.#list.length; i++) callback.call(thisArg, this.#list[i][1], this.#list[i][0], this);
    }
    entries() { return makeIterator(this, 2); }
    keys() { return makeIterator(this, 0); }
    values() { return makeIterator(this, 1); }
    toString() { return formSerialize(this.#list); }
    get [Symbol.toStringTag]() { return 'URLSearchParams'; }
  }
  // WebIDL's pair iterator: over the live list by index, a "URLSearchParams Iterator" object.
  const iterators = new WeakMap();
  const iteratorPrototype = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
  Object.defineProperty(iteratorPrototype, 'next', {
    value: function next() {
      const state = iterators.get(this);
      if (state === undefined) throw new TypeError("'next' called on an object that is not a URLSearchParams Iterator");
      const list = listOf(state.params);
      if (state.index >= list.length) return { value: undefined, done: true };
      const [name, value] = list[state.index++];
      return { value: state.kind === 0 ? name : state.kind === 1 ? value : [name, value], done: false };
    },
    writable: true, enumerable: true, configurable: true,
  });
  Object.defineProperty(iteratorPrototype, Symbol.toStringTag, { value: 'URLSearchParams Iterator', configurable: true });
  const makeIterator = (params, kind) => {
    listOf(params); // a brand check: throws for an object that is not a URLSearchParams
    const iterator = Object.create(iteratorPrototype);
    iterators.set(iterator, { params, kind, index: 0 });
    return iterator;
  };
  Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, { value: URLSearchParams.prototype.entries, writable: true, configurable: true });
  // WebIDL's attributes and operations are enumerable (class members are not).
  const enumerable = (prototype) => {
    for (const key of Object.getOwnPropertyNames(prototype)) {
      if (key !== 'constructor') Object.defineProperty(prototype, key, { enumerable: true });
    }
  };
  enumerable(URLSearchParams.prototype);

  // A compiled worker parses hundreds of URLs against one base as it loads (Workbox's precache
  // list: 813 for a Mastodon front end, every context), where a browser's parser is native and
  // memlab's is this one, interpreted. The last base parsed is kept (the parser never changes a
  // base record, nor does anything else), with its serialized prefix (scheme, credentials, host
  // and port), directory and origin. A root-relative or path-relative reference of plain
  // characters against an http(s) base is what the state machine would make of it (no dot
  // segment, nothing to percent-encode, no fragment): its serialization is the prefix, the base's
  // directory for a path-relative one, and the text as it is, and the URL keeps only that; its
  // record is made (rootPathAgainst, from what follows the prefix) when a getter or setter needs one.
  let lastBase = null, lastBaseEntry = null, lastBaseString = null;
  const PLAIN_ROOT_PATH = /^\/(?![\/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@\/%]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@\/?%]*)?$/;
  // A path-relative reference of the same plain characters (workbox-build's manifests list
  // "index.html", "js/app.js"): its first segment neither starts with a dot or a percent sign nor
  // holds a colon (which would make it a scheme), and it is resolved against the base's directory.
  const PLAIN_RELATIVE_PATH = /^(?![.%])[A-Za-z0-9\-._~!$&'()*+,;=@%]+(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@%]*)*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@\/?%]*)?$/;
  const DOT_SEGMENT = /\/(?:\.|%2e)/i;
  const rootPathAgainst = (text, base) => {
    const at = text.indexOf('?');
    const path = at < 0 ? text : text.slice(0, at);
    return {
      scheme: base.scheme, username: base.username, password: base.password, host: base.host, port: base.port,
      path: path.slice(1).split('/'), query: at < 0 ? null : text.slice(at + 1), fragment: null,
    };
  };
  // What the fast path needs of a base: its record, and for an http(s)-like (special, not file)
  // base the serialization's prefix and its origin; else prefix null.
  const baseEntry = (record) => {
    const fast = record.scheme !== 'file' && isSpecialScheme(record.scheme);
    let prefix = null;
    if (fast) {
      prefix = record.scheme + '://';
      if (includesCredentials(record)) prefix += record.username + (record.password !== '' ? ':' + record.password : '') + '@';
      prefix += record.host + (record.port === null ? '' : ':' + record.port);
    }
    // The base's directory: its path without the last segment, between slashes.
    const dir = fast ? '/' + (record.path.length > 1 ? record.path.slice(0, -1).join('/') + '/' : '') : null;
    return { record, prefix, dir, origin: fast ? serializeOrigin(record) : null };
  };
  // The serialization of `text` against a base `entry` when the fast path applies, else null.
  const fastHref = (text, entry) => {
    if (entry === null || entry.prefix === null) return null;
    let dir;
    if (PLAIN_ROOT_PATH.test(text)) dir = '';
    else if (PLAIN_RELATIVE_PATH.test(text)) dir = entry.dir;
    else return null;
    if (text.indexOf('/.') >= 0 || (text.indexOf('%') >= 0 && DOT_SEGMENT.test(text))) return null;
    return entry.prefix + dir + text;
  };
  // The base's entry (null: no base), or a TypeError for an invalid one.
  const baseFor = (base, what) => {
    if (base === undefined) return null;
    // The same string again (location.href, every time) needs not even its scalar-value check.
    if (typeof base === 'string' && base === lastBaseString) return lastBaseEntry;
    const baseText = usv(base);
    if (baseText !== lastBase) {
      const record = basicParse(baseText, null);
      if (!record) throw new TypeError(`Failed to ${what}: Invalid base URL '${String(base)}'`);
      lastBase = baseText;
      lastBaseEntry = baseEntry(record);
    }
    lastBaseString = typeof base === 'string' ? base : null;
    return lastBaseEntry;
  };
  // `url` against `base` parsed (WebIDL converts url first, then base): a URL record, or on the
  // fast path its serialization (a string: the prefix of lastBaseEntry and the text). A TypeError
  // when it fails. The constructor does the same in line (a call less costs the interpreter).
  const parseOrThrow = (url, base, what) => {
    const text = usv(url);
    const entry = baseFor(base, what);
    const href = fastHref(text, entry);
    if (href !== null) return href;
    const record = basicParse(text, entry === null ? null : entry.record);
    if (!record) throw new TypeError(`Failed to ${what}: Invalid URL '${String(url)}'`);
    return record;
  };

  class URL {
    // The URL record; null while the URL holds only its serialization (the fast path: #base).
    #url;
    // The serialization of #url, or null when a setter has changed #url since.
    #href;
    #base = null;
    #params = null;
    static {
      // URLSearchParams's update steps: the query set to the list's serialization.
      setQuery = (url, query) => {
        if (url.#url === null) {
          const href = url.#href, at = href.indexOf('?');
          url.#href = (at < 0 ? href : href.slice(0, at)) + (query === null ? '' : '?' + query);
        } else {
          url.#url.query = query;
          url.#href = null;
        }
      };
    }
    constructor(url, base = undefined) {
      if (arguments.length < 1) needs(arguments.length, 1, "construct 'URL'");
      // parseOrThrow, in line: a precache list makes hundreds of URLs as a bundle loads.
      let text = `${url}`;
      if (!text.isWellFormed()) text = text.toWellFormed();
      const entry = typeof base === 'string' && base === lastBaseString ? lastBaseEntry : baseFor(base, "construct 'URL'");
      const href = fastHref(text, entry);
      if (href !== null) {
        this.#url = null;
        this.#href = href;
        this.#base = entry;
        return;
      }
      const record = basicParse(text, entry === null ? null : entry.record);
      if (!record) throw new TypeError(`Failed to construct 'URL': Invalid URL '${text}'`);
      this.#url = record;
      this.#href = null;
    }
    // The URL record, made from the serialization on the fast path. A setter changes it, and
    // then forgets the serialization (#href = null).
    #record() {
      if (this.#url === null) this.#url = rootPathAgainst(this.#href.slice(this.#base.prefix.length), this.#base.record);
      return this.#url;
    }
    #serialized() {
      const href = this.#href;
      return href !== null ? href : (this.#href = serializeURL(this.#url, false));
    }
    static canParse(url, base = undefined) {
      needs(arguments.length, 1, "execute 'canParse' on 'URL'");
      try { parseOrThrow(url, base, 'parse'); return true; } catch (error) { if (!(error instanceof TypeError)) throw error; return false; }
    }
    static parse(url, base = undefined) {
      needs(arguments.length, 1, "execute 'parse' on 'URL'");
      try { return new URL(url, base); } catch (error) { if (!(error instanceof TypeError)) throw error; return null; }
    }
    get href() { return this.#serialized(); }
    set href(value) {
      const record = basicParse(usv(value), null);
      if (!record) throw new TypeError(`Failed to set the 'href' property on 'URL': Invalid URL '${String(value)}'`);
      this.#url = record;
      this.#href = null;
      if (this.#params !== null) setList(this.#params, record.query === null ? [] : formParse(record.query));
    }
    get origin() { return this.#url === null ? this.#base.origin : serializeOrigin(this.#url); }
    get protocol() { return this.#record().scheme + ':'; }
    set protocol(value) { basicParse(usv(value) + ':', null, this.#record(), SCHEME_START); this.#href = null; }
    get username() { return this.#record().username; }
    set username(value) {
      const url = this.#record();
      if (cannotHaveCredentialsOrPort(url)) return;
      url.username = encodeString(usv(value), USERINFO_SET);
      this.#href = null;
    }
    get password() { return this.#record().password; }
    set password(value) {
      const url = this.#record();
      if (cannotHaveCredentialsOrPort(url)) return;
      url.password = encodeString(usv(value), USERINFO_SET);
      this.#href = null;
    }
    get host() {
      const url = this.#record();
      if (url.host === null) return '';
      return url.port === null ? url.host : url.host + ':' + url.port;
    }
    set host(value) {
      const url = this.#record();
      if (hasOpaquePath(url)) return;
      basicParse(usv(value), null, url, HOST);
      this.#href = null;
    }
    get hostname() { const url = this.#record(); return url.host === null ? '' : url.host; }
    set hostname(value) {
      const url = this.#record();
      if (hasOpaquePath(url)) return;
      basicParse(usv(value), null, url, HOSTNAME);
      this.#href = null;
    }
    get port() { const url = this.#record(); return url.port === null ? '' : String(url.port); }
    set port(value) {
      const url = this.#record();
      if (cannotHaveCredentialsOrPort(url)) return;
      const text = usv(value);
      if (text === '') url.port = null;
      else basicParse(text, null, url, PORT);
      this.#href = null;
    }
    get pathname() { return serializePath(this.#record()); }
    set pathname(value) {
      const url = this.#record();
      if (hasOpaquePath(url)) return;
      url.path = [];
      this.#href = null;
      basicParse(usv(value), null, url, PATH_START);
    }
    get search() { const q = this.#record().query; return q === null || q === '' ? '' : '?' + q; }
    set search(value) {
      const url = this.#record();
      const text = usv(value);
      this.#href = null;
      if (text === '') {
        url.query = null;
        if (this.#params !== null) setList(this.#params, []);
        return;
      }
      const input = text[0] === '?' ? text.slice(1) : text;
      url.query = '';
      basicParse(input, null, url, QUERY);
      if (this.#params !== null) setList(this.#params, formParse(input));
    }
    get searchParams() {
      if (this.#params === null) {
        // Initialized from the query as it is: a leading '?' of the query is a name's. A URL of
        // the fast path with no '?' has no query: its list starts empty, no record made.
        const params = new URLSearchParams();
        if (this.#url !== null || this.#href.indexOf('?') >= 0) {
          const query = this.#record().query;
          if (query !== null) setList(params, formParse(query));
        }
        linkParams(params, this);
        this.#params = params;
      }
      return this.#params;
    }
    get hash() { const f = this.#record().fragment; return f === null || f === '' ? '' : '#' + f; }
    set hash(value) {
      const url = this.#record();
      const text = usv(value);
      this.#href = null;
      if (text === '') {
        url.fragment = null;
        return;
      }
      url.fragment = '';
      basicParse(text[0] === '#' ? text.slice(1) : text, null, url, FRAGMENT);
    }
    toString() { return this.#serialized(); }
    toJSON() { return this.#serialized(); }
    get [Symbol.toStringTag]() { return 'URL'; }
  }
  enumerable(URL.prototype);
  define('URL', URL);
  define('URLSearchParams', URLSearchParams);
  // Whether a '..' of the reference `text`, resolved against `base` (a URL), climbs above the
  // root, which URL parsing would quietly clamp (importScripts and fetch refuse it).
  const climbs = (text, base) => {
    let path = String(text).replace(/[?#].*$/s, '');
    const scheme = /^[a-zA-Z][a-zA-Z0-9+.\-]*:/.exec(path);
    if (scheme) path = path.slice(scheme[0].length);
    let depth;
    if (/^[\/\\]{2}/.test(path)) { path = path.replace(/^[\/\\]{2}[^\/\\]*/, ''); depth = 0; }
    else if (/^[\/\\]/.test(path) || scheme) depth = 0;
    else depth = new URL(base).pathname.split('/').length - 2;
    const segments = path.split(/[\/\\]/);
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i];
      if (segment === '' || segment === '.' || segment.toLowerCase() === '%2e') continue;
      if (doubleDot(segment) || doubleDot(percentDecode(segment))) { if (depth === 0) return true; depth--; } else if (i < segments.length - 1) depth++;
    }
    return false;
  };
  return { doubleDot, percentDecode, percentDecodeBytes, toUSV, climbs, URL, URLSearchParams };
})({ host, define, isObject }));
