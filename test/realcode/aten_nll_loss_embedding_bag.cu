// @realcode Two ATen loss/embedding kernels: nll_loss forward with class weights, an ignore_index and mean reduction (one block, a strided partial sum of weighted losses and of weights in __shared__ arrays reduced by thread 0, the total divided by the weight sum), its backward writing -weight/total into grad_input for each target, and embedding_bag forward (sum / mean / max modes selected at run time) over offsets with a per-bag feature loop, max_indices for the max mode and a padding_idx that is skipped.
// @let NR = 65536
// @let NC = 1000
// @let NBAG = 8192
// @let NIDX = 65536
// @let V = 50000
// @let D = 128
// @buf logp f32[NR * NC] uniform(-9, 0)
// @buf target i64[NR] uniform(0, 1000) set(3, -100) set(99, -100) set(4096, -100)
// @buf weights f32[NC] uniform(0.5, 2)
// @buf loss f32[2] zero
// @buf grad f32[NR * NC] zero
// @buf table f32[V * D] uniform(-1, 1)
// @buf indices i64[NIDX] uniform(0, 50000) set(10, 7) set(11, 7) set(500, 7)
// @buf offsets i64[NBAG + 1] iota(0, 8)
// @buf bag_sum f32[NBAG * D] zero
// @buf bag_mean f32[NBAG * D] zero
// @buf bag_max f32[NBAG * D] zero
// @buf max_idx i64[NBAG * D] zero
// @launch nll_loss_forward_reduce_cuda_kernel_2d grid(1) block(512) args(loss, logp, target, weights, i32(NR), i32(NC), i64(-100))
// @launch nll_loss_backward_reduce_cuda_kernel_2d grid(cdiv(NR, 256)) block(256) args(grad, loss, target, weights, i32(NR), i32(NC), i64(-100))
// @launch embedding_bag_kernel grid(NBAG) block(128) args(indices, offsets, table, bag_sum, max_idx, i64(NBAG), i64(D), i32(0), i64(7))
// @launch embedding_bag_kernel grid(NBAG) block(128) args(indices, offsets, table, bag_mean, max_idx, i64(NBAG), i64(D), i32(1), i64(7))
// @launch embedding_bag_kernel grid(NBAG) block(128) args(indices, offsets, table, bag_max, max_idx, i64(NBAG), i64(D), i32(2), i64(7))
// @check loss rel=1e-4
// @check grad rel=1e-4 abs=1e-12
// @check bag_sum rel=1e-6 abs=1e-6
// @check bag_mean rel=1e-6 abs=1e-6
// @check bag_max exact
// @check max_idx exact
#include <cstdint>
#include <cuda_runtime.h>

#define NLL_LOSS_THREADS 512

__global__ void nll_loss_forward_reduce_cuda_kernel_2d(float *output_and_total, const float *input, const int64_t *target,
                                                      const float *weights, int nframe, int ndim, int64_t ignore_index) {
  __shared__ float sh_inputs[NLL_LOSS_THREADS], acc_weight[NLL_LOSS_THREADS];
  sh_inputs[threadIdx.x] = 0.f;
  acc_weight[threadIdx.x] = 0.f;
  for (int i = threadIdx.x; i < nframe; i += NLL_LOSS_THREADS) {
    int64_t t = target[i];
    if (t != ignore_index) {
      float cur_weight = weights != nullptr ? weights[t] : 1.0f;
      sh_inputs[threadIdx.x] -= input[(int64_t)i * ndim + t] * cur_weight;
      acc_weight[threadIdx.x] += cur_weight;
    }
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    float output_acc = 0, total_weight_acc = 0;
    for (int i = 0; i < NLL_LOSS_THREADS; ++i) {
      output_acc += sh_inputs[i];
      total_weight_acc += acc_weight[i];
    }
    output_and_total[0] = output_acc / total_weight_acc;
    output_and_total[1] = total_weight_acc;
  }
}

__global__ void nll_loss_backward_reduce_cuda_kernel_2d(float *grad_input, const float *output_and_total,
                                                       const int64_t *target, const float *weights, int nframe,
                                                       int ndim, int64_t ignore_index) {
  const float grad = -1.0f / output_and_total[1];
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nframe; i += blockDim.x * gridDim.x) {
    int64_t t = target[i];
    if (t != ignore_index) grad_input[(int64_t)i * ndim + t] = weights != nullptr ? weights[t] * grad : grad;
  }
}

enum EmbeddingBagMode { MODE_SUM = 0, MODE_MEAN = 1, MODE_MAX = 2 };

__global__ void embedding_bag_kernel(const int64_t *input, const int64_t *offsets, const float *weight, float *output,
                                     int64_t *max_indices, int64_t numBags, int64_t featureSize, int mode,
                                     int64_t padding_idx) {
  int64_t bag = blockIdx.x;
  int64_t begin = offsets[bag], end = offsets[bag + 1];
  for (int64_t f = threadIdx.x; f < featureSize; f += blockDim.x) {
    float acc = mode == MODE_MAX ? -INFINITY : 0.f;
    int64_t maxWord = -1;
    int64_t count = 0;
    for (int64_t e = begin; e < end; ++e) {
      int64_t word = input[e];
      if (word == padding_idx) continue;
      float v = weight[word * featureSize + f];
      if (mode == MODE_MAX) {
        if (maxWord == -1 || v > acc) {
          acc = v;
          maxWord = word;
        }
      } else {
        acc += v;
      }
      ++count;
    }
    if (mode == MODE_MEAN && count > 0) acc /= (float)count;
    if (mode == MODE_MAX) {
      if (count == 0) acc = 0.f;
      max_indices[bag * featureSize + f] = maxWord;
    }
    output[bag * featureSize + f] = acc;
  }
}
