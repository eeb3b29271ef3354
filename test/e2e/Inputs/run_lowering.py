#!/usr/bin/env python3
"""Loads PTX made by kilnc from test/e2e/Inputs/lowering-kernels.mlir through
the CUDA driver API (ctypes, no other dependency), runs each kernel and
checks the results against a CPU reference. Usage: run_lowering.py PTX..."""
import ctypes as C
import math
import struct
import sys

cu = C.CDLL("libcuda.so.1")


def check(res, what):
    if res != 0:
        name = C.c_char_p()
        cu.cuGetErrorName(res, C.byref(name))
        raise RuntimeError(f"{what}: {name.value.decode() if name.value else res}")


check(cu.cuInit(0), "cuInit")
dev = C.c_int()
check(cu.cuDeviceGet(C.byref(dev), 0), "cuDeviceGet")
ctx = C.c_void_p()
check(cu.cuDevicePrimaryCtxRetain(C.byref(ctx), dev), "retain")
check(cu.cuCtxSetCurrent(ctx), "set ctx")


def alloc(nbytes, fill=0):
    p = C.c_uint64()
    check(cu.cuMemAlloc_v2(C.byref(p), C.c_size_t(nbytes)), "alloc")
    check(cu.cuMemsetD8_v2(p, C.c_ubyte(fill), C.c_size_t(nbytes)), "memset")
    return p


def upload(p, data: bytes):
    check(cu.cuMemcpyHtoD_v2(p, data, C.c_size_t(len(data))), "HtoD")


def download(p, nbytes):
    buf = C.create_string_buffer(nbytes)
    check(cu.cuMemcpyDtoH_v2(buf, p, C.c_size_t(nbytes)), "DtoH")
    return buf.raw


def launch(mod, name, grid, block, args, smem=0):
    f = C.c_void_p()
    check(cu.cuModuleGetFunction(C.byref(f), mod, name.encode()), f"get {name}")
    holders = [a if isinstance(a, (C.c_uint64, C.c_int32, C.Array)) else a for a in args]
    params = (C.c_void_p * len(holders))(*[C.cast(C.pointer(h), C.c_void_p) for h in holders])
    check(cu.cuLaunchKernel(f, grid, 1, 1, block, 1, 1, smem, None, params, None), f"launch {name}")
    check(cu.cuCtxSynchronize(), f"sync {name}")


def run(ptx_path):
    ptx = open(ptx_path, "rb").read() + b"\0"
    mod = C.c_void_p()
    check(cu.cuModuleLoadData(C.byref(mod), ptx), "cuModuleLoadData")
    fails = []

    # vadd
    n = 1000
    a = [float(i) for i in range(n)]
    b = [float(2 * i + 1) for i in range(n)]
    da, db, dc = alloc(4 * n), alloc(4 * n), alloc(4 * n)
    upload(da, struct.pack(f"{n}f", *a))
    upload(db, struct.pack(f"{n}f", *b))
    launch(mod, "vadd", (n + 255) // 256, 256, [da, db, dc, C.c_int32(n)])
    c = struct.unpack(f"{n}f", download(dc, 4 * n))
    if any(c[i] != a[i] + b[i] for i in range(n)):
        fails.append("vadd")

    # warp collectives
    out, out2 = alloc(64 * 16), alloc(64 * 16)
    launch(mod, "warp", 1, 64, [out, out2])
    o = struct.unpack("256i", download(out, 1024))
    o2 = struct.unpack("256I", download(out2, 1024))
    for t in range(64):
        w, lane = divmod(t, 32)
        wsum = sum(range(32 * w, 32 * w + 32))
        exp = [wsum, t ^ 5, t - 3 if lane % 8 >= 3 else t, 32 * w + 7]
        exp2 = [0xAAAAAAAA, wsum, 22, (0xFF << (8 * (lane // 8))) & 0xFFFFFFFF]
        got, got2 = list(o[4 * t:4 * t + 4]), list(o2[4 * t:4 * t + 4])
        if got != exp or got2 != exp2:
            fails.append(f"warp t={t}: {got} {got2} want {exp} {exp2}")
            break

    # atomics
    blocks, threads = 8, 128
    counters, olds = alloc(4 * 8), alloc(4 * blocks * threads)
    tot = C.c_uint64()
    size = C.c_size_t()
    check(cu.cuModuleGetGlobal_v2(C.byref(tot), C.byref(size), mod, b"total"), "global total")
    check(cu.cuMemsetD8_v2(tot, C.c_ubyte(0), size), "zero total")
    launch(mod, "atomics", blocks, threads, [counters, olds], smem=16)
    cnt = struct.unpack("8i", download(counters, 32))
    old = sorted(struct.unpack(f"{blocks * threads}i", download(olds, 4 * blocks * threads)))
    total = struct.unpack("i", download(tot, 4))[0]
    want = [blocks * threads, blocks * sum(range(threads)), blocks * threads - 1, blocks * threads, 0xFF]
    if list(cnt[:5]) != want or old != list(range(blocks * threads)) or total != blocks * threads:
        fails.append(f"atomics: {cnt[:5]} total={total} want {want}")

    # struct parameter, __constant__ memory, dynamic shared memory, libdevice
    coeffs = C.c_uint64()
    check(cu.cuModuleGetGlobal_v2(C.byref(coeffs), C.byref(size), mod, b"coeffs"), "global coeffs")
    if size.value != 16:
        fails.append(f"coeffs size {size.value}")
    outp = alloc(4 * 256)
    param = (C.c_ubyte * 16).from_buffer_copy(struct.pack("<i4xd", 7, 1.5))
    launch(mod, "params", 1, 256, [outp, param], smem=4 * 256)
    got = struct.unpack("256f", download(outp, 1024))
    for i in range(256):
        exp = 1.5 * [1.0, 2.0, 3.0, 4.0][i % 4] + 7
        if not math.isclose(got[i], exp, rel_tol=1e-5):
            fails.append(f"params i={i}: {got[i]} want {exp}")
            break

    check(cu.cuModuleUnload(mod), "unload")
    return fails


bad = 0
for path in sys.argv[1:]:
    fails = run(path)
    print(f"{path}: {'ok' if not fails else 'FAILED'}")
    for f in fails:
        print("  ", f)
    bad += bool(fails)
sys.exit(1 if bad else 0)
