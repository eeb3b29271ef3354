"""The tile performance sweep (issue 16): every kernel of kernels.cpp at every
element type and width it was compiled for, beside a Triton kernel of the
same program shape (one program per row, per KW-element block, per block of
rows, columns or a matrix, per 128x128 output tile of a matmul) and the
natural torch op, results checked against torch. The Triton kernel runs with
the warps Kiln chose (a program's: the bundle's block size over its packed
programs), so both run the same program
shape on the same threads. Times are medians of triton.testing.do_bench for
all three, in one process, so every ratio is against anchors measured in the
same run.

usage: python3 sweep.py DIR [--quick] [--only op,op] [--types t,t]
                            [--widths w,w] [--json FILE]
DIR is what scripts/build-tile-sweep.sh wrote (bundles/, resources.txt,
failed.txt). The Kiln kernels are loaded with the CUDA driver API
(cuModuleLoadData) and launched on torch's current stream, as the Kiln
runtime would.

The points run in a worker process, each in a try block: an exception
(a mismatch is not one: it is reported as WRONG) is that point's error. The
parent restarts the worker after the point where it left the CUDA context
unusable (a fault), died or hung (--point-timeout), so that one kernel's
failure is reported as that point's error and the sweep goes on. A kernel
that did not compile (failed.txt) is a failed point too."""
import argparse
import ctypes
import json
import math
import os
import subprocess
import sys
import time

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


_SMS = []


def _multiprocessors():
    """The device's SM count, asked once (as the Kiln runtime does)."""
    if not _SMS:
        _SMS.append(torch.cuda.get_device_properties(torch.cuda.current_device()).multi_processor_count)
    return _SMS[0]


def _forced_splits():
    """KILN_SPLITS (1..32; else ignored), as the Kiln runtime reads it."""
    return kbundle.parse_forced_splits(os.environ.get("KILN_SPLITS", ""))


def _forced_programs():
    """KILN_PACKED_PROGRAMS (1..1024; else ignored), as the Kiln runtime reads it."""
    text = os.environ.get("KILN_PACKED_PROGRAMS", "")
    return int(text) if text.isdigit() and 1 <= int(text) <= 1024 else 0


class KilnModule:
    """One bundle's PTX, loaded once (the driver JIT-compiles every kernel in it)."""

    def __init__(self, ptx):
        self.module = ctypes.c_void_p()
        _check(_cuda.cuModuleLoadData(ctypes.byref(self.module), ctypes.c_char_p(ptx.encode())),
               "cuModuleLoadData")


class KilnKernel:
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8

    def __init__(self, module, kernel):
        self.fn = ctypes.c_void_p()
        _check(_cuda.cuModuleGetFunction(ctypes.byref(self.fn), module.module,
                                         kernel.symbol.encode()), "cuModuleGetFunction")
        # The variant for contiguous tensors (docs/bundle-format.md), launched
        # when the arguments allow it, as kiln::launch_tile does.
        self.variant = None
        if kernel.variant is not None and not kernel.variant.tensor_map_sources:
            fn = ctypes.c_void_p()
            _check(_cuda.cuModuleGetFunction(ctypes.byref(fn), module.module,
                                             kernel.variant.symbol.encode()), "cuModuleGetFunction")
            shared = kernel.variant.dynamic_shared
            if shared > 48 * 1024:
                _check(_cuda.cuFuncSetAttribute(fn, self.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                                shared), "cuFuncSetAttribute")
            threads = kernel.variant.threads if kernel.variant.threads != (1, 1, 1) else kernel.threads
            self.variant = (fn, kernel.variant.contiguous, shared, threads, kernel.variant)
        self.launched_variant = False
        self.threads = kernel.threads
        # The program's warps (Triton's num_warps for the same program shape), not the block's:
        # a packed kernel (kbundle.Kernel.packed) runs several programs per block.
        self.warps = kernel.program_warps
        self.meta = kernel
        self.last_programs_per_block = 1
        # A split loop's workspace (kiln::Kernel::launch_split), allocated at
        # its first split launch; the output programs its counters were last
        # zeroed for.
        self.workspace = None
        self.workspace_programs = 0
        self.splits = 1
        self.shared = kernel.dynamic_shared
        if self.shared > 48 * 1024:
            _check(_cuda.cuFuncSetAttribute(self.fn, self.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                            self.shared), "cuFuncSetAttribute")

    def __call__(self, grid, *args):
        """grid: programs along x, or a tuple (x[, y[, z]]). args: torch
        tensors (passed as tensor<T, R> views: pointer, shape, strides in
        elements), Python floats (f32) and ints (i64)."""
        grid = tuple(grid) if isinstance(grid, (tuple, list)) else (grid,)
        grid = grid + (1,) * (3 - len(grid))
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
        stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
        fn, shared, threads, meta = self.fn, self.shared, self.threads, self.meta
        if self.variant and kbundle.contiguous_arguments(
                self.variant[1], [v.value if isinstance(v.value, int) else 0 for v in values]):
            fn, _, shared, threads, meta = self.variant
            self.launched_variant = True
        if meta.split:
            # S programs per output program (as kiln::Kernel::launch_split):
            # S and the workspace after the arguments, S times the grid's x.
            programs = grid[0] * grid[1] * grid[2]
            trips = kbundle.split_trips(meta.split, [v.value for v in values])
            self.splits = kbundle.choose_splits(programs, trips, meta.split.trip_bytes, meta.split.slot_bytes,
                                                _multiprocessors(), _forced_splits())
            address = 0
            if self.splits > 1:
                need = kbundle.split_workspace_bytes(programs, self.splits, meta.split.slot_bytes)
                if self.workspace is None or self.workspace.numel() < need:
                    self.workspace = torch.zeros(need, dtype=torch.uint8, device="cuda")
                    self.workspace_programs = programs
                if self.workspace_programs != programs:
                    # Another grid's partial sums lie where these counters go.
                    self.workspace[:kbundle.split_counter_bytes(programs)].zero_()
                    self.workspace_programs = programs
                address = self.workspace.data_ptr()
                grid = (grid[0] * self.splits,) + grid[1:]
            values.append(ctypes.c_uint32(self.splits))
            values.append(ctypes.c_uint64(address))
        if meta.packed:
            # P programs per block, chosen for this grid: the program count
            # after the arguments, ceil(programs / P) blocks of P programs'
            # threads (as kiln::Kernel::launch_programs).
            per = kbundle.programs_per_block(meta, grid, _multiprocessors(), _forced_programs())
            self.last_programs_per_block = per
            values.append(ctypes.c_uint32(grid[0]))
            if meta.packed_at_launch:
                threads = (threads[0] // meta.packed[1] * per,) + tuple(threads[1:])
            grid = (-(-grid[0] // per),) + grid[1:]
        params = (ctypes.c_void_p * len(values))(*[ctypes.cast(ctypes.byref(v), ctypes.c_void_p)
                                                    for v in values])
        _check(_cuda.cuLaunchKernel(fn, *grid, *threads, shared, stream,
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


@triton.jit
def t_softmax_rows(x, y, rows, n, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    r = tl.program_id(0) * ROWS + tl.arange(0, ROWS)[:, None]
    c = tl.arange(0, BLOCK)[None, :]
    m = (r < rows) & (c < n)
    t = tl.load(x + r * n + c, mask=m, other=-float("inf")).to(tl.float32)
    e = tl.exp(t - tl.max(t, 1)[:, None])
    tl.store(y + r * n + c, (e / tl.sum(e, 1)[:, None]).to(y.dtype.element_ty), mask=m)


@triton.jit
def t_rmsnorm_rows(x, w, y, rows, n, eps, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    r = tl.program_id(0) * ROWS + tl.arange(0, ROWS)[:, None]
    c = tl.arange(0, BLOCK)[None, :]
    m = (r < rows) & (c < n)
    t = tl.load(x + r * n + c, mask=m, other=0.0).to(tl.float32)
    inv = tl.rsqrt(tl.sum(t * t, 1) / n + eps)[:, None]
    out = t * inv * tl.load(w + c, mask=c < n).to(tl.float32)
    tl.store(y + r * n + c, out.to(y.dtype.element_ty), mask=m)


@triton.jit
def t_layernorm_bwd(x, dy, w, mean, rstd, dx, dw_part, db_part, rows, n, ROWS: tl.constexpr,
                    BLOCK: tl.constexpr):
    p = tl.program_id(0)
    r = p * ROWS + tl.arange(0, ROWS)[:, None]
    c = tl.arange(0, BLOCK)[None, :]
    m = (r < rows) & (c < n)
    rs = tl.load(rstd + r, mask=r < rows, other=0.0)
    xhat = tl.where(m, (tl.load(x + r * n + c, mask=m, other=0.0).to(tl.float32) -
                        tl.load(mean + r, mask=r < rows, other=0.0)) * rs, 0.0)
    g = tl.load(dy + r * n + c, mask=m, other=0.0).to(tl.float32)
    wdy = g * tl.load(w + c, mask=c < n, other=0.0).to(tl.float32)
    c1 = (tl.sum(xhat * wdy, 1) / n)[:, None]
    c2 = (tl.sum(wdy, 1) / n)[:, None]
    tl.store(dx + r * n + c, ((wdy - (xhat * c1 + c2)) * rs).to(dx.dtype.element_ty), mask=m)
    cc = tl.arange(0, BLOCK)
    tl.store(dw_part + p * n + cc, tl.sum(g * xhat, 0), mask=cc < n)
    tl.store(db_part + p * n + cc, tl.sum(g, 0), mask=cc < n)


@triton.jit
def t_cross_entropy(x, target, loss, n, CHUNK: tl.constexpr):
    r = tl.program_id(0)
    m = tl.full((1,), -float("inf"), tl.float32)
    s = tl.zeros((1,), tl.float32)
    for c0 in range(0, n, CHUNK):
        c = c0 + tl.arange(0, CHUNK)[None, :]
        t = tl.load(x + r * n + c, mask=c < n, other=-float("inf")).to(tl.float32)
        m2 = tl.maximum(m, tl.max(t, 1))
        s = s * tl.exp(m - m2) + tl.sum(tl.exp(t - m2[:, None]), 1)
        m = m2
    tgt = tl.load(target + r)
    picked = tl.load(x + r * n + tgt).to(tl.float32)
    tl.store(loss + r + tl.arange(0, 1), m + tl.log(s) - picked)


@triton.jit
def t_transpose(x, y, M, N, B: tl.constexpr):
    rm = tl.program_id(0) * B + tl.arange(0, B)
    rn = tl.program_id(1) * B + tl.arange(0, B)
    t = tl.load(x + rm[:, None] * N + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < N))
    tl.store(y + rn[:, None] * M + rm[None, :], tl.trans(t), mask=(rn[:, None] < N) & (rm[None, :] < M))


@triton.jit
def t_col_sum(x, y, M, N, RB: tl.constexpr, CB: tl.constexpr):
    c = tl.program_id(0) * CB + tl.arange(0, CB)
    acc = tl.zeros((RB, CB), dtype=tl.float32)
    for r0 in range(0, M, RB):
        r = r0 + tl.arange(0, RB)
        m = (r[:, None] < M) & (c[None, :] < N)
        acc += tl.load(x + r[:, None] * N + c[None, :], mask=m, other=0.0).to(tl.float32)
    tl.store(y + c, tl.sum(acc, 0), mask=c < N)


@triton.jit
def t_col_max(x, y, M, N, RB: tl.constexpr, CB: tl.constexpr):
    c = tl.program_id(0) * CB + tl.arange(0, CB)
    acc = tl.full((RB, CB), -float("inf"), dtype=tl.float32)
    for r0 in range(0, M, RB):
        r = r0 + tl.arange(0, RB)
        m = (r[:, None] < M) & (c[None, :] < N)
        acc = tl.maximum(acc, tl.load(x + r[:, None] * N + c[None, :], mask=m,
                                      other=-float("inf")).to(tl.float32))
    tl.store(y + c, tl.max(acc, 0), mask=c < N)


@triton.jit
def t_col_argmax(x, y, M, N, RB: tl.constexpr, CB: tl.constexpr):
    c = tl.program_id(0) * CB + tl.arange(0, CB)
    best = tl.full((RB, CB), -float("inf"), dtype=tl.float32)
    at = tl.zeros((RB, CB), dtype=tl.int32)
    for r0 in range(0, M, RB):
        r = r0 + tl.arange(0, RB)
        m = (r[:, None] < M) & (c[None, :] < N)
        t = tl.load(x + r[:, None] * N + c[None, :], mask=m, other=-float("inf")).to(tl.float32)
        better = t > best
        best = tl.where(better, t, best)
        at = tl.where(better, r[:, None], at)
    top = tl.max(best, 0)
    tl.store(y + c, tl.min(tl.where(best == top[None, :], at, 2147483647), 0), mask=c < N)


@triton.jit
def t_embedding_backward(grad, ids, dw, n, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    row = tl.load(ids + r)
    g = tl.load(grad + r * n + c, mask=c < n).to(tl.float32)
    # Relaxed, as Kiln's atomic_add (Triton's default is acq_rel).
    tl.atomic_add(dw + row * n + c, g, mask=c < n, sem="relaxed")


@triton.jit
def t_matmul_bias(a, b, bias, c, M, N, K, ACT: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr,
                  BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        at = tl.load(a + rm[:, None] * K + (k + rk)[None, :],
                     mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        bt = tl.load(b + (k + rk)[:, None] * N + rn[None, :],
                     mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(at, bt, acc)
    t = acc + tl.load(bias + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if ACT == 0:
        out = 0.5 * t * (1.0 + tl.erf(t * 0.70710678))
    else:
        out = t * tl.sigmoid(t)
    tl.store(c + rm[:, None] * N + rn[None, :], out.to(c.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class TritonLaunch:
    """One launch of a Triton kernel, callable; warmup() compiles it without
    running it (in AsyncCompileMode's thread pool where Triton has it)."""

    def __init__(self, fn, grid, *args, **kwargs):
        self.fn, self.grid, self.args, self.kwargs = fn, grid, args, kwargs

    def __call__(self):
        return self.fn[self.grid](*self.args, **self.kwargs)

    def warmup(self):
        return self.fn.warmup(*self.args, grid=self.grid, **self.kwargs)


# ---- the ops: inputs, the three implementations, the check -------------------
# Each op's make(k, shape, w, dtype) returns (kiln, triton, torch, outputs):
# three callables that each run the op once, and one that returns (kiln's
# result, Triton's, the reference) after each ran once. `shape` is the op's
# problem size for kernels compiled at width w (OPS below says which).
EPS = 1e-5
FILL = 1 << 24  # elements of a point that fills the GPU


def rowwise(rows, w, dtype):
    return torch.randn(rows, w, device="cuda", dtype=torch.float32).to(dtype)


def op_softmax(k, rows, w, dtype):
    x = rowwise(rows, w, dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    return (lambda: k(rows, x, ys[0]),
            TritonLaunch(t_softmax, (rows,), x, ys[1], w, BLOCK=w, num_warps=k.warps),
            lambda: torch.softmax(x, -1),
            lambda: (ys[0], ys[1], torch.softmax(x.float(), -1).to(dtype)))


def op_layernorm(k, rows, w, dtype):
    x = rowwise(rows, w, dtype)
    wt = torch.randn(w, device="cuda").to(dtype)
    b = torch.randn(w, device="cuda").to(dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    ref = lambda: torch.nn.functional.layer_norm(x, (w,), wt, b, EPS)
    return (lambda: k(rows, x, wt, b, ys[0], EPS),
            TritonLaunch(t_layernorm, (rows,), x, wt, b, ys[1], w, EPS, BLOCK=w, num_warps=k.warps),
            ref,
            lambda: (ys[0], ys[1], torch.nn.functional.layer_norm(x.float(), (w,), wt.float(), b.float(),
                                                                  EPS).to(dtype)))


def op_rmsnorm(k, rows, w, dtype):
    x = rowwise(rows, w, dtype)
    wt = torch.randn(w, device="cuda").to(dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    ref = lambda: torch.nn.functional.rms_norm(x, (w,), wt, EPS)
    return (lambda: k(rows, x, wt, ys[0], EPS),
            TritonLaunch(t_rmsnorm, (rows,), x, wt, ys[1], w, EPS, BLOCK=w, num_warps=k.warps),
            ref,
            lambda: (ys[0], ys[1], torch.nn.functional.rms_norm(x.float(), (w,), wt.float(),
                                                                EPS).to(dtype)))


def rows_per_program(w):
    """kernels.cpp's ROWS: the rows of a 2-D program for narrow rows."""
    return 4096 // w


def op_softmax_rows(k, rows, w, dtype):
    x = rowwise(rows, w, dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    rb = rows_per_program(w)
    grid = triton.cdiv(rows, rb)
    return (lambda: k(grid, x, ys[0]),
            TritonLaunch(t_softmax_rows, (grid,), x, ys[1], rows, w, ROWS=rb, BLOCK=w, num_warps=k.warps),
            lambda: torch.softmax(x, -1),
            lambda: (ys[0], ys[1], torch.softmax(x.float(), -1).to(dtype)))


def op_rmsnorm_rows(k, rows, w, dtype):
    x = rowwise(rows, w, dtype)
    wt = torch.randn(w, device="cuda").to(dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    rb = rows_per_program(w)
    grid = triton.cdiv(rows, rb)
    return (lambda: k(grid, x, wt, ys[0], EPS),
            TritonLaunch(t_rmsnorm_rows, (grid,), x, wt, ys[1], rows, w, EPS, ROWS=rb, BLOCK=w,
                                            num_warps=k.warps),
            lambda: torch.nn.functional.rms_norm(x, (w,), wt, EPS),
            lambda: (ys[0], ys[1], torch.nn.functional.rms_norm(x.float(), (w,), wt.float(),
                                                                EPS).to(dtype)))


def op_layernorm_bwd(k, rows, w, dtype):
    """dx and per-program dgamma/dbeta partials (ROWS rows per program); the
    torch op is autograd's layer_norm backward (dx, dgamma, dbeta in full)."""
    x, dy = rowwise(rows, w, dtype), rowwise(rows, w, dtype)
    wt = torch.randn(w, device="cuda").to(dtype)
    xf = x.float()
    mean = xf.mean(-1)
    rstd = torch.rsqrt(xf.var(-1, unbiased=False) + EPS)
    rb = rows_per_program(w)
    grid = triton.cdiv(rows, rb)
    dxs = [torch.empty_like(x) for _ in range(2)]
    parts = [[torch.empty(grid, w, device="cuda") for _ in range(2)] for _ in range(2)]
    xr = x.detach().requires_grad_(True)
    wr = wt.detach().requires_grad_(True)
    br = torch.zeros(w, device="cuda", dtype=dtype, requires_grad=True)
    yr = torch.nn.functional.layer_norm(xr, (w,), wr, br, EPS)

    def ref():
        torch.autograd.grad(yr, (xr, wr, br), dy, retain_graph=True)

    def outputs():
        xhat = (xf - mean[:, None]) * rstd[:, None]
        wdy = dy.float() * wt.float()
        want = (wdy - (xhat * (xhat * wdy).mean(-1, keepdim=True) + wdy.mean(-1, keepdim=True))) * rstd[:, None]
        pad = grid * rb - rows
        dwp = torch.nn.functional.pad(dy.float() * xhat, (0, 0, 0, pad)).view(grid, rb, w).sum(1)
        dbp = torch.nn.functional.pad(dy.float(), (0, 0, 0, pad)).view(grid, rb, w).sum(1)
        got = [torch.cat([d.float().flatten(), p[0].flatten(), p[1].flatten()]) for d, p in zip(dxs, parts)]
        return got[0], got[1], torch.cat([want.to(dtype).float().flatten(), dwp.flatten(), dbp.flatten()])
    return (lambda: k(grid, x, dy, wt, mean, rstd, dxs[0], parts[0][0], parts[0][1]),
            TritonLaunch(t_layernorm_bwd, (grid,), x, dy, wt, mean, rstd, dxs[1], parts[1][0], parts[1][1],
                         rows, w, ROWS=rb, BLOCK=w, num_warps=k.warps),
            ref, outputs)


def op_cross_entropy(k, rows, w, dtype):
    """Per-row loss over w logits (1024-wide chunks); torch's cross_entropy
    with reduction='none'."""
    x = rowwise(rows, w, dtype) * 4
    tgt = torch.randint(0, w, (rows,), device="cuda", dtype=torch.int64)
    ys = [torch.empty(rows, device="cuda") for _ in range(2)]
    return (lambda: k(rows, x, tgt, ys[0]),
            TritonLaunch(t_cross_entropy, (rows,), x, tgt, ys[1], w, CHUNK=1024, num_warps=k.warps),
            lambda: torch.nn.functional.cross_entropy(x, tgt, reduction="none"),
            lambda: (ys[0], ys[1], torch.nn.functional.cross_entropy(x.float(), tgt, reduction="none")))


# The row widths of the masked points: the kernel compiled for a KW-wide
# tile runs on rows of MASKED[KW] elements, so the tail of every row is
# masked (1000 of 1024, 3000 of 4096, 5000 of 8192: widths that are not a
# power of two, nor a multiple of a warp's 128 elements).
MASKED = {256: 200, 512: 500, 1024: 1000, 2048: 1800, 4096: 3000, 8192: 5000, 16384: 12000}


def op_softmax_masked(k, rows, w, dtype):
    n = MASKED[w]
    x = rowwise(rows, n, dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    return (lambda: k(rows, x, ys[0]),
            TritonLaunch(t_softmax, (rows,), x, ys[1], n, BLOCK=w, num_warps=k.warps),
            lambda: torch.softmax(x, -1),
            lambda: (ys[0], ys[1], torch.softmax(x.float(), -1).to(dtype)))


def op_rmsnorm_masked(k, rows, w, dtype):
    n = MASKED[w]
    x = rowwise(rows, n, dtype)
    wt = torch.randn(n, device="cuda").to(dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    return (lambda: k(rows, x, wt, ys[0], EPS),
            TritonLaunch(t_rmsnorm, (rows,), x, wt, ys[1], n, EPS, BLOCK=w, num_warps=k.warps),
            lambda: torch.nn.functional.rms_norm(x, (n,), wt, EPS),
            lambda: (ys[0], ys[1], torch.nn.functional.rms_norm(x.float(), (n,), wt.float(),
                                                                EPS).to(dtype)))


def op_row_reduce(name, torch_fn, ref_fn, out_dtype):
    triton_fn = {"row_sum": t_row_sum, "row_max": t_row_max, "row_argmax": t_row_argmax}[name]

    def op(k, rows, w, dtype):
        x = rowwise(rows, w, dtype)
        ys = [torch.empty(rows, device="cuda", dtype=out_dtype) for _ in range(2)]
        return (lambda: k(rows, x, ys[0]),
                TritonLaunch(triton_fn, (rows,), x, ys[1], w, BLOCK=w, num_warps=k.warps),
                lambda: torch_fn(x),
                lambda: (ys[0], ys[1], ref_fn(x)))
    return op


def op_row_cumsum(k, rows, w, dtype):
    x = rowwise(rows, w, dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    return (lambda: k(rows, x, ys[0]),
            TritonLaunch(t_row_cumsum, (rows,), x, ys[1], w, BLOCK=w, num_warps=k.warps),
            lambda: torch.cumsum(x, -1),
            lambda: (ys[0], ys[1], torch.cumsum(x.float(), -1).to(dtype)))


def op_col_reduce(name, torch_fn, ref_fn, out_dtype=torch.float32):
    """x [w, n] reduced along axis 0 (w, the reduced axis, is the bundle's
    width); a program per 64 columns looping over the rows 32 at a time."""
    triton_fn = {"col_sum": t_col_sum, "col_max": t_col_max, "col_argmax": t_col_argmax}[name]

    def op(k, n, w, dtype):
        x = rowwise(w, n, dtype)
        ys = [torch.empty(n, device="cuda", dtype=out_dtype) for _ in range(2)]
        grid = triton.cdiv(n, 64)
        return (lambda: k(grid, x, ys[0]),
                TritonLaunch(triton_fn, (grid,), x, ys[1], w, n, RB=32, CB=64, num_warps=k.warps),
                lambda: torch_fn(x),
                lambda: (ys[0], ys[1], ref_fn(x)))
    return op


def op_transpose(k, m, w, dtype):
    """x [m, w] into y [w, m], a 64x64 block per program."""
    x = rowwise(m, w, dtype)
    ys = [torch.empty(w, m, device="cuda", dtype=dtype) for _ in range(2)]
    grid = (triton.cdiv(m, 64), triton.cdiv(w, 64))
    return (lambda: k(grid, x, ys[0]),
            TritonLaunch(t_transpose, grid, x, ys[1], m, w, B=64, num_warps=k.warps),
            lambda: x.t().contiguous(),
            lambda: (ys[0], ys[1], x.t().contiguous()))


def flat(rows, w, dtype):
    return torch.randn(rows * w, device="cuda", dtype=torch.float32).to(dtype)


def op_gelu(k, rows, w, dtype):
    x = flat(rows, w, dtype)
    ys = [torch.empty_like(x) for _ in range(2)]
    return (lambda: k(rows, x, ys[0]),
            TritonLaunch(t_gelu, (rows,), x, ys[1], x.numel(), BLOCK=w, num_warps=k.warps),
            lambda: torch.nn.functional.gelu(x),
            lambda: (ys[0], ys[1], torch.nn.functional.gelu(x.float()).to(dtype)))


def op_silu_mul(k, rows, w, dtype):
    a, b = flat(rows, w, dtype), flat(rows, w, dtype)
    ys = [torch.empty_like(a) for _ in range(2)]
    return (lambda: k(rows, a, b, ys[0]),
            TritonLaunch(t_silu_mul, (rows,), a, b, ys[1], a.numel(), BLOCK=w, num_warps=k.warps),
            lambda: torch.nn.functional.silu(a) * b,
            lambda: (ys[0], ys[1], (torch.nn.functional.silu(a.float()) * b.float()).to(dtype)))


VOCAB = 4096


def op_embedding(k, rows, w, dtype):
    table = rowwise(VOCAB, w, dtype)
    ids = torch.randint(0, VOCAB, (rows,), device="cuda", dtype=torch.int64)
    ys = [torch.empty(rows, w, device="cuda", dtype=dtype) for _ in range(2)]
    return (lambda: k(rows, table, ids, ys[0]),
            TritonLaunch(t_embedding, (rows,), table, ids, ys[1], w, BLOCK=w, num_warps=k.warps),
            lambda: torch.index_select(table, 0, ids),
            lambda: (ys[0], ys[1], torch.index_select(table, 0, ids)))


def op_embedding_backward(k, rows, w, dtype):
    """The gradient of rows looked-up ids, added into a [VOCAB, w] f32 weight
    gradient (atomics: ids repeat). The torch op is what autograd runs
    (embedding_dense_backward, in the gradient's type). Timed runs keep
    adding into the same buffers: only the first run of each is checked."""
    grad = rowwise(rows, w, dtype)
    ids = torch.randint(0, VOCAB, (rows,), device="cuda", dtype=torch.int64)
    dws = [torch.zeros(VOCAB, w, device="cuda", dtype=torch.float32) for _ in range(2)]
    ref = torch.zeros(VOCAB, w, device="cuda", dtype=torch.float32)
    return (lambda: k(rows, grad, ids, dws[0]),
            TritonLaunch(t_embedding_backward, (rows,), grad, ids, dws[1], w, BLOCK=w, num_warps=k.warps),
            lambda: torch.ops.aten.embedding_dense_backward(grad, ids, VOCAB, -1, False),
            lambda: (dws[0], dws[1], ref.index_add_(0, ids, grad.float())))


def op_matmul_bias(act):
    """act(a @ b + bias) with a [m, kk], b [kk, n] 16-bit, f32 accumulation,
    a 128x128 output tile per program."""
    def torch_act(t):
        return torch.nn.functional.gelu(t) if act == 0 else torch.nn.functional.silu(t)

    def op(k, shape, w, dtype):
        m, n, kk = shape
        a = (torch.randn(m, kk, device="cuda") / math.sqrt(kk)).to(dtype)
        b = torch.randn(kk, n, device="cuda").to(dtype)
        bias = torch.randn(n, device="cuda").to(dtype)
        cs = [torch.empty(m, n, device="cuda", dtype=dtype) for _ in range(2)]
        grid = (triton.cdiv(m, 128), triton.cdiv(n, 128))
        return (lambda: k(grid, a, b, bias, cs[0]),
                TritonLaunch(t_matmul_bias, grid, a, b, bias, cs[1], m, n, kk, ACT=act, BM=128, BN=128, BK=64,
                                            num_warps=k.warps),
                lambda: torch_act(torch.addmm(bias, a, b)),
                lambda: (cs[0], cs[1], torch_act(torch.addmm(bias.float(), a.float(), b.float())).to(dtype)))
    return op


def rows_shapes(w, quick):
    """Rows of a row-wise op: 2^24 elements (fills the GPU), and 64 rows
    (underfills its 132 SMs)."""
    return [max(1, FILL // w)] + ([] if quick else [64])


def col_shapes(w, quick):
    """Columns of a column reduction over w rows: 2^24 elements, and 4096
    columns (64 programs)."""
    return [max(64, FILL // w)] + ([] if quick else [4096])


def transpose_shapes(w, quick):
    """Rows of the [m, w] matrix: 2^24 elements, and 64 (w / 64 programs)."""
    return [max(64, FILL // w)] + ([] if quick else [64])


def matmul_shapes(w, quick):
    """(m, n, k): squares that fill the GPU, and skinny ones that underfill it."""
    shapes = [(1024, 1024, 1024), (4096, 4096, 4096), (8192, 8192, 8192)]
    return shapes + ([] if quick else [(128, 4096, 4096), (256, 8192, 8192), (16384, 1024, 1024)])


def shape_text(name, shape, w):
    if name.startswith("matmul"):
        return "x".join(map(str, shape))
    if name.startswith("col_"):
        return f"{w}x{shape}"
    if name in ("gelu", "silu_mul"):
        return f"{shape * w}"
    if name.endswith("_masked"):
        return f"{shape}x{MASKED[w]}"
    return f"{shape}x{w}"


def narrow(t, w):
    return w <= 1024


def sixteen_bit_4096(t, w):
    return t != "float" and w == 4096


def every(t, w):
    return True


# name: (make, shapes(w, quick), applies(type, w)): the kernel of that name in
# the bundles of the types and widths where applies() holds (kernels.cpp's #if).
OPS = {
    "softmax": (op_softmax, rows_shapes, every),
    "layernorm": (op_layernorm, rows_shapes, every),
    "rmsnorm": (op_rmsnorm, rows_shapes, every),
    "softmax_rows": (op_softmax_rows, rows_shapes, narrow),
    "rmsnorm_rows": (op_rmsnorm_rows, rows_shapes, narrow),
    "layernorm_bwd": (op_layernorm_bwd, rows_shapes, narrow),
    "cross_entropy": (op_cross_entropy, rows_shapes, every),
    "softmax_masked": (op_softmax_masked, rows_shapes, every),
    "rmsnorm_masked": (op_rmsnorm_masked, rows_shapes, every),
    "row_sum": (op_row_reduce("row_sum", lambda x: x.sum(-1, dtype=torch.float32),
                              lambda x: x.float().sum(-1), torch.float32), rows_shapes, every),
    "row_max": (op_row_reduce("row_max", lambda x: x.amax(-1), lambda x: x.float().amax(-1),
                              torch.float32), rows_shapes, every),
    "row_argmax": (op_row_reduce("row_argmax", lambda x: x.argmax(-1),
                                 lambda x: x.argmax(-1).to(torch.int32), torch.int32), rows_shapes, every),
    "row_cumsum": (op_row_cumsum, rows_shapes, every),
    # In f64: a 16384-row column sum's f32 rounding differs with the order.
    "col_sum": (op_col_reduce("col_sum", lambda x: x.sum(0, dtype=torch.float32),
                              lambda x: x.double().sum(0)), col_shapes, every),
    "col_max": (op_col_reduce("col_max", lambda x: x.amax(0), lambda x: x.float().amax(0)),
                col_shapes, every),
    "col_argmax": (op_col_reduce("col_argmax", lambda x: x.argmax(0),
                                 lambda x: x.argmax(0).to(torch.int32), torch.int32), col_shapes, every),
    "transpose_2d": (op_transpose, transpose_shapes, every),
    "gelu": (op_gelu, rows_shapes, every),
    "silu_mul": (op_silu_mul, rows_shapes, every),
    "embedding": (op_embedding, rows_shapes, every),
    "embedding_backward": (op_embedding_backward, rows_shapes, every),
    "matmul_bias_gelu": (op_matmul_bias(0), matmul_shapes, sixteen_bit_4096),
    "matmul_bias_silu": (op_matmul_bias(1), matmul_shapes, sixteen_bit_4096),
}
# Points that run another op's kernel (at another row width).
KERNEL_OF = {"softmax_masked": "softmax", "rmsnorm_masked": "rmsnorm"}


def kernel_of(op):
    return KERNEL_OF.get(op, op)


DTYPES = {"float": torch.float32, "bf16": torch.bfloat16, "Float16": torch.float16}
TOLERANCE = {torch.float32: 2e-4, torch.bfloat16: 3e-2, torch.float16: 4e-3}


def close(got, want, dtype):
    if got.dtype in (torch.int32, torch.int64):
        return bool(torch.equal(got, want))
    tol = TOLERANCE[dtype]
    return bool(torch.allclose(got.float(), want.float(), rtol=tol, atol=tol))


# ---- the plan: every point, in an order that parent and worker agree on ------
def plan(args):
    """[(point, bundle file or None, failure text or None)] for the filters."""
    only = set(filter(None, args.only.split(",")))
    types = set(filter(None, args.types.split(",")))
    widths = {int(w) for w in filter(None, args.widths.split(","))}
    groups = {}  # (type, width) -> {kernel: bundle file}
    for f in sorted(os.listdir(os.path.join(args.dir, "bundles"))):
        base = f[:-len(".kbundle")]
        tname, width = base.split(".")[0].rsplit("_", 1)
        kernels, _ = kbundle.read(os.path.join(args.dir, "bundles", f))
        group = groups.setdefault((tname, int(width)), {})
        for name in kernels:
            group[name] = f
    failed = {}
    path = os.path.join(args.dir, "failed.txt")
    for line in open(path).read().splitlines() if os.path.exists(path) else []:
        group, kernel, why = (line.split(" ", 2) + ["", ""])[:3]
        tname, width = group.rsplit("_", 1)
        failed[(tname, int(width), kernel)] = why
        groups.setdefault((tname, int(width)), {})
    points = []
    for tname, width in sorted(groups, key=lambda g: (g[0], g[1])):
        if (types and tname not in types) or (widths and width not in widths):
            continue
        for name, (_, shapes, applies) in OPS.items():
            if (only and name not in only) or not applies(tname, width):
                continue
            kname = kernel_of(name)
            f = groups[(tname, width)].get(kname)
            why = None
            if f is None:
                why = ("did not compile: " + failed[(tname, width, kname)]
                       if (tname, width, kname) in failed else "not in the bundle")
            for shape in shapes(width, args.quick):
                points.append(({"op": name, "type": tname, "width": width,
                                "shape": shape_text(name, shape, width)}, shape, f, why))
    return points


HEADER = (f"{'op':18} {'type':7} {'shape':>17} {'warps':>5}  {'kiln ms':>9} {'triton':>9} {'torch':>9}"
          f"  {'vs triton':>9} {'vs best':>8}  check")


def print_row(row):
    head = f"{row['op']:18} {row['type']:7} {row['shape']:>17}"
    if "error" in row:
        print(f"{head}  ERROR {row['error']}", flush=True)
        return
    print(f"{head} {row['warps']:5}  {row['kiln_ms']:9.4f} {row['triton_ms']:9.4f} {row['torch_ms']:9.4f}"
          f"  {row['vs_triton']:8.2f}x {row['vs_best']:7.2f}x  {'ok' if row['correct'] else 'WRONG'}"
          f"{'' if row['triton_correct'] else ' (triton wrong)'}"
          f"{'  S=%d' % row['splits'] if row.get('splits', 1) > 1 else ''}", flush=True)


def context_alive():
    try:
        torch.cuda.synchronize()
        torch.zeros(1, device="cuda").add_(1).item()
        return True
    except Exception:  # noqa: BLE001 - any failure means the context is gone
        return False


def precompile(points, kiln_kernel, beat):
    """Compiles the points' Triton kernels in a thread pool before any is
    timed (Triton's AsyncCompileMode, 3.4 on), so that a cold cache does not
    cost a serial compile per point. Best effort: anything that fails here is
    compiled (or fails) again at its point. beat() after each submission and
    each finished compile tells the parent that the worker is not hung."""
    mode = getattr(triton, "AsyncCompileMode", None)
    if mode is None:
        return
    from concurrent.futures import ThreadPoolExecutor

    class Pool(ThreadPoolExecutor):
        def submit(self, fn, *a, **k):
            def run():
                try:
                    return fn(*a, **k)
                finally:
                    beat()
            return super().submit(run)

    start, seen = time.time(), set()
    try:
        with Pool(max(1, min(16, os.cpu_count() or 1))) as pool, mode(pool):
            for row, shape, f, why in points:
                beat()
                key = (row["op"], row["type"], row["width"])
                if why or key in seen:
                    continue
                seen.add(key)
                try:
                    kernel = kiln_kernel(row["op"], f)
                    launch = OPS[row["op"]][0](kernel, shape, row["width"], DTYPES[row["type"]])[1]
                    launch.warmup()
                except Exception:  # noqa: BLE001 - reported at the point
                    pass
    except Exception as e:  # noqa: BLE001
        print(f"(precompiling Triton kernels failed: {type(e).__name__}: {e}; compiling at each point)",
              flush=True)
    torch.cuda.synchronize()
    print(f"(Triton kernels of {len(seen)} ops compiled in {time.time() - start:.1f} s)", flush=True)


def worker(args):
    """Runs the points from --skip on, one JSON line each into --rows-file.
    Exits 3 after a point that left the CUDA context unusable."""
    points = plan(args)
    # torch makes its (primary) context current; the driver calls use it.
    torch.zeros(1, device="cuda")
    torch.cuda.synchronize()
    _check(_cuda.cuInit(0), "cuInit")
    rep = 30 if args.quick else 80
    modules, out = {}, open(args.rows_file, "a")

    def kiln_kernel(name, f):
        if f not in modules:
            kernels, images = kbundle.read(os.path.join(args.dir, "bundles", f))
            modules[f] = (kernels, KilnModule(images.get("sm_90a") or images["sm_90"]))
        kernels, module = modules[f]
        return KilnKernel(module, kernels[kernel_of(name)])

    precompile(points[args.skip:], kiln_kernel, lambda: os.utime(args.rows_file))
    for row, shape, f, why in points[args.skip:]:
        torch.manual_seed(0)
        dtype = DTYPES[row["type"]]
        try:
            if why:
                raise RuntimeError(why)
            kernel = kiln_kernel(row["op"], f)
            row["warps"] = kernel.warps
            k_run, t_run, ref_run, outputs = OPS[row["op"]][0](kernel, shape, row["width"], dtype)
            k_run(); t_run(); torch.cuda.synchronize()
            # What the launch chose for this shape (packed-at-launch kernels pick per launch).
            row["programs_per_block"] = kernel.last_programs_per_block
            row["contiguous_variant"] = kernel.launched_variant
            row["splits"] = kernel.splits
            got, tri, want = outputs()
            row["correct"] = close(got, want, dtype)
            row["triton_correct"] = close(tri, want, dtype)
            row["kiln_ms"] = do_bench(k_run, warmup=10, rep=rep, return_mode="median")
            row["triton_ms"] = do_bench(t_run, warmup=10, rep=rep, return_mode="median")
            row["torch_ms"] = do_bench(ref_run, warmup=10, rep=rep, return_mode="median")
            row["vs_triton"] = row["triton_ms"] / row["kiln_ms"]
            row["vs_best"] = min(row["triton_ms"], row["torch_ms"]) / row["kiln_ms"]
            del k_run, t_run, ref_run, outputs, got, tri, want
        except Exception as e:  # noqa: BLE001 - one point failing must not hide the others
            for key in ("correct", "triton_correct", "kiln_ms", "triton_ms", "torch_ms"):
                row.pop(key, None)
            row["error"] = f"{type(e).__name__}: {e}".splitlines()[0][:300]
        print_row(row)
        out.write(json.dumps(row) + "\n")
        out.flush()
        if "error" in row and not context_alive():
            return 3
    return 0


def read_rows(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.endswith("\n")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--quick", action="store_true", help="fill shapes only, shorter timing")
    ap.add_argument("--only", default="", help="comma-separated ops")
    ap.add_argument("--types", default="", help="comma-separated types (float, bf16, Float16)")
    ap.add_argument("--widths", default="", help="comma-separated widths")
    ap.add_argument("--json", default="")
    ap.add_argument("--point-timeout", type=float, default=180,
                    help="seconds a point may take before its worker is killed")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--skip", type=int, default=0, help=argparse.SUPPRESS)
    ap.add_argument("--rows-file", default="", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        return worker(args)

    points = plan(args)
    start = time.time()
    rows_file = (args.json or "sweep") + f".rows.{os.getpid()}.jsonl"
    open(rows_file, "w").close()
    print(HEADER, flush=True)
    argv = [a for a in sys.argv[1:]]
    while True:
        rows = read_rows(rows_file)
        if len(rows) >= len(points):
            break
        cmd = [sys.executable, os.path.abspath(__file__)] + argv + [
            "--worker", "--skip", str(len(rows)), "--rows-file", rows_file]
        proc = subprocess.Popen(cmd, start_new_session=True)
        # Progress is a new row or the worker's touch of the rows file (its
        # Triton precompile): a point without either for --point-timeout hung.
        last = time.time()
        try:
            while proc.poll() is None:
                time.sleep(0.5)
                last = max(last, os.path.getmtime(rows_file))
                if time.time() - last > args.point_timeout:
                    os.killpg(proc.pid, 9)
                    proc.wait()
                    break
        except BaseException:  # Ctrl-C: the worker, in its own session, goes too
            os.killpg(proc.pid, 9)
            raise
        rows = read_rows(rows_file)
        if len(rows) < len(points) and proc.returncode not in (3,):
            # The worker died or hung in the point after its last row.
            row = dict(points[len(rows)][0])
            row["error"] = (f"timed out after {args.point_timeout:.0f} s" if proc.returncode in (-9, 137)
                            else f"the worker died (exit status {proc.returncode})")
            print_row(row)
            with open(rows_file, "a") as f:
                f.write(json.dumps(row) + "\n")
    results = read_rows(rows_file)
    os.remove(rows_file)
    timed = [r for r in results if "vs_best" in r]
    wrong = [r for r in results if not r.get("correct", False)]
    if timed:
        geo = math.exp(sum(math.log(r["vs_best"]) for r in timed) / len(timed))
        geo_t = math.exp(sum(math.log(r["vs_triton"]) for r in timed) / len(timed))
        below = sum(r["vs_best"] < 0.9 for r in timed)
        print(f"\n{len(timed)} points timed; geomean vs Triton {geo_t:.3f}x, vs the faster of Triton and "
              f"torch {geo:.3f}x; {below} below 0.90x; {len(wrong)} wrong or failed; "
              f"{time.time() - start:.0f} s")
    for r in wrong:
        print(f"  {'ERROR' if 'error' in r else 'WRONG'}: {r['op']} {r['type']} {r['shape']}"
              f"{': ' + r['error'] if 'error' in r else ''}")
    if args.json:
        json.dump(results, open(args.json, "w"), indent=1)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
