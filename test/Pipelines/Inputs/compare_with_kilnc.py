"""Checks that kiln-opt's registered pipeline reproduces kilnc byte for byte.

usage: compare_with_kilnc.py KILNC KILN_OPT TMPDIR SOURCE:ARCH[:tile] ...

A SOURCE that is a directory stands for each of its .cu files and, as tile
kernels, each of its .cpp files (examples/: every example); a file of the
directory that kilnc refuses because ARCH lacks a feature it uses ("which
sm_80 does not have": the fp8 GEMM) is listed as skipped, not compared.

For each source: `kilnc SRC --arch=ARCH --emit=mlir` (the frontend's
output) through `kiln-opt --kiln-simt-pipeline='arch=ARCH [tile-kernels=true]'`
must print exactly what `kilnc SRC --arch=ARCH --emit=simt` prints. Prints
one line per source and `N identical, M different`; exits 1 on a difference.
"""
import os
import subprocess
import sys


def run(cmd):
    proc = subprocess.run(cmd, capture_output=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr.decode(errors="replace"))
        raise SystemExit(f"failed: {' '.join(cmd)}")
    return proc.stdout


def main():
    kilnc, kiln_opt, tmp = sys.argv[1:4]
    os.makedirs(tmp, exist_ok=True)
    same = different = 0
    specs = []
    for spec in sys.argv[4:]:
        src, arch, *tile = spec.split(":")
        if not os.path.isdir(src):
            specs.append((src, arch, tile, False))
            continue
        for name in sorted(os.listdir(src)):
            if name.endswith(".cu"):
                specs.append((os.path.join(src, name), arch, [], True))
            elif name.endswith(".cpp"):
                specs.append((os.path.join(src, name), arch, ["tile"], True))
    skipped = 0
    for src, arch, tile, from_dir in specs:
        stem = os.path.join(tmp, f"{os.path.basename(src)}.{arch}")
        frontend = stem + ".mlir"
        cmd = [kilnc, src, f"--arch={arch}", "--emit=simt", "-o", "-"]
        proc = subprocess.run(cmd, capture_output=True)
        if proc.returncode != 0 and from_dir and f"which {arch} does not have" in proc.stderr.decode(errors="replace"):
            skipped += 1
            print(f"skipped ({arch} lacks a feature it uses): {os.path.basename(src)} {arch}")
            continue
        expected = run(cmd)
        run([kilnc, src, f"--arch={arch}", "--emit=mlir", "-o", frontend])
        options = f"arch={arch}" + (" tile-kernels=true" if tile else "")
        actual = run([kiln_opt, frontend, f"--kiln-simt-pipeline={options}"])
        name = f"{os.path.basename(src)} {arch}"
        if expected == actual:
            same += 1
            print(f"identical: {name}")
            continue
        different += 1
        for i, (a, b) in enumerate(zip(expected.splitlines(), actual.splitlines())):
            if a != b:
                print(f"DIFFERENT: {name}: line {i + 1}\n  kilnc:    {a.decode()}\n  kiln-opt: {b.decode()}")
                break
        else:
            print(f"DIFFERENT: {name}: one output is a prefix of the other")
    print(f"{same} identical, {different} different, {skipped} skipped")
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
