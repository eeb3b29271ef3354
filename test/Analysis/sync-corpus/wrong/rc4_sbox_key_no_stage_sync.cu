// rc4_sbox_columns_shared_key without the barrier after the block stages
// its keys: thread t reads key[t * 16 + (i & 15)], which thread
// (t * 16 + (i & 15)) % 64, of another warp for most t, copies in the
// strided loop.
// LAUNCH: grid=4 block=64 args=keys:u8[4096]:rand(0,255) plain:u8[16384]:rand(0,255) cipher:u8[16384]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(64) rc4_sbox_key_no_stage_sync(const unsigned char *keys, const unsigned char *plain,
                                                                             unsigned char *cipher) {
  __shared__ unsigned char key[64 * 16];
  __shared__ unsigned char sbox[256 * 64];
  const int t = threadIdx.x;
  for (int i = t; i < 64 * 16; i += 64)
    key[i] = keys[blockIdx.x * 64 * 16 + i];
  for (int i = 0; i < 256; ++i)
    sbox[i * 64 + t] = (unsigned char)i;
  unsigned char j = 0;
  for (int i = 0; i < 256; ++i) {
    const unsigned char si = sbox[i * 64 + t];
    // CHECK: rc4_sbox_key_no_stage_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
