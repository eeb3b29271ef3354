// Checking launch arguments against a kernel's parameter list before cuLaunchKernel.
// No CUDA dependency, so the rules are unit-tested without a GPU.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "kiln/bundle.hpp"

namespace kiln {

// What the host side passes for one parameter.
struct ArgInfo {
  bool is_pointer = false;
  uint32_t size = 0;
  uint32_t align = 0;
  std::string type;  // spelling in the bundle vocabulary (f32*, const_i32*, i64) or "" if unknown
};

// Throws ArgumentError naming the kernel, the parameter index and what was expected and given,
// when the count differs, a pointer meets a value (or back), a value's size differs, or the
// element types are known on both sides and differ (constness and signedness aside: a const
// pointer may not go to a non-const parameter).
void check_arguments(std::string_view kernel, const std::vector<Param>& params,
                     const std::vector<ArgInfo>& args);

}  // namespace kiln
