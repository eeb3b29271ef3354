// GPUs as the driver lists them.
#pragma once

#include <cuda.h>

#include <cstddef>
#include <string>
#include <vector>

#include "kiln/bundle.hpp"

namespace kiln {

class Context;

// The installed driver's CUDA version, cuDriverGetVersion's encoding (13000 is CUDA 13.0).
int driver_version();

class Device {
 public:
  static int count();
  static Device get(int ordinal);  // throws CudaError naming the count when out of range
  static std::vector<Device> all();

  int ordinal() const { return ordinal_; }
  CUdevice handle() const { return handle_; }
  std::string name() const;
  ComputeCapability compute_capability() const;
  std::string arch() const;  // "sm_90"
  int attribute(CUdevice_attribute attribute) const;
  int sm_count() const;
  int max_shared_per_block_optin() const;  // bytes a block may use after opting in
  int l2_bytes() const;
  size_t total_memory() const;
  // The device's primary context, retained for as long as the returned Context lives.
  Context primary_context() const;

 private:
  Device(int ordinal, CUdevice handle) : ordinal_(ordinal), handle_(handle) {}
  int ordinal_;
  CUdevice handle_;
};

}  // namespace kiln
