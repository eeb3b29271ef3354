#!/usr/bin/env python3
"""Mutation fuzzer for the built kilnc and kiln-opt (no instrumented build needed).

Mutates the project's own test inputs (CUDA sources, tile kernels, MLIR sections), runs each
mutant through kilnc (and MLIR ones through kiln-opt with one Kiln pass), and records every
finding: a signal or abort, an LLVM crash report ("PLEASE submit a bug report", "LLVM ERROR",
an assertion, a stack dump), a run over the time limit, and an error without a source location.
With --ptxas, an exit-0 PTX that ptxas rejects is a finding too.

Deterministic for a given --seed and --count (the smoke test in test/Reliability runs it that
way); --minutes bounds a campaign instead. Ends with one line:
    fuzz-mutate: N inputs, K findings (...)
and exits 1 when K > 0. docs/reliability.md gives the campaign command.
"""
import argparse
import glob
import os
import random
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time

EXTREME_INTS = ["0", "1", "-1", "2147483647", "-2147483648", "4294967295", "4294967296",
                "9223372036854775807", "18446744073709551615", "0x7fffffffffffffff", "100000",
                "1048576", "65536", "262144", "-128", "999999999999999999999999"]
EXTREME_FLOATS = ["1e308", "1e-320", "3.4e38f", "0.0", "-0.0", "1e39f", "0x1p-149f"]
CU_SNIPPETS = [
    "__syncthreads();", "__shared__ float s_buf[1 << 20];", "__shared__ int s_i[100000];",
    "#pragma unroll 1048576\n", "#pragma unroll 100000\nfor (int q = 0; q < 100000; ++q) {}",
    "__launch_bounds__(-128)", "__launch_bounds__(2147483647)", "__launch_bounds__(1025, 4)",
    "__constant__ float c_big[40000];", "template <int N> struct R { static const int v = R<N+1>::v; };",
    "int deep = " + "(" * 300 + "1" + ")" * 300 + ";", "asm volatile(\"bar.sync 0;\");",
    "__int128 wide = (__int128)1 << 100;", "float f128 = (float)(__int128)threadIdx.x;",
    "switch (threadIdx.x) { case 0: break; case 1: return; default: break; }",
    "goto end_label;", "while (1) {}", "for (;;) { __syncthreads(); }",
    "extern __shared__ float dyn[];", "atomicAdd((int *)0, 1);", "__trap();",
    "volatile int *vp = 0; int vv = *vp - *vp;", "double dd = 1.0 / 0.0;",
    "int arr[1 << 24];", "char big_local[1 << 30];", "static_assert(sizeof(int) == 4);",
    "auto lam = [&](int v) { return v * 2; };", "int rec(int n) { return n ? rec(n - 1) : 0; }",
    # Shifts, array bounds and pragma counts at and past their limits.
    "int sh = (int)threadIdx.x << 4294967296;", "unsigned long long shl = 1ull << -1;",
    "__shared__ int s_neg[-1];", "__shared__ double s_ovf[0x7fffffffffffffff];",
    "__shared__ char s_48k[49153];", "int zero_len[0];", "#pragma unroll -1\n", "#pragma unroll 0\n",
    "#pragma unroll 4294967296\nfor (int q = 0; q < 8; ++q) {}",
    # Deep nesting of every kind.
    "{" * 400 + "}" * 400, "auto nest = " + "[&]() { return " * 60 + "1" + "; }()" * 60 + ";",
    "template <int N> struct D { using T = typename D<N - 1>::T; }; template <> struct D<0> { using T = int; }; D<2000>::T dv = 0;",
    "int chain = " + " ? ".join(["threadIdx.x == %d" % i for i in range(400)]) + " ? 1 : 0" * 0 + ";",
    "if (threadIdx.x == 0) {} " + " ".join("else if (threadIdx.x == %d) {}" % i for i in range(1, 800)),
    "switch (threadIdx.x) {" + " ".join("case %d: return;" % i for i in range(3000)) + "}",
    # Recursion and constructs kilnc does not support: each must be a located error.
    "__device__ int fact(int n) { return n < 2 ? 1 : n * fact(n - 1); }",
    "struct V { virtual int f() { return 1; } };", "try { throw 1; } catch (...) {}",
    "int *heap = new int[4]; delete[] heap;", "void *m = malloc(16); free(m);",
    "printf(\"%d\\n\", threadIdx.x);", "int vla[threadIdx.x + 1];",
    "void *lbl = &&end_label; goto *lbl;", "thread_local int tl = 0;",
    "__managed__ int managed_v;", "int tid = typeid(int).hash_code();",
    "cudaStream_t st; cudaStreamCreate(&st);", "asm(\"not.a.ptx.instruction;\");",
    "asm volatile(\"mov.u32 %0, %%laneid;\" : \"=r\"(tid));", "__builtin_alloca(64);",
    "extern __device__ int undefined_fn(int); int u = undefined_fn(1);",
]
MLIR_SNIPPETS = [
    "simt.barrier block", "%z = arith.constant 0 : index", "array<index: 1>",
    "%t = simt.thread_id x", "cf.br ^bb1", "return", "simt.global shared @g : !llvm.array<1048576 x f32>",
    "func.func @\"bad name\"() attributes {simt.kernel} { return }",
    "%c = arith.constant 9223372036854775807 : i64",
    "simt.global shared @g2 : !llvm.array<4294967296 x i8>", "%s = simt.shuffle", "%x = tile.load",
    "simt.barrier", "func.func private @ext() attributes {simt.kernel}",
    "%u = arith.constant -1 : index", "%w = arith.shli %z, %z : index",
]
# Crash and assertion reports LLVM, MLIR, Clang and the sanitizers print.
CRASH_RE = re.compile(r"PLEASE submit a bug report|LLVM ERROR|Assertion .* failed|Stack dump:|"
                      r"UNREACHABLE executed|AddressSanitizer|UndefinedBehaviorSanitizer|"
                      r"terminate called|Segmentation fault|double free|Aborted")
OPTION_ERROR_RE = re.compile(r"^kilnc: error: (--(ptx-version|max-ptx|cuda-driver|arch)|PTX ISA [\d.]+ "
                             r"(\(needed for sm_\w+\) exceeds the cap|is newer than this compiler emits)|"
                             r"unknown target '|-o \S+: several targets make a bundle)")
# An error line kilnc or kiln-opt prints: located ones start with "file:line:col:".
LOCATED_RE = re.compile(r"^[^\s:][^:]*:\d+:\d+: (error|fatal error)")


def mlir_sections(path):
    text = open(path, errors="replace").read()
    return [s for s in re.split(r"^// -----\s*$", text, flags=re.M) if s.strip()]


def load_seeds(root):
    cu, mlir = [], []
    patterns = ["test/**/*.cu", "examples/*.cu", "examples/tile_*.cpp", "bench/tile/*.cpp",
                "test/Frontend/**/*.cpp", "test/Reliability/*.cpp"]
    for pat in patterns:
        for f in sorted(glob.glob(os.path.join(root, pat), recursive=True)):
            if "/host/" in f or "/Inputs/" in f and f.endswith(".h"):
                continue
            cu.append((f, open(f, errors="replace").read()))
    for f in sorted(glob.glob(os.path.join(root, "test/**/*.mlir"), recursive=True)):
        for i, s in enumerate(mlir_sections(f)):
            mlir.append((f"{f}#{i}", s))
    return cu, mlir


def mutate(rng, text, others, snippets):
    """One to three random edits of `text`; `others` feeds splices."""
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        lines = lines or [""]
        kind = rng.randrange(10)
        n = len(lines)
        if kind == 0 and n > 1:  # drop a line
            del lines[rng.randrange(n)]
        elif kind == 1:  # duplicate a line
            i = rng.randrange(n)
            lines.insert(i, lines[i])
        elif kind == 2 and n > 1:  # swap two lines
            i, j = rng.randrange(n), rng.randrange(n)
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == 3:  # an integer literal becomes an extreme one
            i = rng.randrange(n)
            nums = list(re.finditer(r"(?<![\w.])\d+(?![\w.])", lines[i]))
            if nums:
                m = rng.choice(nums)
                lines[i] = lines[i][:m.start()] + rng.choice(EXTREME_INTS) + lines[i][m.end():]
        elif kind == 4:  # a float literal becomes an extreme one
            i = rng.randrange(n)
            nums = list(re.finditer(r"\d+\.\d*f?", lines[i]))
            if nums:
                m = rng.choice(nums)
                lines[i] = lines[i][:m.start()] + rng.choice(EXTREME_FLOATS) + lines[i][m.end():]
        elif kind == 5:  # insert a snippet
            lines.insert(rng.randrange(n + 1), rng.choice(snippets))
        elif kind == 6:  # splice: the start of this input, the end of another
            other = rng.choice(others).split("\n")
            lines = lines[:rng.randrange(n + 1)] + other[rng.randrange(len(other) + 1):]
        elif kind == 7:  # truncate
            lines = lines[:rng.randrange(n + 1)]
            if lines:
                lines[-1] = lines[-1][:rng.randrange(len(lines[-1]) + 1)]
        elif kind == 8:  # swap two tokens of the input
            toks = re.findall(r"[A-Za-z_]\w*|[{}()\[\];,<>]", "\n".join(lines))
            if toks:
                i = rng.randrange(n)
                spots = list(re.finditer(r"[A-Za-z_]\w*|[{}()\[\];,<>]", lines[i]))
                if spots:
                    m = rng.choice(spots)
                    lines[i] = lines[i][:m.start()] + rng.choice(toks) + lines[i][m.end():]
        else:  # delete a random character span
            t = "\n".join(lines)
            if t:
                a = rng.randrange(len(t))
                t = t[:a] + t[a + rng.randint(1, 8):]
            lines = t.split("\n")
    return "\n".join(lines)


def limit_memory(mb):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (mb << 20, mb << 20))
    return apply


def run(cmd, timeout, mem_mb):
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout,
                           preexec_fn=limit_memory(mem_mb), start_new_session=True)
        return p.returncode, p.stderr.decode(errors="replace"), False
    except subprocess.TimeoutExpired as e:
        return None, (e.stderr or b"").decode(errors="replace"), True


def classify(rc, err, timed_out, path):
    if timed_out:
        return "timeout"
    if rc is not None and rc < 0:
        return f"signal {signal.Signals(-rc).name}"
    if CRASH_RE.search(err):
        return "crash report"
    if rc and rc not in (0, 1):
        return f"exit {rc}"
    if rc:
        # Command-line errors (an ISA too old for the arch, a cap below what it needs) are
        # about the options, not the input: they have no source location to give.
        errors = [l for l in err.splitlines() if re.search(r"\berror\b", l) and "error:" in l
                  and not OPTION_ERROR_RE.match(l)]
        if errors and not any(LOCATED_RE.match(l) for l in errors):
            return "error without a location"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--bin", help="directory of kilnc and kiln-opt (default: ROOT/build/bin)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=0, help="inputs to run (0: until --minutes)")
    ap.add_argument("--minutes", type=float, default=0)
    ap.add_argument("--timeout", type=float, default=60, help="seconds per run")
    ap.add_argument("--mem-mb", type=int, default=4096)
    ap.add_argument("--ptxas", default="", help="also assemble exit-0 PTX with this ptxas")
    ap.add_argument("--findings", default="", help="directory for the inputs that found something")
    ap.add_argument("--mlir-share", type=float, default=0.35, help="share of MLIR inputs")
    args = ap.parse_args()
    if not args.count and not args.minutes:
        args.count = 100
    bindir = args.bin or os.path.join(args.root, "build", "bin")
    kilnc, kiln_opt = os.path.join(bindir, "kilnc"), os.path.join(bindir, "kiln-opt")
    passes = sorted(set(re.findall(r'Pass<"([a-z0-9-]+)"', "".join(
        open(f).read() for f in glob.glob(os.path.join(args.root, "**/Passes.td"), recursive=True)))))
    cu, mlir = load_seeds(args.root)
    if not cu or not mlir:
        sys.exit("fuzz-mutate: no seeds under " + args.root)
    rng = random.Random(args.seed)
    deadline = time.time() + args.minutes * 60 if args.minutes else None
    tmp = tempfile.mkdtemp(prefix="kiln-fuzz-")
    seen, findings, runs, inputs = {}, 0, 0, 0
    outcomes = {"compiled": 0, "rejected": 0}
    arches = ["sm_80", "sm_86", "sm_87", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_120",
              "sm_120a"]
    # Target options beside --arch: driver and ISA versions from old to new.
    target_opts = [[], [], ["--cuda-driver=11.8"], ["--cuda-driver=12.0"], ["--cuda-driver=12.8"],
                   ["--ptx-version=7.0"], ["--ptx-version=7.8"], ["--ptx-version=8.0"],
                   ["--ptx-version=8.7"], ["--max-ptx=7.5"], ["--max-ptx=8.1"]]
    while (args.count and inputs < args.count) or (deadline and time.time() < deadline):
        use_mlir = rng.random() < args.mlir_share
        pool, snippets = (mlir, MLIR_SNIPPETS) if use_mlir else (cu, CU_SNIPPETS)
        name, text = rng.choice(pool)
        mutant = mutate(rng, text, [rng.choice(pool)[1]], snippets)
        ext = ".mlir" if use_mlir else os.path.splitext(name.split("#")[0])[1]
        path = os.path.join(tmp, f"in{inputs}{ext}")
        with open(path, "w") as f:
            f.write(mutant)
        ptx = os.path.join(tmp, "out.ptx")
        cmds = [[kilnc, path, "--arch=" + rng.choice(arches), "-o", ptx] + rng.choice(target_opts) +
                rng.choice([[], ["-O0"], ["-O1"], ["--auto-sync"], ["--sync-check=strict"],
                            ["--emit=mlir"], ["--emit=simt"], ["--emit=llvm"], ["--emit=bundle"],
                            ["--emit=header"]])]
        if use_mlir:
            cmds.append([kiln_opt, path, "--" + rng.choice(passes)])
        inputs += 1
        for cmd in cmds:
            runs += 1
            if os.path.exists(ptx):
                os.remove(ptx)
            rc, err, timed_out = run(cmd, args.timeout, args.mem_mb)
            kind = classify(rc, err, timed_out, path)
            if rc is not None:
                outcomes["compiled" if rc == 0 else "rejected"] += 1
            if (not kind and rc == 0 and args.ptxas and cmd[0] == kilnc and "--emit" not in " ".join(cmd)
                    and os.path.exists(ptx)):
                arch = next(a for a in cmd if a.startswith("--arch=")).split("=")[1]
                prc, perr, pto = run([args.ptxas, "-arch=" + arch, ptx, "-o", "/dev/null"], 120, 8192)
                if prc:
                    kind, err = "ptxas rejects exit-0 PTX", perr
            if not kind:
                continue
            findings += 1
            first = next((l for l in err.splitlines() if CRASH_RE.search(l) or "error" in l), "")
            sig = kind + ": " + re.sub(r"[^:]*:\d+:\d+: ", "", first)[:120]
            seen.setdefault(sig, 0)
            seen[sig] += 1
            print(f"FINDING {kind}: {os.path.basename(cmd[0])} {' '.join(cmd[2:])} (from {name})\n  {first[:200]}",
                  flush=True)
            if args.findings:
                os.makedirs(args.findings, exist_ok=True)
                base = os.path.join(args.findings, f"{len(os.listdir(args.findings)) // 2:04d}{ext}")
                with open(base, "w") as f:
                    f.write(mutant)
                with open(base + ".log", "w") as f:
                    f.write(" ".join(cmd) + "\n" + kind + "\n" + err)
    for sig, n in sorted(seen.items(), key=lambda kv: -kv[1]):
        print(f"  {n:5d}  {sig}")
    print(f"  {outcomes['compiled']} runs exited 0, {outcomes['rejected']} were diagnosed")
    print(f"fuzz-mutate: {inputs} inputs ({runs} runs), {findings} findings ({len(seen)} distinct), seed {args.seed}")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
