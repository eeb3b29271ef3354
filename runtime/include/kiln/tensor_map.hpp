// TMA descriptors (CUtensorMap) for cp.async.bulk.tensor, built with cuTensorMapEncodeTiled through
// the runtime's driver loader from a view of a device tensor: base, element type, shape and strides
// (outermost first, strides in elements, as TensorView has them), the box one copy moves, and the
// shared-memory swizzle. The 128-byte result is passed to the kernel by value as a
// `const __grid_constant__ CUtensorMap` parameter (or copied to device memory and passed by pointer):
//
//   CUtensorMap a_map = kiln::make_tensor_map(kiln::tensor_view<const __bf16, 2>(a, {m, k}), {64, 128},
//                                             kiln::TmaSwizzle::b128);
//   kernel.launch(config, a_map, ...);
//
// The arguments are checked here first, with the driver's own rules (PTX ISA "Tensor map" and the
// cuTensorMapEncodeTiled reference), so that a wrong box or stride is a CudaError naming the call,
// CUDA_ERROR_INVALID_VALUE and the rule, even where no driver is installed.
#pragma once

#include <cuda.h>

#include <array>
#include <cstdint>

#include "kiln/tensor_view.hpp"
#include "kiln/types.hpp"

namespace kiln {

enum class TmaSwizzle { none, b32, b64, b128 };

// What cuTensorMapEncodeTiled needs, outermost dimension first (TensorView's order); the encoder
// reverses it to the driver's innermost-first order.
struct TensorMapDesc {
  CUdeviceptr base = 0;
  CUtensorMapDataType dtype = CU_TENSOR_MAP_DATA_TYPE_UINT8;
  uint32_t rank = 0;                    // 1..5
  std::array<uint64_t, 5> shape{};      // elements per dimension
  std::array<uint64_t, 5> stride{};     // in elements; the innermost must be 1
  std::array<uint32_t, 5> box{};        // elements one copy moves per dimension, 1..256
  TmaSwizzle swizzle = TmaSwizzle::none;
  bool oob_nan = false;                 // out-of-bounds float elements read as NaN instead of 0
};

// Bytes per element of a tensor-map data type (the packed sub-byte types are not supported: 0).
uint32_t tensor_map_element_bytes(CUtensorMapDataType dtype);

// Checks `desc` against cuTensorMapEncodeTiled's rules; throws CudaError("cuTensorMapEncodeTiled",
// CUDA_ERROR_INVALID_VALUE, <the rule broken>) otherwise. Needs no driver.
void check_tensor_map(const TensorMapDesc& desc);

// check_tensor_map, then cuTensorMapEncodeTiled (interleave none, L2 promotion 128B, element strides 1).
CUtensorMap make_tensor_map(const TensorMapDesc& desc);

// The element type's tensor-map data type.
template <class T>
constexpr CUtensorMapDataType tensor_map_dtype() {
  using U = std::remove_cv_t<T>;
  if constexpr (std::is_same_v<U, float>) return CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
  else if constexpr (std::is_same_v<U, double>) return CU_TENSOR_MAP_DATA_TYPE_FLOAT64;
  else if constexpr (std::is_same_v<U, half>) return CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
  else if constexpr (std::is_same_v<U, bfloat16>) return CU_TENSOR_MAP_DATA_TYPE_BFLOAT16;
  else if constexpr (std::is_same_v<U, int32_t>) return CU_TENSOR_MAP_DATA_TYPE_INT32;
  else if constexpr (std::is_same_v<U, uint32_t>) return CU_TENSOR_MAP_DATA_TYPE_UINT32;
  else if constexpr (std::is_same_v<U, int64_t>) return CU_TENSOR_MAP_DATA_TYPE_INT64;
  else if constexpr (std::is_same_v<U, uint64_t>) return CU_TENSOR_MAP_DATA_TYPE_UINT64;
  else if constexpr (sizeof(U) == 2) return CU_TENSOR_MAP_DATA_TYPE_UINT16;
  else {
    static_assert(sizeof(U) == 1, "no tensor-map data type for this element type");
    return CU_TENSOR_MAP_DATA_TYPE_UINT8;  // int8, fp8
  }
}

// The box of a rank-R view (not deduced: std::array's size is a size_t, TensorView's rank an int).
template <int R>
using TensorMapBox = typename std::enable_if<true, std::array<uint32_t, R>>::type;

// The descriptor of a tile-kernel tensor view with `box` (outermost first).
template <class T, int R>
TensorMapDesc tensor_map_desc(const TensorView<T, R>& view, const TensorMapBox<R>& box,
                              TmaSwizzle swizzle = TmaSwizzle::none) {
  TensorMapDesc d;
  d.base = view.data;
  d.dtype = tensor_map_dtype<T>();
  d.rank = R;
  for (int i = 0; i < R; ++i) {
    if (view.shape[i] < 0 || view.stride[i] < 0)
      d.shape[i] = 0;  // rejected by check_tensor_map
    else {
      d.shape[i] = uint64_t(view.shape[i]);
      d.stride[i] = uint64_t(view.stride[i]);
    }
    d.box[i] = box[i];
  }
  d.swizzle = swizzle;
  return d;
}

template <class T, int R>
CUtensorMap make_tensor_map(const TensorView<T, R>& view, const TensorMapBox<R>& box,
                            TmaSwizzle swizzle = TmaSwizzle::none) {
  return make_tensor_map(tensor_map_desc(view, box, swizzle));
}

}  // namespace kiln
