// RC4 keystream, one stream per thread: the block stages its 64 keys in
// shared memory (a strided copy, one barrier), then each thread runs the key
// schedule and the generator on its own S-box, a byte column of a shared
// table (S[i] of thread t at sbox[i * 64 + t], so a warp's swaps touch
// consecutive bytes). The swap indices are unsigned chars the key decides;
// threads never meet since each address mod 64 is the thread.
// LAUNCH: grid=4 block=64 args=keys:u8[4096]:rand(0,255) plain:u8[16384]:rand(0,255) cipher:u8[16384]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(64) rc4_sbox_columns_shared_key(const unsigned char *keys, const unsigned char *plain,
                                                                             unsigned char *cipher) {
  __shared__ unsigned char key[64 * 16];
  __shared__ unsigned char sbox[256 * 64];
  const int t = threadIdx.x;
  for (int i = t; i < 64 * 16; i += 64)
    key[i] = keys[blockIdx.x * 64 * 16 + i];
  __syncthreads();
  for (int i = 0; i < 256; ++i)
    sbox[i * 64 + t] = (unsigned char)i;
  unsigned char j = 0;
  for (int i = 0; i < 256; ++i) {
    const unsigned char si = sbox[i * 64 + t];
    j = (unsigned char)(j + si + key[t * 16 + (i & 15)]);
    sbox[i * 64 + t] = sbox[j * 64 + t];
    sbox[j * 64 + t] = si;
  }
  unsigned char x = 0, y = 0;
  const int stream = blockIdx.x * 64 + t;
  for (int n = 0; n < 64; ++n) {
    x = (unsigned char)(x + 1);
    const unsigned char sx = sbox[x * 64 + t];
    y = (unsigned char)(y + sx);
    const unsigned char sy = sbox[y * 64 + t];
    sbox[x * 64 + t] = sy;
    sbox[y * 64 + t] = sx;
    cipher[stream * 64 + n] = plain[stream * 64 + n] ^ sbox[(unsigned char)(sx + sy) * 64 + t];
  }
}
