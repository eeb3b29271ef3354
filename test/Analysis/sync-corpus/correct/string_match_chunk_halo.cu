// Brute-force pattern matching: each block stages a 256-byte chunk of the
// text plus a halo of PLEN - 1 bytes (loaded by the first threads) and the
// pattern (from __constant__ memory) in shared memory; after one barrier
// each thread tests the match starting at its byte, and the matches are
// counted with a shared atomic and a final barrier.
// LAUNCH: grid=8 block=256 constant=pattern:u8[8]:rand(0,2) args=text:u8[2056]:rand(0,2) counts:i32[8]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define CHUNK 256
#define PLEN 8

__constant__ unsigned char pattern[PLEN];

extern "C" __global__ void string_match_chunk_halo(const unsigned char *text, int *counts) {
  __shared__ unsigned char s_text[CHUNK + PLEN - 1];
  __shared__ unsigned char s_pat[PLEN];
  __shared__ int found;
  int t = threadIdx.x;
  const unsigned char *base = text + blockIdx.x * CHUNK;
  s_text[t] = base[t];
  if (t < PLEN - 1) s_text[CHUNK + t] = base[CHUNK + t];
  if (t < PLEN) s_pat[t] = pattern[t];
  if (t == 0) found = 0;
  __syncthreads();
  bool match = true;
  for (int k = 0; k < PLEN; ++k) match = match && s_text[t + k] == s_pat[k];
  if (match) atomicAdd(&found, 1);
  __syncthreads();
  if (t == 0) counts[blockIdx.x] = found;
}
