// Loading libcuda.so.1 with dlopen and resolving each entry point by the name cuda.h maps it to.
#include <dlfcn.h>

#include <atomic>
#include <cstdlib>
#include <memory>
#include <mutex>

#include "kiln/driver.hpp"

namespace kiln::driver {
namespace {

#define KILN_STRINGIFY_EXPANDED(x) KILN_STRINGIFY(x)
#define KILN_STRINGIFY(x) #x

std::mutex load_mutex;
Api* loaded_api = nullptr;  // set once, never freed: the driver stays loaded for the process
std::atomic<bool> is_loaded{false};

void* resolve(void* library, const char* versioned, const char* plain) {
  if (void* p = dlsym(library, versioned)) return p;
  // cuEventElapsedTime_v2 (CUDA 12.8+) has the same signature as the original entry point.
  if (std::string(plain) == "cuEventElapsedTime") return dlsym(library, plain);
  return nullptr;
}

Api* load() {
  const char* override_path = std::getenv("KILN_LIBCUDA");
  std::string path = override_path && *override_path ? override_path : "libcuda.so.1";
  void* library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char* why = dlerror();
    std::string message = "libcuda.so.1 not found: no NVIDIA driver on this machine";
    if (override_path && *override_path) message += " (KILN_LIBCUDA=" + path + " could not be loaded)";
    message += ". dlopen said: " + std::string(why ? why : "unknown error") +
               ". Run on a machine with an NVIDIA GPU and driver installed (nvidia-smi should list the GPU), "
               "or set KILN_LIBCUDA to the full path of libcuda.so.1 if the driver lives outside the "
               "library search path.";
    throw Error(message);
  }
  auto api = std::make_unique<Api>();
  api->path = path;
#define KILN_RESOLVE_ENTRY(name) \
  api->name = reinterpret_cast<decltype(api->name)>(resolve(library, KILN_STRINGIFY_EXPANDED(name), #name));
  KILN_DRIVER_FUNCTIONS(KILN_RESOLVE_ENTRY)
#undef KILN_RESOLVE_ENTRY
  if (!api->cuInit || !api->cuDriverGetVersion)
    throw Error(path + " was loaded but has no cuInit/cuDriverGetVersion: it is not the NVIDIA driver library");
  CUresult r = api->cuInit(0);
  if (r != CUDA_SUCCESS) check(r, "cuInit");
  call("cuDriverGetVersion", api->cuDriverGetVersion, &api->version);
  return api.release();
}

}  // namespace

const Api& api() {
  if (is_loaded.load(std::memory_order_acquire)) return *loaded_api;
  std::lock_guard<std::mutex> lock(load_mutex);
  if (!loaded_api) loaded_api = load();  // a failed load throws and is retried next time
  is_loaded.store(true, std::memory_order_release);
  return *loaded_api;
}

std::vector<std::string> unresolved_entry_points(const std::string& path) {
  void* library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) throw Error("cannot load " + path);
  std::vector<std::string> missing;
#define KILN_CHECK_ENTRY(name) \
  if (!resolve(library, KILN_STRINGIFY_EXPANDED(name), #name)) missing.push_back(KILN_STRINGIFY_EXPANDED(name));
  KILN_DRIVER_FUNCTIONS(KILN_CHECK_ENTRY)
#undef KILN_CHECK_ENTRY
  return missing;
}

bool loaded() { return is_loaded.load(std::memory_order_acquire); }

void missing_entry_point(const char* call) {
  throw Error(std::string("the NVIDIA driver has no entry point for ") + call +
              ": it is older than the CUDA 13 headers Kiln was built with. Update the driver.");
}

}  // namespace kiln::driver
