// Reading tensor-like Python objects (torch.Tensor, __cuda_array_interface__, DLPack) into what a
// kernel launch needs: address, element type, shape and strides in elements, device.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>

namespace kiln::python {

inline constexpr int kMaxTensorRank = 8;

struct TensorArg {
  uint64_t data = 0;
  const char* dtype = "";  // bundle spelling (f32, bf16, i64, ...); "" when Kiln has none
  std::string dtype_name;  // as the caller's library writes it, for messages (torch.float32, <f4)
  int rank = 0;
  int64_t shape[kMaxTensorRank] = {};
  int64_t stride[kMaxTensorRank] = {};  // in elements
  // CUDA device ordinal; kUnknownDevice for __cuda_array_interface__ (it names none);
  // kNotCuda for host memory (then `where` says what it is).
  int device = 0;
  std::string where;
  static constexpr int kUnknownDevice = -1;
  static constexpr int kNotCuda = -2;
};

// Fills `out` and returns true when `obj` is tensor-like: a torch.Tensor (read through its own
// attributes, the fast path), an object with __cuda_array_interface__ (version 2 or 3), or one with
// __dlpack__. Returns false for anything else. Throws ArgumentError for a tensor-like Kiln cannot
// pass (rank above 8, strides that are not whole elements, a malformed interface).
bool read_tensor(pybind11::handle obj, TensorArg& out);

}  // namespace kiln::python
