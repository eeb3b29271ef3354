# Writes N nested loops of run-time trip count, each of which may be left by a break, around
# one memory access (test/Reliability/nested-breaks.test; once the open finding
# autosync-nested-breaks-2026-12-06 of fuzz/open-findings).
# Usage: python3 nested-breaks.py N global|shared > nb.cu
#   global: one global read-modify-write inside the loops (--auto-sync's barrier removal
#           analyses global memory), a barrier before them;
#   shared: a shared write before the loops and one inside them (simt-verify-sync's analysis).
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 16
kind = sys.argv[2] if len(sys.argv) > 2 else 'global'
s = 'extern "C" __global__ void k(int *out, const int *in, int m) {\n'
if kind == 'shared':
    s += '  __shared__ int s[256];\n  s[threadIdx.x] = 0;\n'
else:
    s += '  __syncthreads();\n'
for i in range(n):
    s += '  for (int i%d = 0; i%d < m; ++i%d) {\n  if (in[i%d] == %d) break;\n' % (i, i, i, i, i)
if kind == 'shared':
    s += '  s[threadIdx.x] += in[threadIdx.x + 1];\n' + '  }\n' * n
    s += '  out[threadIdx.x] = s[threadIdx.x];\n}\n'
else:
    s += '  out[threadIdx.x] += in[threadIdx.x + 1];\n' + '  }\n' * n + '}\n'
print(s, end='')
