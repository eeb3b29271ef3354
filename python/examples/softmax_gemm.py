"""Kiln's tile softmax and GEMM (examples/tile_softmax.cpp, examples/tile_gemm.cpp) called from
PyTorch and compared with torch.

    kilnc examples/tile_softmax.cpp --arch=sm_90a,sm_90,sm_80 -o softmax.kbundle
    kilnc examples/tile_gemm.cpp --arch=sm_90a,sm_90,sm_80 -o gemm.kbundle
    PYTHONPATH=build/python python3 python/examples/softmax_gemm.py .

With the compiler in this build, kiln.compile("examples/tile_softmax.cpp", arch="sm_90a") does
both steps in process (BUNDLE_DIR is then not needed: pass --compile)."""
import os
import sys

import torch

import kiln

here = os.path.dirname(os.path.abspath(__file__))
if sys.argv[1:] == ["--compile"]:
    examples = os.path.join(here, "..", "..", "examples")
    softmax_module = kiln.compile(os.path.join(examples, "tile_softmax.cpp"))
    gemm_module = kiln.compile(os.path.join(examples, "tile_gemm.cpp"))
else:
    bundles = sys.argv[1] if len(sys.argv) > 1 else "."
    softmax_module = kiln.load(os.path.join(bundles, "softmax.kbundle"))
    gemm_module = kiln.load(os.path.join(bundles, "gemm.kbundle"))

# Softmax: one program per row, 256 threads each (the bundle says so).
x = torch.randn(4096, 1000, device="cuda")
y = torch.empty_like(x)
softmax_module.softmax[x.shape[0]](x, y)
print("softmax", softmax_module.softmax, "max error vs torch:",
      (y - torch.softmax(x, dim=1)).abs().max().item())

# GEMM: C = A @ B in bf16 with f32 accumulation; each program computes a 128x256 tile of C.
M, N, K = 2048, 2048, 1024
a = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
b = torch.randn(K, N, device="cuda", dtype=torch.bfloat16)
c = torch.empty(M, N, device="cuda")
gemm_module.matmul[(M + 127) // 128, (N + 255) // 256](a, b, c)
want = a.float() @ b.float()
err = ((c - want).abs().max() / want.abs().max()).item()
print("matmul", gemm_module.matmul, "max relative error vs torch:", err)
torch.cuda.synchronize()
ok = torch.allclose(y, torch.softmax(x, dim=1), rtol=1e-5, atol=1e-6) and err < 1e-3
print("PASS python examples" if ok else "FAIL python examples")
sys.exit(0 if ok else 1)
