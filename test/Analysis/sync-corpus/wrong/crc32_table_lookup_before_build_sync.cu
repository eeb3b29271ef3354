// crc32_shared_table_chunks without the barrier after the table is built: a thread looks up entries other threads
// have not stored yet.
// LAUNCH: grid=4 block=256 args=data:u8[65536]:rand crcs:u32[1024]:zero
// The index is per-thread data: the analysis can only say the accesses may
// meet (a warning; kilnc's exit status is deliberately not checked).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) crc32_table_lookup_before_build_sync(const unsigned char *data,
                                                                           unsigned *crcs) {
  __shared__ unsigned table[256];
  unsigned c = threadIdx.x;
  for (int k = 0; k < 8; ++k)
    c = (c & 1u) ? 0xedb88320u ^ (c >> 1) : c >> 1;
  table[threadIdx.x] = c;
  const int chunk = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned char *p = data + chunk * 64;
  unsigned crc = 0xffffffffu;
  for (int i = 0; i < 64; ++i)
    // CHECK: crc32_table_lookup_before_build_sync.cu:[[@LINE+1]]: {{error|warning}} race
    crc = table[(crc ^ p[i]) & 0xffu] ^ (crc >> 8);
  crcs[chunk] = ~crc;
}
