#!/usr/bin/env python3
"""Regenerates Tests/wpt-expectations.json from `memlab wpt --json` (on stdin): every subtest
that does not pass, and every file whose harness does not end OK, each with a one-line reason.
A reason already in the file is kept; a new entry gets the first of RULES that matches it
(written by hand: what the failure is), else "bug: " and its message.

    .build/release/memlab wpt --json --limit 128M ../shared/wpt \\
        | python3 scripts/wpt-expectations.py Tests/wpt-expectations.json > /tmp/e.json \\
        && mv /tmp/e.json Tests/wpt-expectations.json
"""
import json
import re
import sys

# (path regex, subtest-name regex, message regex, reason): the first match names the reason.
RULES = [
    (r"fetch/api/request/request-cache-", "", "", "needs the WPT server (resources/cache.py answers with cache headers); memlab serves files, no server"),
    (r"header-values", "", r"expected \(string\)", "needs the WPT server (resources/inspect-headers.py echoes the request's headers); memlab serves files, no server"),
    (r"cache-put", r"Response from fetch\(\)", "", "test data: resources/simple.txt, which it fetches, is not in the subset"),
    (r"cache-", "", r"simple\.txt", "test data: resources/simple.txt is not in the subset"),
    (r"fetch/api/(abort|response)/", "", r"resources/data\.json|response\.body\.(getReader|cancel)", "test data: ../resources/data.json, which it fetches, is not in the subset (fetch answers 404, an empty body)"),
    (r"cache-put", "", r"status code should be|pipe=|\{\{host\}\}|\{\{ports", "needs the WPT server (?pipe= responses, .sub.js host names)"),
    (r"", "", r"\.py\b|get-host-info|inspect-headers|stash-", "needs the WPT server (a .py endpoint); memlab serves files, no server"),
    (r"cache-storage-buckets", "", "", "unsupported: navigator.storageBuckets (Storage Buckets API) is not implemented"),
    (r"IndexedDB/(blob-contenttype|idbcursor-request)", "", "document", "test data: loads the old IndexedDB/support.js, which reads document (a window-only test as stored)"),
    (r"", "", r"assert_throws\b(?!_)", "test data: the stored test is older than the harness and calls assert_throws, which testharness.js removed"),
    (r"", "", r"FormData|formData", "bug: FormData and body.formData() differ from the Fetch Standard here"),
    (r"", "", r"Can't find variable: OffscreenCanvas", "unsupported by design: no OffscreenCanvas (no graphics in a push extension)"),
    (r"idb-binary-key-detached", "", "", "bug: a detached ArrayBuffer used as a key does not throw DataError"),
    (r"encoding/api-legacy-utf-labels", r"is not supported by the Encoding Standard", "", "test data: the stored test predates the Encoding Standard's change of May 2020 (whatwg/encoding 02b3036) that made these labels of UTF-8 and UTF-16; memlab follows the current standard"),
    (r"encoding/sharedarraybuffer", "", r"Can't find variable: SharedArrayBuffer", "unsupported by design: the SharedArrayBuffer global is not exposed (no cross-origin isolation in a push extension); TextDecoder decodes a shared buffer made through WebAssembly.Memory"),
    (r"", r"SharedArrayBuffer", "", "unsupported by design: no SharedArrayBuffer (no cross-origin isolation in a push extension)"),
    (r"", "", r"SharedArrayBuffer", "unsupported by design: no SharedArrayBuffer (no cross-origin isolation in a push extension)"),
    (r"structured-clone", "", r"transferring", "unsupported: structuredClone's transfer list"),
    (r"", "", r"transferToImmutable|maxByteLength|Growable|OOB", "unsupported by this JavaScriptCore: the ArrayBuffer feature is newer than it"),
    (r"", "", r"Receiver is detached|detached", "bug: a buffer detached during the call is read after it (the copy must come first)"),
    (r"getRandomValues", "", r"quotaexceeded", "bug: QuotaExceededError is a DOMException, not the newer QuotaExceededError interface the test wants"),
    (r"", "", r"initEvent", "bug: Event.prototype.initEvent is missing"),
    (r"EventTarget-constructible", "", r"variable: detail", "test data: the test reads a variable (detail) it never declares, in every browser too"),
    (r"", "", r"CustomEvent|variable: detail", "bug: CustomEvent is missing"),
    (r"", "", r"putAll", "unsupported: IDBObjectStore.putAll is a tentative proposal"),
    (r"url/toascii", r"^1\.\u064A ", "", "limitation of ICU 72's UTS #46 (the worker's IDNA): it applies RFC 5893's Bidi Rule to every label of a Bidi domain name, so the all-digit label '1' fails its first condition; the URL Standard's test wants it accepted (whatwg/url#543)"),
    (r"url/", "", r"did not throw", "bug: the URL parser accepts input the URL Standard says is a failure"),
    (r"url/", "", "", "bug: the URL parser or a setter differs from the URL Standard"),
    (r"", "", r"climbs out", "bug: fetch refuses a relative URL with '..' that stays inside the site"),
    (r"cache-", "", r"error_response|Response with an error", "bug: Cache.put should accept a network-error Response only to reject it with a TypeError, and matchAll's setup puts one"),
    (r"cache-", "", r"", "bug: the Cache API differs from the Service Workers spec here"),
    (r"AddEventListenerOptions-signal", "", "", "bug: addEventListener does not throw for a null signal"),
    (r"Event-isTrusted", "", "", "bug: isTrusted is not an unforgeable own property of each event"),
    (r"EventTarget-dispatchEvent", "", "", "bug: capturing listeners do not run before non-capturing ones at the target"),
    (r"Event-constructors", "", "", "bug: Event's constructor reads its init dictionary differently from WebIDL"),
    (r"structured-clone", "", "", "bug: structuredClone differs from the HTML Standard here"),
]

def reason_for(path, name, message):
    for path_rule, name_rule, message_rule, reason in RULES:
        if re.search(path_rule, path) and re.search(name_rule, name or "") and re.search(message_rule, message or "", re.I):
            return reason
    return "bug: " + (message or "no message").splitlines()[0][:120]

def relative(path):
    marker = "/wpt/"
    return path[path.index(marker) + len(marker):] if marker in path else path.lstrip("./")

def main():
    old = {}
    if len(sys.argv) > 1:
        try:
            old = json.load(open(sys.argv[1]))["files"]
        except (OSError, ValueError, KeyError):
            old = {}
    run = json.load(sys.stdin)
    files = {}
    for result in run["files"]:
        path = relative(result["path"])
        before = old.get(path, {})
        entry = {}
        if result["harness"] != "OK":
            kept = before.get("harness", {})
            message = result.get("harnessMessage", "")
            entry["harness"] = {
                "status": result["harness"],
                "reason": kept.get("reason") if kept.get("status") == result["harness"] else reason_for(path, "", message),
            }
        subtests = {}
        for failure in result["failures"]:
            name = failure["name"]
            subtests[name] = before.get("subtests", {}).get(name) or reason_for(path, name, failure.get("message", ""))
        # A file whose many subtests all fail for one reason: "*", every subtest.
        if len(subtests) > 100 and len(set(subtests.values())) == 1 and not any(t for t in [result["subtests"]["pass"]]):
            subtests = {"*": next(iter(subtests.values()))}
        if subtests:
            entry["subtests"] = dict(sorted(subtests.items()))
        if entry:
            files[path] = entry
    out = {
        "comment": "Subtests of ../shared/wpt that do not pass in memlab's worker today, each with why "
        "(memlab wpt --expectations; regenerate with scripts/wpt-expectations.py, run with --limit 128M).",
        "files": dict(sorted(files.items())),
    }
    json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")

main()
