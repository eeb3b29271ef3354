"""The tile performance sweep (issue 16): every kernel of kernels.cpp at every
element type and width it was compiled for, beside a Triton kernel of the
same program shape (one program per row or per KW-element block, 4 warps)
and the natural torch op, results checked against torch. The Triton kernel
runs with the warps Kiln chose (the bundle's block size), so both run the
same program shape on the same threads. Times are medians of
triton.testing.do_bench for all three, in one process, so every ratio is
against anchors measured in the same run.

usage: python3 sweep.py DIR [--quick] [--only op,op] [--json FILE]
DIR is what scripts/build-tile-sweep.sh wrote (bundles/, resources.txt).
The Kiln kernels are loaded with the CUDA driver API (cuModuleLoadData) and
launched on torch's current stream, as the Kiln runtime would."""
import argparse
import ctypes
import json
import math
import os
import sys

import torch
import triton
import triton.language as tl
from triton.testing import do_bench

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbundle  # noqa: E402

# ---- the CUDA driver, enough to load PTX and launch ------------------------
_cuda = ctypes.CDLL("libcuda.so.1")


def _check(result, call):
    if result != 0:
        name = ctypes.c_char_p()
        _cuda.cuGetErrorName(result, ctypes.byref(name))
        raise RuntimeError(f"{call} failed: {name.value.decode() if name.value else result}")


class KilnKernel:
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8

    def __init__(self, ptx, kernel):
        self.module = ctypes.c_void_p()
        _check(_cuda.cuModuleLoadData(ctypes.byref(self.module), ctypes.c_char_p(ptx.encode())),
               "cuModuleLoadData")
        self.fn = ctypes.c_void_p()
        _check(_cuda.cuModuleGetFunction(ctypes.byref(self.fn), self.module,
                                         kernel.symbol.encode()), "cuModuleGetFunction")
        # The variant for contiguous tensors, launched when the arguments
        # allow it, as kiln::launch_tile does (kilnc -fno-tile-specialize: none).
        self.variant = None
        if kernel.variant is not None:
            self.variant = (ctypes.c_void_p(), kernel.variant.contiguous)
            _check(_cuda.cuModuleGetFunction(ctypes.byref(self.variant[0]), self.module,
                                             kernel.variant.symbol.encode()), "cuModuleGetFunction")
        self.launched_variant = False
        self.threads = kernel.threads
        self.warps = max(1, kernel.threads[0] * kernel.threads[1] * kernel.threads[2] // 32)
        self.shared = kernel.dynamic_shared
        if self.shared > 48 * 1024:
            _check(_cuda.cuFuncSetAttribute(self.fn, self.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                            self.shared), "cuFuncSetAttribute")

    def __call__(self, grid, *args):
        """args: torch tensors (passed as tensor<T, R> views: pointer, shape,
        strides in elements) and Python floats (f32)."""
        values = []
        for a in args:
            if isinstance(a, torch.Tensor):
                values.append(ctypes.c_uint64(a.data_ptr()))
                values += [ctypes.c_int64(s) for s in a.shape]
                values += [ctypes.c_int64(s) for s in a.stride()]
            elif isinstance(a, float):
                values.append(ctypes.c_float(a))
            else:
                values.append(ctypes.c_int64(a))
        params = (ctypes.c_void_p * len(values))(*[ctypes.cast(ctypes.byref(v), ctypes.c_void_p)
                                                    for v in values])
        stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
        fn = self.fn
        if self.variant and kbundle.contiguous_arguments(
                self.variant[1], [v.value if isinstance(v.value, int) else 0 for v in values]):
            fn = self.variant[0]
            self.launched_variant = True
        _check(_cuda.cuLaunchKernel(fn, grid, 1, 1, *self.threads, self.shared, stream,
                                    params, None), "cuLaunchKernel")


# ---- Triton kernels of the same program shapes ------------------------------
@triton.jit
def t_softmax(x, y, n, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    t = tl.load(x + r * n + c, mask=c < n, other=-float("inf")).to(tl.float32)
    e = tl.exp(t - tl.max(t, 0))
    tl.store(y + r * n + c, (e / tl.sum(e, 0)).to(y.dtype.element_ty), mask=c < n)


@triton.jit
def t_layernorm(x, w, b, y, n, eps, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n
    t = tl.load(x + r * n + c, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(t, 0) / n
    d = tl.where(m, t - mean, 0.0)
    inv = tl.rsqrt(tl.sum(d * d, 0) / n + eps)
    out = d * inv * tl.load(w + c, mask=m).to(tl.float32) + tl.load(b + c, mask=m).to(tl.float32)
    tl.store(y + r * n + c, out.to(y.dtype.element_ty), mask=m)


@triton.jit
def t_rmsnorm(x, w, y, n, eps, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n
    t = tl.load(x + r * n + c, mask=m, other=0.0).to(tl.float32)
    inv = tl.rsqrt(tl.sum(t * t, 0) / n + eps)
    tl.store(y + r * n + c, (t * inv * tl.load(w + c, mask=m).to(tl.float32)).to(y.dtype.element_ty),
             mask=m)


@triton.jit
def t_row_sum(x, y, n, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    tl.store(y + r, tl.sum(tl.load(x + r * n + c, mask=c < n, other=0.0).to(tl.float32), 0))


@triton.jit
def t_row_max(x, y, n, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    tl.store(y + r, tl.max(tl.load(x + r * n + c, mask=c < n, other=-float("inf")).to(tl.float32), 0))


@triton.jit
def t_row_argmax(x, y, n, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    tl.store(y + r, tl.argmax(tl.load(x + r * n + c, mask=c < n, other=-float("inf")), 0))


@triton.jit
def t_row_cumsum(x, y, n, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    t = tl.load(x + r * n + c, mask=c < n, other=0.0).to(tl.float32)
    tl.store(y + r * n + c, tl.cumsum(t, 0).to(y.dtype.element_ty), mask=c < n)


@triton.jit
def t_gelu(x, y, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    t = tl.load(x + i, mask=i < n).to(tl.float32)
    tl.store(y + i, (0.5 * t * (1.0 + tl.erf(t * 0.70710678))).to(y.dtype.element_ty), mask=i < n)


@triton.jit
def t_silu_mul(a, b, y, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    g = tl.load(a + i, mask=i < n).to(tl.float32)
    out = g * tl.sigmoid(g) * tl.load(b + i, mask=i < n).to(tl.float32)
    tl.store(y + i, out.to(y.dtype.element_ty), mask=i < n)


@triton.jit
def t_embedding(table, ids, out, n, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    row = tl.load(ids + r)
    tl.store(out + r * n + c, tl.load(table + row * n + c, mask=c < n), mask=c < n)


# ---- the ops: inputs, the three implementations, the check -------------------
EPS = 1e-5


def rowwise(rows, w, dtype):
    return torch.randn(rows, w, device="cuda", dtype=torch.float32).to(dtype)


def op_softmax(k, rows, w, dtype):
    x = rowwise(rows, w, dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    return (lambda: k(rows, x, ys[0]),
            lambda: t_softmax[(rows,)](x, ys[1], w, BLOCK=w, num_warps=k.warps),
            lambda: torch.softmax(x, -1),
            lambda: (ys[0], ys[1], torch.softmax(x.float(), -1).to(dtype)))


def op_layernorm(k, rows, w, dtype):
    x = rowwise(rows, w, dtype)
    wt = torch.randn(w, device="cuda").to(dtype)
    b = torch.randn(w, device="cuda").to(dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    ref = lambda: torch.nn.functional.layer_norm(x, (w,), wt, b, EPS)
    return (lambda: k(rows, x, wt, b, ys[0], EPS),
            lambda: t_layernorm[(rows,)](x, wt, b, ys[1], w, EPS, BLOCK=w, num_warps=k.warps),
            ref,
            lambda: (ys[0], ys[1], torch.nn.functional.layer_norm(x.float(), (w,), wt.float(), b.float(),
                                                                  EPS).to(dtype)))


def op_rmsnorm(k, rows, w, dtype):
    x = rowwise(rows, w, dtype)
    wt = torch.randn(w, device="cuda").to(dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    ref = lambda: torch.nn.functional.rms_norm(x, (w,), wt, EPS)
    return (lambda: k(rows, x, wt, ys[0], EPS),
            lambda: t_rmsnorm[(rows,)](x, wt, ys[1], w, EPS, BLOCK=w, num_warps=k.warps),
            ref,
            lambda: (ys[0], ys[1], torch.nn.functional.rms_norm(x.float(), (w,), wt.float(),
                                                                EPS).to(dtype)))


def op_row_reduce(name, torch_fn, ref_fn, out_dtype):
    triton_fn = {"row_sum": t_row_sum, "row_max": t_row_max, "row_argmax": t_row_argmax}[name]

    def op(k, rows, w, dtype):
        x = rowwise(rows, w, dtype)
        ys = [torch.empty(rows, device="cuda", dtype=out_dtype) for _ in range(2)]
        return (lambda: k(rows, x, ys[0]),
                lambda: triton_fn[(rows,)](x, ys[1], w, BLOCK=w, num_warps=k.warps),
                lambda: torch_fn(x),
                lambda: (ys[0], ys[1], ref_fn(x)))
    return op


def op_row_cumsum(k, rows, w, dtype):
    x = rowwise(rows, w, dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    return (lambda: k(rows, x, ys[0]),
            lambda: t_row_cumsum[(rows,)](x, ys[1], w, BLOCK=w, num_warps=k.warps),
            lambda: torch.cumsum(x, -1),
            lambda: (ys[0], ys[1], torch.cumsum(x.float(), -1).to(dtype)))


def flat(rows, w, dtype):
    return torch.randn(rows * w, device="cuda", dtype=torch.float32).to(dtype)


def op_gelu(k, rows, w, dtype):
    x = flat(rows, w, dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    return (lambda: k(rows, x, ys[0]),
            lambda: t_gelu[(rows,)](x, ys[1], x.numel(), BLOCK=w, num_warps=k.warps),
            lambda: torch.nn.functional.gelu(x),
            lambda: (ys[0], ys[1], torch.nn.functional.gelu(x.float()).to(dtype)))


def op_silu_mul(k, rows, w, dtype):
    a, b = flat(rows, w, dtype), flat(rows, w, dtype)
    ys = [torch.empty_like(a) for _ in range(2)]
    return (lambda: k(rows, a, b, ys[0]),
            lambda: t_silu_mul[(rows,)](a, b, ys[1], a.numel(), BLOCK=w, num_warps=k.warps),
            lambda: torch.nn.functional.silu(a) * b,
            lambda: (ys[0], ys[1], (torch.nn.functional.silu(a.float()) * b.float()).to(dtype)))


def op_embedding(k, rows, w, dtype):
    vocab = 4096
    table = rowwise(vocab, w, dtype)
    ids = torch.randint(0, vocab, (rows,), device="cuda", dtype=torch.int64)
    ys = [torch.empty(rows, w, device="cuda", dtype=dtype) for _ in range(2)]
    return (lambda: k(rows, table, ids, ys[0]),
            lambda: t_embedding[(rows,)](table, ids, ys[1], w, BLOCK=w, num_warps=k.warps),
            lambda: torch.index_select(table, 0, ids),
            lambda: (ys[0], ys[1], torch.index_select(table, 0, ids)))


OPS = {
    "softmax": op_softmax,
    "layernorm": op_layernorm,
    "rmsnorm": op_rmsnorm,
    "row_sum": op_row_reduce("row_sum", lambda x: x.sum(-1, dtype=torch.float32),
                             lambda x: x.float().sum(-1), torch.float32),
    "row_max": op_row_reduce("row_max", lambda x: x.amax(-1), lambda x: x.float().amax(-1),
                             torch.float32),
    "row_argmax": op_row_reduce("row_argmax", lambda x: x.argmax(-1),
                                lambda x: x.argmax(-1).to(torch.int32), torch.int32),
    "row_cumsum": op_row_cumsum,
    "gelu": op_gelu,
    "silu_mul": op_silu_mul,
    "embedding": op_embedding,
}
DTYPES = {"float": torch.float32, "bf16": torch.bfloat16, "Float16": torch.float16}
TOLERANCE = {torch.float32: 2e-4, torch.bfloat16: 3e-2, torch.float16: 4e-3}


def close(got, want, dtype):
    if got.dtype in (torch.int32, torch.int64):
        return bool(torch.equal(got, want))
    tol = TOLERANCE[dtype]
    return bool(torch.allclose(got.float(), want.float(), rtol=tol, atol=tol))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--quick", action="store_true", help="fill shapes only, shorter timing")
    ap.add_argument("--only", default="", help="comma-separated ops")
    ap.add_argument("--json", default="")
    args = ap.parse_args()
    only = set(filter(None, args.only.split(",")))
    # torch makes its (primary) context current; the driver calls use it.
    torch.zeros(1, device="cuda")
    torch.cuda.synchronize()
    _check(_cuda.cuInit(0), "cuInit")
    rep = 30 if args.quick else 80
    results = []
    print(f"{'op':11} {'type':8} {'width':>6} {'rows':>6} {'warps':>5}  {'kiln ms':>9} {'triton':>9} {'torch':>9}"
          f"  {'vs triton':>9} {'vs best':>8}  check")
    bundles = sorted(os.listdir(os.path.join(args.dir, "bundles")))
    for f in bundles:
        tname, width = f[:-len(".kbundle")].rsplit("_", 1)
        width, dtype = int(width), DTYPES[tname]
        kernels, images = kbundle.read(os.path.join(args.dir, "bundles", f))
        ptx = images.get("sm_90a") or images["sm_90"]
        for name, make in OPS.items():
            if only and name not in only:
                continue
            kernel = KilnKernel(ptx, kernels[name])
            shapes = [max(1, (1 << 24) // width)] + ([] if args.quick else [64])
            for rows in shapes:
                torch.manual_seed(0)
                row = {"op": name, "type": tname, "width": width, "rows": rows}
                try:
                    k_run, t_run, ref_run, outputs = make(kernel, rows, width, dtype)
                    k_run(); t_run(); torch.cuda.synchronize()
                    got, tri, want = outputs()
                    row["correct"] = close(got, want, dtype)
                    row["triton_correct"] = close(tri, want, dtype)
                    row["kiln_ms"] = do_bench(k_run, warmup=10, rep=rep, return_mode="median")
                    row["triton_ms"] = do_bench(t_run, warmup=10, rep=rep, return_mode="median")
                    row["torch_ms"] = do_bench(ref_run, warmup=10, rep=rep, return_mode="median")
                    row["vs_triton"] = row["triton_ms"] / row["kiln_ms"]
                    row["vs_best"] = min(row["triton_ms"], row["torch_ms"]) / row["kiln_ms"]
                    row["warps"] = kernel.warps
                    row["contiguous_variant"] = kernel.launched_variant
                    print(f"{name:11} {tname:8} {width:6} {rows:6} {kernel.warps:5}  {row['kiln_ms']:9.4f} "
                          f"{row['triton_ms']:9.4f} {row['torch_ms']:9.4f}  {row['vs_triton']:8.2f}x "
                          f"{row['vs_best']:7.2f}x  {'ok' if row['correct'] else 'WRONG'}"
                          f"{'' if row['triton_correct'] else ' (triton wrong)'}", flush=True)
                except Exception as e:  # one point failing must not hide the others
                    row["error"] = f"{type(e).__name__}: {e}"
                    print(f"{name:11} {tname:8} {width:6} {rows:6}  ERROR {row['error']}", flush=True)
                results.append(row)
    timed = [r for r in results if "vs_best" in r]
    wrong = [r for r in results if not r.get("correct", False)]
    if timed:
        geo = math.exp(sum(math.log(r["vs_best"]) for r in timed) / len(timed))
        geo_t = math.exp(sum(math.log(r["vs_triton"]) for r in timed) / len(timed))
        below = sum(r["vs_best"] < 0.9 for r in timed)
        print(f"\n{len(timed)} points; geomean vs Triton {geo_t:.3f}x, vs the faster of Triton and "
              f"torch {geo:.3f}x; {below} below 0.90x; {len(wrong)} wrong or failed")
    if args.json:
        json.dump(results, open(args.json, "w"), indent=1)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
