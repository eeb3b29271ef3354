"""Two tile-sweep runs of the same points side by side (an A/B of two
compilers in one GPU call: sweep.py --json A.json with one package, then
B.json with the other): per point, each run's Kiln time, split count and
ratios against the anchors measured in that run, and the B/A speedup of
Kiln's own time; then the geometric means. Points are matched by op, type,
width and shape.

usage: python3 compare_runs.py A.json B.json [--only op,op]"""
import argparse
import json
import math


def rows(path):
    with open(path) as f:
        data = json.load(f)
    return {(r["op"], r["type"], r["width"], str(r.get("shape"))): r for r in data}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    only = set(filter(None, args.only.split(",")))
    a, b = rows(args.a), rows(args.b)
    speedups, best_a, best_b = [], [], []
    for key in sorted(set(a) & set(b)):
        if only and key[0] not in only:
            continue
        ra, rb = a[key], b[key]
        state = "ok" if ra.get("correct") and rb.get("correct") else "WRONG/ERROR"
        line = f"{key[0]:14} {key[1]:8} {key[2]:>6} {key[3]:>16} {state:11}"
        if "kiln_ms" in ra and "kiln_ms" in rb:
            speedups.append(ra["kiln_ms"] / rb["kiln_ms"])
            best_a.append(ra["vs_best"])
            best_b.append(rb["vs_best"])
            line += (f" S {ra.get('splits', 1):>2}->{rb.get('splits', 1):<2} kiln {ra['kiln_ms']:.4f}->{rb['kiln_ms']:.4f} ms"
                     f" ({speedups[-1]:.2f}x)  vs Triton {ra['vs_triton']:.3f}->{rb['vs_triton']:.3f}"
                     f"  vs best {ra['vs_best']:.3f}->{rb['vs_best']:.3f}")
        else:
            line += f" {ra.get('error', '')[:60]} | {rb.get('error', '')[:60]}"
        print(line)
    if speedups:
        geo = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))
        print(f"\n{len(speedups)} points: B/A kiln speedup {geo(speedups):.3f}x (geomean); vs the faster "
              f"of Triton and torch {geo(best_a):.3f}x -> {geo(best_b):.3f}x; below 0.90x "
              f"{sum(x < 0.9 for x in best_a)} -> {sum(x < 0.9 for x in best_b)}")


if __name__ == "__main__":
    main()
