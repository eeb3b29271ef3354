// gemm_sweep: times bf16 or fp16 GEMM kernels (bench/tile/gemm_variants.cpp,
// bench/tile/gemm_f16.cpp, or any tile kernel taking (a, b, c) views, f32 C)
// on each shape, median of 20 launches.
//   gemm_sweep [--type=bf16|fp16] SHAPES FILE:KERNEL:BM:BN[:THREADS:DYNAMIC_SHARED] ...
// --type is the inputs' element type (bf16 by default); every kernel given
// must take it.
// SHAPES is N (N x N x N) or a comma-separated list of MxNxK and N
// (bench/gemm_llm_sweep.sh passes the LLM-style shapes of issue 14).
// FILE is a kilnc bundle (threads and dynamic shared memory come from it) or
// PTX (give THREADS and DYNAMIC_SHARED). Checks one row and column of C
// against a CPU reference, so a fast wrong kernel does not pass.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
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
// fp16 through the compiler's _Float16 (round to nearest even).
uint16_t to_f16(float f) {
  _Float16 h = static_cast<_Float16>(f);
  uint16_t u;
  std::memcpy(&u, &h, 2);
  return u;
}
float from_f16(uint16_t u) {
  _Float16 h;
  std::memcpy(&h, &u, 2);
  return static_cast<float>(h);
}
bool fp16 = false;  // --type=fp16
uint16_t to_elem(float f) { return fp16 ? to_f16(f) : to_bf16(f); }
float from_elem(uint16_t u) { return fp16 ? from_f16(u) : from_bf16(u); }
std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) out.push_back(s.substr(start, i - start)), start = i + 1;
  return out;
}
struct Shape {
  int64_t m, n, k;
};

std::vector<Shape> parse_shapes(const std::string& text) {
  std::vector<Shape> out;
  for (const std::string& item : split(text, ',')) {
    auto dims = split(item, 'x');
    if (dims.size() == 1) out.push_back({std::stoll(dims[0]), std::stoll(dims[0]), std::stoll(dims[0])});
    else if (dims.size() == 3) out.push_back({std::stoll(dims[0]), std::stoll(dims[1]), std::stoll(dims[2])});
    else throw std::runtime_error("shape '" + item + "' is neither N nor MxNxK");
  }
  return out;
}

// Inputs in [-1, 1) from a 64-bit LCG: filling ~250M elements with mt19937 takes seconds.
void fill(std::vector<uint16_t>& v, uint64_t seed) {
  uint64_t x = seed;
  for (auto& e : v) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    e = to_elem(float(int32_t(x >> 32)) * (1.0f / 2147483648.0f));
  }
}
}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strncmp(argv[1], "--type=", 7) == 0) {
    std::string type = argv[1] + 7;
    if (type != "bf16" && type != "fp16") {
      std::fprintf(stderr, "gemm_sweep: --type=%s: bf16 or fp16\n", type.c_str());
      return 2;
    }
    fp16 = type == "fp16";
    ++argv, --argc;
  }
  if (argc < 3) {
    std::fprintf(stderr, "usage: gemm_sweep [--type=bf16|fp16] N|MxNxK[,...] FILE:KERNEL:BM:BN[:THREADS:DYNAMIC_SHARED] ...\n");
    return 2;
  }
  try {
    std::vector<Shape> shapes = parse_shapes(argv[1]);
    int64_t max_mk = 0, max_kn = 0, max_mn = 0;
    for (const Shape& s : shapes)
      max_mk = std::max(max_mk, s.m * s.k), max_kn = std::max(max_kn, s.k * s.n), max_mn = std::max(max_mn, s.m * s.n);
    Context ctx = Device::get(0).primary_context();
    // One buffer per operand at the largest size: each shape's operands are their first
    // M*K and K*N elements, contiguous.
    std::vector<uint16_t> ha(max_mk), hb(max_kn);
    fill(ha, 42);
    fill(hb, 4242);
    DeviceBuffer<uint16_t> a(ctx, ha), b(ctx, hb);
    DeviceBuffer<float> c(ctx, max_mn);
    std::vector<float> hc(max_mn);
    int bad = 0;
    std::vector<std::pair<Module, Kernel>> kernels;
    for (int i = 2; i < argc; ++i) {
      auto f = split(argv[i], ':');
      Module module = Module::from_file(ctx, f[0]);
      Kernel k = module.kernel(f[1]);
      kernels.emplace_back(std::move(module), k);
    }
    for (const Shape& s : shapes) {
      const int64_t m = s.m, n = s.n, kdim = s.k;
      for (int i = 2; i < argc; ++i) {
        auto f = split(argv[i], ':');
        Kernel& k = kernels[i - 2].second;
        int64_t bm = std::stoll(f[2]), bn = std::stoll(f[3]);
        TileArgs args;
        args.add(tensor_view<uint16_t, 2>(a, {m, kdim}))
            .add(tensor_view<uint16_t, 2>(b, {kdim, n}))
            .add(tensor_view<float, 2>(c, {m, n}));
        Dim3 grid(uint32_t((m + bm - 1) / bm), uint32_t((n + bn - 1) / bn));
        auto launch = [&] {
          if (f.size() >= 6)
            k.launch(LaunchConfig(grid, Dim3(std::stoul(f[4])), std::stoul(f[5])), args.pointers());
          else
            launch_tile(k, grid, args);
        };
        c.memset(0);
        launch();
        ctx.synchronize();
        c.download(hc.data(), size_t(m * n));
        double worst = 0;
        // Row 7 and column 11 (or the last ones of a smaller C), every 37th element.
        int64_t row0 = std::min<int64_t>(7, m - 1), col0 = std::min<int64_t>(11, n - 1);
        for (int which = 0; which < 2; ++which)
          for (int64_t t = 0; t < (which ? m : n); t += 37) {
            int64_t row = which ? t : row0, col = which ? col0 : t;
            double want = 0;
            for (int64_t kk = 0; kk < kdim; ++kk)
              want += double(from_elem(ha[row * kdim + kk])) * from_elem(hb[kk * n + col]);
            worst = std::max(worst, std::abs(want - hc[row * n + col]) / (1 + std::abs(want)));
          }
        // The checked launch above is the warm-up.
        double t = bench::median_ms(ctx, launch, /*warmup=*/0, /*reps=*/20);
        bool ok = worst < 1e-3;
        bad += !ok;
        // The bundle's stem too: an A/B of one kernel compiled two ways names it twice.
        std::string file = f[0].substr(f[0].find_last_of('/') + 1);
        std::string label = file.substr(0, file.find('.')) + ":" + f[1];
        std::printf("SWEEP %-32s %-10s %s %6lldx%6lldx%6lld %8.4f ms %7.1f TFLOP/s regs %3d  max rel err %.1e %s\n",
                    label.c_str(), (f[2] + "x" + f[3]).c_str(), fp16 ? "fp16" : "bf16", (long long)m, (long long)n,
                    (long long)kdim, t,
                    2.0 * m * n * kdim / t / 1e9, k.registers_per_thread(), worst, ok ? "" : "WRONG");
        std::fflush(stdout);
      }
    }
    return bad ? 1 : 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gemm_sweep: %s\n", e.what());
    return 1;
  }
}
