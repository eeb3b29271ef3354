"""cuBLAS (torch.matmul, bf16 or fp16 in and out) on the GEMM shapes given as MxNxK
arguments: the anchors of issue 14's LLM-style sweep (bench/gemm_llm_sweep.sh
runs it in the same call as gemm_sweep). Median of 20 launches after 3 warm-ups,
timed with CUDA events; prints `ANCHOR gemm TYPE MxNxK cublas MS ms TFLOPS TFLOP/s`.
  python3 gemm_llm_anchors.py [--type=bf16|fp16] MxNxK ..."""
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


args = sys.argv[1:]
name = "bf16"
if args and args[0].startswith("--type="):
    name = args.pop(0)[len("--type="):]
dtype = {"bf16": torch.bfloat16, "fp16": torch.float16}[name]
for shape in args:
    m, n, k = (int(v) for v in shape.split("x"))
    a = torch.randn(m, k, device="cuda", dtype=dtype)
    b = torch.randn(k, n, device="cuda", dtype=dtype)
    ms = median_ms(lambda: torch.matmul(a, b))
    print(f"ANCHOR gemm {name} {m}x{n}x{k} cublas {ms:.4f} ms {2.0 * m * n * k / ms / 1e9:.1f} TFLOP/s", flush=True)
    del a, b
