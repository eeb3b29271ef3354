// The runtime on a machine without a driver: each test points KILN_LIBCUDA somewhere before the
// first driver use (this binary never loads a real driver).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "kiln/runtime.hpp"

namespace kiln {
namespace {

std::string error_of_first_use() {
  try {
    Device::count();
  } catch (const CudaError& e) {
    return std::string("CudaError: ") + e.what();
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

TEST(NoDriver, MissingLibraryGivesClearError) {
  setenv("KILN_LIBCUDA", "/nonexistent/libcuda.so.1", 1);
  std::string what = error_of_first_use();
  EXPECT_NE(what.find("libcuda.so.1 not found: no NVIDIA driver on this machine"), std::string::npos) << what;
  EXPECT_NE(what.find("KILN_LIBCUDA=/nonexistent/libcuda.so.1"), std::string::npos) << what;
  EXPECT_FALSE(driver::loaded());
  // A failed load is not remembered as a success: the next use fails the same way.
  EXPECT_EQ(error_of_first_use(), what);
}

TEST(NoDriver, EveryEntryPointReportsIt) {
  setenv("KILN_LIBCUDA", "/nonexistent/libcuda.so.1", 1);
  EXPECT_THROW(driver_version(), Error);
  EXPECT_THROW(Device::get(0), Error);
}

TEST(NoDriver, LibraryThatIsNotTheDriver) {
  setenv("KILN_LIBCUDA", "libm.so.6", 1);
  std::string what = error_of_first_use();
  EXPECT_NE(what.find("is not the NVIDIA driver library"), std::string::npos) << what;
}

TEST(NoDriver, ToolkitStubLibrary) {
  const char* stub = "/usr/local/cuda/lib64/stubs/libcuda.so";
  if (!std::ifstream(stub)) GTEST_SKIP() << "no CUDA toolkit stub at " << stub;
  setenv("KILN_LIBCUDA", stub, 1);
  std::string what = error_of_first_use();
  EXPECT_NE(what.find("CudaError: cuInit failed: CUDA_ERROR_STUB_LIBRARY"), std::string::npos) << what;
  EXPECT_NE(what.find("link stub, not a driver"), std::string::npos) << what;
}

TEST(NoDriver, EveryEntryPointResolvesByItsVersionedName) {
  const char* stub = "/usr/local/cuda/lib64/stubs/libcuda.so";
  if (!std::ifstream(stub)) GTEST_SKIP() << "no CUDA toolkit stub at " << stub;
  auto missing = driver::unresolved_entry_points(stub);
  std::string names;
  for (auto& m : missing) names += m + " ";
  EXPECT_TRUE(missing.empty()) << names;
}

}  // namespace
}  // namespace kiln
