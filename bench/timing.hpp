// Timing device work with events: the median of `reps` runs after `warmup` runs (as the anchors do).
#pragma once

#include <algorithm>
#include <vector>

#include "kiln/runtime.hpp"

namespace kiln::bench {

template <class F>
float median_ms(const Context& context, F work, int warmup = 3, int reps = 20) {
  Event start = Event::create(context), stop = Event::create(context);
  for (int i = 0; i < warmup; ++i) work();
  std::vector<float> times;
  for (int i = 0; i < reps; ++i) {
    start.record();
    work();
    stop.record();
    stop.synchronize();
    times.push_back(Event::elapsed_ms(start, stop));
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

}  // namespace kiln::bench
