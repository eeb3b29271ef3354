// @realcode a per-thread bounded top-k in the style of header-only C++ containers ported to device code: a fixed-capacity static_vector<T, N> over alignas storage with placement new, emplace_back perfect-forwarding its arguments (cuda::std::forward), explicit destructor calls in clear(), hidden-friend comparison operators and an explicit operator bool on the record type, lexicographic ordering through cuda::std::tie(score, id) < ..., an insertion sort with cuda::std::move, and a block-wide merge of the threads' candidates through a __shared__ array of the containers (constructed in place by placement new on raw shared bytes), for a k-nearest-candidates query over 256 scored items per query.
// @let Q = 1 << 15
// @let M = 256
// @buf scores f32[Q * M] uniform(0, 1)
// @buf ids i32[Q * M] uniform(0, 1000000)
// @buf topk_s f32[Q * 8] zero
// @buf topk_i i32[Q * 8] zero
// @launch query_topk grid(Q) block(32) args(scores, ids, topk_s, topk_i)
// @check topk_s exact
// @check topk_i exact
#include <cuda/std/tuple>
#include <cuda/std/utility>
#include <new>

struct Candidate {
  float score;
  int id;
  __device__ Candidate(float s, int i) : score(s), id(i) {}
  __device__ explicit operator bool() const { return id >= 0; }
  // Better first: higher score, then lower id.
  friend __device__ bool operator<(const Candidate &a, const Candidate &b) {
    return cuda::std::tie(b.score, a.id) < cuda::std::tie(a.score, b.id);
  }
  friend __device__ bool operator==(const Candidate &a, const Candidate &b) { return a.score == b.score && a.id == b.id; }
};

template <class T, int N> class static_vector {
  alignas(T) unsigned char storage_[N * sizeof(T)];
  int size_ = 0;

public:
  __device__ static_vector() {}
  __device__ ~static_vector() { clear(); }
  __device__ int size() const { return size_; }
  __device__ T *data() { return reinterpret_cast<T *>(storage_); }
  __device__ const T *data() const { return reinterpret_cast<const T *>(storage_); }
  __device__ T &operator[](int i) { return data()[i]; }
  __device__ const T &operator[](int i) const { return data()[i]; }
  template <class... Args> __device__ T &emplace_back(Args &&...args) {
    T *slot = ::new (static_cast<void *>(data() + size_)) T(cuda::std::forward<Args>(args)...);
    ++size_;
    return *slot;
  }
  __device__ void pop_back() { data()[--size_].~T(); }
  __device__ void clear() {
    while (size_) pop_back();
  }
};

// Keep the best K, sorted (best first), inserting one candidate.
template <int K> __device__ void offer(static_vector<Candidate, K> &v, Candidate c) {
  if (!c) return;
  if (v.size() == K) {
    if (!(c < v[K - 1])) return;
    v.pop_back();
  }
  v.emplace_back(c.score, c.id);
  for (int j = v.size() - 1; j > 0 && v[j] < v[j - 1]; --j) {
    Candidate t = cuda::std::move(v[j]);
    v[j].~Candidate();
    ::new (&v[j]) Candidate(cuda::std::move(v[j - 1]));
    v[j - 1].~Candidate();
    ::new (&v[j - 1]) Candidate(t);
  }
}

__global__ void __launch_bounds__(32) query_topk(const float *__restrict__ scores, const int *__restrict__ ids,
                                                 float *__restrict__ out_s, int *__restrict__ out_i) {
  constexpr int K = 8, M = 256;
  using vec = static_vector<Candidate, K>;
  __shared__ alignas(vec) unsigned char raw[32 * sizeof(vec)];
  vec *lists = reinterpret_cast<vec *>(raw);
  const int q = blockIdx.x, lane = threadIdx.x;
  vec *mine = ::new (&lists[lane]) vec();
  for (int m = lane; m < M; m += 32) {
    const int id = ids[(size_t)q * M + m];
    offer(*mine, Candidate(scores[(size_t)q * M + m], (id % 7 == 0) ? -1 : id));  // some items are filtered out
  }
  __syncwarp();
  if (lane == 0) {
    vec best;
    for (int l = 0; l < 32; ++l)
      for (int j = 0; j < lists[l].size(); ++j) offer(best, lists[l][j]);
    for (int j = 0; j < K; ++j) {
      out_s[(size_t)q * K + j] = j < best.size() ? best[j].score : -1.0f;
      out_i[(size_t)q * K + j] = j < best.size() ? best[j].id : -1;
    }
  }
  __syncwarp();
  mine->~vec();
}
