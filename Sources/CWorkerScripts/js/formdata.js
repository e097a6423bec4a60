// formdata.js: FormData (XHR Standard) and File (File API), installed on first use of either, and
// what a body does with a FormData (Fetch): a FormData body is sent as multipart/form-data, and
// body.formData() reads multipart/form-data or application/x-www-form-urlencoded back.
// Defines: formDataPart (exports isFormData, serialize(formData) -> [bytes, content type], and
//   parse(bytes, content type) -> FormData, for fetch.js; File, for clone.js). Globals: FormData, File.
// Uses: lazyPart (core.js), encodingPart (encoding.js: Blob), urlPart (url.js: URLSearchParams, when
//   a body is read); the install function takes everything else it uses as parameters.

const formDataPart = lazyPart(['FormData', 'File'], () => (function installFormData({ host, g, define, tagged, isObject, dictionary }) {
  const { Blob } = encodingPart();
  // ---- File: a Blob with a name and a modification time.
  class File extends Blob {
    #name; #lastModified;
    constructor(bits, name, options) {
      if (arguments.length < 2) throw new TypeError(`Failed to construct 'File': 2 arguments required, but only ${arguments.length} present.`);
      super(bits, options);
      const o = dictionary(options, 'File');
      this.#name = String(name);
      this.#lastModified = o.lastModified === undefined ? Date.now() : Number(o.lastModified) || 0;
    }
    get name() { return this.#name; }
    get lastModified() { return this.#lastModified; }
  }

  // ---- FormData: an ordered list of (name, value) entries; a value is a string or a File.
  const usv = (value) => String(value).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  // "Create an entry": a Blob becomes a File (named "blob" unless a filename is given).
  const entry = (name, value, filename, count) => {
    if (value instanceof Blob) {
      if (!(value instanceof File) || filename !== undefined)
        value = new File([value], filename !== undefined ? usv(filename) : value instanceof File ? value.name : 'blob', { type: value.type, lastModified: value instanceof File ? value.lastModified : undefined });
      return [usv(name), value];
    }
    if (count > 2) throw new TypeError("Failed to execute on 'FormData': parameter 2 is not of type 'Blob'.");
    return [usv(name), usv(value)];
  };
  let entriesOf;
  class FormData {
    #entries = [];
    constructor(form, submitter) {
      if (form !== undefined) throw new TypeError("Failed to construct 'FormData': parameter 1 is not of type 'HTMLFormElement' (this worker has no forms).");
    }
    static { entriesOf = (formData) => formData.#entries; }
    append(name, value, filename) {
      if (arguments.length < 2) throw new TypeError("Failed to execute 'append' on 'FormData': 2 arguments required.");
      this.#entries.push(entry(name, value, filename, arguments.length));
    }
    delete(name) { const n = usv(name); this.#entries = this.#entries.filter((e) => e[0] !== n); }
    get(name) { const n = usv(name); const found = this.#entries.find((e) => e[0] === n); return found === undefined ? null : found[1]; }
    getAll(name) { const n = usv(name); return this.#entries.filter((e) => e[0] === n).map((e) => e[1]); }
    has(name) { const n = usv(name); return this.#entries.some((e) => e[0] === n); }
    set(name, value, filename) {
      if (arguments.length < 2) throw new TypeError("Failed to execute 'set' on 'FormData': 2 arguments required.");
      const made = entry(name, value, filename, arguments.length);
      const at = this.#entries.findIndex((e) => e[0] === made[0]);
      if (at < 0) { this.#entries.push(made); return; }
      this.#entries[at] = made;
      this.#entries = this.#entries.filter((e, i) => i <= at || e[0] !== made[0]);
    }
    forEach(callback, thisArg) {
      if (typeof callback !== 'function') throw new TypeError("Failed to execute 'forEach' on 'FormData': parameter 1 is not a function.");
      for (let i = 0; i < this.#entries.length; i++) callback.call(thisArg, this.#entries[i][1], this.#entries[i][0], this);
    }
    *entries() { for (let i = 0; i < this.#entries.length; i++) yield [this.#entries[i][0], this.#entries[i][1]]; }
    *keys() { for (let i = 0; i < this.#entries.length; i++) yield this.#entries[i][0]; }
    *values() { for (let i = 0; i < this.#entries.length; i++) yield this.#entries[i][1]; }
    [Symbol.iterator]() { return this.entries(); }
  }

  // ---- multipart/form-data (RFC 7578, as HTML's "multipart/form-data encoding algorithm").
  const concat = (chunks) => {
    let length = 0;
    for (let i = 0; i < chunks.length; i++) length += chunks[i].length;
    const out = new Uint8Array(length);
    let at = 0;
    for (let i = 0; i < chunks.length; i++) { out.set(chunks[i], at); at += chunks[i].length; }
    return out;
  };
  const escapeName = (name) => name.replace(/\r\n|\r|\n/g, '\r\n').replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
  const serialize = (formData, blobBytesOf) => {
    const boundary = '----memlabFormBoundary' + Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
    const chunks = [];
    const entries = entriesOf(formData);
    for (let i = 0; i < entries.length; i++) {
      const [name, value] = entries[i];
      let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"`;
      if (typeof value === 'string') {
        chunks.push(host.utf8Encode(head + '\r\n\r\n' + value.replace(/\r\n|\r|\n/g, '\r\n') + '\r\n'));
      } else {
        head += `; filename="${escapeName(value.name)}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
        chunks.push(host.utf8Encode(head), blobBytesOf(value), host.utf8Encode('\r\n'));
      }
    }
    // No entries, no body (as browsers send it, and WPT expects): not even the closing delimiter.
    if (entries.length > 0) chunks.push(host.utf8Encode(`--${boundary}--\r\n`));
    return [concat(chunks), 'multipart/form-data; boundary=' + boundary];
  };
  const latin1 = (bytes, from, to) => {
    let text = '';
    for (let at = from; at < to; at += 8192) text += String.fromCharCode.apply(null, bytes.subarray(at, Math.min(to, at + 8192)));
    return text;
  };
  const latin1Bytes = (text) => {
    const out = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
    return out;
  };
  const failed = () => new TypeError("Failed to execute 'formData': the body could not be parsed as form data.");
  const parse = (bytes, contentType) => {
    const type = String(contentType || '');
    const essence = type.split(';')[0].trim().toLowerCase();
    const result = new FormData();
    if (essence === 'application/x-www-form-urlencoded') {
      // The urlencoded parser keeps a byte order mark and a leading '?' (the constructor drops
      // one '?', so one is put before the text).
      const params = new (urlPart().URLSearchParams)('?' + host.utf8Decode(bytes, false, false));
      for (const [name, value] of params) result.append(name, value);
      return result;
    }
    if (essence !== 'multipart/form-data') throw failed();
    const found = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(type);
    const boundary = found && (found[1] !== undefined ? found[1] : found[2]);
    if (!boundary) throw failed();
    if (bytes.length === 0) return result;  // an empty FormData's body (serialize: no entries, no bytes)
    // Work on the body as Latin-1 text (one character a byte) to find the parts, then decode each.
    const text = latin1(bytes, 0, bytes.length);
    const delimiter = '--' + boundary;
    let at = text.indexOf(delimiter);
    if (at < 0) throw failed();
    for (;;) {
      at += delimiter.length;
      if (text.startsWith('--', at)) return result;
      if (!text.startsWith('\r\n', at)) throw failed();
      at += 2;
      const headerEnd = text.indexOf('\r\n\r\n', at);
      if (headerEnd < 0) throw failed();
      const headers = text.slice(at, headerEnd).split('\r\n');
      const next = text.indexOf('\r\n' + delimiter, headerEnd + 4);
      if (next < 0) throw failed();
      let name = null, filename, partType = '';
      for (const line of headers) {
        const colon = line.indexOf(':');
        const key = line.slice(0, colon).trim().toLowerCase();
        const value = host.utf8Decode(latin1Bytes(line.slice(colon + 1)), false, false).trim();
        if (key === 'content-disposition') {
          const n = /;\s*name="([^"]*)"/i.exec(value);
          const f = /;\s*filename="([^"]*)"/i.exec(value);
          if (n) name = n[1];
          if (f) filename = f[1];
        } else if (key === 'content-type') partType = value;
      }
      if (name === null) throw failed();
      const body = bytes.subarray(headerEnd + 4, next);
      if (filename !== undefined) result.append(name, new File([body], filename, { type: partType }));
      else result.append(name, host.utf8Decode(body, false, false));
      at = next + 2;
    }
  };

  tagged(File, 'File');
  tagged(FormData, 'FormData');
  define('File', File);
  define('FormData', FormData);
  return { isFormData: (value) => isObject(value) && value instanceof FormData, serialize, parse, File };
})({ host, g, define, tagged, isObject, dictionary }));
