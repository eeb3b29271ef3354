// Mining-style SHA-256 compression: each thread hashes one 64-byte message and
// keeps its 64-word message schedule in dynamic shared memory instead of
// local memory, column-major by thread (`W[i * blockDim.x + threadIdx.x]`),
// so the slots of different threads never meet and no barrier is needed. The
// round constants live in __constant__ memory.
// LAUNCH: grid=2 block=64 smem=16384 constant=K:u32[64]:rand args=msg:u32[2048]:rand digest:u32[1024]:zero n:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__constant__ unsigned K[64];

__device__ __forceinline__ unsigned rotr(unsigned x, int n) { return (x >> n) | (x << (32 - n)); }

extern "C" __global__ void sha256_shared_schedule_columns(const unsigned *msg, unsigned *digest, int n) {
  extern __shared__ unsigned W[];
  const unsigned tid = threadIdx.x;
  const unsigned nt = blockDim.x;
  const int m = blockIdx.x * blockDim.x + threadIdx.x;
  if (m >= n)
    return;

  for (int i = 0; i < 16; ++i)
    W[i * nt + tid] = msg[m * 16 + i];
  for (int i = 16; i < 64; ++i) {
    unsigned w15 = W[(i - 15) * nt + tid], w2 = W[(i - 2) * nt + tid];
    unsigned s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >> 3);
    unsigned s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >> 10);
    W[i * nt + tid] = W[(i - 16) * nt + tid] + s0 + W[(i - 7) * nt + tid] + s1;
  }

  unsigned h[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                   0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};
  unsigned a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
  for (int i = 0; i < 64; ++i) {
    unsigned S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
    unsigned ch = (e & f) ^ (~e & g);
    unsigned t1 = hh + S1 + ch + K[i] + W[i * nt + tid];
    unsigned S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
    unsigned maj = (a & b) ^ (a & c) ^ (b & c);
    unsigned t2 = S0 + maj;
    hh = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  digest[m * 8 + 0] = h[0] + a;
  digest[m * 8 + 1] = h[1] + b;
  digest[m * 8 + 2] = h[2] + c;
  digest[m * 8 + 3] = h[3] + d;
  digest[m * 8 + 4] = h[4] + e;
  digest[m * 8 + 5] = h[5] + f;
  digest[m * 8 + 6] = h[6] + g;
  digest[m * 8 + 7] = h[7] + hh;
}
