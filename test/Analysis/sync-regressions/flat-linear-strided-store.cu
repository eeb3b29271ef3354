// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DROW_STRIDE 2>&1 | FileCheck %s --check-prefix=ROW
// Issue 11 (branch probe16): a 2-D block staging a padded tile through its
// flattened thread index (`for (i = ty * blockDim.x + tx; i < 31 * 31; i +=
// blockDim.x * blockDim.y) win[i / 31][i % 31]`, rows padded to 32) warned
// that the store may meet itself in an earlier iteration: the injective
// strided store rule knew only 1-D loops from threadIdx.x. A start that
// differs in every thread, with a stride the shape fixes at more than the
// starts' span, gives every thread different indices too. Stepping by one
// row (blockDim.x) is not enough: threads a row apart reach the same index
// (a proven race since the loop's executions are listed under the shape).
#define WIN 31
__global__ void stage(const unsigned char *ref, unsigned int *out, int width) {
  __shared__ unsigned char win[WIN][WIN + 1];
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
#ifdef ROW_STRIDE
  const int step = blockDim.x;
#else
  const int step = blockDim.x * blockDim.y;
#endif
  for (int i = tid; i < WIN * WIN; i += step)
    // ROW: flat-linear-strided-store.cu:[[@LINE+1]]:{{.*}} error: {{.*}}write-after-write{{.*}}threads ({{[0-9]+}},{{[0-9]+}}) and ({{[0-9]+}},{{[0-9]+}})
    win[i / WIN][i % WIN] = ref[(blockIdx.y * WIN + i / WIN) * width + i % WIN];
  __syncthreads();
  unsigned int s = 0;
  for (int r = 0; r < 16; ++r)
    s += win[threadIdx.y + r][threadIdx.x];
  out[(blockIdx.y * blockDim.y + threadIdx.y) * width + threadIdx.x] = s;
}
