// gemm_sweep: times bf16 GEMM kernels (bench/tile/gemm_variants.cpp, or any
// tile kernel taking (a, b, c) views) on N x N x N, median of 20 launches.
//   gemm_sweep N FILE:KERNEL:BM:BN[:THREADS:DYNAMIC_SHARED] ...
// FILE is a kilnc bundle (threads and dynamic shared memory come from it) or
// PTX (give THREADS and DYNAMIC_SHARED). Checks one row and column of C
// against a CPU reference, so a fast wrong kernel does not pass.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>
#include "kiln/runtime.hpp"
#include "kiln/tensor_view.hpp"
#include "timing.hpp"

using namespace kiln;

namespace {
uint16_t to_bf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return uint16_t((u + 0x7fff + ((u >> 16) & 1)) >> 16);
}
float from_bf16(uint16_t h) {
  uint32_t u = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) out.push_back(s.substr(start, i - start)), start = i + 1;
  return out;
}
}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: gemm_sweep N FILE:KERNEL:BM:BN[:THREADS:DYNAMIC_SHARED] ...\n");
    return 2;
  }
  int64_t n = std::stoll(argv[1]);
  try {
    Context ctx = Device::get(0).primary_context();
    std::mt19937 rng(42);
    std::uniform_real_distribution<float> d(-1, 1);
    std::vector<uint16_t> ha(n * n), hb(n * n);
    for (auto& v : ha) v = to_bf16(d(rng));
    for (auto& v : hb) v = to_bf16(d(rng));
    DeviceBuffer<uint16_t> a(ctx, ha), b(ctx, hb);
    DeviceBuffer<float> c(ctx, n * n);
    int bad = 0;
    for (int i = 2; i < argc; ++i) {
      auto f = split(argv[i], ':');
      Module module = Module::from_file(ctx, f[0]);
      Kernel k = module.kernel(f[1]);
      int64_t bm = std::stoll(f[2]), bn = std::stoll(f[3]);
      TileArgs args;
      args.add(tensor_view<uint16_t, 2>(a, {n, n})).add(tensor_view<uint16_t, 2>(b, {n, n})).add(tensor_view<float, 2>(c, {n, n}));
      Dim3 grid(uint32_t((n + bm - 1) / bm), uint32_t((n + bn - 1) / bn));
      auto launch = [&] {
        if (f.size() >= 6)
          k.launch(LaunchConfig(grid, Dim3(std::stoul(f[4])), std::stoul(f[5])), args.pointers());
        else
          launch_tile(k, grid, args);
      };
      c.memset(0);
      launch();
      ctx.synchronize();
      std::vector<float> hc(n * n);
      c.download(hc.data(), hc.size());
      double worst = 0;
      for (int64_t t = 0; t < n; t += 37) {  // row 7 and column 11, every 37th element
        for (int which = 0; which < 2; ++which) {
          int64_t row = which ? t : 7, col = which ? 11 : t;
          double want = 0;
          for (int64_t kk = 0; kk < n; ++kk) want += double(from_bf16(ha[row * n + kk])) * from_bf16(hb[kk * n + col]);
          worst = std::max(worst, std::abs(want - hc[row * n + col]) / (1 + std::abs(want)));
        }
      }
      // The checked launch above is the warm-up.
      double t = bench::median_ms(ctx, launch, /*warmup=*/0, /*reps=*/20);
      bool ok = worst < 1e-3;
      bad += !ok;
      std::printf("SWEEP %-24s %-10s %8.4f ms %7.1f TFLOP/s regs %3d  max rel err %.1e %s\n", f[1].c_str(),
                  (f[2] + "x" + f[3]).c_str(), t, 2.0 * n * n * n / t / 1e9, k.registers_per_thread(), worst,
                  ok ? "" : "WRONG");
    }
    return bad ? 1 : 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gemm_sweep: %s\n", e.what());
    return 1;
  }
}
