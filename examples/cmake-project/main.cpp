// Runs the two kernels kiln_add_kernels compiled into this program and checks the results.
#include "saxpy.kiln.hpp"
#include "scale.kiln.hpp"

#include <cstdio>
#include <exception>
#include <vector>

int main() try {
  const int n = 1 << 16;
  std::vector<float> x(n), y(n, 1.0f);
  for (int i = 0; i < n; ++i)
    x[i] = float(i % 100);
  kiln::Context ctx = kiln::Device::get(0).primary_context();
  kiln::DeviceBuffer<float> dx(ctx, x), dy(ctx, y), dout(ctx, n);

  saxpy::Bundle saxpyKernels(ctx);
  saxpyKernels.saxpy(kiln::LaunchConfig(64, 256), 2.0f, dx, dy, n);
  std::vector<float> got = dy.download();
  for (int i = 0; i < n; ++i)
    if (got[i] != 2.0f * x[i] + 1.0f)
      return std::printf("FAIL saxpy y[%d] = %f\n", i, got[i]), 1;

  scale::Bundle scaleKernels(ctx);
  scaleKernels.scale(kiln::LaunchConfig(n / 256, 256), dy, dout, 0.5f, n);
  std::vector<float> scaled = dout.download();
  for (int i = 0; i < n; ++i) {
    int mirrored = i / 256 * 256 + 255 - i % 256;
    if (scaled[i] != 0.5f * got[mirrored])
      return std::printf("FAIL scale out[%d] = %f\n", i, scaled[i]), 1;
  }
  std::printf("PASS cmake-project: saxpy and scale on %d elements\n", n);
} catch (const std::exception& e) {
  std::fprintf(stderr, "%s\n", e.what());
  return 1;
}
