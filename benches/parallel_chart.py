#!/usr/bin/env python3
"""Draws the parallel drivers' speed-up against the number of threads as an SVG chart.

Reads what `parallel-scale` prints (its Markdown table) and writes, for each pattern set
(native, VM, hand-written), one bar per thread count: the speed-up over the sequential driver
(`apply_patterns_greedily`), with the ideal (the thread count) drawn as a line.

    cargo run --release -p pdl-benches --bin parallel-scale > /tmp/parallel.txt
    python3 benches/parallel_chart.py /tmp/parallel.txt benches/results/parallel.svg
"""

from __future__ import annotations

import re
import sys

COLOURS = {"native": "#1f77b4", "VM": "#ff7f0e", "hand-written": "#2ca02c"}


def read(path: str) -> tuple[str, dict[str, list[tuple[int, float]]]]:
    """The first line (what was measured) and, per set, (threads, speed-up over sequential)."""
    title, sets = "", {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not title and line.strip():
                title = line.strip()
            m = re.match(r"\|\s*([^|]+?)\s*\|\s*(\d+)\s*\|[^|]*\|[^|]*\|\s*([\d.]+)×\s*\|", line)
            if m:
                sets.setdefault(m.group(1), []).append((int(m.group(2)), float(m.group(3))))
    return title, sets


def svg(title: str, sets: dict[str, list[tuple[int, float]]]) -> str:
    threads = sorted({t for points in sets.values() for t, _ in points})
    top = max([s for points in sets.values() for _, s in points] + threads + [1.0])
    width, height, left, bottom, right, upper = 640, 360, 56, 48, 16, 56
    plot_w, plot_h = width - left - right, height - bottom - upper
    group = plot_w / max(len(threads), 1)
    bar = group * 0.8 / max(len(sets), 1)

    def y(v: float) -> float:
        return upper + plot_h * (1 - v / top)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'font-family="sans-serif" font-size="12">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="{width / 2}" y="18" text-anchor="middle" font-size="13">'
        "Parallel greedy driver: speed-up over the sequential driver</text>",
        f'<text x="{width / 2}" y="36" text-anchor="middle" fill="#555">{title}</text>',
    ]
    for tick in range(0, int(top) + 1):
        out.append(f'<line x1="{left}" x2="{width - right}" y1="{y(tick):.1f}" y2="{y(tick):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 6}" y="{y(tick) + 4:.1f}" text-anchor="end">{tick}×</text>')
    for i, t in enumerate(threads):
        x0 = left + i * group + group * 0.1
        for j, (name, points) in enumerate(sets.items()):
            s = dict(points).get(t)
            if s is None:
                continue
            x = x0 + j * bar
            out.append(
                f'<rect x="{x:.1f}" y="{y(s):.1f}" width="{bar * 0.9:.1f}" height="{y(0) - y(s):.1f}" '
                f'fill="{COLOURS.get(name, "#888")}"><title>{name}, {t} threads: {s:.2f}×</title></rect>'
            )
        # The ideal: as many times faster as there are threads.
        out.append(
            f'<line x1="{x0:.1f}" x2="{x0 + group * 0.8:.1f}" y1="{y(t):.1f}" y2="{y(t):.1f}" '
            'stroke="black" stroke-dasharray="4 3"/>'
        )
        out.append(f'<text x="{left + (i + 0.5) * group:.1f}" y="{height - bottom + 16}" text-anchor="middle">{t}</text>')
    out.append(f'<text x="{left + plot_w / 2}" y="{height - 12}" text-anchor="middle">threads (dashed: ideal)</text>')
    for j, name in enumerate(sets):
        out.append(f'<rect x="{left + 8 + j * 110}" y="{upper + 4}" width="10" height="10" fill="{COLOURS.get(name, "#888")}"/>')
        out.append(f'<text x="{left + 22 + j * 110}" y="{upper + 13}">{name}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    title, sets = read(sys.argv[1])
    if not sets:
        print(f"parallel_chart: no parallel-scale table in {sys.argv[1]}", file=sys.stderr)
        return 1
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write(svg(title, sets))
    return 0


if __name__ == "__main__":
    sys.exit(main())
