// Device memory: DeviceBuffer<T> owns an allocation; DevicePtr<T> (types.hpp) points without owning.
#pragma once

#include <cuda.h>

#include <cstring>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "kiln/context.hpp"
#include "kiln/error.hpp"
#include "kiln/types.hpp"

namespace kiln {

// Untyped byte operations; the typed DeviceBuffer below checks bounds and forwards here.
namespace memory {
CUdeviceptr allocate(const Context& context, size_t bytes);
void free(const Context& context, CUdeviceptr ptr) noexcept;
void copy_to_device(const Context& context, CUdeviceptr dst, const void* src, size_t bytes);
void copy_to_host(const Context& context, void* dst, CUdeviceptr src, size_t bytes);
void copy_device(const Context& context, CUdeviceptr dst, CUdeviceptr src, size_t bytes);
void copy_to_device_async(const Context& context, CUdeviceptr dst, const void* src, size_t bytes, CUstream stream);
void copy_to_host_async(const Context& context, void* dst, CUdeviceptr src, size_t bytes, CUstream stream);
void set_bytes(const Context& context, CUdeviceptr dst, unsigned char value, size_t bytes, CUstream stream, bool async);
void set_words(const Context& context, CUdeviceptr dst, uint32_t value, size_t words, CUstream stream, bool async);
}  // namespace memory

template <class T>
class DeviceBuffer {
  static_assert(std::is_trivially_copyable_v<T>, "DeviceBuffer holds trivially copyable elements");

 public:
  DeviceBuffer(const Context& context, size_t count)
      : context_(context), count_(count), ptr_(count ? memory::allocate(context, count * sizeof(T)) : 0) {}
  DeviceBuffer(const Context& context, const std::vector<T>& host) : DeviceBuffer(context, host.size()) {
    upload(host);
  }
  DeviceBuffer(DeviceBuffer&& other) noexcept
      : context_(other.context_), count_(std::exchange(other.count_, 0)), ptr_(std::exchange(other.ptr_, 0)) {}
  DeviceBuffer& operator=(DeviceBuffer&& other) noexcept {
    if (this != &other) {
      release();
      context_ = other.context_;
      count_ = std::exchange(other.count_, 0);
      ptr_ = std::exchange(other.ptr_, 0);
    }
    return *this;
  }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  ~DeviceBuffer() { release(); }

  size_t size() const { return count_; }
  size_t bytes() const { return count_ * sizeof(T); }
  DevicePtr<T> ptr() const { return DevicePtr<T>(ptr_); }
  operator DevicePtr<T>() const { return ptr(); }
  operator DevicePtr<const T>() const { return ptr(); }
  CUdeviceptr raw() const { return ptr_; }
  const Context& context() const { return context_; }

  void upload(const T* host, size_t count, size_t offset = 0) {
    check_range(offset, count, "upload");
    memory::copy_to_device(context_, ptr_ + offset * sizeof(T), host, count * sizeof(T));
  }
  void upload(const std::vector<T>& host) { upload(host.data(), host.size()); }
  void download(T* host, size_t count, size_t offset = 0) const {
    check_range(offset, count, "download");
    memory::copy_to_host(context_, host, ptr_ + offset * sizeof(T), count * sizeof(T));
  }
  std::vector<T> download() const {
    std::vector<T> host(count_);
    download(host.data(), count_);
    return host;
  }
  // Async copies: the host memory must stay alive (and, for overlap, be page-locked) until the stream syncs.
  void upload_async(const T* host, size_t count, CUstream stream, size_t offset = 0) {
    check_range(offset, count, "upload_async");
    memory::copy_to_device_async(context_, ptr_ + offset * sizeof(T), host, count * sizeof(T), stream);
  }
  void download_async(T* host, size_t count, CUstream stream, size_t offset = 0) const {
    check_range(offset, count, "download_async");
    memory::copy_to_host_async(context_, host, ptr_ + offset * sizeof(T), count * sizeof(T), stream);
  }
  void copy_from(const DeviceBuffer& other) {
    if (other.count_ != count_)
      throw Error("DeviceBuffer::copy_from: sizes differ (" + std::to_string(other.count_) + " vs " +
                  std::to_string(count_) + " elements)");
    memory::copy_device(context_, ptr_, other.ptr_, bytes());
  }
  // Sets every byte (cuMemsetD8).
  void memset(unsigned char byte) { memory::set_bytes(context_, ptr_, byte, bytes(), nullptr, false); }
  void memset_async(unsigned char byte, CUstream stream) { memory::set_bytes(context_, ptr_, byte, bytes(), stream, true); }
  // Sets every element to `value` (4-byte element types only: cuMemsetD32).
  void fill(const T& value) {
    static_assert(sizeof(T) == 4, "fill() is for 4-byte elements; use memset() or upload() for others");
    uint32_t word;
    std::memcpy(&word, &value, 4);
    memory::set_words(context_, ptr_, word, count_, nullptr, false);
  }

 private:
  void check_range(size_t offset, size_t count, const char* what) const {
    if (offset > count_ || count > count_ - offset)
      throw Error(std::string("DeviceBuffer::") + what + ": elements [" + std::to_string(offset) + ", " +
                  std::to_string(offset + count) + ") are outside the buffer of " + std::to_string(count_));
  }
  void release() noexcept {
    if (ptr_) memory::free(context_, ptr_);
    ptr_ = 0;
    count_ = 0;
  }

  Context context_;
  size_t count_ = 0;
  CUdeviceptr ptr_ = 0;
};

// A DeviceBuffer passed to a launch travels as its device pointer.
template <class T>
DevicePtr<T> device_arg(const DeviceBuffer<T>& buffer) {
  return buffer.ptr();
}

}  // namespace kiln
