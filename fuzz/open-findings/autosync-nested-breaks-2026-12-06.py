# Writes the input of the open finding autosync-nested-breaks-2026-12-06 (README.md): N nested
# loops of run-time trip count, each of which may be left by a break, around one global access.
# Usage: python3 autosync-nested-breaks-2026-12-06.py 16 > nb.cu
#        kilnc --arch=sm_90 --auto-sync nb.cu -o nb.ptx
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 16
s = 'extern "C" __global__ void k(int *out, const int *in, int m) {\n  __syncthreads();\n'
for i in range(n):
    s += '  for (int i%d = 0; i%d < m; ++i%d) {\n  if (in[i%d] == %d) break;\n' % (i, i, i, i, i)
s += '  out[threadIdx.x] += in[threadIdx.x + 1];\n' + '  }\n' * n + '}\n'
print(s, end='')
