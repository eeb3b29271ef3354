// Device enumeration and attributes.
#include "kiln/device.hpp"

#include "kiln/context.hpp"
#include "kiln/driver.hpp"

namespace kiln {

int driver_version() { return driver::api().version; }

int Device::count() {
  int n = 0;
  KILN_CU(cuDeviceGetCount, &n);
  return n;
}

Device Device::get(int ordinal) {
  int n = count();
  if (ordinal < 0 || ordinal >= n)
    throw Error("no CUDA device " + std::to_string(ordinal) + ": the driver lists " + std::to_string(n) +
                " device" + (n == 1 ? "" : "s") + " (check CUDA_VISIBLE_DEVICES)");
  CUdevice handle = 0;
  KILN_CU(cuDeviceGet, &handle, ordinal);
  return Device(ordinal, handle);
}

std::vector<Device> Device::all() {
  std::vector<Device> devices;
  for (int i = 0, n = count(); i < n; ++i) devices.push_back(get(i));
  return devices;
}

std::string Device::name() const {
  char buffer[256] = {};
  KILN_CU(cuDeviceGetName, buffer, static_cast<int>(sizeof(buffer) - 1), handle_);
  return buffer;
}

int Device::attribute(CUdevice_attribute attribute) const {
  int value = 0;
  KILN_CU(cuDeviceGetAttribute, &value, attribute, handle_);
  return value;
}

ComputeCapability Device::compute_capability() const {
  return {attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR), attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)};
}

std::string Device::arch() const {
  ComputeCapability cc = compute_capability();
  return "sm_" + std::to_string(cc.major * 10 + cc.minor);
}

int Device::sm_count() const { return attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT); }
int Device::max_shared_per_block_optin() const {
  return attribute(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
}
int Device::l2_bytes() const { return attribute(CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE); }

size_t Device::total_memory() const {
  size_t bytes = 0;
  KILN_CU(cuDeviceTotalMem, &bytes, handle_);
  return bytes;
}

Context Device::primary_context() const { return Context::primary(*this); }

}  // namespace kiln
