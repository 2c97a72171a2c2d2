#!/usr/bin/env python3
"""Regenerates members/NAME.completion.json for each NAME.pdll here: what MLIR 22's own
`mlir-pdll-lsp-server-22` answers to `textDocument/completion` just after `root.` (the include
directories: pdl-codegen/tests/pdll-ods for own_dialect.td, MLIR's for OpBase.td). Each
item's label, kind, detail and insertText are kept. Never written by pdl-rs."""
import json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
ods = os.path.normpath(os.path.join(here, "../../../pdl-codegen/tests/pdll-ods"))
inc = os.environ.get("MLIR_INCLUDE", "/usr/lib/llvm-22/include")
server = os.environ.get("MLIR_PDLL_LSP", "mlir-pdll-lsp-server-22")
for name in sorted(n for n in os.listdir(here) if n.endswith(".pdll")):
    path = os.path.join(here, name)
    text = open(path, encoding="utf-8").read()
    line = next(i for i, l in enumerate(text.splitlines()) if "root." in l and "let x" in l)
    col = text.splitlines()[line].index("root.") + len("root.")
    uri = "file://" + path

    proc = subprocess.Popen([server, f"-pdll-extra-dir={ods}", f"-pdll-extra-dir={inc}"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def send(msg):
        body = json.dumps(msg).encode()
        proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        proc.stdin.flush()

    def read():
        length = 0
        while True:
            h = proc.stdout.readline().strip()
            if not h:
                break
            if h.lower().startswith(b"content-length:"):
                length = int(h.split(b":")[1])
        return json.loads(proc.stdout.read(length))

    def answer(id_):
        while True:
            m = read()
            if m.get("id") == id_:
                return m

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    answer(1)
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "pdll", "version": 1, "text": text}}})
    send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": {
        "textDocument": {"uri": uri}, "position": {"line": line, "character": col}}})
    items = answer(2)["result"]["items"]
    keep = [{k: i.get(k) for k in ("label", "kind", "detail", "insertText")} for i in items]
    send({"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
    answer(3)
    send({"jsonrpc": "2.0", "method": "exit"})
    proc.wait(timeout=10)
    with open(os.path.join(here, name[:-5] + ".completion.json"), "w") as f:
        json.dump(keep, f, indent=1)
        f.write("\n")
