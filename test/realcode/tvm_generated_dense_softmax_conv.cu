// @realcode TVM-generated CUDA as `tvm.build(..., target="cuda")` emits it: the version-guard and `#define uint unsigned int` / `#define int64_t long long` preamble, extern "C" `default_function_kernel`s with `__launch_bounds__(N)` before the name, `float* __restrict__` parameters, every index an `((int)threadIdx.x)`-cast sum of products fully parenthesised, `T_dense_local[4]` register tiles, `__shared__` staging arrays filled with `(float4*)` casts through `make_float4`, explicit `k_outer`/`k_inner` split loops, a fused softmax written as separate max/exp-sum/normalise kernels with `max(a, b)` and `__expf`, and a direct NCHW conv2d with a padded-input conditional expression.
// @let M = 2048
// @let K = 1024
// @let N = 1024
// @let CI = 16
// @let CO = 32
// @let H = 128
// @buf data f32[M * K] uniform(-1, 1)
// @buf weight f32[N * K] uniform(-0.05, 0.05)
// @buf T_dense f32[M * N] zero
// @buf T_max f32[M] zero
// @buf T_expsum f32[M] zero
// @buf T_softmax f32[M * N] zero
// @buf cin f32[8 * CI * H * H] uniform(-1, 1)
// @buf ckern f32[CO * CI * 9] uniform(-0.2, 0.2)
// @buf cout f32[8 * CO * H * H] zero
// @launch default_function_kernel grid(N / 64, M / 64) block(256) args(T_dense, data, weight)
// @launch default_function_kernel_1 grid(M / 4) block(128) args(T_dense, T_max)
// @launch default_function_kernel_2 grid(M / 4) block(128) args(T_dense, T_max, T_expsum)
// @launch default_function_kernel_3 grid(M * N / 1024) block(256) args(T_dense, T_max, T_expsum, T_softmax)
// @launch default_function_kernel_4 grid(8 * CO * H * H / 256) block(256) args(cin, ckern, cout)
// @check T_dense abs=1e-4 rel=1e-4
// @check T_max abs=1e-4 rel=1e-4
// @check T_expsum rel=1e-4
// @check T_softmax abs=1e-6 rel=1e-3
// @check cout abs=1e-4 rel=1e-4

#if (((__CUDACC_VER_MAJOR__ == 11) && (__CUDACC_VER_MINOR__ >= 4)) || \
     (__CUDACC_VER_MAJOR__ > 11))
#define TVM_ENABLE_L2_PREFETCH 1
#else
#define TVM_ENABLE_L2_PREFETCH 0
#endif

#ifdef _WIN32
  using uint = unsigned int;
  using uchar = unsigned char;
  using ushort = unsigned short;
  using int64_t = long long;
  using uint64_t = unsigned long long;
#else
  #define uint unsigned int
  #define uchar unsigned char
  #define ushort unsigned short
  #define int64_t long long
  #define uint64_t unsigned long long
#endif

extern "C" __global__ void __launch_bounds__(256) default_function_kernel(float* __restrict__ T_dense, float* __restrict__ data, float* __restrict__ weight) {
  float T_dense_local[16];
  __shared__ float data_shared[1024];
  __shared__ float weight_shared[1024];
  for (int i_c_init = 0; i_c_init < 4; ++i_c_init) {
    for (int j_c_init = 0; j_c_init < 4; ++j_c_init) {
      T_dense_local[((i_c_init * 4) + j_c_init)] = 0.000000e+00f;
    }
  }
  for (int k_outer = 0; k_outer < 64; ++k_outer) {
    __syncthreads();
    *(float4*)(data_shared + (((int)threadIdx.x) * 4)) = *(float4*)(data + ((((((int)blockIdx.y) * 65536) + ((((int)threadIdx.x) >> 2) * 1024)) + (k_outer * 16)) + ((((int)threadIdx.x) & 3) * 4)));
    *(float4*)(weight_shared + (((int)threadIdx.x) * 4)) = *(float4*)(weight + ((((((int)blockIdx.x) * 65536) + ((((int)threadIdx.x) >> 2) * 1024)) + (k_outer * 16)) + ((((int)threadIdx.x) & 3) * 4)));
    __syncthreads();
    for (int k_inner = 0; k_inner < 16; ++k_inner) {
      for (int i_c = 0; i_c < 4; ++i_c) {
        for (int j_c = 0; j_c < 4; ++j_c) {
          T_dense_local[((i_c * 4) + j_c)] = (T_dense_local[((i_c * 4) + j_c)] + (data_shared[((((((int)threadIdx.x) >> 4) * 64) + (i_c * 16)) + k_inner)] * weight_shared[((((((int)threadIdx.x) & 15) * 64) + (j_c * 16)) + k_inner)]));
        }
      }
    }
  }
  for (int i_inner_inner = 0; i_inner_inner < 4; ++i_inner_inner) {
    for (int j_inner_inner = 0; j_inner_inner < 4; ++j_inner_inner) {
      T_dense[((((((((int)blockIdx.y) * 65536) + ((((int)threadIdx.x) >> 4) * 4096)) + (i_inner_inner * 1024)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + j_inner_inner)] = T_dense_local[((i_inner_inner * 4) + j_inner_inner)];
    }
  }
}

extern "C" __global__ void __launch_bounds__(128) default_function_kernel_1(float* __restrict__ T_dense, float* __restrict__ T_softmax_maxelem) {
  float normal_reduce_temp0[1];
  __shared__ float red_buf0[128];
  normal_reduce_temp0[0] = -3.402823e+38f;
  for (int k_outer = 0; k_outer < 32; ++k_outer) {
    normal_reduce_temp0[0] = max(normal_reduce_temp0[0], T_dense[((((((int)blockIdx.x) * 4096) + ((((int)threadIdx.x) >> 5) * 1024)) + (k_outer * 32)) + (((int)threadIdx.x) & 31))]);
  }
  uint mask[1];
  float t0[1];
  red_buf0[((int)threadIdx.x)] = normal_reduce_temp0[0];
  mask[0] = __activemask();
  t0[0] = __shfl_down_sync(mask[0], red_buf0[((int)threadIdx.x)], 16, 32);
  red_buf0[((int)threadIdx.x)] = max(red_buf0[((int)threadIdx.x)], t0[0]);
  t0[0] = __shfl_down_sync(mask[0], red_buf0[((int)threadIdx.x)], 8, 32);
  red_buf0[((int)threadIdx.x)] = max(red_buf0[((int)threadIdx.x)], t0[0]);
  t0[0] = __shfl_down_sync(mask[0], red_buf0[((int)threadIdx.x)], 4, 32);
  red_buf0[((int)threadIdx.x)] = max(red_buf0[((int)threadIdx.x)], t0[0]);
  t0[0] = __shfl_down_sync(mask[0], red_buf0[((int)threadIdx.x)], 2, 32);
  red_buf0[((int)threadIdx.x)] = max(red_buf0[((int)threadIdx.x)], t0[0]);
  t0[0] = __shfl_down_sync(mask[0], red_buf0[((int)threadIdx.x)], 1, 32);
  red_buf0[((int)threadIdx.x)] = max(red_buf0[((int)threadIdx.x)], t0[0]);
  red_buf0[((int)threadIdx.x)] = __shfl_sync(mask[0], red_buf0[((int)threadIdx.x)], (((int)threadIdx.x) & 96), 32);
  if ((((int)threadIdx.x) & 31) == 0) {
    T_softmax_maxelem[((((int)blockIdx.x) * 4) + (((int)threadIdx.x) >> 5))] = red_buf0[((int)threadIdx.x)];
  }
}

extern "C" __global__ void __launch_bounds__(128) default_function_kernel_2(float* __restrict__ T_dense, float* __restrict__ T_softmax_maxelem, float* __restrict__ T_softmax_expsum) {
  float normal_reduce_temp0[1];
  __shared__ float red_buf0[128];
  normal_reduce_temp0[0] = 0.000000e+00f;
  for (int k_outer = 0; k_outer < 32; ++k_outer) {
    normal_reduce_temp0[0] = (normal_reduce_temp0[0] + __expf((T_dense[((((((int)blockIdx.x) * 4096) + ((((int)threadIdx.x) >> 5) * 1024)) + (k_outer * 32)) + (((int)threadIdx.x) & 31))] - T_softmax_maxelem[((((int)blockIdx.x) * 4) + (((int)threadIdx.x) >> 5))])));
  }
  uint mask[1];
  float t0[1];
  red_buf0[((int)threadIdx.x)] = normal_reduce_temp0[0];
  mask[0] = __activemask();
  for (int offset = 16; offset > 0; offset = (offset >> 1)) {
    t0[0] = __shfl_down_sync(mask[0], red_buf0[((int)threadIdx.x)], offset, 32);
    red_buf0[((int)threadIdx.x)] = (red_buf0[((int)threadIdx.x)] + t0[0]);
  }
  if ((((int)threadIdx.x) & 31) == 0) {
    T_softmax_expsum[((((int)blockIdx.x) * 4) + (((int)threadIdx.x) >> 5))] = red_buf0[((int)threadIdx.x)];
  }
}

extern "C" __global__ void __launch_bounds__(256) default_function_kernel_3(float* __restrict__ T_dense, float* __restrict__ T_softmax_maxelem, float* __restrict__ T_softmax_expsum, float* __restrict__ T_softmax_norm) {
  for (int ax1_inner = 0; ax1_inner < 4; ++ax1_inner) {
    T_softmax_norm[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + ax1_inner)] = (__expf((T_dense[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + ax1_inner)] - T_softmax_maxelem[((int)blockIdx.x)])) / T_softmax_expsum[((int)blockIdx.x)]);
  }
}

extern "C" __global__ void __launch_bounds__(256) default_function_kernel_4(float* __restrict__ data, float* __restrict__ kernel, float* __restrict__ conv2d_nchw) {
  float conv2d_nchw_local[1];
  conv2d_nchw_local[0] = 0.000000e+00f;
  for (int rc = 0; rc < 16; ++rc) {
    for (int ry = 0; ry < 3; ++ry) {
      for (int rx = 0; rx < 3; ++rx) {
        conv2d_nchw_local[0] = (conv2d_nchw_local[0] + ((((((1 <= ((((((int)blockIdx.x) & 63) * 2) + (((int)threadIdx.x) >> 7)) + ry)) && (((((((int)blockIdx.x) & 63) * 2) + (((int)threadIdx.x) >> 7)) + ry) < 129)) && (1 <= ((((int)threadIdx.x) & 127) + rx))) && (((((int)threadIdx.x) & 127) + rx) < 129)) ? data[((((((((int)blockIdx.x) >> 11) * 262144) + (rc * 16384)) + (((((((int)blockIdx.x) & 63) * 2) + (((int)threadIdx.x) >> 7)) + ry) * 128)) + ((((int)threadIdx.x) & 127) + rx)) - 129)] : 0.000000e+00f) * kernel[((((((((int)blockIdx.x) >> 6) & 31) * 144) + (rc * 9)) + (ry * 3)) + rx)]));
      }
    }
  }
  conv2d_nchw[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = conv2d_nchw_local[0];
}
