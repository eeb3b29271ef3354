// Templated quadrant-load stencil whose right halo is stored one column too
// far left: tx < 2R threads overwrite the interior columns BX - 1.. of the
// threads at the right edge of the block.
// LAUNCH: kernel=_Z38stencil_template_right_halo_off_by_oneILi16ELi8ELi2EEvPKfPfii grid=4,8 block=16,8 tol=1e-5 args=in:f32[4096]:rand out:f32[4096]:zero w:i32=64 h:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <int BX, int BY, int R>
__global__ void stencil_template_right_halo_off_by_one(const float *in, float *out, int w, int h) {
  __shared__ float tile[BY + 2 * R][BX + 2 * R];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x0 = blockIdx.x * BX - R, y0 = blockIdx.y * BY - R;
  auto at = [&](int y, int x) {
    x = min(max(x, 0), w - 1);
    y = min(max(y, 0), h - 1);
    return in[y * w + x];
  };
  tile[ty][tx] = at(y0 + ty, x0 + tx);
  if (tx < 2 * R)
    // CHECK: stencil_template_right_halo_off_by_one.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    tile[ty][tx + BX - 1] = at(y0 + ty, x0 + tx + BX);
  if (ty < 2 * R)
    tile[ty + BY][tx] = at(y0 + ty + BY, x0 + tx);
  if (tx < 2 * R && ty < 2 * R)
    tile[ty + BY][tx + BX] = at(y0 + ty + BY, x0 + tx + BX);
  __syncthreads();

  float sum = 0.0f;
#pragma unroll
  for (int dy = 0; dy <= 2 * R; dy++)
#pragma unroll
    for (int dx = 0; dx <= 2 * R; dx++)
      sum += tile[ty + dy][tx + dx];
  const int x = blockIdx.x * BX + tx, y = blockIdx.y * BY + ty;
  if (x < w && y < h)
    out[y * w + x] = sum / ((2 * R + 1) * (2 * R + 1));
}

template __global__ void stencil_template_right_halo_off_by_one<16, 8, 2>(const float *, float *, int, int);
