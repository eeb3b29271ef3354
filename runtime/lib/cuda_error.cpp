// CudaError: names and advice for CUresult codes.
#include "kiln/driver.hpp"

namespace kiln {
namespace {

struct CodeInfo {
  CUresult code;
  const char* name;
  const char* hint;
};

constexpr CodeInfo kCodes[] = {
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE",
     "an argument is out of range: check launch dimensions, sizes and pointers"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY",
     "the GPU has no room for this allocation: free buffers, use smaller sizes, or check what else runs on the "
     "GPU (nvidia-smi)"},
    {CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED",
     "the driver was not initialised: Kiln calls cuInit itself, so this usually means the driver failed to start"},
    {CUDA_ERROR_DEINITIALIZED, "CUDA_ERROR_DEINITIALIZED", "the driver is shutting down (a call during process exit?)"},
    {CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE",
     "the driver sees no GPU: check nvidia-smi and CUDA_VISIBLE_DEVICES"},
    {CUDA_ERROR_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE", "no device with that ordinal: see kiln::Device::count()"},
    {CUDA_ERROR_INVALID_IMAGE, "CUDA_ERROR_INVALID_IMAGE", "the module image is corrupt or not a cubin/PTX"},
    {CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT",
     "no valid context is current on this thread: use Kiln objects made from a live kiln::Context"},
    {CUDA_ERROR_NO_BINARY_FOR_GPU, "CUDA_ERROR_NO_BINARY_FOR_GPU",
     "the image was built for another GPU: rebuild with kilnc --arch matching the device (or ship PTX)"},
    {CUDA_ERROR_INVALID_PTX, "CUDA_ERROR_INVALID_PTX",
     "the JIT compiler rejected the PTX: see the JIT log above; check .target against the device"},
    {CUDA_ERROR_UNSUPPORTED_PTX_VERSION, "CUDA_ERROR_UNSUPPORTED_PTX_VERSION",
     "the PTX ISA is newer than this driver accepts: update the driver or rebuild with kilnc --cuda-driver=X.Y "
     "(or --max-ptx=A.B)"},
    {CUDA_ERROR_JIT_COMPILER_NOT_FOUND, "CUDA_ERROR_JIT_COMPILER_NOT_FOUND",
     "the driver's PTX JIT compiler is missing: install the full driver, or load a cubin"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "no symbol of that name in the module"},
    {CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE",
     "a handle (stream, event, module, function) is invalid or belongs to another context"},
    {CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS",
     "a kernel accessed memory outside any allocation: check indices and sizes (compute-sanitizer finds the "
     "line). The context is now unusable: restart the process"},
    {CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
     "the block needs more registers or shared memory than an SM has: use fewer threads per block, less dynamic "
     "shared memory, or __launch_bounds__"},
    {CUDA_ERROR_LAUNCH_TIMEOUT, "CUDA_ERROR_LAUNCH_TIMEOUT",
     "the kernel ran past the watchdog limit; the context is unusable: restart the process"},
    {CUDA_ERROR_LAUNCH_FAILED, "CUDA_ERROR_LAUNCH_FAILED",
     "the kernel faulted; the context is unusable: restart the process and run under compute-sanitizer"},
    {CUDA_ERROR_MISALIGNED_ADDRESS, "CUDA_ERROR_MISALIGNED_ADDRESS",
     "a kernel accessed memory at an address not aligned for its type; the context is unusable"},
    {CUDA_ERROR_ILLEGAL_INSTRUCTION, "CUDA_ERROR_ILLEGAL_INSTRUCTION",
     "the kernel executed an illegal instruction; the context is unusable"},
    {CUDA_ERROR_ASSERT, "CUDA_ERROR_ASSERT", "a device-side assert failed; the context is unusable"},
    {CUDA_ERROR_SYSTEM_DRIVER_MISMATCH, "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH",
     "the user-mode driver and the kernel module differ in version: reinstall the driver or reboot"},
    {CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE, "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE",
     "too many blocks for a cooperative launch"},
    {CUDA_ERROR_STUB_LIBRARY, "CUDA_ERROR_STUB_LIBRARY",
     "this libcuda is the CUDA toolkit's link stub, not a driver: point KILN_LIBCUDA at the real libcuda.so.1 or "
     "run on a machine with an NVIDIA driver"},
    {CUDA_ERROR_NOT_SUPPORTED, "CUDA_ERROR_NOT_SUPPORTED", "this device or driver does not support the operation"},
};

const CodeInfo* find(CUresult code) {
  for (const CodeInfo& c : kCodes)
    if (c.code == code) return &c;
  return nullptr;
}

std::string driver_message(CUresult code) {
  if (!driver::loaded() || !driver::api().cuGetErrorString) return "";
  const char* text = nullptr;
  if (driver::api().cuGetErrorString(code, &text) != CUDA_SUCCESS || !text) return "";
  return text;
}

}  // namespace

std::string cuda_error_name(CUresult code) {
  if (driver::loaded() && driver::api().cuGetErrorName) {
    const char* name = nullptr;
    if (driver::api().cuGetErrorName(code, &name) == CUDA_SUCCESS && name) return name;
  }
  if (const CodeInfo* c = find(code)) return c->name;
  return "CUresult " + std::to_string(static_cast<int>(code));
}

std::string cuda_error_hint(CUresult code) {
  const CodeInfo* c = find(code);
  return c ? c->hint : "";
}

namespace {
std::string format(const std::string& call, CUresult code, const std::string& detail) {
  std::string message = call + " failed: " + cuda_error_name(code);
  std::string text = driver_message(code);
  if (!text.empty()) message += " (" + text + ")";
  if (!detail.empty()) message += ": " + detail;
  std::string hint = cuda_error_hint(code);
  if (!hint.empty()) message += ". Hint: " + hint;
  return message;
}
}  // namespace

CudaError::CudaError(const std::string& call, CUresult code, const std::string& detail)
    : Error(format(call, code, detail)), code_(code) {}

namespace driver {
void check(CUresult result, const char* call, const std::string& detail) {
  if (result != CUDA_SUCCESS) throw CudaError(call, result, detail);
}
}  // namespace driver

}  // namespace kiln
