// Table-driven CRC-32 of 64-byte chunks: the block's 256 threads each build
// one entry of the byte table in shared memory (thread t computes the CRC of
// byte t), and after a barrier every thread runs the byte-at-a-time loop over
// its own chunk, indexing the table by data.
// LAUNCH: grid=4 block=256 args=data:u8[65536]:rand crcs:u32[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) crc32_shared_table_chunks(const unsigned char *data,
                                                                           unsigned *crcs) {
  __shared__ unsigned table[256];
  unsigned c = threadIdx.x;
  for (int k = 0; k < 8; ++k)
    c = (c & 1u) ? 0xedb88320u ^ (c >> 1) : c >> 1;
  table[threadIdx.x] = c;
  __syncthreads();
  const int chunk = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned char *p = data + chunk * 64;
  unsigned crc = 0xffffffffu;
  for (int i = 0; i < 64; ++i)
    crc = table[(crc ^ p[i]) & 0xffu] ^ (crc >> 8);
  crcs[chunk] = ~crc;
}
