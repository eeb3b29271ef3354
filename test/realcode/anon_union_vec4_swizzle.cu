// @realcode A shader-style vec4 built from anonymous unions of anonymous structs (xyzw / rgba / an array / a float4), swizzled and blended per pixel; a packed RGBA8 colour is an anonymous union of a word and four bytes.
// @let N = 1 << 22
// @buf src f32[N * 4] uniform(0, 1)
// @buf tint f32[4] uniform(0.2, 1)
// @buf dst f32[N * 4] zero
// @buf packed u32[N] zero
// @launch shade_pixels grid(cdiv(N, 256)) block(256) args(src, tint, dst, packed, i32(N))
// @check dst abs=1e-6 rel=1e-6
// @check packed frac=1e-3 (a byte may round the other way where the blend lands within an ulp of a half step: the compilers may pair the fused multiply-adds differently)

struct Vec4 {
  union {
    struct { float x, y, z, w; };
    struct { float r, g, b, a; };
    float v[4];
    float4 f4;
  };
  __device__ Vec4() : f4(make_float4(0.f, 0.f, 0.f, 0.f)) {}
  __device__ explicit Vec4(float4 q) : f4(q) {}
  __device__ float &operator[](int k) { return v[k]; }
  __device__ Vec4 bgra() const { Vec4 o; o.r = b; o.g = g; o.b = r; o.a = a; return o; }
};

struct Rgba8 {
  union {
    unsigned word;
    struct { unsigned char r, g, b, a; };
  };
};

__device__ __forceinline__ unsigned char to_byte(float c) { return (unsigned char)__float2uint_rn(__saturatef(c) * 255.f); }

__global__ void shade_pixels(const float4 *__restrict__ src, const float *__restrict__ tint, float4 *__restrict__ dst,
                             unsigned *__restrict__ packed, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Vec4 c(src[i]);
  Vec4 t;
#pragma unroll
  for (int k = 0; k < 4; ++k) t[k] = tint[k];
  Vec4 s = c.bgra();
  Vec4 o;
#pragma unroll
  for (int k = 0; k < 3; ++k) o.v[k] = s.v[k] * t.v[k] * s.a + c.v[k] * (1.f - s.a);
  o.a = fmaxf(c.a, t.a);
  dst[i] = o.f4;
  Rgba8 p;
  p.r = to_byte(o.x); p.g = to_byte(o.y); p.b = to_byte(o.z); p.a = to_byte(o.w);
  packed[i] = p.word;
}
