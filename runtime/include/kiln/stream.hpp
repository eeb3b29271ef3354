// Streams and events.
#pragma once

#include <cuda.h>

#include "kiln/context.hpp"

namespace kiln {

class Stream {
 public:
  // A new stream that does not synchronise with the legacy default stream.
  static Stream create(const Context& context, bool non_blocking = true);
  // Wraps a stream made elsewhere (cudaStream_t converts to CUstream); never destroyed by Kiln.
  static Stream adopt(const Context& context, CUstream stream);

  Stream(Stream&& other) noexcept;
  Stream& operator=(Stream&& other) noexcept;
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;
  ~Stream();

  CUstream handle() const { return stream_; }
  operator CUstream() const { return stream_; }
  const Context& context() const { return context_; }
  void synchronize() const;

 private:
  void release() noexcept;
  Stream(Context context, CUstream stream, bool owned) : context_(std::move(context)), stream_(stream), owned_(owned) {}
  Context context_;
  CUstream stream_ = nullptr;
  bool owned_ = false;
};

class Event {
 public:
  static Event create(const Context& context);
  Event(Event&& other) noexcept;
  Event& operator=(Event&& other) noexcept;
  Event(const Event&) = delete;
  Event& operator=(const Event&) = delete;
  ~Event();

  void record(CUstream stream = nullptr) const;
  void synchronize() const;
  CUevent handle() const { return event_; }
  // Milliseconds between two recorded events (both must have completed or be waited for).
  static float elapsed_ms(const Event& start, const Event& end);

 private:
  void release() noexcept;
  Event(Context context, CUevent event) : context_(std::move(context)), event_(event) {}
  Context context_;
  CUevent event_ = nullptr;
};

}  // namespace kiln
