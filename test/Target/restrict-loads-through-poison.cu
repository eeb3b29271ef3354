// Loads of a `const T *__restrict__` parameter are ld.global.nc even when the
// pointer reaches them through the poison a runtime-unrolled loop leaves in
// its exit phis (the value a skipped remainder loop would have had). The
// backend's own tagging (NVPTXTagInvariantLoads) gave up on those, and this
// bit reader's byte loads were all plain ld.global, as in realcode
// jpeg_huffman_restart_segments_bitreader (nvcc: ld.global.nc.u8).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: .entry read_fields(
// CHECK: ld.global.nc.b8
// CHECK-NOT: ld.global.b8
// CHECK: ret;
struct Reader {
  const unsigned char *p, *end;
  unsigned long long buf = 0;
  int bits = 0;
  __device__ void fill() {
    while (bits <= 56) {
      unsigned c = 0;
      if (p < end) {
        c = *p++;
        if (c == 0xFF && p < end && *p == 0) ++p;
      }
      buf |= (unsigned long long)c << (56 - bits);
      bits += 8;
    }
  }
  __device__ unsigned get(int n) {
    fill();
    unsigned v = (unsigned)(buf >> (64 - n));
    buf <<= n;
    bits -= n;
    return v;
  }
};
extern "C" __global__ void read_fields(const unsigned char *__restrict__ s, int *out, int len) {
  Reader r{s + (size_t)blockIdx.x * len, s + (size_t)(blockIdx.x + 1) * len};
  unsigned sum = 0;
  for (int i = 0; i < 64; ++i) {
    unsigned w = r.get(5) + 1;
    sum = sum * 31 + r.get(w);
  }
  out[blockIdx.x] = sum;
}

// A parameter the kernel also writes (not __restrict__) keeps plain loads.
// CHECK-LABEL: .entry read_written(
// CHECK-NOT: ld.global.nc
// CHECK: ret;
extern "C" __global__ void read_written(unsigned char *s, int len) {
  Reader r{s + (size_t)blockIdx.x * len, s + (size_t)(blockIdx.x + 1) * len};
  s[blockIdx.x] = (unsigned char)r.get(7);
}
