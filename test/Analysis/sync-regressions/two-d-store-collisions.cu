// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DWRONG_PITCH 2>&1 | FileCheck %s --check-prefix=PITCH
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DWRONG_DIM 2>&1 | FileCheck %s --check-prefix=DIM
// One store whose threads write the same element in a 2-D kernel. The
// symbolic run of a 2-D kernel has no thread tables (those exist per block
// shape), and when it found no race between two accesses the shapes' runs
// were skipped, so a store colliding with itself was never checked: a row
// pitch of blockDim.x - 1, or blockDim.y where blockDim.x was meant,
// compiled silently. The symbolic run now names such stores and the shapes'
// runs decide them; a padded pitch (blockDim.x + 1) and the plain one stay
// silent.

__global__ void padded_rows(float *out, const float *in, int w, int h) {
  extern __shared__ float s[];
#ifdef WRONG_PITCH
  int pitch = blockDim.x - 1;
#else
  int pitch = blockDim.x + 1;
#endif
  int gx = blockIdx.x * blockDim.x + threadIdx.x, gy = blockIdx.y * blockDim.y + threadIdx.y;
  bool inside = gx < w && gy < h;
  // PITCH: two-d-store-collisions.cu:[[@LINE+1]]:3: error: shared-memory race (write-after-write): several threads write the same element of <dynamic shared> with this store, with different values (with a {{[0-9]+}}x{{[0-9]+}} block, threads ({{[0-9]+}},{{[0-9]+}}) and ({{[0-9]+}},{{[0-9]+}})
  s[threadIdx.y * pitch + threadIdx.x] = inside ? in[gy * w + gx] : 0.f;
  __syncthreads();
  float left = threadIdx.x > 0 ? s[threadIdx.y * pitch + threadIdx.x - 1] : 0.f;
  float right = threadIdx.x + 1 < blockDim.x ? s[threadIdx.y * pitch + threadIdx.x + 1] : 0.f;
  if (inside)
    out[gy * w + gx] = 0.25f * left + 0.5f * s[threadIdx.y * pitch + threadIdx.x] + 0.25f * right;
}

__global__ void transpose_block(float *out, const float *in) {
  extern __shared__ float s[];
#ifdef WRONG_DIM
  // DIM: two-d-store-collisions.cu:[[@LINE+1]]:3: error: shared-memory race (write-after-write): several threads write the same element of <dynamic shared> with this store
  s[threadIdx.y * blockDim.y + threadIdx.x] = in[threadIdx.y * blockDim.x + threadIdx.x];
#else
  s[threadIdx.y * blockDim.x + threadIdx.x] = in[threadIdx.y * blockDim.x + threadIdx.x];
#endif
  __syncthreads();
  out[threadIdx.x * blockDim.y + threadIdx.y] = s[threadIdx.y * blockDim.x + threadIdx.x];
}
