// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// Issue 11 (branch sync34): a loop that ends each step with `if (s > 32)
// __syncthreads(); else __syncwarp();` (the last warp's steps need only the
// warp barrier). Two false errors before: (1) the counter search paired a
// step with an *earlier* value of the loop's counter (s = 32 at the first
// access, 256 at the second), though a counter whose own loop went round
// between the two accesses holds a later value of its sequence; (2) the path
// through the __syncwarp() arm was taken with any value of s, though it is
// only taken where `s > 32` is false at the first access' s. Uniform branches
// taken after an access in its iteration are now guards of that access, and
// those taken since the last back edge guards of the next one.

// The tree reduction: silent.
extern "C" __global__ void __launch_bounds__(512) tree_warp_tail(const float *in, float *out) {
  __shared__ float sh[512];
  const unsigned t = threadIdx.x;
  sh[t] = in[blockIdx.x * 512 + t];
  __syncthreads();
  for (unsigned s = 256; s > 0; s >>= 1) {
    if (t < s)
      sh[t] += sh[t + s];
    if (s > 32)
      __syncthreads();
    else
      __syncwarp();
  }
  if (t == 0)
    out[blockIdx.x] = sh[0];
}

// The same with the block barrier ending only the steps above 64: the step
// s = 64 (threads 0..63, two warps) is followed by a warp barrier, and step
// 32 reads sh[t + 32], which warp 1 wrote.
// CHECK: uniform-branch-warp-or-block-barrier.cu:[[@LINE+8]]:{{[0-9]+}}: error: shared-memory race (read-after-write){{.*}}threads of different warps meet here
extern "C" __global__ void __launch_bounds__(512) tree_warp_tail_from_64(const float *in, float *out) {
  __shared__ float sh[512];
  const unsigned t = threadIdx.x;
  sh[t] = in[blockIdx.x * 512 + t];
  __syncthreads();
  for (unsigned s = 256; s > 0; s >>= 1) {
    if (t < s)
      sh[t] += sh[t + s];
    if (s > 64)
      __syncthreads();
    else
      __syncwarp();
  }
  if (t == 0)
    out[blockIdx.x] = sh[0];
}

// Merges whose steps of stride 32 or less stay in each warp's 64 keys:
// warp barriers there, a block barrier after the wider steps and at the
// start of every merge of 128 keys or more (a guard taken after the outer
// loop's back edge, of the next access). Silent.
extern "C" __global__ void __launch_bounds__(256) merge_steps_warp_tail(unsigned *keys) {
  __shared__ unsigned s[512];
  const unsigned t = threadIdx.x;
  s[t] = keys[t];
  s[t + 256] = keys[t + 256];
  __syncthreads();
  for (unsigned size = 2; size <= 512; size <<= 1) {
    if (size >= 128)
      __syncthreads();
    for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
      const unsigned pos = 2 * t - (t & (stride - 1));
      const unsigned a = s[pos], b = s[pos + stride];
      if (a > b) {
        s[pos] = b;
        s[pos + stride] = a;
      }
      if (stride >= 64)
        __syncthreads();
      else
        __syncwarp();
    }
  }
  __syncthreads();
  keys[t] = s[t];
  keys[t + 256] = s[t + 256];
}
