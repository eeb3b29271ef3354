# Anchors for the tile kernel benchmarks (docs/benchmarks.md, "Tile kernels"): Triton's fused
# softmax (the tutorial kernel) on 65536x4096 f32, Triton layernorm-free torch layer_norm as a
# reference point, and cuBLAS bf16 GEMM 4096^3 through torch.matmul. Median of 30 launches timed
# with CUDA events, as kiln_tile_e2e --bench does.
import torch
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * in_stride + cols, mask=cols < n_cols, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    y = num / tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + cols, y, mask=cols < n_cols)


@triton.jit
def layernorm_kernel(x_ptr, y_ptr, w_ptr, b_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    w = tl.load(w_ptr + cols, mask=mask)
    b = tl.load(b_ptr + cols, mask=mask)
    tl.store(y_ptr + row * n_cols + cols, d * tl.rsqrt(var + eps) * w + b, mask=mask)


def median_ms(fn, reps=30):
    fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        e.synchronize()
        ts.append(s.elapsed_time(e))
    ts.sort()
    return ts[len(ts) // 2]


x = torch.randn(65536, 4096, device="cuda")
y = torch.empty_like(x)
t = median_ms(lambda: softmax_kernel[(65536,)](y, x, 4096, 4096, 4096, BLOCK=4096, num_warps=8))
assert torch.allclose(y, torch.softmax(x, 1), atol=1e-6)
print(f"ANCHOR softmax 65536x4096 f32 triton {t:.4f} ms {2 * x.numel() * 4 / t / 1e6:.0f} GB/s")

x = torch.randn(65536, 1024, device="cuda")
y = torch.empty_like(x)
w, b = torch.randn(1024, device="cuda"), torch.randn(1024, device="cuda")
t = median_ms(lambda: layernorm_kernel[(65536,)](x, y, w, b, 1024, 1e-5, BLOCK=1024, num_warps=4))
assert torch.allclose(y, torch.nn.functional.layer_norm(x, (1024,), w, b, 1e-5), atol=1e-4)
print(f"ANCHOR layernorm 65536x1024 f32 triton {t:.4f} ms {2 * x.numel() * 4 / t / 1e6:.0f} GB/s")

a = torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16)
bm = torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16)
t = median_ms(lambda: torch.matmul(a, bm))
print(f"ANCHOR gemm bf16 4096^3 cublas {t:.4f} ms {2 * 4096**3 / t / 1e9:.1f} TFLOP/s")

torch.backends.cuda.matmul.allow_tf32 = True
a = torch.randn(4096, 4096, device="cuda")
bm = torch.randn(4096, 4096, device="cuda")
t = median_ms(lambda: torch.matmul(a, bm))
print(f"ANCHOR gemm tf32 4096^3 cublas {t:.4f} ms {2 * 4096**3 / t / 1e9:.1f} TFLOP/s")

# fp8 e4m3 GEMM through cuBLASLt (torch._scaled_mm, per-tensor scales of 1, bf16 output; B
# column-major as cuBLASLt's fp8 kernels take it), beside kiln_tile_e2e --bench's
# "gemm fp8 e4m3 ... matmul_fp8_nt" lines (examples/tile_gemm_fp8.cpp: B stored N x K, bf16
# output, the same problem; wgmma on sm_90a).
one = torch.tensor(1.0, device="cuda")
for n in (4096, 8192):
    a8 = torch.empty(n, n, device="cuda").uniform_(-1, 1).to(torch.float8_e4m3fn)
    b8 = torch.empty(n, n, device="cuda").uniform_(-1, 1).to(torch.float8_e4m3fn).t()
    t = median_ms(lambda: torch._scaled_mm(a8, b8, scale_a=one, scale_b=one, out_dtype=torch.bfloat16))
    print(f"ANCHOR gemm fp8 e4m3 {n}^3 cublaslt {t:.4f} ms {2 * n**3 / t / 1e9:.1f} TFLOP/s")
