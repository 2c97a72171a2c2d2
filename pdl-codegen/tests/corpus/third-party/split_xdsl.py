"""Splits a file in xDSL's apply-pdl test layout (payload operations and `pdl.pattern`s side
by side at the top level) into the layout of `mlir-opt --test-pdl-bytecode-pass`: reads the
file's generic print by `mlir-opt-22` on stdin, writes `module @patterns` (generic form) and
`module @ir` (generic form) to stdout. Used by regen.sh."""
import sys

lines = sys.stdin.read().strip().splitlines()
assert lines[0] == '"builtin.module"() ({' and lines[-1] == "}) : () -> ()", lines[0]
body = lines[1:-1]
patterns, payload = [], []
i = 0
while i < len(body):
    # A top-level operation: from a line at indent 2 to the next line at indent 2 that
    # closes it (a one-line op closes itself).
    j = i
    if body[i].rstrip().endswith("({"):
        j = i + 1
        while not body[j].startswith("  })"):
            j += 1
    op = body[i : j + 1]
    (patterns if body[i].lstrip().startswith('"pdl.pattern"') else payload).extend(op)
    i = j + 1
for name, ops in (("patterns", patterns), ("ir", payload)):
    print('"builtin.module"() <{sym_name = "%s"}> ({' % name)
    print("\n".join(ops))
    print("}) : () -> ()")
