// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// A taller tile admits taller blocks, and with 16 rows of threads the rows
// j and j + 8 of different iterations are written by different threads.
extern "C" __global__ void tall(const float *in, float *out) {
  __shared__ float t[64][33];
  for (int j = 0; j < 32; j += 8)
    // CHECK: launch_shapes_racy.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (write-after-write): {{.*}} (with a {{[0-9]+}}x{{[0-9]+}} block, threads ({{[0-9]+}},{{[0-9]+}}) and ({{[0-9]+}},{{[0-9]+}}), @tall.t[{{[0-9]+}}], when the counter of the loop at line 6 is {{[0-9]+}} at the first access, the counter of the loop at line 6 is {{[0-9]+}} at the second)
    t[threadIdx.y + j][threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = t[threadIdx.x][threadIdx.y];
}

// Transposed read without a barrier: racy under every shape but 1x1.
extern "C" __global__ void no_barrier(float *out) {
  __shared__ float t[32][33];
  t[threadIdx.y][threadIdx.x] = 1.f;
  // CHECK: launch_shapes_racy.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (read-after-write): {{.*}} (with a
  out[threadIdx.x] = t[threadIdx.x][threadIdx.y];
}

// A 1-D kernel whose unconditional accesses fit 512 threads: checked with
// 512, where the halo write of thread 0 meets thread 256's element. With
// 256 threads (the halo's place) it is race-free and nothing in the kernel
// says the block is larger: a warning naming the 512-thread block (branch
// sync27); a launch bound that admits 512 threads makes it a proven race.
extern "C" __global__ void halo(int *out) {
  __shared__ int s[515];
  s[threadIdx.x + 3] = 1;
  if (threadIdx.x < 3)
    // CHECK: launch_shapes_racy.cu:[[@LINE+1]]:{{.*}}warning: shared-memory race (write-after-write): {{.*}} (with a 512-thread block, threads 256 and 0, @halo.s[259]); only blocks of more than 256 threads collide here
    s[threadIdx.x + 259] = 2;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x];
}

extern "C" __global__ void __launch_bounds__(512) halo_bound(int *out) {
  __shared__ int s[515];
  s[threadIdx.x + 3] = 1;
  if (threadIdx.x < 3)
    // CHECK: launch_shapes_racy.cu:[[@LINE+1]]:{{.*}}error: shared-memory race (write-after-write): {{.*}} (with a 512-thread block, threads 256 and 0, @halo_bound.s[259])
    s[threadIdx.x + 259] = 2;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x];
}
