"""Attention forward (examples/tile_attention.cpp, issue 15) on the GPU in one
call: every Kiln bundle given, beside torch's SDPA flash and cuDNN backends
timed in the same process, results checked against a float32 reference.

usage: python3 attention_bench.py SPEC... [--quick] [--reps N] [--plan]
  SPEC: LABEL=PATH of a tile_attention bundle (e.g. sm90a=sm90a.kbundle), or a
        folder whose *.kbundle are taken, each labelled by its file stem
        (scripts/build-attention-bench.sh writes sm90a.kbundle, sm80.kbundle).
  --plan: print the points and check that every bundle has the kernels they
          need (no GPU, no torch: what the lit test runs).

Timed points (issue 15): bf16, batch x heads = 4 x 32, head dims 128 and 64,
sequence 4096 and 16384, causal and not. Each time is the median of --reps
launches (CUDA events around each, after a warm-up), for Kiln, SDPA's flash
backend and SDPA's cuDNN backend. TFLOP/s counts 4 * BH * S * S * D (two GEMMs
of 2 * S * S * D each), halved for causal, the convention of FlashAttention's
and cuDNN's figures.

Correctness: every timed point checks Kiln's O and log-sum-exp (and the two
torch backends' O) against attention computed in float32 from the same bf16
inputs, on the first and last (batch*head) (the full float32 score matrix of
all 128 heads at 16384 would be 137 GB). Odd sizes check every kernel of the
example (bf16 and fp16, causal or not, d64 and d128) on all heads with GQA
(group 1 and 4) at sequence lengths off the block (1000, 4097, 77), outputs
poisoned with NaN before the launch (a row not written stays NaN and fails).

Tolerance, max |error| over the elements: O in bf16 2e-2, in fp16 4e-3; the
log-sum-exp 2e-3. Why: P is rounded to the input type before the second GEMM
(as every flash kernel does) and O is rounded once more when stored, each at
most half an ulp of a value of magnitude <= max|V| = ~4 for randn inputs (bf16:
2^-8 relative, 1.6e-2 at 4; fp16: 2^-11, 2e-3 at 4); the float32 sums add
~1e-6. The log-sum-exp is float32 throughout (scores from the same bf16
inputs), with the hardware's approximate exp2/log2 (2 ulp) over <= 16384
terms. The torch backends' errors are printed beside Kiln's for comparison.
"""
import argparse
import glob
import math
import os
import sys

# Head dim -> the example's query block (KILN_ATTENTION in examples/tile_attention.cpp);
# sm_90a's head-dim-128 kernels take 128 rows (two wgmma warpgroups).
BLOCK_M = {64: 128, 128: 64}


def block_m(arch, d):
    return 128 if arch == "sm_90a" else BLOCK_M[d]


def launch_arch(images):
    """The image the launcher loads: sm_90a's on an H200 when the bundle has it."""
    return next((a for a in ("sm_90a", "sm_90") if a in images), next(iter(images)))
BATCH, HEADS = 4, 32
TIMED = [(d, s, causal) for d in (128, 64) for s in (4096, 16384) for causal in (False, True)]
QUICK = [(d, s, causal) for d in (128, 64) for s in (4096,) for causal in (False, True)]
# (kernel, is fp16, causal, head dim): every kernel of the example.
KERNELS = [("attention_bf16_d64", False, False, 64), ("attention_bf16_d64_causal", False, True, 64),
           ("attention_bf16_d128", False, False, 128), ("attention_bf16_d128_causal", False, True, 128),
           ("attention_f16_d64_causal", True, True, 64), ("attention_f16_d128", True, False, 128)]
# (batch*heads, group, sequence) of the odd-size checks.
ODD = [(8, 1, 1000), (8, 4, 4097), (4, 2, 77)]
TOL_O = {"bf16": 2e-2, "f16": 4e-3}
TOL_LSE = 2e-3


def kernel_name(d, causal, f16=False):
    return f"attention_{'f16' if f16 else 'bf16'}_d{d}{'_causal' if causal else ''}"


def flops(bh, s, d, causal):
    f = 4.0 * bh * s * s * d
    return f / 2 if causal else f


def bundles(specs):
    """[(label, path)] from LABEL=PATH arguments and folders of *.kbundle."""
    out = []
    for spec in specs:
        if "=" in spec:
            label, path = spec.split("=", 1)
            out.append((label, path))
        elif os.path.isdir(spec):
            for path in sorted(glob.glob(os.path.join(spec, "*.kbundle"))):
                out.append((os.path.splitext(os.path.basename(path))[0], path))
        else:
            out.append((os.path.splitext(os.path.basename(spec))[0], spec))
    if not out:
        raise SystemExit("attention_bench: no bundles (give LABEL=PATH or a folder of *.kbundle)")
    return out


def import_kbundle():
    here = os.path.dirname(os.path.abspath(__file__))
    for d in (here, os.path.join(here, "..", "tile_sweep")):
        if os.path.exists(os.path.join(d, "kbundle.py")):
            sys.path.insert(0, d)
            break
    import kbundle  # noqa: E402
    return kbundle


def plan(args, kb):
    """The points, and each bundle's kernels (a missing one is an error)."""
    points = QUICK if args.quick else TIMED
    ok = True
    for label, path in bundles(args.specs):
        kernels, images = kb.read(path)
        print(f"bundle {label}: {path} images {','.join(sorted(images))}")
        for name, _f16, _causal, d in KERNELS:
            k = kernels.get(name)
            if k is None:
                print(f"  MISSING {name}")
                ok = False
                continue
            warps = k.threads[0] * k.threads[1] * k.threads[2] // 32
            print(f"  {name}: {warps} warps, {k.dynamic_shared} B dynamic shared, "
                  f"contiguous variant {'yes' if k.variant else 'no'}, "
                  f"block_m {block_m(launch_arch(images), d)}")
    for d, s, causal in points:
        print(f"point bf16 d{d} {BATCH}x{HEADS} S={s} {'causal' if causal else 'full'} "
              f"{flops(BATCH * HEADS, s, d, causal) / 1e12:.3f} TFLOP")
    for bh, group, s in ODD:
        print(f"check every kernel bh={bh} group={group} S={s}")
    return ok


# ---- GPU part (torch, the CUDA driver through sweep.py's launcher) -----------
def run(args, kb):
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel
    import sweep  # KilnModule/KilnKernel: cuModuleLoadData + cuLaunchKernel on torch's stream

    torch.zeros(1, device="cuda")
    sweep._check(sweep._cuda.cuInit(0), "cuInit")
    dev = torch.cuda.get_device_name()
    print(f"device {dev}, torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}")

    def median_ms(fn):
        fn()
        torch.cuda.synchronize()
        ts = []
        for _ in range(args.reps):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record()
            fn()
            e.record()
            e.synchronize()
            ts.append(s.elapsed_time(e))
        ts.sort()
        return ts[len(ts) // 2]

    def reference(q, k, v, scale, causal, heads):
        """float32 O and log-sum-exp of the given (batch*head) rows, in query
        chunks (q: [bh, S, D], k/v: [kvh, S, D])."""
        group = q.shape[0] // k.shape[0]
        S = q.shape[1]
        outs, lses = [], []
        for h in heads:
            qh, kh, vh = q[h].float(), k[h // group].float(), v[h // group].float()
            o, lse = torch.empty_like(qh), torch.empty(S, device=q.device)
            for r0 in range(0, S, 2048):
                sc = (qh[r0:r0 + 2048] @ kh.T) * scale
                if causal:
                    rows = torch.arange(r0, min(r0 + 2048, S), device=q.device)[:, None]
                    sc = sc.masked_fill(torch.arange(S, device=q.device)[None, :] > rows, -math.inf)
                lse[r0:r0 + 2048] = torch.logsumexp(sc, 1)
                o[r0:r0 + 2048] = torch.softmax(sc, 1) @ vh
            outs.append(o)
            lses.append(lse)
        return torch.stack(outs), torch.stack(lses)

    def err(got, want):
        d = (got.float() - want).abs()
        return float("inf") if torch.isnan(got).any() else float(d.max())

    modules = {}

    def kiln_kernel(label, path, name):
        if path not in modules:
            kernels, images = kb.read(path)
            arch = launch_arch(images)
            modules[path] = (kernels, sweep.KilnModule(images[arch]), arch)
        kernels, module, arch = modules[path]
        return sweep.KilnKernel(module, kernels[name]), arch

    def launcher(kernel, q, k, v, o, lse, scale, d):
        kern, arch = kernel
        bh, S = q.shape[0], q.shape[1]
        bm = block_m(arch, d)
        grid = ((S + bm - 1) // bm, bh)
        group = bh // k.shape[0]
        return lambda: kern(grid, q, k, v, o, lse, scale, group)

    failures = 0
    specs = bundles(args.specs)
    # 1. Odd sizes, GQA, fp16, poisoned outputs: every kernel of every bundle.
    for label, path in specs:
        for name, f16, causal, d in KERNELS:
            dtype = torch.float16 if f16 else torch.bfloat16
            for bh, group, S in ODD:
                torch.manual_seed(1)
                q = torch.randn(bh, S, d, device="cuda").to(dtype)
                k = torch.randn(bh // group, S, d, device="cuda").to(dtype)
                v = torch.randn(bh // group, S, d, device="cuda").to(dtype)
                o = torch.full_like(q, float("nan"))
                lse = torch.full((bh, S), float("nan"), device="cuda")
                scale = 1.0 / math.sqrt(d)
                try:
                    launcher(kiln_kernel(label, path, name), q, k, v, o, lse, scale, d)()
                    torch.cuda.synchronize()
                    want_o, want_lse = reference(q, k, v, scale, causal, range(bh))
                    eo, el = err(o, want_o), err(lse, want_lse)
                    good = eo <= TOL_O["f16" if f16 else "bf16"] and el <= TOL_LSE
                    msg = f"O err {eo:.2e} lse err {el:.2e}"
                except Exception as e:  # noqa: BLE001 - reported, the others go on
                    good, msg = False, f"{type(e).__name__}: {e}".splitlines()[0]
                failures += not good
                print(f"{'PASS' if good else 'FAIL'} {label} {name} bh={bh} group={group} S={S}: {msg}",
                      flush=True)

    # 2. The timed points: torch's two backends once, each bundle beside them.
    rows = []
    for d, S, causal in (QUICK if args.quick else TIMED):
        torch.manual_seed(0)
        bh = BATCH * HEADS
        q = torch.randn(bh, S, d, device="cuda", dtype=torch.bfloat16)
        k = torch.randn(bh, S, d, device="cuda", dtype=torch.bfloat16)
        v = torch.randn(bh, S, d, device="cuda", dtype=torch.bfloat16)
        scale = 1.0 / math.sqrt(d)
        heads = (0, bh - 1)
        want_o, want_lse = reference(q, k, v, scale, causal, heads)
        q4, k4, v4 = (t.view(BATCH, HEADS, S, d) for t in (q, k, v))
        f = flops(bh, S, d, causal)
        point = f"bf16 d{d} {BATCH}x{HEADS} S={S} {'causal' if causal else 'full'}"
        anchors = {}
        for bname, backend in (("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)):
            try:
                with sdpa_kernel(backend):
                    call = lambda: F.scaled_dot_product_attention(q4, k4, v4, is_causal=causal, scale=scale)  # noqa: E731
                    out = call().view(bh, S, d)
                    e = err(out[list(heads)], want_o)
                    anchors[bname] = (median_ms(call), e)
                    del out
            except Exception as ex:  # noqa: BLE001 - a backend this torch lacks
                anchors[bname] = (None, f"{type(ex).__name__}: {ex}".splitlines()[0][:120])
        for bname, (t, e) in anchors.items():
            if t is None:
                print(f"ANCHOR {point} {bname}: unavailable ({e})")
            else:
                print(f"ANCHOR {point} {bname} {t:.3f} ms {f / t / 1e9:.1f} TFLOP/s (O err {e:.2e})")
        for label, path in specs:
            name = kernel_name(d, causal)
            o = torch.full_like(q, float("nan"))
            lse = torch.full((bh, S), float("nan"), device="cuda")
            try:
                kern = kiln_kernel(label, path, name)
                launch = launcher(kern, q, k, v, o, lse, scale, d)
                launch()
                torch.cuda.synchronize()
                eo, el = err(o[list(heads)], want_o), err(lse[list(heads)], want_lse)
                good = eo <= TOL_O["bf16"] and el <= TOL_LSE
                t = median_ms(launch)
                ratios = " ".join(
                    f"{b} {anchors[b][0] / t:.3f}x" for b in ("flash", "cudnn") if anchors[b][0] is not None)
                print(f"{'BENCH' if good else 'WRONG'} {point} kiln-{label} {t:.3f} ms {f / t / 1e9:.1f} TFLOP/s "
                      f"| {ratios} | O err {eo:.2e} lse err {el:.2e}"
                      f"{' (contiguous variant)' if kern[0].launched_variant else ''}", flush=True)
                rows.append((point, label, f / t / 1e9, {b: a[0] / t for b, a in anchors.items() if a[0]}))
            except Exception as e:  # noqa: BLE001
                good = False
                print(f"FAIL {point} kiln-{label}: {type(e).__name__}: {e}".splitlines()[0], flush=True)
            failures += not good
            del o, lse
        del q, k, v, q4, k4, v4, want_o, want_lse
        torch.cuda.empty_cache()
    print("\n| point | kiln | TFLOP/s | vs flash | vs cuDNN |\n| --- | --- | ---: | ---: | ---: |")
    for point, label, tf, r in rows:
        print(f"| {point} | {label} | {tf:.1f} | {r.get('flash', float('nan')):.3f}x | "
              f"{r.get('cudnn', float('nan')):.3f}x |")
    print(f"\nattention_bench: {failures} failed")
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("specs", nargs="+")
    ap.add_argument("--quick", action="store_true", help="sequence 4096 only")
    ap.add_argument("--reps", type=int, default=30, help="timed launches per point (median)")
    ap.add_argument("--plan", action="store_true", help="list the points, check the bundles, no GPU")
    args = ap.parse_args()
    if args.reps < 20:
        ap.error("--reps: issue 15 asks for the median of at least 20 launches")
    kb = import_kbundle()
    ok = plan(args, kb)
    if args.plan or not ok:
        return 0 if ok else 1
    return run(args, kb)


if __name__ == "__main__":
    sys.exit(main())
