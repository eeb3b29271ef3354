// @realcode PointNet++ CUDA ops in the pointnet2 / mmcv style: gather_points_kernel and group_points_kernel over (B, C, N) features with blockIdx.y/z as channel and batch, ball_query_kernel (first nsample neighbours within a radius, the first hit copied into every slot), three_nn_kernel keeping the three best distances in registers with a chain of ifs, three_interpolate_kernel with inverse-distance weights, and the backward three_interpolate_grad_kernel scattering with atomicAdd; the host launchers with DIVUP and THREADS_PER_BLOCK macros and opt_n_threads.
// @let B = 8
// @let N = 16384
// @let M = 4096
// @let C = 64
// @let NS = 32
// @buf xyz f32[B * N * 3] uniform(-1, 1)
// @buf new_xyz f32[B * M * 3] uniform(-1, 1)
// @buf feats f32[B * C * N] uniform(-1, 1)
// @buf fps_idx i32[B * M] uniform(0, 16384)
// @buf gathered f32[B * C * M] zero
// @buf ball_idx i32[B * M * NS] zero
// @buf grouped f32[B * C * M * NS] zero
// @buf dist2 f32[B * N * 3] zero
// @buf nn_idx i32[B * N * 3] zero
// @buf wts f32[B * N * 3] zero
// @buf interp f32[B * C * N] zero
// @buf grad_out f32[B * C * N] uniform(-1, 1)
// @buf grad_feats f32[B * C * M] zero
// @launch gather_points_kernel grid(cdiv(M, 256), C, B) block(256) args(i32(B), i32(C), i32(N), i32(M), feats, fps_idx, gathered)
// @launch ball_query_kernel grid(cdiv(M, 256), B) block(256) args(i32(B), i32(N), i32(M), f32(0.2), i32(NS), new_xyz, xyz, ball_idx)
// @launch group_points_kernel grid(cdiv(M * NS, 256), C, B) block(256) args(i32(B), i32(C), i32(N), i32(M), i32(NS), feats, ball_idx, grouped)
// @launch three_nn_kernel grid(cdiv(N, 256), B) block(256) args(i32(B), i32(N), i32(M), xyz, new_xyz, dist2, nn_idx)
// @launch three_weights_kernel grid(cdiv(B * N, 256)) block(256) args(i32(B * N), dist2, wts)
// @launch three_interpolate_kernel grid(cdiv(N, 256), C, B) block(256) args(i32(B), i32(C), i32(M), i32(N), gathered, nn_idx, wts, interp)
// @launch three_interpolate_grad_kernel grid(cdiv(N, 256), C, B) block(256) args(i32(B), i32(C), i32(N), i32(M), grad_out, nn_idx, wts, grad_feats)
// @check gathered exact
// @check ball_idx exact
// @check grouped exact
// @check dist2 exact
// @check nn_idx exact
// @check wts rel=1e-6 abs=1e-7
// @check interp rel=1e-5 abs=1e-6
// @check grad_feats rel=1e-4 abs=1e-4
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

#define THREADS_PER_BLOCK 256
#define DIVUP(m, n) ((m) / (n) + ((m) % (n) > 0))

__global__ void gather_points_kernel(int b, int c, int n, int m, const float *__restrict__ points,
                                     const int *__restrict__ idx, float *__restrict__ out) {
  // points: (B, C, N)
  // idx: (B, M)
  // output:
  //      out: (B, C, M)
  int bs_idx = blockIdx.z;
  int c_idx = blockIdx.y;
  int pt_idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (bs_idx >= b || c_idx >= c || pt_idx >= m) return;

  out += bs_idx * c * m + c_idx * m + pt_idx;
  idx += bs_idx * m + pt_idx;
  points += bs_idx * c * n + c_idx * n;
  out[0] = points[idx[0]];
}

__global__ void ball_query_kernel(int b, int n, int m, float radius, int nsample, const float *__restrict__ new_xyz,
                                  const float *__restrict__ xyz, int *__restrict__ idx) {
  // new_xyz: (B, M, 3)
  // xyz: (B, N, 3)
  // output:
  //      idx: (B, M, nsample)
  int bs_idx = blockIdx.y;
  int pt_idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (bs_idx >= b || pt_idx >= m) return;

  new_xyz += bs_idx * m * 3 + pt_idx * 3;
  xyz += bs_idx * n * 3;
  idx += bs_idx * m * nsample + pt_idx * nsample;

  float radius2 = radius * radius;
  float new_x = new_xyz[0];
  float new_y = new_xyz[1];
  float new_z = new_xyz[2];

  int cnt = 0;
  for (int k = 0; k < n; ++k) {
    float x = xyz[k * 3 + 0];
    float y = xyz[k * 3 + 1];
    float z = xyz[k * 3 + 2];
    float d2 = (new_x - x) * (new_x - x) + (new_y - y) * (new_y - y) + (new_z - z) * (new_z - z);
    if (d2 < radius2) {
      if (cnt == 0) {
        for (int l = 0; l < nsample; ++l) {
          idx[l] = k;
        }
      }
      idx[cnt] = k;
      ++cnt;
      if (cnt >= nsample) break;
    }
  }
}

__global__ void group_points_kernel(int b, int c, int n, int npoints, int nsample, const float *__restrict__ points,
                                    const int *__restrict__ idx, float *__restrict__ out) {
  // points: (B, C, N)
  // idx: (B, npoints, nsample)
  // output:
  //      out: (B, C, npoints, nsample)
  int bs_idx = blockIdx.z;
  int c_idx = blockIdx.y;
  int index = blockIdx.x * blockDim.x + threadIdx.x;
  int pt_idx = index / nsample;
  if (bs_idx >= b || c_idx >= c || pt_idx >= npoints) return;

  int sample_idx = index % nsample;

  idx += bs_idx * npoints * nsample + pt_idx * nsample + sample_idx;
  int in_idx = bs_idx * c * n + c_idx * n + idx[0];
  int out_idx = bs_idx * c * npoints * nsample + c_idx * npoints * nsample + pt_idx * nsample + sample_idx;

  out[out_idx] = points[in_idx];
}

__global__ void three_nn_kernel(int b, int n, int m, const float *__restrict__ unknown, const float *__restrict__ known,
                                float *__restrict__ dist2, int *__restrict__ idx) {
  // unknown: (B, N, 3)
  // known: (B, M, 3)
  // output:
  //      dist2: (B, N, 3)
  //      idx: (B, N, 3)
  int bs_idx = blockIdx.y;
  int pt_idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (bs_idx >= b || pt_idx >= n) return;

  unknown += bs_idx * n * 3 + pt_idx * 3;
  known += bs_idx * m * 3;
  dist2 += bs_idx * n * 3 + pt_idx * 3;
  idx += bs_idx * n * 3 + pt_idx * 3;

  float ux = unknown[0];
  float uy = unknown[1];
  float uz = unknown[2];

  double best1 = 1e40, best2 = 1e40, best3 = 1e40;
  int besti1 = 0, besti2 = 0, besti3 = 0;
  for (int k = 0; k < m; ++k) {
    float x = known[k * 3 + 0];
    float y = known[k * 3 + 1];
    float z = known[k * 3 + 2];
    float d = (ux - x) * (ux - x) + (uy - y) * (uy - y) + (uz - z) * (uz - z);
    if (d < best1) {
      best3 = best2;
      besti3 = besti2;
      best2 = best1;
      besti2 = besti1;
      best1 = d;
      besti1 = k;
    } else if (d < best2) {
      best3 = best2;
      besti3 = besti2;
      best2 = d;
      besti2 = k;
    } else if (d < best3) {
      best3 = d;
      besti3 = k;
    }
  }
  dist2[0] = best1;
  dist2[1] = best2;
  dist2[2] = best3;
  idx[0] = besti1;
  idx[1] = besti2;
  idx[2] = besti3;
}

// The Python side turns squared distances into weights; here it is a kernel.
__global__ void three_weights_kernel(int count, const float *__restrict__ dist2, float *__restrict__ weight) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  float r0 = 1.0f / (sqrtf(dist2[i * 3 + 0]) + 1e-8f);
  float r1 = 1.0f / (sqrtf(dist2[i * 3 + 1]) + 1e-8f);
  float r2 = 1.0f / (sqrtf(dist2[i * 3 + 2]) + 1e-8f);
  float norm = r0 + r1 + r2;
  weight[i * 3 + 0] = r0 / norm;
  weight[i * 3 + 1] = r1 / norm;
  weight[i * 3 + 2] = r2 / norm;
}

__global__ void three_interpolate_kernel(int b, int c, int m, int n, const float *__restrict__ points,
                                         const int *__restrict__ idx, const float *__restrict__ weight,
                                         float *__restrict__ out) {
  // points: (B, C, M)
  // idx: (B, N, 3)
  // weight: (B, N, 3)
  // output:
  //      out: (B, C, N)
  int bs_idx = blockIdx.z;
  int c_idx = blockIdx.y;
  int pt_idx = blockIdx.x * blockDim.x + threadIdx.x;

  if (bs_idx >= b || c_idx >= c || pt_idx >= n) return;

  weight += bs_idx * n * 3 + pt_idx * 3;
  points += bs_idx * c * m + c_idx * m;
  idx += bs_idx * n * 3 + pt_idx * 3;
  out += bs_idx * c * n + c_idx * n;

  out[pt_idx] = weight[0] * points[idx[0]] + weight[1] * points[idx[1]] + weight[2] * points[idx[2]];
}

__global__ void three_interpolate_grad_kernel(int b, int c, int n, int m, const float *__restrict__ grad_out,
                                              const int *__restrict__ idx, const float *__restrict__ weight,
                                              float *__restrict__ grad_points) {
  // grad_out: (B, C, N)
  // weight: (B, N, 3)
  // output:
  //      grad_points: (B, C, M)
  int bs_idx = blockIdx.z;
  int c_idx = blockIdx.y;
  int pt_idx = blockIdx.x * blockDim.x + threadIdx.x;

  if (bs_idx >= b || c_idx >= c || pt_idx >= n) return;

  grad_out += bs_idx * c * n + c_idx * n + pt_idx;
  weight += bs_idx * n * 3 + pt_idx * 3;
  grad_points += bs_idx * c * m + c_idx * m;
  idx += bs_idx * n * 3 + pt_idx * 3;

  atomicAdd(grad_points + idx[0], grad_out[0] * weight[0]);
  atomicAdd(grad_points + idx[1], grad_out[0] * weight[1]);
  atomicAdd(grad_points + idx[2], grad_out[0] * weight[2]);
}

void ball_query_kernel_launcher(int b, int n, int m, float radius, int nsample, const float *new_xyz, const float *xyz,
                                int *idx, cudaStream_t stream) {
  dim3 blocks(DIVUP(m, THREADS_PER_BLOCK), b);  // blockIdx.x(col), blockIdx.y(row)
  dim3 threads(THREADS_PER_BLOCK);
  ball_query_kernel<<<blocks, threads, 0, stream>>>(b, n, m, radius, nsample, new_xyz, xyz, idx);
  cudaError_t err = cudaGetLastError();
  if (cudaSuccess != err) {
    fprintf(stderr, "CUDA kernel failed : %s\n", cudaGetErrorString(err));
    exit(-1);
  }
}

void three_interpolate_kernel_launcher(int b, int c, int m, int n, const float *points, const int *idx,
                                       const float *weight, float *out, cudaStream_t stream) {
  dim3 blocks(DIVUP(n, THREADS_PER_BLOCK), c, b);
  dim3 threads(THREADS_PER_BLOCK);
  three_interpolate_kernel<<<blocks, threads, 0, stream>>>(b, c, m, n, points, idx, weight, out);
  cudaError_t err = cudaGetLastError();
  if (cudaSuccess != err) {
    fprintf(stderr, "CUDA kernel failed : %s\n", cudaGetErrorString(err));
    exit(-1);
  }
}
