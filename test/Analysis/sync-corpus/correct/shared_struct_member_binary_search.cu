// An entropy decoder's lookup build (rANS / Huffman style): one __shared__ struct holds the cumulative
// frequencies and the slot-to-symbol table. Thread 0 fills cum[], a barrier, then every thread
// binary-searches cum[] (a data-dependent index) for its slots and writes slot2sym[slot]. The reads
// and the writes touch different members of the struct, so there is no race; the hazard check is
// not field-sensitive and warns (realcode rans_interleaved_warp_decode).
// LAUNCH: kernel=build_slot_table grid=4 block=128 args=freq:u32[256]:rand(1,16) out:u32[16384]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

struct SlotTables {
  unsigned short cum[257];
  unsigned char slot2sym[4096];
};

extern "C" __global__ void build_slot_table(const unsigned *freq, unsigned *out) {
  __shared__ SlotTables t;
  if (threadIdx.x == 0) {
    unsigned c = 0;
    for (int i = 0; i < 256; ++i) {
      t.cum[i] = (unsigned short)c;
      c += freq[i];
    }
    t.cum[256] = (unsigned short)c;
  }
  __syncthreads();
  for (int slot = threadIdx.x; slot < 4096; slot += blockDim.x) {
    int lo = 0, hi = 255;
    while (lo < hi) {  // the last symbol whose cum is <= slot
      int mid = (lo + hi + 1) >> 1;
      if (t.cum[mid] <= slot) lo = mid; else hi = mid - 1;
    }
    t.slot2sym[slot] = (unsigned char)lo;
  }
  __syncthreads();
  for (int slot = threadIdx.x; slot < 4096; slot += blockDim.x) out[blockIdx.x * 4096 + slot] = t.slot2sym[slot];
}
