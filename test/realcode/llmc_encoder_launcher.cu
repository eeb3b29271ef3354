// @realcode Token + position embedding forward in the llm.c layout (B*T tokens, C channels, float4 accesses), with the host-side launcher function and cudaCheck macro that file style always carries.
// @let BT = 1 << 16
// @let T = 1024
// @let C = 768
// @let V = 8192
// @buf out f32[BT * C] zero
// @buf inp i32[BT] uniform(0, V)
// @buf wte f32[V * C] uniform(-1, 1)
// @buf wpe f32[T * C] uniform(-1, 1)
// @launch embed_tokens_positions grid(cdiv(BT * C / 4, 512)) block(512) args(out, inp, wte, wpe, i32(BT), i32(T), i32(C))
// @check out exact
#include <assert.h>
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

inline void cuda_check(cudaError_t error, const char *file, int line) {
  if (error != cudaSuccess) {
    printf("[CUDA ERROR] at file %s:%d:\n%s\n", file, line, cudaGetErrorString(error));
    exit(EXIT_FAILURE);
  }
}
#define cudaCheck(err) (cuda_check(err, __FILE__, __LINE__))

// One thread per float4 of the output: out[bt][c] = wte[token[bt]][c] + wpe[bt % T][c].
__global__ void embed_tokens_positions(float4 *out, const int *tokens, const float4 *wte, const float4 *wpe, int ntok,
                                       int T, int C) {
  const int c4_per_row = C / 4;
  const int gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= ntok * c4_per_row) return;
  const int tok = gid / c4_per_row, c4 = gid - tok * c4_per_row;
  const float4 w = wte[tokens[tok] * c4_per_row + c4];
  const float4 p = wpe[(tok % T) * c4_per_row + c4];
  out[gid] = make_float4(w.x + p.x, w.y + p.y, w.z + p.z, w.w + p.w);
}

void embed_forward(float *out, const int *tokens, const float *wte, const float *wpe, int B, int T, int C,
                   int block_size = 512) {
  assert(C % 4 == 0);
  const int total4 = B * T * C / 4;
  const int grid = (total4 + block_size - 1) / block_size;
  embed_tokens_positions<<<grid, block_size>>>((float4 *)out, tokens, (const float4 *)wte, (const float4 *)wpe, B * T,
                                               T, C);
  cudaCheck(cudaGetLastError());
}
