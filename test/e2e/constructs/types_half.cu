// _Float16 and __bf16 in memory and arithmetic (nvcc 13 cannot compile these; kilnc must).
// _Float16 and __bf16 arithmetic (each result rounded to the type).
extern "C" __global__ void halves(const _Float16* a, const _Float16* b, _Float16* out, float* fout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  _Float16 x = a[i], y = b[i];
  out[4 * i + 0] = x + y;
  out[4 * i + 1] = x * y;
  out[4 * i + 2] = x - y;
  out[4 * i + 3] = (_Float16)((float)x * 0.1f);
  fout[i] = (float)x;
}
extern "C" __global__ void bfloats(const __bf16* a, const __bf16* b, __bf16* out, float* fout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __bf16 x = a[i], y = b[i];
  out[4 * i + 0] = x + y;
  out[4 * i + 1] = x * y;
  out[4 * i + 2] = x - y;
  out[4 * i + 3] = (__bf16)((float)x * 0.1f);
  fout[i] = (float)x;
}

