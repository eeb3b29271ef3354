// The CUDA Driver API, loaded from libcuda.so.1 at run time (never linked), so that a program built
// with Kiln starts on a machine without a driver and reports that clearly.
// Set KILN_LIBCUDA to load the driver library from another path.
#pragma once

#include <cuda.h>

#include <string>
#include <vector>

#include "kiln/error.hpp"

namespace kiln {

// A failed driver call: what() names the call, the CUresult name and message, and what to do.
class CudaError : public Error {
 public:
  CudaError(const std::string& call, CUresult code, const std::string& detail = "");
  CUresult code() const { return code_; }

 private:
  CUresult code_;
};

// The CUresult's name (CUDA_ERROR_OUT_OF_MEMORY), from the driver when loaded, else Kiln's table.
std::string cuda_error_name(CUresult code);
// Advice for common codes ("" when Kiln has none).
std::string cuda_error_hint(CUresult code);

namespace driver {

// Each entry point, resolved by the name cuda.h maps it to (cuMemAlloc -> cuMemAlloc_v2).
#define KILN_DRIVER_FUNCTIONS(X)                                                                       \
  X(cuInit) X(cuDriverGetVersion) X(cuGetErrorName) X(cuGetErrorString) X(cuDeviceGetCount) X(cuDeviceGet) \
  X(cuDeviceGetName) X(cuDeviceGetAttribute) X(cuDeviceTotalMem) X(cuDevicePrimaryCtxRetain)              \
  X(cuDevicePrimaryCtxRelease) X(cuCtxGetCurrent) X(cuCtxSetCurrent) X(cuCtxPushCurrent)                  \
  X(cuCtxPopCurrent) X(cuCtxGetDevice) X(cuCtxSynchronize) X(cuModuleLoadDataEx) X(cuModuleUnload)        \
  X(cuModuleGetFunction) X(cuModuleGetGlobal) X(cuFuncGetAttribute) X(cuFuncSetAttribute)                 \
  X(cuLaunchKernel) X(cuMemAlloc) X(cuMemFree) X(cuMemGetInfo) X(cuMemcpyHtoD) X(cuMemcpyDtoH)            \
  X(cuMemcpyDtoD) X(cuMemcpyHtoDAsync) X(cuMemcpyDtoHAsync) X(cuMemcpyDtoDAsync) X(cuMemsetD8)            \
  X(cuMemsetD32) X(cuMemsetD8Async) X(cuMemsetD32Async) X(cuStreamCreate) X(cuStreamDestroy)              \
  X(cuStreamSynchronize) X(cuEventCreate) X(cuEventDestroy) X(cuEventRecord) X(cuEventSynchronize)        \
  X(cuEventElapsedTime) X(cuModuleGetFunctionCount) X(cuModuleEnumerateFunctions) X(cuFuncGetName)          \
  X(cuLaunchCooperativeKernel) X(cuOccupancyMaxActiveBlocksPerMultiprocessor)  \
  X(cuTexObjectCreate) X(cuTexObjectDestroy) X(cuCtxGetLimit) X(cuCtxSetLimit) X(cuTensorMapEncodeTiled)      \
  X(cuPointerGetAttribute) X(cuEventQuery) X(cuStreamIsCapturing) \
  X(cuThreadExchangeStreamCaptureMode)

struct Api {
#define KILN_DECLARE_ENTRY(name) decltype(&::name) name = nullptr;
  KILN_DRIVER_FUNCTIONS(KILN_DECLARE_ENTRY)
#undef KILN_DECLARE_ENTRY
  int version = 0;  // cuDriverGetVersion
  std::string path;
};

// Loads the driver and calls cuInit on first use; throws Error when there is no driver.
const Api& api();
// True once api() has succeeded in this process (it never loads anything itself).
bool loaded();

// The entry points a driver library at `path` lacks (resolved as api() would, without cuInit);
// used to check the table against a library, e.g. the toolkit's stub. Throws Error if it cannot load.
std::vector<std::string> unresolved_entry_points(const std::string& path);

// Throws CudaError unless `result` is CUDA_SUCCESS.
void check(CUresult result, const char* call, const std::string& detail = "");

[[noreturn]] void missing_entry_point(const char* call);

template <class F, class... A>
void call(const char* name, F* fn, A... args) {
  if (!fn) missing_entry_point(name);
  CUresult r = fn(args...);
  if (r != CUDA_SUCCESS) check(r, name);
}

}  // namespace driver
}  // namespace kiln

// KILN_CU(cuMemAlloc, &p, bytes): call through the loaded driver, throwing CudaError on failure.
#define KILN_CU(fn, ...) ::kiln::driver::call(#fn, ::kiln::driver::api().fn, ##__VA_ARGS__)
