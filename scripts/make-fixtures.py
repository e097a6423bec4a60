#!/usr/bin/env python3
"""Generates the large probe fixtures (kept out of git; deterministic, so every machine
gets the same bytes): a 6 MiB attachment, a ~3 MiB JSON document, a ~400 KiB helper bundle.
Run by `make run`, `make test` and the tests that need them; does nothing when they exist."""
import json
import os
import random
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "probes")


def write(path, data):
    path = os.path.join(root, path)
    if os.path.exists(path) and os.path.getsize(path) == len(data):
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    temporary = path + ".tmp"
    with open(temporary, "wb") as handle:
        handle.write(data)
    os.replace(temporary, path)


rng = random.Random(20261130)
write("fixtures/attachment.bin", bytes(rng.getrandbits(8) for _ in range(6 * 1024 * 1024)))

messages = []
for index in range(9000):
    messages.append({
        "id": f"$event{index:06d}:matrix.example",
        "sender": f"@user{index % 97}:matrix.example",
        "ts": 1764460800000 + index * 1000,
        "type": "m.room.message",
        "content": {"msgtype": "m.text", "body": "message " + " ".join(rng.choice(["hello", "push", "memory", "budget", "notification", "extension"]) for _ in range(30))},
    })
write("fixtures/sync-3mb.json", json.dumps({"rooms": {"join": {"!room:matrix.example": {"timeline": {"events": messages}}}}}).encode())

functions = []
for index in range(2500):
    functions.append(
        f"  function helper{index}(value) {{ const table = [{', '.join(str(rng.randrange(1000)) for _ in range(12))}];"
        f" return table[value % table.length] + {index}; }}\n"
        f"  exports.helper{index} = helper{index};\n")
bundle = ("// bundle.js: a generated ~400 KiB SDK-like bundle (scripts/make-fixtures.py).\n"
          "self.BigSDK = (function () {\n  const exports = {};\n" + "".join(functions) +
          "  exports.format = (title) => 'SDK: ' + title;\n  return exports;\n})();\n")
write("lib/bundle.js", bundle.encode())
sys.exit(0)
