#!/usr/bin/env python3
"""Compares two kilnc builds byte for byte on every kernel Kiln has.

usage: scripts/compare-builds.py [--quick] [-j N] [--cache DIR] A B

A and B are each a build directory (its bin/kilnc), a kilnc binary, or a git
revision (checked out into a temporary worktree and built, kilnc only, under
the cache directory). Each is first frozen: kilnc and the headers it compiles
with are copied into the cache, keyed by their content, so a later rebuild
cannot change what "A" means and the outputs of a build already seen are
reused (comparing main against each commit of a branch compiles main once).

Inputs, always taken from this checkout (so both builds see the same files):
examples/, bench/ kernels, every .cu under test/ (the sync corpus, the real
kernels, the e2e constructs, test/realcode when present), the .cpp tile
kernels under test/, and the .mlir files test/ hands to kilnc.

Cases per input (stdout or -o file, stderr and exit status are all compared):
  bundle          --arch=<all ten targets> --emit=bundle (every target's PTX)
  ptx-<arch>      one target's PTX: sm_90 always; all ten when the bundle fails
  mlir            --emit=mlir (the frontend), C++ inputs only
  simt-<arch>     --emit=simt at sm_80 and sm_90a
  llvm-<arch>     --emit=llvm at sm_80 and sm_90a
  autosync-sm_90  --auto-sync (CUDA inputs)
  O0-sm_80        -O0
  header-sm_80    --emit=header (examples)
  D<X>-...        ptx-sm_90 and mlir once per -D<X> that the file's RUN lines use
--quick keeps ptx at sm_80 and sm_90a, mlir and simt-sm_90a (for iterating;
the full set is the proof).

Prints a summary (cases and files compared, identical, different, the first
difference of each differing case) and exits 1 when anything differs, 2 when
some case timed out (it is rerun, not reused, the next time).
"""

import argparse
import concurrent.futures
import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = ["sm_80", "sm_86", "sm_87", "sm_89", "sm_90", "sm_90a", "sm_100",
           "sm_100a", "sm_120", "sm_120a"]
TIMEOUT_S = 3600  # per kilnc run; a timed-out case is reported, not compared, and rerun next time


# --- the builds ------------------------------------------------------------

def source_dir_of_build(build: Path):
    cache = build / "CMakeCache.txt"
    if not cache.exists():
        return None
    for line in cache.read_text(errors="replace").splitlines():
        if line.startswith("CMAKE_HOME_DIRECTORY:"):
            return Path(line.split("=", 1)[1])
    return None


def build_revision(rev: str, cache: Path) -> Path:
    """Checks `rev` out into a detached worktree and builds its kilnc."""
    sha = subprocess.check_output(["git", "-C", str(ROOT), "rev-parse", rev],
                                  text=True).strip()
    src = cache / "src" / sha[:12]
    build = cache / "build" / sha[:12]
    if not src.exists():
        src.parent.mkdir(parents=True, exist_ok=True)
        subprocess.check_call(["git", "-C", str(ROOT), "worktree", "add",
                               "--detach", str(src), sha],
                              stdout=subprocess.DEVNULL)
    if not (build / "build.ninja").exists():
        cuda = os.environ.get("CUDA_HOME", "/usr/local/cuda")
        subprocess.check_call(
            ["cmake", "-G", "Ninja", "-S", str(src), "-B", str(build),
             "-DCMAKE_BUILD_TYPE=Release",
             "-DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit",
             "-DKILN_BUILD_RUNTIME=OFF", f"-DKILN_CUDA_ROOT={cuda}"],
            stdout=subprocess.DEVNULL)
    subprocess.check_call(["ninja", "-C", str(build), "-j2", "kilnc"],
                          stdout=subprocess.DEVNULL)
    return build


def locate(spec: str, cache: Path):
    """Returns (kilnc binary, headers folder holding kiln/, description)."""
    path = Path(spec)
    if path.is_dir() and (path / "bin" / "kilnc").exists():
        build = path
        kilnc = path / "bin" / "kilnc"
    elif path.is_file():
        kilnc = path
        build = path.resolve().parent.parent
    else:
        build = build_revision(spec, cache)
        kilnc = build / "bin" / "kilnc"
        spec = f"{spec} (built in {build})"
    src = source_dir_of_build(build)
    if src is not None:
        headers = src / "compiler" / "headers"
    else:  # an installed kilnc: <prefix>/bin/kilnc, <prefix>/lib/kiln/include/kiln
        # (before the install rules: <prefix>/include/kiln, as the older snapshots)
        prefix = kilnc.resolve().parent.parent
        headers = prefix / "lib" / "kiln" / "include"
        if not (headers / "kiln").is_dir():
            headers = prefix / "include"
    if not (headers / "kiln").is_dir():
        sys.exit(f"compare-builds: no kiln headers for {spec} ({headers})")
    return kilnc, headers, spec


def freeze(kilnc: Path, headers: Path, cache: Path) -> Path:
    """Copies kilnc and its headers into cache/<content hash>/ (bin/, and the
    headers where an installed kilnc looks for them first: lib/kiln/include
    since the install rules, include/ before them, so both) and returns that
    folder."""
    digest = hashlib.sha256(kilnc.read_bytes())
    for f in sorted(p for p in headers.rglob("*") if p.is_file()):
        digest.update(str(f.relative_to(headers)).encode())
        digest.update(f.read_bytes())
    snap = cache / "snap" / digest.hexdigest()[:16]
    if not (snap / "bin" / "kilnc").exists():
        tmp = snap.with_suffix(".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        (tmp / "bin").mkdir(parents=True)
        shutil.copy2(kilnc, tmp / "bin" / "kilnc")
        shutil.copytree(headers, tmp / "include")
        shutil.copytree(headers, tmp / "lib" / "kiln" / "include")
        tmp.rename(snap)
    if not (snap / "lib" / "kiln" / "include").exists():  # a snapshot from before
        shutil.copytree(snap / "include", snap / "lib" / "kiln" / "include")
    return snap


# --- the inputs and cases --------------------------------------------------

def is_kernel_cpp(text: str) -> bool:
    return any(s in text for s in ("kiln/tile.hpp", "kiln/simt.hpp", "__global__"))


def inputs():
    """(path relative to ROOT, group) for every kilnc input."""
    found = []
    for p in sorted((ROOT / "examples").glob("*")):
        if p.suffix in (".cu", ".cpp"):
            found.append(p)
    for top in ("bench", "test"):
        for p in sorted((ROOT / top).rglob("*")):
            if not p.is_file():
                continue
            text = None
            if p.suffix == ".cu":
                found.append(p)
            elif p.suffix == ".cpp":
                text = p.read_text(errors="replace")
                if is_kernel_cpp(text):
                    found.append(p)
            elif p.suffix == ".mlir" and top == "test":
                text = p.read_text(errors="replace")
                if p.parent.name == "Inputs" or re.search(r"RUN:.*\bkilnc\b", text):
                    found.append(p)
    return [p.relative_to(ROOT) for p in found]


def group_of(rel: Path) -> str:
    parts = rel.parts
    if parts[0] in ("examples", "bench"):
        return parts[0]
    return "/".join(parts[:3]) if len(parts) > 3 else "/".join(parts[:2])


def run_defines(rel: Path):
    text = (ROOT / rel).read_text(errors="replace")
    defs = set()
    for line in text.splitlines():
        if "RUN:" in line:
            defs.update(re.findall(r"\s-D(\S+)", line))
    return sorted(defs)


def cases_for(rel: Path, quick: bool):
    """[(case name, kilnc arguments)] for one input."""
    src = str(ROOT / rel)
    is_mlir = rel.suffix == ".mlir"
    is_cuda = rel.suffix == ".cu"
    cases = []
    if quick:
        for arch in ("sm_80", "sm_90a"):
            cases.append((f"ptx-{arch}", [src, f"--arch={arch}", "--emit=ptx"]))
        if not is_mlir:
            cases.append(("mlir", [src, "--emit=mlir"]))
        cases.append(("simt-sm_90a", [src, "--arch=sm_90a", "--emit=simt"]))
        return cases
    cases.append(("bundle", [src, "--arch=" + ",".join(TARGETS), "--emit=bundle"]))
    cases.append(("ptx-sm_90", [src, "--arch=sm_90", "--emit=ptx"]))
    if not is_mlir:
        cases.append(("mlir", [src, "--emit=mlir"]))
    for arch in ("sm_80", "sm_90a"):
        cases.append((f"simt-{arch}", [src, f"--arch={arch}", "--emit=simt"]))
        cases.append((f"llvm-{arch}", [src, f"--arch={arch}", "--emit=llvm"]))
    if is_cuda:
        cases.append(("autosync-sm_90", [src, "--arch=sm_90", "--auto-sync", "--emit=ptx"]))
    cases.append(("O0-sm_80", [src, "--arch=sm_80", "-O0", "--emit=ptx"]))
    if rel.parts[0] == "examples":
        cases.append(("header-sm_80", [src, "--arch=sm_80", "--emit=header"]))
    if not is_mlir:
        for d in run_defines(rel):
            cases.append((f"D{d}-ptx-sm_90", [src, f"-D{d}", "--arch=sm_90", "--emit=ptx"]))
            cases.append((f"D{d}-mlir", [src, f"-D{d}", "--emit=mlir"]))
    return cases


def per_target_cases(rel: Path):
    src = str(ROOT / rel)
    return [(f"ptx-{arch}", [src, f"--arch={arch}", "--emit=ptx"])
            for arch in TARGETS if arch != "sm_90"]


def case_key(rel: Path, name: str) -> str:
    return str(rel).replace("/", "__") + "@" + re.sub(r"[^A-Za-z0-9_.=-]", "_", name)


# --- running ---------------------------------------------------------------

def fresh(rc_file: Path, rel: Path) -> bool:
    """A cached result counts when it finished and is newer than its input:
    cases are keyed by path, so an input edited since (another session's
    checkout) is run again by both builds instead of comparing one build's
    stale output with the other's new one. (Files the input includes are
    not looked at: a changed header needs a fresh --cache.)"""
    if not rc_file.exists() or "timeout" in rc_file.read_text():
        return False
    src = ROOT / rel
    return not src.exists() or rc_file.stat().st_mtime >= src.stat().st_mtime


def run_case(snap: Path, outdir: Path, key: str, args, rel: Path):
    """Runs one case unless its result is cached; returns its exit status."""
    rc_file = outdir / (key + ".rc")
    if fresh(rc_file, rel):
        return int(rc_file.read_text().split()[0])
    out = outdir / (key + ".out")
    err = outdir / (key + ".err")
    env = dict(os.environ)
    env.pop("KILN_DEBUG", None)
    try:
        with open(err, "wb") as errf:
            proc = subprocess.run([str(snap / "bin" / "kilnc"), *args, "-o", str(out)],
                                  stdout=subprocess.DEVNULL, stderr=errf,
                                  timeout=TIMEOUT_S, cwd=str(ROOT), env=env)
        rc = proc.returncode
        status = str(rc)
    except subprocess.TimeoutExpired:
        rc = 124
        status = "124 timeout"
    if not out.exists():
        out.write_bytes(b"")
    rc_file.write_text(status + "\n")
    return rc


def run_all(snap: Path, cache: Path, plan, jobs: int, label: str):
    """Runs every case of `plan` ({rel: [(name, args)]}) with `snap`; adds the
    per-target cases of inputs whose bundle failed. Returns the output folder."""
    outdir = cache / "out" / snap.name
    outdir.mkdir(parents=True, exist_ok=True)
    work = [(rel, name, args) for rel, cases in plan.items() for name, args in cases]
    def cached(w):
        return fresh(outdir / (case_key(w[0], w[1]) + ".rc"), w[0])
    todo = [w for w in work if not cached(w)]
    print(f"compare-builds: {label}: {len(work)} cases, {len(todo)} to run", flush=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(run_case, snap, outdir, case_key(rel, name), args, rel): (rel, name)
                   for rel, name, args in work}
        failed_bundles = [futures[f][0] for f in concurrent.futures.as_completed(futures)
                          if futures[f][1] == "bundle" and f.result() != 0]
        extra = [(rel, name, args) for rel in failed_bundles
                 for name, args in per_target_cases(rel)]
        list(pool.map(lambda w: run_case(snap, outdir, case_key(w[0], w[1]), w[2], w[0]), extra))
    return outdir


# --- comparing -------------------------------------------------------------

def first_difference(a: bytes, b: bytes) -> str:
    la, lb = a.split(b"\n"), b.split(b"\n")
    image = ""
    for i, (x, y) in enumerate(zip(la, lb)):
        if x.startswith(b"image "):
            image = " (" + x.decode(errors="replace").split()[1] + " image)"
        if x != y:
            return (f"line {i + 1}{image}:\n      A: {x.decode(errors='replace')[:160]}\n"
                    f"      B: {y.decode(errors='replace')[:160]}")
    return f"A has {len(la)} lines, B {len(lb)} (one is a prefix of the other)"


def unsnap(text: bytes) -> bytes:
    """Diagnostics name the headers through the snapshot's folder, which
    differs between the two builds by construction, and older kilncs spell
    the header folder bin/../include, newer ones lib/kiln/include: not a
    difference."""
    return re.sub(rb"/snap/[0-9a-f]{16}/(bin/\.\./include|lib/kiln/include|include)/",
                  b"/snap/<build>/<headers>/", text)


def compare(plan, out_a: Path, out_b: Path):
    kinds = {}
    groups = {}
    diffs = []
    files = identical = 0
    timeouts = []
    keys = []
    for rel, cases in plan.items():
        names = [n for n, _ in cases] + [n for n, _ in per_target_cases(rel)]
        for name in names:
            key = case_key(rel, name)
            in_a = (out_a / (key + ".rc")).exists()
            in_b = (out_b / (key + ".rc")).exists()
            if in_a or in_b:
                keys.append((rel, name, key, in_a and in_b))
    for rel, name, key, both in keys:
        kind = re.sub(r"^D[^-]*-", "", name).split("-")[0]
        k = kinds.setdefault(kind, [0, 0])
        g = groups.setdefault(group_of(rel), [0, 0])
        k[0] += 1
        g[0] += 1
        if not both:
            diffs.append((rel, name, "only one build ran this case (its bundle failed in the other)"))
            continue
        if any("timeout" in (d / (key + ".rc")).read_text() for d in (out_a, out_b)):
            timeouts.append((rel, name))
            continue
        case_same = True
        for ext, what in ((".out", "output"), (".err", "stderr"), (".rc", "exit status")):
            files += 1
            a = unsnap((out_a / (key + ext)).read_bytes())
            b = unsnap((out_b / (key + ext)).read_bytes())
            if a == b:
                identical += 1
            else:
                if case_same:
                    diffs.append((rel, name, f"{what} differs at " + first_difference(a, b)))
                case_same = False
        if case_same:
            k[1] += 1
            g[1] += 1
    return kinds, groups, diffs, timeouts, files, identical, len(keys)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--cache", default=str(ROOT / "build-compare"))
    ap.add_argument("--show", type=int, default=20, help="differences to print")
    opts = ap.parse_args()
    cache = Path(opts.cache).resolve()
    cache.mkdir(parents=True, exist_ok=True)

    snaps = []
    for label, spec in (("A", opts.a), ("B", opts.b)):
        kilnc, headers, desc = locate(spec, cache)
        snap = freeze(kilnc, headers, cache)
        print(f"compare-builds: {label} = {desc} -> snapshot {snap.name}")
        snaps.append(snap)

    plan = {rel: cases_for(rel, opts.quick) for rel in inputs()}
    out_a = run_all(snaps[0], cache, plan, opts.jobs, "A")
    out_b = out_a if snaps[1] == snaps[0] else run_all(snaps[1], cache, plan, opts.jobs, "B")
    kinds, groups, diffs, timeouts, files, identical, ncases = compare(plan, out_a, out_b)

    print(f"\ninputs: {len(plan)} files ({', '.join(f'{g} {n[0]}' for g, n in sorted(groups.items()))} cases)")
    print(f"mode: {'quick' if opts.quick else 'full'}; targets: {' '.join(TARGETS)}")
    print("by kind (identical/compared cases):",
          ", ".join(f"{k} {v[1]}/{v[0]}" for k, v in sorted(kinds.items())))
    ptx_targets = sum(1 for rel, cases in plan.items() for n, _ in cases if n == "bundle")
    print(f"cases: {ncases} ({ptx_targets} ten-target bundles); files compared: {files} "
          f"(output, stderr, exit status each): {identical} identical, {files - identical} different")
    if timeouts:
        print(f"{len(timeouts)} cases timed out after {TIMEOUT_S} s (not compared; rerun to compare them): "
              + ", ".join(f"{rel} [{name}]" for rel, name in timeouts))
    if diffs:
        print(f"\n{len(diffs)} cases differ; the first {min(len(diffs), opts.show)}:")
        for rel, name, why in diffs[:opts.show]:
            print(f"  {rel} [{name}]: {why}")
        print("RESULT: DIFFERENT")
        return 1
    if timeouts:
        print("RESULT: INCOMPLETE (no difference in what was compared)")
        return 2
    print("RESULT: IDENTICAL")
    return 0


if __name__ == "__main__":
    sys.exit(main())
