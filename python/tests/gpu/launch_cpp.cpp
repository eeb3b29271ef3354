// The C++ side of the Python launch-overhead comparison (launch_overhead.py): the host time of
// one kiln::launch_tile of the tile softmax on a 1x1024 tensor, median of 1000, in microseconds.
// usage: kiln_launch_cpp softmax.kbundle
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "kiln/runtime.hpp"
#include "kiln/tensor_view.hpp"

int main(int argc, char** argv) try {
  if (argc != 2) return std::fprintf(stderr, "usage: kiln_launch_cpp softmax.kbundle\n"), 2;
  kiln::Context ctx = kiln::Device::get(0).primary_context();
  kiln::Module m = kiln::Module::from_file(ctx, argv[1]);
  kiln::Kernel k = m.kernel("softmax");
  const int64_t rows = 1, cols = 1024;
  kiln::DeviceBuffer<float> x(ctx, std::vector<float>(rows * cols, 1.0f)), y(ctx, rows * cols);
  std::vector<double> us;
  for (int i = 0; i < 1100; ++i) {
    auto start = std::chrono::steady_clock::now();
    kiln::TileArgs args;  // built per launch, as a caller with new tensors each time would
    args.add(kiln::tensor_view<const float, 2>(x, {rows, cols})).add(kiln::tensor_view<float, 2>(y, {rows, cols}));
    kiln::launch_tile(k, kiln::Dim3(rows), args);
    double t = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    if (i >= 100) us.push_back(t);  // the first launches load and check
    if (i % 64 == 63) ctx.synchronize();
  }
  ctx.synchronize();
  std::nth_element(us.begin(), us.begin() + us.size() / 2, us.end());
  std::printf("%.3f\n", us[us.size() / 2]);
} catch (const std::exception& e) {
  std::fprintf(stderr, "%s\n", e.what());
  return 1;
}
