// cuTensorMapEncodeTiled's argument rules, checked before the call so that the error says which
// rule a descriptor breaks (the driver answers only CUDA_ERROR_INVALID_VALUE).
#include "kiln/tensor_map.hpp"

#include <optional>
#include <string>

#include "kiln/context.hpp"
#include "kiln/driver.hpp"

namespace kiln {
namespace {

constexpr const char* kCall = "cuTensorMapEncodeTiled";

[[noreturn]] void invalid(const std::string& rule) { throw CudaError(kCall, CUDA_ERROR_INVALID_VALUE, rule); }

uint32_t swizzle_bytes(TmaSwizzle s) {
  switch (s) {
    case TmaSwizzle::none: return 0;
    case TmaSwizzle::b32: return 32;
    case TmaSwizzle::b64: return 64;
    case TmaSwizzle::b128: return 128;
  }
  return 0;
}

CUtensorMapSwizzle driver_swizzle(TmaSwizzle s) {
  switch (s) {
    case TmaSwizzle::none: return CU_TENSOR_MAP_SWIZZLE_NONE;
    case TmaSwizzle::b32: return CU_TENSOR_MAP_SWIZZLE_32B;
    case TmaSwizzle::b64: return CU_TENSOR_MAP_SWIZZLE_64B;
    case TmaSwizzle::b128: return CU_TENSOR_MAP_SWIZZLE_128B;
  }
  return CU_TENSOR_MAP_SWIZZLE_NONE;
}

}  // namespace

uint32_t tensor_map_element_bytes(CUtensorMapDataType dtype) {
  switch (dtype) {
    case CU_TENSOR_MAP_DATA_TYPE_UINT8: return 1;
    case CU_TENSOR_MAP_DATA_TYPE_UINT16:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT16:
    case CU_TENSOR_MAP_DATA_TYPE_BFLOAT16: return 2;
    case CU_TENSOR_MAP_DATA_TYPE_UINT32:
    case CU_TENSOR_MAP_DATA_TYPE_INT32:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ:
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32:
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ: return 4;
    case CU_TENSOR_MAP_DATA_TYPE_UINT64:
    case CU_TENSOR_MAP_DATA_TYPE_INT64:
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT64: return 8;
    default: return 0;
  }
}

void check_tensor_map(const TensorMapDesc& d) {
  uint32_t elem = tensor_map_element_bytes(d.dtype);
  if (elem == 0) invalid("data type " + std::to_string(int(d.dtype)) + " is not supported (the packed 4- and 6-bit types are not)");
  if (d.rank < 1 || d.rank > 5) invalid("a tensor map has rank 1 to 5, not " + std::to_string(d.rank));
  if (d.base == 0) invalid("the global address is null");
  if (d.base % 16) invalid("the global address must be 16-byte aligned");
  uint32_t inner = d.rank - 1;  // TensorMapDesc is outermost first
  if (d.stride[inner] != 1)
    invalid("the innermost dimension must be contiguous (stride 1 element), not stride " + std::to_string(d.stride[inner]));
  for (uint32_t i = 0; i < d.rank; ++i) {
    std::string dim = "dimension " + std::to_string(i);
    if (d.shape[i] == 0 || d.shape[i] > (uint64_t(1) << 32))
      invalid(dim + " has extent " + std::to_string(d.shape[i]) + "; extents are 1 to 2^32");
    if (d.box[i] == 0 || d.box[i] > 256)
      invalid(dim + " has box " + std::to_string(d.box[i]) + "; boxes are 1 to 256 elements per dimension");
    if (i != inner) {
      uint64_t bytes = d.stride[i] * elem;
      if (bytes % 16 || bytes == 0 || bytes >= (uint64_t(1) << 40))
        invalid(dim + " has stride " + std::to_string(bytes) +
                " bytes; strides other than the innermost are positive multiples of 16 bytes below 2^40");
    }
  }
  uint64_t inner_bytes = uint64_t(d.box[inner]) * elem;
  if (inner_bytes % 16)
    invalid("the innermost box is " + std::to_string(inner_bytes) + " bytes; it must be a multiple of 16 bytes");
  if (uint32_t span = swizzle_bytes(d.swizzle); span && inner_bytes > span)
    invalid("the innermost box is " + std::to_string(inner_bytes) + " bytes, more than the " + std::to_string(span) +
            "-byte swizzle span");
}

CUtensorMap make_tensor_map(const TensorMapDesc& d) {
  check_tensor_map(d);
  // The driver takes dimensions innermost first, and strides (in bytes) of every dimension but the
  // innermost.
  uint32_t elem = tensor_map_element_bytes(d.dtype);
  cuuint64_t dims[5], strides[4];
  cuuint32_t box[5], element_strides[5];
  for (uint32_t i = 0; i < d.rank; ++i) {
    uint32_t src = d.rank - 1 - i;
    dims[i] = d.shape[src];
    box[i] = d.box[src];
    element_strides[i] = 1;
    if (i > 0) strides[i - 1] = d.stride[src] * elem;
  }
  CUtensorMap map{};
  // The driver encodes in the current context: the one that owns the memory
  // when the calling thread has none (a host thread that made its buffers
  // through a kiln::Context without making it current).
  CUcontext owner = nullptr;
  if (driver::api().cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT,
                                          static_cast<CUdeviceptr>(d.base)) != CUDA_SUCCESS)
    owner = nullptr;
  std::optional<CurrentContext> current;
  if (owner)
    current.emplace(owner);
  KILN_CU(cuTensorMapEncodeTiled, &map, d.dtype, d.rank, reinterpret_cast<void*>(d.base), dims, strides, box,
          element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, driver_swizzle(d.swizzle), CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
          d.oob_nan ? CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA : CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  return map;
}

}  // namespace kiln
