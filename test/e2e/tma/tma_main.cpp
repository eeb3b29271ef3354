// kiln_tma_e2e BUNDLE: runs tma_kernels.cu's kernels on an sm_90 GPU and checks every element.
//   kilnc test/e2e/tma/tma_kernels.cu --arch=sm_90a -o tma.kbundle && kiln_tma_e2e tma.kbundle
// Covers: TMA descriptors from kiln::make_tensor_map passed as __grid_constant__ parameters,
// TMA load + mbarrier expect_tx / parity wait, TMA store, a cluster launch (the bundle's cluster
// shape), TMA multicast within a cluster, and the runtime's cluster-grid check.
#include <cstdio>
#include <string>
#include <vector>

#include "kiln/runtime.hpp"
#include "kiln/tensor_map.hpp"
#include "kiln/tensor_view.hpp"

namespace {
int failures = 0;
void check(bool ok, const std::string& what) {
  if (!ok && failures++ < 10) std::printf("FAIL %s\n", what.c_str());
}
}  // namespace

int main(int argc, char** argv) try {
  if (argc < 2) return std::fprintf(stderr, "usage: kiln_tma_e2e tma.kbundle\n"), 2;
  kiln::Device device = kiln::Device::get(0);
  kiln::Context ctx = device.primary_context();
  kiln::Module module = kiln::Module::from_file(ctx, argv[1]);

  // tma_copy: a 96 x 64 (height x width) matrix in 32 x 32 boxes.
  {
    const int width = 64, height = 96;
    std::vector<float> host(width * height);
    for (int i = 0; i < width * height; ++i) host[i] = float(i % 977) * 0.25f;
    kiln::DeviceBuffer<float> in(ctx, host), out(ctx, host.size()), plain(ctx, host.size());
    out.memset(0);
    plain.memset(0);
    CUtensorMap in_map = kiln::make_tensor_map(kiln::tensor_view<float, 2>(in, {height, width}), {32, 32});
    CUtensorMap out_map = kiln::make_tensor_map(kiln::tensor_view<float, 2>(out, {height, width}), {32, 32});
    module.kernel("tma_copy").launch(kiln::LaunchConfig(kiln::Dim3(width / 32, height / 32), 128), in_map, out_map,
                                     plain, width);
    std::vector<float> got_plain = plain.download(), got_out = out.download();
    for (int i = 0; i < width * height; ++i) {
      check(got_plain[i] == host[i] + 1.0f, "tma_copy plain[" + std::to_string(i) + "] = " + std::to_string(got_plain[i]));
      check(got_out[i] == host[i] * 2.0f, "tma_copy out[" + std::to_string(i) + "] = " + std::to_string(got_out[i]));
    }
    std::printf("%s tma_copy (TMA load + mbarrier, TMA store)\n", failures ? "FAIL" : "PASS");
  }

  // cluster_ranks: 8 blocks in clusters of 2.
  {
    int before = failures;
    kiln::DeviceBuffer<unsigned> out(ctx, 16);
    out.memset(0xff);
    kiln::Kernel k = module.kernel("cluster_ranks");
    k.launch(kiln::LaunchConfig(8, 64), out);
    std::vector<unsigned> got = out.download();
    for (unsigned b = 0; b < 8; ++b) {
      check(got[b] == b % 2 + 100 * (b / 2), "cluster_ranks block " + std::to_string(b) + " = " + std::to_string(got[b]));
      check(got[8 + b] == 7, "cluster_ranks elect_sync in block " + std::to_string(b));
    }
    // A grid that is not whole clusters is refused before the driver sees it.
    bool refused = false;
    try {
      k.launch(kiln::LaunchConfig(7, 64), out);
    } catch (const kiln::Error& e) {
      refused = std::string(e.what()).find("clusters of") != std::string::npos;
    }
    check(refused, "cluster_ranks with 7 blocks was not refused");
    std::printf("%s cluster_ranks (cluster launch, barrier.cluster, elect.sync)\n", failures > before ? "FAIL" : "PASS");
  }

  // tma_multicast: 4 clusters of 2; cluster c reads the box at column 32 c of a 32 x 128 matrix.
  {
    int before = failures;
    const int width = 128, height = 32;
    std::vector<float> host(width * height);
    for (int i = 0; i < width * height; ++i) host[i] = float(i) + 0.5f;
    kiln::DeviceBuffer<float> in(ctx, host), out(ctx, 8 * 1024);
    out.memset(0);
    CUtensorMap in_map = kiln::make_tensor_map(kiln::tensor_view<float, 2>(in, {height, width}), {32, 32});
    module.kernel("tma_multicast").launch(kiln::LaunchConfig(8, 128), in_map, out);
    std::vector<float> got = out.download();
    for (int b = 0; b < 8; ++b)
      for (int i = 0; i < 1024; ++i) {
        float want = host[(i / 32) * width + 32 * (b / 2) + i % 32];
        check(got[b * 1024 + i] == want, "tma_multicast block " + std::to_string(b) + " element " + std::to_string(i));
      }
    std::printf("%s tma_multicast (cluster-of-2 TMA multicast)\n", failures > before ? "FAIL" : "PASS");
  }
  std::printf("%s kiln_tma_e2e: %d failures\n", failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
} catch (const std::exception& e) {
  std::fprintf(stderr, "FAIL %s\n", e.what());
  return 1;
}
