#include <gtest/gtest.h>

#include "kiln/driver.hpp"

namespace kiln {
namespace {

TEST(CudaError, MessageNamesCallCodeAndAdvice) {
  CudaError e("cuMemAlloc", CUDA_ERROR_OUT_OF_MEMORY, "asked for 1 GiB");
  std::string what = e.what();
  EXPECT_EQ(e.code(), CUDA_ERROR_OUT_OF_MEMORY);
  EXPECT_NE(what.find("cuMemAlloc failed: CUDA_ERROR_OUT_OF_MEMORY"), std::string::npos) << what;
  EXPECT_NE(what.find("asked for 1 GiB"), std::string::npos) << what;
  EXPECT_NE(what.find("Hint: the GPU has no room"), std::string::npos) << what;
}

TEST(CudaError, HintsForCommonCodes) {
  for (CUresult code : {CUDA_ERROR_INVALID_PTX, CUDA_ERROR_UNSUPPORTED_PTX_VERSION, CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES,
                        CUDA_ERROR_ILLEGAL_ADDRESS, CUDA_ERROR_NOT_INITIALIZED, CUDA_ERROR_NO_DEVICE,
                        CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_NO_BINARY_FOR_GPU, CUDA_ERROR_STUB_LIBRARY}) {
    EXPECT_FALSE(cuda_error_hint(code).empty()) << code;
    EXPECT_EQ(cuda_error_name(code).rfind("CUDA_ERROR_", 0), 0u) << code;
  }
  EXPECT_NE(cuda_error_hint(CUDA_ERROR_UNSUPPORTED_PTX_VERSION).find("--cuda-driver"), std::string::npos);
}

TEST(CudaError, UnknownCodeStillNamed) {
  // A code a newer driver might return that this cuda.h does not name. It must stay inside
  // CUresult's value range (0..1023: CUDA_ERROR_UNKNOWN is 999), or the cast itself is undefined
  // behaviour (UBSan's -fsanitize=enum, scripts/test.sh --sanitize).
  CudaError e("cuFoo", static_cast<CUresult>(777));
  EXPECT_NE(std::string(e.what()).find("CUresult 777"), std::string::npos) << e.what();
}

TEST(CudaError, IsAKilnError) {
  try {
    throw CudaError("cuInit", CUDA_ERROR_NO_DEVICE);
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("nvidia-smi"), std::string::npos);
  }
}

}  // namespace
}  // namespace kiln
