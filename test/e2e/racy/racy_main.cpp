// kiln_racy PTX_DIR: runs the kernels of racy.cu, compiled with `kilnc --auto-sync`
// (PTX_DIR/racy.ptx), on device 0 against CPU references. Run it under
// `compute-sanitizer --tool racecheck` to check that the inserted barriers
// remove every hazard. Ends with `N passed, M failed`.
#include <cmath>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "kiln/runtime.hpp"

namespace {
constexpr int kThreads = 256;
constexpr int kBlocks = 64;
constexpr int kElems = kThreads * kBlocks;

int passed = 0, failed = 0;

void check(const char* name, bool ok, const std::string& detail = "") {
  std::printf("%s %s%s%s\n", ok ? "PASS" : "FAIL", name, detail.empty() ? "" : ": ", detail.c_str());
  (ok ? passed : failed)++;
}

bool close(float a, float b) { return std::fabs(a - b) <= 1e-4f * std::max(1.0f, std::fabs(b)); }

template <typename T>
std::string first_mismatch(const std::vector<T>& got, const std::vector<T>& want) {
  for (size_t i = 0; i < want.size(); ++i)
    if (!close(float(got[i]), float(want[i])))
      return "element " + std::to_string(i) + ": got " + std::to_string(got[i]) + ", want " + std::to_string(want[i]);
  return "";
}

int in_block(int g, int t) { return (g / kThreads) * kThreads + t; }
}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: kiln_racy PTX_DIR\n");
    return 2;
  }
  using namespace kiln;
  try {
    Device device = Device::get(0);
    Context ctx = device.primary_context();
    Module m = Module::from_file(ctx, std::string(argv[1]) + "/racy.ptx");

    std::mt19937 rng(7);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::vector<float> x(kElems);
    for (float& v : x) v = dist(rng);
    DeviceBuffer<float> dx(ctx, x), dout(ctx, kElems);
    LaunchConfig cfg{Dim3(kBlocks), Dim3(kThreads)};

    auto run_elementwise = [&](const char* name, const std::function<float(int)>& ref, auto... extra) {
      m.kernel(name).launch(cfg, DevicePtr<const float>(dx.ptr()), dout.ptr(), extra...);
      ctx.synchronize();
      std::vector<float> want(kElems);
      for (int g = 0; g < kElems; ++g) want[g] = ref(g);
      std::string err = first_mismatch(dout.download(), want);
      check(name, err.empty(), err);
    };
    run_elementwise("raw_neighbour", [&](int g) { return x[in_block(g, (g % kThreads + 1) % kThreads)]; });
    run_elementwise("raw_reverse", [&](int g) { return x[in_block(g, kThreads - 1 - g % kThreads)]; });
    run_elementwise("raw_broadcast", [&](int g) { return x[g / kThreads] + float(g % kThreads); });
    run_elementwise("war_shift", [&](int g) { return 2.0f * x[in_block(g, (g % kThreads + 1) % kThreads)]; });
    const int iters = 5;
    run_elementwise(
        "war_loop",
        [&](int g) {
          float acc = 0;
          for (int k = 0; k < iters; ++k) acc += x[in_block(g, (g % kThreads + 1) % kThreads)] * float(k + 1);
          return acc;
        },
        iters);
    {
      std::vector<float> want(kElems);
      for (int b = 0; b < kBlocks; ++b) {
        std::vector<float> cur(x.begin() + b * kThreads, x.begin() + (b + 1) * kThreads), next(kThreads);
        for (int k = 0; k < iters; ++k) {
          for (int t = 0; t < kThreads; ++t) next[t] = cur[(t + 1) % kThreads] + 1.0f;
          cur.swap(next);
        }
        std::copy(cur.begin(), cur.end(), want.begin() + b * kThreads);
      }
      m.kernel("double_buffer").launch(cfg, DevicePtr<const float>(dx.ptr()), dout.ptr(), iters);
      ctx.synchronize();
      std::string err = first_mismatch(dout.download(), want);
      check("double_buffer", err.empty(), err);
    }
    for (const char* name : {"block_reduce", "warp_sync_tail"}) {
      DeviceBuffer<float> sums(ctx, kBlocks);
      m.kernel(name).launch(cfg, DevicePtr<const float>(dx.ptr()), sums.ptr());
      ctx.synchronize();
      std::vector<float> want(kBlocks, 0.0f);
      for (int g = 0; g < kElems; ++g) want[g / kThreads] += x[g];
      std::string err = first_mismatch(sums.download(), want);
      check(name, err.empty(), err);
    }
    {
      std::vector<unsigned char> data(kElems);
      for (auto& d : data) d = static_cast<unsigned char>(rng() & 255);
      DeviceBuffer<unsigned char> ddata(ctx, data);
      DeviceBuffer<unsigned> hist(ctx, 256);
      hist.memset(0);
      m.kernel("histogram_unsynced").launch(cfg, DevicePtr<const unsigned char>(ddata.ptr()), hist.ptr());
      ctx.synchronize();
      std::vector<unsigned> want(256, 0);
      for (unsigned char d : data) want[d]++;
      std::string err = first_mismatch(hist.download(), want);
      check("histogram_unsynced", err.empty(), err);
    }
    {
      LaunchConfig dyn{Dim3(kBlocks), Dim3(kThreads), kThreads * sizeof(float)};
      m.kernel("dynamic_xor").launch(dyn, DevicePtr<const float>(dx.ptr()), dout.ptr());
      ctx.synchronize();
      std::vector<float> want(kElems);
      for (int g = 0; g < kElems; ++g) want[g] = x[in_block(g, (g % kThreads) ^ 32)];
      std::string err = first_mismatch(dout.download(), want);
      check("dynamic_xor", err.empty(), err);
    }
    {
      LaunchConfig tcfg{Dim3(kElems / 1024), Dim3(32, 32)};
      m.kernel("transpose_unsynced").launch(tcfg, DevicePtr<const float>(dx.ptr()), dout.ptr());
      ctx.synchronize();
      std::vector<float> want(kElems);
      for (int g = 0; g < kElems; ++g) {
        int base = g / 1024 * 1024, ty = g % 1024 / 32, tx = g % 32;
        want[g] = x[base + tx * 32 + ty];
      }
      std::string err = first_mismatch(dout.download(), want);
      check("transpose_unsynced", err.empty(), err);
    }
  } catch (const std::exception& e) {
    std::printf("FAIL setup: %s\n", e.what());
    failed++;
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
