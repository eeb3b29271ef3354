// A kernel that needs the host's C++ library headers (the .deb's Recommends) and Kiln's kernel
// headers (in the package): compiled by the installed kilnc in deb-install.test.
#include <cstdint>
#include <type_traits>
#include <kiln/simt.hpp>

template <typename T> __global__ void scale(T *data, T factor, std::uint32_t n) {
  static_assert(std::is_arithmetic_v<T>);
  std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}
template __global__ void scale<float>(float *, float, std::uint32_t);
