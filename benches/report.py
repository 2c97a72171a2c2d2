#!/usr/bin/env python3
"""Report of the `backends` criterion benchmarks: native vs. VM vs. hand-written.

Run the benchmarks, then this script (Python 3.11, standard library only):

    cargo bench -p pdl-benches --bench backends
    python3 benches/report.py [--criterion DIR] [--out DIR] [--machine TEXT]

What it reads
-------------
The criterion home directory: ``--criterion DIR`` if given, else ``$CRITERION_HOME``,
else ``<target>/criterion`` where ``<target>`` is ``$CARGO_TARGET_DIR`` or
``<repo>/target`` (``<repo>`` is the parent of this script's directory). In it:

* groups ``{workload}_{mode}`` with workload in ``mlp``, ``many``, ``prefix``, ``chain``
  and mode in ``match``, ``rewrite``; each holds one benchmark per
  ``BenchmarkId::new(backend, param)``, backend in ``native``, ``vm``, ``hand``, and
  param N (mlp), K (many, prefix) or the operation count (chain). For each benchmark:

  - ``<group>/<backend>/<param>/new/estimates.json``: ``mean.point_estimate`` and
    ``mean.confidence_interval.{lower_bound,upper_bound}`` (nanoseconds per
    iteration), and ``median.point_estimate``;
  - ``<group>/<backend>/<param>/new/benchmark.json``: ``throughput`` (``{"Elements":
    n}`` or null), the operations visited per iteration. Its ``function_id`` and
    ``value_str`` name the backend and param (criterion sanitises directory names, so
    those fields win over the path when both are present).

* ``pdl-workloads.json`` written by the bench: ``{"<group>/<param>": {"ops": n,
  "matches": n, "rewrites": n}}``. ``ops`` (when positive) is the operation count per
  iteration, else the benchmark's ``Elements`` throughput is used; ``rewrites`` gives
  rewrites/s for the rewrite groups.

Missing groups, benchmarks or fields are tolerated: "—" in the tables, no bar in the
chart. The script fails only when the directory holds none of the groups (or no measurement
in them).

The machine line is ``--machine TEXT``, else the CPU model and logical core count from
``/proc/cpuinfo`` and ``rustc --version`` when rustc is on PATH.

What it writes
--------------
* ``<out>/backends.md`` (``<out>`` is ``--out DIR``, default ``benches/results`` next to
  this script): per workload a table of operations/s per backend, rewrites/s of the
  native backend (rewrite mode), and the time ratios native/hand-written and
  VM/native; then a "Targets" table with the measured value and met/missed for each
  performance target. The same Markdown is printed to stdout.
* ``<out>/backends.svg``: a hand-written SVG 1.1 bar chart, nanoseconds per operation on
  a log10 axis, one cluster of three bars (native, VM, hand-written) per (workload,
  mode, param), whiskers for the 95 % confidence interval of the mean.

Output is deterministic for a given input: fixed orders (workloads mlp, many, prefix,
chain; modes match, rewrite; params ascending; backends native, vm, hand) and no
timestamps.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

WORKLOADS = ("mlp", "many", "prefix", "chain")
MODES = ("match", "rewrite")
BACKENDS = ("native", "vm", "hand")
BACKEND_LABEL = {"native": "native", "vm": "VM", "hand": "hand-written"}
BACKEND_LEGEND = {
    "native": "native (generated Rust)",
    "vm": "VM (bytecode interpreter)",
    "hand": "hand-written Rust",
}
# Okabe-Ito palette: distinct for colour-blind readers and in greyscale.
BACKEND_COLOUR = {"native": "#0072B2", "vm": "#E69F00", "hand": "#009E73"}
PARAM_NAME = {"mlp": "N", "many": "K", "prefix": "K", "chain": "ops"}
EXPECTED_PARAMS = {
    "mlp": (40, 400, 4000),
    "many": (10, 100, 1000),
    "prefix": (10, 100, 1000),
    "chain": (1_000_000,),
}
WORKLOADS_FILE = "pdl-workloads.json"

# Targets.
NATIVE_VS_HAND_MAX = 1.2
VM_VS_NATIVE_MAX = 4.0
K_SCALING_MAX = 2.0
N_SCALING_MAX = 1.5

SCRIPT_DIR = Path(__file__).resolve().parent
REPO = SCRIPT_DIR.parent


# --------------------------------------------------------------------------- data


@dataclass(frozen=True)
class Measurement:
    """One benchmark: times in nanoseconds per iteration."""

    mean: float
    lower: float | None
    upper: float | None
    median: float | None
    throughput: int | None  # Elements per iteration from benchmark.json


@dataclass(frozen=True)
class Workload:
    """One `<group>/<param>` entry of pdl-workloads.json."""

    ops: int | None
    matches: int | None
    rewrites: int | None


class Data:
    """Everything read from the criterion home."""

    def __init__(self) -> None:
        # (workload, mode, param, backend) -> Measurement
        self.meas: dict[tuple[str, str, int, str], Measurement] = {}
        # (workload, mode, param) -> Workload
        self.workloads: dict[tuple[str, str, int], Workload] = {}
        self.groups_found: set[tuple[str, str]] = set()
        self.warnings: list[str] = []

    def params(self, workload: str) -> list[int]:
        """Expected params plus any measured ones, ascending."""
        found = {p for (w, _m, p, _b) in self.meas if w == workload}
        found |= {p for (w, _m, p) in self.workloads if w == workload}
        return sorted(set(EXPECTED_PARAMS[workload]) | found)

    def get(self, w: str, m: str, p: int, b: str) -> Measurement | None:
        return self.meas.get((w, m, p, b))

    def ops(self, w: str, m: str, p: int, b: str | None = None) -> int | None:
        """Operations per iteration: pdl-workloads.json, else the throughput of
        backend `b` (or of any backend of the cell when `b` is None or has none)."""
        wl = self.workloads.get((w, m, p))
        if wl is not None and wl.ops:
            return wl.ops
        order = ([b] if b else []) + [x for x in BACKENDS if x != b]
        for x in order:
            meas = self.get(w, m, p, x)
            if meas is not None and meas.throughput:
                return meas.throughput
        return None

    def per_op(self, w: str, m: str, p: int, b: str) -> float | None:
        """Mean nanoseconds per operation."""
        meas = self.get(w, m, p, b)
        ops = self.ops(w, m, p, b)
        if meas is None or not ops:
            return None
        return meas.mean / ops


def _read_json(path: Path, data: Data) -> object | None:
    try:
        with path.open(encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as e:
        data.warnings.append(f"cannot read {path}: {e}")
        return None


def _num(x: object) -> float | None:
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return None
    if not math.isfinite(x):
        return None
    return float(x)


def _count(x: object) -> int | None:
    v = _num(x)
    if v is None or v < 0:
        return None
    return int(v)


def _param(s: object) -> int | None:
    if isinstance(s, bool):
        return None
    if isinstance(s, int):
        return s
    if isinstance(s, str) and re.fullmatch(r"\s*\d[\d_]*\s*", s):
        return int(s.strip().replace("_", ""))
    return None


def _read_measurement(new_dir: Path, data: Data) -> tuple[str | None, int | None, Measurement | None]:
    """Reads `<...>/new/`; returns (backend, param, measurement) as named by
    benchmark.json (None when absent)."""
    est = _read_json(new_dir / "estimates.json", data)
    bench = _read_json(new_dir / "benchmark.json", data)
    backend = param = None
    throughput = None
    if isinstance(bench, dict):
        fid = bench.get("function_id")
        backend = fid if isinstance(fid, str) else None
        param = _param(bench.get("value_str"))
        tp = bench.get("throughput")
        if isinstance(tp, dict):
            throughput = _count(tp.get("Elements"))
            if throughput == 0:
                throughput = None
    if not isinstance(est, dict):
        return backend, param, None
    mean_obj = est.get("mean")
    if not isinstance(mean_obj, dict):
        return backend, param, None
    mean = _num(mean_obj.get("point_estimate"))
    if mean is None or mean <= 0:
        return backend, param, None
    ci = mean_obj.get("confidence_interval")
    lower = upper = None
    if isinstance(ci, dict):
        lower = _num(ci.get("lower_bound"))
        upper = _num(ci.get("upper_bound"))
    median_obj = est.get("median")
    median = _num(median_obj.get("point_estimate")) if isinstance(median_obj, dict) else None
    return backend, param, Measurement(mean, lower, upper, median, throughput)


def load(home: Path) -> Data:
    data = Data()
    for w in WORKLOADS:
        for m in MODES:
            gdir = home / f"{w}_{m}"
            if not gdir.is_dir():
                continue
            data.groups_found.add((w, m))
            # <group>/<backend>/<param>/new; walk rather than build the paths so that
            # benchmark.json's own ids are used when criterion sanitised the names.
            for new_dir in sorted(gdir.glob("*/*/new")):
                if not new_dir.is_dir():
                    continue
                backend, param, meas = _read_measurement(new_dir, data)
                if backend is None:
                    backend = new_dir.parent.parent.name
                if param is None:
                    param = _param(new_dir.parent.name)
                if backend not in BACKENDS or param is None or meas is None:
                    continue
                key = (w, m, param, backend)
                if key in data.meas:
                    data.warnings.append(f"duplicate benchmark {w}_{m}/{backend}/{param}; keeping the first")
                    continue
                data.meas[key] = meas
    wl = _read_json(home / WORKLOADS_FILE, data)
    if isinstance(wl, dict):
        for key in sorted(wl):
            entry = wl[key]
            group, _, p = key.rpartition("/")
            param = _param(p)
            w, _, m = group.rpartition("_")
            if w not in WORKLOADS or m not in MODES or param is None or not isinstance(entry, dict):
                continue
            data.workloads[(w, m, param)] = Workload(
                ops=_count(entry.get("ops")) or None,
                matches=_count(entry.get("matches")),
                rewrites=_count(entry.get("rewrites")),
            )
    elif wl is not None:
        data.warnings.append(f"{home / WORKLOADS_FILE}: expected a JSON object")
    return data


# ---------------------------------------------------------------------- formatting


def _sig3(x: float) -> str:
    """Three significant digits for 1 <= x < 1000 (and below 1)."""
    if x >= 100:
        return f"{x:.0f}"
    if x >= 10:
        return f"{x:.1f}"
    if x >= 1:
        return f"{x:.2f}"
    return f"{x:.3g}"


def _scaled(x: float, units: list[tuple[float, str]]) -> str:
    """`x` in the largest unit not above it; 3 significant digits."""
    for factor, suffix in reversed(units):
        if abs(x) >= factor:
            v = x / factor
            # Rounding may carry to 1000 (999.7 -> "1000"): move up a unit.
            if float(_sig3(v)) >= 1000 and (factor, suffix) != units[-1]:
                i = units.index((factor, suffix))
                return f"{x / units[i + 1][0]:.2f}" + units[i + 1][1]
            return _sig3(v) + suffix
    factor, suffix = units[0]
    return _sig3(x / factor) + suffix


def fmt_rate(x: float | None) -> str:
    """Per-second rate: `12.3 M`, `845 k`."""
    if x is None:
        return "—"
    if x == 0:
        return "0"
    return _scaled(x, [(1.0, ""), (1e3, " k"), (1e6, " M"), (1e9, " G"), (1e12, " T")])


def fmt_time(ns: float | None) -> str:
    if ns is None:
        return "—"
    return _scaled(ns, [(1.0, " ns"), (1e3, " µs"), (1e6, " ms"), (1e9, " s")])


def fmt_ratio(r: float | None) -> str:
    return "—" if r is None else f"{r:.2f}"


def fmt_int(n: int | None) -> str:
    return "—" if n is None else f"{n:,}"


def cell_name(w: str, m: str, p: int) -> str:
    return f"{w} {m} {PARAM_NAME[w]}={p:,}"


def _ratio(a: float | None, b: float | None) -> float | None:
    if a is None or b is None or b <= 0:
        return None
    return a / b


# ------------------------------------------------------------------------ machine


def describe_machine() -> str:
    parts = []
    model = None
    cores = 0
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                key, _, value = line.partition(":")
                key = key.strip()
                if key == "processor":
                    cores += 1
                elif model is None and key in ("model name", "Hardware", "cpu model", "Processor"):
                    model = value.strip() or None
    except OSError:
        pass
    if model is None:
        import platform

        model = platform.processor() or platform.machine() or None
    if not cores:
        cores = os.cpu_count() or 0
    cpu = model or "unknown CPU"
    if cores:
        cpu += f", {cores} logical core{'s' if cores != 1 else ''}"
    parts.append(cpu)
    rustc = shutil.which("rustc")
    if rustc:
        try:
            out = subprocess.run(
                [rustc, "--version"], capture_output=True, text=True, timeout=30, check=False
            ).stdout.strip()
            if out:
                parts.append(out)
        except (OSError, subprocess.SubprocessError):
            pass
    return "; ".join(parts)


# ----------------------------------------------------------------------- markdown


def _table(header: list[str], align: list[str], rows: list[list[str]]) -> list[str]:
    """A Markdown table padded so it also reads as plain text."""
    widths = [max(len(header[i]), *(len(r[i]) for r in rows), 3) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        out = []
        for c, wd, a in zip(cells, widths, align):
            out.append(c.rjust(wd) if a == "r" else c.ljust(wd))
        return "| " + " | ".join(out) + " |"

    sep = "|" + "|".join(("-" * (wd + 1) + ":") if a == "r" else ("-" * (wd + 2)) for wd, a in zip(widths, align)) + "|"
    return [line(header), sep] + [line(r) for r in rows]


@dataclass
class Target:
    name: str
    measured: str
    status: str  # "met", "missed" or "no data"


def _status(value: float | None, limit: float) -> str:
    if value is None:
        return "no data"
    return "met" if value <= limit else "missed"


def compute_targets(data: Data) -> list[Target]:
    targets: list[Target] = []

    # Time-ratio targets collapsed to the worst cell.
    for name, num, den, limit in (
        (f"native time ≤ {NATIVE_VS_HAND_MAX:g} × hand-written time", "native", "hand", NATIVE_VS_HAND_MAX),
        (f"VM time ≤ {VM_VS_NATIVE_MAX:g} × native time", "vm", "native", VM_VS_NATIVE_MAX),
    ):
        worst: tuple[float, str] | None = None
        n = ok = 0
        for w in WORKLOADS:
            for m in MODES:
                for p in data.params(w):
                    a, b = data.get(w, m, p, num), data.get(w, m, p, den)
                    r = _ratio(a.mean if a else None, b.mean if b else None)
                    if r is None:
                        continue
                    n += 1
                    ok += r <= limit
                    if worst is None or r > worst[0]:
                        worst = (r, cell_name(w, m, p))
        if worst is None:
            targets.append(Target(name, "—", "no data"))
        else:
            targets.append(
                Target(
                    name,
                    f"worst {worst[0]:.2f}× at {worst[1]} ({ok} of {n} cells within)",
                    _status(worst[0], limit),
                )
            )

    # Per-op scaling targets.
    def scaling(ws: tuple[str, ...], backends: tuple[str, ...], limit: float) -> None:
        for w in ws:
            lo_p, hi_p = min(EXPECTED_PARAMS[w]), max(EXPECTED_PARAMS[w])
            pn = PARAM_NAME[w]
            for m in MODES:
                for b in backends:
                    name = (
                        f"{w} {m}, {BACKEND_LABEL[b]}: time/op at {pn}={hi_p:,} "
                        f"≤ {limit:g} × time/op at {pn}={lo_p:,}"
                    )
                    lo, hi = data.per_op(w, m, lo_p, b), data.per_op(w, m, hi_p, b)
                    r = _ratio(hi, lo)
                    if r is None:
                        measured = f"{fmt_time(lo)}/op → {fmt_time(hi)}/op".replace("—/op", "—")
                        targets.append(Target(name, measured, "no data"))
                    else:
                        measured = f"{fmt_time(lo)}/op → {fmt_time(hi)}/op ({r:.2f}×)"
                        targets.append(Target(name, measured, _status(r, limit)))

    scaling(("many", "prefix"), ("native", "vm"), K_SCALING_MAX)
    scaling(("mlp",), BACKENDS, N_SCALING_MAX)
    return targets


def render_markdown(data: Data, machine: str, targets: list[Target]) -> str:
    out: list[str] = []
    out.append("# pdl-rs backends: native vs. VM vs. hand-written")
    out.append("")
    out.append(f"Machine: {machine}")
    out.append("")
    out.append(
        "Criterion mean time per iteration; ops/s = operations visited per iteration ÷ mean "
        "time. Ratios are time ratios (above 1: the first is slower). "
        "Produced by `cargo bench -p pdl-benches --bench backends` and "
        "`python3 benches/report.py`; “—” marks a missing measurement."
    )
    for w in WORKLOADS:
        pn = PARAM_NAME[w]
        out.append("")
        out.append(f"## {w}")
        out.append("")
        header = [
            "mode",
            pn,
            "ops/iter",
            "ops/s native",
            "ops/s VM",
            "ops/s hand-written",
            "rewrites/s (native)",
            "native/hand",
            "VM/native",
        ]
        align = ["l", "r", "r", "r", "r", "r", "r", "r", "r"]
        rows = []
        for m in MODES:
            for p in data.params(w):
                rates = []
                for b in BACKENDS:
                    meas = data.get(w, m, p, b)
                    ops = data.ops(w, m, p, b)
                    rates.append(fmt_rate(ops / (meas.mean * 1e-9)) if meas and ops else "—")
                native, vm, hand = (data.get(w, m, p, b) for b in BACKENDS)
                if m == "rewrite":
                    wl = data.workloads.get((w, m, p))
                    rw = wl.rewrites if wl else None
                    rewrites = fmt_rate(rw / (native.mean * 1e-9)) if native and rw is not None else "—"
                else:
                    rewrites = ""
                rows.append(
                    [
                        m,
                        f"{p:,}",
                        fmt_int(data.ops(w, m, p)),
                        *rates,
                        rewrites,
                        fmt_ratio(_ratio(native.mean if native else None, hand.mean if hand else None)),
                        fmt_ratio(_ratio(vm.mean if vm else None, native.mean if native else None)),
                    ]
                )
        out.extend(_table(header, align, rows))
    out.append("")
    out.append("## Targets")
    out.append("")
    rows = [[t.name, t.measured, "**missed**" if t.status == "missed" else t.status] for t in targets]
    out.extend(_table(["target", "measured", "status"], ["l", "l", "l"], rows))
    met = sum(t.status == "met" for t in targets)
    missed = sum(t.status == "missed" for t in targets)
    nodata = sum(t.status == "no data" for t in targets)
    out.append("")
    summary = f"{met} of {len(targets)} targets met, {missed} missed"
    if nodata:
        summary += f", {nodata} without data"
    out.append(summary + ".")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------- SVG

SVG_WIDTH = 1000
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
LABEL_X = 20  # cluster labels
PLOT_X0 = 200  # axis start
PLOT_X1 = 880  # axis end; value labels may run to ~980
BAR_H = 12
BAR_GAP = 2
CLUSTER_GAP = 10
MODE_GAP = 8


def _f(x: float) -> str:
    s = f"{x:.1f}"
    return s[:-2] if s.endswith(".0") else s


def _attr(s: str) -> str:
    return escape(s, {'"': "&quot;"})


def _decade_label(e: int) -> str:
    """`10**e` nanoseconds: `1 ns`, `10 ns`, `100 ns`, `1 µs`, ..."""
    if e < 0:
        return f"{10.0**e:g} ns"
    units = ("ns", "µs", "ms", "s")
    i = min(e // 3, len(units) - 1)
    return f"{10 ** (e - 3 * i)} {units[i]}"


def render_svg(data: Data, machine: str) -> str:
    # Clusters per workload: (mode, param, {backend: (per_op, lo, hi, meas, ops)}).
    sections = []
    values: list[float] = []
    for w in WORKLOADS:
        clusters = []
        for m in MODES:
            for p in data.params(w):
                bars = {}
                for b in BACKENDS:
                    meas = data.get(w, m, p, b)
                    ops = data.ops(w, m, p, b)
                    if meas is None or not ops:
                        continue
                    v = meas.mean / ops
                    lo = meas.lower / ops if meas.lower and meas.lower > 0 else None
                    hi = meas.upper / ops if meas.upper and meas.upper > 0 else None
                    bars[b] = (v, lo, hi, meas, ops)
                    values.extend(x for x in (v, lo, hi) if x)
                if bars:
                    clusters.append((m, p, bars))
        if clusters:
            sections.append((w, clusters))

    e_lo = math.floor(math.log10(min(values))) if values else 0
    e_hi = math.ceil(math.log10(max(values))) if values else 3
    if e_hi <= e_lo:
        e_hi = e_lo + 1

    def x_of(v: float) -> float:
        t = (math.log10(v) - e_lo) / (e_hi - e_lo)
        return PLOT_X0 + max(0.0, min(1.0, t)) * (PLOT_X1 - PLOT_X0)

    el: list[str] = []
    y = 0.0

    # Title and legend.
    el.append(
        f'<text x="{LABEL_X}" y="30" font-size="20" font-weight="bold">'
        "pdl-rs: time per operation by backend</text>"
    )
    el.append(
        f'<text x="{LABEL_X}" y="52" font-size="12" fill="#444">'
        + escape(
            "Criterion mean ÷ operations per iteration, log scale, lower is better; "
            "whiskers: 95 % confidence interval of the mean."
        )
        + "</text>"
    )
    lx = LABEL_X
    for b in BACKENDS:
        el.append(f'<rect x="{lx}" y="66" width="14" height="14" fill="{BACKEND_COLOUR[b]}"/>')
        el.append(f'<text x="{lx + 20}" y="78" font-size="13">{escape(BACKEND_LEGEND[b])}</text>')
        lx += 20 + 8 * len(BACKEND_LEGEND[b]) + 30
    y = 100.0

    if not sections:
        el.append(f'<text x="{LABEL_X}" y="{_f(y + 20)}" font-size="14">No data with an operation count.</text>')
        y += 40

    for w, clusters in sections:
        y += 16
        params = ", ".join(f"{p:,}" for p in data.params(w))
        el.append(
            f'<text x="{LABEL_X}" y="{_f(y)}" font-size="16" font-weight="bold">{escape(w)}'
            f'<tspan font-size="12" font-weight="normal" fill="#555" dx="10">'
            f"{escape(PARAM_NAME[w])} = {escape(params)}</tspan></text>"
        )
        y += 10
        top = y
        body: list[str] = []
        prev_mode = None
        for m, p, bars in clusters:
            if prev_mode is not None and m != prev_mode:
                y += MODE_GAP
                body.append(
                    f'<line x1="{LABEL_X}" y1="{_f(y - CLUSTER_GAP / 2 - MODE_GAP / 2)}" '
                    f'x2="{PLOT_X1}" y2="{_f(y - CLUSTER_GAP / 2 - MODE_GAP / 2)}" '
                    'stroke="#999" stroke-width="0.8" stroke-dasharray="4 3"/>'
                )
            prev_mode = m
            n = len(BACKENDS)
            height = n * BAR_H + (n - 1) * BAR_GAP
            body.append(
                f'<text x="{PLOT_X0 - 10}" y="{_f(y + height / 2 + 4)}" font-size="12" '
                f'text-anchor="end">{escape(m)}  {escape(PARAM_NAME[w])}={p:,}</text>'
            )
            for i, b in enumerate(BACKENDS):
                by = y + i * (BAR_H + BAR_GAP)
                if b not in bars:
                    continue
                v, lo, hi, meas, ops = bars[b]
                xv = max(x_of(v), PLOT_X0 + 1.0)
                tip = (
                    f"{w} {m} {PARAM_NAME[w]}={p:,}, {BACKEND_LABEL[b]}: {fmt_time(v)}/op"
                    + (f" (95% CI {fmt_time(lo)}–{fmt_time(hi)})" if lo and hi else "")
                    + (f", median {fmt_time(meas.median / ops)}/op" if meas.median else "")
                    + f"; {fmt_time(meas.mean)}/iter, {ops:,} ops/iter"
                )
                body.append(
                    f'<rect x="{PLOT_X0}" y="{_f(by)}" width="{_f(xv - PLOT_X0)}" '
                    f'height="{BAR_H}" fill="{BACKEND_COLOUR[b]}">'
                    f"<title>{escape(tip)}</title></rect>"
                )
                end = xv
                if lo and hi:
                    x_lo, x_hi = x_of(lo), x_of(hi)
                    cy = by + BAR_H / 2
                    body.append(
                        f'<path d="M{_f(x_lo)} {_f(cy)}H{_f(x_hi)}M{_f(x_lo)} {_f(cy - 3)}V{_f(cy + 3)}'
                        f'M{_f(x_hi)} {_f(cy - 3)}V{_f(cy + 3)}" stroke="#222" stroke-width="1" fill="none"/>'
                    )
                    end = max(end, x_hi)
                body.append(
                    f'<text x="{_f(end + 4)}" y="{_f(by + BAR_H - 2)}" font-size="10.5" '
                    f'fill="#222">{escape(fmt_time(v))}</text>'
                )
            y += height + CLUSTER_GAP
        bottom = y - CLUSTER_GAP + 4
        # Gridlines behind the bars, tick labels below.
        grid: list[str] = []
        for e in range(e_lo, e_hi + 1):
            gx = x_of(10.0**e)
            grid.append(
                f'<line x1="{_f(gx)}" y1="{_f(top)}" x2="{_f(gx)}" y2="{_f(bottom)}" '
                'stroke="#bbb" stroke-width="1"/>'
            )
            grid.append(
                f'<text x="{_f(gx)}" y="{_f(bottom + 14)}" font-size="11" fill="#333" '
                f'text-anchor="middle">{escape(_decade_label(e))}</text>'
            )
            if e < e_hi:
                for k in range(2, 10):
                    mx = x_of(k * 10.0**e)
                    grid.append(
                        f'<line x1="{_f(mx)}" y1="{_f(top)}" x2="{_f(mx)}" y2="{_f(bottom)}" '
                        'stroke="#e6e6e6" stroke-width="1"/>'
                    )
        grid.append(
            f'<line x1="{PLOT_X0}" y1="{_f(top)}" x2="{PLOT_X0}" y2="{_f(bottom)}" stroke="#333" stroke-width="1"/>'
        )
        el.extend(grid)
        el.extend(body)
        y = bottom + 16 + 18

    el.append(
        f'<text x="{_f(PLOT_X0 + (PLOT_X1 - PLOT_X0) / 2)}" y="{_f(y)}" font-size="12" '
        'text-anchor="middle" fill="#333">nanoseconds per operation (log scale)</text>'
    )
    y += 24
    for i, line in enumerate(textwrap.wrap(f"Machine: {machine}", 150) or ["Machine: unknown"]):
        el.append(f'<text x="{LABEL_X}" y="{_f(y)}" font-size="11" fill="#444">{escape(line)}</text>')
        y += 15
    height = math.ceil(y + 6)

    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{SVG_WIDTH}" '
        f'height="{height}" viewBox="0 0 {SVG_WIDTH} {height}" font-family="{_attr(FONT)}">\n'
        f'<rect x="0" y="0" width="{SVG_WIDTH}" height="{height}" fill="#fff"/>\n'
    )
    return head + "\n".join(el) + "\n</svg>\n"


# --------------------------------------------------------------------------- main


def default_home() -> Path:
    env = os.environ.get("CRITERION_HOME")
    if env:
        return Path(env)
    target = os.environ.get("CARGO_TARGET_DIR")
    return (Path(target) if target else REPO / "target") / "criterion"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description="Chart and tabulate the `backends` criterion benchmarks "
        "(run `cargo bench -p pdl-benches --bench backends` first)."
    )
    ap.add_argument("--criterion", type=Path, metavar="DIR",
                    help="criterion home (default: $CRITERION_HOME, else $CARGO_TARGET_DIR/criterion, else <repo>/target/criterion)")
    ap.add_argument("--out", type=Path, metavar="DIR", default=SCRIPT_DIR / "results",
                    help="output directory (default: benches/results)")
    ap.add_argument("--machine", metavar="TEXT",
                    help="machine description (default: from /proc/cpuinfo and rustc --version)")
    args = ap.parse_args(argv)

    home: Path = args.criterion if args.criterion is not None else default_home()
    if not home.is_dir():
        print(
            f"report.py: criterion directory {home} does not exist; run "
            "`cargo bench -p pdl-benches --bench backends` first or pass --criterion DIR",
            file=sys.stderr,
        )
        return 2
    data = load(home)
    for warning in data.warnings:
        print(f"report.py: warning: {warning}", file=sys.stderr)
    if not data.groups_found:
        groups = ", ".join(f"{w}_{m}" for w in WORKLOADS for m in MODES)
        print(
            f"report.py: {home} holds none of the benchmark groups ({groups}); run "
            "`cargo bench -p pdl-benches --bench backends` first or pass --criterion DIR",
            file=sys.stderr,
        )
        return 1
    if not data.meas:
        print(
            f"report.py: the benchmark groups in {home} hold no readable measurements "
            "(<group>/<backend>/<param>/new/estimates.json); run "
            "`cargo bench -p pdl-benches --bench backends` first",
            file=sys.stderr,
        )
        return 1

    machine = args.machine if args.machine is not None else describe_machine()
    targets = compute_targets(data)
    md = render_markdown(data, machine, targets)
    svg = render_svg(data, machine)

    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    (out / "backends.md").write_text(md, encoding="utf-8")
    (out / "backends.svg").write_text(svg, encoding="utf-8")
    sys.stdout.write(md)
    print(f"report.py: wrote {out / 'backends.md'} and {out / 'backends.svg'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
