"""cuBLAS (torch.matmul, bf16 in and out) on the GEMM shapes given as MxNxK
arguments: the anchors of issue 14's LLM-style sweep (bench/gemm_llm_sweep.sh
runs it in the same call as gemm_sweep). Median of 20 launches after 3 warm-ups,
timed with CUDA events; prints `ANCHOR gemm bf16 MxNxK cublas MS ms TFLOPS TFLOP/s`."""
import sys

import torch


def median_ms(fn, reps=20):
    for _ in range(3):
        fn()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end))
    times.sort()
    return times[len(times) // 2]


for shape in sys.argv[1:]:
    m, n, k = (int(v) for v in shape.split("x"))
    a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
    ms = median_ms(lambda: torch.matmul(a, b))
    print(f"ANCHOR gemm bf16 {m}x{n}x{k} cublas {ms:.4f} ms {2.0 * m * n * k / ms / 1e9:.1f} TFLOP/s", flush=True)
    del a, b
