// Stream keys for the stream-K workspace pool (workspace_pool.hpp).
#include "lib/workspace_pool.hpp"

#include <cuda.h>

#include <atomic>

namespace kiln {

uint64_t workspace_stream_key(const void* stream) {
  if (stream != reinterpret_cast<const void*>(CU_STREAM_PER_THREAD))
    return uint64_t(reinterpret_cast<uintptr_t>(stream));
  // User-space pointers stay below 2^48: a thread's per-thread stream never meets a real handle.
  static std::atomic<uint64_t> threads{0};
  thread_local const uint64_t thread = threads.fetch_add(1, std::memory_order_relaxed) + 1;
  return (thread << 48) | uint64_t(reinterpret_cast<uintptr_t>(CU_STREAM_PER_THREAD));
}

}  // namespace kiln
