#!/usr/bin/env python3
"""Writes the dialect sweep of tests/pdll_ods.rs from MLIR 22's own files and tools (never
from pdl-rs): for every `mlir/Dialect/*/IR/*Ops.td` of MLIR_INCLUDE, two PDLL files that
include it, with one pattern per operation the file defines (from `llvm-tblgen-22
--dump-json`):

  NAME.pdll        matches the op with one variable per operand group and result type
                   (`Value`/`ValueRange`, `Type`/`TypeRange` by variadicity), names each
                   result (`root.result`), and creates the op again with them;
  NAME.infer.pdll  matches the op with its lists left out, takes each result by index
                   (`root.0`), and creates the op again from `root` itself for each operand
                   group (an `Op` converted to a `Value`, or to a `ValueRange`), its result
                   types left out (inferred; MLIR warns where the op cannot infer them).
                   Only the patterns that mlir-pdll-22 accepts are kept.

and their goldens: NAME[.infer].pdll-golden.mlir (mlir-pdll-22 -x=mlir, locations removed)
and NAME[.infer].pdll-warnings (its `warning:`/`note:` lines, MLIR_INCLUDE written
`<include>`; no file when there is none).

Usage: gen.py [MLIR_INCLUDE]   (default /usr/lib/llvm-22/include); run from anywhere.
"""
import json, os, re, subprocess, sys

INC = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/include"
OUT = os.path.dirname(os.path.abspath(__file__))
TBLGEN = os.environ.get("TBLGEN", "llvm-tblgen-22")
PDLL = os.environ.get("MLIR_PDLL", "mlir-pdll-22")
KEYWORDS = {"op", "let", "erase", "replace", "rewrite", "with", "return", "not", "attr",
            "type", "Constraint", "Rewrite", "Pattern", "Op", "Value", "ValueRange", "Type",
            "TypeRange", "Attr", "benefit", "recursion"}


def groups(d, r, field):
    out = []
    for v, n in r[field]["args"]:
        a = d[v["def"]]
        if "OpVariable" in a["!superclasses"]:
            a = d[a["constraint"]["def"]]
        sup = a["!superclasses"]
        if "TypeConstraint" in sup:
            out.append((n, "Variadic" in sup or "VariadicOfVariadic" in sup))
    return out


def typed(i, name, ops, res):
    ovars = [(f"o{i}_{k}", "ValueRange" if v else "Value") for k, (_, v) in enumerate(ops)]
    tvars = [(f"t{i}_{k}", "TypeRange" if v else "Type") for k, (_, v) in enumerate(res)]
    lines = [f"Pattern P{i} {{",
             f"  let root = op<{name}>({', '.join(f'{n}: {t}' for n, t in ovars)})"
             f" -> ({', '.join(f'{n}: {t}' for n, t in tvars)});"]
    for k, (n, _) in enumerate(res):
        lines.append(f"  let _r{k} = root.{n if n and n not in KEYWORDS else k};")
    lines += ["  rewrite root with {",
              f"    let n = op<{name}>({', '.join(n for n, _ in ovars)})"
              f" -> ({', '.join(n for n, _ in tvars)});",
              "    replace root with n;", "  };", "}"]
    return "\n".join(lines)


def inferred(i, name, ops, res):
    lines = [f"Pattern Q{i} {{", f"  let root = op<{name}>;"]
    lines += [f"  let _r{k} = root.{k};" for k in range(len(res))]
    lines += ["  rewrite root with {",
              f"    let n = op<{name}>({', '.join('root' for _ in ops)});",
              "    replace root with n;", "  };", "}"]
    return "\n".join(lines)


def mlir_pdll(path):
    p = subprocess.run([PDLL, "-x=mlir", "-I", INC, os.path.basename(path)],
                       cwd=os.path.dirname(path), capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def write_golden(path):
    rc, out, err = mlir_pdll(path)
    if rc != 0:
        sys.exit(f"{path}: rejected by {PDLL}:\n{err}")
    text = "".join(re.sub(r" loc\(#loc\d*\)$", "", l) + "\n"
                   for l in out.splitlines() if not l.startswith("#loc"))
    open(path + "-golden.mlir", "w").write(text)
    warns = "".join(l.replace(INC + "/", "<include>/") + "\n" for l in err.splitlines()
                    if re.search(r": (warning|note): ", l))
    if warns:
        open(path + "-warnings", "w").write(warns)


tds = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(os.path.join(INC, "mlir/Dialect"))
             for f in fs if f.endswith("Ops.td") and dp.endswith(os.sep + "IR"))
for td in tds:
    rel = os.path.relpath(td, INC)
    p = subprocess.run([TBLGEN, "--dump-json", "-I", INC, td], capture_output=True, text=True)
    if p.returncode != 0:
        continue
    d = json.loads(p.stdout)
    defined = set(re.findall(r"^\s*def\s+(\w+)", open(td).read(), re.M))
    ops = []
    for rec in sorted(d["!instanceof"].get("Op", [])):
        if rec in defined:
            r = d[rec]
            dialect = d[r["opDialect"]["def"]]["name"]
            ops.append((f"{dialect}.{r['opName']}" if dialect else r["opName"],
                        groups(d, r, "arguments"), groups(d, r, "results")))
    if not ops:
        continue
    base = os.path.join(OUT, rel.replace("mlir/Dialect/", "").replace("/IR/", "_")
                        .replace("/", "_")[:-3])
    head = f'#include "{rel}"\n\n'
    pats = [typed(i, *op) for i, op in enumerate(ops)]
    open(base + ".pdll", "w").write(head + "\n\n".join(pats) + "\n")
    write_golden(base + ".pdll")
    kept = []
    for i, op in enumerate(ops):
        probe = base + ".probe.pdll"
        open(probe, "w").write(head + inferred(i, *op) + "\n")
        if mlir_pdll(probe)[0] == 0:
            kept.append(inferred(i, *op))
        os.remove(probe)
    if kept:
        open(base + ".infer.pdll", "w").write(head + "\n\n".join(kept) + "\n")
        write_golden(base + ".infer.pdll")
