// @realcode a table-driven lexer as GPU JSON/log parsers write it: an enum class of lexer states and one of character classes, the 256-entry character-class map and the state-transition table built by constexpr functions into __constant__ arrays (std::array-like structs with constexpr operator[]), one thread per 128-byte chunk running the DFA from every possible start state at once (the "speculative" multi-state trick: a small array of current states advanced together), the chunks' state maps composed with a warp __shfl_up_sync scan of function compositions (transition functions as 8 packed 4-bit states in a uint32), and the tokens counted per class once the true start state of each chunk is known.
// @let CHUNKS = 1 << 18
// @let CL = 128
// @buf text u8[CHUNKS * CL] uniform(0, 256)
// @buf maps u32[CHUNKS] zero
// @buf counts u32[CHUNKS * 4] zero
// @launch make_text grid(cdiv(CHUNKS * CL / 4, 256)) block(256) args(text, i32(CHUNKS * CL / 4))
// @launch lex_chunks grid(CHUNKS / 32) block(32) args(text, maps, counts)
// @check maps exact
// @check counts exact
#include <cstdint>

enum class St : uint8_t { Start, Ident, Number, Frac, Str, StrEsc, Punct, Space, kCount };
enum class Cls : uint8_t { Letter, Digit, Dot, Quote, Backslash, Space, Sym, kCount };
constexpr int kStates = static_cast<int>(St::kCount), kClasses = static_cast<int>(Cls::kCount);
static_assert(kStates <= 8, "a transition function packs 8 states of 4 bits in 32 bits");

template <class T, int N> struct carray {
  T v[N];
  __host__ __device__ constexpr T &operator[](int i) { return v[i]; }
  __host__ __device__ constexpr const T &operator[](int i) const { return v[i]; }
};

constexpr Cls classify(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ? Cls::Letter
         : c >= '0' && c <= '9'                                      ? Cls::Digit
         : c == '.'                                                  ? Cls::Dot
         : c == '"'                                                  ? Cls::Quote
         : c == '\\'                                                 ? Cls::Backslash
         : c == ' ' || c == '\n' || c == '\t'                        ? Cls::Space
                                                                     : Cls::Sym;
}
constexpr carray<Cls, 256> make_classes() {
  carray<Cls, 256> t{};
  for (int c = 0; c < 256; ++c) t[c] = classify(c);
  return t;
}
constexpr St step(St s, Cls c) {
  switch (s) {
  case St::Str: return c == Cls::Quote ? St::Punct : c == Cls::Backslash ? St::StrEsc : St::Str;
  case St::StrEsc: return St::Str;
  case St::Ident: if (c == Cls::Letter || c == Cls::Digit) return St::Ident; break;
  case St::Number: if (c == Cls::Digit) return St::Number; if (c == Cls::Dot) return St::Frac; break;
  case St::Frac: if (c == Cls::Digit) return St::Frac; break;
  default: break;
  }
  switch (c) {
  case Cls::Letter: return St::Ident;
  case Cls::Digit: return St::Number;
  case Cls::Quote: return St::Str;
  case Cls::Space: return St::Space;
  default: return St::Punct;
  }
}
constexpr carray<uint8_t, kStates * kClasses> make_delta() {
  carray<uint8_t, kStates * kClasses> t{};
  for (int s = 0; s < kStates; ++s)
    for (int c = 0; c < kClasses; ++c) t[s * kClasses + c] = static_cast<uint8_t>(step(St(s), Cls(c)));
  return t;
}
__constant__ carray<Cls, 256> c_class = make_classes();
__constant__ carray<uint8_t, kStates * kClasses> c_delta = make_delta();

// Printable, token-shaped text from the random bytes.
__global__ void make_text(uint32_t *words, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const char alphabet[16] = {'a', 'q', 'Z', '_', '0', '7', '9', '.', '"', '\\', ' ', ' ', '\n', ',', '{', ':'};
  uint32_t w = words[i], o = 0;
  for (int b = 0; b < 4; ++b) o |= (uint32_t)(uint8_t)alphabet[(w >> (8 * b + 2)) & 15] << (8 * b);
  words[i] = o;
}

__device__ __forceinline__ uint32_t get4(uint32_t f, int s) { return (f >> (4 * s)) & 15; }
// (g after f)(s) = g(f(s)), both packed.
__device__ __forceinline__ uint32_t compose(uint32_t f, uint32_t g) {
  uint32_t r = 0;
#pragma unroll
  for (int s = 0; s < 8; ++s) r |= get4(g, get4(f, s)) << (4 * s);
  return r;
}

// A token starts at each entry into Ident, Number, Str or Punct from another state.
__device__ __forceinline__ int token_class(St from, St to) {
  if (to == from && to != St::Punct) return -1;
  switch (to) {
  case St::Ident: return 0;
  case St::Number: return 1;
  case St::Str: return from == St::StrEsc ? -1 : 2;
  case St::Punct: return from == St::Str ? -1 : 3;
  default: return -1;
  }
}

__global__ void __launch_bounds__(32) lex_chunks(const uint8_t *__restrict__ text, uint32_t *__restrict__ maps,
                                                 uint32_t *__restrict__ counts) {
  const int chunk = blockIdx.x * 32 + threadIdx.x;
  const uint8_t *p = text + (size_t)chunk * 128;
  // Pass 1: the chunk's transition function from every start state at once.
  uint8_t cur[kStates];
#pragma unroll
  for (int s = 0; s < kStates; ++s) cur[s] = (uint8_t)s;
  for (int k = 0; k < 128; k += 4) {
    const uint32_t w = __ldg(reinterpret_cast<const uint32_t *>(p + k));
#pragma unroll
    for (int b = 0; b < 4; ++b) {
      const int cls = static_cast<int>(c_class[(w >> (8 * b)) & 0xff]);
#pragma unroll
      for (int s = 0; s < kStates; ++s) cur[s] = c_delta[cur[s] * kClasses + cls];
    }
  }
  uint32_t f = 0;
#pragma unroll
  for (int s = 0; s < kStates; ++s) f |= (uint32_t)cur[s] << (4 * s);
  maps[chunk] = f;
  // Exclusive scan of compositions over the warp (each warp starts in St::Start).
  uint32_t incl = f;
  for (int off = 1; off < 32; off <<= 1) {
    uint32_t prev = __shfl_up_sync(0xffffffffu, incl, off);
    if ((int)threadIdx.x >= off) incl = compose(prev, incl);
  }
  uint32_t excl = __shfl_up_sync(0xffffffffu, incl, 1);
  St s = threadIdx.x == 0 ? St::Start : St(get4(excl, static_cast<int>(St::Start)));
  // Pass 2: the real run, counting tokens by class.
  uint32_t n[4] = {0, 0, 0, 0};
  for (int k = 0; k < 128; ++k) {
    St t = St(c_delta[static_cast<int>(s) * kClasses + static_cast<int>(c_class[p[k]])]);
    int c = token_class(s, t);
    if (c >= 0) ++n[c];
    s = t;
  }
  reinterpret_cast<uint4 *>(counts)[chunk] = make_uint4(n[0], n[1], n[2], n[3]);
}
