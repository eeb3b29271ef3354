//===- curand_kernel.h - cuRAND's device API, Kiln's implementation --------===//
// (Over 800 lines: one header, as cuRAND's: two generators, their skip-ahead, distributions.)
// The names, types and sequences of the CUDA toolkit's <curand_kernel.h> for
// the XORWOW (curandState, the default) and Philox4_32_10 generators, written
// for kilnc from the published algorithms: XORWOW is Marsaglia's xorshift
// with a Weyl counter ("Xorshift RNGs", J. Stat. Softw. 8(14), 2003), Philox
// is Salmon et al.'s counter-based generator ("Parallel random numbers: as
// easy as 1, 2, 3", SC'11). State layouts, seeding, subsequence spacing
// (2^67 for XORWOW, 2^66 for Philox), the uniform/normal/log-normal
// conversions and Box-Muller's float and double arithmetic are cuRAND's, so a
// kernel draws the same numbers, bit for bit, as with nvcc.
//
// XORWOW's skip-ahead: the toolkit multiplies the state by precomputed
// 160x160 GF(2) jump matrices (megabytes of tables). Here a jump of n steps is
// the polynomial x^n mod P (P: the register's characteristic polynomial)
// applied to the step map by Horner's rule, one polynomial per non-zero
// hexadecimal digit of n, so the tables are 2 x 240 five-word polynomials
// (9.6 KB; scripts/gen-xorwow-jumps.py computes them and checks them against
// plain stepping); the resulting state is the same linear map, hence
// identical. Cost per non-zero hex digit of the subsequence/offset: 160
// register steps (a thread id below 2^20: at most 5).
//
// Not provided (their functions are declared unavailable, with what to use):
// MRG32k3a, MTGP32, Sobol, Poisson and discrete distributions.
//
//===----------------------------------------------------------------------===//
#ifndef CURAND_KERNEL_H_
#define CURAND_KERNEL_H_
// The toolkit's sub-headers, all of which this one replaces.
#define CURAND_PHILOX4X32_X__H_
#define CURAND_UNIFORM_H_
#define CURAND_NORMAL_H_
#define CURAND_LOGNORMAL_H_
#define CURAND_GLOBALS_H

// The host API's header, for the few types the device API shares with it; its
// three typedefs here when no toolkit is installed (a repeated typedef is legal).
#if __has_include(<curand.h>)
#include <curand.h>
#else
typedef unsigned int curandDirectionVectors32_t[32];
typedef unsigned long long curandDirectionVectors64_t[64];
typedef struct curandDiscreteDistribution_st *curandDiscreteDistribution_t;
#endif

#if !defined(QUALIFIERS)
#define QUALIFIERS static __forceinline__ __device__
#endif

#define MAX_XOR_N (5)
#define SKIPAHEAD_BLOCKSIZE (4)
#define SKIPAHEAD_MASK ((1 << SKIPAHEAD_BLOCKSIZE) - 1)
#define CURAND_2POW32 (4294967296.f)
#define CURAND_2POW32_DOUBLE (4294967296.)
#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CURAND_2PI (6.2831855f)
#define CURAND_2POW53_INV_2PI_DOUBLE (1.1102230246251565e-16 * 6.2831853071795860)
#define CURAND_PI_DOUBLE (3.1415926535897932)
#define CURAND_2PI_DOUBLE (6.2831853071795860)
#define CURAND_SQRT2 (-1.4142135f)
#define CURAND_SQRT2_DOUBLE (-1.4142135623730951)

#define EXTRA_FLAG_NORMAL 0x00000001
#define EXTRA_FLAG_LOG_NORMAL 0x00000002

#define PHILOX_W32_0 (0x9E3779B9)
#define PHILOX_W32_1 (0xBB67AE85)
#define PHILOX_M4x32_0 (0xD2511F53)
#define PHILOX_M4x32_1 (0xCD9E8D57)

#define __KILN_CURAND_UNSUPPORTED(what)                                                     \
  __attribute__((unavailable(what " is not supported by kilnc's <curand_kernel.h>; use "    \
                                  "curandState (XORWOW) or curandStatePhilox4_32_10_t")))

//===----------------------------------------------------------------------===//
// State types (the toolkit's layouts, so sizeof and host-side allocation agree)
//===----------------------------------------------------------------------===//

struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

struct curandStatePhilox4_32_10 {
  uint4 ctr;
  uint4 output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

struct curandStateMRG32k3a {
  unsigned int s1[3];
  unsigned int s2[3];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

struct curandStateSobol32 {
  unsigned int i, x, c;
  unsigned int direction_vectors[32];
};
typedef struct curandStateSobol32 curandStateSobol32_t;
struct curandStateScrambledSobol32 {
  unsigned int i, x, c;
  unsigned int direction_vectors[32];
};
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
struct curandStateSobol64 {
  unsigned long long i, x, c;
  unsigned long long direction_vectors[64];
};
typedef struct curandStateSobol64 curandStateSobol64_t;
struct curandStateScrambledSobol64 {
  unsigned long long i, x, c;
  unsigned long long direction_vectors[64];
};
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;

//===----------------------------------------------------------------------===//
// XORWOW
//===----------------------------------------------------------------------===//

// Generated by scripts/gen-xorwow-jumps.py: x^(d * 16^i) and x^(2^67 * d * 16^i)
// modulo the register's characteristic polynomial (d = 1..15, i = 0..15; i major),
// bit j of a polynomial's five words being the coefficient of x^j.
static __device__ const unsigned int __kiln_xorwow_jump_offset[16 * 15 * 5] = {
    0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000008u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000010u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000020u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000040u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000080u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000100u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000200u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000400u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000800u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00001000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00002000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00004000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00008000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00010000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00010000u, 0x00000000u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00000001u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00010000u, 0x00000000u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00000000u, 0x00010000u, 0x00000000u,
    0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u,
    0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00010000u,
    0x00060001u, 0x08610030u, 0x00062121u, 0x0f3c0035u, 0x00000f0eu,
    0x00010000u, 0x00300006u, 0x21210861u, 0x00350006u, 0x0f0e0f3cu,
    0x22240f0eu, 0x5d491121u, 0x2baa2084u, 0x0f6f0337u, 0x0f690035u,
    0x2c780f69u, 0x61293994u, 0x0211f679u, 0x096a02d7u, 0x00620007u,
    0x0e250062u, 0x3d362618u, 0xf7394f08u, 0x342f099bu, 0x00053534u,
    0x007c0005u, 0x0ffd0ed5u, 0x4f169893u, 0x3a57f7d8u, 0x35340719u,
    0xbebd3534u, 0x7064f5bcu, 0x20be29ebu, 0x536d5b32u, 0x063a0069u,
    0x9df022beu, 0x4c2ee09fu, 0x0939c7c8u, 0xe711c2f8u, 0xc6f135aeu,
    0xf6ebde80u, 0xf85bf4ebu, 0x21f85da2u, 0x6d9334b2u, 0x321c1443u,
    0xed64ec08u, 0xafc48684u, 0xd81c59eeu, 0x1640314fu, 0x2bf0ccefu,
    0x989de3a1u, 0xa4871faeu, 0xa6a6d66cu, 0x107a1635u, 0x306e4d1cu,
    0xf6bca358u, 0x6e184a1fu, 0x2a10aa7fu, 0xe416cf4du, 0x7e64bbeeu,
    0x269377a0u, 0x06d858bdu, 0x397dbf19u, 0x1124388bu, 0xc328ce38u,
    0x16ade0a0u, 0x3ff6a2d3u, 0x4746bd83u, 0x2e65a497u, 0x263e40a4u,
    0x14c74ddau, 0x6f5b96c1u, 0xc83892f3u, 0xba394e41u, 0xc680ed27u,
    0xbde2457fu, 0x6f3afc59u, 0xc4fdd45eu, 0x8ca8fc1cu, 0x67fb2035u,
    0x3f90ec74u, 0x9c10808cu, 0x929ff78bu, 0x2d15690fu, 0xd8624862u,
    0x1bd46d47u, 0xde8d885du, 0x289b68b8u, 0xf9b2d665u, 0xd7845849u,
    0x52c9b423u, 0xad60347bu, 0x4677acb0u, 0xbc6f40aau, 0x1b208bf8u,
    0x64d9a90au, 0x8178d04fu, 0x3f162b71u, 0xfd5efa33u, 0x92dfa139u,
    0xe0a83a11u, 0x17b02d4du, 0xeb9aae7eu, 0xa4eda68au, 0x8dbd2fafu,
    0x9d10e028u, 0xee56d79cu, 0xfb1b3286u, 0x0f747418u, 0x26f9476du,
    0x284e9f80u, 0x95328d41u, 0x97ec0360u, 0x1e655d95u, 0x60a9306fu,
    0x1d5c9f77u, 0xb614e238u, 0xe78e6fa0u, 0x0f435fe3u, 0xf9493fcdu,
    0x3f490634u, 0x9ae593fcu, 0x1a95bb6bu, 0xda10a3fcu, 0xa3abaf54u,
    0xbed7570au, 0xa20f6e6eu, 0xe621e5a0u, 0x6efe28e5u, 0x8433092au,
    0xbee25476u, 0x18034cfdu, 0x8f72c0aau, 0x74d333b7u, 0xdf68532bu,
    0xa9d70dd1u, 0x8f604c8bu, 0xdbc1b829u, 0xc6b0b8a4u, 0x6967f69au,
    0xa80ecea0u, 0x392ca981u, 0x191e801eu, 0xceb66042u, 0x2f4edc3fu,
    0x7e581632u, 0xba834580u, 0xc3d69310u, 0xf4df01e2u, 0x124d0c8cu,
    0xccc02d10u, 0x567ddf2bu, 0x484ff291u, 0x927b4a26u, 0xfc338444u,
    0x230a478eu, 0xc3f455dau, 0x4694d974u, 0x8b7fab75u, 0x3059ba75u,
    0xc17e39c3u, 0xedc9dffbu, 0xf6e31da4u, 0xe3cf0f98u, 0x0379838du,
    0xf289b2ecu, 0x22344319u, 0x6bb91903u, 0x7631dd6eu, 0x5bda2b31u,
    0xdadfd6f9u, 0x3d399122u, 0xf7849d55u, 0x6847c2c7u, 0x5df31f83u,
    0x682fe85eu, 0x7c329910u, 0xc64071d6u, 0xfc6e357du, 0x521314fau,
    0xfb9680e9u, 0xbdaba0b2u, 0x3986540fu, 0x23fe6cccu, 0x0994e82fu,
    0x4d53badbu, 0x3e30e97du, 0x19abbaf6u, 0x5cd52f87u, 0x98663641u,
    0xc55810c0u, 0xc19e6090u, 0x2a415f0bu, 0xa70dfb6cu, 0xd800dfbdu,
    0x32da6db4u, 0x80135829u, 0x3abd4734u, 0x2060c3f9u, 0x38b2dd97u,
    0x46dea810u, 0x13ef8a75u, 0x63679b11u, 0xbe8c88c4u, 0xcaf445f9u,
    0xa69d6e49u, 0x5aa00101u, 0x9bbe38b6u, 0x7686c29bu, 0x631732eeu,
    0x9e034c8du, 0x85ea19cfu, 0xf0f8a4fdu, 0xd0550085u, 0xc7823124u,
    0xbd3a57bdu, 0x066101a8u, 0x0b4f188eu, 0x16890623u, 0x8bf58771u,
    0x844e0dd8u, 0x4f6f7818u, 0xe32f8749u, 0x00e0d6f6u, 0xc1c8a4afu,
    0x6425d0e6u, 0x35a2d57fu, 0xbc585b98u, 0x5c8ae211u, 0xb4bd35d3u,
    0xd4fef9ffu, 0x6b9fdddeu, 0xf0bf5e04u, 0xf76658b0u, 0xc0bb3072u,
    0x6c3ac952u, 0x9cc67bf5u, 0x331a4ca9u, 0x24019d9cu, 0x7cf8f600u,
    0x3f9a8817u, 0x4dffe92au, 0x8b638094u, 0x323c684eu, 0x78668e55u,
    0xd114b203u, 0xc93efb71u, 0x5b9e1121u, 0x6ffaf086u, 0x7d43e532u,
    0x0404c0a5u, 0x46575e6du, 0xac96e7f7u, 0x1750ca0cu, 0x9da07205u,
    0x0c5b636fu, 0x4407a814u, 0x60204515u, 0x5bd4dbd2u, 0x2509eeb5u,
    0xa87f2bfeu, 0x0143dfcbu, 0x4b5142bau, 0xfd21a24bu, 0x3dac4527u,
    0xc7b2535eu, 0xddbb5a69u, 0x366df4dcu, 0xae05da7bu, 0xfe660265u,
    0x21e9179du, 0x2b57aa94u, 0x5f06e1fcu, 0x6735dc98u, 0x9aa0181fu,
    0xf85bc391u, 0x2d8064c3u, 0x8e25944au, 0x37deb694u, 0x33a8b5eau,
    0x83d11456u, 0x3d223d2fu, 0x3e18d6e1u, 0x0c5cf940u, 0xea5934a1u,
    0x219e0adau, 0x54860cefu, 0x3b6835f4u, 0x34d1d8d3u, 0x44322475u,
    0x4a85a684u, 0x2ff777f0u, 0x8e58b0edu, 0xd4e84a39u, 0x6d37f6a0u,
    0x455c53c1u, 0x8877d466u, 0x4410a778u, 0xc836a9c5u, 0xdf3a1981u,
    0x0397317bu, 0xf5a122f3u, 0xedb1c8b3u, 0x71777e40u, 0xce4e28afu,
    0x06f9d6c0u, 0x9cacb694u, 0x4068aa9du, 0x57d7b621u, 0xbf7678bbu,
    0x9a979d93u, 0x957e035bu, 0xa40ab1ddu, 0xf499cf66u, 0xa70691e1u,
    0xeff7d0d3u, 0x8bb695ecu, 0xe8d62708u, 0x958b8d32u, 0x2608b64eu,
    0xddc3916eu, 0x9f7ea985u, 0x3dfc97a6u, 0xdc0c1fd1u, 0x03d0c504u,
    0x8c88f671u, 0x7cd69c9du, 0xc697511cu, 0x9e4d7b74u, 0xfe61b840u,
    0x793adf2bu, 0x3d3e75c8u, 0x0b091758u, 0x9deb3f50u, 0xbcd116ecu,
    0x89c7a15du, 0x43629d41u, 0x8a870ba5u, 0xa7916f56u, 0x9db15489u,
    0xde88f3afu, 0x11038546u, 0x454b68e1u, 0x4a3bf369u, 0xaa529a8eu,
    0xfa8fc346u, 0x694921b1u, 0xf2bd4c48u, 0x8b05ae1bu, 0x2de7aee2u,
    0x9fb5f636u, 0xaf64bfdcu, 0x12a18ad8u, 0xb5afacd4u, 0x8e4f2cc2u,
    0x6c658749u, 0x993b9610u, 0x2b861c9eu, 0x7ea4f288u, 0xdba72956u,
    0xe0df4d73u, 0x9d5e5b31u, 0x103eb577u, 0x2a8287dbu, 0x3fd0704bu,
    0xbc1bc6b9u, 0xd73ea395u, 0xfbdd753du, 0xe45dbacdu, 0x7b16eae0u,
    0x05578f1au, 0xfbab97b2u, 0xd3b24646u, 0x4a386f02u, 0x8b1f4ee5u,
    0xd74039ebu, 0x0d9bc714u, 0x25c58ac2u, 0xce40e46cu, 0xaf4965bfu,
    0x350c3cb1u, 0x7d7e2e6au, 0xa8166b38u, 0xa9d94a27u, 0x1efdc9bfu,
    0x72b013cdu, 0x8e793909u, 0xfdc92af8u, 0x84af6278u, 0xfbd15376u,
    0x22bf3c09u, 0x2d4ef729u, 0xb1ba5922u, 0x1f17c8c8u, 0xde2ffee3u,
    0x304c6c4fu, 0xb97fdc33u, 0x493f290du, 0x78a09f08u, 0x2a6019dfu,
    0xb4877221u, 0xa770e7a2u, 0x0ae54363u, 0x7e01d617u, 0xd08c21cfu,
    0xf144e1f3u, 0xb9b4b3c4u, 0x8222f622u, 0x9072105au, 0x66083550u,
    0xd88a6c5eu, 0x9ac20a72u, 0x209ef9a8u, 0xe8e4fd8au, 0x1ec855a5u,
    0xd5d879c1u, 0xad7616b9u, 0x44f8d254u, 0x0fdb7fb7u, 0x5c443a62u,
    0xbd734cf1u, 0x9254a905u, 0xfb38236du, 0x11e62fd3u, 0xf9e7d21eu,
    0x67ad4622u, 0x48dc0906u, 0x74f16837u, 0x46eb9a64u, 0x77a6e0b3u,
    0xba455f97u, 0x5e0364a9u, 0x8bb27a18u, 0xcb357199u, 0x4d3b489bu,
    0x0a49b042u, 0x2d1f8aaeu, 0x05c4d960u, 0xb05476f0u, 0xf9007b85u,
    0x8d333839u, 0x69fed6dfu, 0x79338fdeu, 0xa38a8714u, 0x0e538bcau,
    0xb31cac80u, 0x4419935cu, 0xf13d63c1u, 0x85970937u, 0x43ddce5du,
    0x09b3a1d1u, 0x5c6ee36du, 0x869ed178u, 0x1626ee37u, 0xc6465d93u,
    0x55af4e78u, 0x111fbe79u, 0x2998e739u, 0x584d1a56u, 0x450766bcu,
    0x94ef31ecu, 0x0a4ccb15u, 0xa56b4e14u, 0xb6b7aa03u, 0x75691669u,
    0x1ec85a99u, 0xf8d98efdu, 0x67463548u, 0x3b52a27bu, 0xf11c85f6u,
    0xf11b4a58u, 0xc203f329u, 0x0f103623u, 0xac9ddf4eu, 0xb3ffb021u,
    0x21c7a724u, 0x894b7a0bu, 0xb3738560u, 0x68d76faau, 0xef9e1d2eu,
    0x943999e4u, 0xc05db913u, 0x4e4010f3u, 0x9b865d3du, 0x0fd64174u,
    0x13da6451u, 0x4f1636fau, 0x6e523e62u, 0xac374f44u, 0x69a2e37fu,
    0xbcf00bb9u, 0xa9b47f13u, 0xbc68258du, 0x692e0cabu, 0xad2f001cu,
    0x19eb1bbbu, 0xbaea3750u, 0x0fa8f206u, 0xd49dd019u, 0x9b3bccafu,
    0x7f29bf62u, 0xe191c9deu, 0xc2349966u, 0x0c031eabu, 0x9976a209u,
    0xf55bb497u, 0x5aa8d4c4u, 0x808a0fdau, 0x5649e4bfu, 0xf13632a5u,
    0xf0bf6058u, 0x87d3ae30u, 0xc9fc42f7u, 0x20306fb5u, 0xb5e28365u,
    0x013e4fc6u, 0x8fb0b988u, 0xbad0233bu, 0x63941ad7u, 0xf5f02d75u,
    0x5cc6dfa6u, 0x2217177cu, 0x4e456272u, 0xc08846d4u, 0xdadc7fd8u,
    0x71b7aeb7u, 0xc8180927u, 0x4df326a0u, 0x2fc3b8a5u, 0x4b706784u,
    0x3a128395u, 0x07d6b679u, 0xf3cddfcdu, 0xe7f13913u, 0xcd4049cdu,
    0xd5af15e1u, 0x1b246f90u, 0xfa7a0d28u, 0x7ef5198eu, 0xff745f4fu,
    0xb5db6556u, 0x216dea8du, 0x1e9ec8f7u, 0xd10469beu, 0x0836ac02u,
    0x25a4fc4eu, 0x5eeab328u, 0x0daa3398u, 0x057f351du, 0x4cdceed2u,
    0xc63d4893u, 0x12ed6805u, 0x5b43ec79u, 0x33272b3au, 0x735a6ea5u,
    0xc97b5642u, 0x2ebac13du, 0xbfe04058u, 0x2c6a7132u, 0x576780a5u,
    0x4add1023u, 0x5f64e54eu, 0xb0c250a8u, 0xcf4bd212u, 0x9a873149u,
    0x903caa90u, 0x5c5f338bu, 0xd1a6c65bu, 0xcb6ea012u, 0xb644b1f4u,
    0x0ac5eea9u, 0xa37bfcd3u, 0x790ec91du, 0xba339dbcu, 0xc83db5cdu,
    0x4da5148au, 0xa90e0648u, 0x715ea0c8u, 0x30363706u, 0x1e0d4c32u,
    0xd3fd3a12u, 0x9ea33dc7u, 0x20f168cdu, 0xec5a477du, 0xbf9fe144u,
    0x929ae1f1u, 0x3cfa0a10u, 0x14371df8u, 0xb5fccf43u, 0xb7cd39b6u,
    0x67dd06cbu, 0xcbfe08ecu, 0xf64e2fa5u, 0x75fe23cfu, 0x0fc09983u,
    0x8bd93319u, 0x4c156201u, 0xa5a9668du, 0x0686b64du, 0x335ba6c7u,
    0x7b3902ceu, 0x7fc0693au, 0x57612aebu, 0xe16ec5d4u, 0x32dc648fu,
    0xc78f8e2cu, 0xe31c872eu, 0xe50b1397u, 0x57b88eceu, 0x6a7a1be0u,
    0x425efe5fu, 0xa0e1ca0cu, 0xa762c200u, 0x9be7939fu, 0x7bf2caa9u,
    0xae1a233au, 0xcc972cfdu, 0x72ae27eeu, 0x7a639e12u, 0xd219bda3u,
    0x5b6e0f17u, 0x4cc671eeu, 0xe5b554f6u, 0xbdad286au, 0x7819bd52u,
    0x0d73ad17u, 0x37b5bef0u, 0x0ddad717u, 0x0d2e67e8u, 0x3654b0d9u,
    0xa33b53ffu, 0x1ce9360du, 0x4727f89bu, 0x05eacbcdu, 0x01632278u,
    0x9aee97cbu, 0x0de7db52u, 0x74719fdau, 0x51b8e04bu, 0x959e9904u,
    0xc8cfe7eau, 0x9233bce8u, 0xa614d7adu, 0xf4e7f870u, 0x40bc931cu,
    0x22b4f98cu, 0xd23a7f5au, 0x8d420eddu, 0xeadda806u, 0xcfd2a002u,
    0x5cd73ec7u, 0x4ede10c9u, 0x505a46ddu, 0xfac30e2du, 0xdbd18bfbu,
    0x61100da0u, 0x27f1bf0du, 0xd6e02a4du, 0x0e277e3cu, 0xde09244eu,
    0x0b2425d2u, 0x946279edu, 0x0aaa93a0u, 0xf64d73bbu, 0xab2e2bf5u,
    0x817ef0ebu, 0xd19e838eu, 0xb26e9dc8u, 0xf5ba04fbu, 0x8adf73e9u,
    0x7c924315u, 0x85f36934u, 0xcb57a05cu, 0xc291d7b1u, 0x59242a4au,
    0x5fa8d88bu, 0xede1c5f4u, 0x5dba2accu, 0x838e91f0u, 0xace597f2u,
    0xe745429au, 0x080d4a35u, 0xc68b7d24u, 0xfeaa993eu, 0x1862df75u,
    0x39399706u, 0x4efbe9e1u, 0xc41aed18u, 0x53a5c370u, 0x29cf779eu,
    0x3d27a803u, 0xa3a4cc7au, 0x9be206fbu, 0x666b6014u, 0xe558ae8fu,
    0x8c6fcf63u, 0x2df5745eu, 0xc1485ffcu, 0xc1fbf458u, 0xc0d9094cu,
    0x0615e631u, 0xb1ec6c62u, 0xae218b30u, 0xe80ee6c9u, 0xa317370cu,
    0xf66ad52bu, 0x3ab8e3d7u, 0x1e8352a4u, 0xe44a8605u, 0x6c106869u,
    0x480973c1u, 0xb4f4959eu, 0x173d230au, 0x6f15e08eu, 0xf07c940eu,
    0x346e49bbu, 0x7f4d81c1u, 0x5b4a5fafu, 0xed3a0693u, 0x2d8bc40du,
    0x79a31c08u, 0xc28d5d18u, 0x91649708u, 0x8b1bb8f8u, 0xf9158a86u,
    0x680a8d3cu, 0x45fe44a2u, 0xb0cfcb9eu, 0x3a277096u, 0x8607f5e0u,
    0xa1402796u, 0x63f912aau, 0x6f1d329du, 0x82c22332u, 0x37fdaf5au,
    0x62582187u, 0x5ff1b9a8u, 0x50501044u, 0x3ec7d7fcu, 0xe2f0d4bbu,
    0x8e346bedu, 0x85425fb6u, 0xbcd60f3au, 0x4d16f104u, 0xff233c77u,
    0xf101e3e9u, 0x31bab20eu, 0x4a59a128u, 0xf42ba7c8u, 0x649c0bd2u,
    0x1e169762u, 0xcaee35d2u, 0xcb01ec21u, 0x527f7b00u, 0x220d59c4u,
    0x5acafae2u, 0x4db52269u, 0xbe199545u, 0xe2b1a8e7u, 0xce0e043au,
    0x872217a7u, 0xdf5593e4u, 0xabc756b2u, 0x04eb8d9cu, 0xd8789c72u,
    0xb2d92887u, 0x810a9f36u, 0x69a43df5u, 0xc38dc9a4u, 0x40d85501u,
    0x8532da36u, 0x0a070cf9u, 0x952293c1u, 0x1428f222u, 0xcf48b970u,
    0xd44f4a83u, 0xd44b8810u, 0x2404dc35u, 0xb12c8729u, 0xf42fc32au,
    0x670f870eu, 0xa7bb9766u, 0xef013c78u, 0xeb4a1373u, 0x256f3323u,
    0x9d89e990u, 0x682dbe05u, 0xc85ca267u, 0x2cbf3ed6u, 0xfd2d1a54u,
    0x8bb0929eu, 0x48c21317u, 0xb8ed359du, 0xc85d39f6u, 0x2bbd6f83u,
    0xf333af18u, 0x3b4e266bu, 0xa872663eu, 0x3888cd82u, 0x4daf13ecu,
    0x8c96332au, 0x06bebce0u, 0x3d3b9151u, 0x7df5c85du, 0x93f81fa7u,
    0xbab07f2eu, 0x8927962bu, 0xcaa7a3e8u, 0x25a23920u, 0x0e062559u,
    0x6f272270u, 0x288b0139u, 0xb1d5bbbcu, 0x051df98du, 0x68360b3eu,
    0x304ad7f4u, 0x3728f391u, 0xbf3ca967u, 0xc7b1330du, 0x264c2cbdu,
    0x2c9eaf8du, 0x9c378b62u, 0xc9a66c0cu, 0x510d2b56u, 0x25c5538du,
    0xc4566c10u, 0xb20decc3u, 0x6d49d157u, 0x50749ef6u, 0xeef568aeu,
    0xb1176ddcu, 0x94ba76f4u, 0x32819515u, 0x0c6b3346u, 0xebd503bau,
    0x6181fa79u, 0x7c4ca0c1u, 0x3edfb21au, 0xfc6dffd5u, 0x5927dfb4u,
    0x111a8381u, 0x37fb0a17u, 0x92a54fcfu, 0xe69d5febu, 0xd77f8a94u,
    0x63b281a4u, 0x209e4a04u, 0x60b2c2eeu, 0xa634d801u, 0x98c0e648u,
    0x5f05faafu, 0xc333256fu, 0xe67083c4u, 0x1b10876au, 0x723c9402u,
    0x75689dc9u, 0x036bf3a9u, 0x64ce979cu, 0x3bdff14fu, 0x51e43048u,
    0x42defd6du, 0xde992014u, 0x478a54ffu, 0x7802d9cbu, 0xb6d27a79u,
    0xa84367a3u, 0x26134b0bu, 0x35521be0u, 0xef896efcu, 0x01c806cdu,
    0xef06fe75u, 0xefd6d1d8u, 0x09319075u, 0x69d568f5u, 0x5b2bd898u,
    0xc786db70u, 0x953fd235u, 0xdf324f3bu, 0xb8ba0fdbu, 0xe4770f74u,
    0x1c00a64bu, 0xe8852419u, 0x1cf5ef8eu, 0x9e7166eau, 0xf605b1b0u,
    0x651028fbu, 0x405b7a19u, 0x13ec8540u, 0x5b99d240u, 0x234589a2u,
    0x51c810c4u, 0xfacd06d9u, 0xe3a66475u, 0x81ae21e0u, 0x6418d45cu,
    0x40958a2au, 0xf767456au, 0xc7c68ccbu, 0x1aefa08du, 0x21e25bb8u,
    0x2a152840u, 0x8b283af9u, 0xef387421u, 0xc7e4196au, 0x8d21bb23u,
    0x4a1fb2b5u, 0x23d5e676u, 0x5ab481e8u, 0x9be44d26u, 0xe0a3c9bfu,
    0x39ec7c96u, 0xf0b04990u, 0x92f17bfau, 0xa78d537au, 0x129a8118u,
    0xb3ccb6d2u, 0x248ec05fu, 0xffff97b3u, 0x073495c3u, 0x5513842fu,
    0x9dfd659au, 0xb0095ab5u, 0x0777da2fu, 0xec800d90u, 0x4b8edcccu,
    0x30619bb2u, 0x2ebb8cf7u, 0x102de5c9u, 0xd91bde91u, 0xdb6d4c42u,
    0xf05ae255u, 0xc4df4ca0u, 0xf032420cu, 0xf44ae9f0u, 0xe0298de2u,
    0xf9b9947bu, 0x7326e30au, 0x3366c775u, 0x91d00e4cu, 0x86c178ccu,
    0xddb234f5u, 0xaa3fb963u, 0x88dd302fu, 0x3913d013u, 0x7d5cd594u,
    0x02308bc9u, 0xdbe74deeu, 0xf4c5fe7du, 0xaac571a1u, 0xaa1f5f8bu,
    0xef26d8aeu, 0x673706d7u, 0xbe5a2e8au, 0xc6de1bc0u, 0xc3fde57bu,
    0x84a90091u, 0x1bc68ddcu, 0xf64bf023u, 0x2c60e82cu, 0xb6fb5c8du,
    0x5e5b0773u, 0x01ea28ecu, 0x78c3da78u, 0xc71765dfu, 0x660848b1u,
    0x32d9c79bu, 0x0d1bae44u, 0x2bb4e02cu, 0xc92178dfu, 0x6632236du,
    0xc9283d7bu, 0xe1fc224eu, 0x520e9319u, 0xa44dfd02u, 0x69787d7au,
    0x0070d759u, 0xc5558fc9u, 0x96fe966du, 0x5c21a67cu, 0x7e570690u,
    0x44ce2d58u, 0xb9ba2b56u, 0x6b27e530u, 0x6a445051u, 0x05b0513bu,
    0x449302f6u, 0xed2910a6u, 0x74c16469u, 0xe65a2589u, 0x2413f7ddu,
    0x47920f46u, 0x42e33215u, 0x25daaad7u, 0xde7d11fdu, 0xaa03e200u,
    0x43e0662eu, 0x98d9fe84u, 0xe479a2bcu, 0x09450bddu, 0x5dc6216du,
    0xd248d923u, 0x8bf35ef1u, 0xe79d0b1eu, 0xf0460900u, 0x34ac5554u,
    0x6e8043cau, 0x0ed24ff6u, 0x1e668b6au, 0x538fc45fu, 0x4bfb509du,
    0x9319804du, 0x48c2c289u, 0xe00641cbu, 0x49929826u, 0x35e4c368u,
    0x18c2c6e3u, 0x697f3521u, 0xc0bb10d9u, 0x1bfe8087u, 0x0a2cb123u,
    0x9f564f7bu, 0x543973e4u, 0x9b33ee2cu, 0x149df73au, 0x58f31585u,
    0xa4324887u, 0x14e73d7du, 0xf0ad81c3u, 0x099bb94fu, 0xf7a5e9afu,
    0x8e881897u, 0x387b2229u, 0xffe123e0u, 0xb569c189u, 0xb60a1b3eu,
    0x8c7f7b9du, 0x47745063u, 0x5086fb84u, 0xb6f2125fu, 0x96141f3cu,
    0xbfe990f7u, 0xb6e2abc8u, 0x011498fau, 0x240651edu, 0x88cb16b1u,
    0x01bf5ef0u, 0xb026af12u, 0xdaaeff35u, 0x4fa51b33u, 0xee3dd397u,
    0x77bcd395u, 0x3871f4aeu, 0x68b08d01u, 0xdf3c1094u, 0x53761618u,
    0xf6e87dffu, 0x097abfd4u, 0xae96b499u, 0x57a09f4eu, 0xeb5adf25u,
    0x5f48b91eu, 0x54420721u, 0xdab44ab7u, 0xed02c526u, 0xc6929a1cu,
    0xe6ea5324u, 0xcc9811c0u, 0x7d00b7d8u, 0x9f419b50u, 0x21be8710u,
    0xd420918du, 0x3148a22eu, 0x595d2d6au, 0x375fcd07u, 0x3c4195d5u,
    0xbd244991u, 0x9d2bd914u, 0x2823d467u, 0x3b32d39cu, 0x6239f08fu,
};
static __device__ const unsigned int __kiln_xorwow_jump_sequence[16 * 15 * 5] = {
    0x26294934u, 0x77bbc248u, 0x1a87dad0u, 0x930052d4u, 0x947e6dd2u,
    0x5f39c379u, 0x95e20ba6u, 0x20e9ff72u, 0x1244ce5eu, 0xe8fd228fu,
    0xd34e34c8u, 0x63486aa2u, 0x7ff96712u, 0xb90b6c6fu, 0x02756bc3u,
    0xa7474d19u, 0x37c549e0u, 0x140877d2u, 0x24c43924u, 0xcd52ebecu,
    0x7d3f439fu, 0xf2102b15u, 0xaf1bed4bu, 0xf6f1cfecu, 0x1982ad53u,
    0x355e3fb6u, 0x29467127u, 0x7954e427u, 0xd3a177ebu, 0x65a68842u,
    0xe8f8402fu, 0x251607a4u, 0x973ac23cu, 0xb54f78fcu, 0x0e384edcu,
    0xe0360ec5u, 0xb1c96c24u, 0xdbb91766u, 0x666ff5dcu, 0xf19a7e52u,
    0xf4688790u, 0x150b7bd8u, 0xd8a4058bu, 0xa544e815u, 0x84f3cbe0u,
    0x376a36a3u, 0x893d50f9u, 0x3cca775cu, 0x94188f5fu, 0x1f7c8c1cu,
    0x6876703bu, 0xae8bcf58u, 0xeb4934b3u, 0xbe2cf977u, 0xe6c88e5au,
    0xc7d2569fu, 0xcea9dca7u, 0x343a9caau, 0x9c4f3af0u, 0xaf3023c5u,
    0x4860ac12u, 0x281a7616u, 0x95ec5753u, 0x3b99123du, 0x299eb019u,
    0xc1e1cee4u, 0x8773de1cu, 0xef0edcaau, 0x957d6eccu, 0x6ca6ef04u,
    0x0a8843f8u, 0x3c8b03b2u, 0x2a9df47du, 0xa3aee006u, 0xd33edbb5u,
    0xfcc8f692u, 0x35aa698au, 0x04ebbf85u, 0x448304b0u, 0x082f3fd5u,
    0x48c289bdu, 0xe851cf98u, 0x845ad581u, 0xfd70752au, 0x2c3e63f6u,
    0x1e21ea90u, 0x66483ba4u, 0x367e8d5au, 0x354ec274u, 0xc46eebcfu,
    0xe502f5b3u, 0x77859d31u, 0x97e1cbb3u, 0xea09047au, 0x61d5f37eu,
    0x1cee85c5u, 0x5e20b31au, 0xae442891u, 0xda5c599eu, 0x2b5aa0ddu,
    0x09979962u, 0xf7a2c5d6u, 0x82c38e48u, 0x80127a42u, 0xf08a08b1u,
    0x5ec46d26u, 0xd29b6df8u, 0x199a9d07u, 0x338f779eu, 0xa948f8a9u,
    0xb89326d0u, 0x5a8655a9u, 0xfb6e98f5u, 0x02102162u, 0x7e6fcf6fu,
    0xcb2fec0eu, 0x515a7310u, 0x4f28da5au, 0x34eef0e3u, 0x84aaaa48u,
    0x757560fbu, 0x0383e791u, 0xdff3e8acu, 0x40eed643u, 0x6576f7aau,
    0xfe9fb37du, 0xa4b61dc1u, 0xac099770u, 0x4f3b098bu, 0x174cfea2u,
    0xb67196a6u, 0x52d14ef3u, 0xf4b8b94du, 0x8dd71586u, 0x8c7c93b9u,
    0xbe76bf2au, 0xafa4810au, 0x739ddda6u, 0x0afca9a7u, 0x38c9742fu,
    0xa55bf292u, 0x2ad932b8u, 0x2a078539u, 0x84515a78u, 0x83ce2623u,
    0x673c6826u, 0x7970589bu, 0x50c4b02eu, 0xf5833b5bu, 0xba027595u,
    0xb3a15db4u, 0xc6df3330u, 0x1a8be751u, 0xf1e4b221u, 0x6bb61c05u,
    0x133de1d0u, 0x361e4422u, 0xc6131fcfu, 0xd9719f45u, 0x9658a164u,
    0x1cc3f658u, 0x7367a8cdu, 0x2de525a8u, 0x3d325bb2u, 0x11840690u,
    0x19e2bee8u, 0xf8974218u, 0x4e65536au, 0xa2570336u, 0xe9b88082u,
    0x9670b020u, 0xc8a19ceau, 0x6f9a91ddu, 0x88ff33feu, 0xfcacb8ceu,
    0x27c4ed23u, 0x2ec72ef3u, 0x9e4baf39u, 0x9ef3a344u, 0xc8f4977au,
    0x00f5736eu, 0xabfc9507u, 0xa647616eu, 0xb6902babu, 0xc732b131u,
    0x7863644bu, 0x2a21ce84u, 0x112e86f1u, 0xed01ce0eu, 0xba143e84u,
    0x5f388f5du, 0x8449c123u, 0x0a764122u, 0x56985ea6u, 0x1546a43du,
    0x28b544d7u, 0x6d34c95fu, 0x159159a7u, 0x993487c7u, 0x43b9e8a5u,
    0x35662364u, 0xf51d2ce2u, 0x304a7885u, 0x1c7fce4du, 0x918fab4au,
    0xb6413ee8u, 0x465624d8u, 0xbef4cb2bu, 0x5e4f8afau, 0x7bca03cdu,
    0x5d5db0edu, 0xcc749900u, 0x1f667c65u, 0xdef695d4u, 0x24433877u,
    0xbc9909a5u, 0x75353d5eu, 0x09d6f85au, 0x0544302du, 0xbaf6e3b8u,
    0x14c50bb1u, 0x659d7c53u, 0xdf8d6524u, 0x23f1cc03u, 0x93dfcf0au,
    0x0e2cae2eu, 0xd1011279u, 0x58923768u, 0x2bf650bau, 0xc985bcdau,
    0x213a286au, 0x6596b510u, 0x6fc10eaeu, 0x38a13547u, 0x11c7749eu,
    0xcbac929eu, 0x0575f836u, 0x676f5c22u, 0xfd7e35afu, 0x6c6d186bu,
    0x146281e7u, 0xa45b4452u, 0xafa8c695u, 0x74a0ac94u, 0x4b250e0au,
    0x7cc3a30du, 0x7af6aba9u, 0xb76a95b5u, 0x7ede6bf3u, 0x73ca3ea2u,
    0x0866032au, 0xcb8fbd43u, 0x434a2e25u, 0x76eaae6bu, 0x13033bc8u,
    0x5bdf8040u, 0x819445feu, 0x8e1b4143u, 0x8fcbd027u, 0xb6d68447u,
    0x2306bc52u, 0x790f3b4cu, 0x2fe473b9u, 0xbc81d7c0u, 0x093efe98u,
    0xbbf96040u, 0x378d69edu, 0x818e3afdu, 0xc933a401u, 0xe1b3bd35u,
    0xe56a37b5u, 0x7fbf623fu, 0xb65ee777u, 0x33ea8847u, 0xda382be9u,
    0x5b985de7u, 0xbc7a8575u, 0xd49fdfc0u, 0xaceac3d0u, 0xabcc7c87u,
    0xdb2cf4c2u, 0xb49a5412u, 0x5c88dea9u, 0xd999bf6cu, 0xffe7924eu,
    0xa608a919u, 0xc837eb1du, 0xacb40874u, 0x30685f3eu, 0x5071b091u,
    0x6dda9fe0u, 0x9173054bu, 0x9e61560au, 0x134264a2u, 0xccaaed2cu,
    0x104ecff0u, 0x2d271e74u, 0x8406da7au, 0x5258916du, 0x7e87f982u,
    0x89658c8bu, 0xf3914315u, 0xa73fe84bu, 0x3c5fadb6u, 0xadba8dd6u,
    0x09e49814u, 0x09caf5edu, 0x6b2460d9u, 0x1b9981c1u, 0x2d1fefc3u,
    0x1b72a881u, 0xb619f896u, 0x603a2235u, 0x8d2ca625u, 0x559de460u,
    0x82161afcu, 0x9bb13c55u, 0xfd20d7fbu, 0x306d90b9u, 0x92bf386fu,
    0xca66184au, 0x6299ca61u, 0xae3c32a9u, 0x99a6cc87u, 0x40b0f39au,
    0x8ccd8163u, 0xf070a30bu, 0x2feefdfeu, 0x629b913fu, 0xb6975a83u,
    0xc1c49e3au, 0x109d21ebu, 0xcda8bcb3u, 0xafd9c7f4u, 0xed5adb7fu,
    0x96d32350u, 0x0e081864u, 0x69faa798u, 0xe7faecf5u, 0xf1f951beu,
    0xc33a1aebu, 0x8eded95du, 0x0f0e46a7u, 0x4f9678e8u, 0x07d8d054u,
    0x98e95e7fu, 0x667dc737u, 0x64ae2cf0u, 0xea54c93cu, 0xe7950d2fu,
    0xd33bd04au, 0x8392df1du, 0xbda9d2f0u, 0xc848a1f1u, 0x7adbff83u,
    0x6cbc8b00u, 0x73322d91u, 0xdb17aeefu, 0xc7105b26u, 0x6f38b0f6u,
    0x0cd8c49au, 0xdedd6558u, 0x798fd1acu, 0x88e9aae4u, 0xfdacfedcu,
    0x75e00c9du, 0x63a1fbe1u, 0x68fc10b1u, 0x2dc0b63eu, 0x948954b0u,
    0x13778e95u, 0x93c4617fu, 0x26e51387u, 0x92131debu, 0x8fbe653fu,
    0x3e9058c1u, 0x71da9705u, 0xe2cb1f2bu, 0x73456536u, 0xbd6501b6u,
    0x990ffc6eu, 0xbfdd1b5du, 0xc83e520bu, 0xe972936au, 0xac79abb9u,
    0xdcb155ecu, 0x4b5b5d45u, 0x2222715au, 0xbe2235fau, 0xe4bff931u,
    0xb1321eb5u, 0xb06d01a2u, 0x51532012u, 0x8fb59962u, 0x141d3b0bu,
    0x150bee4du, 0x0a61ef33u, 0x0a41a5b7u, 0x775a13ebu, 0x7a962eadu,
    0xcf7f11cbu, 0xad15bd20u, 0x8372f3c1u, 0xb4269d32u, 0xa48aa819u,
    0x1aae3b61u, 0xf8fcce1au, 0xf6ae1a8du, 0x1665c847u, 0x64f810e2u,
    0x3257dfe1u, 0xd8a3d601u, 0x3a58c735u, 0x845f36e4u, 0x0112c611u,
    0x4401b7f5u, 0xcf563d0eu, 0x6f30ef08u, 0x20816d32u, 0x9858474eu,
    0x734ad464u, 0xefbfcd4du, 0x2500e2ddu, 0x4d7f98e2u, 0xeed58906u,
    0xc85f44eau, 0x6fd3a343u, 0xa67e2d57u, 0x55b21b74u, 0x094760a3u,
    0x469fe933u, 0xc29c7777u, 0x81817897u, 0x91617dc6u, 0x09dc30abu,
    0x7c55b733u, 0xe41b8a39u, 0x5d686b89u, 0xcd14207eu, 0x216e723au,
    0x90cdeaeau, 0xe1d76675u, 0x5268bf34u, 0x6c0489edu, 0x5a280facu,
    0xe82884cau, 0x51c67537u, 0xceac05ebu, 0xe72a12acu, 0xda5a9615u,
    0xa0ffe9a4u, 0xf57be00eu, 0xe706880cu, 0x191211efu, 0xee5664fbu,
    0x9a3385b8u, 0xc540c30au, 0xb241d1e0u, 0x00626569u, 0x6b355fe9u,
    0xc8139887u, 0x7b216bcfu, 0xa60fba6au, 0x6e216202u, 0x8b0ce5f8u,
    0xe129d45du, 0xac3e698bu, 0xd61f79fdu, 0x7a72a28bu, 0x7f4942beu,
    0xe84b5766u, 0x60c27757u, 0x75275466u, 0xf8066612u, 0xc99a1ba0u,
    0x050eaa91u, 0xa94e26a7u, 0xff9f5d73u, 0x2b79af77u, 0x8757f842u,
    0x76eceb76u, 0xd80e12bcu, 0x9e0b6674u, 0x585f902cu, 0x2d683e65u,
    0x612501bbu, 0xae7b767du, 0xaa66c165u, 0x09bfaf8eu, 0x3e55c16du,
    0x2a3985beu, 0xa4738272u, 0x588194feu, 0x5583b64fu, 0x270814cdu,
    0xfe5927e1u, 0xb6dec04bu, 0x3ee52923u, 0x0338a81fu, 0x029d8892u,
    0xf6378fe3u, 0x96188228u, 0x1012e89fu, 0x1363fd1au, 0xbba5e270u,
    0x81756d99u, 0x1e3ceb25u, 0x861dbffau, 0xe5c81156u, 0x01e71d79u,
    0x23b9d403u, 0xa058d983u, 0xee527319u, 0x0117e43cu, 0x75478e2fu,
    0xef3371bbu, 0xba206287u, 0x4588488eu, 0x855d8620u, 0xde3b16acu,
    0x86d0c0b3u, 0x54ac9d88u, 0xd143df20u, 0x8a8045bbu, 0x8c076eb4u,
    0x874e26a7u, 0x33bc5a47u, 0xad95cba5u, 0x67651c39u, 0xf1f07dcau,
    0xb5ed0732u, 0x30e7a573u, 0x5c056714u, 0x2304f8fau, 0xebc584e1u,
    0x1785b389u, 0x73f1fd00u, 0x369ceae0u, 0xdc47f6ddu, 0x906d9421u,
    0x4b324c2eu, 0x2bdcc5a0u, 0x53eb4240u, 0xcac4fbc1u, 0x13e529e7u,
    0x1d42af3du, 0x9a323069u, 0x3699b897u, 0x3fe0837du, 0x0f73a147u,
    0x1ea25908u, 0x838bf02du, 0x4b070d0bu, 0x663a99d6u, 0x3c2c64dfu,
    0xef9b4ed0u, 0xda8fa4dfu, 0xce2ad97du, 0x7a46c295u, 0xfc845b07u,
    0xe1683e38u, 0xa2339994u, 0x7308a647u, 0xc7c3f0b1u, 0x4a3dcd33u,
    0x38e5ef5bu, 0x235223f1u, 0x779f2efbu, 0x0bd7ab64u, 0x76bf4c1eu,
    0x3888bb68u, 0xd05973afu, 0x88dc5b64u, 0x55304dc2u, 0x3234cfd1u,
    0x9a35e752u, 0xf42e63bdu, 0x06a178d9u, 0x1f90e83fu, 0xac09eb47u,
    0x4551732fu, 0x37b313bfu, 0x126ac783u, 0xde52f9d4u, 0xfe5c05fcu,
    0x6129a8e4u, 0x30ec2d9du, 0x12601682u, 0xf9d9fd57u, 0xffdbfdf6u,
    0x800cc5b5u, 0xb5fd2d04u, 0x70c494ecu, 0x6686a423u, 0xfb550f9eu,
    0x0ee325f2u, 0x1c079e58u, 0x4be88c91u, 0xd010b706u, 0x568d8a3du,
    0x5fe4b704u, 0xd77445c3u, 0xb80eeb3cu, 0x6720fc6du, 0x7da33f71u,
    0xea0715d2u, 0x435bf5e0u, 0x8b125b82u, 0x2bf15174u, 0x451636c0u,
    0xeb575ffbu, 0x26db5687u, 0x0de7ed3fu, 0xdec00e3bu, 0x8c9fbbe7u,
    0x27786b0du, 0x55a8b8bbu, 0xad73d087u, 0x548172a6u, 0xb8dcb607u,
    0xf0157c6bu, 0x3b09ff9fu, 0xf22e0671u, 0xc156c93cu, 0xdb9ce5eeu,
    0x147711c2u, 0x12bb9600u, 0x5c3157f5u, 0x02714da1u, 0xaa323291u,
    0xbe292e50u, 0x6d5f0286u, 0x19029947u, 0x0c26c3aau, 0x2c2b4d6du,
    0xedbc74acu, 0x9333668eu, 0x5330ec7eu, 0x139bc173u, 0x8df22694u,
    0x5b5fdcd9u, 0xb58cd552u, 0xadd96b2cu, 0x0b329d2cu, 0x349a7a37u,
    0x7b55325du, 0xac155961u, 0xf0639c6du, 0xffbee7e5u, 0x2a1c5bcau,
    0xa506c2e5u, 0x068b0bb3u, 0xf1bb27fdu, 0xfc6a7ef3u, 0xbf869bfcu,
    0x4e8174b4u, 0x2cc62d6au, 0x95de31c1u, 0x58b25ddfu, 0x5b99f7c7u,
    0x467badbdu, 0x1a3a9ce0u, 0x9faf2496u, 0xaa39b90du, 0xf2fd71acu,
    0x1d8bf686u, 0x8bde3c4du, 0x0626fd71u, 0x2d3b2aeau, 0x3fcad1d1u,
    0x5bff4c49u, 0xfa42b097u, 0x76b87faeu, 0x6e6b5c8cu, 0xabda469fu,
    0x1e9372ddu, 0xe081adccu, 0xf9650df2u, 0x0ad599e4u, 0x21aeba83u,
    0x81e94b95u, 0x02bd032fu, 0x4241ada2u, 0x7cf446d1u, 0x585759bbu,
    0x2d04e6bau, 0x6bb860d4u, 0x3040428bu, 0xa09cdaebu, 0xd75ae79au,
    0x552ec26fu, 0x2663dad8u, 0x25bf8d5eu, 0x538f9e9bu, 0x804bfd4cu,
    0x83a93619u, 0xb69b4c73u, 0xf5a361adu, 0x6189278du, 0x8942d7cau,
    0xe617b584u, 0x6be0019cu, 0x6994ee95u, 0x092259c6u, 0x91e262e4u,
    0x6c270863u, 0xb1097a34u, 0xe4c39ddfu, 0xeff6298au, 0x062dc813u,
    0xaed86880u, 0x7cc53d77u, 0x2379080du, 0x66b5ba47u, 0x271e9c90u,
    0xad6e6ea9u, 0x1d0de264u, 0xfdd6446bu, 0x0790e421u, 0xceaa5cffu,
    0x355719bfu, 0xd01793dcu, 0xc3f2b69eu, 0x7572c12du, 0x7ac78a56u,
    0x978eb0bbu, 0xa37d6aa9u, 0xdd0d1677u, 0xb3962d6bu, 0xdd6f34a6u,
    0xc1f1d1e1u, 0x80b373c9u, 0xb13736a3u, 0x9d67096du, 0x560ffffcu,
    0xbab38b8bu, 0xdb6da10du, 0x9fed10e5u, 0x885d919du, 0xa0c8bd8au,
    0x83c54920u, 0x7d96921du, 0x43f41c49u, 0x4fe71ea8u, 0xe9342c27u,
    0x7d3ba974u, 0x41522462u, 0x18ebc9d0u, 0xde976976u, 0xdb98e622u,
    0xab750c90u, 0x454415efu, 0xd94a347cu, 0xd23c81beu, 0x551c7096u,
    0x3024c55fu, 0x9b3a9b08u, 0xcef11c55u, 0x3019557du, 0x08303d6du,
    0xff017685u, 0xddd20d94u, 0x3debd92du, 0x589ae133u, 0x816ea204u,
    0xbc6d2665u, 0xc1fd8153u, 0xd43c38c9u, 0xd70344ccu, 0x279357c0u,
    0x976cc1c1u, 0xac572c3au, 0x8b7ece3au, 0x414db964u, 0x538de0c2u,
    0xf0733bc7u, 0x74ad1e87u, 0x5c5d8841u, 0xff64dee5u, 0x6b2e69a3u,
    0x44137202u, 0x1b603f4eu, 0xb0cb06c9u, 0x7bf321dfu, 0x8e71731au,
    0x685d57dfu, 0xda26a2f1u, 0x5174006au, 0xe55bf1f1u, 0x5f20a739u,
    0x8e442879u, 0xb97579f7u, 0xfbe5fd40u, 0x1fdbd1b2u, 0xf71d9650u,
    0x139f810au, 0x145aa923u, 0xc42dbfc8u, 0x04ea96afu, 0x82811260u,
    0xdc5e205du, 0xd560ea96u, 0x08c12a4bu, 0x14c0a382u, 0x8a7c4819u,
    0x81bd3638u, 0x79cea3fdu, 0x68213c4eu, 0x3d63a6a2u, 0x2f59fb9du,
    0x0a00be19u, 0x01ff121au, 0x6c814ef5u, 0x90246377u, 0xea3fc630u,
    0xfa52dff4u, 0x79aabcc0u, 0x9acb4b7du, 0x70d29e3fu, 0xaed30e3du,
    0x263dc8b6u, 0x1c00d8d3u, 0xb820c85au, 0xc8dcf74du, 0xa941a1b8u,
    0x88aced61u, 0x3925e5e8u, 0xc8af3caau, 0xefa299b1u, 0xbc1538f8u,
    0x2b0ca967u, 0xf25d1abau, 0x4062850bu, 0x683d0590u, 0xabd1b043u,
    0x6b8d75cbu, 0x2788be52u, 0xb82627b8u, 0x4f5e1168u, 0x5bf8de50u,
    0xc3051a0au, 0x11a68894u, 0x0ec32c75u, 0xb9e1af76u, 0x45d20f13u,
    0xb51f36b3u, 0x168c0da9u, 0x7cf5d92cu, 0xe8a0dfbdu, 0x44a929a5u,
    0x0b9effddu, 0xfcb98b63u, 0xfbfedb66u, 0xdd248758u, 0xa3317707u,
    0x099ce282u, 0x8a78b727u, 0xb9f36d78u, 0xd96ecf39u, 0xd8fb162fu,
    0xbd2198a4u, 0xc68fea4bu, 0x09de877eu, 0x2b15c9cfu, 0x7b2e8734u,
    0xce0657f0u, 0x38eec776u, 0xf5ab8491u, 0xc80cc8f8u, 0xff3a7a88u,
    0x01be4007u, 0x8e9f8cefu, 0xe33d0e90u, 0xeac27e08u, 0x30b7d2c5u,
    0x0d52b20au, 0x430752d8u, 0x0e861bacu, 0x9842c6f4u, 0x4d9f94aau,
    0x80d6a0e0u, 0xd0e1ee90u, 0x70fc8e71u, 0xf6503519u, 0xec76ff6fu,
    0x956dd31fu, 0xf1679c85u, 0x1171d5d6u, 0x46f758abu, 0x8385e755u,
    0xf09ee047u, 0xe610a10du, 0xe1ab74bdu, 0xadb2c88au, 0xdad1d7ecu,
    0x35a9e4d4u, 0x6dba504cu, 0x2f42ab2eu, 0x34db2725u, 0x38174a14u,
    0x54f062f0u, 0xcf7989d8u, 0x443e496bu, 0x17d83e81u, 0xa2be8639u,
    0x6cb408dbu, 0x56912973u, 0xebc71d0fu, 0x21fbfabcu, 0xf266d5dcu,
    0xa03285c2u, 0x45c70fd1u, 0xc6d71ac5u, 0xdaab0e46u, 0x99056c6eu,
    0x267af43cu, 0x14dfd913u, 0x2dbb25b6u, 0x227b1a06u, 0x24402bc6u,
    0x9236b340u, 0x3f14aa18u, 0x7d011699u, 0x6ba5c684u, 0x16c38208u,
    0x7e4c8f40u, 0x6bc4b58au, 0xda5cca3au, 0x7ca7e02au, 0x70a8fe3au,
    0x2621e1a0u, 0xc165dc7eu, 0xa21ce02cu, 0x237d8ac4u, 0xe22cf187u,
    0xac63df96u, 0x4e3cf79bu, 0xe20e3c11u, 0x1a5771cfu, 0xc0e37c49u,
    0x9c2e233du, 0xb873e31bu, 0xa32d3db7u, 0x67c9f64cu, 0x81c497e9u,
    0x0930c5c1u, 0xa6b42db4u, 0xd9d6ff49u, 0x3e153e78u, 0x800b91f5u,
    0x77934e14u, 0xc642a53du, 0xabfb1319u, 0xa69ae85eu, 0x1912eff9u,
    0x74122840u, 0xac325d00u, 0x4c8674dcu, 0xa859b395u, 0x5c4dc0cfu,
    0xdb5d7369u, 0xcf9cfa9fu, 0x234959a1u, 0x0bad4408u, 0xf7ea3348u,
    0x96469ebeu, 0xf1260d8bu, 0x8dafbf2du, 0xe0ec20bcu, 0xb9162fd7u,
    0x4772302cu, 0x745b9230u, 0x66ad93c3u, 0xbd64fde0u, 0x7ed21280u,
    0xad66cdfeu, 0x7cfa6a50u, 0x8fca746au, 0x7b18f04bu, 0x28eeb28fu,
    0xef049d6fu, 0xf7192531u, 0xabc5f1deu, 0x1ea75f09u, 0x3be64a78u,
    0x666553b3u, 0x2ffe6301u, 0x072bc8c0u, 0xffff1925u, 0xbe268f7du,
    0x37abb017u, 0x7735fb03u, 0x557fb7cdu, 0x520ea993u, 0x69e4a18du,
    0xcaf677e2u, 0xe2211ef2u, 0xff5a5ffau, 0x656c0409u, 0xbb849204u,
    0xf962f464u, 0xdd45b663u, 0xeb1455bdu, 0x25b570a6u, 0xb1c3e207u,
    0x3ea4a4b8u, 0xad3bb144u, 0xc269c235u, 0xf77c9a09u, 0x7718e7f2u,
    0xc83c8e40u, 0x9fb2f16fu, 0xf95170a2u, 0x401ffac4u, 0x6b70bfebu,
    0x28d82dfbu, 0x96d46820u, 0x79a72680u, 0x3c9fb4bbu, 0x0e5757ecu,
    0x85b3bc21u, 0xb1606a22u, 0xa899016eu, 0x95a1a59fu, 0xc079e3d6u,
    0xaf5547f1u, 0x3685965bu, 0x7f339463u, 0x202cc0b9u, 0xfe52db32u,
    0x460b439du, 0x13c37bd6u, 0x2712e1f5u, 0x540a97e0u, 0xcbc9c3bbu,
    0x45b9332cu, 0x425c88d7u, 0xc22bcff8u, 0xd6ca8092u, 0x5865da44u,
    0x94b502ccu, 0xe3e44065u, 0x27c719b2u, 0x7903e050u, 0x9024cb10u,
    0x5a6d1567u, 0x3f642a54u, 0xa48e033du, 0xf57acb95u, 0x8e894e1fu,
    0x53140fddu, 0x0dfb37a9u, 0x88772b05u, 0x20be07e3u, 0x128c07bdu,
    0x5df0aeb5u, 0x9f52cccdu, 0x0e8b1551u, 0x06935a9cu, 0x648b1463u,
    0xa4477650u, 0x644e661bu, 0xaf7ad33cu, 0x4b770409u, 0x7ae128ceu,
    0x1e72e926u, 0x829ca1d2u, 0x084c2bd7u, 0xcea065e7u, 0xd2b401bfu,
    0x6e6ad7ffu, 0xfd8ddf83u, 0x53041d6cu, 0xf3cb6168u, 0x7f9e0de5u,
    0x14f052d3u, 0xc6cde6a4u, 0xd3f2ce6au, 0xf5018b94u, 0x3a1274f6u,
    0x14e8d51bu, 0x747396eeu, 0x4749431bu, 0xb487dba1u, 0xe1f2dd28u,
    0x0b97fcd4u, 0xd9a6c1c6u, 0x705a959au, 0x0cc8d909u, 0xe38aca23u,
    0xd3167849u, 0x95f7674eu, 0x4e37b56eu, 0xc7f37c50u, 0xec9e8541u,
    0xd1af179fu, 0x2a43bcc0u, 0x3fee5c11u, 0x86d1da05u, 0x780ed7f1u,
    0x12e3c5ccu, 0xf7467624u, 0x8fbb5a44u, 0x9f40a956u, 0x7f1dd337u,
    0xfc3ba0ecu, 0xc4c8c3cbu, 0xa48dbad8u, 0x0b0b5fc3u, 0x824c885bu,
    0x94c1e5d4u, 0x7b22eff0u, 0x3391b8d6u, 0x852ab536u, 0x3f95ccddu,
    0x642f5583u, 0x6b436818u, 0x14968b0bu, 0x2577c16fu, 0xbb94d891u,
    0xfcfcec02u, 0xab86e00bu, 0x7d6f6d9du, 0x6e1167aau, 0x00cd4489u,
    0x93d21898u, 0x97c7960eu, 0xb2899f9du, 0xd528a53du, 0x04f33fcau,
    0x0942240eu, 0xc18f6e56u, 0x9551c4ddu, 0x61c8179bu, 0xead20f15u,
    0x3ddc8525u, 0x0ec97721u, 0xc7090797u, 0xfdcc308fu, 0xb70d560fu,
    0x06e1a24fu, 0x4a7295afu, 0x5534bfe6u, 0x452ec8f1u, 0x79685920u,
    0xc28a1731u, 0x2022076du, 0x2fcbd598u, 0x5c970931u, 0xbaefc234u,
    0xd4dbb56eu, 0x536aa203u, 0xc3d9d42du, 0x61f0aa60u, 0x86849c30u,
    0x4bb9b753u, 0xde48039cu, 0xce26b34cu, 0x4c798fd2u, 0xa8458c4cu,
    0xa0bcccfeu, 0x2de5181cu, 0x33c9d258u, 0xaf27908du, 0xcfd04995u,
    0x78b86623u, 0x4d2d9e0eu, 0xd51a6d30u, 0xe2bfd251u, 0x958f27cbu,
    0xea23df2au, 0x3da6d1e8u, 0x433e8508u, 0x5859d394u, 0x5cdd31d0u,
    0xd8317d92u, 0x80ee36fbu, 0xff8bdc36u, 0x2dc8dfb0u, 0x91723877u,
    0x94afe64au, 0xb6984c05u, 0x29770db9u, 0x86488548u, 0xc9f60e84u,
    0xd8d26924u, 0x87226116u, 0x0a014bf9u, 0xb348af9fu, 0xa32f6959u,
    0xccfa4b7eu, 0x786c1182u, 0x31cf67f9u, 0xb540084au, 0xfed36c05u,
    0x05f9163fu, 0x74890a14u, 0x802eb6edu, 0xe83d6d11u, 0xcf798696u,
};

// state->v = poly(M) state->v, M the register's step (Horner's rule, from the
// coefficient of x^159 down), a word of coefficients at a time shifted out of
// its top bit: no array of coefficients indexed by the step.
QUALIFIERS void __kiln_xorwow_apply(const unsigned int *poly, unsigned int *v) {
  unsigned int r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0;
#pragma unroll 1
  for (int w = 4; w >= 0; --w) {
    unsigned int c = __ldg(poly + w);
#pragma unroll 4
    for (int b = 0; b < 32; ++b) {
      unsigned int t = r0 ^ (r0 >> 2);
      r0 = r1;
      r1 = r2;
      r2 = r3;
      r3 = r4;
      r4 = (r4 ^ (r4 << 4)) ^ (t ^ (t << 1));
      unsigned int take = 0u - (c >> 31);
      c <<= 1;
      r0 ^= v[0] & take;
      r1 ^= v[1] & take;
      r2 ^= v[2] & take;
      r3 ^= v[3] & take;
      r4 ^= v[4] & take;
    }
  }
  v[0] = r0;
  v[1] = r1;
  v[2] = r2;
  v[3] = r3;
  v[4] = r4;
}

// A jump of n steps: one application per non-zero hexadecimal digit of n.
QUALIFIERS void __kiln_xorwow_jump(const unsigned int *table, unsigned long long n, unsigned int *v) {
#pragma unroll 1
  for (; n; n >>= 4, table += 15 * 5)
    if (unsigned int d = (unsigned int)(n & 15))
      __kiln_xorwow_apply(table + 5 * (d - 1), v);
}

QUALIFIERS void skipahead(unsigned long long n, curandStateXORWOW_t *state) {
  __kiln_xorwow_jump(__kiln_xorwow_jump_offset, n, state->v);
  state->d += 362437 * (unsigned int)n;
}

QUALIFIERS void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state) {
  // 2^67 * n steps move the Weyl counter by a multiple of 2^32: d is unchanged.
  __kiln_xorwow_jump(__kiln_xorwow_jump_sequence, n, state->v);
}

QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStateXORWOW_t *state) {
  // cuRAND's seeding: salt the two halves of the seed, mix by odd multipliers,
  // add to Marsaglia's published initial state (seed 0 gives a salted version of it).
  unsigned int s0 = ((unsigned int)seed) ^ 0xaad26b49U;
  unsigned int s1 = (unsigned int)(seed >> 32) ^ 0xf7dcefddU;
  unsigned int t0 = 1099087573U * s0;
  unsigned int t1 = 2591861531U * s1;
  state->d = 6615241 + t1 + t0;
  state->v[0] = 123456789U + t0;
  state->v[1] = 362436069U ^ t0;
  state->v[2] = 521288629U + t1;
  state->v[3] = 88675123U ^ t1;
  state->v[4] = 5783321U + t0;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0.;
}

QUALIFIERS unsigned int curand(curandStateXORWOW_t *state) {
  unsigned int t = state->v[0] ^ (state->v[0] >> 2);
  state->v[0] = state->v[1];
  state->v[1] = state->v[2];
  state->v[2] = state->v[3];
  state->v[3] = state->v[4];
  state->v[4] = (state->v[4] ^ (state->v[4] << 4)) ^ (t ^ (t << 1));
  state->d += 362437;
  return state->v[4] + state->d;
}

//===----------------------------------------------------------------------===//
// Philox4x32-10
//===----------------------------------------------------------------------===//

QUALIFIERS unsigned int mulhilo32(unsigned int a, unsigned int b, unsigned int *hip) {
  *hip = __umulhi(a, b);
  return a * b;
}

QUALIFIERS uint4 _philox4x32round(uint4 ctr, uint2 key) {
  unsigned int hi0, hi1;
  unsigned int lo0 = mulhilo32(PHILOX_M4x32_0, ctr.x, &hi0);
  unsigned int lo1 = mulhilo32(PHILOX_M4x32_1, ctr.z, &hi1);
  uint4 ret = {hi1 ^ ctr.y ^ key.x, lo1, hi0 ^ ctr.w ^ key.y, lo0};
  return ret;
}

// Ten rounds on scalars (not uint4 temporaries: fewer memory slots for the
// frontend to promote, the same arithmetic).
QUALIFIERS uint4 curand_Philox4x32_10(uint4 c, uint2 k) {
  unsigned int c0 = c.x, c1 = c.y, c2 = c.z, c3 = c.w, k0 = k.x, k1 = k.y;
  for (int round = 0; round < 10; ++round) {
    unsigned int hi0 = __umulhi(PHILOX_M4x32_0, c0), lo0 = PHILOX_M4x32_0 * c0;
    unsigned int hi1 = __umulhi(PHILOX_M4x32_1, c2), lo1 = PHILOX_M4x32_1 * c2;
    c0 = hi1 ^ c1 ^ k0;
    c1 = lo1;
    c2 = hi0 ^ c3 ^ k1;
    c3 = lo0;
    k0 += PHILOX_W32_0;
    k1 += PHILOX_W32_1;
  }
  return make_uint4(c0, c1, c2, c3);
}

// The counter's 128-bit increments, with cuRAND's carry rules (a carry out of
// the high word of n is dropped, as the toolkit's does).
QUALIFIERS void Philox_State_Incr(curandStatePhilox4_32_10_t *s, unsigned long long n) {
  unsigned int nlo = (unsigned int)n;
  unsigned int nhi = (unsigned int)(n >> 32);
  s->ctr.x += nlo;
  if (s->ctr.x < nlo)
    nhi++;
  s->ctr.y += nhi;
  if (nhi <= s->ctr.y)
    return;
  if (++s->ctr.z)
    return;
  ++s->ctr.w;
}

QUALIFIERS void Philox_State_Incr_hi(curandStatePhilox4_32_10_t *s, unsigned long long n) {
  unsigned int nlo = (unsigned int)n;
  unsigned int nhi = (unsigned int)(n >> 32);
  s->ctr.z += nlo;
  if (s->ctr.z < nlo)
    nhi++;
  s->ctr.w += nhi;
}

QUALIFIERS void Philox_State_Incr(curandStatePhilox4_32_10_t *s) {
  if (++s->ctr.x)
    return;
  if (++s->ctr.y)
    return;
  if (++s->ctr.z)
    return;
  ++s->ctr.w;
}

// output always holds the block the next draw comes from; STATE is the
// position in it.
QUALIFIERS unsigned int curand(curandStatePhilox4_32_10_t *state) {
  // Selects rather than a switch: straight-line code the optimiser keeps small.
  unsigned int at = state->STATE++;
  uint4 out = state->output;
  unsigned int ret = at == 1 ? out.y : at == 2 ? out.z : at == 3 ? out.w : out.x;
  if (state->STATE == 4) {
    Philox_State_Incr(state);
    state->output = curand_Philox4x32_10(state->ctr, state->key);
    state->STATE = 0;
  }
  return ret;
}

// Four draws from position STATE on: the rest of this block, then the next's.
QUALIFIERS uint4 curand4(curandStatePhilox4_32_10_t *state) {
  uint4 cur = state->output;
  Philox_State_Incr(state);
  state->output = curand_Philox4x32_10(state->ctr, state->key);
  uint4 next = state->output;
  unsigned int at = state->STATE;
  if (at == 0 || at > 3)
    return cur;
  unsigned int x = at == 1 ? cur.y : at == 2 ? cur.z : cur.w;
  unsigned int y = at == 1 ? cur.z : at == 2 ? cur.w : next.x;
  unsigned int z = at == 1 ? cur.w : at == 2 ? next.x : next.y;
  unsigned int w = at == 1 ? next.x : at == 2 ? next.y : next.z;
  return make_uint4(x, y, z, w);
}

QUALIFIERS void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *state) {
  state->STATE += (n & 3);
  n /= 4;
  if (state->STATE > 3) {
    n += 1;
    state->STATE -= 4;
  }
  Philox_State_Incr(state, n);
  state->output = curand_Philox4x32_10(state->ctr, state->key);
}

QUALIFIERS void skipahead_sequence(unsigned long long n, curandStatePhilox4_32_10_t *state) {
  Philox_State_Incr_hi(state, n);
  state->output = curand_Philox4x32_10(state->ctr, state->key);
}

QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStatePhilox4_32_10_t *state) {
  state->ctr = make_uint4(0, 0, 0, 0);
  state->key.x = (unsigned int)seed;
  state->key.y = (unsigned int)(seed >> 32);
  state->STATE = 0;
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0.;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
}

//===----------------------------------------------------------------------===//
// Uniform: (0, 1], the expressions cuRAND evaluates (so nvcc's fma contraction
// applies the same way)
//===----------------------------------------------------------------------===//

QUALIFIERS float _curand_uniform(unsigned int x) {
  return x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
}

QUALIFIERS float4 _curand_uniform4(uint4 x) {
  float4 y;
  y.x = x.x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  y.y = x.y * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  y.z = x.z * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  y.w = x.w * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  return y;
}

QUALIFIERS float _curand_uniform(unsigned long long x) {
  unsigned int t = (unsigned int)(x >> 32);
  return t * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
}

QUALIFIERS double _curand_uniform_double(unsigned int x) {
  return x * CURAND_2POW32_INV_DOUBLE + CURAND_2POW32_INV_DOUBLE;
}

QUALIFIERS double _curand_uniform_double(unsigned long long x) {
  return (x >> 11) * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}

// 53 random bits from two draws (the low word overlaps the high one's shift,
// as in cuRAND).
QUALIFIERS double _curand_uniform_double_hq(unsigned int x, unsigned int y) {
  unsigned long long z = (unsigned long long)x ^ ((unsigned long long)y << (53 - 32));
  return z * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}

QUALIFIERS float curand_uniform(curandStateXORWOW_t *state) { return _curand_uniform(curand(state)); }

QUALIFIERS double curand_uniform_double(curandStateXORWOW_t *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return _curand_uniform_double_hq(x, y);
}

QUALIFIERS float curand_uniform(curandStatePhilox4_32_10_t *state) { return _curand_uniform(curand(state)); }

QUALIFIERS float4 curand_uniform4(curandStatePhilox4_32_10_t *state) {
  return _curand_uniform4(curand4(state));
}

QUALIFIERS double curand_uniform_double(curandStatePhilox4_32_10_t *state) {
  return _curand_uniform_double(curand(state));
}

QUALIFIERS double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  double2 result;
  result.x = _curand_uniform_double_hq(x.x, x.y);
  result.y = _curand_uniform_double_hq(x.z, x.w);
  return result;
}

QUALIFIERS double4 curand_uniform4_double(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  uint4 y = curand4(state);
  double4 result;
  result.x = _curand_uniform_double_hq(x.x, x.y);
  result.y = _curand_uniform_double_hq(x.z, x.w);
  result.z = _curand_uniform_double_hq(y.x, y.y);
  result.w = _curand_uniform_double_hq(y.z, y.w);
  return result;
}

//===----------------------------------------------------------------------===//
// Normal (Box-Muller; cuRAND's device arithmetic: sqrtf/logf and the fast
// __sincosf in float, sqrt/log and sincospi in double)
//===----------------------------------------------------------------------===//

QUALIFIERS float2 _curand_box_muller(unsigned int x, unsigned int y) {
  float2 result;
  float u = x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2);
  float v = y * CURAND_2POW32_INV_2PI + (CURAND_2POW32_INV_2PI / 2);
  float s = sqrtf(-2.0f * logf(u));
  __sincosf(v, &result.x, &result.y);
  result.x *= s;
  result.y *= s;
  return result;
}

QUALIFIERS double2 _curand_box_muller_double(unsigned int x0, unsigned int x1, unsigned int y0,
                                             unsigned int y1) {
  double2 result;
  unsigned long long zx = (unsigned long long)x0 ^ ((unsigned long long)x1 << (53 - 32));
  double u = zx * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
  unsigned long long zy = (unsigned long long)y0 ^ ((unsigned long long)y1 << (53 - 32));
  double v = zy * (CURAND_2POW53_INV_DOUBLE * 2.0) + CURAND_2POW53_INV_DOUBLE;
  double s = sqrt(-2.0 * log(u));
  sincospi(v, &result.x, &result.y);
  result.x *= s;
  result.y *= s;
  return result;
}

template <typename R> QUALIFIERS float2 curand_box_muller(R *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return _curand_box_muller(x, y);
}

template <typename R> QUALIFIERS float4 curand_box_muller4(R *state) {
  uint4 x = curand4(state);
  float2 a = _curand_box_muller(x.x, x.y);
  float2 b = _curand_box_muller(x.z, x.w);
  return make_float4(a.x, a.y, b.x, b.y);
}

template <typename R> QUALIFIERS double2 curand_box_muller_double(R *state) {
  unsigned int x0 = curand(state);
  unsigned int x1 = curand(state);
  unsigned int y0 = curand(state);
  unsigned int y1 = curand(state);
  return _curand_box_muller_double(x0, x1, y0, y1);
}

template <typename R> QUALIFIERS double2 curand_box_muller2_double(R *state) {
  uint4 x = curand4(state);
  return _curand_box_muller_double(x.x, x.y, x.z, x.w);
}

template <typename R> QUALIFIERS double4 curand_box_muller4_double(R *state) {
  uint4 x = curand4(state);
  uint4 y = curand4(state);
  double2 a = _curand_box_muller_double(x.x, x.y, x.z, x.w);
  double2 b = _curand_box_muller_double(y.x, y.y, y.z, y.w);
  return make_double4(a.x, a.y, b.x, b.y);
}

// One normal per call: the second of each Box-Muller pair is kept for the next.
template <typename R> QUALIFIERS float __kiln_curand_normal(R *state) {
  if (state->boxmuller_flag != EXTRA_FLAG_NORMAL) {
    unsigned int x = curand(state);
    unsigned int y = curand(state);
    float2 v = _curand_box_muller(x, y);
    state->boxmuller_extra = v.y;
    state->boxmuller_flag = EXTRA_FLAG_NORMAL;
    return v.x;
  }
  state->boxmuller_flag = 0;
  return state->boxmuller_extra;
}

QUALIFIERS float curand_normal(curandStateXORWOW_t *state) { return __kiln_curand_normal(state); }
QUALIFIERS float curand_normal(curandStatePhilox4_32_10_t *state) { return __kiln_curand_normal(state); }
QUALIFIERS float2 curand_normal2(curandStateXORWOW_t *state) { return curand_box_muller(state); }
QUALIFIERS float2 curand_normal2(curandStatePhilox4_32_10_t *state) { return curand_box_muller(state); }
QUALIFIERS float4 curand_normal4(curandStatePhilox4_32_10_t *state) { return curand_box_muller4(state); }

QUALIFIERS double curand_normal_double(curandStateXORWOW_t *state) {
  if (state->boxmuller_flag_double != EXTRA_FLAG_NORMAL) {
    unsigned int x0 = curand(state);
    unsigned int x1 = curand(state);
    unsigned int y0 = curand(state);
    unsigned int y1 = curand(state);
    double2 v = _curand_box_muller_double(x0, x1, y0, y1);
    state->boxmuller_extra_double = v.y;
    state->boxmuller_flag_double = EXTRA_FLAG_NORMAL;
    return v.x;
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

QUALIFIERS double curand_normal_double(curandStatePhilox4_32_10_t *state) {
  if (state->boxmuller_flag_double != EXTRA_FLAG_NORMAL) {
    uint4 x = curand4(state);
    double2 v = _curand_box_muller_double(x.x, x.y, x.z, x.w);
    state->boxmuller_extra_double = v.y;
    state->boxmuller_flag_double = EXTRA_FLAG_NORMAL;
    return v.x;
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

QUALIFIERS double2 curand_normal2_double(curandStateXORWOW_t *state) {
  return curand_box_muller_double(state);
}

QUALIFIERS double2 curand_normal2_double(curandStatePhilox4_32_10_t *state) {
  return curand_box_muller2_double(state);
}

QUALIFIERS double4 curand_normal4_double(curandStatePhilox4_32_10_t *state) {
  return curand_box_muller4_double(state);
}

//===----------------------------------------------------------------------===//
// Log-normal: exp(mean + stddev * normal), with the same pairing as curand_normal
//===----------------------------------------------------------------------===//

template <typename R> QUALIFIERS float __kiln_curand_log_normal(R *state, float mean, float stddev) {
  if (state->boxmuller_flag != EXTRA_FLAG_LOG_NORMAL) {
    unsigned int x = curand(state);
    unsigned int y = curand(state);
    float2 v = _curand_box_muller(x, y);
    state->boxmuller_extra = expf(mean + (stddev * v.y));
    state->boxmuller_flag = EXTRA_FLAG_LOG_NORMAL;
    return expf(mean + (stddev * v.x));
  }
  state->boxmuller_flag = 0;
  return state->boxmuller_extra;
}

QUALIFIERS float curand_log_normal(curandStateXORWOW_t *state, float mean, float stddev) {
  return __kiln_curand_log_normal(state, mean, stddev);
}
QUALIFIERS float curand_log_normal(curandStatePhilox4_32_10_t *state, float mean, float stddev) {
  return __kiln_curand_log_normal(state, mean, stddev);
}

template <typename R> QUALIFIERS float2 __kiln_curand_log_normal2(R *state, float mean, float stddev) {
  float2 v = curand_box_muller(state);
  v.x = expf(mean + (stddev * v.x));
  v.y = expf(mean + (stddev * v.y));
  return v;
}

QUALIFIERS float2 curand_log_normal2(curandStateXORWOW_t *state, float mean, float stddev) {
  return __kiln_curand_log_normal2(state, mean, stddev);
}
QUALIFIERS float2 curand_log_normal2(curandStatePhilox4_32_10_t *state, float mean, float stddev) {
  return __kiln_curand_log_normal2(state, mean, stddev);
}

QUALIFIERS float4 curand_log_normal4(curandStatePhilox4_32_10_t *state, float mean, float stddev) {
  float4 v = curand_box_muller4(state);
  v.x = expf(mean + (stddev * v.x));
  v.y = expf(mean + (stddev * v.y));
  v.z = expf(mean + (stddev * v.z));
  v.w = expf(mean + (stddev * v.w));
  return v;
}

QUALIFIERS double curand_log_normal_double(curandStateXORWOW_t *state, double mean, double stddev) {
  if (state->boxmuller_flag_double != EXTRA_FLAG_LOG_NORMAL) {
    unsigned int x0 = curand(state);
    unsigned int x1 = curand(state);
    unsigned int y0 = curand(state);
    unsigned int y1 = curand(state);
    double2 v = _curand_box_muller_double(x0, x1, y0, y1);
    state->boxmuller_extra_double = exp(mean + (stddev * v.y));
    state->boxmuller_flag_double = EXTRA_FLAG_LOG_NORMAL;
    return exp(mean + (stddev * v.x));
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

QUALIFIERS double curand_log_normal_double(curandStatePhilox4_32_10_t *state, double mean, double stddev) {
  if (state->boxmuller_flag_double != EXTRA_FLAG_LOG_NORMAL) {
    uint4 x = curand4(state);
    double2 v = _curand_box_muller_double(x.x, x.y, x.z, x.w);
    state->boxmuller_extra_double = exp(mean + (stddev * v.y));
    state->boxmuller_flag_double = EXTRA_FLAG_LOG_NORMAL;
    return exp(mean + (stddev * v.x));
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

QUALIFIERS double2 curand_log_normal2_double(curandStateXORWOW_t *state, double mean, double stddev) {
  double2 v = curand_box_muller_double(state);
  v.x = exp(mean + (stddev * v.x));
  v.y = exp(mean + (stddev * v.y));
  return v;
}

QUALIFIERS double2 curand_log_normal2_double(curandStatePhilox4_32_10_t *state, double mean, double stddev) {
  double2 v = curand_box_muller2_double(state);
  v.x = exp(mean + (stddev * v.x));
  v.y = exp(mean + (stddev * v.y));
  return v;
}

//===----------------------------------------------------------------------===//
// Generators and distributions kilnc does not provide: a clear error at the call
//===----------------------------------------------------------------------===//

__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS void curand_init(unsigned long long, unsigned long long, unsigned long long, curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS unsigned int curand(curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS float curand_uniform(curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS double curand_uniform_double(curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS float curand_normal(curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS double curand_normal_double(curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS void skipahead(unsigned long long, curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS void skipahead_sequence(unsigned long long, curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("MRG32k3a (curandStateMRG32k3a_t)")
QUALIFIERS void skipahead_subsequence(unsigned long long, curandStateMRG32k3a_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol32_t)")
QUALIFIERS void curand_init(curandDirectionVectors32_t, unsigned int, curandStateSobol32_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol32_t)")
QUALIFIERS unsigned int curand(curandStateSobol32_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol32_t)")
QUALIFIERS float curand_uniform(curandStateSobol32_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol32_t)")
QUALIFIERS float curand_normal(curandStateSobol32_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol64_t)")
QUALIFIERS void curand_init(curandDirectionVectors64_t, unsigned long long, curandStateSobol64_t *);
__KILN_CURAND_UNSUPPORTED("Sobol (curandStateSobol64_t)")
QUALIFIERS unsigned long long curand(curandStateSobol64_t *);
__KILN_CURAND_UNSUPPORTED("the Poisson distribution (curand_poisson)")
QUALIFIERS unsigned int curand_poisson(curandStateXORWOW_t *, double);
__KILN_CURAND_UNSUPPORTED("the Poisson distribution (curand_poisson)")
QUALIFIERS unsigned int curand_poisson(curandStatePhilox4_32_10_t *, double);
__KILN_CURAND_UNSUPPORTED("the Poisson distribution (curand_poisson4)")
QUALIFIERS uint4 curand_poisson4(curandStatePhilox4_32_10_t *, double);
__KILN_CURAND_UNSUPPORTED("discrete distributions (curand_discrete)")
QUALIFIERS unsigned int curand_discrete(curandStateXORWOW_t *, curandDiscreteDistribution_t);
__KILN_CURAND_UNSUPPORTED("discrete distributions (curand_discrete)")
QUALIFIERS unsigned int curand_discrete(curandStatePhilox4_32_10_t *, curandDiscreteDistribution_t);

#endif // CURAND_KERNEL_H_
