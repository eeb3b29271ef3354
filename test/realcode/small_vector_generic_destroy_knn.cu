// @realcode A generic fixed-capacity small_vector<T, N> as header-only GPU libraries write one (raw aligned storage, placement new on push, insert that shifts by constructing and destroying, and an explicit `p->~T()` in pop_back, erase and clear through a destroy_at helper), instantiated for float distances, int indices and a trivial pair struct; a brute-force k-nearest-neighbour kernel keeps each query's best K in sorted small_vectors, and a second kernel exercises erase/clear counts.
// @let NQ = 1 << 15
// @let NP = 4096
// @let K = 8
// @buf qs f32[NQ * 2] uniform(-1, 1)
// @buf ps f32[NP * 2] uniform(-1, 1)
// @buf kd f32[NQ * K] zero
// @buf ki i32[NQ * K] zero
// @buf counts i32[NQ] zero
// @launch knn_small_vector<8> grid(NQ / 128) block(128) args(qs, ps, kd, ki, i32(NQ), i32(NP))
// @launch erase_clear_counts grid(NQ / 128) block(128) args(ki, counts, i32(NQ))
// Distances are dx*dx + dy*dy, where an fma may form differently; near-ties can swap neighbours.
// @check kd abs=1e-6 rel=1e-5
// @check ki frac=0.001 (two candidates within an ulp of each other may swap)
// @check counts frac=0.001 (follows ki)
#include <cstdint>
#include <new>

template <class T>
__device__ __forceinline__ void destroy_at(T* p) {
  p->~T();
}

template <class T, int N>
class small_vector {
  alignas(T) unsigned char storage_[N * sizeof(T)];
  int size_ = 0;
  __device__ T* slot(int i) { return reinterpret_cast<T*>(storage_) + i; }
  __device__ const T* slot(int i) const { return reinterpret_cast<const T*>(storage_) + i; }

 public:
  __device__ small_vector() {}
  __device__ ~small_vector() { clear(); }
  __device__ int size() const { return size_; }
  __device__ bool full() const { return size_ == N; }
  __device__ const T& operator[](int i) const { return *slot(i); }
  __device__ const T& back() const { return *slot(size_ - 1); }
  __device__ void push_back(const T& v) { new (slot(size_++)) T(v); }
  __device__ void pop_back() { destroy_at(slot(--size_)); }
  // Shift the tail up by one (construct the new last, move-assign down, end the moved-from), then assign.
  __device__ void insert(int pos, const T& v) {
    if (pos == size_) {
      push_back(v);
      return;
    }
    new (slot(size_)) T(*slot(size_ - 1));
    for (int i = size_ - 1; i > pos; --i) *slot(i) = *slot(i - 1);
    *slot(pos) = v;
    ++size_;
  }
  __device__ void erase(int pos) {
    for (int i = pos; i + 1 < size_; ++i) *slot(i) = *slot(i + 1);
    pop_back();
  }
  __device__ void clear() {
    while (size_ > 0) slot(--size_)->~T();
  }
};

struct DistIdx {
  float d;
  int i;
};

template <int K>
__global__ void knn_small_vector(const float2* __restrict__ qs, const float2* __restrict__ ps, float* __restrict__ kd, int* __restrict__ ki,
                                 int nq, int np) {
  int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q >= nq) return;
  float2 x = qs[q];
  small_vector<float, K> dist;
  small_vector<int, K> idx;
  small_vector<DistIdx, 1> last;
  for (int p = 0; p < np; ++p) {
    float2 y = __ldg(&ps[p]);
    float dx = x.x - y.x, dy = x.y - y.y;
    float d = dx * dx + dy * dy;
    if (dist.full() && d >= dist.back()) continue;
    int pos = dist.size();
    while (pos > 0 && dist[pos - 1] > d) --pos;
    if (dist.full()) {
      dist.pop_back();
      idx.pop_back();
    }
    dist.insert(pos, d);
    idx.insert(pos, p);
    last.clear();
    last.push_back(DistIdx{d, p});
  }
  for (int j = 0; j < K; ++j) {
    kd[q * K + j] = dist[j];
    ki[q * K + j] = idx[j];
  }
}

// Erase the odd-indexed neighbours, count what is left, then clear: the count of each query.
__global__ void erase_clear_counts(const int* __restrict__ ki, int* __restrict__ counts, int nq) {
  int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q >= nq) return;
  small_vector<int, 8> v;
  for (int j = 0; j < 8; ++j) v.push_back(ki[q * 8 + j]);
  for (int j = v.size() - 1; j >= 0; --j)
    if (v[j] & 1) v.erase(j);
  int left = v.size();
  int sum = 0;
  for (int j = 0; j < left; ++j) sum += v[j];
  v.clear();
  counts[q] = left * 100000 + (sum % 100000) + v.size();
}

template __global__ void knn_small_vector<8>(const float2*, const float2*, float*, int*, int, int);
