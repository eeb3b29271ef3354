// The README's host program: load a kilnc bundle, launch a kernel, check it.
//   kilnc examples/vadd.cu --arch=sm_80,sm_90 -o vadd.kbundle && ./vadd_host vadd.kbundle
#include <kiln/runtime.hpp>
#include <cstdio>
#include <vector>

int main(int argc, char** argv) try {
  const long n = 1 << 20;
  std::vector<float> a(n, 1.0f), b(n, 2.0f);
  kiln::Context ctx = kiln::Device::get(0).primary_context();
  kiln::Module module = kiln::Module::from_file(ctx, argc > 1 ? argv[1] : "vadd.kbundle");
  kiln::DeviceBuffer<float> da(ctx, a), db(ctx, b), dc(ctx, n);
  module.kernel("vadd").launch(kiln::LaunchConfig(1024, 256), da, db, dc, n);  // checked against the bundle
  std::vector<float> c = dc.download();
  for (long i = 0; i < n; ++i)
    if (c[i] != 3.0f) return std::printf("FAIL c[%ld] = %f\n", i, c[i]), 1;
  std::printf("PASS vadd_host: %ld elements\n", n);
} catch (const std::exception& e) {  // every CUDA failure names the call, the CUresult and a fix
  std::fprintf(stderr, "%s\n", e.what());
  return 1;
}
