// string_match_chunk_halo without the barrier after staging: thread t reads
// s_text[t + k], loaded by thread t + k.
// LAUNCH: grid=8 block=256 constant=pattern:u8[8]:rand(0,2) args=text:u8[2056]:rand(0,2) counts:i32[8]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 256
#define PLEN 8

__constant__ unsigned char pattern[PLEN];

extern "C" __global__ void string_match_no_stage_sync(const unsigned char *text, int *counts) {
  __shared__ unsigned char s_text[CHUNK + PLEN - 1];
  __shared__ unsigned char s_pat[PLEN];
  __shared__ int found;
  int t = threadIdx.x;
  const unsigned char *base = text + blockIdx.x * CHUNK;
  s_text[t] = base[t];
  if (t < PLEN - 1) s_text[CHUNK + t] = base[CHUNK + t];
  if (t < PLEN) s_pat[t] = pattern[t];
  if (t == 0) found = 0;
  bool match = true;
  // CHECK: string_match_no_stage_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  for (int k = 0; k < PLEN; ++k) match = match && s_text[t + k] == s_pat[k];
  if (match) atomicAdd(&found, 1);
  __syncthreads();
  if (t == 0) counts[blockIdx.x] = found;
}
