// RUN: kilnc %s --arch=sm_90 -o /dev/null 2> %t.err; FileCheck %s --implicit-check-not=warning: --implicit-check-not=error: < %t.err
// Issue 11 (branch sync36): per-thread S-boxes in shared columns (RC4),
// `sbox[j * 64 + t]` with 64 threads and j an unsigned char the thread's data
// decides. Each thread stays in its own column (the address mod 64 is t), so
// no two threads ever meet, whatever j is. Two causes of six warnings:
// `(unsigned char)(j + key[i])` was widened term by term (two ranges of 256,
// no common step: the wrap-around to 0..255 was lost), and the residue rule
// ran only after the counter search had proven a conflict, never when it
// gave up on the data index ("the loop counters ... have values not known
// here").

// Silent: the key schedule's swap walk.
extern "C" __global__ void __launch_bounds__(64) sbox_columns(const unsigned char *key, unsigned char *out) {
  __shared__ unsigned char sbox[256 * 64];
  const int t = threadIdx.x;
  for (int i = 0; i < 256; ++i)
    sbox[i * 64 + t] = (unsigned char)i;
  unsigned char j = 0;
  for (int i = 0; i < 256; ++i) {
    j = (unsigned char)(j + sbox[i * 64 + t] + key[t * 16 + i % 16]);
    unsigned char tmp = sbox[i * 64 + t];
    sbox[i * 64 + t] = sbox[j * 64 + t];
    sbox[j * 64 + t] = tmp;
  }
  out[t] = sbox[t];
}

// Silent: one data byte per iteration, against a counter's row.
extern "C" __global__ void __launch_bounds__(64) sbox_data_row(const unsigned char *key, unsigned char *out) {
  __shared__ unsigned char sbox[256 * 64];
  const int t = threadIdx.x;
  for (int i = 0; i < 256; ++i)
    sbox[i * 64 + t] = (unsigned char)i;
  for (int i = 0; i < 16; ++i)
    sbox[key[t * 16 + i] * 64 + t] = 3;
  out[t] = sbox[t];
}

// 128 threads in rows of 64: threads t and t + 64 share a column.
extern "C" __global__ void __launch_bounds__(128) sbox_shared_columns(const unsigned char *key, unsigned char *out) {
  __shared__ unsigned char sbox[256 * 64];
  const int t = threadIdx.x;
  unsigned char j = 0;
  for (int i = 0; i < 256; ++i)
    // CHECK: narrow-data-index-thread-columns.cu:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}threads 0 and 64
    sbox[i * 64 + t] = (unsigned char)i;
  for (int i = 0; i < 16; ++i) {
    j = (unsigned char)(j + key[t * 16 + i]);
    // CHECK: narrow-data-index-thread-columns.cu:[[@LINE+1]]:{{[0-9]+}}: {{error|warning}}: {{.*}}(write-after-write)
    sbox[j * 64 + t] = 3;
  }
  // CHECK: narrow-data-index-thread-columns.cu:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}threads 0 and 64
  out[t] = sbox[t];
}
