// kiln_fp16_diff NVCC_PTX KILNC_PTX: runs every case of fp16_diff.cu (every function, operator
// and conversion of <cuda_fp16.h> and <cuda_bf16.h>; test/e2e/fp16/gen_fp16_diff.py) compiled by
// nvcc with the toolkit's headers and by kilnc with Kiln's, on the same inputs, and compares the
// results bit for bit. A case passes when every result is identical, or differs only in the
// payload of a NaN (reported), or, for the approximate functions (hexp, hsin, ...), is within one
// ulp of nvcc's (reported: NVIDIA documents these as "in round-to-nearest-even mode" without an
// ulp bound). Ends with `N passed, M failed`.
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "fp16_diff_cases.hpp"
#include "kiln/runtime.hpp"

namespace {
using namespace kiln::fp16diff;

constexpr int kThreads = 256;
constexpr int kElems = 1 << 17;  // every 16-bit pattern twice over A's low half

// Special 16-bit patterns for half (h) and bfloat16 (b): zeros, smallest and largest subnormals
// and normals, one, infinities, quiet and signalling NaNs with payloads, rounding edges.
const uint16_t kSpecialH[] = {0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x83FF, 0x0400, 0x8400, 0x3C00,
                              0xBC00, 0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0xFE00, 0x7C01, 0x7FFF,
                              0xFFFF, 0x7D55, 0x3800, 0x3555, 0x5BFF, 0x5C00, 0x1400, 0x0200};
const uint16_t kSpecialB[] = {0x0000, 0x8000, 0x0001, 0x8001, 0x007F, 0x807F, 0x0080, 0x8080, 0x3F80,
                              0xBF80, 0x7F7F, 0xFF7F, 0x7F80, 0xFF80, 0x7FC0, 0xFFC0, 0x7F81, 0x7FFF,
                              0xFFFF, 0x7FA0, 0x3F00, 0x3EAA, 0x4B7F, 0x4B80, 0x3400, 0x0040};

struct Inputs {
  std::vector<uint32_t> a, b, c, f;
  std::vector<uint64_t> d, l;
};

uint16_t special_or_random(std::mt19937& rng) {
  std::uniform_int_distribution<int> pick(0, 3);
  std::uniform_int_distribution<uint32_t> bits(0, 0xFFFF);
  int k = pick(rng);
  if (k == 0) return kSpecialH[bits(rng) % (sizeof(kSpecialH) / 2)];
  if (k == 1) return kSpecialB[bits(rng) % (sizeof(kSpecialB) / 2)];
  return (uint16_t)bits(rng);
}

// Floats that land on half / bfloat16 rounding decisions: a 16-bit pattern widened to float
// plus low bits (ties, just above and below), and values around the overflow and subnormal edges.
uint32_t interesting_float(std::mt19937& rng, int i) {
  std::uniform_int_distribution<uint32_t> u32;
  float base;
  uint32_t bits;
  switch (i % 8) {
    case 0: {  // a half value plus a rounding residue
      uint16_t h = (uint16_t)u32(rng);
      int exp = (h >> 10) & 0x1F;
      float v = exp == 0 ? std::ldexp((float)(h & 0x3FF), -24)
                         : std::ldexp((float)((h & 0x3FF) | 0x400), exp - 25);
      if (h & 0x8000) v = -v;
      base = v;
      std::memcpy(&bits, &base, 4);
      const uint32_t residues[] = {0x1000, 0x0FFF, 0x1001, 0x0001, 0x1FFF, 0x0800};
      bits += residues[u32(rng) % 6];
      return bits;
    }
    case 1: {  // a bfloat16 value plus a rounding residue
      const uint32_t residues[] = {0x8000, 0x7FFF, 0x8001, 0x0001, 0xFFFF, 0x4000};
      return (u32(rng) & 0xFFFF0000u) | residues[u32(rng) % 6];
    }
    case 2: {  // around half's largest finite and overflow (65504, 65520)
      float v = 65504.0f + (float)(int)(u32(rng) % 64) - 16.0f;
      if (u32(rng) & 1) v = -v;
      std::memcpy(&bits, &v, 4);
      return bits + (u32(rng) % 3) - 1;
    }
    case 3: {  // half's subnormal range 2^-25 .. 2^-13
      float v = std::ldexp(1.0f + (float)(u32(rng) % 4096) / 4096.0f, -25 + (int)(u32(rng) % 13));
      if (u32(rng) & 1) v = -v;
      std::memcpy(&bits, &v, 4);
      return bits;
    }
    case 4: {  // floats of every exponent
      return u32(rng);
    }
    case 5: {  // specials
      const uint32_t s[] = {0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001,
                            0xFFFFFFFF, 0x00000001, 0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0x3F800000,
                            0xBF800000, 0x477FE000, 0x477FF000, 0x477FEFFF, 0x7F7F8000, 0x7F7F7FFF};
      return s[u32(rng) % (sizeof(s) / 4)];
    }
    case 6: {  // values of transcendental interest: -20..20
      float v = ((float)(int)(u32(rng) % 40001) - 20000.0f) / 1000.0f;
      std::memcpy(&bits, &v, 4);
      return bits;
    }
    default: {  // integers as floats (int <-> half round trips)
      float v = (float)(int)(u32(rng) % 200001) - 100000.0f;
      std::memcpy(&bits, &v, 4);
      return bits;
    }
  }
}

uint64_t interesting_int(std::mt19937_64& rng, int i) {
  std::uniform_int_distribution<uint64_t> u64;
  switch (i % 6) {
    case 0: return u64(rng);                                   // every bit
    case 1: return (uint64_t)(int64_t)(int32_t)(u64(rng) >> (u64(rng) % 32));  // 32-bit of every size
    case 2: return (uint64_t)(int64_t)(int16_t)u64(rng);      // 16-bit
    case 3: {                                                  // near powers of two: ties in half/bf16
      int sh = (int)(u64(rng) % 63);
      uint64_t v = (1ull << sh) + (u64(rng) % 5) - 2;
      return (u64(rng) & 1) ? (uint64_t)-(int64_t)v : v;
    }
    case 4: {
      const uint64_t s[] = {0, 1, ~0ull, 0x7FFFFFFFull, 0x80000000ull, 0xFFFFFFFF80000000ull,
                            0x7FFFFFFFFFFFFFFFull, 0x8000000000000000ull, 65504, 65519, 65520,
                            2049, 2051, 4097, 257, 259, 0x1000001, 0x1000003, 0xFFFF, 0x8000};
      return s[u64(rng) % (sizeof(s) / 8)];
    }
    default: return u64(rng) % 100000;
  }
}

Inputs make_inputs() {
  std::mt19937 rng(20240611);
  std::mt19937_64 rng64(7);
  Inputs in;
  in.a.resize(kElems), in.b.resize(kElems), in.c.resize(kElems), in.f.resize(kElems);
  in.d.resize(kElems), in.l.resize(kElems);
  for (int i = 0; i < kElems; ++i) {
    // A: the low half runs through all 65536 patterns (twice); the high half is another pattern.
    uint16_t lo = (uint16_t)i, hi = (i < 65536) ? special_or_random(rng) : (uint16_t)(i * 40503u);
    in.a[i] = lo | ((uint32_t)hi << 16);
    in.b[i] = special_or_random(rng) | ((uint32_t)special_or_random(rng) << 16);
    in.c[i] = special_or_random(rng) | ((uint32_t)special_or_random(rng) << 16);
    in.f[i] = interesting_float(rng, i);
    float f;
    std::memcpy(&f, &in.f[i], 4);
    double d = (double)f;
    if (i % 3 == 1) d += std::ldexp(d, -30);  // beyond float's precision: double's own rounding
    if (i % 7 == 2) {
      uint64_t bits = rng64();
      std::memcpy(&d, &bits, 8);
    }
    std::memcpy(&in.d[i], &d, 8);
    in.l[i] = interesting_int(rng64, i);
  }
  return in;
}

// Lanes of a result: how many floating-point values of which format the 64 bits hold.
struct Layout {
  int lanes, bits;  // bits per lane; 0 = compare the whole word
  char format;      // 'h' half, 'b' bfloat16, 'f' float, 0 none
};

Layout layout(const std::string& kind) {
  if (kind == "h") return {1, 16, 'h'};
  if (kind == "b") return {1, 16, 'b'};
  if (kind == "h2") return {2, 16, 'h'};
  if (kind == "b2") return {2, 16, 'b'};
  if (kind == "f") return {1, 32, 'f'};
  if (kind == "f2") return {2, 32, 'f'};
  return {1, 0, 0};
}

bool is_nan(uint64_t v, char format) {
  switch (format) {
    case 'h': return (v & 0x7FFF) > 0x7C00;
    case 'b': return (v & 0x7FFF) > 0x7F80;
    case 'f': return (v & 0x7FFFFFFF) > 0x7F800000;
  }
  return false;
}

// Distance in representable values (same-sign ordering of the bit patterns).
int64_t ulps(uint64_t x, uint64_t y, int bits) {
  auto ordered = [bits](uint64_t v) -> int64_t {
    uint64_t sign = 1ull << (bits - 1);
    return (v & sign) ? -(int64_t)(v & (sign - 1)) : (int64_t)v;
  };
  int64_t d = ordered(x) - ordered(y);
  return d < 0 ? -d : d;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: kiln_fp16_diff NVCC_PTX KILNC_PTX\n");
    return 2;
  }
  using namespace kiln;
  int passed = 0, failed = 0, identical = 0, nan_payload = 0, within_ulp = 0;
  try {
    Device device = Device::get(0);
    Context ctx = device.primary_context();
    Module nvcc = Module::from_file(ctx, argv[1]);
    Module kiln = Module::from_file(ctx, argv[2]);
    Inputs in = make_inputs();
    DeviceBuffer<uint32_t> a(ctx, in.a), b(ctx, in.b), c(ctx, in.c), f(ctx, in.f);
    DeviceBuffer<uint64_t> d(ctx, in.d), l(ctx, in.l), out_n(ctx, kElems), out_k(ctx, kElems);
    LaunchConfig cfg{Dim3(kElems / kThreads), Dim3(kThreads)};
    auto run = [&](Module& m, int op, DeviceBuffer<uint64_t>& out) {
      out.memset(0xA5);
      m.kernel("fp16_diff").launch(cfg, op, DevicePtr<const uint32_t>(a.ptr()), DevicePtr<const uint32_t>(b.ptr()),
                                   DevicePtr<const uint32_t>(c.ptr()), DevicePtr<const uint32_t>(f.ptr()),
                                   DevicePtr<const uint64_t>(d.ptr()), DevicePtr<const uint64_t>(l.ptr()), out.ptr());
      ctx.synchronize();
      return out.download();
    };
    for (int op = 0; op < kNumCases; ++op) {
      const Case& cs = kCases[op];
      std::vector<uint64_t> want = run(nvcc, op, out_n), got = run(kiln, op, out_k);
      Layout lay = layout(cs.kind);
      long bad = 0, payload = 0, close = 0;
      int64_t worst = 0;
      std::string examples;
      for (int i = 0; i < kElems; ++i) {
        if (want[i] == got[i]) continue;
        for (int lane = 0; lane < lay.lanes; ++lane) {
          uint64_t mask = lay.bits ? ((1ull << lay.bits) - 1) : ~0ull;
          uint64_t w = (want[i] >> (lane * lay.bits)) & mask, g = (got[i] >> (lane * lay.bits)) & mask;
          if (w == g) continue;
          if (lay.format && is_nan(w, lay.format) && is_nan(g, lay.format)) {
            ++payload;
            continue;
          }
          int64_t u = lay.format && !is_nan(w, lay.format) && !is_nan(g, lay.format) ? ulps(w, g, lay.bits) : -1;
          if (cs.approx && u == 1) {
            ++close;
            worst = 1;
            continue;
          }
          if (++bad <= 4) {
            char line[200];
            std::snprintf(line, sizeof line,
                          "\n    element %d: A=%08x B=%08x C=%08x F=%08x D=%016" PRIx64 " L=%016" PRIx64
                          ": nvcc %016" PRIx64 ", kilnc %016" PRIx64,
                          i, in.a[i], in.b[i], in.c[i], in.f[i], in.d[i], in.l[i], want[i], got[i]);
            examples += line;
          }
        }
      }
      if (bad) {
        ++failed;
        std::printf("FAIL fp16.%s: %ld results differ%s\n", cs.name, bad, examples.c_str());
        continue;
      }
      ++passed;
      if (!payload && !close) {
        ++identical;
        continue;
      }
      if (payload) ++nan_payload;
      if (close) ++within_ulp;
      std::printf("PASS fp16.%s:%s%s\n", cs.name,
                  payload ? (" " + std::to_string(payload) + " NaN results with another payload").c_str() : "",
                  close ? (" " + std::to_string(close) + " results 1 ulp from nvcc's (approximate function)").c_str() : "");
      (void)worst;
    }
    std::printf("fp16 diff on %s: %d cases, %d identical to nvcc bit for bit, %d with NaN payload differences, "
                "%d approximate ones within 1 ulp\n",
                device.arch().c_str(), kNumCases, identical, nan_payload, within_ulp);
  } catch (const std::exception& e) {
    std::printf("FAIL setup: %s\n", e.what());
    ++failed;
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
