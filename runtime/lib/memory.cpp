// Device memory operations behind DeviceBuffer.
#include "kiln/memory.hpp"

#include "kiln/driver.hpp"

namespace kiln::memory {

CUdeviceptr allocate(const Context& context, size_t bytes) {
  CurrentContext current(context);
  CUdeviceptr ptr = 0;
  CUresult r = driver::api().cuMemAlloc(&ptr, bytes);
  if (r != CUDA_SUCCESS) {
    size_t free_bytes = 0, total = 0;
    driver::api().cuMemGetInfo(&free_bytes, &total);
    throw CudaError("cuMemAlloc", r,
                    "asked for " + std::to_string(bytes) + " bytes; " + std::to_string(free_bytes >> 20) + " MiB of " +
                        std::to_string(total >> 20) + " MiB free");
  }
  return ptr;
}

void free(const Context& context, CUdeviceptr ptr) noexcept {
  try {
    CurrentContext current(context);
    driver::api().cuMemFree(ptr);
  } catch (...) {  // destructors call this; a failure here leaves nothing to do
  }
}

void copy_to_device(const Context& context, CUdeviceptr dst, const void* src, size_t bytes) {
  if (!bytes) return;
  CurrentContext current(context);
  KILN_CU(cuMemcpyHtoD, dst, src, bytes);
}

void copy_to_host(const Context& context, void* dst, CUdeviceptr src, size_t bytes) {
  if (!bytes) return;
  CurrentContext current(context);
  KILN_CU(cuMemcpyDtoH, dst, src, bytes);
}

void copy_device(const Context& context, CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
  if (!bytes) return;
  CurrentContext current(context);
  KILN_CU(cuMemcpyDtoD, dst, src, bytes);
}

void copy_to_device_async(const Context& context, CUdeviceptr dst, const void* src, size_t bytes, CUstream stream) {
  if (!bytes) return;
  CurrentContext current(context);
  KILN_CU(cuMemcpyHtoDAsync, dst, src, bytes, stream);
}

void copy_to_host_async(const Context& context, void* dst, CUdeviceptr src, size_t bytes, CUstream stream) {
  if (!bytes) return;
  CurrentContext current(context);
  KILN_CU(cuMemcpyDtoHAsync, dst, src, bytes, stream);
}

void set_bytes(const Context& context, CUdeviceptr dst, unsigned char value, size_t bytes, CUstream stream, bool async) {
  if (!bytes) return;
  CurrentContext current(context);
  if (async) KILN_CU(cuMemsetD8Async, dst, value, bytes, stream);
  else KILN_CU(cuMemsetD8, dst, value, bytes);
}

void set_words(const Context& context, CUdeviceptr dst, uint32_t value, size_t words, CUstream stream, bool async) {
  if (!words) return;
  CurrentContext current(context);
  if (async) KILN_CU(cuMemsetD32Async, dst, value, words, stream);
  else KILN_CU(cuMemsetD32, dst, value, words);
}

}  // namespace kiln::memory
