import os
import sys

import kiln

examples = sys.argv[1]
text = kiln.compile_bundle(os.path.join(examples, "tile_softmax.cpp"), "sm_90a")
softmax = kiln.Bundle.parse(text)
threads = [l for l in text.splitlines() if l.startswith("  threads")][0].split()[1]
print("softmax", softmax.params("softmax"), threads)
gemm = kiln.Bundle.parse(kiln.compile_bundle(os.path.join(examples, "tile_gemm.cpp"), "sm_90a"))
for k in ("matmul", "matmul_bias_relu"):
    print(k, gemm.params(k))
try:
    kiln.compile_bundle("__global__ void k(float *p) {\n  p[0] = oops;\n}\n", "sm_80")
except kiln.CompileError as e:
    print("CompileError", str(e).splitlines()[0])
src = 'extern "C" __global__ void scale(float *p, int n) { if (threadIdx.x < n) p[threadIdx.x] *= 2; }\n'
print("source text: scale", kiln.Bundle.parse(kiln.compile_bundle(src, "sm_80")).params("scale"))
