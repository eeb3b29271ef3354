# Writes the input of the open finding long-sum-2026-12-05 (README.md): a kernel whose one
# expression is an N-term sum (extremes.py's nesting class, `sum-100000`; the file is 700 KB, so
# it is generated rather than kept). Usage: python3 long-sum-2026-12-05.py 100000 > sum.cu
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
print('extern "C" __global__ void k(float *out, const float *in, int n) {\n'
      '  int t = threadIdx.x;\n'
      '  out[t] = ' + ' + '.join(['in[t]'] * n) + ';\n}')
