// Streams and events.
#include "kiln/stream.hpp"

#include <utility>

#include "kiln/driver.hpp"

namespace kiln {

Stream Stream::create(const Context& context, bool non_blocking) {
  CurrentContext current(context);
  CUstream stream = nullptr;
  KILN_CU(cuStreamCreate, &stream, non_blocking ? CU_STREAM_NON_BLOCKING : CU_STREAM_DEFAULT);
  return Stream(context, stream, true);
}

Stream Stream::adopt(const Context& context, CUstream stream) { return Stream(context, stream, false); }

Stream::Stream(Stream&& other) noexcept
    : context_(other.context_), stream_(std::exchange(other.stream_, nullptr)), owned_(std::exchange(other.owned_, false)) {}

Stream& Stream::operator=(Stream&& other) noexcept {
  if (this != &other) {
    release();
    context_ = other.context_;
    stream_ = std::exchange(other.stream_, nullptr);
    owned_ = std::exchange(other.owned_, false);
  }
  return *this;
}

Stream::~Stream() { release(); }

void Stream::release() noexcept {
  if (owned_ && stream_) {
    try {
      CurrentContext current(context_);
      driver::api().cuStreamDestroy(stream_);
    } catch (...) {  // a destructor must not throw; the stream dies with its context anyway
    }
  }
  owned_ = false;
  stream_ = nullptr;
}

void Stream::synchronize() const {
  CurrentContext current(context_);
  KILN_CU(cuStreamSynchronize, stream_);
}

Event Event::create(const Context& context) {
  CurrentContext current(context);
  CUevent event = nullptr;
  KILN_CU(cuEventCreate, &event, CU_EVENT_DEFAULT);
  return Event(context, event);
}

Event::Event(Event&& other) noexcept : context_(other.context_), event_(std::exchange(other.event_, nullptr)) {}

Event& Event::operator=(Event&& other) noexcept {
  if (this != &other) {
    release();
    context_ = other.context_;
    event_ = std::exchange(other.event_, nullptr);
  }
  return *this;
}

Event::~Event() { release(); }

void Event::release() noexcept {
  if (event_) {
    try {
      CurrentContext current(context_);
      driver::api().cuEventDestroy(event_);
    } catch (...) {
    }
    event_ = nullptr;
  }
}

void Event::record(CUstream stream) const {
  CurrentContext current(context_);
  KILN_CU(cuEventRecord, event_, stream);
}

void Event::synchronize() const {
  CurrentContext current(context_);
  KILN_CU(cuEventSynchronize, event_);
}

float Event::elapsed_ms(const Event& start, const Event& end) {
  CurrentContext current(start.context_);
  float ms = 0;
  KILN_CU(cuEventElapsedTime, &ms, start.event_, end.event_);
  return ms;
}

}  // namespace kiln
