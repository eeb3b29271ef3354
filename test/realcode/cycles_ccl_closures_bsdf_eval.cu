// @realcode A Blender-Cycles-style shading kernel in that code base's portability idiom: ccl_device/ccl_device_inline/ccl_device_noinline, ccl_private/ccl_global/ccl_restrict address-space macros that are empty or __restrict__ on CUDA, CCL_NAMESPACE_BEGIN/END, ccl_gpu_kernel/ccl_gpu_kernel_signature macros building extern "C" kernel_gpu_<name> entries with __launch_bounds__ (threads, min blocks), a ShaderData holding a fixed array of ShaderClosure slots that a bsdf_alloc hands out as (ccl_private T *) casts of a common SHADER_CLOSURE_BASE layout, closure setup functions returning SD_ flag bits, an enum ClosureType switch in the evaluation loop (Lambert diffuse, GGX microfacet reflection with Fresnel, an oren-nayar-like sheen), and a summed eval/pdf per shading point written as float4.
// @let N = 1 << 20
// @buf geom f32[N * 8] uniform(-1, 1)
// @buf mat f32[N * 4] uniform(0.05, 0.95)
// @buf out f32[N * 4] zero
// @launch kernel_gpu_shader_eval_bsdf grid(N / 256) block(256) args(geom, mat, out, i32(N))
// @check out abs=1e-5 rel=1e-4
#include <cstdint>

#define ccl_device __device__ __inline__
#define ccl_device_inline __device__ __inline__
#define ccl_device_forceinline __device__ __forceinline__
#define ccl_device_noinline __device__ __noinline__
#define ccl_private
#define ccl_global
#define ccl_restrict __restrict__
#define ccl_align(n) __align__(n)
#define CCL_NAMESPACE_BEGIN namespace ccl {
#define CCL_NAMESPACE_END }
#define ccl_gpu_kernel(block_num_threads, thread_num_registers) extern "C" __global__ void __launch_bounds__(block_num_threads, 2)
#define ccl_gpu_kernel_signature(name, ...) kernel_gpu_##name(__VA_ARGS__)
#define ccl_gpu_global_id_x() (blockIdx.x * blockDim.x + threadIdx.x)
#define M_1_PI_F (0.3183098861837067f)
#define M_PI_F (3.1415926535897932f)
#define MAX_CLOSURE 4

CCL_NAMESPACE_BEGIN

ccl_device_inline float3 operator*(const float3 a, const float f) { return make_float3(a.x * f, a.y * f, a.z * f); }
ccl_device_inline float3 operator+(const float3 a, const float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
ccl_device_inline float3 operator*(const float3 a, const float3 b) { return make_float3(a.x * b.x, a.y * b.y, a.z * b.z); }
ccl_device_inline float3 &operator+=(float3 &a, const float3 b) { return a = a + b; }
ccl_device_inline float dot(const float3 a, const float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
ccl_device_inline float len(const float3 a) { return sqrtf(dot(a, a)); }
ccl_device_inline float3 normalize(const float3 a) { float t = 1.0f / len(a); return a * t; }
ccl_device_inline float3 safe_normalize(const float3 a) { float t = len(a); return (t != 0.0f) ? a * (1.0f / t) : a; }
ccl_device_inline float saturatef(float a) { return fminf(fmaxf(a, 0.0f), 1.0f); }
ccl_device_inline float sqr(float a) { return a * a; }
ccl_device_inline float average(const float3 a) { return (a.x + a.y + a.z) * (1.0f / 3.0f); }

typedef enum ClosureType {
  CLOSURE_NONE_ID,
  CLOSURE_BSDF_DIFFUSE_ID,
  CLOSURE_BSDF_OREN_NAYAR_ID,
  CLOSURE_BSDF_MICROFACET_GGX_ID,
  NBUILTIN_CLOSURES
} ClosureType;

enum ShaderDataFlag { SD_BSDF = (1 << 0), SD_BSDF_HAS_EVAL = (1 << 1), SD_BSDF_NEEDS_LCG = (1 << 2) };

#define SHADER_CLOSURE_BASE \
  float3 weight;            \
  ClosureType type;         \
  float sample_weight;      \
  float3 N

typedef struct ccl_align(16) ShaderClosure {
  SHADER_CLOSURE_BASE;
  float data[6];
} ShaderClosure;

typedef struct DiffuseBsdf { SHADER_CLOSURE_BASE; } DiffuseBsdf;
typedef struct OrenNayarBsdf { SHADER_CLOSURE_BASE; float roughness; float a; float b; } OrenNayarBsdf;
typedef struct MicrofacetBsdf { SHADER_CLOSURE_BASE; float alpha_x, alpha_y, ior; } MicrofacetBsdf;
static_assert(sizeof(MicrofacetBsdf) <= sizeof(ShaderClosure), "closure too large");

typedef struct ShaderData {
  float3 N;
  float3 wi;
  int flag;
  int num_closure;
  int num_closure_left;
  ShaderClosure closure[MAX_CLOSURE];
} ShaderData;

ccl_device ccl_private ShaderClosure *closure_alloc(ccl_private ShaderData *sd, int size, ClosureType type, float3 weight) {
  (void)size;
  if (sd->num_closure_left == 0) return nullptr;
  ccl_private ShaderClosure *sc = &sd->closure[sd->num_closure];
  sc->type = type;
  sc->weight = weight;
  sd->num_closure++;
  sd->num_closure_left--;
  return sc;
}

ccl_device ccl_private ShaderClosure *bsdf_alloc(ccl_private ShaderData *sd, int size, float3 weight) {
  const float sample_weight = fabsf(average(weight));
  if (!(sample_weight >= 1e-4f)) return nullptr;
  ccl_private ShaderClosure *sc = closure_alloc(sd, size, CLOSURE_NONE_ID, weight);
  if (sc == nullptr) return nullptr;
  sc->sample_weight = sample_weight;
  return sc;
}

ccl_device int bsdf_diffuse_setup(ccl_private DiffuseBsdf *bsdf) {
  bsdf->type = CLOSURE_BSDF_DIFFUSE_ID;
  return SD_BSDF | SD_BSDF_HAS_EVAL;
}
ccl_device int bsdf_oren_nayar_setup(ccl_private OrenNayarBsdf *bsdf) {
  float sigma = bsdf->roughness;
  bsdf->type = CLOSURE_BSDF_OREN_NAYAR_ID;
  sigma = saturatef(sigma);
  float div = 1.0f / (M_PI_F + ((3.0f * M_PI_F - 4.0f) / 6.0f) * sigma);
  bsdf->a = 1.0f * div;
  bsdf->b = sigma * div;
  return SD_BSDF | SD_BSDF_HAS_EVAL;
}
ccl_device int bsdf_microfacet_ggx_setup(ccl_private MicrofacetBsdf *bsdf) {
  bsdf->alpha_x = saturatef(bsdf->alpha_x);
  bsdf->alpha_y = saturatef(bsdf->alpha_y);
  bsdf->type = CLOSURE_BSDF_MICROFACET_GGX_ID;
  return SD_BSDF | SD_BSDF_HAS_EVAL;
}

ccl_device float fresnel_dielectric_cos(float cosi, float eta) {
  float c = fabsf(cosi);
  float g = eta * eta - 1 + c * c;
  if (g > 0) {
    g = sqrtf(g);
    float A = (g - c) / (g + c);
    float B = (c * (g + c) - 1) / (c * (g - c) + 1);
    return 0.5f * A * A * (1 + B * B);
  }
  return 1.0f; // TIR
}

ccl_device float3 bsdf_diffuse_eval(ccl_private const ShaderClosure *sc, const float3 wi, const float3 wo, ccl_private float *pdf) {
  ccl_private const DiffuseBsdf *bsdf = (ccl_private const DiffuseBsdf *)sc;
  float cos_pi = fmaxf(dot(bsdf->N, wo), 0.0f) * M_1_PI_F;
  *pdf = cos_pi;
  return make_float3(cos_pi, cos_pi, cos_pi);
}

ccl_device float3 bsdf_oren_nayar_eval(ccl_private const ShaderClosure *sc, const float3 wi, const float3 wo, ccl_private float *pdf) {
  ccl_private const OrenNayarBsdf *bsdf = (ccl_private const OrenNayarBsdf *)sc;
  float nl = fmaxf(dot(bsdf->N, wo), 0.0f);
  float nv = fmaxf(dot(bsdf->N, wi), 0.0f);
  float t = dot(wo, wi) - nl * nv;
  if (t > 0.0f) t /= fmaxf(nl, nv) + 1e-8f;
  float is = nl * (bsdf->a + bsdf->b * t);
  *pdf = nl * M_1_PI_F;
  return make_float3(is, is, is);
}

ccl_device_noinline float3 bsdf_microfacet_ggx_eval(ccl_private const ShaderClosure *sc, const float3 wi, const float3 wo, ccl_private float *pdf) {
  ccl_private const MicrofacetBsdf *bsdf = (ccl_private const MicrofacetBsdf *)sc;
  const float alpha2 = bsdf->alpha_x * bsdf->alpha_y;
  const float3 N = bsdf->N;
  const float cosNI = dot(N, wi), cosNO = dot(N, wo);
  if (cosNI <= 0 || cosNO <= 0) { *pdf = 0.0f; return make_float3(0.0f, 0.0f, 0.0f); }
  const float3 H = normalize(wi + wo);
  const float cosNH = dot(N, H);
  const float D = alpha2 * M_1_PI_F / sqr(1.0f + (alpha2 - 1.0f) * sqr(cosNH));
  const float lambdaI = 0.5f * (sqrtf(1.0f + alpha2 * (1.0f - sqr(cosNI)) / sqr(cosNI)) - 1.0f);
  const float lambdaO = 0.5f * (sqrtf(1.0f + alpha2 * (1.0f - sqr(cosNO)) / sqr(cosNO)) - 1.0f);
  const float G = 1.0f / (1.0f + lambdaI + lambdaO);
  const float F = fresnel_dielectric_cos(dot(H, wi), bsdf->ior);
  *pdf = D / (4.0f * cosNI * (1.0f + lambdaI));
  const float v = F * D * G / (4.0f * cosNI);
  return make_float3(v, v, v);
}

ccl_device_inline float3 bsdf_eval(ccl_private const ShaderData *sd, ccl_private const ShaderClosure *sc, const float3 wo, ccl_private float *pdf) {
  switch (sc->type) {
  case CLOSURE_BSDF_DIFFUSE_ID: return bsdf_diffuse_eval(sc, sd->wi, wo, pdf);
  case CLOSURE_BSDF_OREN_NAYAR_ID: return bsdf_oren_nayar_eval(sc, sd->wi, wo, pdf);
  case CLOSURE_BSDF_MICROFACET_GGX_ID: return bsdf_microfacet_ggx_eval(sc, sd->wi, wo, pdf);
  default: *pdf = 0.0f; return make_float3(0.0f, 0.0f, 0.0f);
  }
}

ccl_device void svm_node_closures(ccl_private ShaderData *sd, ccl_global const float *ccl_restrict m) {
  const float base = m[0], rough = m[1], metal = m[2], sheen = m[3];
  const float3 color = make_float3(base, 0.5f * (base + rough), 1.0f - base);
  if (ccl_private DiffuseBsdf *bsdf = (ccl_private DiffuseBsdf *)bsdf_alloc(sd, sizeof(DiffuseBsdf), color * (1.0f - metal))) {
    bsdf->N = sd->N;
    sd->flag |= bsdf_diffuse_setup(bsdf);
  }
  if (sheen > 0.3f) {
    if (ccl_private OrenNayarBsdf *bsdf = (ccl_private OrenNayarBsdf *)bsdf_alloc(sd, sizeof(OrenNayarBsdf), make_float3(sheen, sheen, sheen) * 0.5f)) {
      bsdf->N = sd->N;
      bsdf->roughness = rough;
      sd->flag |= bsdf_oren_nayar_setup(bsdf);
    }
  }
  if (ccl_private MicrofacetBsdf *bsdf = (ccl_private MicrofacetBsdf *)bsdf_alloc(sd, sizeof(MicrofacetBsdf), make_float3(metal, metal, metal))) {
    bsdf->N = sd->N;
    bsdf->alpha_x = sqr(rough);
    bsdf->alpha_y = sqr(rough) * (1.0f - 0.5f * sheen);
    bsdf->ior = 1.0f + base;
    sd->flag |= bsdf_microfacet_ggx_setup(bsdf);
  }
}

ccl_gpu_kernel(256, 64) ccl_gpu_kernel_signature(shader_eval_bsdf, ccl_global const float *ccl_restrict geom, ccl_global const float *ccl_restrict mat, ccl_global float4 *ccl_restrict output, const int work_size) {
  const int i = ccl_gpu_global_id_x();
  if (i >= work_size) return;
  ccl_global const float *g = geom + (size_t)i * 8;
  ShaderData sd;
  sd.N = safe_normalize(make_float3(g[0], g[1], fabsf(g[2]) + 0.2f));
  sd.wi = safe_normalize(make_float3(g[3], g[4], fabsf(g[5]) + 0.1f));
  const float3 wo = safe_normalize(make_float3(g[6], g[7], 0.7f));
  sd.flag = 0;
  sd.num_closure = 0;
  sd.num_closure_left = MAX_CLOSURE;
  svm_node_closures(&sd, mat + (size_t)i * 4);

  float3 eval = make_float3(0.0f, 0.0f, 0.0f);
  float sum_pdf = 0.0f, sum_sample_weight = 0.0f;
  for (int c = 0; c < sd.num_closure; c++) {
    ccl_private const ShaderClosure *sc = &sd.closure[c];
    float pdf = 0.0f;
    float3 e = bsdf_eval(&sd, sc, wo, &pdf);
    eval += e * sc->weight;
    sum_pdf += pdf * sc->sample_weight;
    sum_sample_weight += sc->sample_weight;
  }
  output[i] = make_float4(eval.x, eval.y, eval.z, sum_sample_weight > 0.0f ? sum_pdf / sum_sample_weight : 0.0f);
}

CCL_NAMESPACE_END
